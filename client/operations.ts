// Generated from the handler table by `npm run docs` (src/api/openapi/client-gen.ts). Do not edit by hand.
// How the client sends each operation: POST-only ones by POST; the others by GET unless a
// secret parameter (secret phrase, admin password) is given, which must never be put in a URL.

export interface OperationInfo {
  readonly postOnly: boolean;
  /** Parameters whose values are sent only in a POST body. */
  readonly secrets: readonly string[];
}

export const OPERATIONS: Readonly<Record<string, OperationInfo>> = {
  "addPeer": { postOnly: true, secrets: ["adminPassword"] },
  "blacklistPeer": { postOnly: true, secrets: ["adminPassword"] },
  "broadcastTransaction": { postOnly: true, secrets: [] },
  "calculateFullHash": { postOnly: false, secrets: [] },
  "clearUnconfirmedTransactions": { postOnly: true, secrets: ["adminPassword"] },
  "dumpPeers": { postOnly: false, secrets: [] },
  "fullHashToId": { postOnly: false, secrets: [] },
  "generateBlock": { postOnly: true, secrets: ["adminPassword"] },
  "getAccount": { postOnly: false, secrets: [] },
  "getAccountBlockIds": { postOnly: false, secrets: ["adminPassword"] },
  "getAccountBlocks": { postOnly: false, secrets: ["adminPassword"] },
  "getAccountId": { postOnly: false, secrets: ["secretPhrase"] },
  "getAccountPublicKey": { postOnly: false, secrets: [] },
  "getActorState": { postOnly: true, secrets: ["adminPassword"] },
  "getAllWaitingTransactions": { postOnly: false, secrets: [] },
  "getBalance": { postOnly: false, secrets: [] },
  "getBlock": { postOnly: false, secrets: [] },
  "getBlockId": { postOnly: false, secrets: [] },
  "getBlockchainStatus": { postOnly: false, secrets: [] },
  "getBlockchainTransactions": { postOnly: false, secrets: ["adminPassword"] },
  "getBlocks": { postOnly: false, secrets: ["adminPassword"] },
  "getConstants": { postOnly: false, secrets: [] },
  "getECBlock": { postOnly: false, secrets: [] },
  "getForging": { postOnly: true, secrets: ["secretPhrase"] },
  "getInboundPeers": { postOnly: false, secrets: [] },
  "getMyInfo": { postOnly: false, secrets: [] },
  "getPeer": { postOnly: false, secrets: [] },
  "getPeers": { postOnly: false, secrets: [] },
  "getState": { postOnly: false, secrets: [] },
  "getStateDigest": { postOnly: false, secrets: [] },
  "getTime": { postOnly: false, secrets: [] },
  "getTransaction": { postOnly: false, secrets: [] },
  "getTransactionBytes": { postOnly: false, secrets: [] },
  "getUnconfirmedTransactionIds": { postOnly: false, secrets: ["adminPassword"] },
  "getUnconfirmedTransactions": { postOnly: false, secrets: ["adminPassword"] },
  "hash": { postOnly: false, secrets: [] },
  "hexConvert": { postOnly: false, secrets: [] },
  "increaseTime": { postOnly: true, secrets: ["adminPassword"] },
  "longConvert": { postOnly: false, secrets: [] },
  "parseTransaction": { postOnly: false, secrets: [] },
  "popOff": { postOnly: true, secrets: ["adminPassword"] },
  "rsConvert": { postOnly: false, secrets: [] },
  "sendMoney": { postOnly: true, secrets: ["secretPhrase"] },
  "setConfiguration": { postOnly: true, secrets: ["adminPassword"] },
  "setLogging": { postOnly: true, secrets: ["adminPassword"] },
  "shutdown": { postOnly: true, secrets: ["adminPassword"] },
  "signTransaction": { postOnly: true, secrets: ["secretPhrase"] },
  "startForging": { postOnly: true, secrets: ["secretPhrase"] },
  "stopForging": { postOnly: true, secrets: ["secretPhrase"] },
};
