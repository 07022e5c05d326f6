// The shared response schemas (components.schemas of the OpenAPI document): the objects many
// operations answer, written from their renderers (domain transactionToJSON and blockToJSON,
// handlers/accounts/getAccount.ts, handlers/transactions/create-transaction.ts,
// handlers/network/render.ts, handlers/forging/render.ts). The subset is response-schema.ts's;
// test/api/response-contract.test.ts checks every one against real answers.
import { ACCOUNT_RS_PREFIX, CHAIN_ID } from '../domain/constants.js';
import { BOOLEAN, INTEGER, NON_NEGATIVE, NUMBER, R, RS, STRING, arrayOf, hexBytes, int, nullable, object, str, type ResponseSchema } from './response-schema.js';

const RS_UPPER = '[2-9A-HJ-NP-Z]';

/** Confirmed-only fields of a Transaction (absent while it waits in the mempool). */
const LOCATION_FIELDS = {
  height: int('Height of its block (confirmed transactions only).', 0),
  confirmations: int('Blocks above its block (confirmed transactions only, where the tip is known).', 0),
  block: { ...R.id, description: 'Id of its block (confirmed transactions only).' },
  blockTimestamp: int('Timestamp of its block (confirmed transactions only).'),
  transactionIndex: int('Position in its block (confirmed transactions only).', 0),
};

/** The Transaction object itself (parseTransaction extends it). */
export const TRANSACTION_OBJECT = object(
  {
    type: NON_NEGATIVE,
    subtype: NON_NEGATIVE,
    chain: { type: 'integer', enum: [CHAIN_ID] },
    phased: BOOLEAN,
    timestamp: int('Epoch seconds.'),
    deadline: int('Minutes.', 1),
    senderPublicKey: R.publicKey,
    sender: R.id,
    senderRS: R.accountRS,
    amountMTA: R.amount,
    feeMTA: R.amount,
    version: NON_NEGATIVE,
    ecBlockId: R.idOrZero,
    ecBlockHeight: NON_NEGATIVE,
    attachment: object({}, {}, { additional: true, description: 'The type\'s attachment and the appendices: `version.<AttachmentName>` and the fields of the type (docs/transaction-types.md).' }),
  },
  {
    recipient: { ...R.id, description: 'Only for a transaction with a recipient.' },
    recipientRS: R.accountRS,
    referencedTransactionFullHash: R.hash,
    signature: hexBytes(64, 'Signed transactions only (as signatureHash, fullHash and transaction).'),
    signatureHash: R.hash,
    fullHash: R.hash,
    transaction: R.id,
    ...LOCATION_FIELDS,
  },
  { description: 'The Transaction object (transactionJSON). Unsigned transactions have no signature, signatureHash, fullHash or transaction; unconfirmed ones no height, confirmations, block, blockTimestamp or transactionIndex.' },
);

function block(transactions: ResponseSchema, description: string): ResponseSchema {
  return object(
    {
      block: R.id,
      height: NON_NEGATIVE,
      generator: R.id,
      generatorRS: R.accountRS,
      generatorPublicKey: R.publicKey,
      timestamp: int('Epoch seconds.'),
      numberOfTransactions: NON_NEGATIVE,
      totalAmountFQT: R.amount,
      totalFeeFQT: R.amount,
      payloadLength: NON_NEGATIVE,
      version: NON_NEGATIVE,
      baseTarget: R.decimal,
      cumulativeDifficulty: R.decimal,
      previousBlock: { ...R.idOrZero, description: '"0" for the genesis block.' },
      nextBlock: { ...R.idOrZero, description: '"0" at the tip.' },
      payloadHash: R.hash,
      generationSignature: R.hash,
      previousBlockHash: R.hash,
      blockSignature: nullable(hexBytes(64)),
      transactions,
      executedPhasedTransactions: arrayOf(STRING, 'Ids of the phased transactions this block released (their effect applied); empty in the blocks popOff returns (their effects were undone).'),
    },
    {},
    { description },
  );
}

/** An account's own balance lease (leaseBalance): current (scheduled or running) and next. */
const LEASE_FIELDS = {
  currentLessee: { ...R.id, description: 'While a lease of this account is scheduled or running.' },
  currentLesseeRS: R.accountRS,
  currentLeasingHeightFrom: int('First height the current lease runs.', 0),
  currentLeasingHeightTo: int('Height at whose start it ends.', 0),
  nextLessee: { ...R.id, description: 'While a lease is queued after the current one.' },
  nextLesseeRS: R.accountRS,
  nextLeasingHeightFrom: int('First height the next lease runs.', 0),
  nextLeasingHeightTo: int('Height at whose start it ends.', 0),
};

const LESSOR_INFO = object(
  {
    lessor: R.id,
    lessorRS: R.accountRS,
    currentLessee: R.id,
    currentLesseeRS: R.accountRS,
    currentHeightFrom: NON_NEGATIVE,
    currentHeightTo: NON_NEGATIVE,
    effectiveBalance: { ...R.decimal, description: 'Whole coins the lessor lends (its guaranteed balance).' },
  },
  { nextLessee: R.id, nextLesseeRS: R.accountRS, nextHeightFrom: NON_NEGATIVE, nextHeightTo: NON_NEGATIVE },
  { description: 'A lessor of the account and its leases.' },
);

const accountDetails = object(
  {
    account: R.id,
    accountRS: R.accountRS,
    balanceMTA: R.amount,
    balanceFQT: { ...R.amount, description: 'The same amount as balanceMTA.' },
    unconfirmedBalanceMTA: R.long,
    forgedBalanceMTA: R.amount,
    creationHeight: NON_NEGATIVE,
  },
  {
    publicKey: { ...R.publicKey, description: 'Absent until the account has signed a transaction or had its key announced.' },
    effectiveBalance: { ...R.decimal, description: 'Whole coins counting for forging (includeEffectiveBalance).' },
    lessors: arrayOf(R.id, 'includeLessors: accounts whose balance lease to this one runs now.'),
    lessorsRS: arrayOf(R.accountRS, 'includeLessors.'),
    lessorsInfo: arrayOf(LESSOR_INFO, 'includeLessors: one per lessor, in the order of lessors.'),
    name: str('Set by setAccountInfo.'),
    description: str('Set by setAccountInfo.'),
    ...LEASE_FIELDS,
    totemBalances: arrayOf(object({ totem: R.id, balanceQNT: R.amount }), 'includeTotems: units owned per totem (open asks included), by totem id.'),
    unconfirmedTotemBalances: arrayOf(object({ totem: R.id, unconfirmedBalanceQNT: R.amount }), 'includeTotems: units still movable per totem (open asks and pending transactions excluded).'),
    accountControls: arrayOf({ type: 'string', enum: ['PHASING_ONLY'] }, 'The account\'s controls: PHASING_ONLY while it has a phasing-only control (setPhasingOnlyControl); absent otherwise.'),
    currencyBalances: arrayOf(
      object({ currency: R.id, code: str('The currency\'s code.'), decimals: NON_NEGATIVE, unitsQNT: R.amount }),
      'includeCurrencies: units held per currency (units in the account\'s own exchange offers excluded), by currency id.',
    ),
    unconfirmedCurrencyBalances: arrayOf(
      object({ currency: R.id, code: str('The currency\'s code.'), decimals: NON_NEGATIVE, unconfirmedUnitsQNT: R.amount }),
      'includeCurrencies: units left per currency once pending transactions have taken theirs.',
    ),
  },
  { additional: true, description: 'An account (getAccount). Open: the registered capabilities may add fields (their getAccount extras).' },
);

const createTransaction = object(
  {
    transactionJSON: R.transaction,
    unsignedTransactionBytes: R.hex,
    broadcasted: BOOLEAN,
  },
  {
    transaction: R.id,
    fullHash: R.hash,
    transactionBytes: R.hex,
    signatureHash: R.hash,
  },
  { description: 'The answer of every CREATE_TRANSACTION operation. transaction, fullHash, transactionBytes and signatureHash only when signed (secretPhrase given).' },
);

/** The Peer object itself (addPeer extends it). */
export const PEER_OBJECT = object(
  {
    address: str('Host.'),
    port: NON_NEGATIVE,
    state: { type: 'integer', enum: [0, 1, 2], description: '0 NON_CONNECTED, 1 CONNECTED, 2 DISCONNECTED.' },
    announcedAddress: STRING,
    shareAddress: BOOLEAN,
    downloadedVolume: NON_NEGATIVE,
    uploadedVolume: NON_NEGATIVE,
    application: STRING,
    version: STRING,
    platform: STRING,
    apiPort: NON_NEGATIVE,
    apiSSLPort: NON_NEGATIVE,
    blacklisted: BOOLEAN,
    lastUpdated: int('Epoch seconds; 0: never.'),
    lastConnectAttempt: int('Epoch seconds; 0: never.'),
    inbound: BOOLEAN,
    services: arrayOf(STRING),
    blockchainState: STRING,
    peerId: nullable(STRING),
    cumulativeDifficulty: nullable(STRING),
    height: nullable(NON_NEGATIVE),
    score: NUMBER,
    blacklistCause: nullable(STRING),
    blacklistedUntil: nullable(INTEGER),
    lastPenalties: arrayOf(object({ at: INTEGER, points: NUMBER, reason: STRING })),
  },
  {},
  { description: 'A peer (getPeer, getPeers with includePeerInfo).' },
);

const forgingAccount = object(
  {
    account: R.id,
    accountRS: R.accountRS,
    publicKey: R.publicKey,
    effectiveBalance: { ...R.decimal, description: 'Whole coins.' },
  },
  {
    hitTime: int('Epoch seconds at which it may forge on the current tip (when it can forge).'),
    deadline: int('Seconds from now (when it can forge).'),
  },
  { description: 'A forging account.' },
);

/** The Prunable message object (handlers/messages/render-prunable.ts): the spec's fields
 * (transactionFullHash, message, messageIsText, messageIsPrunable, timestamp, height) and more. */
const prunableMessage = object(
  {
    transaction: R.id,
    transactionFullHash: R.hash,
    sender: R.id,
    senderRS: R.accountRS,
    timestamp: int('The transaction\'s timestamp (epoch seconds).'),
    blockTimestamp: int('Timestamp of its block.'),
    height: int('Height of its block.', 0),
  },
  {
    recipient: { ...R.id, description: 'Only for a transaction with a recipient.' },
    recipientRS: R.accountRS,
    message: str('The prunable plain message: text, or hex when messageIsText is false. Absent when the transaction has only a prunable encrypted message.'),
    messageIsText: BOOLEAN,
    messageIsPrunable: { type: 'boolean', description: 'Always true (this object shows prunable parts only); present with message.' },
    encryptedMessage: object({ data: R.hex, nonce: R.hex, isText: BOOLEAN, isCompressed: BOOLEAN }, {}, { description: 'The prunable encrypted message, when the transaction has one.' }),
    decryptedMessage: str('encryptedMessage decrypted (getPrunableMessage with the sender\'s or recipient\'s secretPhrase): text, or hex when decryptedMessageIsText is false.'),
    decryptedMessageIsText: BOOLEAN,
  },
  { description: 'A Prunable message: the prunable parts of a confirmed transaction whose data the node still holds.' },
);

/** The shared response schemas, by name (Amount and Long are the parameter schemas, reused). */
export const RESPONSE_COMPONENTS: Readonly<Record<string, ResponseSchema>> = {
  [RS.id]: { type: 'string', pattern: '^[1-9][0-9]{0,19}$', description: 'An unsigned 64-bit id in decimal, as the node writes it (never 0, never negative).' },
  [RS.idOrZero]: { type: 'string', pattern: '^(?:0|[1-9][0-9]{0,19})$', description: 'An unsigned 64-bit id in decimal, or "0" for none.' },
  [RS.accountRS]: { type: 'string', pattern: `^${ACCOUNT_RS_PREFIX}-${RS_UPPER}{4}-${RS_UPPER}{4}-${RS_UPPER}{4}-${RS_UPPER}{5}$`, description: 'A Reed-Solomon address, as the node writes it (upper case, with the prefix).' },
  [RS.decimal]: { type: 'string', pattern: '^(?:0|[1-9][0-9]*)$', description: 'A non-negative integer in decimal (may exceed 64 bits).' },
  [RS.hex]: { type: 'string', pattern: '^(?:[0-9a-f]{2})*$', description: 'Bytes as lower-case hex.' },
  [RS.transaction]: TRANSACTION_OBJECT,
  [RS.block]: block(arrayOf(R.hash, 'Full hashes of its transactions.'), 'A Block object, transactions as full hashes.'),
  [RS.blockWithTransactions]: block(arrayOf(R.transaction, 'Its transactions.'), 'A Block object with its Transaction objects.'),
  [RS.accountDetails]: accountDetails,
  [RS.createTransaction]: createTransaction,
  [RS.peer]: PEER_OBJECT,
  [RS.forgingAccount]: forgingAccount,
  [RS.prunableMessage]: prunableMessage,
};
