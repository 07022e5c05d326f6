/**
 * Generated from the handler table by `npm run docs` (src/api/openapi/client-gen.ts). Do not edit by hand.
 * Types of the OpenAPI document served at /openapi.json, by openapi-typescript 6.
 */

export interface paths {
  "/api/CastTotemApprovalVote": {
    /**
     * Votes on a totem's pending approval request (RequestTotemApproval): approve=true for, false against.
     * @description Votes on a totem's pending approval request (RequestTotemApproval): approve=true for, false against. Only the network's totem approvers may vote (anyone else: errorCode 7 naming secretPhrase), each once per request (a second vote: errorCode 8 naming totem). Votes count at the end of their block: the totem is APPROVED once the network's quorum of approvers approves, REJECTED once so many reject that the quorum can no longer be reached (devnet: approvers devnet-7, devnet-8 and devnet-9, quorum 2). Unknown totem, or no pending request: errorCode 7 naming totem. Minimum fee: 1 coin. Returns what every transaction-creating operation returns.
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["CastTotemApprovalVote"];
  };
  "/api/GetMintingTarget": {
    /**
     * Returns the minting target of a mint of unitsQNT units of a MINTABLE currency by account, at the currency's supply in...
     * @description Returns the minting target of a mint of unitsQNT units of a MINTABLE currency by account, at the currency's supply in committed state at the tip: currency, account/accountRS, unitsQNT, targetBytes (the target as 32 bytes, little-endian hex), target (the same in decimal), difficulty ((2^256 - 1) / target, in decimal: about how many hashes a proof takes), counter (the counter the next mint must use: one above the last counter this account used on this currency in a block, 1 before its first mint; a mint still unconfirmed does not move it; a number, or a decimal string past 2^53 - 1), algorithm (2 SHA256, 3 SHA3_256, 5 SCRYPT, 25 KECCAK256) and algorithmName. A proof is valid when the hash, with the currency's algorithm, of nonce, currency, unitsQNT, counter and account (five 64-bit little-endian values), read as a little-endian number, is at or below the target: target = (2^exp - 1) / unitsQNT with exp = 256 - minDifficulty - floor((maxDifficulty - minDifficulty) x (currentSupplyQNT - reserveSupplyQNT) / (maxSupplyQNT - reserveSupplyQNT)), so the target falls as the supply grows. Any account may ask; only the issuer's mints are accepted (currencyMint), and none once the whole supply is minted. Refusals: unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY; a currency that is not MINTABLE, whose total (maximum) supply is not above 10000 QNT, or that is not active yet: errorCode 7 naming currency; unitsQNT above 0.01% of the total supply (maxSupplyQNT / 10,000), or so many units that the target is 0 (no hash meets it): errorCode 7 naming unitsQNT.
     *
     * Flags: refused while the blockchain is not ready.
     */
    get: operations["GetMintingTarget"];
    /**
     * Returns the minting target of a mint of unitsQNT units of a MINTABLE currency by account, at the currency's supply in...
     * @description Returns the minting target of a mint of unitsQNT units of a MINTABLE currency by account, at the currency's supply in committed state at the tip: currency, account/accountRS, unitsQNT, targetBytes (the target as 32 bytes, little-endian hex), target (the same in decimal), difficulty ((2^256 - 1) / target, in decimal: about how many hashes a proof takes), counter (the counter the next mint must use: one above the last counter this account used on this currency in a block, 1 before its first mint; a mint still unconfirmed does not move it; a number, or a decimal string past 2^53 - 1), algorithm (2 SHA256, 3 SHA3_256, 5 SCRYPT, 25 KECCAK256) and algorithmName. A proof is valid when the hash, with the currency's algorithm, of nonce, currency, unitsQNT, counter and account (five 64-bit little-endian values), read as a little-endian number, is at or below the target: target = (2^exp - 1) / unitsQNT with exp = 256 - minDifficulty - floor((maxDifficulty - minDifficulty) x (currentSupplyQNT - reserveSupplyQNT) / (maxSupplyQNT - reserveSupplyQNT)), so the target falls as the supply grows. Any account may ask; only the issuer's mints are accepted (currencyMint), and none once the whole supply is minted. Refusals: unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY; a currency that is not MINTABLE, whose total (maximum) supply is not above 10000 QNT, or that is not active yet: errorCode 7 naming currency; unitsQNT above 0.01% of the total supply (maxSupplyQNT / 10,000), or so many units that the target is 0 (no hash meets it): errorCode 7 naming unitsQNT.
     *
     * Flags: refused while the blockchain is not ready.
     */
    post: operations["GetMintingTarget_post"];
  };
  "/api/GetTotemApprovalStatus": {
    /**
     * Returns where the totem's approval stands: totem; status (NONE when never requested or when the last request expired ...
     * @description Returns where the totem's approval stands: totem; status (NONE when never requested or when the last request expired undecided, PENDING, APPROVED or REJECTED); expired (true when the last request expired undecided); votes (approver/approverRS, approve, height, transaction) on the last request; approvesNeeded (the network's quorum) and approvers (the network's approver ids). When a request was made: request (its transaction id), requestHeight and expiresAtHeight; when decided: decisionHeight. Unknown totem: errorCode 7 naming totem.
     *
     * Flags: refused while the blockchain is not ready.
     */
    get: operations["GetTotemApprovalStatus"];
    /**
     * Returns where the totem's approval stands: totem; status (NONE when never requested or when the last request expired ...
     * @description Returns where the totem's approval stands: totem; status (NONE when never requested or when the last request expired undecided, PENDING, APPROVED or REJECTED); expired (true when the last request expired undecided); votes (approver/approverRS, approve, height, transaction) on the last request; approvesNeeded (the network's quorum) and approvers (the network's approver ids). When a request was made: request (its transaction id), requestHeight and expiresAtHeight; when decided: decisionHeight. Unknown totem: errorCode 7 naming totem.
     *
     * Flags: refused while the blockchain is not ready.
     */
    post: operations["GetTotemApprovalStatus_post"];
  };
  "/api/RequestTotemApproval": {
    /**
     * Asks the network's totem approvers to vouch for a totem (attachment {"version.TotemApprovalRequest": 1, "totem": "<id...
     * @description Asks the network's totem approvers to vouch for a totem (attachment {"version.TotemApprovalRequest": 1, "totem": "<id>"}). Only the totem's issuer may ask (errorCode 7 naming totem), and only on a network that names approvers (errorCode 7 naming totem). The request is PENDING from its block on; the approvers vote with CastTotemApprovalVote, the totem is APPROVED once the network's quorum approves and REJECTED once the quorum can no longer be reached, and a request without a decision expires the network's approval expiry after its block (devnet: approvers devnet-7, devnet-8 and devnet-9, quorum 2, expiry 60 blocks). A totem whose request is pending or that is approved already: errorCode 8 naming totem; a rejected or expired one may ask again. Unknown totem: errorCode 7 naming totem. Minimum fee: 1 coin. Returns what every transaction-creating operation returns.
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["RequestTotemApproval"];
  };
  "/api/addPeer": {
    /**
     * Connects to a peer and returns its Peer object (see getPeer) once it has introduced itself, plus isNewlyAdded (the no...
     * @description Connects to a peer and returns its Peer object (see getPeer) once it has introduced itself, plus isNewlyAdded (the node did not know this peer before) and alreadyConnected (it was connected and introduced already; nothing was dialled). peer is host:port, a bare host (default peer port) or a multiaddr (/ip4/1.2.3.4/tcp/7876, optionally with /p2p/<peer id>); a peer id alone cannot be dialled. The address stays known (and is dialled again later) even when this attempt fails. Operator intent: may exceed node.maxOutboundPeers. Errors (all with error "peer"): malformed peer or this node itself: errorCode 7; blacklisted peer: errorCode 1, HTTP 409; dial refused, unreachable, timed out, or no valid hello (another network, for one): errorCode 1, HTTP 502 with the reason. Peer networking not running: errorCode 1 (HTTP 503).
     *
     * Flags: POST only; needs the admin password (in the POST body).
     */
    post: operations["addPeer"];
  };
  "/api/blacklistPeer": {
    /**
     * Blacklists a peer for the blacklist period (node.blacklistMinutes): it is disconnected at once and refused (inbound a...
     * @description Blacklists a peer for the blacklist period (node.blacklistMinutes): it is disconnected at once and refused (inbound and dialled) until the period ends; the ban is not persisted. peer is host:port, a multiaddr, a peer id, or a bare host, which bans every known peer on that host (the default peer port when none is known). A peer the node does not know yet is remembered as blacklisted, so the ban holds when it shows up. reason (default "blacklisted by the operator") becomes the peer's blacklistCause in getPeer. Returns done (true) and peers: the Peer objects (see getPeer) blacklisted. This node itself: errorCode 7. Peer networking not running: errorCode 1 (HTTP 503).
     *
     * Flags: POST only; needs the admin password (in the POST body).
     */
    post: operations["blacklistPeer"];
  };
  "/api/broadcastTransaction": {
    /**
     * Submits a signed transaction, given as transactionBytes (hex) or transactionJSON, to the mempool and the network.
     * @description Submits a signed transaction, given as transactionBytes (hex) or transactionJSON, to the mempool and the network. Returns transaction (id) and fullHash. Submitting one that is already pending is not an error; one already confirmed is errorCode 8, an expired one errorCode 9, one the sender cannot pay for errorCode 6.
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["broadcastTransaction"];
  };
  "/api/calculateFullHash": {
    /**
     * Returns fullHash = SHA-256(unsigned bytes || signatureHash) of a transaction given as unsignedTransactionBytes or uns...
     * @description Returns fullHash = SHA-256(unsigned bytes || signatureHash) of a transaction given as unsignedTransactionBytes or unsignedTransactionJSON (a signature in it is ignored) and the SHA-256 of its signature (signatureHash). Lets a party commit to a transaction (referencedTransactionFullHash) before it is broadcast.
     */
    get: operations["calculateFullHash"];
    /**
     * Returns fullHash = SHA-256(unsigned bytes || signatureHash) of a transaction given as unsignedTransactionBytes or uns...
     * @description Returns fullHash = SHA-256(unsigned bytes || signatureHash) of a transaction given as unsignedTransactionBytes or unsignedTransactionJSON (a signature in it is ignored) and the SHA-256 of its signature (signatureHash). Lets a party commit to a transaction (referencedTransactionFullHash) before it is broadcast.
     */
    post: operations["calculateFullHash_post"];
  };
  "/api/canDeleteCurrency": {
    /**
     * Returns canDelete: whether deleteCurrency by the account would pass the deletion rules in the next block (the committ...
     * @description Returns canDelete: whether deleteCurrency by the account would pass the deletion rules in the next block (the committed state at the tip, checked at the height tip + 1 the deletion would be validated at; unconfirmed transactions are not counted), and when it would not, reason, the rule it breaks: a currency not active yet may be deleted by its issuer only (and by it whoever holds units); once active, a MINTABLE currency with units still to mint by its issuer only, and only when no other account holds units of it or offers units on the sell side of an exchange offer. It does not check the fee. Unknown account: errorCode 3 naming account; unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY.
     *
     * Flags: refused while the blockchain is not ready.
     */
    get: operations["canDeleteCurrency"];
    /**
     * Returns canDelete: whether deleteCurrency by the account would pass the deletion rules in the next block (the committ...
     * @description Returns canDelete: whether deleteCurrency by the account would pass the deletion rules in the next block (the committed state at the tip, checked at the height tip + 1 the deletion would be validated at; unconfirmed transactions are not counted), and when it would not, reason, the rule it breaks: a currency not active yet may be deleted by its issuer only (and by it whoever holds units); once active, a MINTABLE currency with units still to mint by its issuer only, and only when no other account holds units of it or offers units on the sell side of an exchange offer. It does not check the fee. Unknown account: errorCode 3 naming account; unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY.
     *
     * Flags: refused while the blockchain is not ready.
     */
    post: operations["canDeleteCurrency_post"];
  };
  "/api/cancelAskOrder": {
    /**
     * Cancels one of the sender's open ask orders: in its block the order leaves the book and the units it still offers bec...
     * @description Cancels one of the sender's open ask orders: in its block the order leaves the book and the units it still offers become available again to the sender. An order that is not an open ask (filled, cancelled, a bid, never placed, or with a cancellation already pending) or is not the sender's: errorCode 7 naming order. Minimum fee: 1 coin. Returns what every transaction-creating operation returns.
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["cancelAskOrder"];
  };
  "/api/cancelBidOrder": {
    /**
     * Cancels one of the sender's open bid orders: in its block the order leaves the book and the coin it still holds (the ...
     * @description Cancels one of the sender's open bid orders: in its block the order leaves the book and the coin it still holds (the quantity left to fill x its price) goes back to the sender. An order that is not an open bid (filled, cancelled, an ask, never placed, or with a cancellation already pending) or is not the sender's: errorCode 7 naming order. Minimum fee: 1 coin. Returns what every transaction-creating operation returns.
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["cancelBidOrder"];
  };
  "/api/clearUnconfirmedTransactions": {
    /**
     * Drops every transaction waiting in the mempool, releasing the balances they reserved.
     * @description Drops every transaction waiting in the mempool, releasing the balances they reserved. Returns done and removed (how many).
     *
     * Flags: POST only; needs the admin password (in the POST body).
     */
    post: operations["clearUnconfirmedTransactions"];
  };
  "/api/currencyBuy": {
    /**
     * Buys up to unitsQNT units at rateMTA or less per QNT from the sell sides of the exchange offers, lowest rate first, t...
     * @description Buys up to unitsQNT units at rateMTA or less per QNT from the sell sides of the exchange offers, lowest rate first, then the oldest offer, each fill at the offer's rate; unitsQNT x rateMTA of coin is held and what was not spent comes back in the same block. Too little coin: errorCode 6 naming unitsQNT. Immediate or cancel: nothing rests. The currency must be active and EXCHANGEABLE (errorCode 7 naming currency). Every fill is listed by getExchanges. Minimum fee: 1 coin. Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["currencyBuy"];
  };
  "/api/currencyMint": {
    /**
     * Mints unitsQNT units of a MINTABLE currency into the sender, who must be its issuer, with a proof of work: the hash, ...
     * @description Mints unitsQNT units of a MINTABLE currency into the sender, who must be its issuer, with a proof of work: the hash, with the currency's algorithm, of nonce, currency, unitsQNT, counter and the sender's account (five 64-bit little-endian values) must be at or below the target GetMintingTarget gives. counter must be above the last one the sender used on this currency. One mint creates at most 0.01% of the total (maximum) supply, and only a currency whose total supply exceeds 10,000 QNT is minted. Named errors: the sender is not the issuer: NOT_CURRENCY_ISSUER (errorCode 7, error secretPhrase); not enough coin for the fee: NOT_ENOUGH_CURRENCY (errorCode 6). A proof above the target: errorCode 7 naming nonce; an old counter: naming counter; too many units: naming unitsQNT. Minimum fee: 1 coin. Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["currencyMint"];
  };
  "/api/currencyPayment": {
    /**
     * Pays unitsQNT units of an active currency to a registered merchant (registerMerchant): a transfer whose recipient mus...
     * @description Pays unitsQNT units of an active currency to a registered merchant (registerMerchant): a transfer whose recipient must be a merchant, listed as a payment (getCurrencyTransfers) and counted apart (includeCounts). Named errors: the recipient is not a registered merchant: NOT_REGISTERED_MERCHANT (errorCode 7, error recipient); the sender has too few units: NOT_ENOUGH_CURRENCY (errorCode 6, error unitsQNT); the currency does not exist: UNKNOWN_CURRENCY (errorCode 7, error currency). A CONTROLLABLE currency pays only to or from its issuer. Minimum fee: 1 coin. Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["currencyPayment"];
  };
  "/api/currencyReserveClaim": {
    /**
     * Burns unitsQNT of the sender's units of an active CLAIMABLE currency and pays unitsQNT x the currency's reserve per u...
     * @description Burns unitsQNT of the sender's units of an active CLAIMABLE currency and pays unitsQNT x the currency's reserve per unit (currentReservePerUnitMTA) in coin. Not CLAIMABLE: errorCode 7 naming currency; too few units: errorCode 6 naming unitsQNT, errorName NOT_ENOUGH_CURRENCY. Minimum fee: 1 coin. Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["currencyReserveClaim"];
  };
  "/api/currencyReserveIncrease": {
    /**
     * Pledges amountPerUnitMTA per unit of a RESERVABLE currency's reserve supply before its issuance height: reserveSupply...
     * @description Pledges amountPerUnitMTA per unit of a RESERVABLE currency's reserve supply before its issuance height: reserveSupplyQNT x amountPerUnitMTA of the sender's coin is taken at once. At the issuance height the founders share the reserve supply in proportion to their pledges when the pledged reserve per unit reached the minimum, or get their coin back (and the currency is deleted) when it did not. Not RESERVABLE, or already active: errorCode 7 naming currency; not enough coin for the pledge and the fee: errorCode 6 naming amountPerUnitMTA. Minimum fee: 1 coin. Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["currencyReserveIncrease"];
  };
  "/api/currencySell": {
    /**
     * Sells up to unitsQNT units at rateMTA or more per QNT to the buy sides of the exchange offers, highest rate first, th...
     * @description Sells up to unitsQNT units at rateMTA or more per QNT to the buy sides of the exchange offers, highest rate first, then the oldest offer, each fill at the offer's rate; units that do not sell come back in the same block. Too few units: errorCode 6 naming unitsQNT, errorName NOT_ENOUGH_CURRENCY. Immediate or cancel: nothing rests. The currency must be active and EXCHANGEABLE (errorCode 7 naming currency). Every fill is listed by getExchanges. Minimum fee: 1 coin. Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["currencySell"];
  };
  "/api/decodeToken": {
    /**
     * Decodes a token made by generateToken: account, accountRS, timestamp and valid (the signature verifies for website an...
     * @description Decodes a token made by generateToken: account, accountRS, timestamp and valid (the signature verifies for website and the account has announced no key or the token's key). A malformed token: errorCode 7 naming token.
     *
     * Flags: refused while the blockchain is not ready.
     */
    get: operations["decodeToken"];
    /**
     * Decodes a token made by generateToken: account, accountRS, timestamp and valid (the signature verifies for website an...
     * @description Decodes a token made by generateToken: account, accountRS, timestamp and valid (the signature verifies for website and the account has announced no key or the token's key). A malformed token: errorCode 7 naming token.
     *
     * Flags: refused while the blockchain is not ready.
     */
    post: operations["decodeToken_post"];
  };
  "/api/decryptFrom": {
    /**
     * Decrypts data with nonce, exchanged between the secret phrase's account and account (the sender decrypts with the rec...
     * @description Decrypts data with nonce, exchanged between the secret phrase's account and account (the sender decrypts with the recipient as account, the recipient with the sender), and returns decryptedMessage. Data that was altered, or not encrypted between these two accounts with this nonce and compression flag, is refused (errorCode 7 naming data). A message that is not valid UTF-8 asked for as text is refused naming decryptedMessageIsText.
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["decryptFrom"];
  };
  "/api/deleteCurrency": {
    /**
     * Deletes a currency.
     * @description Deletes a currency. Before its issuance height only its issuer may (the founders get their pledges back); a MINTABLE currency with units still to mint, only its issuer; otherwise the sender must hold every unit (no other account holds or offers any). The offers are removed with their holds returned, a CLAIMABLE currency's units the sender holds are claimed for their coin, and the name and code are free again. Refused: errorCode 7 naming currency with the reason. Minimum fee: 1 coin. Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["deleteCurrency"];
  };
  "/api/deleteTotem": {
    /**
     * Deletes (burns) quantityQNT of the sender's units of a totem: they are gone for good and the totem's quantityQNT fall...
     * @description Deletes (burns) quantityQNT of the sender's units of a totem: they are gone for good and the totem's quantityQNT falls by as much (initialQuantityQNT stays). Any holder may delete its own units. Unknown totem: errorCode 7 naming totem; quantityQNT above the totem's quantity: errorCode 7, above what the sender can move (its units minus those in open asks and pending transactions): errorCode 6, both naming quantityQNT. Minimum fee: 1 coin. Returns what every transaction-creating operation returns.
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["deleteTotem"];
  };
  "/api/deregisterMerchant": {
    /**
     * Ends the sender's merchant registration.
     * @description Ends the sender's merchant registration. Not registered: errorCode 7 naming secretPhrase, errorName NOT_REGISTERED_MERCHANT. Minimum fee: 1 coin. Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["deregisterMerchant"];
  };
  "/api/dividendPayment": {
    /**
     * Pays a dividend on a totem: every account but the issuer that held units at the end of block height (units in open as...
     * @description Pays a dividend on a totem: every account but the issuer that held units at the end of block height (units in open asks included) receives exactly its quantity in QNT x amountMTAPerQNT, from the issuer's coin. Only the issuer may pay (errorCode 7 naming totem); height must be between the totem's issuance and the last block, at most 1440 blocks below the last block, and some account other than the issuer must have held units then (otherwise errorCode 7 naming height); the total must fit in 2^63-1 MTA (errorCode 7 naming amountMTAPerQNT) and the issuer's unconfirmed balance minus the fee must cover it (errorCode 6 naming amountMTAPerQNT). Unknown totem: errorCode 7 naming totem. Minimum fee: 1 coin. Returns what every transaction-creating operation returns.
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["dividendPayment"];
  };
  "/api/dumpPeers": {
    /**
     * Returns peers (addresses, each once, in the peer list's order) and count: the peers that share their address (shareAd...
     * @description Returns peers (addresses, each once, in the peer list's order) and count: the peers that share their address (shareAddress), as they announce it (announcedAddress, else host:port), ready for another node's node.peers. By default (active=true) only peers connected and introduced now; active=false takes every known peer that shares its address and is not blacklisted. service keeps peers announcing that service (exact name). Peer networking not running: errorCode 1 (HTTP 503).
     */
    get: operations["dumpPeers"];
    /**
     * Returns peers (addresses, each once, in the peer list's order) and count: the peers that share their address (shareAd...
     * @description Returns peers (addresses, each once, in the peer list's order) and count: the peers that share their address (shareAddress), as they announce it (announcedAddress, else host:port), ready for another node's node.peers. By default (active=true) only peers connected and introduced now; active=false takes every known peer that shares its address and is not blacklisted. service keeps peers announcing that service (exact name). Peer networking not running: errorCode 1 (HTTP 503).
     */
    post: operations["dumpPeers_post"];
  };
  "/api/encryptTo": {
    /**
     * Encrypts messageToEncrypt to recipient (X25519 from the Ed25519 keys, HKDF-SHA256, XChaCha20-Poly1305; see docs/encry...
     * @description Encrypts messageToEncrypt to recipient (X25519 from the Ed25519 keys, HKDF-SHA256, XChaCha20-Poly1305; see docs/encryption.md) and returns data and nonce (hex), which the recipient (or the sender) decrypts with decryptFrom. The recipient's key comes from the chain, or from recipientPublicKey for an account that has never signed. Messages longer than 1048576 bytes are refused. Nothing is signed or broadcast.
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["encryptTo"];
  };
  "/api/fullHashToId": {
    /**
     * Returns the id of a full hash (its first 8 bytes, little-endian): stringId (unsigned) and longId (signed).
     * @description Returns the id of a full hash (its first 8 bytes, little-endian): stringId (unsigned) and longId (signed).
     */
    get: operations["fullHashToId"];
    /**
     * Returns the id of a full hash (its first 8 bytes, little-endian): stringId (unsigned) and longId (signed).
     * @description Returns the id of a full hash (its first 8 bytes, little-endian): stringId (unsigned) and longId (signed).
     */
    post: operations["fullHashToId_post"];
  };
  "/api/generateBlock": {
    /**
     * Devnet only: forges blocks now with the forging account whose hit time is earliest, each filled from the mempool and ...
     * @description Devnet only: forges blocks now with the forging account whose hit time is earliest, each filled from the mempool and stamped max(now, previous block + 1 s), and pushes them. Without numBlocks: returns the new Block object (with transaction objects). With numBlocks=N: forges N blocks in a row and returns {blocks: [Block objects, oldest first, transactions as ids], height}. On other networks: errorCode 1 (HTTP 403).
     *
     * Flags: POST only; needs the admin password (in the POST body); refused while the blockchain is not ready.
     */
    post: operations["generateBlock"];
  };
  "/api/generateToken": {
    /**
     * Signs website (trimmed), the account's public key and the node's epoch time now with secretPhrase.
     * @description Signs website (trimmed), the account's public key and the node's epoch time now with secretPhrase. Returns the 160-character token and, as decodeToken would answer for it, account, accountRS, timestamp and valid (false only if the chain holds another key for this account id).
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["generateToken"];
  };
  "/api/get-currenciesByIssuer": {
    /**
     * Returns currencies: an array of arrays, one inner array per requested account in request order (an account given twic...
     * @description Returns currencies: an array of arrays, one inner array per requested account in request order (an account given twice gets two), each holding that account's currencies as issuer, newest issuance first (height of the issuance's block, then by currency id), with the spec's subset of the Currency object: currency, issuer, name, code, type, currentSupplyQNT and maxSupplyQNT. firstIndex/lastIndex page each inner array on its own. includeCounts=true adds numberOfTransfers and numberOfPayments to each. An account that issued nothing, or that the chain has never seen, gets an empty inner array. account missing: errorCode 1 naming account; an entry that is not an account id or RS address: errorCode 7 naming account.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["get-currenciesByIssuer"];
    /**
     * Returns currencies: an array of arrays, one inner array per requested account in request order (an account given twic...
     * @description Returns currencies: an array of arrays, one inner array per requested account in request order (an account given twice gets two), each holding that account's currencies as issuer, newest issuance first (height of the issuance's block, then by currency id), with the spec's subset of the Currency object: currency, issuer, name, code, type, currentSupplyQNT and maxSupplyQNT. firstIndex/lastIndex page each inner array on its own. includeCounts=true adds numberOfTransfers and numberOfPayments to each. An account that issued nothing, or that the chain has never seen, gets an empty inner array. account missing: errorCode 1 naming account; an entry that is not an account id or RS address: errorCode 7 naming account.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["get-currenciesByIssuer_post"];
  };
  "/api/getAccount": {
    /**
     * Returns account, accountRS, publicKey (absent until the account has signed a transaction or had its key announced), b...
     * @description Returns account, accountRS, publicKey (absent until the account has signed a transaction or had its key announced), balanceMTA and balanceFQT (the same amount: FQT is the spec's name for the unit), unconfirmedBalanceMTA (balance minus what pending transactions reserve), forgedBalanceMTA (fees earned by forging) and creationHeight. name and description when the account has set them (setAccountInfo); currentLessee, currentLesseeRS, currentLeasingHeightFrom and currentLeasingHeightTo while the account has a lease scheduled or running, nextLessee, nextLesseeRS, nextLeasingHeightFrom and nextLeasingHeightTo while one is queued (leaseBalance). includeEffectiveBalance adds effectiveBalance (whole coins counting for forging, leases included: 0 while the account leases its balance out, plus the balances leased to it); includeLessors adds lessors and lessorsRS (accounts whose lease to this one runs now) and lessorsInfo (per lessor: its lease heights and the whole coins it lends). includeTotems adds totemBalances, one {totem, balanceQNT} per totem the account holds (units owned, those in open asks included), and unconfirmedTotemBalances, one {totem, unconfirmedBalanceQNT} per such totem (units it can still move: open asks and pending transactions excluded), both by totem id. includeCurrencies adds currencyBalances, one {currency, code, decimals, unitsQNT} per currency the account holds (units in its own exchange offers excluded), and unconfirmedCurrencyBalances, one {currency, code, decimals, unconfirmedUnitsQNT} per currency it holds now or after its pending transactions (what they leave), both by currency id. Unknown account: errorCode 3.
     *
     * Flags: refused while the blockchain is not ready.
     */
    get: operations["getAccount"];
    /**
     * Returns account, accountRS, publicKey (absent until the account has signed a transaction or had its key announced), b...
     * @description Returns account, accountRS, publicKey (absent until the account has signed a transaction or had its key announced), balanceMTA and balanceFQT (the same amount: FQT is the spec's name for the unit), unconfirmedBalanceMTA (balance minus what pending transactions reserve), forgedBalanceMTA (fees earned by forging) and creationHeight. name and description when the account has set them (setAccountInfo); currentLessee, currentLesseeRS, currentLeasingHeightFrom and currentLeasingHeightTo while the account has a lease scheduled or running, nextLessee, nextLesseeRS, nextLeasingHeightFrom and nextLeasingHeightTo while one is queued (leaseBalance). includeEffectiveBalance adds effectiveBalance (whole coins counting for forging, leases included: 0 while the account leases its balance out, plus the balances leased to it); includeLessors adds lessors and lessorsRS (accounts whose lease to this one runs now) and lessorsInfo (per lessor: its lease heights and the whole coins it lends). includeTotems adds totemBalances, one {totem, balanceQNT} per totem the account holds (units owned, those in open asks included), and unconfirmedTotemBalances, one {totem, unconfirmedBalanceQNT} per such totem (units it can still move: open asks and pending transactions excluded), both by totem id. includeCurrencies adds currencyBalances, one {currency, code, decimals, unitsQNT} per currency the account holds (units in its own exchange offers excluded), and unconfirmedCurrencyBalances, one {currency, code, decimals, unconfirmedUnitsQNT} per currency it holds now or after its pending transactions (what they leave), both by currency id. Unknown account: errorCode 3.
     *
     * Flags: refused while the blockchain is not ready.
     */
    post: operations["getAccount_post"];
  };
  "/api/getAccountBlockIds": {
    /**
     * Returns blockIds: ids of the blocks the account forged, newest first, optionally only from a height up.
     * @description Returns blockIds: ids of the blocks the account forged, newest first, optionally only from a height up. Unknown account: errorCode 3.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getAccountBlockIds"];
    /**
     * Returns blockIds: ids of the blocks the account forged, newest first, optionally only from a height up.
     * @description Returns blockIds: ids of the blocks the account forged, newest first, optionally only from a height up. Unknown account: errorCode 3.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getAccountBlockIds_post"];
  };
  "/api/getAccountBlocks": {
    /**
     * Returns blocks: Block objects the account forged, newest first, optionally only from a height up; includeTransactions...
     * @description Returns blocks: Block objects the account forged, newest first, optionally only from a height up; includeTransactions gives transaction objects instead of full hashes. Unknown account: errorCode 3.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getAccountBlocks"];
    /**
     * Returns blocks: Block objects the account forged, newest first, optionally only from a height up; includeTransactions...
     * @description Returns blocks: Block objects the account forged, newest first, optionally only from a height up; includeTransactions gives transaction objects instead of full hashes. Unknown account: errorCode 3.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getAccountBlocks_post"];
  };
  "/api/getAccountCurrencies": {
    /**
     * Returns accountCurrencies: the currencies the account holds units of in committed state, by currency id, each with ac...
     * @description Returns accountCurrencies: the currencies the account holds units of in committed state, by currency id, each with account/accountRS, currency, the currency's code, name, decimals, issuanceHeight and type, unitsQNT (units held; units in the account's own exchange offers are not held) and unconfirmedUnitsQNT (what is left once the account's unconfirmed transactions have taken their units: the mempool's pending state). With currency: only that currency, a list of one entry, or an empty list when the account holds none of it. Unknown account: errorCode 3 naming account; unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getAccountCurrencies"];
    /**
     * Returns accountCurrencies: the currencies the account holds units of in committed state, by currency id, each with ac...
     * @description Returns accountCurrencies: the currencies the account holds units of in committed state, by currency id, each with account/accountRS, currency, the currency's code, name, decimals, issuanceHeight and type, unitsQNT (units held; units in the account's own exchange offers are not held) and unconfirmedUnitsQNT (what is left once the account's unconfirmed transactions have taken their units: the mempool's pending state). With currency: only that currency, a list of one entry, or an empty list when the account holds none of it. Unknown account: errorCode 3 naming account; unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getAccountCurrencies_post"];
  };
  "/api/getAccountCurrentAskOrders": {
    /**
     * Returns askOrders: the account's open ask orders (only those of one totem when totem is given), by totem id, then old...
     * @description Returns askOrders: the account's open ask orders (only those of one totem when totem is given), by totem id, then oldest first. Each has order (the placement transaction id), totem, account, accountRS, quantityQNT (what remains to fill), priceMTA (MTA per QNT), height and transactionHeight (the placement's block), transactionIndex (its place in that block) and type. Unknown account: errorCode 3 naming account; unknown totem: errorCode 7 naming totem.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getAccountCurrentAskOrders"];
    /**
     * Returns askOrders: the account's open ask orders (only those of one totem when totem is given), by totem id, then old...
     * @description Returns askOrders: the account's open ask orders (only those of one totem when totem is given), by totem id, then oldest first. Each has order (the placement transaction id), totem, account, accountRS, quantityQNT (what remains to fill), priceMTA (MTA per QNT), height and transactionHeight (the placement's block), transactionIndex (its place in that block) and type. Unknown account: errorCode 3 naming account; unknown totem: errorCode 7 naming totem.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getAccountCurrentAskOrders_post"];
  };
  "/api/getAccountCurrentBidOrders": {
    /**
     * Returns bidOrders: the account's open bid orders (only those of one totem when totem is given), by totem id, then old...
     * @description Returns bidOrders: the account's open bid orders (only those of one totem when totem is given), by totem id, then oldest first. Each has order (the placement transaction id), totem, account, accountRS, quantityQNT (what remains to fill), priceMTA (MTA per QNT), height and transactionHeight (the placement's block), transactionIndex (its place in that block) and type. Unknown account: errorCode 3 naming account; unknown totem: errorCode 7 naming totem.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getAccountCurrentBidOrders"];
    /**
     * Returns bidOrders: the account's open bid orders (only those of one totem when totem is given), by totem id, then old...
     * @description Returns bidOrders: the account's open bid orders (only those of one totem when totem is given), by totem id, then oldest first. Each has order (the placement transaction id), totem, account, accountRS, quantityQNT (what remains to fill), priceMTA (MTA per QNT), height and transactionHeight (the placement's block), transactionIndex (its place in that block) and type. Unknown account: errorCode 3 naming account; unknown totem: errorCode 7 naming totem.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getAccountCurrentBidOrders_post"];
  };
  "/api/getAccountId": {
    /**
     * Returns account, accountRS and publicKey of a secretPhrase or a publicKey (one is required; with both, the key must b...
     * @description Returns account, accountRS and publicKey of a secretPhrase or a publicKey (one is required; with both, the key must be the phrase's). Use POST when giving a secret phrase, so it stays out of URLs and proxy logs.
     *
     * The secret parameters (secretPhrase) are not offered in a query string: send them in a POST body (a URL ends up in access logs and histories).
     */
    get: operations["getAccountId"];
    /**
     * Returns account, accountRS and publicKey of a secretPhrase or a publicKey (one is required; with both, the key must b...
     * @description Returns account, accountRS and publicKey of a secretPhrase or a publicKey (one is required; with both, the key must be the phrase's). Use POST when giving a secret phrase, so it stays out of URLs and proxy logs.
     */
    post: operations["getAccountId_post"];
  };
  "/api/getAccountLessors": {
    /**
     * Returns account, accountRS, height and lessors: the accounts whose balance lease to the account runs at height (defau...
     * @description Returns account, accountRS, height and lessors: the accounts whose balance lease to the account runs at height (default: the tip), in id order, each with lessor, lessorRS, guaranteedBalanceMTA (what it lends at that height), effectiveBalance (the same in whole coins) and the heightFrom/heightTo of the lease. A height above the tip is answered from the leases as they stand (a lease made later can still change it); below the tip is errorCode 7 naming height (past leases are not kept). Unknown account: errorCode 3.
     *
     * Flags: refused while the blockchain is not ready.
     */
    get: operations["getAccountLessors"];
    /**
     * Returns account, accountRS, height and lessors: the accounts whose balance lease to the account runs at height (defau...
     * @description Returns account, accountRS, height and lessors: the accounts whose balance lease to the account runs at height (default: the tip), in id order, each with lessor, lessorRS, guaranteedBalanceMTA (what it lends at that height), effectiveBalance (the same in whole coins) and the heightFrom/heightTo of the lease. A height above the tip is answered from the leases as they stand (a lease made later can still change it); below the tip is errorCode 7 naming height (past leases are not kept). Unknown account: errorCode 3.
     *
     * Flags: refused while the blockchain is not ready.
     */
    post: operations["getAccountLessors_post"];
  };
  "/api/getAccountPublicKey": {
    /**
     * Returns publicKey (hex) of an account.
     * @description Returns publicKey (hex) of an account. An account that has received funds but never signed a transaction (nor had its key announced) has no known key: the response then has no publicKey field, as in Nxt. Unknown account: errorCode 3.
     *
     * Flags: refused while the blockchain is not ready.
     */
    get: operations["getAccountPublicKey"];
    /**
     * Returns publicKey (hex) of an account.
     * @description Returns publicKey (hex) of an account. An account that has received funds but never signed a transaction (nor had its key announced) has no known key: the response then has no publicKey field, as in Nxt. Unknown account: errorCode 3.
     *
     * Flags: refused while the blockchain is not ready.
     */
    post: operations["getAccountPublicKey_post"];
  };
  "/api/getAccountTotems": {
    /**
     * Returns accountTotems: the totems the account holds units of, by totem id, each with account/accountRS, totem, quanti...
     * @description Returns accountTotems: the totems the account holds units of, by totem id, each with account/accountRS, totem, quantityQNT (units owned, open asks included), unconfirmedQuantityQNT (units it may still move: open asks and the reservations of its unconfirmed transactions excluded), and the totem's name and decimals. With totem: only that one (an empty list when the account holds none of it). Unknown account: errorCode 3 naming account; unknown totem: errorCode 7 naming totem.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getAccountTotems"];
    /**
     * Returns accountTotems: the totems the account holds units of, by totem id, each with account/accountRS, totem, quanti...
     * @description Returns accountTotems: the totems the account holds units of, by totem id, each with account/accountRS, totem, quantityQNT (units owned, open asks included), unconfirmedQuantityQNT (units it may still move: open asks and the reservations of its unconfirmed transactions excluded), and the totem's name and decimals. With totem: only that one (an empty list when the account holds none of it). Unknown account: errorCode 3 naming account; unknown totem: errorCode 7 naming totem.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getAccountTotems_post"];
  };
  "/api/getActorState": {
    /**
     * Returns actors, by name (blockchain, mempool, forger, peerManager, ...).
     * @description Returns actors, by name (blockchain, mempool, forger, peerManager, ...). Without actor, a summary of each: status, state (idle or busy), domain (its own state: the blockchain's tip, height and the block it is applying; the mempool's size, bytes and whether it is synced with the tip; the forger's forging accounts, next hit and last block forged; the peer manager's peers by state), mailboxDepth (queued plus in flight), queued, inFlight (type, since, ageMs), messagesProcessed, failed and lastError. With actor, that actor in full: also queuedTypes (queued messages counted by type), skipped, recentErrors, recentEvents (with times; a run of one type is one entry with count and lastAt, so ticks do not push the rest out) and the machines below it (children). Admin only, and POST only like every admin operation: the view shows internal state (queued message types, errors) that is not public.
     *
     * Flags: POST only; needs the admin password (in the POST body).
     */
    post: operations["getActorState"];
  };
  "/api/getAllCurrencies": {
    /**
     * Returns currencies: every currency that exists (crowdfunded ones before their issuance height included, active false;...
     * @description Returns currencies: every currency that exists (crowdfunded ones before their issuance height included, active false; deleted ones and failed crowdfunding gone), newest issuance first (height of the issuance's block, then by currency id), each the Currency object as getCurrency gives it (currency, issuer/issuerRS, account/accountRS, name, code, description, type, types, sovereign, decimals, initialSupplyQNT, currentSupplyQNT, maxSupplyQNT, reserveSupplyQNT, issuanceHeight, active, minReservePerUnitMTA, currentReservePerUnitMTA, minDifficulty, maxDifficulty, algorithm, algorithmName when MINTABLE, height). includeCounts=true adds numberOfAccounts, numberOfTransfers, numberOfPayments and numberOfExchanges to each.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getAllCurrencies"];
    /**
     * Returns currencies: every currency that exists (crowdfunded ones before their issuance height included, active false;...
     * @description Returns currencies: every currency that exists (crowdfunded ones before their issuance height included, active false; deleted ones and failed crowdfunding gone), newest issuance first (height of the issuance's block, then by currency id), each the Currency object as getCurrency gives it (currency, issuer/issuerRS, account/accountRS, name, code, description, type, types, sovereign, decimals, initialSupplyQNT, currentSupplyQNT, maxSupplyQNT, reserveSupplyQNT, issuanceHeight, active, minReservePerUnitMTA, currentReservePerUnitMTA, minDifficulty, maxDifficulty, algorithm, algorithmName when MINTABLE, height). includeCounts=true adds numberOfAccounts, numberOfTransfers, numberOfPayments and numberOfExchanges to each.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getAllCurrencies_post"];
  };
  "/api/getAllPrunableMessages": {
    /**
     * Returns prunableMessages: the Prunable message objects of the confirmed transactions whose prunable data this node ho...
     * @description Returns prunableMessages: the Prunable message objects of the confirmed transactions whose prunable data this node holds (pruned ones are gone), newest first by transaction timestamp, only those with a transaction timestamp at or after timestamp.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getAllPrunableMessages"];
    /**
     * Returns prunableMessages: the Prunable message objects of the confirmed transactions whose prunable data this node ho...
     * @description Returns prunableMessages: the Prunable message objects of the confirmed transactions whose prunable data this node holds (pruned ones are gone), newest first by transaction timestamp, only those with a transaction timestamp at or after timestamp.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getAllPrunableMessages_post"];
  };
  "/api/getAllTotems": {
    /**
     * Returns totems: Totem objects (as getTotem), oldest issuance first (same height: by totem id).
     * @description Returns totems: Totem objects (as getTotem), oldest issuance first (same height: by totem id). approvalStatus keeps only the totems whose approval stands so (NONE: never requested, or the last request expired). includeCounts=true adds numberOfAccounts, numberOfTransfers and numberOfTrades to each.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getAllTotems"];
    /**
     * Returns totems: Totem objects (as getTotem), oldest issuance first (same height: by totem id).
     * @description Returns totems: Totem objects (as getTotem), oldest issuance first (same height: by totem id). approvalStatus keeps only the totems whose approval stands so (NONE: never requested, or the last request expired). includeCounts=true adds numberOfAccounts, numberOfTransfers and numberOfTrades to each.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getAllTotems_post"];
  };
  "/api/getAllTrades": {
    /**
     * Returns trades: every trade of every totem, newest first (height, then order within the block); with timestamp only t...
     * @description Returns trades: every trade of every totem, newest first (height, then order within the block); with timestamp only those made at or after it (by their block's timestamp). Each has totem, askOrder, bidOrder, askOrderHeight, bidOrderHeight, seller, sellerRS, buyer, buyerRS, quantityQNT, priceMTA (the resting order's price), height, block, timestamp (the block's) and tradeType (buy: a bid took a resting ask; sell: an ask took a resting bid); with includeTotemInfo also the totem's name and decimals.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getAllTrades"];
    /**
     * Returns trades: every trade of every totem, newest first (height, then order within the block); with timestamp only t...
     * @description Returns trades: every trade of every totem, newest first (height, then order within the block); with timestamp only those made at or after it (by their block's timestamp). Each has totem, askOrder, bidOrder, askOrderHeight, bidOrderHeight, seller, sellerRS, buyer, buyerRS, quantityQNT, priceMTA (the resting order's price), height, block, timestamp (the block's) and tradeType (buy: a bid took a resting ask; sell: an ask took a resting bid); with includeTotemInfo also the totem's name and decimals.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getAllTrades_post"];
  };
  "/api/getAllWaitingTransactions": {
    /**
     * Returns transactions: every transaction waiting in the mempool (Transaction objects, pool order), unpaginated (the po...
     * @description Returns transactions: every transaction waiting in the mempool (Transaction objects, pool order), unpaginated (the pool is bounded by node.mempoolMaxSize). Needs no admin password and works while the blockchain is not ready.
     */
    get: operations["getAllWaitingTransactions"];
    /**
     * Returns transactions: every transaction waiting in the mempool (Transaction objects, pool order), unpaginated (the po...
     * @description Returns transactions: every transaction waiting in the mempool (Transaction objects, pool order), unpaginated (the pool is bounded by node.mempoolMaxSize). Needs no admin password and works while the blockchain is not ready.
     */
    post: operations["getAllWaitingTransactions_post"];
  };
  "/api/getAskOrder": {
    /**
     * Returns the open ask order with this id: order (the placement transaction id), totem, account, accountRS, quantityQNT...
     * @description Returns the open ask order with this id: order (the placement transaction id), totem, account, accountRS, quantityQNT (what remains to fill), priceMTA (MTA per QNT), height and transactionHeight (the placement's block), transactionIndex (its place in that block) and type. An order that is not open (filled, cancelled, never placed, or a bid) is errorCode 7 naming order.
     *
     * Flags: refused while the blockchain is not ready.
     */
    get: operations["getAskOrder"];
    /**
     * Returns the open ask order with this id: order (the placement transaction id), totem, account, accountRS, quantityQNT...
     * @description Returns the open ask order with this id: order (the placement transaction id), totem, account, accountRS, quantityQNT (what remains to fill), priceMTA (MTA per QNT), height and transactionHeight (the placement's block), transactionIndex (its place in that block) and type. An order that is not open (filled, cancelled, never placed, or a bid) is errorCode 7 naming order.
     *
     * Flags: refused while the blockchain is not ready.
     */
    post: operations["getAskOrder_post"];
  };
  "/api/getAskOrders": {
    /**
     * Returns askOrders: the open ask orders of a totem in book order, lowest price first, then the oldest first at one pri...
     * @description Returns askOrders: the open ask orders of a totem in book order, lowest price first, then the oldest first at one price (height, then place in the block): the order in which they fill. Each has order (the placement transaction id), totem, account, accountRS, quantityQNT (what remains to fill), priceMTA (MTA per QNT), height and transactionHeight (the placement's block), transactionIndex (its place in that block) and type. Unknown totem: errorCode 7 naming totem.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getAskOrders"];
    /**
     * Returns askOrders: the open ask orders of a totem in book order, lowest price first, then the oldest first at one pri...
     * @description Returns askOrders: the open ask orders of a totem in book order, lowest price first, then the oldest first at one price (height, then place in the block): the order in which they fill. Each has order (the placement transaction id), totem, account, accountRS, quantityQNT (what remains to fill), priceMTA (MTA per QNT), height and transactionHeight (the placement's block), transactionIndex (its place in that block) and type. Unknown totem: errorCode 7 naming totem.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getAskOrders_post"];
  };
  "/api/getBalance": {
    /**
     * Returns balanceMTA (confirmed), unconfirmedBalanceMTA (minus what pending transactions reserve), forgedBalanceMTA (fe...
     * @description Returns balanceMTA (confirmed), unconfirmedBalanceMTA (minus what pending transactions reserve), forgedBalanceMTA (fees earned by forging) and effectiveBalance (whole coins counting for forging). Unknown account: errorCode 3.
     *
     * Flags: refused while the blockchain is not ready.
     */
    get: operations["getBalance"];
    /**
     * Returns balanceMTA (confirmed), unconfirmedBalanceMTA (minus what pending transactions reserve), forgedBalanceMTA (fe...
     * @description Returns balanceMTA (confirmed), unconfirmedBalanceMTA (minus what pending transactions reserve), forgedBalanceMTA (fees earned by forging) and effectiveBalance (whole coins counting for forging). Unknown account: errorCode 3.
     *
     * Flags: refused while the blockchain is not ready.
     */
    post: operations["getBalance_post"];
  };
  "/api/getBidOrder": {
    /**
     * Returns the open bid order with this id: order (the placement transaction id), totem, account, accountRS, quantityQNT...
     * @description Returns the open bid order with this id: order (the placement transaction id), totem, account, accountRS, quantityQNT (what remains to fill), priceMTA (MTA per QNT), height and transactionHeight (the placement's block), transactionIndex (its place in that block) and type. An order that is not open (filled, cancelled, never placed, or a ask) is errorCode 7 naming order.
     *
     * Flags: refused while the blockchain is not ready.
     */
    get: operations["getBidOrder"];
    /**
     * Returns the open bid order with this id: order (the placement transaction id), totem, account, accountRS, quantityQNT...
     * @description Returns the open bid order with this id: order (the placement transaction id), totem, account, accountRS, quantityQNT (what remains to fill), priceMTA (MTA per QNT), height and transactionHeight (the placement's block), transactionIndex (its place in that block) and type. An order that is not open (filled, cancelled, never placed, or a ask) is errorCode 7 naming order.
     *
     * Flags: refused while the blockchain is not ready.
     */
    post: operations["getBidOrder_post"];
  };
  "/api/getBidOrders": {
    /**
     * Returns bidOrders: the open bid orders of a totem in book order, highest price first, then the oldest first at one pr...
     * @description Returns bidOrders: the open bid orders of a totem in book order, highest price first, then the oldest first at one price (height, then place in the block): the order in which they fill. Each has order (the placement transaction id), totem, account, accountRS, quantityQNT (what remains to fill), priceMTA (MTA per QNT), height and transactionHeight (the placement's block), transactionIndex (its place in that block) and type. Unknown totem: errorCode 7 naming totem.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getBidOrders"];
    /**
     * Returns bidOrders: the open bid orders of a totem in book order, highest price first, then the oldest first at one pr...
     * @description Returns bidOrders: the open bid orders of a totem in book order, highest price first, then the oldest first at one price (height, then place in the block): the order in which they fill. Each has order (the placement transaction id), totem, account, accountRS, quantityQNT (what remains to fill), priceMTA (MTA per QNT), height and transactionHeight (the placement's block), transactionIndex (its place in that block) and type. Unknown totem: errorCode 7 naming totem.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getBidOrders_post"];
  };
  "/api/getBlock": {
    /**
     * Returns the Block object selected by block (id), height, or timestamp (the last block with a timestamp at or before i...
     * @description Returns the Block object selected by block (id), height, or timestamp (the last block with a timestamp at or before it); with none of them the last block. At most one selector may be given. includeTransactions gives transaction objects instead of full hashes. Not in the current chain: errorCode 4 naming the selector.
     *
     * Flags: refused while the blockchain is not ready.
     */
    get: operations["getBlock"];
    /**
     * Returns the Block object selected by block (id), height, or timestamp (the last block with a timestamp at or before i...
     * @description Returns the Block object selected by block (id), height, or timestamp (the last block with a timestamp at or before it); with none of them the last block. At most one selector may be given. includeTransactions gives transaction objects instead of full hashes. Not in the current chain: errorCode 4 naming the selector.
     *
     * Flags: refused while the blockchain is not ready.
     */
    post: operations["getBlock_post"];
  };
  "/api/getBlockId": {
    /**
     * Returns block: the id of the block at height in the current chain.
     * @description Returns block: the id of the block at height in the current chain. Above the tip: errorCode 4 naming height.
     *
     * Flags: refused while the blockchain is not ready.
     */
    get: operations["getBlockId"];
    /**
     * Returns block: the id of the block at height in the current chain.
     * @description Returns block: the id of the block at height in the current chain. Above the tip: errorCode 4 naming height.
     *
     * Flags: refused while the blockchain is not ready.
     */
    post: operations["getBlockId_post"];
  };
  "/api/getBlockchainStatus": {
    /**
     * Returns application, version, network, isTestnet, time (node epoch time), lastBlock, lastBlockTimestamp, cumulativeDi...
     * @description Returns application, version, network, isTestnet, time (node epoch time), lastBlock, lastBlockTimestamp, cumulativeDifficulty, numberOfBlocks (height + 1), height, genesisBlockId, isScanning, isDownloading, blockchainState (UP_TO_DATE, DOWNLOADING, LIGHT_CLIENT, FORK, or STORE_ERROR while the store cannot write, a full disk say: the chain cannot grow here and new transactions are refused), availableProcessors, maxRollback, blockTime (seconds) and lastStoreError: null, or the last failed store write {time (epoch seconds), date (ISO), write (block, pop, pool or probe), cause, code (when the error has one), recovered, recoveredTime (once writes work again)}. While the node starts or rescans it answers HTTP 503 (blockchain not ready).
     *
     * Flags: refused while the blockchain is not ready.
     */
    get: operations["getBlockchainStatus"];
    /**
     * Returns application, version, network, isTestnet, time (node epoch time), lastBlock, lastBlockTimestamp, cumulativeDi...
     * @description Returns application, version, network, isTestnet, time (node epoch time), lastBlock, lastBlockTimestamp, cumulativeDifficulty, numberOfBlocks (height + 1), height, genesisBlockId, isScanning, isDownloading, blockchainState (UP_TO_DATE, DOWNLOADING, LIGHT_CLIENT, FORK, or STORE_ERROR while the store cannot write, a full disk say: the chain cannot grow here and new transactions are refused), availableProcessors, maxRollback, blockTime (seconds) and lastStoreError: null, or the last failed store write {time (epoch seconds), date (ISO), write (block, pop, pool or probe), cause, code (when the error has one), recovered, recoveredTime (once writes work again)}. While the node starts or rescans it answers HTTP 503 (blockchain not ready).
     *
     * Flags: refused while the blockchain is not ready.
     */
    post: operations["getBlockchainStatus_post"];
  };
  "/api/getBlockchainTransactions": {
    /**
     * Returns transactions: confirmed Transaction objects (with confirmations) the account sent or received, newest first, ...
     * @description Returns transactions: confirmed Transaction objects (with confirmations) the account sent or received, newest first, optionally of one type (and subtype, which needs type) and from a height up. Unknown account: errorCode 3.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getBlockchainTransactions"];
    /**
     * Returns transactions: confirmed Transaction objects (with confirmations) the account sent or received, newest first, ...
     * @description Returns transactions: confirmed Transaction objects (with confirmations) the account sent or received, newest first, optionally of one type (and subtype, which needs type) and from a height up. Unknown account: errorCode 3.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getBlockchainTransactions_post"];
  };
  "/api/getBlocks": {
    /**
     * Returns blocks: Block objects newest first; firstIndex/lastIndex count from the last block (index 0) down to the gene...
     * @description Returns blocks: Block objects newest first; firstIndex/lastIndex count from the last block (index 0) down to the genesis block (index = height of the tip). includeTransactions gives transaction objects instead of full hashes.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getBlocks"];
    /**
     * Returns blocks: Block objects newest first; firstIndex/lastIndex count from the last block (index 0) down to the gene...
     * @description Returns blocks: Block objects newest first; firstIndex/lastIndex count from the last block (index 0) down to the genesis block (index = height of the tip). includeTransactions gives transaction objects instead of full hashes.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getBlocks_post"];
  };
  "/api/getBuyOffers": {
    /**
     * Returns buyOffers: the buy sides of the exchange offers (publishExchangeOffer) that can still trade (limitQNT and qua...
     * @description Returns buyOffers: the buy sides of the exchange offers (publishExchangeOffer) that can still trade (limitQNT and quantityQNT both above 0; an offer whose buy side is used up or was published empty is not listed), of one currency, of one account, of that account on that currency (at most one offer), or of every currency when neither is given; by currency id, then highest buy rate first, then the oldest offer (height, then place in the block): the order currencySell fills them in. Each is a Currency offer of type bid: order (the offer's id, its publishing transaction), orderFullHash, totem ("0": the price is paid in the coin), account/accountRS, quantityQNT (the side's supply: units offered now), limitQNT (units it may still trade in all), currency, priceQNTPerShare (the side's rate, MTA per QNT), expirationHeight, height, transactionIndex, transactionHeight and type. Read from committed state at the tip (an expired offer is removed at the start of the block at its expiration height). Unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY; unknown account: errorCode 3 naming account.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getBuyOffers"];
    /**
     * Returns buyOffers: the buy sides of the exchange offers (publishExchangeOffer) that can still trade (limitQNT and qua...
     * @description Returns buyOffers: the buy sides of the exchange offers (publishExchangeOffer) that can still trade (limitQNT and quantityQNT both above 0; an offer whose buy side is used up or was published empty is not listed), of one currency, of one account, of that account on that currency (at most one offer), or of every currency when neither is given; by currency id, then highest buy rate first, then the oldest offer (height, then place in the block): the order currencySell fills them in. Each is a Currency offer of type bid: order (the offer's id, its publishing transaction), orderFullHash, totem ("0": the price is paid in the coin), account/accountRS, quantityQNT (the side's supply: units offered now), limitQNT (units it may still trade in all), currency, priceQNTPerShare (the side's rate, MTA per QNT), expirationHeight, height, transactionIndex, transactionHeight and type. Read from committed state at the tip (an expired offer is removed at the start of the block at its expiration height). Unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY; unknown account: errorCode 3 naming account.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getBuyOffers_post"];
  };
  "/api/getConstants": {
    /**
     * Returns the protocol constants: network, chainId, epochBeginning (Unix ms of epoch second 0), genesisBlockId, genesis...
     * @description Returns the protocol constants: network, chainId, epochBeginning (Unix ms of epoch second 0), genesisBlockId, genesisAccount/genesisAccountRS (the key that signs the genesis block), accountPrefix, oneCoinMTA, block limits (maxBlockPayloadLength, maxTransactionsPerBlock), maxRollback, blockTime, deadlines, fees, message limits, forging constants; transactionTypes (every type/subtype of the numbering table with its name, tag and whether this node implements it, plus recipient rules for implemented ones); and requestTypes (every operation with its tags and flags). Needs no blockchain.
     */
    get: operations["getConstants"];
    /**
     * Returns the protocol constants: network, chainId, epochBeginning (Unix ms of epoch second 0), genesisBlockId, genesis...
     * @description Returns the protocol constants: network, chainId, epochBeginning (Unix ms of epoch second 0), genesisBlockId, genesisAccount/genesisAccountRS (the key that signs the genesis block), accountPrefix, oneCoinMTA, block limits (maxBlockPayloadLength, maxTransactionsPerBlock), maxRollback, blockTime, deadlines, fees, message limits, forging constants; transactionTypes (every type/subtype of the numbering table with its name, tag and whether this node implements it, plus recipient rules for implemented ones); and requestTypes (every operation with its tags and flags). Needs no blockchain.
     */
    post: operations["getConstants_post"];
  };
  "/api/getCurrency": {
    /**
     * Returns the Currency object of the currency given by id (currency) or by code (code; exactly one of them): currency, ...
     * @description Returns the Currency object of the currency given by id (currency) or by code (code; exactly one of them): currency, issuer/issuerRS (also as account/accountRS), name, code, description, type (the bitmask) and types (its bits' names), sovereign (no issuer privilege remains: neither CONTROLLABLE nor MINTABLE), decimals, initialSupplyQNT, currentSupplyQNT, maxSupplyQNT, reserveSupplyQNT, issuanceHeight and active, minReservePerUnitMTA and currentReservePerUnitMTA, minDifficulty, maxDifficulty, algorithm (and algorithmName when MINTABLE), height. includeCounts=true adds numberOfAccounts, numberOfTransfers, numberOfPayments and numberOfExchanges. Unknown currency or code: errorCode 7 naming it, errorName UNKNOWN_CURRENCY.
     *
     * Flags: refused while the blockchain is not ready.
     */
    get: operations["getCurrency"];
    /**
     * Returns the Currency object of the currency given by id (currency) or by code (code; exactly one of them): currency, ...
     * @description Returns the Currency object of the currency given by id (currency) or by code (code; exactly one of them): currency, issuer/issuerRS (also as account/accountRS), name, code, description, type (the bitmask) and types (its bits' names), sovereign (no issuer privilege remains: neither CONTROLLABLE nor MINTABLE), decimals, initialSupplyQNT, currentSupplyQNT, maxSupplyQNT, reserveSupplyQNT, issuanceHeight and active, minReservePerUnitMTA and currentReservePerUnitMTA, minDifficulty, maxDifficulty, algorithm (and algorithmName when MINTABLE), height. includeCounts=true adds numberOfAccounts, numberOfTransfers, numberOfPayments and numberOfExchanges. Unknown currency or code: errorCode 7 naming it, errorName UNKNOWN_CURRENCY.
     *
     * Flags: refused while the blockchain is not ready.
     */
    post: operations["getCurrency_post"];
  };
  "/api/getCurrencyAccounts": {
    /**
     * Returns accountCurrencies: the accounts holding units of the currency in committed state (the issuer included when it...
     * @description Returns accountCurrencies: the accounts holding units of the currency in committed state (the issuer included when it holds some), most units first, then by account id, each with account/accountRS, currency and unitsQNT (units held; units in the account's own exchange offers are not held, so an account whose units all sit in its offer is not listed). Before a crowdfunded currency's issuance height only the issuer's initial supply is held (founders receive their units at that height). Unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getCurrencyAccounts"];
    /**
     * Returns accountCurrencies: the accounts holding units of the currency in committed state (the issuer included when it...
     * @description Returns accountCurrencies: the accounts holding units of the currency in committed state (the issuer included when it holds some), most units first, then by account id, each with account/accountRS, currency and unitsQNT (units held; units in the account's own exchange offers are not held, so an account whose units all sit in its offer is not listed). Before a crowdfunded currency's issuance height only the issuer's initial supply is held (founders receive their units at that height). Unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getCurrencyAccounts_post"];
  };
  "/api/getCurrencyFounders": {
    /**
     * Returns founders: the accounts that pledged coin to a RESERVABLE currency with currencyReserveIncrease, by account id...
     * @description Returns founders: the accounts that pledged coin to a RESERVABLE currency with currencyReserveIncrease, by account id, each with currency, account/accountRS, amountPerUnitMTA (pledged per unit of the reserve supply, over all its pledges), amountMTA (amountPerUnitMTA x reserveSupplyQNT, the coin it paid) and height (of its first pledge). Founders exist only before the issuance height: at that height they receive their units (or their coin back, and the currency is deleted, when crowdfunding failed) and are removed, so the list is then empty; it is empty too for a currency that is not RESERVABLE. With account: only that founder (a list of one, or an empty list for an account that is not a founder, whether the chain knows it or not). Unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getCurrencyFounders"];
    /**
     * Returns founders: the accounts that pledged coin to a RESERVABLE currency with currencyReserveIncrease, by account id...
     * @description Returns founders: the accounts that pledged coin to a RESERVABLE currency with currencyReserveIncrease, by account id, each with currency, account/accountRS, amountPerUnitMTA (pledged per unit of the reserve supply, over all its pledges), amountMTA (amountPerUnitMTA x reserveSupplyQNT, the coin it paid) and height (of its first pledge). Founders exist only before the issuance height: at that height they receive their units (or their coin back, and the currency is deleted, when crowdfunding failed) and are removed, so the list is then empty; it is empty too for a currency that is not RESERVABLE. With account: only that founder (a list of one, or an empty list for an account that is not a founder, whether the chain knows it or not). Unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getCurrencyFounders_post"];
  };
  "/api/getCurrencyTransfers": {
    /**
     * Returns transfers: the transfers (transferCurrency) and merchant payments (currencyPayment) of the currency, those th...
     * @description Returns transfers: the transfers (transferCurrency) and merchant payments (currencyPayment) of the currency, those the account sent or received (a transfer to itself once), or with both the account's of that currency, newest first (height, then order within the block). Each has transfer (its transaction id), currency, sender/senderRS, recipient/recipientRS, unitsQNT, payment (true for a merchant payment, false for a transfer), height and timestamp (the block's). Units moved any other way (issuance, founders' shares, minting, exchanges, claims) are not transfers. A transfer stays listed after its currency was deleted, so currency is not checked against existing currencies (an id that never was one gives an empty list). includeCurrencyInfo=true adds the currency's name, code and decimals to each (left out once the currency is deleted). Give currency, account or both: neither is errorCode 1 naming currency. Unknown account: errorCode 3 naming account.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getCurrencyTransfers"];
    /**
     * Returns transfers: the transfers (transferCurrency) and merchant payments (currencyPayment) of the currency, those th...
     * @description Returns transfers: the transfers (transferCurrency) and merchant payments (currencyPayment) of the currency, those the account sent or received (a transfer to itself once), or with both the account's of that currency, newest first (height, then order within the block). Each has transfer (its transaction id), currency, sender/senderRS, recipient/recipientRS, unitsQNT, payment (true for a merchant payment, false for a transfer), height and timestamp (the block's). Units moved any other way (issuance, founders' shares, minting, exchanges, claims) are not transfers. A transfer stays listed after its currency was deleted, so currency is not checked against existing currencies (an id that never was one gives an empty list). includeCurrencyInfo=true adds the currency's name, code and decimals to each (left out once the currency is deleted). Give currency, account or both: neither is errorCode 1 naming currency. Unknown account: errorCode 3 naming account.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getCurrencyTransfers_post"];
  };
  "/api/getECBlock": {
    /**
     * Returns ecBlockId, ecBlockHeight and timestamp: the economic clustering block (about 720 blocks below the tip, the ge...
     * @description Returns ecBlockId, ecBlockHeight and timestamp: the economic clustering block (about 720 blocks below the tip, the genesis block on a young chain) for a transaction created at timestamp (default: now).
     *
     * Flags: refused while the blockchain is not ready.
     */
    get: operations["getECBlock"];
    /**
     * Returns ecBlockId, ecBlockHeight and timestamp: the economic clustering block (about 720 blocks below the tip, the ge...
     * @description Returns ecBlockId, ecBlockHeight and timestamp: the economic clustering block (about 720 blocks below the tip, the genesis block on a young chain) for a transaction created at timestamp (default: now).
     *
     * Flags: refused while the blockchain is not ready.
     */
    post: operations["getECBlock_post"];
  };
  "/api/getExchanges": {
    /**
     * Returns exchanges: the fills of currencyBuy and currencySell against exchange offers, newest first (height, then orde...
     * @description Returns exchanges: the fills of currencyBuy and currencySell against exchange offers, newest first (height, then order within the block), each with transaction (the currencyBuy or currencySell), offer, currency, seller/sellerRS, buyer/buyerRS, unitsQNT, rateMTA (the offer's rate), amountMTA (unitsQNT x rateMTA), side (buy: a currencyBuy took a sell side; sell: a currencySell took a buy side), height, block and timestamp (the block's). Filters, all optional and combined: currency, account (as seller or buyer; an exchange with itself once), offer; none: every exchange. A fill stays listed after its offer expired or was replaced and after its currency was deleted, so currency and offer are not checked against existing records (an id that never had one gives an empty list). includeCurrencyInfo=true adds the currency's name, code and decimals to each (left out once the currency is deleted). Unknown account: errorCode 3 naming account.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getExchanges"];
    /**
     * Returns exchanges: the fills of currencyBuy and currencySell against exchange offers, newest first (height, then orde...
     * @description Returns exchanges: the fills of currencyBuy and currencySell against exchange offers, newest first (height, then order within the block), each with transaction (the currencyBuy or currencySell), offer, currency, seller/sellerRS, buyer/buyerRS, unitsQNT, rateMTA (the offer's rate), amountMTA (unitsQNT x rateMTA), side (buy: a currencyBuy took a sell side; sell: a currencySell took a buy side), height, block and timestamp (the block's). Filters, all optional and combined: currency, account (as seller or buyer; an exchange with itself once), offer; none: every exchange. A fill stays listed after its offer expired or was replaced and after its currency was deleted, so currency and offer are not checked against existing records (an id that never had one gives an empty list). includeCurrencyInfo=true adds the currency's name, code and decimals to each (left out once the currency is deleted). Unknown account: errorCode 3 naming account.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getExchanges_post"];
  };
  "/api/getExpectedAskOrders": {
    /**
     * Returns askOrders: the ask order placements waiting in the mempool (not yet in a block), of one totem when totem is g...
     * @description Returns askOrders: the ask order placements waiting in the mempool (not yet in a block), of one totem when totem is given, each as the order it will become: order (the placement transaction id), totem, account, accountRS, quantityQNT (the whole quantity placed), priceMTA, height and transactionHeight (the tip + 1, the height the next block will have), transactionIndex (its position in pool order: its index in the next block if that block takes the pool as it stands) and type. Sorted as the book will rank them: lowest price first, then in pool order (fee per byte, then arrival), the order in which the next block takes them. Matching happens in the block: an expected order may fill at once. Unknown totem: errorCode 7 naming totem.
     *
     * Flags: refused while the blockchain is not ready.
     */
    get: operations["getExpectedAskOrders"];
    /**
     * Returns askOrders: the ask order placements waiting in the mempool (not yet in a block), of one totem when totem is g...
     * @description Returns askOrders: the ask order placements waiting in the mempool (not yet in a block), of one totem when totem is given, each as the order it will become: order (the placement transaction id), totem, account, accountRS, quantityQNT (the whole quantity placed), priceMTA, height and transactionHeight (the tip + 1, the height the next block will have), transactionIndex (its position in pool order: its index in the next block if that block takes the pool as it stands) and type. Sorted as the book will rank them: lowest price first, then in pool order (fee per byte, then arrival), the order in which the next block takes them. Matching happens in the block: an expected order may fill at once. Unknown totem: errorCode 7 naming totem.
     *
     * Flags: refused while the blockchain is not ready.
     */
    post: operations["getExpectedAskOrders_post"];
  };
  "/api/getExpectedBidOrders": {
    /**
     * Returns bidOrders: the bid order placements waiting in the mempool (not yet in a block), of one totem when totem is g...
     * @description Returns bidOrders: the bid order placements waiting in the mempool (not yet in a block), of one totem when totem is given, each as the order it will become: order (the placement transaction id), totem, account, accountRS, quantityQNT (the whole quantity placed), priceMTA, height and transactionHeight (the tip + 1, the height the next block will have), transactionIndex (its position in pool order: its index in the next block if that block takes the pool as it stands) and type. Sorted as the book will rank them: highest price first, then in pool order (fee per byte, then arrival), the order in which the next block takes them. Matching happens in the block: an expected order may fill at once. Unknown totem: errorCode 7 naming totem.
     *
     * Flags: refused while the blockchain is not ready.
     */
    get: operations["getExpectedBidOrders"];
    /**
     * Returns bidOrders: the bid order placements waiting in the mempool (not yet in a block), of one totem when totem is g...
     * @description Returns bidOrders: the bid order placements waiting in the mempool (not yet in a block), of one totem when totem is given, each as the order it will become: order (the placement transaction id), totem, account, accountRS, quantityQNT (the whole quantity placed), priceMTA, height and transactionHeight (the tip + 1, the height the next block will have), transactionIndex (its position in pool order: its index in the next block if that block takes the pool as it stands) and type. Sorted as the book will rank them: highest price first, then in pool order (fee per byte, then arrival), the order in which the next block takes them. Matching happens in the block: an expected order may fill at once. Unknown totem: errorCode 7 naming totem.
     *
     * Flags: refused while the blockchain is not ready.
     */
    post: operations["getExpectedBidOrders_post"];
  };
  "/api/getForging": {
    /**
     * Returns generators: the forging accounts (account, accountRS, publicKey, effectiveBalance, hitTime, deadline).
     * @description Returns generators: the forging accounts (account, accountRS, publicKey, effectiveBalance, hitTime, deadline). With secretPhrase only that account (an empty list when it is not forging); without it every account, which needs admin rights (a valid adminPassword, unless the node needs none). POST only, since it takes a secret phrase.
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["getForging"];
  };
  "/api/getInboundPeers": {
    /**
     * Returns peers: the peers connected now that dialled this node (inbound connections, handshaking or introduced), as ho...
     * @description Returns peers: the peers connected now that dialled this node (inbound connections, handshaking or introduced), as host:port strings (the address they listen on once introduced, the connection's address before), or as Peer objects (see getPeer) with includePeerInfo=true. Peer networking not running: errorCode 1 (HTTP 503).
     */
    get: operations["getInboundPeers"];
    /**
     * Returns peers: the peers connected now that dialled this node (inbound connections, handshaking or introduced), as ho...
     * @description Returns peers: the peers connected now that dialled this node (inbound connections, handshaking or introduced), as host:port strings (the address they listen on once introduced, the connection's address before), or as Peer objects (see getPeer) with includePeerInfo=true. Peer networking not running: errorCode 1 (HTTP 503).
     */
    post: operations["getInboundPeers_post"];
  };
  "/api/getMerchant": {
    /**
     * Returns the merchant the account is registered as (registerMerchant): account/accountRS, name, description and height...
     * @description Returns the merchant the account is registered as (registerMerchant): account/accountRS, name, description and height (of its first registration). Read from committed state at the tip (a registration or deregistration still unconfirmed does not count). An account that is not a registered merchant (never registered, deregistered, or unknown to the chain): errorCode 7 naming account, errorName NOT_REGISTERED_MERCHANT.
     *
     * Flags: refused while the blockchain is not ready.
     */
    get: operations["getMerchant"];
    /**
     * Returns the merchant the account is registered as (registerMerchant): account/accountRS, name, description and height...
     * @description Returns the merchant the account is registered as (registerMerchant): account/accountRS, name, description and height (of its first registration). Read from committed state at the tip (a registration or deregistration still unconfirmed does not count). An account that is not a registered merchant (never registered, deregistered, or unknown to the chain): errorCode 7 naming account, errorName NOT_REGISTERED_MERCHANT.
     *
     * Flags: refused while the blockchain is not ready.
     */
    post: operations["getMerchant_post"];
  };
  "/api/getMerchants": {
    /**
     * Returns merchants: every account registered as a merchant (registerMerchant) and not deregistered, by name (case-inse...
     * @description Returns merchants: every account registered as a merchant (registerMerchant) and not deregistered, by name (case-insensitive), then by account id, each with account/accountRS, name, description and height (of its first registration: registering again changes the name and description, not the height). Read from committed state at the tip.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getMerchants"];
    /**
     * Returns merchants: every account registered as a merchant (registerMerchant) and not deregistered, by name (case-inse...
     * @description Returns merchants: every account registered as a merchant (registerMerchant) and not deregistered, by name (case-insensitive), then by account id, each with account/accountRS, name, description and height (of its first registration: registering again changes the name and description, not the height). Read from committed state at the tip.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getMerchants_post"];
  };
  "/api/getMyInfo": {
    /**
     * Returns host and address: the caller's IP address as this node sees it (as in Nxt; host is not resolved to a name); a...
     * @description Returns host and address: the caller's IP address as this node sees it (as in Nxt; host is not resolved to a name); and this node on the peer network: peerId (libp2p), peerAddress (host:port peers reach it at), listenAddresses (multiaddrs), and peerInfo, what it tells peers in its hello: application, version, platform, shareAddress, announcedAddress, apiPort, apiSSLPort, services, blockchainState, cumulativeDifficulty, genesisBlockId. Peer networking not running: errorCode 1 (HTTP 503).
     */
    get: operations["getMyInfo"];
    /**
     * Returns host and address: the caller's IP address as this node sees it (as in Nxt; host is not resolved to a name); a...
     * @description Returns host and address: the caller's IP address as this node sees it (as in Nxt; host is not resolved to a name); and this node on the peer network: peerId (libp2p), peerAddress (host:port peers reach it at), listenAddresses (multiaddrs), and peerInfo, what it tells peers in its hello: application, version, platform, shareAddress, announcedAddress, apiPort, apiSSLPort, services, blockchainState, cumulativeDifficulty, genesisBlockId. Peer networking not running: errorCode 1 (HTTP 503).
     */
    post: operations["getMyInfo_post"];
  };
  "/api/getPeer": {
    /**
     * Returns the Peer object of a known peer: address (host), port, state (0 NON_CONNECTED, 1 CONNECTED once it introduced...
     * @description Returns the Peer object of a known peer: address (host), port, state (0 NON_CONNECTED, 1 CONNECTED once it introduced itself, 2 DISCONNECTED; a blacklisted peer is 2 with blacklisted true), announcedAddress, shareAddress, downloadedVolume, uploadedVolume (bytes), application, version, platform, apiPort, apiSSLPort (0: none), blacklisted, lastUpdated, lastConnectAttempt (epoch seconds, 0: never), inbound, services, blockchainState, and beyond the spec: peerId (libp2p), cumulativeDifficulty (as the peer last announced it, null before its hello), score (misbehaviour points since its last release), blacklistCause and blacklistedUntil (epoch seconds; both null unless blacklisted) and lastPenalties (the most recent {at, points, reason}, oldest first, blacklistings included) so an operator can see why a peer was dropped. peer is host:port (IPv6 as [::1]:7876), a bare host (default peer port), a multiaddr or a peer id. Unknown peer: errorCode 1 (HTTP 404) with error "peer". Peer networking not running: errorCode 1 (HTTP 503).
     */
    get: operations["getPeer"];
    /**
     * Returns the Peer object of a known peer: address (host), port, state (0 NON_CONNECTED, 1 CONNECTED once it introduced...
     * @description Returns the Peer object of a known peer: address (host), port, state (0 NON_CONNECTED, 1 CONNECTED once it introduced itself, 2 DISCONNECTED; a blacklisted peer is 2 with blacklisted true), announcedAddress, shareAddress, downloadedVolume, uploadedVolume (bytes), application, version, platform, apiPort, apiSSLPort (0: none), blacklisted, lastUpdated, lastConnectAttempt (epoch seconds, 0: never), inbound, services, blockchainState, and beyond the spec: peerId (libp2p), cumulativeDifficulty (as the peer last announced it, null before its hello), score (misbehaviour points since its last release), blacklistCause and blacklistedUntil (epoch seconds; both null unless blacklisted) and lastPenalties (the most recent {at, points, reason}, oldest first, blacklistings included) so an operator can see why a peer was dropped. peer is host:port (IPv6 as [::1]:7876), a bare host (default peer port), a multiaddr or a peer id. Unknown peer: errorCode 1 (HTTP 404) with error "peer". Peer networking not running: errorCode 1 (HTTP 503).
     */
    post: operations["getPeer_post"];
  };
  "/api/getPeers": {
    /**
     * Returns peers: every peer this node knows (connected or not, blacklisted included), as host:port strings (the peer id...
     * @description Returns peers: every peer this node knows (connected or not, blacklisted included), as host:port strings (the peer id for a peer known only by its id), or as Peer objects (see getPeer) with includePeerInfo=true. Filters, all optional and combined: state (NON_CONNECTED, CONNECTED, DISCONNECTED, or 0, 1, 2; a blacklisted peer is DISCONNECTED), active=true (connected now, handshaking or introduced) or active=false (not connected), service (peers announcing that service, exact name), blacklisted=true or false. Peer networking not running: errorCode 1 (HTTP 503).
     */
    get: operations["getPeers"];
    /**
     * Returns peers: every peer this node knows (connected or not, blacklisted included), as host:port strings (the peer id...
     * @description Returns peers: every peer this node knows (connected or not, blacklisted included), as host:port strings (the peer id for a peer known only by its id), or as Peer objects (see getPeer) with includePeerInfo=true. Filters, all optional and combined: state (NON_CONNECTED, CONNECTED, DISCONNECTED, or 0, 1, 2; a blacklisted peer is DISCONNECTED), active=true (connected now, handshaking or introduced) or active=false (not connected), service (peers announcing that service, exact name), blacklisted=true or false. Peer networking not running: errorCode 1 (HTTP 503).
     */
    post: operations["getPeers_post"];
  };
  "/api/getPrunableMessage": {
    /**
     * Returns the Prunable message object of a confirmed transaction whose prunable data this node holds.
     * @description Returns the Prunable message object of a confirmed transaction whose prunable data this node holds. With the secretPhrase of its sender or recipient, the prunable encrypted message is decrypted too (decryptedMessage); another account's secretPhrase is errorCode 7 naming secretPhrase. A transaction that is unconfirmed, carries no prunable message, or whose prunable data was pruned: errorCode 7 naming transaction (readMessage still reads its other parts). Unknown transaction: errorCode 7, HTTP 404. POST only (it takes a secret phrase).
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["getPrunableMessage"];
  };
  "/api/getPrunableMessages": {
    /**
     * Returns prunableMessages: the Prunable message objects of the confirmed transactions the account sent or received who...
     * @description Returns prunableMessages: the Prunable message objects of the confirmed transactions the account sent or received whose prunable data this node holds, newest first by transaction timestamp; with otherAccount only those between the two accounts (either direction), with timestamp only those whose transaction timestamp is at or after it. Unknown account or otherAccount: errorCode 3.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getPrunableMessages"];
    /**
     * Returns prunableMessages: the Prunable message objects of the confirmed transactions the account sent or received who...
     * @description Returns prunableMessages: the Prunable message objects of the confirmed transactions the account sent or received whose prunable data this node holds, newest first by transaction timestamp; with otherAccount only those between the two accounts (either direction), with timestamp only those whose transaction timestamp is at or after it. Unknown account or otherAccount: errorCode 3.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getPrunableMessages_post"];
  };
  "/api/getSellOffers": {
    /**
     * Returns sellOffers: the sell sides of the exchange offers (publishExchangeOffer) that can still trade (limitQNT and q...
     * @description Returns sellOffers: the sell sides of the exchange offers (publishExchangeOffer) that can still trade (limitQNT and quantityQNT both above 0; an offer whose sell side is used up or was published empty is not listed), of one currency, of one account, of that account on that currency (at most one offer), or of every currency when neither is given; by currency id, then lowest sell rate first, then the oldest offer (height, then place in the block): the order currencyBuy fills them in. Each is a Currency offer of type ask: order (the offer's id, its publishing transaction), orderFullHash, totem ("0": the price is paid in the coin), account/accountRS, quantityQNT (the side's supply: units offered now), limitQNT (units it may still trade in all), currency, priceQNTPerShare (the side's rate, MTA per QNT), expirationHeight, height, transactionIndex, transactionHeight and type. Read from committed state at the tip (an expired offer is removed at the start of the block at its expiration height). Unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY; unknown account: errorCode 3 naming account.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getSellOffers"];
    /**
     * Returns sellOffers: the sell sides of the exchange offers (publishExchangeOffer) that can still trade (limitQNT and q...
     * @description Returns sellOffers: the sell sides of the exchange offers (publishExchangeOffer) that can still trade (limitQNT and quantityQNT both above 0; an offer whose sell side is used up or was published empty is not listed), of one currency, of one account, of that account on that currency (at most one offer), or of every currency when neither is given; by currency id, then lowest sell rate first, then the oldest offer (height, then place in the block): the order currencyBuy fills them in. Each is a Currency offer of type ask: order (the offer's id, its publishing transaction), orderFullHash, totem ("0": the price is paid in the coin), account/accountRS, quantityQNT (the side's supply: units offered now), limitQNT (units it may still trade in all), currency, priceQNTPerShare (the side's rate, MTA per QNT), expirationHeight, height, transactionIndex, transactionHeight and type. Read from committed state at the tip (an expired offer is removed at the start of the block at its expiration height). Unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY; unknown account: errorCode 3 naming account.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getSellOffers_post"];
  };
  "/api/getState": {
    /**
     * Returns every getBlockchainStatus field plus numberOfUnconfirmedTransactions (mempool size), numberOfForgingAccounts ...
     * @description Returns every getBlockchainStatus field plus numberOfUnconfirmedTransactions (mempool size), numberOfForgingAccounts (accounts this node forges for), numberOfPeers (peers known, blacklisted included) and numberOfActivePeers (connected now), both absent when peer networking is not running, and memory figures of the process in bytes: totalMemory (heap reserved), freeMemory (reserved but unused), maxMemory (heap limit), residentMemory (RSS).
     *
     * Flags: refused while the blockchain is not ready.
     */
    get: operations["getState"];
    /**
     * Returns every getBlockchainStatus field plus numberOfUnconfirmedTransactions (mempool size), numberOfForgingAccounts ...
     * @description Returns every getBlockchainStatus field plus numberOfUnconfirmedTransactions (mempool size), numberOfForgingAccounts (accounts this node forges for), numberOfPeers (peers known, blacklisted included) and numberOfActivePeers (connected now), both absent when peer networking is not running, and memory figures of the process in bytes: totalMemory (heap reserved), freeMemory (reserved but unused), maxMemory (heap limit), residentMemory (RSS).
     *
     * Flags: refused while the blockchain is not ready.
     */
    post: operations["getState_post"];
  };
  "/api/getStateDigest": {
    /**
     * Returns digest (hex SHA-256 over every state table's committed records at the tip: accounts, the schedule of later wo...
     * @description Returns digest (hex SHA-256 over every state table's committed records at the tip: accounts, the schedule of later work, deferred transactions and every capability's tables, in bucket and key order), height and block (the tip it was computed at). Nodes that applied the same blocks answer the same digest. Public and read-only (GET, no password); it reads every record, so it costs time in proportion to the state.
     *
     * Flags: refused while the blockchain is not ready.
     */
    get: operations["getStateDigest"];
    /**
     * Returns digest (hex SHA-256 over every state table's committed records at the tip: accounts, the schedule of later wo...
     * @description Returns digest (hex SHA-256 over every state table's committed records at the tip: accounts, the schedule of later work, deferred transactions and every capability's tables, in bucket and key order), height and block (the tip it was computed at). Nodes that applied the same blocks answer the same digest. Public and read-only (GET, no password); it reads every record, so it costs time in proportion to the state.
     *
     * Flags: refused while the blockchain is not ready.
     */
    post: operations["getStateDigest_post"];
  };
  "/api/getTime": {
    /**
     * Returns time: the current time of the node in seconds since the network epoch.
     * @description Returns time: the current time of the node in seconds since the network epoch.
     */
    get: operations["getTime"];
    /**
     * Returns time: the current time of the node in seconds since the network epoch.
     * @description Returns time: the current time of the node in seconds since the network epoch.
     */
    post: operations["getTime_post"];
  };
  "/api/getTotem": {
    /**
     * Returns the Totem object: totem, issuer/issuerRS (also as account/accountRS), name, description, decimals, quantityQN...
     * @description Returns the Totem object: totem, issuer/issuerRS (also as account/accountRS), name, description, decimals, quantityQNT (current: falls as units are deleted), initialQuantityQNT, height of the issuance, hasPhasingTotemControl and approvalStatus (NONE, PENDING, APPROVED or REJECTED; see GetTotemApprovalStatus). includeCounts=true adds numberOfAccounts (accounts holding units), numberOfTransfers and numberOfTrades. Unknown totem: errorCode 7 naming totem.
     *
     * Flags: refused while the blockchain is not ready.
     */
    get: operations["getTotem"];
    /**
     * Returns the Totem object: totem, issuer/issuerRS (also as account/accountRS), name, description, decimals, quantityQN...
     * @description Returns the Totem object: totem, issuer/issuerRS (also as account/accountRS), name, description, decimals, quantityQNT (current: falls as units are deleted), initialQuantityQNT, height of the issuance, hasPhasingTotemControl and approvalStatus (NONE, PENDING, APPROVED or REJECTED; see GetTotemApprovalStatus). includeCounts=true adds numberOfAccounts (accounts holding units), numberOfTransfers and numberOfTrades. Unknown totem: errorCode 7 naming totem.
     *
     * Flags: refused while the blockchain is not ready.
     */
    post: operations["getTotem_post"];
  };
  "/api/getTotemAccounts": {
    /**
     * Returns accountTotems: the accounts holding units of the totem (the issuer included), largest quantityQNT first, then...
     * @description Returns accountTotems: the accounts holding units of the totem (the issuer included), largest quantityQNT first, then by account id, each with account/accountRS, totem, quantityQNT (units owned, open asks included) and unconfirmedQuantityQNT (units it may still move: open asks and the reservations of its unconfirmed transactions excluded). With height below the tip: the holders at the end of that block, quantityQNT as it stood then and no unconfirmedQuantityQNT (what was movable then is not kept); the height may be at most 1440 blocks below the tip (the dividend window, the past the holdings keep), otherwise, or above the tip, errorCode 7 naming height. Unknown totem: errorCode 7 naming totem.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getTotemAccounts"];
    /**
     * Returns accountTotems: the accounts holding units of the totem (the issuer included), largest quantityQNT first, then...
     * @description Returns accountTotems: the accounts holding units of the totem (the issuer included), largest quantityQNT first, then by account id, each with account/accountRS, totem, quantityQNT (units owned, open asks included) and unconfirmedQuantityQNT (units it may still move: open asks and the reservations of its unconfirmed transactions excluded). With height below the tip: the holders at the end of that block, quantityQNT as it stood then and no unconfirmedQuantityQNT (what was movable then is not kept); the height may be at most 1440 blocks below the tip (the dividend window, the past the holdings keep), otherwise, or above the tip, errorCode 7 naming height. Unknown totem: errorCode 7 naming totem.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getTotemAccounts_post"];
  };
  "/api/getTotemDividends": {
    /**
     * Returns dividends: the dividend payments on the totem, newest first (by height, then by order in the block), each wit...
     * @description Returns dividends: the dividend payments on the totem, newest first (by height, then by order in the block), each with totemDividend (its transaction id), totem, amountMTAPerQNT, dividendHeight (the height whose holdings were paid), totalDividend (MTA paid in all), numberOfAccounts paid, height and timestamp. Unknown totem: errorCode 7 naming totem.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getTotemDividends"];
    /**
     * Returns dividends: the dividend payments on the totem, newest first (by height, then by order in the block), each wit...
     * @description Returns dividends: the dividend payments on the totem, newest first (by height, then by order in the block), each with totemDividend (its transaction id), totem, amountMTAPerQNT, dividendHeight (the height whose holdings were paid), totalDividend (MTA paid in all), numberOfAccounts paid, height and timestamp. Unknown totem: errorCode 7 naming totem.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getTotemDividends_post"];
  };
  "/api/getTotemTransfers": {
    /**
     * Returns transfers: totem transfers, newest first (by height, then by order in the block), each with totemTransfer (it...
     * @description Returns transfers: totem transfers, newest first (by height, then by order in the block), each with totemTransfer (its transaction id), totem, sender/senderRS, recipient/recipientRS, quantityQNT, height and timestamp: those of the totem, those the account sent or received, or with both only the account's transfers of that totem. At least one of totem and account is required (neither: errorCode 1 naming totem). includeTotemInfo=true adds the totem's name and decimals to each. Unknown totem: errorCode 7 naming totem; unknown account: errorCode 3 naming account.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getTotemTransfers"];
    /**
     * Returns transfers: totem transfers, newest first (by height, then by order in the block), each with totemTransfer (it...
     * @description Returns transfers: totem transfers, newest first (by height, then by order in the block), each with totemTransfer (its transaction id), totem, sender/senderRS, recipient/recipientRS, quantityQNT, height and timestamp: those of the totem, those the account sent or received, or with both only the account's transfers of that totem. At least one of totem and account is required (neither: errorCode 1 naming totem). includeTotemInfo=true adds the totem's name and decimals to each. Unknown totem: errorCode 7 naming totem; unknown account: errorCode 3 naming account.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getTotemTransfers_post"];
  };
  "/api/getTotemsByIssuer": {
    /**
     * Returns totems: the Totem objects (as getTotem) the account issued, oldest issuance first (an empty list when it issu...
     * @description Returns totems: the Totem objects (as getTotem) the account issued, oldest issuance first (an empty list when it issued none). includeCounts=true adds numberOfAccounts, numberOfTransfers and numberOfTrades to each. Unknown account: errorCode 3 naming account.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getTotemsByIssuer"];
    /**
     * Returns totems: the Totem objects (as getTotem) the account issued, oldest issuance first (an empty list when it issu...
     * @description Returns totems: the Totem objects (as getTotem) the account issued, oldest issuance first (an empty list when it issued none). includeCounts=true adds numberOfAccounts, numberOfTransfers and numberOfTrades to each. Unknown account: errorCode 3 naming account.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getTotemsByIssuer_post"];
  };
  "/api/getTrades": {
    /**
     * Returns trades: the trades of a totem, of an account (as seller or buyer; a trade with itself once), or of the accoun...
     * @description Returns trades: the trades of a totem, of an account (as seller or buyer; a trade with itself once), or of the account in that totem when both are given, newest first (height, then order within the block). Each has totem, askOrder, bidOrder, askOrderHeight, bidOrderHeight, seller, sellerRS, buyer, buyerRS, quantityQNT, priceMTA (the resting order's price), height, block, timestamp (the block's) and tradeType (buy: a bid took a resting ask; sell: an ask took a resting bid); with includeTotemInfo also the totem's name and decimals. Give totem, account or both: neither is errorCode 1 naming totem. Unknown totem: errorCode 7 naming totem; unknown account: errorCode 3 naming account.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getTrades"];
    /**
     * Returns trades: the trades of a totem, of an account (as seller or buyer; a trade with itself once), or of the accoun...
     * @description Returns trades: the trades of a totem, of an account (as seller or buyer; a trade with itself once), or of the account in that totem when both are given, newest first (height, then order within the block). Each has totem, askOrder, bidOrder, askOrderHeight, bidOrderHeight, seller, sellerRS, buyer, buyerRS, quantityQNT, priceMTA (the resting order's price), height, block, timestamp (the block's) and tradeType (buy: a bid took a resting ask; sell: an ask took a resting bid); with includeTotemInfo also the totem's name and decimals. Give totem, account or both: neither is errorCode 1 naming totem. Unknown totem: errorCode 7 naming totem; unknown account: errorCode 3 naming account.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getTrades_post"];
  };
  "/api/getTransaction": {
    /**
     * Returns the Transaction object of a transaction given by id or fullHash (one is required; both must agree).
     * @description Returns the Transaction object of a transaction given by id or fullHash (one is required; both must agree). Confirmed transactions carry height, block, blockTimestamp, transactionIndex and confirmations; unconfirmed ones (in the mempool) do not. Unknown: errorCode 7, HTTP 404.
     *
     * Flags: refused while the blockchain is not ready.
     */
    get: operations["getTransaction"];
    /**
     * Returns the Transaction object of a transaction given by id or fullHash (one is required; both must agree).
     * @description Returns the Transaction object of a transaction given by id or fullHash (one is required; both must agree). Confirmed transactions carry height, block, blockTimestamp, transactionIndex and confirmations; unconfirmed ones (in the mempool) do not. Unknown: errorCode 7, HTTP 404.
     *
     * Flags: refused while the blockchain is not ready.
     */
    post: operations["getTransaction_post"];
  };
  "/api/getTransactionBytes": {
    /**
     * Returns transactionBytes (signed wire form, what broadcastTransaction takes) and unsignedTransactionBytes (the same w...
     * @description Returns transactionBytes (signed wire form, what broadcastTransaction takes) and unsignedTransactionBytes (the same with the signature zeroed) of a transaction; confirmations when it is confirmed.
     *
     * Flags: refused while the blockchain is not ready.
     */
    get: operations["getTransactionBytes"];
    /**
     * Returns transactionBytes (signed wire form, what broadcastTransaction takes) and unsignedTransactionBytes (the same w...
     * @description Returns transactionBytes (signed wire form, what broadcastTransaction takes) and unsignedTransactionBytes (the same with the signature zeroed) of a transaction; confirmations when it is confirmed.
     *
     * Flags: refused while the blockchain is not ready.
     */
    post: operations["getTransactionBytes_post"];
  };
  "/api/getUnconfirmedTransactionIds": {
    /**
     * Returns unconfirmedTransactionIds: ids of the transactions waiting in the mempool, in pool order, optionally only tho...
     * @description Returns unconfirmedTransactionIds: ids of the transactions waiting in the mempool, in pool order, optionally only those an account sends or receives.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getUnconfirmedTransactionIds"];
    /**
     * Returns unconfirmedTransactionIds: ids of the transactions waiting in the mempool, in pool order, optionally only tho...
     * @description Returns unconfirmedTransactionIds: ids of the transactions waiting in the mempool, in pool order, optionally only those an account sends or receives.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getUnconfirmedTransactionIds_post"];
  };
  "/api/getUnconfirmedTransactions": {
    /**
     * Returns unconfirmedTransactions: Transaction objects waiting in the mempool, in pool order (highest fee first, then a...
     * @description Returns unconfirmedTransactions: Transaction objects waiting in the mempool, in pool order (highest fee first, then arrival), optionally only those an account sends or receives.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["getUnconfirmedTransactions"];
    /**
     * Returns unconfirmedTransactions: Transaction objects waiting in the mempool, in pool order (highest fee first, then a...
     * @description Returns unconfirmedTransactions: Transaction objects waiting in the mempool, in pool order (highest fee first, then arrival), optionally only those an account sends or receives.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["getUnconfirmedTransactions_post"];
  };
  "/api/hash": {
    /**
     * Hashes secret with hashAlgorithm and returns the digest as hex in hash.
     * @description Hashes secret with hashAlgorithm and returns the digest as hex in hash.
     */
    get: operations["hash"];
    /**
     * Hashes secret with hashAlgorithm and returns the digest as hex in hash.
     * @description Hashes secret with hashAlgorithm and returns the digest as hex in hash.
     */
    post: operations["hash_post"];
  };
  "/api/hexConvert": {
    /**
     * Converts between text and hex: binary = hex of the UTF-8 bytes of string; text = string decoded from hex, when string...
     * @description Converts between text and hex: binary = hex of the UTF-8 bytes of string; text = string decoded from hex, when string is hex of valid UTF-8.
     */
    get: operations["hexConvert"];
    /**
     * Converts between text and hex: binary = hex of the UTF-8 bytes of string; text = string decoded from hex, when string...
     * @description Converts between text and hex: binary = hex of the UTF-8 bytes of string; text = string decoded from hex, when string is hex of valid UTF-8.
     */
    post: operations["hexConvert_post"];
  };
  "/api/increaseTime": {
    /**
     * Devnet only: moves this node's clock forward by `seconds` (it never goes back) and returns {time (epoch seconds now),...
     * @description Devnet only: moves this node's clock forward by `seconds` (it never goes back) and returns {time (epoch seconds now), offsetSeconds (all moves so far), increasedBy}. The move lasts until the node stops. Transactions then expire and blocks are stamped by the new time; pair it with generateBlock to reach a height at a time. On other networks: errorCode 1 (HTTP 403).
     *
     * Flags: POST only; needs the admin password (in the POST body).
     */
    post: operations["increaseTime"];
  };
  "/api/issueCurrency": {
    /**
     * Issues a currency; its id is this transaction's id and the issuer receives initialSupplyQNT.
     * @description Issues a currency; its id is this transaction's id and the issuer receives initialSupplyQNT. name: 3..10 letters; code: 3..5 capital letters, no longer than the name; names and codes share one case-insensitive namespace (a name or code another currency holds as its name or code: errorCode 8 naming it). type is a bitmask of EXCHANGEABLE 1, CONTROLLABLE 2, RESERVABLE 4, CLAIMABLE 8, MINTABLE 16, NON_SHUFFLEABLE 32, with Nxt's rules between the bits and the supplies (an invalid combination: errorCode 7 naming the field at fault; docs/currencies.md). A RESERVABLE currency takes issuanceHeight (above the current height), reserveSupplyQNT and minReservePerUnitMTA and is crowdfunded until then; a MINTABLE one takes algorithm (2 SHA256, 3 SHA3_256, 5 SCRYPT, 25 KECCAK256) and minDifficulty <= maxDifficulty (1..255). Fee by code length: 3 letters 25,000 coins, 4 letters 1,000, 5 letters 40. Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["issueCurrency"];
  };
  "/api/issueTotem": {
    /**
     * Issues a new totem (an asset): the sender becomes its issuer and receives the whole quantityQNT; the totem's id is th...
     * @description Issues a new totem (an asset): the sender becomes its issuer and receives the whole quantityQNT; the totem's id is this transaction's id (transaction in the answer). Totem names are NOT unique: any number of totems may share a name, so a totem is identified by its id alone (RequestTotemApproval asks the network's approvers to vouch for one). name: 3..10 letters and digits; description: at most 1000 bytes of UTF-8; decimals: 0..8; quantityQNT: 1..100000000000000000 (in QNT, the smallest unit: 1 unit = 10^decimals QNT). Out of range: errorCode 7 naming the parameter. Minimum fee: 1000 coins; a singleton (quantityQNT 1, decimals 0, description at most 160 bytes) pays 1 coin plus 1 coin per started 32 bytes of description beyond the first 32. Returns what every transaction-creating operation returns.
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["issueTotem"];
  };
  "/api/leaseBalance": {
    /**
     * Leases the sender's effective (forging) balance to recipient for period blocks (the network's minimum to 65535; mainn...
     * @description Leases the sender's effective (forging) balance to recipient for period blocks (the network's minimum to 65535; mainnet minimum 1440, devnet 2), starting the network's leasing delay after the transaction's block (mainnet 1440 blocks, devnet 3). While it runs the lessee forges with the sender's guaranteed balance and the sender's own effective balance is 0. A lease made while another is scheduled or running is queued to start when that one ends; a later one replaces the queued one. The recipient must not be the sender and must have a public key (or give recipientPublicKey): errorCode 7 naming recipient; a period out of range is errorCode 7 naming period. Fee: 1 coin. Returns what every transaction-creating operation returns.
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["leaseBalance"];
  };
  "/api/longConvert": {
    /**
     * Converts an id between its unsigned decimal form (stringId) and its signed 64-bit form (longId).
     * @description Converts an id between its unsigned decimal form (stringId) and its signed 64-bit form (longId).
     */
    get: operations["longConvert"];
    /**
     * Converts an id between its unsigned decimal form (stringId) and its signed 64-bit form (longId).
     * @description Converts an id between its unsigned decimal form (stringId) and its signed 64-bit form (longId).
     */
    post: operations["longConvert_post"];
  };
  "/api/parseTransaction": {
    /**
     * Parses transactionBytes or transactionJSON (signed or not) and returns its Transaction object plus verify (the signat...
     * @description Parses transactionBytes or transactionJSON (signed or not) and returns its Transaction object plus verify (the signature is present and valid) and validate (it passes every rule that needs no ledger at this moment, the signature aside; when false, validateErrorCode, validateErrorMessage and validateError name the problem). Nothing is stored or broadcast.
     */
    get: operations["parseTransaction"];
    /**
     * Parses transactionBytes or transactionJSON (signed or not) and returns its Transaction object plus verify (the signat...
     * @description Parses transactionBytes or transactionJSON (signed or not) and returns its Transaction object plus verify (the signature is present and valid) and validate (it passes every rule that needs no ledger at this moment, the signature aside; when false, validateErrorCode, validateErrorMessage and validateError name the problem). Nothing is stored or broadcast.
     */
    post: operations["parseTransaction_post"];
  };
  "/api/placeAskOrder": {
    /**
     * Places an ask (sell) order for quantityQNT units of a totem at priceMTA MTA per QNT.
     * @description Places an ask (sell) order for quantityQNT units of a totem at priceMTA MTA per QNT. In its block the units are held (no longer available to transfer, delete or offer again) and the order is matched against the bids at priceMTA or above, best price first, then oldest, each trade at the resting bid's price; what is not filled stays in the book until filled or cancelled (cancelAskOrder), the order's id being this transaction's id. Unknown totem: errorCode 7 naming totem; quantityQNT or priceMTA below 1: errorCode 7 naming it; quantityQNT x priceMTA above 2^63-1: errorCode 7 naming priceMTA; quantityQNT above the totem's quantity: errorCode 7, above what the sender can move (its units minus those in open asks and pending transactions): errorCode 6, both naming quantityQNT. Minimum fee: 1 coin. Returns what every transaction-creating operation returns.
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["placeAskOrder"];
  };
  "/api/placeBidOrder": {
    /**
     * Places a bid (buy) order for quantityQNT units of a totem at priceMTA MTA per QNT.
     * @description Places a bid (buy) order for quantityQNT units of a totem at priceMTA MTA per QNT. In its block quantityQNT x priceMTA of the sender's coin is held and the order is matched against the asks at priceMTA or below, best price first, then oldest, each trade at the resting ask's price (the difference goes back to the buyer); what is not filled stays in the book until filled or cancelled (cancelBidOrder), the order's id being this transaction's id. Unknown totem: errorCode 7 naming totem; quantityQNT or priceMTA below 1: errorCode 7 naming it; quantityQNT x priceMTA above 2^63-1: errorCode 7 naming priceMTA; quantityQNT above the totem's quantity: errorCode 7 naming quantityQNT; quantityQNT x priceMTA above the sender's unconfirmed balance minus the fee: errorCode 6 naming priceMTA. Minimum fee: 1 coin. Returns what every transaction-creating operation returns.
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["placeBidOrder"];
  };
  "/api/popOff": {
    /**
     * Pops blocks off the chain: numBlocks of them, or down to height (the block at height becomes the last one).
     * @description Pops blocks off the chain: numBlocks of them, or down to height (the block at height becomes the last one). One of the two is required (neither: errorCode 1 with error "numBlocks"); not both. The genesis block is never popped, nor more than maxRollback blocks. keepTransactions=true returns their transactions to the mempool (those still valid); otherwise they are dropped. Returns blocks: the popped Block objects, newest first, with their transactions.
     *
     * Flags: POST only; needs the admin password (in the POST body).
     */
    post: operations["popOff"];
  };
  "/api/publishExchangeOffer": {
    /**
     * Publishes an exchange offer on an active EXCHANGEABLE currency (a CONTROLLABLE one: its issuer only): a buy side at b...
     * @description Publishes an exchange offer on an active EXCHANGEABLE currency (a CONTROLLABLE one: its issuer only): a buy side at buyRateMTA and a sell side at sellRateMTA (MTA per QNT, 0 < buyRateMTA <= sellRateMTA), each with the units it may trade in all (totalBuyLimitQNT, totalSellLimitQNT) and offers now (initialBuySupplyQNT, initialSellSupplyQNT, at most its limit; not both 0). The offer holds initialBuySupplyQNT x buyRateMTA coin and initialSellSupplyQNT units; units it buys go on to its sell side and coin it earns on to its buy side, up to the limits. A new offer by the same account on the same currency replaces the old one, whose holds come back first. It is removed, with its holds returned, at the start of the block at expirationHeight (above the current height). A field out of order: errorCode 7 naming it; too few units: errorCode 6 naming initialSellSupplyQNT (NOT_ENOUGH_CURRENCY); too little coin: errorCode 6 naming initialBuySupplyQNT. Minimum fee: 1 coin. Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["publishExchangeOffer"];
  };
  "/api/readMessage": {
    /**
     * Reads the messages of a transaction (confirmed or unconfirmed): the plain message (message, messageIsText, messageIsP...
     * @description Reads the messages of a transaction (confirmed or unconfirmed): the plain message (message, messageIsText, messageIsPrunable; a pruned prunable message shows messagePruned=true and no message). With the secretPhrase of the sender or the recipient, the encrypted message is decrypted (decryptedMessage), and with the sender's the note to self too (decryptedMessageToSelf); without one, hasEncryptedMessage and hasEncryptToSelfMessage only say they exist. Another account's secretPhrase: errorCode 7 naming secretPhrase. An encrypted part that fails authentication: errorCode 7 naming transaction. Unknown transaction: errorCode 7, HTTP 404. POST only (it takes a secret phrase).
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["readMessage"];
  };
  "/api/registerMerchant": {
    /**
     * Registers the sender as a merchant under name (1..100 bytes, no control characters or surrounding spaces) with an opt...
     * @description Registers the sender as a merchant under name (1..100 bytes, no control characters or surrounding spaces) with an optional description (up to 1000 bytes): it may then receive currencyPayment. Registering again changes the name and description and keeps the registration height. Minimum fee: 1 coin. Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["registerMerchant"];
  };
  "/api/rsConvert": {
    /**
     * Converts an account id to its RS address and back: returns account (unsigned id), accountRS and accountLongId (signed...
     * @description Converts an account id to its RS address and back: returns account (unsigned id), accountRS and accountLongId (signed 64-bit form).
     */
    get: operations["rsConvert"];
    /**
     * Converts an account id to its RS address and back: returns account (unsigned id), accountRS and accountLongId (signed...
     * @description Converts an account id to its RS address and back: returns account (unsigned id), accountRS and accountLongId (signed 64-bit form).
     */
    post: operations["rsConvert_post"];
  };
  "/api/searchCurrencies": {
    /**
     * Returns currencies: the currencies whose name, code or description contains query (trimmed; case-insensitive substrin...
     * @description Returns currencies: the currencies whose name, code or description contains query (trimmed; case-insensitive substring match), newest issuance first (height of the issuance's block, then by currency id), each the Currency object as getCurrency gives it (currency, issuer/issuerRS, account/accountRS, name, code, description, type, types, sovereign, decimals, initialSupplyQNT, currentSupplyQNT, maxSupplyQNT, reserveSupplyQNT, issuanceHeight, active, minReservePerUnitMTA, currentReservePerUnitMTA, minDifficulty, maxDifficulty, algorithm, algorithmName when MINTABLE, height); an empty list when none matches. includeCounts=true adds numberOfAccounts, numberOfTransfers, numberOfPayments and numberOfExchanges to each. query missing or empty: errorCode 1 naming query; only spaces: errorCode 7 naming query.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    get: operations["searchCurrencies"];
    /**
     * Returns currencies: the currencies whose name, code or description contains query (trimmed; case-insensitive substrin...
     * @description Returns currencies: the currencies whose name, code or description contains query (trimmed; case-insensitive substring match), newest issuance first (height of the issuance's block, then by currency id), each the Currency object as getCurrency gives it (currency, issuer/issuerRS, account/accountRS, name, code, description, type, types, sovereign, decimals, initialSupplyQNT, currentSupplyQNT, maxSupplyQNT, reserveSupplyQNT, issuanceHeight, active, minReservePerUnitMTA, currentReservePerUnitMTA, minDifficulty, maxDifficulty, algorithm, algorithmName when MINTABLE, height); an empty list when none matches. includeCounts=true adds numberOfAccounts, numberOfTransfers, numberOfPayments and numberOfExchanges to each. query missing or empty: errorCode 1 naming query; only spaces: errorCode 7 naming query.
     *
     * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
     */
    post: operations["searchCurrencies_post"];
  };
  "/api/sendMessage": {
    /**
     * Sends a message transaction (type 1, subtype 0, no amount) carrying any of: message (plain, or prunable with messageI...
     * @description Sends a message transaction (type 1, subtype 0, no amount) carrying any of: message (plain, or prunable with messageIsPrunable), messageToEncrypt (encrypted to the recipient; prunable with encryptedMessageIsPrunable) and messageToEncryptToSelf. At least one is required. The recipient is optional for plain messages and notes to self, required for a message encrypted to it. Answers as every transaction-creating operation.
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["sendMessage"];
  };
  "/api/sendMoney": {
    /**
     * Pays amountMTA (alias amountNQT) to recipient.
     * @description Pays amountMTA (alias amountNQT) to recipient. Returns transactionJSON and unsignedTransactionBytes; when signed (secretPhrase) also transaction, fullHash, transactionBytes, signatureHash and broadcasted.
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["sendMoney"];
  };
  "/api/setAccountInfo": {
    /**
     * Sets the sender's account name and description, shown by getAccount; neither (both empty) clears them.
     * @description Sets the sender's account name and description, shown by getAccount; neither (both empty) clears them. The name is at most 100 characters, the description at most 1000 bytes of UTF-8 (longer: errorCode 7 naming it). Minimum fee: 1 coin, plus 2 coins per started 32 bytes of name + description beyond the first 32. Returns what every transaction-creating operation returns.
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["setAccountInfo"];
  };
  "/api/setConfiguration": {
    /**
     * Changes settings of the running node (not the properties file: a restart returns to it).
     * @description Changes settings of the running node (not the properties file: a restart returns to it). Parameters are the settings changeable at run time, by name: maxAPIRecords, writeRequestsPerSecond, blacklistMinutes, logLevel. At least one is required; all are checked before any is applied. Returns configurationUpdated and settings (the new values).
     *
     * Flags: POST only; needs the admin password (in the POST body).
     */
    post: operations["setConfiguration"];
  };
  "/api/setLogging": {
    /**
     * Sets the least severe log level printed (TRACE, DEBUG, INFO, WARN, ERROR or OFF) for the whole node.
     * @description Sets the least severe log level printed (TRACE, DEBUG, INFO, WARN, ERROR or OFF) for the whole node. Returns loggingUpdated, logging (the new level) and previous.
     *
     * Flags: POST only; needs the admin password (in the POST body).
     */
    post: operations["setLogging"];
  };
  "/api/shutdown": {
    /**
     * Shuts the node down gracefully: stops accepting requests, finishes the block in hand and closes the store.
     * @description Shuts the node down gracefully: stops accepting requests, finishes the block in hand and closes the store. Answers shutdown=true before stopping; later requests are refused (HTTP 503) or find the port closed.
     *
     * Flags: POST only; needs the admin password (in the POST body).
     */
    post: operations["shutdown"];
  };
  "/api/signTransaction": {
    /**
     * Signs an unsigned transaction given as unsignedTransactionBytes or unsignedTransactionJSON (a signature already prese...
     * @description Signs an unsigned transaction given as unsignedTransactionBytes or unsignedTransactionJSON (a signature already present is replaced). The secret phrase must be the sender's (else errorCode 7 naming secretPhrase). With validate=true (default) the signed transaction must also pass every rule that needs no ledger (deadline, fee, amounts, ...). Returns transaction, fullHash, signatureHash, transactionBytes, transactionJSON and verify. Nothing is broadcast.
     *
     * Flags: POST only.
     */
    post: operations["signTransaction"];
  };
  "/api/startForging": {
    /**
     * Starts forging with the account of secretPhrase (held in memory until stopForging or shutdown; never stored or logged).
     * @description Starts forging with the account of secretPhrase (held in memory until stopForging or shutdown; never stored or logged). Returns account, accountRS, publicKey, effectiveBalance (whole coins), and hitTime (epoch seconds at which it may forge on the current tip) and deadline (seconds from now) when it can forge.
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["startForging"];
  };
  "/api/stopForging": {
    /**
     * Stops forging with the account of secretPhrase; without secretPhrase, stops every forging account, which needs admin ...
     * @description Stops forging with the account of secretPhrase; without secretPhrase, stops every forging account, which needs admin rights (a valid adminPassword, unless the node needs none). Returns foundAndStopped (whether that account was forging) or stopped (how many accounts stopped).
     *
     * Flags: POST only.
     */
    post: operations["stopForging"];
  };
  "/api/transferCurrency": {
    /**
     * Transfers unitsQNT units of an active currency from the sender to recipient.
     * @description Transfers unitsQNT units of an active currency from the sender to recipient. A CONTROLLABLE currency moves only to or from its issuer (otherwise errorCode 7 naming recipient). Too few units (pending transactions and offers excluded): errorCode 6 naming unitsQNT, errorName NOT_ENOUGH_CURRENCY; a currency not yet active: errorCode 7 naming currency. Minimum fee: 1 coin. Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["transferCurrency"];
  };
  "/api/transferTotem": {
    /**
     * Transfers quantityQNT units of a totem from the sender to recipient.
     * @description Transfers quantityQNT units of a totem from the sender to recipient. Unknown totem: errorCode 7 naming totem; quantityQNT above the totem's quantity: errorCode 7, above what the sender can move (its units minus those in open asks and pending transactions): errorCode 6, both naming quantityQNT. Minimum fee: 1 coin. Returns what every transaction-creating operation returns.
     *
     * Flags: POST only; refused while the blockchain is not ready.
     */
    post: operations["transferTotem"];
  };
}

export type webhooks = Record<string, never>;

export interface components {
  schemas: {
    /** @description An unsigned 64-bit id in decimal (1 to 18446744073709551615); the negative signed form of the same 64 bits is accepted too. Sent as a string: JSON numbers lose digits above 2^53. */
    Id: string;
    /** @description An account: its numeric id (as Id) or its Reed-Solomon address TOTEM-XXXX-XXXX-XXXX-XXXXX (case-insensitive; the prefix may be left out). */
    Account: string;
    /** @description A non-negative whole number of base units in decimal (MTA for coins: 1 coin = 10^8 MTA), at most 2^63-1. Sent as a string. */
    Amount: string;
    /** @description A signed 64-bit integer in decimal (-9223372036854775808 to 9223372036854775807). Sent as a string. */
    Long: string;
    /** @description Bytes as hexadecimal, two digits per byte (either case). */
    Hex: string;
    /** @description Every error answer (docs/api-errors.md). `error` names the parameter at fault, when one is. */
    ErrorResponse: {
      /**
       * @description The error table of docs/api-errors.md.
       * @enum {integer}
       */
      errorCode: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 40 | 50;
      errorDescription: string;
      /** @description The parameter at fault. */
      error?: string;
      /**
       * @description The spec's name of the error, when the spec names it (docs/api-errors.md, "Named errors").
       * @enum {string}
       */
      errorName?: "NOT_CURRENCY_ISSUER" | "NOT_ENOUGH_CURRENCY" | "NOT_REGISTERED_MERCHANT" | "UNKNOWN_CURRENCY";
      /** @description Milliseconds the node spent on the request. */
      requestProcessingTime: number;
    };
    /** @description A successful answer of an operation that declares no response schema: the fields the operation's description names, plus requestProcessingTime. Ids and amounts are decimal strings, bytes are lower-case hex; a success never carries errorCode. */
    SuccessResponse: {
      /** @description Milliseconds the node spent on the request. */
      requestProcessingTime: number;
      [key: string]: unknown;
    };
    /** @description An unsigned 64-bit id in decimal, as the node writes it (never 0, never negative). */
    UnsignedId: string;
    /** @description An unsigned 64-bit id in decimal, or "0" for none. */
    UnsignedIdOrZero: string;
    /** @description A Reed-Solomon address, as the node writes it (upper case, with the prefix). */
    AccountRS: string;
    /** @description A non-negative integer in decimal (may exceed 64 bits). */
    Decimal: string;
    /** @description Bytes as lower-case hex. */
    LowerHex: string;
    /** @description The Transaction object (transactionJSON). Unsigned transactions have no signature, signatureHash, fullHash or transaction; unconfirmed ones no height, confirmations, block, blockTimestamp or transactionIndex. */
    Transaction: {
      type: number;
      subtype: number;
      /** @enum {integer} */
      chain: 1;
      phased: boolean;
      /** @description Epoch seconds. */
      timestamp: number;
      /** @description Minutes. */
      deadline: number;
      senderPublicKey: string;
      sender: components["schemas"]["UnsignedId"];
      senderRS: components["schemas"]["AccountRS"];
      amountMTA: components["schemas"]["Amount"];
      feeMTA: components["schemas"]["Amount"];
      version: number;
      ecBlockId: components["schemas"]["UnsignedIdOrZero"];
      ecBlockHeight: number;
      /** @description The type's attachment and the appendices: `version.<AttachmentName>` and the fields of the type (docs/transaction-types.md). */
      attachment: {
        [key: string]: unknown;
      };
      /** @description Only for a transaction with a recipient. */
      recipient?: components["schemas"]["UnsignedId"];
      recipientRS?: components["schemas"]["AccountRS"];
      referencedTransactionFullHash?: string;
      /** @description Signed transactions only (as signatureHash, fullHash and transaction). */
      signature?: string;
      signatureHash?: string;
      fullHash?: string;
      transaction?: components["schemas"]["UnsignedId"];
      /** @description Height of its block (confirmed transactions only). */
      height?: number;
      /** @description Blocks above its block (confirmed transactions only, where the tip is known). */
      confirmations?: number;
      /** @description Id of its block (confirmed transactions only). */
      block?: components["schemas"]["UnsignedId"];
      /** @description Timestamp of its block (confirmed transactions only). */
      blockTimestamp?: number;
      /** @description Position in its block (confirmed transactions only). */
      transactionIndex?: number;
    };
    /** @description A Block object, transactions as full hashes. */
    Block: {
      block: components["schemas"]["UnsignedId"];
      height: number;
      generator: components["schemas"]["UnsignedId"];
      generatorRS: components["schemas"]["AccountRS"];
      generatorPublicKey: string;
      /** @description Epoch seconds. */
      timestamp: number;
      numberOfTransactions: number;
      totalAmountFQT: components["schemas"]["Amount"];
      totalFeeFQT: components["schemas"]["Amount"];
      payloadLength: number;
      version: number;
      baseTarget: components["schemas"]["Decimal"];
      cumulativeDifficulty: components["schemas"]["Decimal"];
      /** @description "0" for the genesis block. */
      previousBlock: components["schemas"]["UnsignedIdOrZero"];
      /** @description "0" at the tip. */
      nextBlock: components["schemas"]["UnsignedIdOrZero"];
      payloadHash: string;
      generationSignature: string;
      previousBlockHash: string;
      blockSignature: string | null;
      /** @description Full hashes of its transactions. */
      transactions: string[];
      /** @description Always empty (no phasing yet). */
      executedPhasedTransactions: string[];
    };
    /** @description A Block object with its Transaction objects. */
    BlockWithTransactions: {
      block: components["schemas"]["UnsignedId"];
      height: number;
      generator: components["schemas"]["UnsignedId"];
      generatorRS: components["schemas"]["AccountRS"];
      generatorPublicKey: string;
      /** @description Epoch seconds. */
      timestamp: number;
      numberOfTransactions: number;
      totalAmountFQT: components["schemas"]["Amount"];
      totalFeeFQT: components["schemas"]["Amount"];
      payloadLength: number;
      version: number;
      baseTarget: components["schemas"]["Decimal"];
      cumulativeDifficulty: components["schemas"]["Decimal"];
      /** @description "0" for the genesis block. */
      previousBlock: components["schemas"]["UnsignedIdOrZero"];
      /** @description "0" at the tip. */
      nextBlock: components["schemas"]["UnsignedIdOrZero"];
      payloadHash: string;
      generationSignature: string;
      previousBlockHash: string;
      blockSignature: string | null;
      /** @description Its transactions. */
      transactions: components["schemas"]["Transaction"][];
      /** @description Always empty (no phasing yet). */
      executedPhasedTransactions: string[];
    };
    /** @description An account (getAccount). Open: the registered capabilities may add fields (their getAccount extras). */
    AccountDetails: {
      account: components["schemas"]["UnsignedId"];
      accountRS: components["schemas"]["AccountRS"];
      balanceMTA: components["schemas"]["Amount"];
      /** @description The same amount as balanceMTA. */
      balanceFQT: components["schemas"]["Amount"];
      unconfirmedBalanceMTA: components["schemas"]["Long"];
      forgedBalanceMTA: components["schemas"]["Amount"];
      creationHeight: number;
      /** @description Absent until the account has signed a transaction or had its key announced. */
      publicKey?: string;
      /** @description Whole coins counting for forging (includeEffectiveBalance). */
      effectiveBalance?: components["schemas"]["Decimal"];
      /** @description includeLessors: accounts whose balance lease to this one runs now. */
      lessors?: components["schemas"]["UnsignedId"][];
      /** @description includeLessors. */
      lessorsRS?: components["schemas"]["AccountRS"][];
      /** @description includeLessors: one per lessor, in the order of lessors. */
      lessorsInfo?: {
          lessor: components["schemas"]["UnsignedId"];
          lessorRS: components["schemas"]["AccountRS"];
          currentLessee: components["schemas"]["UnsignedId"];
          currentLesseeRS: components["schemas"]["AccountRS"];
          currentHeightFrom: number;
          currentHeightTo: number;
          /** @description Whole coins the lessor lends (its guaranteed balance). */
          effectiveBalance: components["schemas"]["Decimal"];
          nextLessee?: components["schemas"]["UnsignedId"];
          nextLesseeRS?: components["schemas"]["AccountRS"];
          nextHeightFrom?: number;
          nextHeightTo?: number;
        }[];
      /** @description Set by setAccountInfo. */
      name?: string;
      /** @description Set by setAccountInfo. */
      description?: string;
      /** @description While a lease of this account is scheduled or running. */
      currentLessee?: components["schemas"]["UnsignedId"];
      currentLesseeRS?: components["schemas"]["AccountRS"];
      /** @description First height the current lease runs. */
      currentLeasingHeightFrom?: number;
      /** @description Height at whose start it ends. */
      currentLeasingHeightTo?: number;
      /** @description While a lease is queued after the current one. */
      nextLessee?: components["schemas"]["UnsignedId"];
      nextLesseeRS?: components["schemas"]["AccountRS"];
      /** @description First height the next lease runs. */
      nextLeasingHeightFrom?: number;
      /** @description Height at whose start it ends. */
      nextLeasingHeightTo?: number;
      /** @description includeTotems: units owned per totem (open asks included), by totem id. */
      totemBalances?: {
          totem: components["schemas"]["UnsignedId"];
          balanceQNT: components["schemas"]["Amount"];
        }[];
      /** @description includeTotems: units still movable per totem (open asks and pending transactions excluded). */
      unconfirmedTotemBalances?: {
          totem: components["schemas"]["UnsignedId"];
          unconfirmedBalanceQNT: components["schemas"]["Amount"];
        }[];
      /** @description includeCurrencies: units held per currency (units in the account's own exchange offers excluded), by currency id. */
      currencyBalances?: {
          currency: components["schemas"]["UnsignedId"];
          /** @description The currency's code. */
          code: string;
          decimals: number;
          unitsQNT: components["schemas"]["Amount"];
        }[];
      /** @description includeCurrencies: units left per currency once pending transactions have taken theirs. */
      unconfirmedCurrencyBalances?: {
          currency: components["schemas"]["UnsignedId"];
          /** @description The currency's code. */
          code: string;
          decimals: number;
          unconfirmedUnitsQNT: components["schemas"]["Amount"];
        }[];
      [key: string]: unknown;
    };
    /** @description The answer of every CREATE_TRANSACTION operation. transaction, fullHash, transactionBytes and signatureHash only when signed (secretPhrase given). */
    CreateTransactionResponse: {
      transactionJSON: components["schemas"]["Transaction"];
      unsignedTransactionBytes: components["schemas"]["LowerHex"];
      broadcasted: boolean;
      transaction?: components["schemas"]["UnsignedId"];
      fullHash?: string;
      transactionBytes?: components["schemas"]["LowerHex"];
      signatureHash?: string;
    };
    /** @description A peer (getPeer, getPeers with includePeerInfo). */
    Peer: {
      /** @description Host. */
      address: string;
      port: number;
      /**
       * @description 0 NON_CONNECTED, 1 CONNECTED, 2 DISCONNECTED.
       * @enum {integer}
       */
      state: 0 | 1 | 2;
      announcedAddress: string;
      shareAddress: boolean;
      downloadedVolume: number;
      uploadedVolume: number;
      application: string;
      version: string;
      platform: string;
      apiPort: number;
      apiSSLPort: number;
      blacklisted: boolean;
      /** @description Epoch seconds; 0: never. */
      lastUpdated: number;
      /** @description Epoch seconds; 0: never. */
      lastConnectAttempt: number;
      inbound: boolean;
      services: string[];
      blockchainState: string;
      peerId: string | null;
      cumulativeDifficulty: string | null;
      score: number;
      blacklistCause: string | null;
      blacklistedUntil: number | null;
      lastPenalties: {
          at: number;
          points: number;
          reason: string;
        }[];
    };
    /** @description A forging account. */
    ForgingAccount: {
      account: components["schemas"]["UnsignedId"];
      accountRS: components["schemas"]["AccountRS"];
      publicKey: string;
      /** @description Whole coins. */
      effectiveBalance: components["schemas"]["Decimal"];
      /** @description Epoch seconds at which it may forge on the current tip (when it can forge). */
      hitTime?: number;
      /** @description Seconds from now (when it can forge). */
      deadline?: number;
    };
    /** @description A Prunable message: the prunable parts of a confirmed transaction whose data the node still holds. */
    PrunableMessage: {
      transaction: components["schemas"]["UnsignedId"];
      transactionFullHash: string;
      sender: components["schemas"]["UnsignedId"];
      senderRS: components["schemas"]["AccountRS"];
      /** @description The transaction's timestamp (epoch seconds). */
      timestamp: number;
      /** @description Timestamp of its block. */
      blockTimestamp: number;
      /** @description Height of its block. */
      height: number;
      /** @description Only for a transaction with a recipient. */
      recipient?: components["schemas"]["UnsignedId"];
      recipientRS?: components["schemas"]["AccountRS"];
      /** @description The prunable plain message: text, or hex when messageIsText is false. Absent when the transaction has only a prunable encrypted message. */
      message?: string;
      messageIsText?: boolean;
      /** @description Always true (this object shows prunable parts only); present with message. */
      messageIsPrunable?: boolean;
      /** @description The prunable encrypted message, when the transaction has one. */
      encryptedMessage?: {
        data: components["schemas"]["LowerHex"];
        nonce: components["schemas"]["LowerHex"];
        isText: boolean;
        isCompressed: boolean;
      };
      /** @description encryptedMessage decrypted (getPrunableMessage with the sender's or recipient's secretPhrase): text, or hex when decryptedMessageIsText is false. */
      decryptedMessage?: string;
      decryptedMessageIsText?: boolean;
    };
    /** @description Parameters of CastTotemApprovalVote (query string of a GET, or body of a POST). */
    CastTotemApprovalVoteParams: {
      /** @description The totem (the id of its issuance transaction). Unknown: errorCode 7 naming totem. */
      totem: components["schemas"]["Id"];
      /** @description true: approve the totem; false: reject it. */
      approve: boolean;
      /**
       * Format: password
       * @description Secret phrase of the sender: the transaction is signed (and broadcast unless broadcast=false). Give this or publicKey. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /** @description Public key of the sender, for an unsigned transaction to sign elsewhere (not broadcast). With secretPhrase it must be that phrase's key. */
      publicKey?: components["schemas"]["Hex"];
      /** @description Fee in MTA. 0 or absent: the minimum fee for this transaction. */
      feeMTA?: components["schemas"]["Amount"];
      /** @description Alias of feeMTA (Nxt name). If both are given they must be equal. */
      feeNQT?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description Minutes after the timestamp during which the transaction can be included in a block.
       * @default 1440
       */
      deadline?: number;
      /**
       * @description Submit the signed transaction to the mempool (and the network). false: only return it.
       * @default true
       */
      broadcast?: boolean;
      /** @description Full hash of a transaction that must be confirmed before this one can be. */
      referencedTransactionFullHash?: components["schemas"]["Hex"];
      /** @description Plain message appendix: text (messageIsText=true) or hex bytes. */
      message?: string;
      /**
       * @description message is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageIsText?: boolean;
      /**
       * @description Carry the message as a prunable appendix (only its hash is signed; cheaper for long messages, pruned after node.maxPrunableLifetime).
       * @default false
       */
      messageIsPrunable?: boolean;
      /** @description Message encrypted to the recipient (needs secretPhrase and a recipient whose public key is known or given as recipientPublicKey). */
      messageToEncrypt?: string;
      /**
       * @description messageToEncrypt is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptIsText?: boolean;
      /**
       * @description Compress messageToEncrypt before encrypting it.
       * @default true
       */
      compressMessageToEncrypt?: boolean;
      /**
       * @description Carry the encrypted message as a prunable appendix (only its hash is signed).
       * @default false
       */
      encryptedMessageIsPrunable?: boolean;
      /** @description An already encrypted message to the recipient (ciphertext from encryptTo), with encryptedMessageNonce; instead of messageToEncrypt. */
      encryptedMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptedMessageData. */
      encryptedMessageNonce?: components["schemas"]["Hex"];
      /** @description Note encrypted to the sender's own key (needs secretPhrase). */
      messageToEncryptToSelf?: string;
      /**
       * @description messageToEncryptToSelf is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptToSelfIsText?: boolean;
      /**
       * @description Compress messageToEncryptToSelf before encrypting it.
       * @default true
       */
      compressMessageToEncryptToSelf?: boolean;
      /** @description An already encrypted note to self, with encryptToSelfMessageNonce; instead of messageToEncryptToSelf. */
      encryptToSelfMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptToSelfMessageData. */
      encryptToSelfMessageNonce?: components["schemas"]["Hex"];
      /** @description Announces the recipient's public key (must match the recipient account); also the key messages are encrypted to when the chain knows none. */
      recipientPublicKey?: components["schemas"]["Hex"];
      /** @description Economic clustering block id (default: the block about 720 below the tip). */
      ecBlockId?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Economic clustering block height (with ecBlockId: must be its height; alone: the block at that height).
       */
      ecBlockHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of GetMintingTarget (query string of a GET, or body of a POST). */
    GetMintingTargetParams: {
      /** @description The MINTABLE currency. Unknown: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY. */
      currency: components["schemas"]["Id"];
      /** @description The minting account (numeric id or RS address): the hash covers it, and the counter is its own. */
      account: components["schemas"]["Account"];
      /** @description Units the mint would create, at least 1 and at most maxSupplyQNT / 10,000. Range 1 to 9223372036854775807. */
      unitsQNT: components["schemas"]["Amount"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of GetTotemApprovalStatus (query string of a GET, or body of a POST). */
    GetTotemApprovalStatusParams: {
      /** @description The totem id. */
      totem: components["schemas"]["Id"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of RequestTotemApproval (query string of a GET, or body of a POST). */
    RequestTotemApprovalParams: {
      /** @description The totem (the id of its issuance transaction). Unknown: errorCode 7 naming totem. */
      totem: components["schemas"]["Id"];
      /**
       * Format: password
       * @description Secret phrase of the sender: the transaction is signed (and broadcast unless broadcast=false). Give this or publicKey. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /** @description Public key of the sender, for an unsigned transaction to sign elsewhere (not broadcast). With secretPhrase it must be that phrase's key. */
      publicKey?: components["schemas"]["Hex"];
      /** @description Fee in MTA. 0 or absent: the minimum fee for this transaction. */
      feeMTA?: components["schemas"]["Amount"];
      /** @description Alias of feeMTA (Nxt name). If both are given they must be equal. */
      feeNQT?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description Minutes after the timestamp during which the transaction can be included in a block.
       * @default 1440
       */
      deadline?: number;
      /**
       * @description Submit the signed transaction to the mempool (and the network). false: only return it.
       * @default true
       */
      broadcast?: boolean;
      /** @description Full hash of a transaction that must be confirmed before this one can be. */
      referencedTransactionFullHash?: components["schemas"]["Hex"];
      /** @description Plain message appendix: text (messageIsText=true) or hex bytes. */
      message?: string;
      /**
       * @description message is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageIsText?: boolean;
      /**
       * @description Carry the message as a prunable appendix (only its hash is signed; cheaper for long messages, pruned after node.maxPrunableLifetime).
       * @default false
       */
      messageIsPrunable?: boolean;
      /** @description Message encrypted to the recipient (needs secretPhrase and a recipient whose public key is known or given as recipientPublicKey). */
      messageToEncrypt?: string;
      /**
       * @description messageToEncrypt is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptIsText?: boolean;
      /**
       * @description Compress messageToEncrypt before encrypting it.
       * @default true
       */
      compressMessageToEncrypt?: boolean;
      /**
       * @description Carry the encrypted message as a prunable appendix (only its hash is signed).
       * @default false
       */
      encryptedMessageIsPrunable?: boolean;
      /** @description An already encrypted message to the recipient (ciphertext from encryptTo), with encryptedMessageNonce; instead of messageToEncrypt. */
      encryptedMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptedMessageData. */
      encryptedMessageNonce?: components["schemas"]["Hex"];
      /** @description Note encrypted to the sender's own key (needs secretPhrase). */
      messageToEncryptToSelf?: string;
      /**
       * @description messageToEncryptToSelf is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptToSelfIsText?: boolean;
      /**
       * @description Compress messageToEncryptToSelf before encrypting it.
       * @default true
       */
      compressMessageToEncryptToSelf?: boolean;
      /** @description An already encrypted note to self, with encryptToSelfMessageNonce; instead of messageToEncryptToSelf. */
      encryptToSelfMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptToSelfMessageData. */
      encryptToSelfMessageNonce?: components["schemas"]["Hex"];
      /** @description Announces the recipient's public key (must match the recipient account); also the key messages are encrypted to when the chain knows none. */
      recipientPublicKey?: components["schemas"]["Hex"];
      /** @description Economic clustering block id (default: the block about 720 below the tip). */
      ecBlockId?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Economic clustering block height (with ecBlockId: must be its height; alone: the block at that height).
       */
      ecBlockHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of addPeer (query string of a GET, or body of a POST). */
    addPeerParams: {
      /** @description host:port, a bare host or a multiaddr. */
      peer: string;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: password
       * @description Admin password (node.adminPassword). Not needed when admin passwords are disabled, or when none is configured and the API listens on a loopback address. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of blacklistPeer (query string of a GET, or body of a POST). */
    blacklistPeerParams: {
      /** @description host:port, a bare host (all its peers), a multiaddr or a peer id. */
      peer: string;
      /** @description Why; shown as the peer's blacklistCause. */
      reason?: string;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: password
       * @description Admin password (node.adminPassword). Not needed when admin passwords are disabled, or when none is configured and the API listens on a loopback address. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of broadcastTransaction (query string of a GET, or body of a POST). */
    broadcastTransactionParams: {
      /** @description Signed transaction bytes (as transactionBytes of a create or sign operation). */
      transactionBytes?: components["schemas"]["Hex"];
      /** @description Signed transaction as its JSON object (as transactionJSON of a create or sign operation). */
      transactionJSON?: string;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of calculateFullHash (query string of a GET, or body of a POST). */
    calculateFullHashParams: {
      /** @description Unsigned transaction bytes. */
      unsignedTransactionBytes?: components["schemas"]["Hex"];
      /** @description Unsigned transaction as its JSON object. */
      unsignedTransactionJSON?: string;
      /** @description SHA-256 of the signature (64 hex digits). */
      signatureHash: components["schemas"]["Hex"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of canDeleteCurrency (query string of a GET, or body of a POST). */
    canDeleteCurrencyParams: {
      /** @description The account that would delete it (numeric id or RS address). */
      account: components["schemas"]["Account"];
      /** @description The currency. Unknown: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY. */
      currency: components["schemas"]["Id"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of cancelAskOrder (query string of a GET, or body of a POST). */
    cancelAskOrderParams: {
      /** @description The order (the id of its placement transaction). */
      order: components["schemas"]["Id"];
      /**
       * Format: password
       * @description Secret phrase of the sender: the transaction is signed (and broadcast unless broadcast=false). Give this or publicKey. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /** @description Public key of the sender, for an unsigned transaction to sign elsewhere (not broadcast). With secretPhrase it must be that phrase's key. */
      publicKey?: components["schemas"]["Hex"];
      /** @description Fee in MTA. 0 or absent: the minimum fee for this transaction. */
      feeMTA?: components["schemas"]["Amount"];
      /** @description Alias of feeMTA (Nxt name). If both are given they must be equal. */
      feeNQT?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description Minutes after the timestamp during which the transaction can be included in a block.
       * @default 1440
       */
      deadline?: number;
      /**
       * @description Submit the signed transaction to the mempool (and the network). false: only return it.
       * @default true
       */
      broadcast?: boolean;
      /** @description Full hash of a transaction that must be confirmed before this one can be. */
      referencedTransactionFullHash?: components["schemas"]["Hex"];
      /** @description Plain message appendix: text (messageIsText=true) or hex bytes. */
      message?: string;
      /**
       * @description message is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageIsText?: boolean;
      /**
       * @description Carry the message as a prunable appendix (only its hash is signed; cheaper for long messages, pruned after node.maxPrunableLifetime).
       * @default false
       */
      messageIsPrunable?: boolean;
      /** @description Message encrypted to the recipient (needs secretPhrase and a recipient whose public key is known or given as recipientPublicKey). */
      messageToEncrypt?: string;
      /**
       * @description messageToEncrypt is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptIsText?: boolean;
      /**
       * @description Compress messageToEncrypt before encrypting it.
       * @default true
       */
      compressMessageToEncrypt?: boolean;
      /**
       * @description Carry the encrypted message as a prunable appendix (only its hash is signed).
       * @default false
       */
      encryptedMessageIsPrunable?: boolean;
      /** @description An already encrypted message to the recipient (ciphertext from encryptTo), with encryptedMessageNonce; instead of messageToEncrypt. */
      encryptedMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptedMessageData. */
      encryptedMessageNonce?: components["schemas"]["Hex"];
      /** @description Note encrypted to the sender's own key (needs secretPhrase). */
      messageToEncryptToSelf?: string;
      /**
       * @description messageToEncryptToSelf is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptToSelfIsText?: boolean;
      /**
       * @description Compress messageToEncryptToSelf before encrypting it.
       * @default true
       */
      compressMessageToEncryptToSelf?: boolean;
      /** @description An already encrypted note to self, with encryptToSelfMessageNonce; instead of messageToEncryptToSelf. */
      encryptToSelfMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptToSelfMessageData. */
      encryptToSelfMessageNonce?: components["schemas"]["Hex"];
      /** @description Announces the recipient's public key (must match the recipient account); also the key messages are encrypted to when the chain knows none. */
      recipientPublicKey?: components["schemas"]["Hex"];
      /** @description Economic clustering block id (default: the block about 720 below the tip). */
      ecBlockId?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Economic clustering block height (with ecBlockId: must be its height; alone: the block at that height).
       */
      ecBlockHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of cancelBidOrder (query string of a GET, or body of a POST). */
    cancelBidOrderParams: {
      /** @description The order (the id of its placement transaction). */
      order: components["schemas"]["Id"];
      /**
       * Format: password
       * @description Secret phrase of the sender: the transaction is signed (and broadcast unless broadcast=false). Give this or publicKey. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /** @description Public key of the sender, for an unsigned transaction to sign elsewhere (not broadcast). With secretPhrase it must be that phrase's key. */
      publicKey?: components["schemas"]["Hex"];
      /** @description Fee in MTA. 0 or absent: the minimum fee for this transaction. */
      feeMTA?: components["schemas"]["Amount"];
      /** @description Alias of feeMTA (Nxt name). If both are given they must be equal. */
      feeNQT?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description Minutes after the timestamp during which the transaction can be included in a block.
       * @default 1440
       */
      deadline?: number;
      /**
       * @description Submit the signed transaction to the mempool (and the network). false: only return it.
       * @default true
       */
      broadcast?: boolean;
      /** @description Full hash of a transaction that must be confirmed before this one can be. */
      referencedTransactionFullHash?: components["schemas"]["Hex"];
      /** @description Plain message appendix: text (messageIsText=true) or hex bytes. */
      message?: string;
      /**
       * @description message is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageIsText?: boolean;
      /**
       * @description Carry the message as a prunable appendix (only its hash is signed; cheaper for long messages, pruned after node.maxPrunableLifetime).
       * @default false
       */
      messageIsPrunable?: boolean;
      /** @description Message encrypted to the recipient (needs secretPhrase and a recipient whose public key is known or given as recipientPublicKey). */
      messageToEncrypt?: string;
      /**
       * @description messageToEncrypt is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptIsText?: boolean;
      /**
       * @description Compress messageToEncrypt before encrypting it.
       * @default true
       */
      compressMessageToEncrypt?: boolean;
      /**
       * @description Carry the encrypted message as a prunable appendix (only its hash is signed).
       * @default false
       */
      encryptedMessageIsPrunable?: boolean;
      /** @description An already encrypted message to the recipient (ciphertext from encryptTo), with encryptedMessageNonce; instead of messageToEncrypt. */
      encryptedMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptedMessageData. */
      encryptedMessageNonce?: components["schemas"]["Hex"];
      /** @description Note encrypted to the sender's own key (needs secretPhrase). */
      messageToEncryptToSelf?: string;
      /**
       * @description messageToEncryptToSelf is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptToSelfIsText?: boolean;
      /**
       * @description Compress messageToEncryptToSelf before encrypting it.
       * @default true
       */
      compressMessageToEncryptToSelf?: boolean;
      /** @description An already encrypted note to self, with encryptToSelfMessageNonce; instead of messageToEncryptToSelf. */
      encryptToSelfMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptToSelfMessageData. */
      encryptToSelfMessageNonce?: components["schemas"]["Hex"];
      /** @description Announces the recipient's public key (must match the recipient account); also the key messages are encrypted to when the chain knows none. */
      recipientPublicKey?: components["schemas"]["Hex"];
      /** @description Economic clustering block id (default: the block about 720 below the tip). */
      ecBlockId?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Economic clustering block height (with ecBlockId: must be its height; alone: the block at that height).
       */
      ecBlockHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of clearUnconfirmedTransactions (query string of a GET, or body of a POST). */
    clearUnconfirmedTransactionsParams: {
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: password
       * @description Admin password (node.adminPassword). Not needed when admin passwords are disabled, or when none is configured and the API listens on a loopback address. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of currencyBuy (query string of a GET, or body of a POST). */
    currencyBuyParams: {
      /** @description The currency (the id of its issuance transaction). Unknown: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY. */
      currency: components["schemas"]["Id"];
      /** @description The limit rate, MTA per QNT. Range 1 to 9223372036854775807. */
      rateMTA: components["schemas"]["Amount"];
      /** @description Units in QNT (the currency's smallest unit: 1 unit = 10^decimals QNT), at least 1. Range 1 to 9223372036854775807. */
      unitsQNT: components["schemas"]["Amount"];
      /**
       * Format: password
       * @description Secret phrase of the sender: the transaction is signed (and broadcast unless broadcast=false). Give this or publicKey. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /** @description Public key of the sender, for an unsigned transaction to sign elsewhere (not broadcast). With secretPhrase it must be that phrase's key. */
      publicKey?: components["schemas"]["Hex"];
      /** @description Fee in MTA. 0 or absent: the minimum fee for this transaction. */
      feeMTA?: components["schemas"]["Amount"];
      /** @description Alias of feeMTA (Nxt name). If both are given they must be equal. */
      feeNQT?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description Minutes after the timestamp during which the transaction can be included in a block.
       * @default 1440
       */
      deadline?: number;
      /**
       * @description Submit the signed transaction to the mempool (and the network). false: only return it.
       * @default true
       */
      broadcast?: boolean;
      /** @description Full hash of a transaction that must be confirmed before this one can be. */
      referencedTransactionFullHash?: components["schemas"]["Hex"];
      /** @description Plain message appendix: text (messageIsText=true) or hex bytes. */
      message?: string;
      /**
       * @description message is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageIsText?: boolean;
      /**
       * @description Carry the message as a prunable appendix (only its hash is signed; cheaper for long messages, pruned after node.maxPrunableLifetime).
       * @default false
       */
      messageIsPrunable?: boolean;
      /** @description Message encrypted to the recipient (needs secretPhrase and a recipient whose public key is known or given as recipientPublicKey). */
      messageToEncrypt?: string;
      /**
       * @description messageToEncrypt is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptIsText?: boolean;
      /**
       * @description Compress messageToEncrypt before encrypting it.
       * @default true
       */
      compressMessageToEncrypt?: boolean;
      /**
       * @description Carry the encrypted message as a prunable appendix (only its hash is signed).
       * @default false
       */
      encryptedMessageIsPrunable?: boolean;
      /** @description An already encrypted message to the recipient (ciphertext from encryptTo), with encryptedMessageNonce; instead of messageToEncrypt. */
      encryptedMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptedMessageData. */
      encryptedMessageNonce?: components["schemas"]["Hex"];
      /** @description Note encrypted to the sender's own key (needs secretPhrase). */
      messageToEncryptToSelf?: string;
      /**
       * @description messageToEncryptToSelf is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptToSelfIsText?: boolean;
      /**
       * @description Compress messageToEncryptToSelf before encrypting it.
       * @default true
       */
      compressMessageToEncryptToSelf?: boolean;
      /** @description An already encrypted note to self, with encryptToSelfMessageNonce; instead of messageToEncryptToSelf. */
      encryptToSelfMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptToSelfMessageData. */
      encryptToSelfMessageNonce?: components["schemas"]["Hex"];
      /** @description Announces the recipient's public key (must match the recipient account); also the key messages are encrypted to when the chain knows none. */
      recipientPublicKey?: components["schemas"]["Hex"];
      /** @description Economic clustering block id (default: the block about 720 below the tip). */
      ecBlockId?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Economic clustering block height (with ecBlockId: must be its height; alone: the block at that height).
       */
      ecBlockHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of currencyMint (query string of a GET, or body of a POST). */
    currencyMintParams: {
      /** @description The currency (the id of its issuance transaction). Unknown: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY. */
      currency: components["schemas"]["Id"];
      /** @description The proof's nonce (any signed 64-bit value). */
      nonce: components["schemas"]["Long"];
      /** @description Units in QNT (the currency's smallest unit: 1 unit = 10^decimals QNT), at least 1. Range 1 to 9223372036854775807. */
      unitsQNT: components["schemas"]["Amount"];
      /** @description Above the last counter the sender used on this currency (GetMintingTarget gives the next one). Range 1 to 9223372036854775807. */
      counter: components["schemas"]["Amount"];
      /** @description The fee as a rate: MTA paid per whole coin of the minimum fee (this node has one chain, whose coin pays its own fees, so 100000000 pays exactly the minimum and 200000000 twice it; rounded up). Below 100000000: errorCode 7 naming feeRateQNTPerFXT. Give this or feeMTA, not both. Range 1 to 9223372036854775807. */
      feeRateQNTPerFXT?: components["schemas"]["Amount"];
      /**
       * Format: password
       * @description Secret phrase of the sender: the transaction is signed (and broadcast unless broadcast=false). Give this or publicKey. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /** @description Public key of the sender, for an unsigned transaction to sign elsewhere (not broadcast). With secretPhrase it must be that phrase's key. */
      publicKey?: components["schemas"]["Hex"];
      /** @description Fee in MTA. 0 or absent: the minimum fee for this transaction. */
      feeMTA?: components["schemas"]["Amount"];
      /** @description Alias of feeMTA (Nxt name). If both are given they must be equal. */
      feeNQT?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description Minutes after the timestamp during which the transaction can be included in a block.
       * @default 1440
       */
      deadline?: number;
      /**
       * @description Submit the signed transaction to the mempool (and the network). false: only return it.
       * @default true
       */
      broadcast?: boolean;
      /** @description Full hash of a transaction that must be confirmed before this one can be. */
      referencedTransactionFullHash?: components["schemas"]["Hex"];
      /** @description Plain message appendix: text (messageIsText=true) or hex bytes. */
      message?: string;
      /**
       * @description message is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageIsText?: boolean;
      /**
       * @description Carry the message as a prunable appendix (only its hash is signed; cheaper for long messages, pruned after node.maxPrunableLifetime).
       * @default false
       */
      messageIsPrunable?: boolean;
      /** @description Message encrypted to the recipient (needs secretPhrase and a recipient whose public key is known or given as recipientPublicKey). */
      messageToEncrypt?: string;
      /**
       * @description messageToEncrypt is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptIsText?: boolean;
      /**
       * @description Compress messageToEncrypt before encrypting it.
       * @default true
       */
      compressMessageToEncrypt?: boolean;
      /**
       * @description Carry the encrypted message as a prunable appendix (only its hash is signed).
       * @default false
       */
      encryptedMessageIsPrunable?: boolean;
      /** @description An already encrypted message to the recipient (ciphertext from encryptTo), with encryptedMessageNonce; instead of messageToEncrypt. */
      encryptedMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptedMessageData. */
      encryptedMessageNonce?: components["schemas"]["Hex"];
      /** @description Note encrypted to the sender's own key (needs secretPhrase). */
      messageToEncryptToSelf?: string;
      /**
       * @description messageToEncryptToSelf is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptToSelfIsText?: boolean;
      /**
       * @description Compress messageToEncryptToSelf before encrypting it.
       * @default true
       */
      compressMessageToEncryptToSelf?: boolean;
      /** @description An already encrypted note to self, with encryptToSelfMessageNonce; instead of messageToEncryptToSelf. */
      encryptToSelfMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptToSelfMessageData. */
      encryptToSelfMessageNonce?: components["schemas"]["Hex"];
      /** @description Announces the recipient's public key (must match the recipient account); also the key messages are encrypted to when the chain knows none. */
      recipientPublicKey?: components["schemas"]["Hex"];
      /** @description Economic clustering block id (default: the block about 720 below the tip). */
      ecBlockId?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Economic clustering block height (with ecBlockId: must be its height; alone: the block at that height).
       */
      ecBlockHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of currencyPayment (query string of a GET, or body of a POST). */
    currencyPaymentParams: {
      /** @description The receiving account (numeric id or RS address). */
      recipient: components["schemas"]["Account"];
      /** @description The currency (the id of its issuance transaction). Unknown: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY. */
      currency: components["schemas"]["Id"];
      /** @description Units in QNT (the currency's smallest unit: 1 unit = 10^decimals QNT), at least 1. Range 1 to 9223372036854775807. */
      unitsQNT: components["schemas"]["Amount"];
      /** @description The fee as a rate: MTA paid per whole coin of the minimum fee (this node has one chain, whose coin pays its own fees, so 100000000 pays exactly the minimum and 200000000 twice it; rounded up). Below 100000000: errorCode 7 naming feeRateQNTPerFXT. Give this or feeMTA, not both. Range 1 to 9223372036854775807. */
      feeRateQNTPerFXT?: components["schemas"]["Amount"];
      /**
       * Format: password
       * @description Secret phrase of the sender: the transaction is signed (and broadcast unless broadcast=false). Give this or publicKey. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /** @description Public key of the sender, for an unsigned transaction to sign elsewhere (not broadcast). With secretPhrase it must be that phrase's key. */
      publicKey?: components["schemas"]["Hex"];
      /** @description Fee in MTA. 0 or absent: the minimum fee for this transaction. */
      feeMTA?: components["schemas"]["Amount"];
      /** @description Alias of feeMTA (Nxt name). If both are given they must be equal. */
      feeNQT?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description Minutes after the timestamp during which the transaction can be included in a block.
       * @default 1440
       */
      deadline?: number;
      /**
       * @description Submit the signed transaction to the mempool (and the network). false: only return it.
       * @default true
       */
      broadcast?: boolean;
      /** @description Full hash of a transaction that must be confirmed before this one can be. */
      referencedTransactionFullHash?: components["schemas"]["Hex"];
      /** @description Plain message appendix: text (messageIsText=true) or hex bytes. */
      message?: string;
      /**
       * @description message is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageIsText?: boolean;
      /**
       * @description Carry the message as a prunable appendix (only its hash is signed; cheaper for long messages, pruned after node.maxPrunableLifetime).
       * @default false
       */
      messageIsPrunable?: boolean;
      /** @description Message encrypted to the recipient (needs secretPhrase and a recipient whose public key is known or given as recipientPublicKey). */
      messageToEncrypt?: string;
      /**
       * @description messageToEncrypt is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptIsText?: boolean;
      /**
       * @description Compress messageToEncrypt before encrypting it.
       * @default true
       */
      compressMessageToEncrypt?: boolean;
      /**
       * @description Carry the encrypted message as a prunable appendix (only its hash is signed).
       * @default false
       */
      encryptedMessageIsPrunable?: boolean;
      /** @description An already encrypted message to the recipient (ciphertext from encryptTo), with encryptedMessageNonce; instead of messageToEncrypt. */
      encryptedMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptedMessageData. */
      encryptedMessageNonce?: components["schemas"]["Hex"];
      /** @description Note encrypted to the sender's own key (needs secretPhrase). */
      messageToEncryptToSelf?: string;
      /**
       * @description messageToEncryptToSelf is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptToSelfIsText?: boolean;
      /**
       * @description Compress messageToEncryptToSelf before encrypting it.
       * @default true
       */
      compressMessageToEncryptToSelf?: boolean;
      /** @description An already encrypted note to self, with encryptToSelfMessageNonce; instead of messageToEncryptToSelf. */
      encryptToSelfMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptToSelfMessageData. */
      encryptToSelfMessageNonce?: components["schemas"]["Hex"];
      /** @description Announces the recipient's public key (must match the recipient account); also the key messages are encrypted to when the chain knows none. */
      recipientPublicKey?: components["schemas"]["Hex"];
      /** @description Economic clustering block id (default: the block about 720 below the tip). */
      ecBlockId?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Economic clustering block height (with ecBlockId: must be its height; alone: the block at that height).
       */
      ecBlockHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of currencyReserveClaim (query string of a GET, or body of a POST). */
    currencyReserveClaimParams: {
      /** @description The currency (the id of its issuance transaction). Unknown: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY. */
      currency: components["schemas"]["Id"];
      /** @description Units in QNT (the currency's smallest unit: 1 unit = 10^decimals QNT), at least 1. Range 1 to 9223372036854775807. */
      unitsQNT: components["schemas"]["Amount"];
      /**
       * Format: password
       * @description Secret phrase of the sender: the transaction is signed (and broadcast unless broadcast=false). Give this or publicKey. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /** @description Public key of the sender, for an unsigned transaction to sign elsewhere (not broadcast). With secretPhrase it must be that phrase's key. */
      publicKey?: components["schemas"]["Hex"];
      /** @description Fee in MTA. 0 or absent: the minimum fee for this transaction. */
      feeMTA?: components["schemas"]["Amount"];
      /** @description Alias of feeMTA (Nxt name). If both are given they must be equal. */
      feeNQT?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description Minutes after the timestamp during which the transaction can be included in a block.
       * @default 1440
       */
      deadline?: number;
      /**
       * @description Submit the signed transaction to the mempool (and the network). false: only return it.
       * @default true
       */
      broadcast?: boolean;
      /** @description Full hash of a transaction that must be confirmed before this one can be. */
      referencedTransactionFullHash?: components["schemas"]["Hex"];
      /** @description Plain message appendix: text (messageIsText=true) or hex bytes. */
      message?: string;
      /**
       * @description message is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageIsText?: boolean;
      /**
       * @description Carry the message as a prunable appendix (only its hash is signed; cheaper for long messages, pruned after node.maxPrunableLifetime).
       * @default false
       */
      messageIsPrunable?: boolean;
      /** @description Message encrypted to the recipient (needs secretPhrase and a recipient whose public key is known or given as recipientPublicKey). */
      messageToEncrypt?: string;
      /**
       * @description messageToEncrypt is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptIsText?: boolean;
      /**
       * @description Compress messageToEncrypt before encrypting it.
       * @default true
       */
      compressMessageToEncrypt?: boolean;
      /**
       * @description Carry the encrypted message as a prunable appendix (only its hash is signed).
       * @default false
       */
      encryptedMessageIsPrunable?: boolean;
      /** @description An already encrypted message to the recipient (ciphertext from encryptTo), with encryptedMessageNonce; instead of messageToEncrypt. */
      encryptedMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptedMessageData. */
      encryptedMessageNonce?: components["schemas"]["Hex"];
      /** @description Note encrypted to the sender's own key (needs secretPhrase). */
      messageToEncryptToSelf?: string;
      /**
       * @description messageToEncryptToSelf is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptToSelfIsText?: boolean;
      /**
       * @description Compress messageToEncryptToSelf before encrypting it.
       * @default true
       */
      compressMessageToEncryptToSelf?: boolean;
      /** @description An already encrypted note to self, with encryptToSelfMessageNonce; instead of messageToEncryptToSelf. */
      encryptToSelfMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptToSelfMessageData. */
      encryptToSelfMessageNonce?: components["schemas"]["Hex"];
      /** @description Announces the recipient's public key (must match the recipient account); also the key messages are encrypted to when the chain knows none. */
      recipientPublicKey?: components["schemas"]["Hex"];
      /** @description Economic clustering block id (default: the block about 720 below the tip). */
      ecBlockId?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Economic clustering block height (with ecBlockId: must be its height; alone: the block at that height).
       */
      ecBlockHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of currencyReserveIncrease (query string of a GET, or body of a POST). */
    currencyReserveIncreaseParams: {
      /** @description The currency (the id of its issuance transaction). Unknown: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY. */
      currency: components["schemas"]["Id"];
      /** @description MTA pledged per unit of the reserve supply, at least 1. Range 1 to 9223372036854775807. */
      amountPerUnitMTA: components["schemas"]["Amount"];
      /**
       * Format: password
       * @description Secret phrase of the sender: the transaction is signed (and broadcast unless broadcast=false). Give this or publicKey. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /** @description Public key of the sender, for an unsigned transaction to sign elsewhere (not broadcast). With secretPhrase it must be that phrase's key. */
      publicKey?: components["schemas"]["Hex"];
      /** @description Fee in MTA. 0 or absent: the minimum fee for this transaction. */
      feeMTA?: components["schemas"]["Amount"];
      /** @description Alias of feeMTA (Nxt name). If both are given they must be equal. */
      feeNQT?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description Minutes after the timestamp during which the transaction can be included in a block.
       * @default 1440
       */
      deadline?: number;
      /**
       * @description Submit the signed transaction to the mempool (and the network). false: only return it.
       * @default true
       */
      broadcast?: boolean;
      /** @description Full hash of a transaction that must be confirmed before this one can be. */
      referencedTransactionFullHash?: components["schemas"]["Hex"];
      /** @description Plain message appendix: text (messageIsText=true) or hex bytes. */
      message?: string;
      /**
       * @description message is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageIsText?: boolean;
      /**
       * @description Carry the message as a prunable appendix (only its hash is signed; cheaper for long messages, pruned after node.maxPrunableLifetime).
       * @default false
       */
      messageIsPrunable?: boolean;
      /** @description Message encrypted to the recipient (needs secretPhrase and a recipient whose public key is known or given as recipientPublicKey). */
      messageToEncrypt?: string;
      /**
       * @description messageToEncrypt is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptIsText?: boolean;
      /**
       * @description Compress messageToEncrypt before encrypting it.
       * @default true
       */
      compressMessageToEncrypt?: boolean;
      /**
       * @description Carry the encrypted message as a prunable appendix (only its hash is signed).
       * @default false
       */
      encryptedMessageIsPrunable?: boolean;
      /** @description An already encrypted message to the recipient (ciphertext from encryptTo), with encryptedMessageNonce; instead of messageToEncrypt. */
      encryptedMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptedMessageData. */
      encryptedMessageNonce?: components["schemas"]["Hex"];
      /** @description Note encrypted to the sender's own key (needs secretPhrase). */
      messageToEncryptToSelf?: string;
      /**
       * @description messageToEncryptToSelf is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptToSelfIsText?: boolean;
      /**
       * @description Compress messageToEncryptToSelf before encrypting it.
       * @default true
       */
      compressMessageToEncryptToSelf?: boolean;
      /** @description An already encrypted note to self, with encryptToSelfMessageNonce; instead of messageToEncryptToSelf. */
      encryptToSelfMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptToSelfMessageData. */
      encryptToSelfMessageNonce?: components["schemas"]["Hex"];
      /** @description Announces the recipient's public key (must match the recipient account); also the key messages are encrypted to when the chain knows none. */
      recipientPublicKey?: components["schemas"]["Hex"];
      /** @description Economic clustering block id (default: the block about 720 below the tip). */
      ecBlockId?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Economic clustering block height (with ecBlockId: must be its height; alone: the block at that height).
       */
      ecBlockHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of currencySell (query string of a GET, or body of a POST). */
    currencySellParams: {
      /** @description The currency (the id of its issuance transaction). Unknown: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY. */
      currency: components["schemas"]["Id"];
      /** @description The limit rate, MTA per QNT. Range 1 to 9223372036854775807. */
      rateMTA: components["schemas"]["Amount"];
      /** @description Units in QNT (the currency's smallest unit: 1 unit = 10^decimals QNT), at least 1. Range 1 to 9223372036854775807. */
      unitsQNT: components["schemas"]["Amount"];
      /**
       * Format: password
       * @description Secret phrase of the sender: the transaction is signed (and broadcast unless broadcast=false). Give this or publicKey. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /** @description Public key of the sender, for an unsigned transaction to sign elsewhere (not broadcast). With secretPhrase it must be that phrase's key. */
      publicKey?: components["schemas"]["Hex"];
      /** @description Fee in MTA. 0 or absent: the minimum fee for this transaction. */
      feeMTA?: components["schemas"]["Amount"];
      /** @description Alias of feeMTA (Nxt name). If both are given they must be equal. */
      feeNQT?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description Minutes after the timestamp during which the transaction can be included in a block.
       * @default 1440
       */
      deadline?: number;
      /**
       * @description Submit the signed transaction to the mempool (and the network). false: only return it.
       * @default true
       */
      broadcast?: boolean;
      /** @description Full hash of a transaction that must be confirmed before this one can be. */
      referencedTransactionFullHash?: components["schemas"]["Hex"];
      /** @description Plain message appendix: text (messageIsText=true) or hex bytes. */
      message?: string;
      /**
       * @description message is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageIsText?: boolean;
      /**
       * @description Carry the message as a prunable appendix (only its hash is signed; cheaper for long messages, pruned after node.maxPrunableLifetime).
       * @default false
       */
      messageIsPrunable?: boolean;
      /** @description Message encrypted to the recipient (needs secretPhrase and a recipient whose public key is known or given as recipientPublicKey). */
      messageToEncrypt?: string;
      /**
       * @description messageToEncrypt is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptIsText?: boolean;
      /**
       * @description Compress messageToEncrypt before encrypting it.
       * @default true
       */
      compressMessageToEncrypt?: boolean;
      /**
       * @description Carry the encrypted message as a prunable appendix (only its hash is signed).
       * @default false
       */
      encryptedMessageIsPrunable?: boolean;
      /** @description An already encrypted message to the recipient (ciphertext from encryptTo), with encryptedMessageNonce; instead of messageToEncrypt. */
      encryptedMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptedMessageData. */
      encryptedMessageNonce?: components["schemas"]["Hex"];
      /** @description Note encrypted to the sender's own key (needs secretPhrase). */
      messageToEncryptToSelf?: string;
      /**
       * @description messageToEncryptToSelf is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptToSelfIsText?: boolean;
      /**
       * @description Compress messageToEncryptToSelf before encrypting it.
       * @default true
       */
      compressMessageToEncryptToSelf?: boolean;
      /** @description An already encrypted note to self, with encryptToSelfMessageNonce; instead of messageToEncryptToSelf. */
      encryptToSelfMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptToSelfMessageData. */
      encryptToSelfMessageNonce?: components["schemas"]["Hex"];
      /** @description Announces the recipient's public key (must match the recipient account); also the key messages are encrypted to when the chain knows none. */
      recipientPublicKey?: components["schemas"]["Hex"];
      /** @description Economic clustering block id (default: the block about 720 below the tip). */
      ecBlockId?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Economic clustering block height (with ecBlockId: must be its height; alone: the block at that height).
       */
      ecBlockHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of decodeToken (query string of a GET, or body of a POST). */
    decodeTokenParams: {
      /** @description The website (any text, at most 2048 characters); surrounding white space is trimmed before signing or checking. */
      website: string;
      /** @description The 160-character token (base-32 digits, either case; surrounding white space ignored). */
      token: string;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of decryptFrom (query string of a GET, or body of a POST). */
    decryptFromParams: {
      /** @description The other party: the sender of the message, or its recipient when the secret phrase is the sender's. */
      account: components["schemas"]["Account"];
      /** @description Ciphertext with its tag (hex), as encryptTo returned it. */
      data: components["schemas"]["Hex"];
      /** @description The 24-byte nonce (hex). */
      nonce: components["schemas"]["Hex"];
      /**
       * @description true: answer the message as text (it must be valid UTF-8); false: as hex.
       * @default true
       */
      decryptedMessageIsText?: boolean;
      /**
       * @description The message was compressed when encrypted (compressMessageToEncrypt); it must match, or decryption fails.
       * @default true
       */
      uncompressDecryptedMessage?: boolean;
      /**
       * Format: password
       * @description Secret phrase of the reader (sender or recipient). Secret: send it in a POST body, never in a URL.
       */
      secretPhrase: string;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of deleteCurrency (query string of a GET, or body of a POST). */
    deleteCurrencyParams: {
      /** @description The currency (the id of its issuance transaction). Unknown: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY. */
      currency: components["schemas"]["Id"];
      /**
       * Format: password
       * @description Secret phrase of the sender: the transaction is signed (and broadcast unless broadcast=false). Give this or publicKey. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /** @description Public key of the sender, for an unsigned transaction to sign elsewhere (not broadcast). With secretPhrase it must be that phrase's key. */
      publicKey?: components["schemas"]["Hex"];
      /** @description Fee in MTA. 0 or absent: the minimum fee for this transaction. */
      feeMTA?: components["schemas"]["Amount"];
      /** @description Alias of feeMTA (Nxt name). If both are given they must be equal. */
      feeNQT?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description Minutes after the timestamp during which the transaction can be included in a block.
       * @default 1440
       */
      deadline?: number;
      /**
       * @description Submit the signed transaction to the mempool (and the network). false: only return it.
       * @default true
       */
      broadcast?: boolean;
      /** @description Full hash of a transaction that must be confirmed before this one can be. */
      referencedTransactionFullHash?: components["schemas"]["Hex"];
      /** @description Plain message appendix: text (messageIsText=true) or hex bytes. */
      message?: string;
      /**
       * @description message is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageIsText?: boolean;
      /**
       * @description Carry the message as a prunable appendix (only its hash is signed; cheaper for long messages, pruned after node.maxPrunableLifetime).
       * @default false
       */
      messageIsPrunable?: boolean;
      /** @description Message encrypted to the recipient (needs secretPhrase and a recipient whose public key is known or given as recipientPublicKey). */
      messageToEncrypt?: string;
      /**
       * @description messageToEncrypt is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptIsText?: boolean;
      /**
       * @description Compress messageToEncrypt before encrypting it.
       * @default true
       */
      compressMessageToEncrypt?: boolean;
      /**
       * @description Carry the encrypted message as a prunable appendix (only its hash is signed).
       * @default false
       */
      encryptedMessageIsPrunable?: boolean;
      /** @description An already encrypted message to the recipient (ciphertext from encryptTo), with encryptedMessageNonce; instead of messageToEncrypt. */
      encryptedMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptedMessageData. */
      encryptedMessageNonce?: components["schemas"]["Hex"];
      /** @description Note encrypted to the sender's own key (needs secretPhrase). */
      messageToEncryptToSelf?: string;
      /**
       * @description messageToEncryptToSelf is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptToSelfIsText?: boolean;
      /**
       * @description Compress messageToEncryptToSelf before encrypting it.
       * @default true
       */
      compressMessageToEncryptToSelf?: boolean;
      /** @description An already encrypted note to self, with encryptToSelfMessageNonce; instead of messageToEncryptToSelf. */
      encryptToSelfMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptToSelfMessageData. */
      encryptToSelfMessageNonce?: components["schemas"]["Hex"];
      /** @description Announces the recipient's public key (must match the recipient account); also the key messages are encrypted to when the chain knows none. */
      recipientPublicKey?: components["schemas"]["Hex"];
      /** @description Economic clustering block id (default: the block about 720 below the tip). */
      ecBlockId?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Economic clustering block height (with ecBlockId: must be its height; alone: the block at that height).
       */
      ecBlockHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of deleteTotem (query string of a GET, or body of a POST). */
    deleteTotemParams: {
      /** @description The totem (the id of its issuance transaction). Unknown: errorCode 7 naming totem. */
      totem: components["schemas"]["Id"];
      /** @description Quantity in QNT (the totem's smallest unit: 1 unit = 10^decimals QNT), at least 1. Range 1 to 9223372036854775807. */
      quantityQNT: components["schemas"]["Amount"];
      /**
       * Format: password
       * @description Secret phrase of the sender: the transaction is signed (and broadcast unless broadcast=false). Give this or publicKey. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /** @description Public key of the sender, for an unsigned transaction to sign elsewhere (not broadcast). With secretPhrase it must be that phrase's key. */
      publicKey?: components["schemas"]["Hex"];
      /** @description Fee in MTA. 0 or absent: the minimum fee for this transaction. */
      feeMTA?: components["schemas"]["Amount"];
      /** @description Alias of feeMTA (Nxt name). If both are given they must be equal. */
      feeNQT?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description Minutes after the timestamp during which the transaction can be included in a block.
       * @default 1440
       */
      deadline?: number;
      /**
       * @description Submit the signed transaction to the mempool (and the network). false: only return it.
       * @default true
       */
      broadcast?: boolean;
      /** @description Full hash of a transaction that must be confirmed before this one can be. */
      referencedTransactionFullHash?: components["schemas"]["Hex"];
      /** @description Plain message appendix: text (messageIsText=true) or hex bytes. */
      message?: string;
      /**
       * @description message is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageIsText?: boolean;
      /**
       * @description Carry the message as a prunable appendix (only its hash is signed; cheaper for long messages, pruned after node.maxPrunableLifetime).
       * @default false
       */
      messageIsPrunable?: boolean;
      /** @description Message encrypted to the recipient (needs secretPhrase and a recipient whose public key is known or given as recipientPublicKey). */
      messageToEncrypt?: string;
      /**
       * @description messageToEncrypt is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptIsText?: boolean;
      /**
       * @description Compress messageToEncrypt before encrypting it.
       * @default true
       */
      compressMessageToEncrypt?: boolean;
      /**
       * @description Carry the encrypted message as a prunable appendix (only its hash is signed).
       * @default false
       */
      encryptedMessageIsPrunable?: boolean;
      /** @description An already encrypted message to the recipient (ciphertext from encryptTo), with encryptedMessageNonce; instead of messageToEncrypt. */
      encryptedMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptedMessageData. */
      encryptedMessageNonce?: components["schemas"]["Hex"];
      /** @description Note encrypted to the sender's own key (needs secretPhrase). */
      messageToEncryptToSelf?: string;
      /**
       * @description messageToEncryptToSelf is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptToSelfIsText?: boolean;
      /**
       * @description Compress messageToEncryptToSelf before encrypting it.
       * @default true
       */
      compressMessageToEncryptToSelf?: boolean;
      /** @description An already encrypted note to self, with encryptToSelfMessageNonce; instead of messageToEncryptToSelf. */
      encryptToSelfMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptToSelfMessageData. */
      encryptToSelfMessageNonce?: components["schemas"]["Hex"];
      /** @description Announces the recipient's public key (must match the recipient account); also the key messages are encrypted to when the chain knows none. */
      recipientPublicKey?: components["schemas"]["Hex"];
      /** @description Economic clustering block id (default: the block about 720 below the tip). */
      ecBlockId?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Economic clustering block height (with ecBlockId: must be its height; alone: the block at that height).
       */
      ecBlockHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of deregisterMerchant (query string of a GET, or body of a POST). */
    deregisterMerchantParams: {
      /**
       * Format: password
       * @description Secret phrase of the sender: the transaction is signed (and broadcast unless broadcast=false). Give this or publicKey. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /** @description Public key of the sender, for an unsigned transaction to sign elsewhere (not broadcast). With secretPhrase it must be that phrase's key. */
      publicKey?: components["schemas"]["Hex"];
      /** @description Fee in MTA. 0 or absent: the minimum fee for this transaction. */
      feeMTA?: components["schemas"]["Amount"];
      /** @description Alias of feeMTA (Nxt name). If both are given they must be equal. */
      feeNQT?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description Minutes after the timestamp during which the transaction can be included in a block.
       * @default 1440
       */
      deadline?: number;
      /**
       * @description Submit the signed transaction to the mempool (and the network). false: only return it.
       * @default true
       */
      broadcast?: boolean;
      /** @description Full hash of a transaction that must be confirmed before this one can be. */
      referencedTransactionFullHash?: components["schemas"]["Hex"];
      /** @description Plain message appendix: text (messageIsText=true) or hex bytes. */
      message?: string;
      /**
       * @description message is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageIsText?: boolean;
      /**
       * @description Carry the message as a prunable appendix (only its hash is signed; cheaper for long messages, pruned after node.maxPrunableLifetime).
       * @default false
       */
      messageIsPrunable?: boolean;
      /** @description Message encrypted to the recipient (needs secretPhrase and a recipient whose public key is known or given as recipientPublicKey). */
      messageToEncrypt?: string;
      /**
       * @description messageToEncrypt is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptIsText?: boolean;
      /**
       * @description Compress messageToEncrypt before encrypting it.
       * @default true
       */
      compressMessageToEncrypt?: boolean;
      /**
       * @description Carry the encrypted message as a prunable appendix (only its hash is signed).
       * @default false
       */
      encryptedMessageIsPrunable?: boolean;
      /** @description An already encrypted message to the recipient (ciphertext from encryptTo), with encryptedMessageNonce; instead of messageToEncrypt. */
      encryptedMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptedMessageData. */
      encryptedMessageNonce?: components["schemas"]["Hex"];
      /** @description Note encrypted to the sender's own key (needs secretPhrase). */
      messageToEncryptToSelf?: string;
      /**
       * @description messageToEncryptToSelf is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptToSelfIsText?: boolean;
      /**
       * @description Compress messageToEncryptToSelf before encrypting it.
       * @default true
       */
      compressMessageToEncryptToSelf?: boolean;
      /** @description An already encrypted note to self, with encryptToSelfMessageNonce; instead of messageToEncryptToSelf. */
      encryptToSelfMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptToSelfMessageData. */
      encryptToSelfMessageNonce?: components["schemas"]["Hex"];
      /** @description Announces the recipient's public key (must match the recipient account); also the key messages are encrypted to when the chain knows none. */
      recipientPublicKey?: components["schemas"]["Hex"];
      /** @description Economic clustering block id (default: the block about 720 below the tip). */
      ecBlockId?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Economic clustering block height (with ecBlockId: must be its height; alone: the block at that height).
       */
      ecBlockHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of dividendPayment (query string of a GET, or body of a POST). */
    dividendPaymentParams: {
      /** @description The totem (the id of its issuance transaction). Unknown: errorCode 7 naming totem. */
      totem: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description The block whose holdings are paid: from the totem's issuance to the last block, at most 1440 blocks back.
       */
      height: number;
      /** @description MTA paid per QNT held, at least 1. Range 1 to 9223372036854775807. */
      amountMTAPerQNT: components["schemas"]["Amount"];
      /**
       * Format: password
       * @description Secret phrase of the sender: the transaction is signed (and broadcast unless broadcast=false). Give this or publicKey. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /** @description Public key of the sender, for an unsigned transaction to sign elsewhere (not broadcast). With secretPhrase it must be that phrase's key. */
      publicKey?: components["schemas"]["Hex"];
      /** @description Fee in MTA. 0 or absent: the minimum fee for this transaction. */
      feeMTA?: components["schemas"]["Amount"];
      /** @description Alias of feeMTA (Nxt name). If both are given they must be equal. */
      feeNQT?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description Minutes after the timestamp during which the transaction can be included in a block.
       * @default 1440
       */
      deadline?: number;
      /**
       * @description Submit the signed transaction to the mempool (and the network). false: only return it.
       * @default true
       */
      broadcast?: boolean;
      /** @description Full hash of a transaction that must be confirmed before this one can be. */
      referencedTransactionFullHash?: components["schemas"]["Hex"];
      /** @description Plain message appendix: text (messageIsText=true) or hex bytes. */
      message?: string;
      /**
       * @description message is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageIsText?: boolean;
      /**
       * @description Carry the message as a prunable appendix (only its hash is signed; cheaper for long messages, pruned after node.maxPrunableLifetime).
       * @default false
       */
      messageIsPrunable?: boolean;
      /** @description Message encrypted to the recipient (needs secretPhrase and a recipient whose public key is known or given as recipientPublicKey). */
      messageToEncrypt?: string;
      /**
       * @description messageToEncrypt is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptIsText?: boolean;
      /**
       * @description Compress messageToEncrypt before encrypting it.
       * @default true
       */
      compressMessageToEncrypt?: boolean;
      /**
       * @description Carry the encrypted message as a prunable appendix (only its hash is signed).
       * @default false
       */
      encryptedMessageIsPrunable?: boolean;
      /** @description An already encrypted message to the recipient (ciphertext from encryptTo), with encryptedMessageNonce; instead of messageToEncrypt. */
      encryptedMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptedMessageData. */
      encryptedMessageNonce?: components["schemas"]["Hex"];
      /** @description Note encrypted to the sender's own key (needs secretPhrase). */
      messageToEncryptToSelf?: string;
      /**
       * @description messageToEncryptToSelf is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptToSelfIsText?: boolean;
      /**
       * @description Compress messageToEncryptToSelf before encrypting it.
       * @default true
       */
      compressMessageToEncryptToSelf?: boolean;
      /** @description An already encrypted note to self, with encryptToSelfMessageNonce; instead of messageToEncryptToSelf. */
      encryptToSelfMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptToSelfMessageData. */
      encryptToSelfMessageNonce?: components["schemas"]["Hex"];
      /** @description Announces the recipient's public key (must match the recipient account); also the key messages are encrypted to when the chain knows none. */
      recipientPublicKey?: components["schemas"]["Hex"];
      /** @description Economic clustering block id (default: the block about 720 below the tip). */
      ecBlockId?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Economic clustering block height (with ecBlockId: must be its height; alone: the block at that height).
       */
      ecBlockHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of dumpPeers (query string of a GET, or body of a POST). */
    dumpPeersParams: {
      /**
       * @description true: peers connected now; false: every known peer (not blacklisted).
       * @default true
       */
      active?: boolean;
      /** @description Only peers announcing this service (e.g. BLOCKS). */
      service?: string;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of encryptTo (query string of a GET, or body of a POST). */
    encryptToParams: {
      /** @description Recipient account (numeric id or RS address). */
      recipient: components["schemas"]["Account"];
      /** @description The message: text, or hex when messageToEncryptIsText=false. */
      messageToEncrypt: string;
      /**
       * @description true: the message is text (encrypted as UTF-8); false: hex bytes.
       * @default true
       */
      messageToEncryptIsText?: boolean;
      /**
       * @description Deflate the message before encrypting it (decryptFrom then needs uncompressDecryptedMessage=true).
       * @default true
       */
      compressMessageToEncrypt?: boolean;
      /**
       * Format: password
       * @description Secret phrase of the sender. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase: string;
      /** @description The recipient's public key, for a recipient whose key is not on the chain; it must be that account's key. */
      recipientPublicKey?: components["schemas"]["Hex"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of fullHashToId (query string of a GET, or body of a POST). */
    fullHashToIdParams: {
      /** @description Full hash (64 hex digits). */
      fullHash: components["schemas"]["Hex"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of generateBlock (query string of a GET, or body of a POST). */
    generateBlockParams: {
      /**
       * Format: int32
       * @description How many blocks to forge in a row (1 to 1000).
       */
      numBlocks?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: password
       * @description Admin password (node.adminPassword). Not needed when admin passwords are disabled, or when none is configured and the API listens on a loopback address. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of generateToken (query string of a GET, or body of a POST). */
    generateTokenParams: {
      /** @description The website (any text, at most 2048 characters); surrounding white space is trimmed before signing or checking. */
      website: string;
      /**
       * Format: password
       * @description Secret phrase of the account that vouches for the website. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase: string;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of get-currenciesByIssuer (query string of a GET, or body of a POST). */
    "get-currenciesByIssuerParams": {
      /** @description The issuers: numeric ids or RS addresses, separated by commas (or the parameter repeated). Repeat the parameter, or give comma-separated values. */
      account: components["schemas"]["Account"][];
      /**
       * @description Add numberOfTransfers and numberOfPayments to each currency.
       * @default false
       */
      includeCounts?: boolean;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getAccount (query string of a GET, or body of a POST). */
    getAccountParams: {
      /** @description Account (numeric id or RS address). */
      account: components["schemas"]["Account"];
      /**
       * @description Add lessors, lessorsRS and lessorsInfo (accounts whose balance lease to this one runs now).
       * @default false
       */
      includeLessors?: boolean;
      /**
       * @description Add effectiveBalance (whole coins counting for forging).
       * @default false
       */
      includeEffectiveBalance?: boolean;
      /**
       * @description Add totemBalances [{totem, balanceQNT}] (units owned, open asks included) and unconfirmedTotemBalances [{totem, unconfirmedBalanceQNT}] (units still movable: open asks and pending transactions excluded).
       * @default false
       */
      includeTotems?: boolean;
      /**
       * @description Add currencyBalances and unconfirmedCurrencyBalances.
       * @default false
       */
      includeCurrencies?: boolean;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getAccountBlockIds (query string of a GET, or body of a POST). */
    getAccountBlockIdsParams: {
      /** @description Forging account (numeric id or RS address). */
      account: components["schemas"]["Account"];
      /**
       * Format: int32
       * @description Only blocks at this height or above.
       */
      fromHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getAccountBlocks (query string of a GET, or body of a POST). */
    getAccountBlocksParams: {
      /** @description Forging account (numeric id or RS address). */
      account: components["schemas"]["Account"];
      /**
       * Format: int32
       * @description Only blocks at this height or above.
       */
      fromHeight?: number;
      /**
       * @description Transaction objects instead of full hashes.
       * @default false
       */
      includeTransactions?: boolean;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getAccountCurrencies (query string of a GET, or body of a POST). */
    getAccountCurrenciesParams: {
      /** @description The holder (numeric id or RS address). */
      account: components["schemas"]["Account"];
      /** @description Only this currency. Unknown: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY. */
      currency?: components["schemas"]["Id"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getAccountCurrentAskOrders (query string of a GET, or body of a POST). */
    getAccountCurrentAskOrdersParams: {
      /** @description The account (numeric id or RS address) whose orders to list. */
      account: components["schemas"]["Account"];
      /** @description Only orders of this totem. */
      totem?: components["schemas"]["Id"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getAccountCurrentBidOrders (query string of a GET, or body of a POST). */
    getAccountCurrentBidOrdersParams: {
      /** @description The account (numeric id or RS address) whose orders to list. */
      account: components["schemas"]["Account"];
      /** @description Only orders of this totem. */
      totem?: components["schemas"]["Id"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getAccountId (query string of a GET, or body of a POST). */
    getAccountIdParams: {
      /**
       * Format: password
       * @description Secret phrase of the account. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /** @description Public key of the account. */
      publicKey?: components["schemas"]["Hex"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getAccountLessors (query string of a GET, or body of a POST). */
    getAccountLessorsParams: {
      /** @description The lessee (numeric id or RS address). */
      account: components["schemas"]["Account"];
      /**
       * Format: int32
       * @description Height to answer for: the tip (default) or above it.
       */
      height?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getAccountPublicKey (query string of a GET, or body of a POST). */
    getAccountPublicKeyParams: {
      /** @description Account (numeric id or RS address). */
      account: components["schemas"]["Account"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getAccountTotems (query string of a GET, or body of a POST). */
    getAccountTotemsParams: {
      /** @description The holder (numeric id or RS address). */
      account: components["schemas"]["Account"];
      /** @description Only this totem. */
      totem?: components["schemas"]["Id"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getActorState (query string of a GET, or body of a POST). */
    getActorStateParams: {
      /** @description Only this actor, in full (its system id, e.g. mempool). */
      actor?: string;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: password
       * @description Admin password (node.adminPassword). Not needed when admin passwords are disabled, or when none is configured and the API listens on a loopback address. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getAllCurrencies (query string of a GET, or body of a POST). */
    getAllCurrenciesParams: {
      /**
       * @description Add numberOfAccounts, numberOfTransfers, numberOfPayments and numberOfExchanges to each currency.
       * @default false
       */
      includeCounts?: boolean;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getAllPrunableMessages (query string of a GET, or body of a POST). */
    getAllPrunableMessagesParams: {
      /**
       * Format: int32
       * @description Only messages whose transaction timestamp (epoch seconds) is at or after this.
       * @default 0
       */
      timestamp?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getAllTotems (query string of a GET, or body of a POST). */
    getAllTotemsParams: {
      /**
       * @description Only totems whose approval status is this one. Matched case-insensitively.
       * @enum {string}
       */
      approvalStatus?: "NONE" | "PENDING" | "APPROVED" | "REJECTED";
      /**
       * @description Add numberOfAccounts, numberOfTransfers and numberOfTrades to each totem.
       * @default false
       */
      includeCounts?: boolean;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getAllTrades (query string of a GET, or body of a POST). */
    getAllTradesParams: {
      /**
       * Format: int32
       * @description Only trades whose block's timestamp (epoch seconds) is at or after this.
       * @default 0
       */
      timestamp?: number;
      /**
       * @description Add each trade's totem name and decimals.
       * @default false
       */
      includeTotemInfo?: boolean;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getAllWaitingTransactions (query string of a GET, or body of a POST). */
    getAllWaitingTransactionsParams: {
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getAskOrder (query string of a GET, or body of a POST). */
    getAskOrderParams: {
      /** @description Id of the ask order (its placement transaction's id). */
      order: components["schemas"]["Id"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getAskOrders (query string of a GET, or body of a POST). */
    getAskOrdersParams: {
      /** @description The totem whose book to read. */
      totem: components["schemas"]["Id"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getBalance (query string of a GET, or body of a POST). */
    getBalanceParams: {
      /** @description Account (numeric id or RS address). */
      account: components["schemas"]["Account"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getBidOrder (query string of a GET, or body of a POST). */
    getBidOrderParams: {
      /** @description Id of the bid order (its placement transaction's id). */
      order: components["schemas"]["Id"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getBidOrders (query string of a GET, or body of a POST). */
    getBidOrdersParams: {
      /** @description The totem whose book to read. */
      totem: components["schemas"]["Id"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getBlock (query string of a GET, or body of a POST). */
    getBlockParams: {
      /** @description Block id. */
      block?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Block height (0 is the genesis block).
       */
      height?: number;
      /**
       * Format: int32
       * @description Epoch timestamp: the last block at or before it.
       */
      timestamp?: number;
      /**
       * @description Transaction objects instead of full hashes.
       * @default false
       */
      includeTransactions?: boolean;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getBlockId (query string of a GET, or body of a POST). */
    getBlockIdParams: {
      /**
       * Format: int32
       * @description Block height (0 is the genesis block).
       */
      height: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getBlockchainStatus (query string of a GET, or body of a POST). */
    getBlockchainStatusParams: {
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getBlockchainTransactions (query string of a GET, or body of a POST). */
    getBlockchainTransactionsParams: {
      /** @description Account (numeric id or RS address). */
      account: components["schemas"]["Account"];
      /**
       * Format: int32
       * @description Only transactions of this type.
       */
      type?: number;
      /**
       * Format: int32
       * @description Only transactions of this subtype (requires type).
       */
      subtype?: number;
      /**
       * Format: int32
       * @description Only transactions confirmed at this height or above.
       */
      fromHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getBlocks (query string of a GET, or body of a POST). */
    getBlocksParams: {
      /**
       * @description Transaction objects instead of full hashes.
       * @default false
       */
      includeTransactions?: boolean;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getBuyOffers (query string of a GET, or body of a POST). */
    getBuyOffersParams: {
      /** @description Only offers on this currency. */
      currency?: components["schemas"]["Id"];
      /** @description Only offers of this account (numeric id or RS address). */
      account?: components["schemas"]["Account"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getConstants (query string of a GET, or body of a POST). */
    getConstantsParams: {
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getCurrency (query string of a GET, or body of a POST). */
    getCurrencyParams: {
      /** @description The currency id (its issuance transaction id). */
      currency?: components["schemas"]["Id"];
      /** @description Or its code (3..5 capital letters). */
      code?: string;
      /**
       * @description Add numberOfAccounts, numberOfTransfers, numberOfPayments and numberOfExchanges.
       * @default false
       */
      includeCounts?: boolean;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getCurrencyAccounts (query string of a GET, or body of a POST). */
    getCurrencyAccountsParams: {
      /** @description The currency. Unknown: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY. */
      currency: components["schemas"]["Id"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getCurrencyFounders (query string of a GET, or body of a POST). */
    getCurrencyFoundersParams: {
      /** @description The currency. Unknown: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY. */
      currency: components["schemas"]["Id"];
      /** @description Only this founder (numeric id or RS address). */
      account?: components["schemas"]["Account"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getCurrencyTransfers (query string of a GET, or body of a POST). */
    getCurrencyTransfersParams: {
      /** @description Only transfers of this currency (required unless account is given). */
      currency?: components["schemas"]["Id"];
      /** @description Only transfers this account sent or received (numeric id or RS address; required unless currency is given). */
      account?: components["schemas"]["Account"];
      /**
       * @description Add the currency's name, code and decimals to each entry (left out for a currency that no longer exists).
       * @default false
       */
      includeCurrencyInfo?: boolean;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getECBlock (query string of a GET, or body of a POST). */
    getECBlockParams: {
      /**
       * Format: int32
       * @description Epoch timestamp of the transaction (default: the node's time now).
       */
      timestamp?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getExchanges (query string of a GET, or body of a POST). */
    getExchangesParams: {
      /** @description Only exchanges of this currency. */
      currency?: components["schemas"]["Id"];
      /** @description Only exchanges in which this account sold or bought (numeric id or RS address). */
      account?: components["schemas"]["Account"];
      /** @description Only fills of this exchange offer (its publishing transaction id). */
      offer?: components["schemas"]["Id"];
      /**
       * @description Add the currency's name, code and decimals to each entry (left out for a currency that no longer exists).
       * @default false
       */
      includeCurrencyInfo?: boolean;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getExpectedAskOrders (query string of a GET, or body of a POST). */
    getExpectedAskOrdersParams: {
      /** @description Only placements of this totem. */
      totem?: components["schemas"]["Id"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getExpectedBidOrders (query string of a GET, or body of a POST). */
    getExpectedBidOrdersParams: {
      /** @description Only placements of this totem. */
      totem?: components["schemas"]["Id"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getForging (query string of a GET, or body of a POST). */
    getForgingParams: {
      /**
       * Format: password
       * @description Secret phrase of the account (absent: all accounts, admin only). Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getInboundPeers (query string of a GET, or body of a POST). */
    getInboundPeersParams: {
      /**
       * @description Peer objects instead of addresses.
       * @default false
       */
      includePeerInfo?: boolean;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getMerchant (query string of a GET, or body of a POST). */
    getMerchantParams: {
      /** @description The merchant's account (numeric id or RS address). */
      account: components["schemas"]["Account"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getMerchants (query string of a GET, or body of a POST). */
    getMerchantsParams: {
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getMyInfo (query string of a GET, or body of a POST). */
    getMyInfoParams: {
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getPeer (query string of a GET, or body of a POST). */
    getPeerParams: {
      /** @description The peer: host:port, a bare host, a multiaddr or a peer id. */
      peer: string;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getPeers (query string of a GET, or body of a POST). */
    getPeersParams: {
      /** @description NON_CONNECTED, CONNECTED or DISCONNECTED (or 0, 1, 2). */
      state?: string;
      /** @description true: only connected peers; false: only peers not connected. */
      active?: boolean;
      /** @description Only peers announcing this service (e.g. BLOCKS). */
      service?: string;
      /** @description true: only blacklisted peers; false: only peers not blacklisted. */
      blacklisted?: boolean;
      /**
       * @description Peer objects instead of addresses.
       * @default false
       */
      includePeerInfo?: boolean;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getPrunableMessage (query string of a GET, or body of a POST). */
    getPrunableMessageParams: {
      /** @description Transaction id. */
      transaction: components["schemas"]["Id"];
      /**
       * Format: password
       * @description Secret phrase of the sender or the recipient, to decrypt the prunable encrypted message. Never stored or echoed. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getPrunableMessages (query string of a GET, or body of a POST). */
    getPrunableMessagesParams: {
      /** @description Account (numeric id or RS address): sender or recipient. */
      account: components["schemas"]["Account"];
      /** @description Only messages between account and this account (either direction). */
      otherAccount?: components["schemas"]["Account"];
      /**
       * Format: int32
       * @description Only messages whose transaction timestamp (epoch seconds) is at or after this.
       * @default 0
       */
      timestamp?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getSellOffers (query string of a GET, or body of a POST). */
    getSellOffersParams: {
      /** @description Only offers on this currency. */
      currency?: components["schemas"]["Id"];
      /** @description Only offers of this account (numeric id or RS address). */
      account?: components["schemas"]["Account"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getState (query string of a GET, or body of a POST). */
    getStateParams: {
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getStateDigest (query string of a GET, or body of a POST). */
    getStateDigestParams: {
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getTime (query string of a GET, or body of a POST). */
    getTimeParams: {
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getTotem (query string of a GET, or body of a POST). */
    getTotemParams: {
      /** @description The totem id (its issuance transaction id). */
      totem: components["schemas"]["Id"];
      /**
       * @description Add numberOfAccounts, numberOfTransfers and numberOfTrades.
       * @default false
       */
      includeCounts?: boolean;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getTotemAccounts (query string of a GET, or body of a POST). */
    getTotemAccountsParams: {
      /** @description The totem id. */
      totem: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Holders at the end of this block: the tip (default) or at most 1440 blocks below it.
       */
      height?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getTotemDividends (query string of a GET, or body of a POST). */
    getTotemDividendsParams: {
      /** @description The totem id. */
      totem: components["schemas"]["Id"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getTotemTransfers (query string of a GET, or body of a POST). */
    getTotemTransfersParams: {
      /** @description Only transfers of this totem (totem or account is required). */
      totem?: components["schemas"]["Id"];
      /** @description Only transfers this account sent or received (numeric id or RS address). */
      account?: components["schemas"]["Account"];
      /**
       * @description Add the totem's name and decimals to each transfer.
       * @default false
       */
      includeTotemInfo?: boolean;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getTotemsByIssuer (query string of a GET, or body of a POST). */
    getTotemsByIssuerParams: {
      /** @description The issuer (numeric id or RS address). */
      account: components["schemas"]["Account"];
      /**
       * @description Add numberOfAccounts, numberOfTransfers and numberOfTrades to each totem.
       * @default false
       */
      includeCounts?: boolean;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getTrades (query string of a GET, or body of a POST). */
    getTradesParams: {
      /** @description Only trades of this totem (required unless account is given). */
      totem?: components["schemas"]["Id"];
      /** @description Only trades in which this account sold or bought (required unless totem is given). */
      account?: components["schemas"]["Account"];
      /**
       * @description Add each trade's totem name and decimals.
       * @default false
       */
      includeTotemInfo?: boolean;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getTransaction (query string of a GET, or body of a POST). */
    getTransactionParams: {
      /** @description Transaction id. */
      transaction?: components["schemas"]["Id"];
      /** @description Transaction full hash (64 hex digits). */
      fullHash?: components["schemas"]["Hex"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getTransactionBytes (query string of a GET, or body of a POST). */
    getTransactionBytesParams: {
      /** @description Transaction id. */
      transaction: components["schemas"]["Id"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of getUnconfirmedTransactionIds (query string of a GET, or body of a POST). */
    getUnconfirmedTransactionIdsParams: {
      /** @description Only transactions this account sends or receives. */
      account?: components["schemas"]["Account"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of getUnconfirmedTransactions (query string of a GET, or body of a POST). */
    getUnconfirmedTransactionsParams: {
      /** @description Only transactions this account sends or receives. */
      account?: components["schemas"]["Account"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of hash (query string of a GET, or body of a POST). */
    hashParams: {
      /** @description SHA256 (2), SHA3 (3, SHA3-256), RIPEMD160 (6), Keccak25 (25, Keccak-256) or RIPEMD160_SHA256 (62): name or code. */
      hashAlgorithm: string;
      /** @description Data to hash: hex, or text when secretIsText is true. */
      secret: string;
      /**
       * @description Hash the UTF-8 bytes of secret instead of decoding it as hex.
       * @default false
       */
      secretIsText?: boolean;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of hexConvert (query string of a GET, or body of a POST). */
    hexConvertParams: {
      /** @description Text or hex to convert. */
      string: string;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of increaseTime (query string of a GET, or body of a POST). */
    increaseTimeParams: {
      /**
       * Format: int32
       * @description Whole seconds to move the clock forward.
       */
      seconds: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: password
       * @description Admin password (node.adminPassword). Not needed when admin passwords are disabled, or when none is configured and the API listens on a loopback address. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of issueCurrency (query string of a GET, or body of a POST). */
    issueCurrencyParams: {
      /** @description 3..10 letters. */
      name: string;
      /** @description 3..5 capital letters A-Z. */
      code: string;
      /**
       * @description Up to 1000 bytes.
       * @default
       */
      description?: string;
      /**
       * Format: int32
       * @description The type bitmask.
       */
      type: number;
      /**
       * @description Units the issuer receives now.
       * @default 0
       */
      initialSupplyQNT?: components["schemas"]["Amount"];
      /**
       * @description RESERVABLE: the supply once active.
       * @default 0
       */
      reserveSupplyQNT?: components["schemas"]["Amount"];
      /** @description The most units there can ever be (1..10^17). */
      maxSupplyQNT: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description RESERVABLE: the height it becomes active at.
       * @default 0
       */
      issuanceHeight?: number;
      /**
       * @description RESERVABLE: the pledge per unit crowdfunding must reach.
       * @default 0
       */
      minReservePerUnitMTA?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description MINTABLE: the difficulty of the first mint.
       * @default 0
       */
      minDifficulty?: number;
      /**
       * Format: int32
       * @description MINTABLE: the difficulty once the whole supply is minted.
       * @default 0
       */
      maxDifficulty?: number;
      /**
       * Format: int32
       * @description MINTABLE: 2 SHA256, 3 SHA3_256, 5 SCRYPT, 25 KECCAK256.
       * @default 0
       */
      algorithm?: number;
      /**
       * Format: int32
       * @description Decimal places of the QNT unit (0..8).
       * @default 0
       */
      decimals?: number;
      /**
       * Format: password
       * @description Secret phrase of the sender: the transaction is signed (and broadcast unless broadcast=false). Give this or publicKey. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /** @description Public key of the sender, for an unsigned transaction to sign elsewhere (not broadcast). With secretPhrase it must be that phrase's key. */
      publicKey?: components["schemas"]["Hex"];
      /** @description Fee in MTA. 0 or absent: the minimum fee for this transaction. */
      feeMTA?: components["schemas"]["Amount"];
      /** @description Alias of feeMTA (Nxt name). If both are given they must be equal. */
      feeNQT?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description Minutes after the timestamp during which the transaction can be included in a block.
       * @default 1440
       */
      deadline?: number;
      /**
       * @description Submit the signed transaction to the mempool (and the network). false: only return it.
       * @default true
       */
      broadcast?: boolean;
      /** @description Full hash of a transaction that must be confirmed before this one can be. */
      referencedTransactionFullHash?: components["schemas"]["Hex"];
      /** @description Plain message appendix: text (messageIsText=true) or hex bytes. */
      message?: string;
      /**
       * @description message is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageIsText?: boolean;
      /**
       * @description Carry the message as a prunable appendix (only its hash is signed; cheaper for long messages, pruned after node.maxPrunableLifetime).
       * @default false
       */
      messageIsPrunable?: boolean;
      /** @description Message encrypted to the recipient (needs secretPhrase and a recipient whose public key is known or given as recipientPublicKey). */
      messageToEncrypt?: string;
      /**
       * @description messageToEncrypt is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptIsText?: boolean;
      /**
       * @description Compress messageToEncrypt before encrypting it.
       * @default true
       */
      compressMessageToEncrypt?: boolean;
      /**
       * @description Carry the encrypted message as a prunable appendix (only its hash is signed).
       * @default false
       */
      encryptedMessageIsPrunable?: boolean;
      /** @description An already encrypted message to the recipient (ciphertext from encryptTo), with encryptedMessageNonce; instead of messageToEncrypt. */
      encryptedMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptedMessageData. */
      encryptedMessageNonce?: components["schemas"]["Hex"];
      /** @description Note encrypted to the sender's own key (needs secretPhrase). */
      messageToEncryptToSelf?: string;
      /**
       * @description messageToEncryptToSelf is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptToSelfIsText?: boolean;
      /**
       * @description Compress messageToEncryptToSelf before encrypting it.
       * @default true
       */
      compressMessageToEncryptToSelf?: boolean;
      /** @description An already encrypted note to self, with encryptToSelfMessageNonce; instead of messageToEncryptToSelf. */
      encryptToSelfMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptToSelfMessageData. */
      encryptToSelfMessageNonce?: components["schemas"]["Hex"];
      /** @description Announces the recipient's public key (must match the recipient account); also the key messages are encrypted to when the chain knows none. */
      recipientPublicKey?: components["schemas"]["Hex"];
      /** @description Economic clustering block id (default: the block about 720 below the tip). */
      ecBlockId?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Economic clustering block height (with ecBlockId: must be its height; alone: the block at that height).
       */
      ecBlockHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of issueTotem (query string of a GET, or body of a POST). */
    issueTotemParams: {
      /** @description 3..10 letters and digits (not unique). */
      name: string;
      /** @description Up to 1000 bytes of UTF-8 (absent: empty). */
      description?: string;
      /** @description Quantity issued, in QNT: 1..100000000000000000. Range 1 to 9223372036854775807. */
      quantityQNT: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description Decimal places of the unit: 0..8 (default 0).
       * @default 0
       */
      decimals?: number;
      /**
       * Format: password
       * @description Secret phrase of the sender: the transaction is signed (and broadcast unless broadcast=false). Give this or publicKey. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /** @description Public key of the sender, for an unsigned transaction to sign elsewhere (not broadcast). With secretPhrase it must be that phrase's key. */
      publicKey?: components["schemas"]["Hex"];
      /** @description Fee in MTA. 0 or absent: the minimum fee for this transaction. */
      feeMTA?: components["schemas"]["Amount"];
      /** @description Alias of feeMTA (Nxt name). If both are given they must be equal. */
      feeNQT?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description Minutes after the timestamp during which the transaction can be included in a block.
       * @default 1440
       */
      deadline?: number;
      /**
       * @description Submit the signed transaction to the mempool (and the network). false: only return it.
       * @default true
       */
      broadcast?: boolean;
      /** @description Full hash of a transaction that must be confirmed before this one can be. */
      referencedTransactionFullHash?: components["schemas"]["Hex"];
      /** @description Plain message appendix: text (messageIsText=true) or hex bytes. */
      message?: string;
      /**
       * @description message is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageIsText?: boolean;
      /**
       * @description Carry the message as a prunable appendix (only its hash is signed; cheaper for long messages, pruned after node.maxPrunableLifetime).
       * @default false
       */
      messageIsPrunable?: boolean;
      /** @description Message encrypted to the recipient (needs secretPhrase and a recipient whose public key is known or given as recipientPublicKey). */
      messageToEncrypt?: string;
      /**
       * @description messageToEncrypt is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptIsText?: boolean;
      /**
       * @description Compress messageToEncrypt before encrypting it.
       * @default true
       */
      compressMessageToEncrypt?: boolean;
      /**
       * @description Carry the encrypted message as a prunable appendix (only its hash is signed).
       * @default false
       */
      encryptedMessageIsPrunable?: boolean;
      /** @description An already encrypted message to the recipient (ciphertext from encryptTo), with encryptedMessageNonce; instead of messageToEncrypt. */
      encryptedMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptedMessageData. */
      encryptedMessageNonce?: components["schemas"]["Hex"];
      /** @description Note encrypted to the sender's own key (needs secretPhrase). */
      messageToEncryptToSelf?: string;
      /**
       * @description messageToEncryptToSelf is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptToSelfIsText?: boolean;
      /**
       * @description Compress messageToEncryptToSelf before encrypting it.
       * @default true
       */
      compressMessageToEncryptToSelf?: boolean;
      /** @description An already encrypted note to self, with encryptToSelfMessageNonce; instead of messageToEncryptToSelf. */
      encryptToSelfMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptToSelfMessageData. */
      encryptToSelfMessageNonce?: components["schemas"]["Hex"];
      /** @description Announces the recipient's public key (must match the recipient account); also the key messages are encrypted to when the chain knows none. */
      recipientPublicKey?: components["schemas"]["Hex"];
      /** @description Economic clustering block id (default: the block about 720 below the tip). */
      ecBlockId?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Economic clustering block height (with ecBlockId: must be its height; alone: the block at that height).
       */
      ecBlockHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of leaseBalance (query string of a GET, or body of a POST). */
    leaseBalanceParams: {
      /** @description The lessee (numeric id or RS address): not the sender. */
      recipient: components["schemas"]["Account"];
      /**
       * Format: int32
       * @description Lease length in blocks (the network's minimum to 65535).
       */
      period: number;
      /**
       * Format: password
       * @description Secret phrase of the sender: the transaction is signed (and broadcast unless broadcast=false). Give this or publicKey. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /** @description Public key of the sender, for an unsigned transaction to sign elsewhere (not broadcast). With secretPhrase it must be that phrase's key. */
      publicKey?: components["schemas"]["Hex"];
      /** @description Fee in MTA. 0 or absent: the minimum fee for this transaction. */
      feeMTA?: components["schemas"]["Amount"];
      /** @description Alias of feeMTA (Nxt name). If both are given they must be equal. */
      feeNQT?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description Minutes after the timestamp during which the transaction can be included in a block.
       * @default 1440
       */
      deadline?: number;
      /**
       * @description Submit the signed transaction to the mempool (and the network). false: only return it.
       * @default true
       */
      broadcast?: boolean;
      /** @description Full hash of a transaction that must be confirmed before this one can be. */
      referencedTransactionFullHash?: components["schemas"]["Hex"];
      /** @description Plain message appendix: text (messageIsText=true) or hex bytes. */
      message?: string;
      /**
       * @description message is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageIsText?: boolean;
      /**
       * @description Carry the message as a prunable appendix (only its hash is signed; cheaper for long messages, pruned after node.maxPrunableLifetime).
       * @default false
       */
      messageIsPrunable?: boolean;
      /** @description Message encrypted to the recipient (needs secretPhrase and a recipient whose public key is known or given as recipientPublicKey). */
      messageToEncrypt?: string;
      /**
       * @description messageToEncrypt is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptIsText?: boolean;
      /**
       * @description Compress messageToEncrypt before encrypting it.
       * @default true
       */
      compressMessageToEncrypt?: boolean;
      /**
       * @description Carry the encrypted message as a prunable appendix (only its hash is signed).
       * @default false
       */
      encryptedMessageIsPrunable?: boolean;
      /** @description An already encrypted message to the recipient (ciphertext from encryptTo), with encryptedMessageNonce; instead of messageToEncrypt. */
      encryptedMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptedMessageData. */
      encryptedMessageNonce?: components["schemas"]["Hex"];
      /** @description Note encrypted to the sender's own key (needs secretPhrase). */
      messageToEncryptToSelf?: string;
      /**
       * @description messageToEncryptToSelf is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptToSelfIsText?: boolean;
      /**
       * @description Compress messageToEncryptToSelf before encrypting it.
       * @default true
       */
      compressMessageToEncryptToSelf?: boolean;
      /** @description An already encrypted note to self, with encryptToSelfMessageNonce; instead of messageToEncryptToSelf. */
      encryptToSelfMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptToSelfMessageData. */
      encryptToSelfMessageNonce?: components["schemas"]["Hex"];
      /** @description Announces the recipient's public key (must match the recipient account); also the key messages are encrypted to when the chain knows none. */
      recipientPublicKey?: components["schemas"]["Hex"];
      /** @description Economic clustering block id (default: the block about 720 below the tip). */
      ecBlockId?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Economic clustering block height (with ecBlockId: must be its height; alone: the block at that height).
       */
      ecBlockHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of longConvert (query string of a GET, or body of a POST). */
    longConvertParams: {
      /** @description Unsigned decimal id (1 to 2^64-1) or its negative signed-long form. */
      id: components["schemas"]["Id"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of parseTransaction (query string of a GET, or body of a POST). */
    parseTransactionParams: {
      /** @description Transaction bytes (signed or unsigned). */
      transactionBytes?: components["schemas"]["Hex"];
      /** @description Transaction as its JSON object. */
      transactionJSON?: string;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of placeAskOrder (query string of a GET, or body of a POST). */
    placeAskOrderParams: {
      /** @description The totem (the id of its issuance transaction). Unknown: errorCode 7 naming totem. */
      totem: components["schemas"]["Id"];
      /** @description Quantity in QNT (the totem's smallest unit: 1 unit = 10^decimals QNT), at least 1. Range 1 to 9223372036854775807. */
      quantityQNT: components["schemas"]["Amount"];
      /** @description Price in MTA per QNT, at least 1. Range 1 to 9223372036854775807. */
      priceMTA: components["schemas"]["Amount"];
      /**
       * Format: password
       * @description Secret phrase of the sender: the transaction is signed (and broadcast unless broadcast=false). Give this or publicKey. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /** @description Public key of the sender, for an unsigned transaction to sign elsewhere (not broadcast). With secretPhrase it must be that phrase's key. */
      publicKey?: components["schemas"]["Hex"];
      /** @description Fee in MTA. 0 or absent: the minimum fee for this transaction. */
      feeMTA?: components["schemas"]["Amount"];
      /** @description Alias of feeMTA (Nxt name). If both are given they must be equal. */
      feeNQT?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description Minutes after the timestamp during which the transaction can be included in a block.
       * @default 1440
       */
      deadline?: number;
      /**
       * @description Submit the signed transaction to the mempool (and the network). false: only return it.
       * @default true
       */
      broadcast?: boolean;
      /** @description Full hash of a transaction that must be confirmed before this one can be. */
      referencedTransactionFullHash?: components["schemas"]["Hex"];
      /** @description Plain message appendix: text (messageIsText=true) or hex bytes. */
      message?: string;
      /**
       * @description message is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageIsText?: boolean;
      /**
       * @description Carry the message as a prunable appendix (only its hash is signed; cheaper for long messages, pruned after node.maxPrunableLifetime).
       * @default false
       */
      messageIsPrunable?: boolean;
      /** @description Message encrypted to the recipient (needs secretPhrase and a recipient whose public key is known or given as recipientPublicKey). */
      messageToEncrypt?: string;
      /**
       * @description messageToEncrypt is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptIsText?: boolean;
      /**
       * @description Compress messageToEncrypt before encrypting it.
       * @default true
       */
      compressMessageToEncrypt?: boolean;
      /**
       * @description Carry the encrypted message as a prunable appendix (only its hash is signed).
       * @default false
       */
      encryptedMessageIsPrunable?: boolean;
      /** @description An already encrypted message to the recipient (ciphertext from encryptTo), with encryptedMessageNonce; instead of messageToEncrypt. */
      encryptedMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptedMessageData. */
      encryptedMessageNonce?: components["schemas"]["Hex"];
      /** @description Note encrypted to the sender's own key (needs secretPhrase). */
      messageToEncryptToSelf?: string;
      /**
       * @description messageToEncryptToSelf is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptToSelfIsText?: boolean;
      /**
       * @description Compress messageToEncryptToSelf before encrypting it.
       * @default true
       */
      compressMessageToEncryptToSelf?: boolean;
      /** @description An already encrypted note to self, with encryptToSelfMessageNonce; instead of messageToEncryptToSelf. */
      encryptToSelfMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptToSelfMessageData. */
      encryptToSelfMessageNonce?: components["schemas"]["Hex"];
      /** @description Announces the recipient's public key (must match the recipient account); also the key messages are encrypted to when the chain knows none. */
      recipientPublicKey?: components["schemas"]["Hex"];
      /** @description Economic clustering block id (default: the block about 720 below the tip). */
      ecBlockId?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Economic clustering block height (with ecBlockId: must be its height; alone: the block at that height).
       */
      ecBlockHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of placeBidOrder (query string of a GET, or body of a POST). */
    placeBidOrderParams: {
      /** @description The totem (the id of its issuance transaction). Unknown: errorCode 7 naming totem. */
      totem: components["schemas"]["Id"];
      /** @description Quantity in QNT (the totem's smallest unit: 1 unit = 10^decimals QNT), at least 1. Range 1 to 9223372036854775807. */
      quantityQNT: components["schemas"]["Amount"];
      /** @description Price in MTA per QNT, at least 1. Range 1 to 9223372036854775807. */
      priceMTA: components["schemas"]["Amount"];
      /**
       * Format: password
       * @description Secret phrase of the sender: the transaction is signed (and broadcast unless broadcast=false). Give this or publicKey. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /** @description Public key of the sender, for an unsigned transaction to sign elsewhere (not broadcast). With secretPhrase it must be that phrase's key. */
      publicKey?: components["schemas"]["Hex"];
      /** @description Fee in MTA. 0 or absent: the minimum fee for this transaction. */
      feeMTA?: components["schemas"]["Amount"];
      /** @description Alias of feeMTA (Nxt name). If both are given they must be equal. */
      feeNQT?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description Minutes after the timestamp during which the transaction can be included in a block.
       * @default 1440
       */
      deadline?: number;
      /**
       * @description Submit the signed transaction to the mempool (and the network). false: only return it.
       * @default true
       */
      broadcast?: boolean;
      /** @description Full hash of a transaction that must be confirmed before this one can be. */
      referencedTransactionFullHash?: components["schemas"]["Hex"];
      /** @description Plain message appendix: text (messageIsText=true) or hex bytes. */
      message?: string;
      /**
       * @description message is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageIsText?: boolean;
      /**
       * @description Carry the message as a prunable appendix (only its hash is signed; cheaper for long messages, pruned after node.maxPrunableLifetime).
       * @default false
       */
      messageIsPrunable?: boolean;
      /** @description Message encrypted to the recipient (needs secretPhrase and a recipient whose public key is known or given as recipientPublicKey). */
      messageToEncrypt?: string;
      /**
       * @description messageToEncrypt is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptIsText?: boolean;
      /**
       * @description Compress messageToEncrypt before encrypting it.
       * @default true
       */
      compressMessageToEncrypt?: boolean;
      /**
       * @description Carry the encrypted message as a prunable appendix (only its hash is signed).
       * @default false
       */
      encryptedMessageIsPrunable?: boolean;
      /** @description An already encrypted message to the recipient (ciphertext from encryptTo), with encryptedMessageNonce; instead of messageToEncrypt. */
      encryptedMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptedMessageData. */
      encryptedMessageNonce?: components["schemas"]["Hex"];
      /** @description Note encrypted to the sender's own key (needs secretPhrase). */
      messageToEncryptToSelf?: string;
      /**
       * @description messageToEncryptToSelf is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptToSelfIsText?: boolean;
      /**
       * @description Compress messageToEncryptToSelf before encrypting it.
       * @default true
       */
      compressMessageToEncryptToSelf?: boolean;
      /** @description An already encrypted note to self, with encryptToSelfMessageNonce; instead of messageToEncryptToSelf. */
      encryptToSelfMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptToSelfMessageData. */
      encryptToSelfMessageNonce?: components["schemas"]["Hex"];
      /** @description Announces the recipient's public key (must match the recipient account); also the key messages are encrypted to when the chain knows none. */
      recipientPublicKey?: components["schemas"]["Hex"];
      /** @description Economic clustering block id (default: the block about 720 below the tip). */
      ecBlockId?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Economic clustering block height (with ecBlockId: must be its height; alone: the block at that height).
       */
      ecBlockHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of popOff (query string of a GET, or body of a POST). */
    popOffParams: {
      /**
       * Format: int32
       * @description How many blocks to pop.
       */
      numBlocks?: number;
      /**
       * Format: int32
       * @description Pop down to this height (it becomes the last block).
       */
      height?: number;
      /**
       * @description Return the popped transactions to the mempool.
       * @default false
       */
      keepTransactions?: boolean;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: password
       * @description Admin password (node.adminPassword). Not needed when admin passwords are disabled, or when none is configured and the API listens on a loopback address. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of publishExchangeOffer (query string of a GET, or body of a POST). */
    publishExchangeOfferParams: {
      /** @description The currency (the id of its issuance transaction). Unknown: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY. */
      currency: components["schemas"]["Id"];
      /** @description What the buy side pays, MTA per QNT. Range 1 to 9223372036854775807. */
      buyRateMTA: components["schemas"]["Amount"];
      /** @description What the sell side asks, MTA per QNT. Range 1 to 9223372036854775807. */
      sellRateMTA: components["schemas"]["Amount"];
      /**
       * @description Units the buy side may buy in all.
       * @default 0
       */
      totalBuyLimitQNT?: components["schemas"]["Amount"];
      /**
       * @description Units the sell side may sell in all.
       * @default 0
       */
      totalSellLimitQNT?: components["schemas"]["Amount"];
      /**
       * @description Units the buy side buys now (its coin is held).
       * @default 0
       */
      initialBuySupplyQNT?: components["schemas"]["Amount"];
      /**
       * @description Units the sell side offers now (they are held).
       * @default 0
       */
      initialSellSupplyQNT?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description The offer is removed at the start of the block at this height.
       */
      expirationHeight: number;
      /**
       * Format: password
       * @description Secret phrase of the sender: the transaction is signed (and broadcast unless broadcast=false). Give this or publicKey. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /** @description Public key of the sender, for an unsigned transaction to sign elsewhere (not broadcast). With secretPhrase it must be that phrase's key. */
      publicKey?: components["schemas"]["Hex"];
      /** @description Fee in MTA. 0 or absent: the minimum fee for this transaction. */
      feeMTA?: components["schemas"]["Amount"];
      /** @description Alias of feeMTA (Nxt name). If both are given they must be equal. */
      feeNQT?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description Minutes after the timestamp during which the transaction can be included in a block.
       * @default 1440
       */
      deadline?: number;
      /**
       * @description Submit the signed transaction to the mempool (and the network). false: only return it.
       * @default true
       */
      broadcast?: boolean;
      /** @description Full hash of a transaction that must be confirmed before this one can be. */
      referencedTransactionFullHash?: components["schemas"]["Hex"];
      /** @description Plain message appendix: text (messageIsText=true) or hex bytes. */
      message?: string;
      /**
       * @description message is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageIsText?: boolean;
      /**
       * @description Carry the message as a prunable appendix (only its hash is signed; cheaper for long messages, pruned after node.maxPrunableLifetime).
       * @default false
       */
      messageIsPrunable?: boolean;
      /** @description Message encrypted to the recipient (needs secretPhrase and a recipient whose public key is known or given as recipientPublicKey). */
      messageToEncrypt?: string;
      /**
       * @description messageToEncrypt is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptIsText?: boolean;
      /**
       * @description Compress messageToEncrypt before encrypting it.
       * @default true
       */
      compressMessageToEncrypt?: boolean;
      /**
       * @description Carry the encrypted message as a prunable appendix (only its hash is signed).
       * @default false
       */
      encryptedMessageIsPrunable?: boolean;
      /** @description An already encrypted message to the recipient (ciphertext from encryptTo), with encryptedMessageNonce; instead of messageToEncrypt. */
      encryptedMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptedMessageData. */
      encryptedMessageNonce?: components["schemas"]["Hex"];
      /** @description Note encrypted to the sender's own key (needs secretPhrase). */
      messageToEncryptToSelf?: string;
      /**
       * @description messageToEncryptToSelf is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptToSelfIsText?: boolean;
      /**
       * @description Compress messageToEncryptToSelf before encrypting it.
       * @default true
       */
      compressMessageToEncryptToSelf?: boolean;
      /** @description An already encrypted note to self, with encryptToSelfMessageNonce; instead of messageToEncryptToSelf. */
      encryptToSelfMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptToSelfMessageData. */
      encryptToSelfMessageNonce?: components["schemas"]["Hex"];
      /** @description Announces the recipient's public key (must match the recipient account); also the key messages are encrypted to when the chain knows none. */
      recipientPublicKey?: components["schemas"]["Hex"];
      /** @description Economic clustering block id (default: the block about 720 below the tip). */
      ecBlockId?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Economic clustering block height (with ecBlockId: must be its height; alone: the block at that height).
       */
      ecBlockHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of readMessage (query string of a GET, or body of a POST). */
    readMessageParams: {
      /** @description Transaction id. */
      transaction: components["schemas"]["Id"];
      /**
       * Format: password
       * @description Secret phrase of the sender or the recipient, to decrypt the encrypted parts. Never stored or echoed. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of registerMerchant (query string of a GET, or body of a POST). */
    registerMerchantParams: {
      /** @description The merchant's name. */
      name: string;
      /**
       * @description What it sells, where to find it.
       * @default
       */
      description?: string;
      /**
       * Format: password
       * @description Secret phrase of the sender: the transaction is signed (and broadcast unless broadcast=false). Give this or publicKey. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /** @description Public key of the sender, for an unsigned transaction to sign elsewhere (not broadcast). With secretPhrase it must be that phrase's key. */
      publicKey?: components["schemas"]["Hex"];
      /** @description Fee in MTA. 0 or absent: the minimum fee for this transaction. */
      feeMTA?: components["schemas"]["Amount"];
      /** @description Alias of feeMTA (Nxt name). If both are given they must be equal. */
      feeNQT?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description Minutes after the timestamp during which the transaction can be included in a block.
       * @default 1440
       */
      deadline?: number;
      /**
       * @description Submit the signed transaction to the mempool (and the network). false: only return it.
       * @default true
       */
      broadcast?: boolean;
      /** @description Full hash of a transaction that must be confirmed before this one can be. */
      referencedTransactionFullHash?: components["schemas"]["Hex"];
      /** @description Plain message appendix: text (messageIsText=true) or hex bytes. */
      message?: string;
      /**
       * @description message is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageIsText?: boolean;
      /**
       * @description Carry the message as a prunable appendix (only its hash is signed; cheaper for long messages, pruned after node.maxPrunableLifetime).
       * @default false
       */
      messageIsPrunable?: boolean;
      /** @description Message encrypted to the recipient (needs secretPhrase and a recipient whose public key is known or given as recipientPublicKey). */
      messageToEncrypt?: string;
      /**
       * @description messageToEncrypt is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptIsText?: boolean;
      /**
       * @description Compress messageToEncrypt before encrypting it.
       * @default true
       */
      compressMessageToEncrypt?: boolean;
      /**
       * @description Carry the encrypted message as a prunable appendix (only its hash is signed).
       * @default false
       */
      encryptedMessageIsPrunable?: boolean;
      /** @description An already encrypted message to the recipient (ciphertext from encryptTo), with encryptedMessageNonce; instead of messageToEncrypt. */
      encryptedMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptedMessageData. */
      encryptedMessageNonce?: components["schemas"]["Hex"];
      /** @description Note encrypted to the sender's own key (needs secretPhrase). */
      messageToEncryptToSelf?: string;
      /**
       * @description messageToEncryptToSelf is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptToSelfIsText?: boolean;
      /**
       * @description Compress messageToEncryptToSelf before encrypting it.
       * @default true
       */
      compressMessageToEncryptToSelf?: boolean;
      /** @description An already encrypted note to self, with encryptToSelfMessageNonce; instead of messageToEncryptToSelf. */
      encryptToSelfMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptToSelfMessageData. */
      encryptToSelfMessageNonce?: components["schemas"]["Hex"];
      /** @description Announces the recipient's public key (must match the recipient account); also the key messages are encrypted to when the chain knows none. */
      recipientPublicKey?: components["schemas"]["Hex"];
      /** @description Economic clustering block id (default: the block about 720 below the tip). */
      ecBlockId?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Economic clustering block height (with ecBlockId: must be its height; alone: the block at that height).
       */
      ecBlockHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of rsConvert (query string of a GET, or body of a POST). */
    rsConvertParams: {
      /** @description Account as numeric id or RS address. */
      account: components["schemas"]["Account"];
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of searchCurrencies (query string of a GET, or body of a POST). */
    searchCurrenciesParams: {
      /** @description The text to look for in names, codes and descriptions (case-insensitive). */
      query: string;
      /**
       * @description Add numberOfAccounts, numberOfTransfers, numberOfPayments and numberOfExchanges to each currency.
       * @default false
       */
      includeCounts?: boolean;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Zero-based index of the first record (default 0; negative counts as 0).
       */
      firstIndex?: number;
      /**
       * Format: int32
       * @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap).
       */
      lastIndex?: number;
      /**
       * Format: password
       * @description Optional: a valid admin password lifts the maxAPIRecords cap on the page size. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of sendMessage (query string of a GET, or body of a POST). */
    sendMessageParams: {
      /** @description Recipient account (numeric id or RS address); optional for plain messages. */
      recipient?: components["schemas"]["Account"];
      /**
       * Format: password
       * @description Secret phrase of the sender: the transaction is signed (and broadcast unless broadcast=false). Give this or publicKey. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /** @description Public key of the sender, for an unsigned transaction to sign elsewhere (not broadcast). With secretPhrase it must be that phrase's key. */
      publicKey?: components["schemas"]["Hex"];
      /** @description Fee in MTA. 0 or absent: the minimum fee for this transaction. */
      feeMTA?: components["schemas"]["Amount"];
      /** @description Alias of feeMTA (Nxt name). If both are given they must be equal. */
      feeNQT?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description Minutes after the timestamp during which the transaction can be included in a block.
       * @default 1440
       */
      deadline?: number;
      /**
       * @description Submit the signed transaction to the mempool (and the network). false: only return it.
       * @default true
       */
      broadcast?: boolean;
      /** @description Full hash of a transaction that must be confirmed before this one can be. */
      referencedTransactionFullHash?: components["schemas"]["Hex"];
      /** @description Plain message appendix: text (messageIsText=true) or hex bytes. */
      message?: string;
      /**
       * @description message is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageIsText?: boolean;
      /**
       * @description Carry the message as a prunable appendix (only its hash is signed; cheaper for long messages, pruned after node.maxPrunableLifetime).
       * @default false
       */
      messageIsPrunable?: boolean;
      /** @description Message encrypted to the recipient (needs secretPhrase and a recipient whose public key is known or given as recipientPublicKey). */
      messageToEncrypt?: string;
      /**
       * @description messageToEncrypt is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptIsText?: boolean;
      /**
       * @description Compress messageToEncrypt before encrypting it.
       * @default true
       */
      compressMessageToEncrypt?: boolean;
      /**
       * @description Carry the encrypted message as a prunable appendix (only its hash is signed).
       * @default false
       */
      encryptedMessageIsPrunable?: boolean;
      /** @description An already encrypted message to the recipient (ciphertext from encryptTo), with encryptedMessageNonce; instead of messageToEncrypt. */
      encryptedMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptedMessageData. */
      encryptedMessageNonce?: components["schemas"]["Hex"];
      /** @description Note encrypted to the sender's own key (needs secretPhrase). */
      messageToEncryptToSelf?: string;
      /**
       * @description messageToEncryptToSelf is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptToSelfIsText?: boolean;
      /**
       * @description Compress messageToEncryptToSelf before encrypting it.
       * @default true
       */
      compressMessageToEncryptToSelf?: boolean;
      /** @description An already encrypted note to self, with encryptToSelfMessageNonce; instead of messageToEncryptToSelf. */
      encryptToSelfMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptToSelfMessageData. */
      encryptToSelfMessageNonce?: components["schemas"]["Hex"];
      /** @description Announces the recipient's public key (must match the recipient account); also the key messages are encrypted to when the chain knows none. */
      recipientPublicKey?: components["schemas"]["Hex"];
      /** @description Economic clustering block id (default: the block about 720 below the tip). */
      ecBlockId?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Economic clustering block height (with ecBlockId: must be its height; alone: the block at that height).
       */
      ecBlockHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of sendMoney (query string of a GET, or body of a POST). */
    sendMoneyParams: {
      /** @description Recipient account (numeric id or RS address). */
      recipient: components["schemas"]["Account"];
      /** @description Amount in MTA (1 coin = 10^8 MTA), at least 1. */
      amountMTA?: components["schemas"]["Amount"];
      /** @description Alias of amountMTA (the spec's and Nxt's name). If both are given they must be equal. */
      amountNQT?: components["schemas"]["Amount"];
      /**
       * Format: password
       * @description Secret phrase of the sender: the transaction is signed (and broadcast unless broadcast=false). Give this or publicKey. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /** @description Public key of the sender, for an unsigned transaction to sign elsewhere (not broadcast). With secretPhrase it must be that phrase's key. */
      publicKey?: components["schemas"]["Hex"];
      /** @description Fee in MTA. 0 or absent: the minimum fee for this transaction. */
      feeMTA?: components["schemas"]["Amount"];
      /** @description Alias of feeMTA (Nxt name). If both are given they must be equal. */
      feeNQT?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description Minutes after the timestamp during which the transaction can be included in a block.
       * @default 1440
       */
      deadline?: number;
      /**
       * @description Submit the signed transaction to the mempool (and the network). false: only return it.
       * @default true
       */
      broadcast?: boolean;
      /** @description Full hash of a transaction that must be confirmed before this one can be. */
      referencedTransactionFullHash?: components["schemas"]["Hex"];
      /** @description Plain message appendix: text (messageIsText=true) or hex bytes. */
      message?: string;
      /**
       * @description message is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageIsText?: boolean;
      /**
       * @description Carry the message as a prunable appendix (only its hash is signed; cheaper for long messages, pruned after node.maxPrunableLifetime).
       * @default false
       */
      messageIsPrunable?: boolean;
      /** @description Message encrypted to the recipient (needs secretPhrase and a recipient whose public key is known or given as recipientPublicKey). */
      messageToEncrypt?: string;
      /**
       * @description messageToEncrypt is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptIsText?: boolean;
      /**
       * @description Compress messageToEncrypt before encrypting it.
       * @default true
       */
      compressMessageToEncrypt?: boolean;
      /**
       * @description Carry the encrypted message as a prunable appendix (only its hash is signed).
       * @default false
       */
      encryptedMessageIsPrunable?: boolean;
      /** @description An already encrypted message to the recipient (ciphertext from encryptTo), with encryptedMessageNonce; instead of messageToEncrypt. */
      encryptedMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptedMessageData. */
      encryptedMessageNonce?: components["schemas"]["Hex"];
      /** @description Note encrypted to the sender's own key (needs secretPhrase). */
      messageToEncryptToSelf?: string;
      /**
       * @description messageToEncryptToSelf is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptToSelfIsText?: boolean;
      /**
       * @description Compress messageToEncryptToSelf before encrypting it.
       * @default true
       */
      compressMessageToEncryptToSelf?: boolean;
      /** @description An already encrypted note to self, with encryptToSelfMessageNonce; instead of messageToEncryptToSelf. */
      encryptToSelfMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptToSelfMessageData. */
      encryptToSelfMessageNonce?: components["schemas"]["Hex"];
      /** @description Announces the recipient's public key (must match the recipient account); also the key messages are encrypted to when the chain knows none. */
      recipientPublicKey?: components["schemas"]["Hex"];
      /** @description Economic clustering block id (default: the block about 720 below the tip). */
      ecBlockId?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Economic clustering block height (with ecBlockId: must be its height; alone: the block at that height).
       */
      ecBlockHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of setAccountInfo (query string of a GET, or body of a POST). */
    setAccountInfoParams: {
      /** @description Account name, up to 100 characters (absent or empty: none). */
      name?: string;
      /** @description Account description, up to 1000 bytes of UTF-8 (absent or empty: none). */
      description?: string;
      /**
       * Format: password
       * @description Secret phrase of the sender: the transaction is signed (and broadcast unless broadcast=false). Give this or publicKey. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /** @description Public key of the sender, for an unsigned transaction to sign elsewhere (not broadcast). With secretPhrase it must be that phrase's key. */
      publicKey?: components["schemas"]["Hex"];
      /** @description Fee in MTA. 0 or absent: the minimum fee for this transaction. */
      feeMTA?: components["schemas"]["Amount"];
      /** @description Alias of feeMTA (Nxt name). If both are given they must be equal. */
      feeNQT?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description Minutes after the timestamp during which the transaction can be included in a block.
       * @default 1440
       */
      deadline?: number;
      /**
       * @description Submit the signed transaction to the mempool (and the network). false: only return it.
       * @default true
       */
      broadcast?: boolean;
      /** @description Full hash of a transaction that must be confirmed before this one can be. */
      referencedTransactionFullHash?: components["schemas"]["Hex"];
      /** @description Plain message appendix: text (messageIsText=true) or hex bytes. */
      message?: string;
      /**
       * @description message is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageIsText?: boolean;
      /**
       * @description Carry the message as a prunable appendix (only its hash is signed; cheaper for long messages, pruned after node.maxPrunableLifetime).
       * @default false
       */
      messageIsPrunable?: boolean;
      /** @description Message encrypted to the recipient (needs secretPhrase and a recipient whose public key is known or given as recipientPublicKey). */
      messageToEncrypt?: string;
      /**
       * @description messageToEncrypt is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptIsText?: boolean;
      /**
       * @description Compress messageToEncrypt before encrypting it.
       * @default true
       */
      compressMessageToEncrypt?: boolean;
      /**
       * @description Carry the encrypted message as a prunable appendix (only its hash is signed).
       * @default false
       */
      encryptedMessageIsPrunable?: boolean;
      /** @description An already encrypted message to the recipient (ciphertext from encryptTo), with encryptedMessageNonce; instead of messageToEncrypt. */
      encryptedMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptedMessageData. */
      encryptedMessageNonce?: components["schemas"]["Hex"];
      /** @description Note encrypted to the sender's own key (needs secretPhrase). */
      messageToEncryptToSelf?: string;
      /**
       * @description messageToEncryptToSelf is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptToSelfIsText?: boolean;
      /**
       * @description Compress messageToEncryptToSelf before encrypting it.
       * @default true
       */
      compressMessageToEncryptToSelf?: boolean;
      /** @description An already encrypted note to self, with encryptToSelfMessageNonce; instead of messageToEncryptToSelf. */
      encryptToSelfMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptToSelfMessageData. */
      encryptToSelfMessageNonce?: components["schemas"]["Hex"];
      /** @description Announces the recipient's public key (must match the recipient account); also the key messages are encrypted to when the chain knows none. */
      recipientPublicKey?: components["schemas"]["Hex"];
      /** @description Economic clustering block id (default: the block about 720 below the tip). */
      ecBlockId?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Economic clustering block height (with ecBlockId: must be its height; alone: the block at that height).
       */
      ecBlockHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of setConfiguration (query string of a GET, or body of a POST). */
    setConfigurationParams: {
      /** @description node.maxAPIRecords: Most records a paginated operation returns (lastIndex is capped at firstIndex + maxAPIRecords - 1) unless a valid admin password is given. */
      maxAPIRecords?: string;
      /** @description node.writeRequestsPerSecond: Write operations (POST-only and transaction-creating) accepted per client IP per second (token bucket, burst of the same size). Over the limit: HTTP 429, nothing is applied. Reads are unlimited. */
      writeRequestsPerSecond?: string;
      /** @description node.blacklistMinutes: How long a misbehaving peer stays blacklisted (at most 35791 minutes, about 24.8 days: longer timers do not work). */
      blacklistMinutes?: string;
      /** @description node.logLevel: Least severe level printed. Changeable at run time with setLogging. */
      logLevel?: string;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: password
       * @description Admin password (node.adminPassword). Not needed when admin passwords are disabled, or when none is configured and the API listens on a loopback address. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of setLogging (query string of a GET, or body of a POST). */
    setLoggingParams: {
      /**
       * @description New log level. Matched case-insensitively.
       * @enum {string}
       */
      logging: "TRACE" | "DEBUG" | "INFO" | "WARN" | "ERROR" | "OFF";
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: password
       * @description Admin password (node.adminPassword). Not needed when admin passwords are disabled, or when none is configured and the API listens on a loopback address. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of shutdown (query string of a GET, or body of a POST). */
    shutdownParams: {
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
      /**
       * Format: password
       * @description Admin password (node.adminPassword). Not needed when admin passwords are disabled, or when none is configured and the API listens on a loopback address. Only in a POST body.
       */
      adminPassword?: string;
    };
    /** @description Parameters of signTransaction (query string of a GET, or body of a POST). */
    signTransactionParams: {
      /** @description Unsigned transaction bytes (as returned by a create operation given publicKey). */
      unsignedTransactionBytes?: components["schemas"]["Hex"];
      /** @description Unsigned transaction as its JSON object. */
      unsignedTransactionJSON?: string;
      /**
       * Format: password
       * @description Secret phrase of the sender. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase: string;
      /**
       * @description Check the signed transaction against the ledger-free rules (deadline not passed, minimum fee, ...).
       * @default true
       */
      validate?: boolean;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of startForging (query string of a GET, or body of a POST). */
    startForgingParams: {
      /**
       * Format: password
       * @description Secret phrase of the forging account. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase: string;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of stopForging (query string of a GET, or body of a POST). */
    stopForgingParams: {
      /**
       * Format: password
       * @description Secret phrase of the account to stop (absent: all accounts, admin only). Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of transferCurrency (query string of a GET, or body of a POST). */
    transferCurrencyParams: {
      /** @description The receiving account (numeric id or RS address). */
      recipient: components["schemas"]["Account"];
      /** @description The currency (the id of its issuance transaction). Unknown: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY. */
      currency: components["schemas"]["Id"];
      /** @description Units in QNT (the currency's smallest unit: 1 unit = 10^decimals QNT), at least 1. Range 1 to 9223372036854775807. */
      unitsQNT: components["schemas"]["Amount"];
      /**
       * Format: password
       * @description Secret phrase of the sender: the transaction is signed (and broadcast unless broadcast=false). Give this or publicKey. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /** @description Public key of the sender, for an unsigned transaction to sign elsewhere (not broadcast). With secretPhrase it must be that phrase's key. */
      publicKey?: components["schemas"]["Hex"];
      /** @description Fee in MTA. 0 or absent: the minimum fee for this transaction. */
      feeMTA?: components["schemas"]["Amount"];
      /** @description Alias of feeMTA (Nxt name). If both are given they must be equal. */
      feeNQT?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description Minutes after the timestamp during which the transaction can be included in a block.
       * @default 1440
       */
      deadline?: number;
      /**
       * @description Submit the signed transaction to the mempool (and the network). false: only return it.
       * @default true
       */
      broadcast?: boolean;
      /** @description Full hash of a transaction that must be confirmed before this one can be. */
      referencedTransactionFullHash?: components["schemas"]["Hex"];
      /** @description Plain message appendix: text (messageIsText=true) or hex bytes. */
      message?: string;
      /**
       * @description message is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageIsText?: boolean;
      /**
       * @description Carry the message as a prunable appendix (only its hash is signed; cheaper for long messages, pruned after node.maxPrunableLifetime).
       * @default false
       */
      messageIsPrunable?: boolean;
      /** @description Message encrypted to the recipient (needs secretPhrase and a recipient whose public key is known or given as recipientPublicKey). */
      messageToEncrypt?: string;
      /**
       * @description messageToEncrypt is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptIsText?: boolean;
      /**
       * @description Compress messageToEncrypt before encrypting it.
       * @default true
       */
      compressMessageToEncrypt?: boolean;
      /**
       * @description Carry the encrypted message as a prunable appendix (only its hash is signed).
       * @default false
       */
      encryptedMessageIsPrunable?: boolean;
      /** @description An already encrypted message to the recipient (ciphertext from encryptTo), with encryptedMessageNonce; instead of messageToEncrypt. */
      encryptedMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptedMessageData. */
      encryptedMessageNonce?: components["schemas"]["Hex"];
      /** @description Note encrypted to the sender's own key (needs secretPhrase). */
      messageToEncryptToSelf?: string;
      /**
       * @description messageToEncryptToSelf is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptToSelfIsText?: boolean;
      /**
       * @description Compress messageToEncryptToSelf before encrypting it.
       * @default true
       */
      compressMessageToEncryptToSelf?: boolean;
      /** @description An already encrypted note to self, with encryptToSelfMessageNonce; instead of messageToEncryptToSelf. */
      encryptToSelfMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptToSelfMessageData. */
      encryptToSelfMessageNonce?: components["schemas"]["Hex"];
      /** @description Announces the recipient's public key (must match the recipient account); also the key messages are encrypted to when the chain knows none. */
      recipientPublicKey?: components["schemas"]["Hex"];
      /** @description Economic clustering block id (default: the block about 720 below the tip). */
      ecBlockId?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Economic clustering block height (with ecBlockId: must be its height; alone: the block at that height).
       */
      ecBlockHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
    /** @description Parameters of transferTotem (query string of a GET, or body of a POST). */
    transferTotemParams: {
      /** @description The receiving account (numeric id or RS address). */
      recipient: components["schemas"]["Account"];
      /** @description The totem (the id of its issuance transaction). Unknown: errorCode 7 naming totem. */
      totem: components["schemas"]["Id"];
      /** @description Quantity in QNT (the totem's smallest unit: 1 unit = 10^decimals QNT), at least 1. Range 1 to 9223372036854775807. */
      quantityQNT: components["schemas"]["Amount"];
      /**
       * Format: password
       * @description Secret phrase of the sender: the transaction is signed (and broadcast unless broadcast=false). Give this or publicKey. Secret: send it in a POST body, never in a URL.
       */
      secretPhrase?: string;
      /** @description Public key of the sender, for an unsigned transaction to sign elsewhere (not broadcast). With secretPhrase it must be that phrase's key. */
      publicKey?: components["schemas"]["Hex"];
      /** @description Fee in MTA. 0 or absent: the minimum fee for this transaction. */
      feeMTA?: components["schemas"]["Amount"];
      /** @description Alias of feeMTA (Nxt name). If both are given they must be equal. */
      feeNQT?: components["schemas"]["Amount"];
      /**
       * Format: int32
       * @description Minutes after the timestamp during which the transaction can be included in a block.
       * @default 1440
       */
      deadline?: number;
      /**
       * @description Submit the signed transaction to the mempool (and the network). false: only return it.
       * @default true
       */
      broadcast?: boolean;
      /** @description Full hash of a transaction that must be confirmed before this one can be. */
      referencedTransactionFullHash?: components["schemas"]["Hex"];
      /** @description Plain message appendix: text (messageIsText=true) or hex bytes. */
      message?: string;
      /**
       * @description message is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageIsText?: boolean;
      /**
       * @description Carry the message as a prunable appendix (only its hash is signed; cheaper for long messages, pruned after node.maxPrunableLifetime).
       * @default false
       */
      messageIsPrunable?: boolean;
      /** @description Message encrypted to the recipient (needs secretPhrase and a recipient whose public key is known or given as recipientPublicKey). */
      messageToEncrypt?: string;
      /**
       * @description messageToEncrypt is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptIsText?: boolean;
      /**
       * @description Compress messageToEncrypt before encrypting it.
       * @default true
       */
      compressMessageToEncrypt?: boolean;
      /**
       * @description Carry the encrypted message as a prunable appendix (only its hash is signed).
       * @default false
       */
      encryptedMessageIsPrunable?: boolean;
      /** @description An already encrypted message to the recipient (ciphertext from encryptTo), with encryptedMessageNonce; instead of messageToEncrypt. */
      encryptedMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptedMessageData. */
      encryptedMessageNonce?: components["schemas"]["Hex"];
      /** @description Note encrypted to the sender's own key (needs secretPhrase). */
      messageToEncryptToSelf?: string;
      /**
       * @description messageToEncryptToSelf is UTF-8 text (true) or hex bytes (false).
       * @default true
       */
      messageToEncryptToSelfIsText?: boolean;
      /**
       * @description Compress messageToEncryptToSelf before encrypting it.
       * @default true
       */
      compressMessageToEncryptToSelf?: boolean;
      /** @description An already encrypted note to self, with encryptToSelfMessageNonce; instead of messageToEncryptToSelf. */
      encryptToSelfMessageData?: components["schemas"]["Hex"];
      /** @description Nonce of encryptToSelfMessageData. */
      encryptToSelfMessageNonce?: components["schemas"]["Hex"];
      /** @description Announces the recipient's public key (must match the recipient account); also the key messages are encrypted to when the chain knows none. */
      recipientPublicKey?: components["schemas"]["Hex"];
      /** @description Economic clustering block id (default: the block about 720 below the tip). */
      ecBlockId?: components["schemas"]["Id"];
      /**
       * Format: int32
       * @description Economic clustering block height (with ecBlockId: must be its height; alone: the block at that height).
       */
      ecBlockHeight?: number;
      /**
       * @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain.
       * @default 1
       * @enum {integer}
       */
      chain?: 1;
      /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
      requireBlock?: components["schemas"]["Id"];
      /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
      requireLastBlock?: components["schemas"]["Id"];
    };
  };
  responses: {
    /** @description errorCode 50: The query string is not valid percent-encoding. errorCode 1 (error: adminPassword): adminPassword was given in the URL: it is accepted only in the body of a POST. errorCode 50: The body is malformed (bad JSON, not an object, bad percent-encoding, invalid UTF-8, broken multipart). errorCode 7 (error: chain): chain is not 1 (the only chain). errorCode 1 (error: <param>): A required parameter is missing or empty. errorCode 7 (error: <param>): A parameter is malformed, out of range, or given more than once. (The operation's x-errors lists the causes that apply to it.) */
    Error400: {
      content: {
        "application/json": components["schemas"]["ErrorResponse"];
      };
    };
    /** @description errorCode 1 (error: adminPassword): adminPassword is missing (and the node requires one). errorCode 7 (error: adminPassword): adminPassword is wrong. (The operation's x-errors lists the causes that apply to it.) */
    Error401: {
      content: {
        "application/json": components["schemas"]["ErrorResponse"];
      };
    };
    /** @description errorCode 40: The client address is not in node.allowedBotHosts. errorCode 1 (error: adminPassword): No admin password is configured and the API is not on a loopback address. errorCode 1 (error: adminPassword): The address is locked out after too many wrong admin passwords (Retry-After header). (The operation's x-errors lists the causes that apply to it.) */
    Error403: {
      content: {
        "application/json": components["schemas"]["ErrorResponse"];
      };
    };
    /** @description errorCode 4 (error: requireBlock): requireBlock names a block that is not in the current chain. errorCode 4 (error: requireLastBlock): requireLastBlock is not the current last block. (The operation's x-errors lists the causes that apply to it.) */
    Error409: {
      content: {
        "application/json": components["schemas"]["ErrorResponse"];
      };
    };
    /** @description errorCode 50: The body is larger than node.apiMaxBodyBytes. (The operation's x-errors lists the causes that apply to it.) */
    Error413: {
      content: {
        "application/json": components["schemas"]["ErrorResponse"];
      };
    };
    /** @description errorCode 50: The body is not form-urlencoded, multipart/form-data or JSON. (The operation's x-errors lists the causes that apply to it.) */
    Error415: {
      content: {
        "application/json": components["schemas"]["ErrorResponse"];
      };
    };
    /** @description errorCode 50: More write requests from this address than node.writeRequestsPerSecond (Retry-After header). (The operation's x-errors lists the causes that apply to it.) */
    Error429: {
      content: {
        "application/json": components["schemas"]["ErrorResponse"];
      };
    };
    /** @description errorCode 1: An unexpected failure (a bug); the answer names an incident id logged by the node. (The operation's x-errors lists the causes that apply to it.) */
    Error500: {
      content: {
        "application/json": components["schemas"]["ErrorResponse"];
      };
    };
    /** @description errorCode 1: The blockchain is not ready (the node is starting or rescanning). errorCode 1: The node is shutting down. (The operation's x-errors lists the causes that apply to it.) */
    Error503: {
      content: {
        "application/json": components["schemas"]["ErrorResponse"];
      };
    };
    /** @description The operation's own refusals (see its description): any errorCode of docs/api-errors.md at its default HTTP status (1 -> 400, 2 -> 400, 3 -> 404, 4 -> 404, 5 -> 409, 6 -> 409, 7 -> 400, 8 -> 409, 9 -> 400, 10 -> 409, 40 -> 403, 50 -> 400); 503 when the store is unavailable. */
    HandlerError: {
      content: {
        "application/json": components["schemas"]["ErrorResponse"];
      };
    };
  };
  parameters: {
    /** @description Chain id; only chain 1 exists. Any other value: errorCode 7 naming chain. */
    chain?: 1;
    /** @description The node must have this block in its current chain, else errorCode 4 (HTTP 409). */
    requireBlock?: components["schemas"]["Id"];
    /** @description The node's last block must be this one, else errorCode 4 (HTTP 409). */
    requireLastBlock?: components["schemas"]["Id"];
    /** @description Zero-based index of the first record (default 0; negative counts as 0). */
    firstIndex?: number;
    /** @description Zero-based index of the last record, inclusive (default and cap: firstIndex + maxAPIRecords - 1; a valid adminPassword in a POST body lifts the cap). */
    lastIndex?: number;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}

export type $defs = Record<string, never>;

export type external = Record<string, never>;

export interface operations {

  /**
   * Votes on a totem's pending approval request (RequestTotemApproval): approve=true for, false against.
   * @description Votes on a totem's pending approval request (RequestTotemApproval): approve=true for, false against. Only the network's totem approvers may vote (anyone else: errorCode 7 naming secretPhrase), each once per request (a second vote: errorCode 8 naming totem). Votes count at the end of their block: the totem is APPROVED once the network's quorum of approvers approves, REJECTED once so many reject that the quorum can no longer be reached (devnet: approvers devnet-7, devnet-8 and devnet-9, quorum 2). Unknown totem, or no pending request: errorCode 7 naming totem. Minimum fee: 1 coin. Returns what every transaction-creating operation returns.
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  CastTotemApprovalVote: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["CastTotemApprovalVoteParams"];
        "multipart/form-data": components["schemas"]["CastTotemApprovalVoteParams"];
        "application/json": components["schemas"]["CastTotemApprovalVoteParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionJSON: components["schemas"]["Transaction"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            broadcasted: boolean;
            transaction?: components["schemas"]["UnsignedId"];
            fullHash?: string;
            transactionBytes?: components["schemas"]["LowerHex"];
            signatureHash?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns the minting target of a mint of unitsQNT units of a MINTABLE currency by account, at the currency's supply in...
   * @description Returns the minting target of a mint of unitsQNT units of a MINTABLE currency by account, at the currency's supply in committed state at the tip: currency, account/accountRS, unitsQNT, targetBytes (the target as 32 bytes, little-endian hex), target (the same in decimal), difficulty ((2^256 - 1) / target, in decimal: about how many hashes a proof takes), counter (the counter the next mint must use: one above the last counter this account used on this currency in a block, 1 before its first mint; a mint still unconfirmed does not move it; a number, or a decimal string past 2^53 - 1), algorithm (2 SHA256, 3 SHA3_256, 5 SCRYPT, 25 KECCAK256) and algorithmName. A proof is valid when the hash, with the currency's algorithm, of nonce, currency, unitsQNT, counter and account (five 64-bit little-endian values), read as a little-endian number, is at or below the target: target = (2^exp - 1) / unitsQNT with exp = 256 - minDifficulty - floor((maxDifficulty - minDifficulty) x (currentSupplyQNT - reserveSupplyQNT) / (maxSupplyQNT - reserveSupplyQNT)), so the target falls as the supply grows. Any account may ask; only the issuer's mints are accepted (currencyMint), and none once the whole supply is minted. Refusals: unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY; a currency that is not MINTABLE, whose total (maximum) supply is not above 10000 QNT, or that is not active yet: errorCode 7 naming currency; unitsQNT above 0.01% of the total supply (maxSupplyQNT / 10,000), or so many units that the target is 0 (no hash meets it): errorCode 7 naming unitsQNT.
   *
   * Flags: refused while the blockchain is not ready.
   */
  GetMintingTarget: {
    parameters: {
      query: {
        /** @description The MINTABLE currency. Unknown: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY. */
        currency: components["schemas"]["Id"];
        /** @description The minting account (numeric id or RS address): the hash covers it, and the counter is its own. */
        account: components["schemas"]["Account"];
        /** @description Units the mint would create, at least 1 and at most maxSupplyQNT / 10,000. Range 1 to 9223372036854775807. */
        unitsQNT: components["schemas"]["Amount"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            currency: components["schemas"]["UnsignedId"];
            account: components["schemas"]["UnsignedId"];
            accountRS: components["schemas"]["AccountRS"];
            /** @description The units of the mint the target is for. */
            unitsQNT: components["schemas"]["Amount"];
            /** @description The target as 32 bytes, little-endian: a proof is valid when its hash, read little-endian, is at or below it. */
            targetBytes: string;
            /** @description The same target in decimal. */
            target: components["schemas"]["Decimal"];
            /** @description (2^256 - 1) / target: about how many hashes a proof takes. */
            difficulty: components["schemas"]["Decimal"];
            counter: number | components["schemas"]["Decimal"];
            /** @description The currency's algorithm: 2 SHA256, 3 SHA3_256, 5 SCRYPT, 25 KECCAK256. */
            algorithm: number;
            /**
             * @description The algorithm's name.
             * @enum {string}
             */
            algorithmName: "SHA256" | "SHA3_256" | "SCRYPT" | "KECCAK256";
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns the minting target of a mint of unitsQNT units of a MINTABLE currency by account, at the currency's supply in...
   * @description Returns the minting target of a mint of unitsQNT units of a MINTABLE currency by account, at the currency's supply in committed state at the tip: currency, account/accountRS, unitsQNT, targetBytes (the target as 32 bytes, little-endian hex), target (the same in decimal), difficulty ((2^256 - 1) / target, in decimal: about how many hashes a proof takes), counter (the counter the next mint must use: one above the last counter this account used on this currency in a block, 1 before its first mint; a mint still unconfirmed does not move it; a number, or a decimal string past 2^53 - 1), algorithm (2 SHA256, 3 SHA3_256, 5 SCRYPT, 25 KECCAK256) and algorithmName. A proof is valid when the hash, with the currency's algorithm, of nonce, currency, unitsQNT, counter and account (five 64-bit little-endian values), read as a little-endian number, is at or below the target: target = (2^exp - 1) / unitsQNT with exp = 256 - minDifficulty - floor((maxDifficulty - minDifficulty) x (currentSupplyQNT - reserveSupplyQNT) / (maxSupplyQNT - reserveSupplyQNT)), so the target falls as the supply grows. Any account may ask; only the issuer's mints are accepted (currencyMint), and none once the whole supply is minted. Refusals: unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY; a currency that is not MINTABLE, whose total (maximum) supply is not above 10000 QNT, or that is not active yet: errorCode 7 naming currency; unitsQNT above 0.01% of the total supply (maxSupplyQNT / 10,000), or so many units that the target is 0 (no hash meets it): errorCode 7 naming unitsQNT.
   *
   * Flags: refused while the blockchain is not ready.
   */
  GetMintingTarget_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["GetMintingTargetParams"];
        "multipart/form-data": components["schemas"]["GetMintingTargetParams"];
        "application/json": components["schemas"]["GetMintingTargetParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            currency: components["schemas"]["UnsignedId"];
            account: components["schemas"]["UnsignedId"];
            accountRS: components["schemas"]["AccountRS"];
            /** @description The units of the mint the target is for. */
            unitsQNT: components["schemas"]["Amount"];
            /** @description The target as 32 bytes, little-endian: a proof is valid when its hash, read little-endian, is at or below it. */
            targetBytes: string;
            /** @description The same target in decimal. */
            target: components["schemas"]["Decimal"];
            /** @description (2^256 - 1) / target: about how many hashes a proof takes. */
            difficulty: components["schemas"]["Decimal"];
            counter: number | components["schemas"]["Decimal"];
            /** @description The currency's algorithm: 2 SHA256, 3 SHA3_256, 5 SCRYPT, 25 KECCAK256. */
            algorithm: number;
            /**
             * @description The algorithm's name.
             * @enum {string}
             */
            algorithmName: "SHA256" | "SHA3_256" | "SCRYPT" | "KECCAK256";
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns where the totem's approval stands: totem; status (NONE when never requested or when the last request expired ...
   * @description Returns where the totem's approval stands: totem; status (NONE when never requested or when the last request expired undecided, PENDING, APPROVED or REJECTED); expired (true when the last request expired undecided); votes (approver/approverRS, approve, height, transaction) on the last request; approvesNeeded (the network's quorum) and approvers (the network's approver ids). When a request was made: request (its transaction id), requestHeight and expiresAtHeight; when decided: decisionHeight. Unknown totem: errorCode 7 naming totem.
   *
   * Flags: refused while the blockchain is not ready.
   */
  GetTotemApprovalStatus: {
    parameters: {
      query: {
        /** @description The totem id. */
        totem: components["schemas"]["Id"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            totem: components["schemas"]["UnsignedId"];
            /**
             * @description NONE: never requested, or the last request expired undecided.
             * @enum {string}
             */
            status: "NONE" | "PENDING" | "APPROVED" | "REJECTED";
            /** @description True when the last request expired without a decision (status is then NONE). */
            expired: boolean;
            /** @description Votes on the last request, in the order they were cast. */
            votes: {
                approver: components["schemas"]["UnsignedId"];
                approverRS: components["schemas"]["AccountRS"];
                /** @description true: approve, false: reject. */
                approve: boolean;
                /** @description Height of the vote. */
                height: number;
                transaction: components["schemas"]["UnsignedId"];
              }[];
            /** @description Approve votes that approve a request (the network's quorum). */
            approvesNeeded: number;
            /** @description The network's approvers. */
            approvers: components["schemas"]["UnsignedId"][];
            /** @description The last request's transaction id. */
            request?: components["schemas"]["UnsignedId"];
            /** @description Height of the last request. */
            requestHeight?: number;
            /** @description Height at whose start the request expires undecided. */
            expiresAtHeight?: number;
            /** @description Height of the block that approved or rejected it. */
            decisionHeight?: number;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns where the totem's approval stands: totem; status (NONE when never requested or when the last request expired ...
   * @description Returns where the totem's approval stands: totem; status (NONE when never requested or when the last request expired undecided, PENDING, APPROVED or REJECTED); expired (true when the last request expired undecided); votes (approver/approverRS, approve, height, transaction) on the last request; approvesNeeded (the network's quorum) and approvers (the network's approver ids). When a request was made: request (its transaction id), requestHeight and expiresAtHeight; when decided: decisionHeight. Unknown totem: errorCode 7 naming totem.
   *
   * Flags: refused while the blockchain is not ready.
   */
  GetTotemApprovalStatus_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["GetTotemApprovalStatusParams"];
        "multipart/form-data": components["schemas"]["GetTotemApprovalStatusParams"];
        "application/json": components["schemas"]["GetTotemApprovalStatusParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            totem: components["schemas"]["UnsignedId"];
            /**
             * @description NONE: never requested, or the last request expired undecided.
             * @enum {string}
             */
            status: "NONE" | "PENDING" | "APPROVED" | "REJECTED";
            /** @description True when the last request expired without a decision (status is then NONE). */
            expired: boolean;
            /** @description Votes on the last request, in the order they were cast. */
            votes: {
                approver: components["schemas"]["UnsignedId"];
                approverRS: components["schemas"]["AccountRS"];
                /** @description true: approve, false: reject. */
                approve: boolean;
                /** @description Height of the vote. */
                height: number;
                transaction: components["schemas"]["UnsignedId"];
              }[];
            /** @description Approve votes that approve a request (the network's quorum). */
            approvesNeeded: number;
            /** @description The network's approvers. */
            approvers: components["schemas"]["UnsignedId"][];
            /** @description The last request's transaction id. */
            request?: components["schemas"]["UnsignedId"];
            /** @description Height of the last request. */
            requestHeight?: number;
            /** @description Height at whose start the request expires undecided. */
            expiresAtHeight?: number;
            /** @description Height of the block that approved or rejected it. */
            decisionHeight?: number;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Asks the network's totem approvers to vouch for a totem (attachment {"version.TotemApprovalRequest": 1, "totem": "<id...
   * @description Asks the network's totem approvers to vouch for a totem (attachment {"version.TotemApprovalRequest": 1, "totem": "<id>"}). Only the totem's issuer may ask (errorCode 7 naming totem), and only on a network that names approvers (errorCode 7 naming totem). The request is PENDING from its block on; the approvers vote with CastTotemApprovalVote, the totem is APPROVED once the network's quorum approves and REJECTED once the quorum can no longer be reached, and a request without a decision expires the network's approval expiry after its block (devnet: approvers devnet-7, devnet-8 and devnet-9, quorum 2, expiry 60 blocks). A totem whose request is pending or that is approved already: errorCode 8 naming totem; a rejected or expired one may ask again. Unknown totem: errorCode 7 naming totem. Minimum fee: 1 coin. Returns what every transaction-creating operation returns.
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  RequestTotemApproval: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["RequestTotemApprovalParams"];
        "multipart/form-data": components["schemas"]["RequestTotemApprovalParams"];
        "application/json": components["schemas"]["RequestTotemApprovalParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionJSON: components["schemas"]["Transaction"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            broadcasted: boolean;
            transaction?: components["schemas"]["UnsignedId"];
            fullHash?: string;
            transactionBytes?: components["schemas"]["LowerHex"];
            signatureHash?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Connects to a peer and returns its Peer object (see getPeer) once it has introduced itself, plus isNewlyAdded (the no...
   * @description Connects to a peer and returns its Peer object (see getPeer) once it has introduced itself, plus isNewlyAdded (the node did not know this peer before) and alreadyConnected (it was connected and introduced already; nothing was dialled). peer is host:port, a bare host (default peer port) or a multiaddr (/ip4/1.2.3.4/tcp/7876, optionally with /p2p/<peer id>); a peer id alone cannot be dialled. The address stays known (and is dialled again later) even when this attempt fails. Operator intent: may exceed node.maxOutboundPeers. Errors (all with error "peer"): malformed peer or this node itself: errorCode 7; blacklisted peer: errorCode 1, HTTP 409; dial refused, unreachable, timed out, or no valid hello (another network, for one): errorCode 1, HTTP 502 with the reason. Peer networking not running: errorCode 1 (HTTP 503).
   *
   * Flags: POST only; needs the admin password (in the POST body).
   */
  addPeer: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["addPeerParams"];
        "multipart/form-data": components["schemas"]["addPeerParams"];
        "application/json": components["schemas"]["addPeerParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Host. */
            address: string;
            port: number;
            /**
             * @description 0 NON_CONNECTED, 1 CONNECTED, 2 DISCONNECTED.
             * @enum {integer}
             */
            state: 0 | 1 | 2;
            announcedAddress: string;
            shareAddress: boolean;
            downloadedVolume: number;
            uploadedVolume: number;
            application: string;
            version: string;
            platform: string;
            apiPort: number;
            apiSSLPort: number;
            blacklisted: boolean;
            /** @description Epoch seconds; 0: never. */
            lastUpdated: number;
            /** @description Epoch seconds; 0: never. */
            lastConnectAttempt: number;
            inbound: boolean;
            services: string[];
            blockchainState: string;
            peerId: string | null;
            cumulativeDifficulty: string | null;
            score: number;
            blacklistCause: string | null;
            blacklistedUntil: number | null;
            lastPenalties: {
                at: number;
                points: number;
                reason: string;
              }[];
            isNewlyAdded: boolean;
            alreadyConnected: boolean;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Blacklists a peer for the blacklist period (node.blacklistMinutes): it is disconnected at once and refused (inbound a...
   * @description Blacklists a peer for the blacklist period (node.blacklistMinutes): it is disconnected at once and refused (inbound and dialled) until the period ends; the ban is not persisted. peer is host:port, a multiaddr, a peer id, or a bare host, which bans every known peer on that host (the default peer port when none is known). A peer the node does not know yet is remembered as blacklisted, so the ban holds when it shows up. reason (default "blacklisted by the operator") becomes the peer's blacklistCause in getPeer. Returns done (true) and peers: the Peer objects (see getPeer) blacklisted. This node itself: errorCode 7. Peer networking not running: errorCode 1 (HTTP 503).
   *
   * Flags: POST only; needs the admin password (in the POST body).
   */
  blacklistPeer: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["blacklistPeerParams"];
        "multipart/form-data": components["schemas"]["blacklistPeerParams"];
        "application/json": components["schemas"]["blacklistPeerParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            done: boolean;
            /** @description The peers blacklisted. */
            peers: components["schemas"]["Peer"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Submits a signed transaction, given as transactionBytes (hex) or transactionJSON, to the mempool and the network.
   * @description Submits a signed transaction, given as transactionBytes (hex) or transactionJSON, to the mempool and the network. Returns transaction (id) and fullHash. Submitting one that is already pending is not an error; one already confirmed is errorCode 8, an expired one errorCode 9, one the sender cannot pay for errorCode 6.
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  broadcastTransaction: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["broadcastTransactionParams"];
        "multipart/form-data": components["schemas"]["broadcastTransactionParams"];
        "application/json": components["schemas"]["broadcastTransactionParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transaction: components["schemas"]["UnsignedId"];
            fullHash: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns fullHash = SHA-256(unsigned bytes || signatureHash) of a transaction given as unsignedTransactionBytes or uns...
   * @description Returns fullHash = SHA-256(unsigned bytes || signatureHash) of a transaction given as unsignedTransactionBytes or unsignedTransactionJSON (a signature in it is ignored) and the SHA-256 of its signature (signatureHash). Lets a party commit to a transaction (referencedTransactionFullHash) before it is broadcast.
   */
  calculateFullHash: {
    parameters: {
      query: {
        /** @description Unsigned transaction bytes. */
        unsignedTransactionBytes?: components["schemas"]["Hex"];
        /** @description Unsigned transaction as its JSON object. */
        unsignedTransactionJSON?: string;
        /** @description SHA-256 of the signature (64 hex digits). */
        signatureHash: components["schemas"]["Hex"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            fullHash: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns fullHash = SHA-256(unsigned bytes || signatureHash) of a transaction given as unsignedTransactionBytes or uns...
   * @description Returns fullHash = SHA-256(unsigned bytes || signatureHash) of a transaction given as unsignedTransactionBytes or unsignedTransactionJSON (a signature in it is ignored) and the SHA-256 of its signature (signatureHash). Lets a party commit to a transaction (referencedTransactionFullHash) before it is broadcast.
   */
  calculateFullHash_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["calculateFullHashParams"];
        "multipart/form-data": components["schemas"]["calculateFullHashParams"];
        "application/json": components["schemas"]["calculateFullHashParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            fullHash: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns canDelete: whether deleteCurrency by the account would pass the deletion rules in the next block (the committ...
   * @description Returns canDelete: whether deleteCurrency by the account would pass the deletion rules in the next block (the committed state at the tip, checked at the height tip + 1 the deletion would be validated at; unconfirmed transactions are not counted), and when it would not, reason, the rule it breaks: a currency not active yet may be deleted by its issuer only (and by it whoever holds units); once active, a MINTABLE currency with units still to mint by its issuer only, and only when no other account holds units of it or offers units on the sell side of an exchange offer. It does not check the fee. Unknown account: errorCode 3 naming account; unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY.
   *
   * Flags: refused while the blockchain is not ready.
   */
  canDeleteCurrency: {
    parameters: {
      query: {
        /** @description The account that would delete it (numeric id or RS address). */
        account: components["schemas"]["Account"];
        /** @description The currency. Unknown: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY. */
        currency: components["schemas"]["Id"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Whether a deletion of the currency by the account would be accepted in the next block. */
            canDelete: boolean;
            /** @description Why not (present only when canDelete is false). */
            reason?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns canDelete: whether deleteCurrency by the account would pass the deletion rules in the next block (the committ...
   * @description Returns canDelete: whether deleteCurrency by the account would pass the deletion rules in the next block (the committed state at the tip, checked at the height tip + 1 the deletion would be validated at; unconfirmed transactions are not counted), and when it would not, reason, the rule it breaks: a currency not active yet may be deleted by its issuer only (and by it whoever holds units); once active, a MINTABLE currency with units still to mint by its issuer only, and only when no other account holds units of it or offers units on the sell side of an exchange offer. It does not check the fee. Unknown account: errorCode 3 naming account; unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY.
   *
   * Flags: refused while the blockchain is not ready.
   */
  canDeleteCurrency_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["canDeleteCurrencyParams"];
        "multipart/form-data": components["schemas"]["canDeleteCurrencyParams"];
        "application/json": components["schemas"]["canDeleteCurrencyParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Whether a deletion of the currency by the account would be accepted in the next block. */
            canDelete: boolean;
            /** @description Why not (present only when canDelete is false). */
            reason?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Cancels one of the sender's open ask orders: in its block the order leaves the book and the units it still offers bec...
   * @description Cancels one of the sender's open ask orders: in its block the order leaves the book and the units it still offers become available again to the sender. An order that is not an open ask (filled, cancelled, a bid, never placed, or with a cancellation already pending) or is not the sender's: errorCode 7 naming order. Minimum fee: 1 coin. Returns what every transaction-creating operation returns.
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  cancelAskOrder: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["cancelAskOrderParams"];
        "multipart/form-data": components["schemas"]["cancelAskOrderParams"];
        "application/json": components["schemas"]["cancelAskOrderParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionJSON: components["schemas"]["Transaction"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            broadcasted: boolean;
            transaction?: components["schemas"]["UnsignedId"];
            fullHash?: string;
            transactionBytes?: components["schemas"]["LowerHex"];
            signatureHash?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Cancels one of the sender's open bid orders: in its block the order leaves the book and the coin it still holds (the ...
   * @description Cancels one of the sender's open bid orders: in its block the order leaves the book and the coin it still holds (the quantity left to fill x its price) goes back to the sender. An order that is not an open bid (filled, cancelled, an ask, never placed, or with a cancellation already pending) or is not the sender's: errorCode 7 naming order. Minimum fee: 1 coin. Returns what every transaction-creating operation returns.
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  cancelBidOrder: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["cancelBidOrderParams"];
        "multipart/form-data": components["schemas"]["cancelBidOrderParams"];
        "application/json": components["schemas"]["cancelBidOrderParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionJSON: components["schemas"]["Transaction"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            broadcasted: boolean;
            transaction?: components["schemas"]["UnsignedId"];
            fullHash?: string;
            transactionBytes?: components["schemas"]["LowerHex"];
            signatureHash?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Drops every transaction waiting in the mempool, releasing the balances they reserved.
   * @description Drops every transaction waiting in the mempool, releasing the balances they reserved. Returns done and removed (how many).
   *
   * Flags: POST only; needs the admin password (in the POST body).
   */
  clearUnconfirmedTransactions: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["clearUnconfirmedTransactionsParams"];
        "multipart/form-data": components["schemas"]["clearUnconfirmedTransactionsParams"];
        "application/json": components["schemas"]["clearUnconfirmedTransactionsParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            done: boolean;
            removed: number;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Buys up to unitsQNT units at rateMTA or less per QNT from the sell sides of the exchange offers, lowest rate first, t...
   * @description Buys up to unitsQNT units at rateMTA or less per QNT from the sell sides of the exchange offers, lowest rate first, then the oldest offer, each fill at the offer's rate; unitsQNT x rateMTA of coin is held and what was not spent comes back in the same block. Too little coin: errorCode 6 naming unitsQNT. Immediate or cancel: nothing rests. The currency must be active and EXCHANGEABLE (errorCode 7 naming currency). Every fill is listed by getExchanges. Minimum fee: 1 coin. Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  currencyBuy: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["currencyBuyParams"];
        "multipart/form-data": components["schemas"]["currencyBuyParams"];
        "application/json": components["schemas"]["currencyBuyParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionJSON: components["schemas"]["Transaction"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            broadcasted: boolean;
            transaction?: components["schemas"]["UnsignedId"];
            fullHash?: string;
            transactionBytes?: components["schemas"]["LowerHex"];
            signatureHash?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Mints unitsQNT units of a MINTABLE currency into the sender, who must be its issuer, with a proof of work: the hash, ...
   * @description Mints unitsQNT units of a MINTABLE currency into the sender, who must be its issuer, with a proof of work: the hash, with the currency's algorithm, of nonce, currency, unitsQNT, counter and the sender's account (five 64-bit little-endian values) must be at or below the target GetMintingTarget gives. counter must be above the last one the sender used on this currency. One mint creates at most 0.01% of the total (maximum) supply, and only a currency whose total supply exceeds 10,000 QNT is minted. Named errors: the sender is not the issuer: NOT_CURRENCY_ISSUER (errorCode 7, error secretPhrase); not enough coin for the fee: NOT_ENOUGH_CURRENCY (errorCode 6). A proof above the target: errorCode 7 naming nonce; an old counter: naming counter; too many units: naming unitsQNT. Minimum fee: 1 coin. Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  currencyMint: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["currencyMintParams"];
        "multipart/form-data": components["schemas"]["currencyMintParams"];
        "application/json": components["schemas"]["currencyMintParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionJSON: components["schemas"]["Transaction"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            broadcasted: boolean;
            transaction?: components["schemas"]["UnsignedId"];
            fullHash?: string;
            transactionBytes?: components["schemas"]["LowerHex"];
            signatureHash?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Pays unitsQNT units of an active currency to a registered merchant (registerMerchant): a transfer whose recipient mus...
   * @description Pays unitsQNT units of an active currency to a registered merchant (registerMerchant): a transfer whose recipient must be a merchant, listed as a payment (getCurrencyTransfers) and counted apart (includeCounts). Named errors: the recipient is not a registered merchant: NOT_REGISTERED_MERCHANT (errorCode 7, error recipient); the sender has too few units: NOT_ENOUGH_CURRENCY (errorCode 6, error unitsQNT); the currency does not exist: UNKNOWN_CURRENCY (errorCode 7, error currency). A CONTROLLABLE currency pays only to or from its issuer. Minimum fee: 1 coin. Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  currencyPayment: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["currencyPaymentParams"];
        "multipart/form-data": components["schemas"]["currencyPaymentParams"];
        "application/json": components["schemas"]["currencyPaymentParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionJSON: components["schemas"]["Transaction"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            broadcasted: boolean;
            transaction?: components["schemas"]["UnsignedId"];
            fullHash?: string;
            transactionBytes?: components["schemas"]["LowerHex"];
            signatureHash?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Burns unitsQNT of the sender's units of an active CLAIMABLE currency and pays unitsQNT x the currency's reserve per u...
   * @description Burns unitsQNT of the sender's units of an active CLAIMABLE currency and pays unitsQNT x the currency's reserve per unit (currentReservePerUnitMTA) in coin. Not CLAIMABLE: errorCode 7 naming currency; too few units: errorCode 6 naming unitsQNT, errorName NOT_ENOUGH_CURRENCY. Minimum fee: 1 coin. Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  currencyReserveClaim: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["currencyReserveClaimParams"];
        "multipart/form-data": components["schemas"]["currencyReserveClaimParams"];
        "application/json": components["schemas"]["currencyReserveClaimParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionJSON: components["schemas"]["Transaction"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            broadcasted: boolean;
            transaction?: components["schemas"]["UnsignedId"];
            fullHash?: string;
            transactionBytes?: components["schemas"]["LowerHex"];
            signatureHash?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Pledges amountPerUnitMTA per unit of a RESERVABLE currency's reserve supply before its issuance height: reserveSupply...
   * @description Pledges amountPerUnitMTA per unit of a RESERVABLE currency's reserve supply before its issuance height: reserveSupplyQNT x amountPerUnitMTA of the sender's coin is taken at once. At the issuance height the founders share the reserve supply in proportion to their pledges when the pledged reserve per unit reached the minimum, or get their coin back (and the currency is deleted) when it did not. Not RESERVABLE, or already active: errorCode 7 naming currency; not enough coin for the pledge and the fee: errorCode 6 naming amountPerUnitMTA. Minimum fee: 1 coin. Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  currencyReserveIncrease: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["currencyReserveIncreaseParams"];
        "multipart/form-data": components["schemas"]["currencyReserveIncreaseParams"];
        "application/json": components["schemas"]["currencyReserveIncreaseParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionJSON: components["schemas"]["Transaction"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            broadcasted: boolean;
            transaction?: components["schemas"]["UnsignedId"];
            fullHash?: string;
            transactionBytes?: components["schemas"]["LowerHex"];
            signatureHash?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Sells up to unitsQNT units at rateMTA or more per QNT to the buy sides of the exchange offers, highest rate first, th...
   * @description Sells up to unitsQNT units at rateMTA or more per QNT to the buy sides of the exchange offers, highest rate first, then the oldest offer, each fill at the offer's rate; units that do not sell come back in the same block. Too few units: errorCode 6 naming unitsQNT, errorName NOT_ENOUGH_CURRENCY. Immediate or cancel: nothing rests. The currency must be active and EXCHANGEABLE (errorCode 7 naming currency). Every fill is listed by getExchanges. Minimum fee: 1 coin. Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  currencySell: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["currencySellParams"];
        "multipart/form-data": components["schemas"]["currencySellParams"];
        "application/json": components["schemas"]["currencySellParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionJSON: components["schemas"]["Transaction"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            broadcasted: boolean;
            transaction?: components["schemas"]["UnsignedId"];
            fullHash?: string;
            transactionBytes?: components["schemas"]["LowerHex"];
            signatureHash?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Decodes a token made by generateToken: account, accountRS, timestamp and valid (the signature verifies for website an...
   * @description Decodes a token made by generateToken: account, accountRS, timestamp and valid (the signature verifies for website and the account has announced no key or the token's key). A malformed token: errorCode 7 naming token.
   *
   * Flags: refused while the blockchain is not ready.
   */
  decodeToken: {
    parameters: {
      query: {
        /** @description The website (any text, at most 2048 characters); surrounding white space is trimmed before signing or checking. */
        website: string;
        /** @description The 160-character token (base-32 digits, either case; surrounding white space ignored). */
        token: string;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description The account of the token's public key. */
            account: components["schemas"]["UnsignedId"];
            accountRS: components["schemas"]["AccountRS"];
            /** @description Epoch seconds the token was made at (as signed). */
            timestamp: number;
            /** @description The signature verifies for this website and the account has announced no key or the token's key. */
            valid: boolean;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Decodes a token made by generateToken: account, accountRS, timestamp and valid (the signature verifies for website an...
   * @description Decodes a token made by generateToken: account, accountRS, timestamp and valid (the signature verifies for website and the account has announced no key or the token's key). A malformed token: errorCode 7 naming token.
   *
   * Flags: refused while the blockchain is not ready.
   */
  decodeToken_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["decodeTokenParams"];
        "multipart/form-data": components["schemas"]["decodeTokenParams"];
        "application/json": components["schemas"]["decodeTokenParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description The account of the token's public key. */
            account: components["schemas"]["UnsignedId"];
            accountRS: components["schemas"]["AccountRS"];
            /** @description Epoch seconds the token was made at (as signed). */
            timestamp: number;
            /** @description The signature verifies for this website and the account has announced no key or the token's key. */
            valid: boolean;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Decrypts data with nonce, exchanged between the secret phrase's account and account (the sender decrypts with the rec...
   * @description Decrypts data with nonce, exchanged between the secret phrase's account and account (the sender decrypts with the recipient as account, the recipient with the sender), and returns decryptedMessage. Data that was altered, or not encrypted between these two accounts with this nonce and compression flag, is refused (errorCode 7 naming data). A message that is not valid UTF-8 asked for as text is refused naming decryptedMessageIsText.
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  decryptFrom: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["decryptFromParams"];
        "multipart/form-data": components["schemas"]["decryptFromParams"];
        "application/json": components["schemas"]["decryptFromParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description The message: text, or hex when decryptedMessageIsText=false. */
            decryptedMessage: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Deletes a currency.
   * @description Deletes a currency. Before its issuance height only its issuer may (the founders get their pledges back); a MINTABLE currency with units still to mint, only its issuer; otherwise the sender must hold every unit (no other account holds or offers any). The offers are removed with their holds returned, a CLAIMABLE currency's units the sender holds are claimed for their coin, and the name and code are free again. Refused: errorCode 7 naming currency with the reason. Minimum fee: 1 coin. Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  deleteCurrency: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["deleteCurrencyParams"];
        "multipart/form-data": components["schemas"]["deleteCurrencyParams"];
        "application/json": components["schemas"]["deleteCurrencyParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionJSON: components["schemas"]["Transaction"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            broadcasted: boolean;
            transaction?: components["schemas"]["UnsignedId"];
            fullHash?: string;
            transactionBytes?: components["schemas"]["LowerHex"];
            signatureHash?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Deletes (burns) quantityQNT of the sender's units of a totem: they are gone for good and the totem's quantityQNT fall...
   * @description Deletes (burns) quantityQNT of the sender's units of a totem: they are gone for good and the totem's quantityQNT falls by as much (initialQuantityQNT stays). Any holder may delete its own units. Unknown totem: errorCode 7 naming totem; quantityQNT above the totem's quantity: errorCode 7, above what the sender can move (its units minus those in open asks and pending transactions): errorCode 6, both naming quantityQNT. Minimum fee: 1 coin. Returns what every transaction-creating operation returns.
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  deleteTotem: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["deleteTotemParams"];
        "multipart/form-data": components["schemas"]["deleteTotemParams"];
        "application/json": components["schemas"]["deleteTotemParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionJSON: components["schemas"]["Transaction"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            broadcasted: boolean;
            transaction?: components["schemas"]["UnsignedId"];
            fullHash?: string;
            transactionBytes?: components["schemas"]["LowerHex"];
            signatureHash?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Ends the sender's merchant registration.
   * @description Ends the sender's merchant registration. Not registered: errorCode 7 naming secretPhrase, errorName NOT_REGISTERED_MERCHANT. Minimum fee: 1 coin. Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  deregisterMerchant: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["deregisterMerchantParams"];
        "multipart/form-data": components["schemas"]["deregisterMerchantParams"];
        "application/json": components["schemas"]["deregisterMerchantParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionJSON: components["schemas"]["Transaction"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            broadcasted: boolean;
            transaction?: components["schemas"]["UnsignedId"];
            fullHash?: string;
            transactionBytes?: components["schemas"]["LowerHex"];
            signatureHash?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Pays a dividend on a totem: every account but the issuer that held units at the end of block height (units in open as...
   * @description Pays a dividend on a totem: every account but the issuer that held units at the end of block height (units in open asks included) receives exactly its quantity in QNT x amountMTAPerQNT, from the issuer's coin. Only the issuer may pay (errorCode 7 naming totem); height must be between the totem's issuance and the last block, at most 1440 blocks below the last block, and some account other than the issuer must have held units then (otherwise errorCode 7 naming height); the total must fit in 2^63-1 MTA (errorCode 7 naming amountMTAPerQNT) and the issuer's unconfirmed balance minus the fee must cover it (errorCode 6 naming amountMTAPerQNT). Unknown totem: errorCode 7 naming totem. Minimum fee: 1 coin. Returns what every transaction-creating operation returns.
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  dividendPayment: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["dividendPaymentParams"];
        "multipart/form-data": components["schemas"]["dividendPaymentParams"];
        "application/json": components["schemas"]["dividendPaymentParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionJSON: components["schemas"]["Transaction"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            broadcasted: boolean;
            transaction?: components["schemas"]["UnsignedId"];
            fullHash?: string;
            transactionBytes?: components["schemas"]["LowerHex"];
            signatureHash?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns peers (addresses, each once, in the peer list's order) and count: the peers that share their address (shareAd...
   * @description Returns peers (addresses, each once, in the peer list's order) and count: the peers that share their address (shareAddress), as they announce it (announcedAddress, else host:port), ready for another node's node.peers. By default (active=true) only peers connected and introduced now; active=false takes every known peer that shares its address and is not blacklisted. service keeps peers announcing that service (exact name). Peer networking not running: errorCode 1 (HTTP 503).
   */
  dumpPeers: {
    parameters: {
      query?: {
        /** @description true: peers connected now; false: every known peer (not blacklisted). */
        active?: boolean;
        /** @description Only peers announcing this service (e.g. BLOCKS). */
        service?: string;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Addresses, each once. */
            peers: string[];
            count: number;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns peers (addresses, each once, in the peer list's order) and count: the peers that share their address (shareAd...
   * @description Returns peers (addresses, each once, in the peer list's order) and count: the peers that share their address (shareAddress), as they announce it (announcedAddress, else host:port), ready for another node's node.peers. By default (active=true) only peers connected and introduced now; active=false takes every known peer that shares its address and is not blacklisted. service keeps peers announcing that service (exact name). Peer networking not running: errorCode 1 (HTTP 503).
   */
  dumpPeers_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["dumpPeersParams"];
        "multipart/form-data": components["schemas"]["dumpPeersParams"];
        "application/json": components["schemas"]["dumpPeersParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Addresses, each once. */
            peers: string[];
            count: number;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Encrypts messageToEncrypt to recipient (X25519 from the Ed25519 keys, HKDF-SHA256, XChaCha20-Poly1305; see docs/encry...
   * @description Encrypts messageToEncrypt to recipient (X25519 from the Ed25519 keys, HKDF-SHA256, XChaCha20-Poly1305; see docs/encryption.md) and returns data and nonce (hex), which the recipient (or the sender) decrypts with decryptFrom. The recipient's key comes from the chain, or from recipientPublicKey for an account that has never signed. Messages longer than 1048576 bytes are refused. Nothing is signed or broadcast.
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  encryptTo: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["encryptToParams"];
        "multipart/form-data": components["schemas"]["encryptToParams"];
        "application/json": components["schemas"]["encryptToParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Ciphertext followed by its 16-byte Poly1305 tag. */
            data: components["schemas"]["LowerHex"];
            /** @description The random 24-byte XChaCha20 nonce. */
            nonce: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns the id of a full hash (its first 8 bytes, little-endian): stringId (unsigned) and longId (signed).
   * @description Returns the id of a full hash (its first 8 bytes, little-endian): stringId (unsigned) and longId (signed).
   */
  fullHashToId: {
    parameters: {
      query: {
        /** @description Full hash (64 hex digits). */
        fullHash: components["schemas"]["Hex"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description "0" when the first 8 bytes are zero. */
            stringId: components["schemas"]["UnsignedIdOrZero"];
            /** @description The id as a signed 64-bit integer. */
            longId: components["schemas"]["Long"];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns the id of a full hash (its first 8 bytes, little-endian): stringId (unsigned) and longId (signed).
   * @description Returns the id of a full hash (its first 8 bytes, little-endian): stringId (unsigned) and longId (signed).
   */
  fullHashToId_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["fullHashToIdParams"];
        "multipart/form-data": components["schemas"]["fullHashToIdParams"];
        "application/json": components["schemas"]["fullHashToIdParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description "0" when the first 8 bytes are zero. */
            stringId: components["schemas"]["UnsignedIdOrZero"];
            /** @description The id as a signed 64-bit integer. */
            longId: components["schemas"]["Long"];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Devnet only: forges blocks now with the forging account whose hit time is earliest, each filled from the mempool and ...
   * @description Devnet only: forges blocks now with the forging account whose hit time is earliest, each filled from the mempool and stamped max(now, previous block + 1 s), and pushes them. Without numBlocks: returns the new Block object (with transaction objects). With numBlocks=N: forges N blocks in a row and returns {blocks: [Block objects, oldest first, transactions as ids], height}. On other networks: errorCode 1 (HTTP 403).
   *
   * Flags: POST only; needs the admin password (in the POST body); refused while the blockchain is not ready.
   */
  generateBlock: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["generateBlockParams"];
        "multipart/form-data": components["schemas"]["generateBlockParams"];
        "application/json": components["schemas"]["generateBlockParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": ({
            block: components["schemas"]["UnsignedId"];
            height: number;
            generator: components["schemas"]["UnsignedId"];
            generatorRS: components["schemas"]["AccountRS"];
            generatorPublicKey: string;
            /** @description Epoch seconds. */
            timestamp: number;
            numberOfTransactions: number;
            totalAmountFQT: components["schemas"]["Amount"];
            totalFeeFQT: components["schemas"]["Amount"];
            payloadLength: number;
            version: number;
            baseTarget: components["schemas"]["Decimal"];
            cumulativeDifficulty: components["schemas"]["Decimal"];
            /** @description "0" for the genesis block. */
            previousBlock: components["schemas"]["UnsignedIdOrZero"];
            /** @description "0" at the tip. */
            nextBlock: components["schemas"]["UnsignedIdOrZero"];
            payloadHash: string;
            generationSignature: string;
            previousBlockHash: string;
            blockSignature: string | null;
            /** @description Its transactions. */
            transactions: components["schemas"]["Transaction"][];
            /** @description Always empty (no phasing yet). */
            executedPhasedTransactions: string[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          }) | {
            /** @description Oldest first. */
            blocks: components["schemas"]["Block"][];
            height: number;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Signs website (trimmed), the account's public key and the node's epoch time now with secretPhrase.
   * @description Signs website (trimmed), the account's public key and the node's epoch time now with secretPhrase. Returns the 160-character token and, as decodeToken would answer for it, account, accountRS, timestamp and valid (false only if the chain holds another key for this account id).
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  generateToken: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["generateTokenParams"];
        "multipart/form-data": components["schemas"]["generateTokenParams"];
        "application/json": components["schemas"]["generateTokenParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description The account of the token's public key. */
            account: components["schemas"]["UnsignedId"];
            accountRS: components["schemas"]["AccountRS"];
            /** @description Epoch seconds the token was made at (as signed). */
            timestamp: number;
            /** @description The signature verifies for this website and the account has announced no key or the token's key. */
            valid: boolean;
            /** @description The token: 20 groups of 8 base-32 digits (docs/tokens.md). */
            token: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns currencies: an array of arrays, one inner array per requested account in request order (an account given twic...
   * @description Returns currencies: an array of arrays, one inner array per requested account in request order (an account given twice gets two), each holding that account's currencies as issuer, newest issuance first (height of the issuance's block, then by currency id), with the spec's subset of the Currency object: currency, issuer, name, code, type, currentSupplyQNT and maxSupplyQNT. firstIndex/lastIndex page each inner array on its own. includeCounts=true adds numberOfTransfers and numberOfPayments to each. An account that issued nothing, or that the chain has never seen, gets an empty inner array. account missing: errorCode 1 naming account; an entry that is not an account id or RS address: errorCode 7 naming account.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  "get-currenciesByIssuer": {
    parameters: {
      query: {
        /** @description The issuers: numeric ids or RS addresses, separated by commas (or the parameter repeated). Repeat the parameter, or give comma-separated values. */
        account: components["schemas"]["Account"][];
        /** @description Add numberOfTransfers and numberOfPayments to each currency. */
        includeCounts?: boolean;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description One inner array per requested account, in request order. */
            currencies: {
                  currency: components["schemas"]["UnsignedId"];
                  issuer: components["schemas"]["UnsignedId"];
                  /** @description The name. */
                  name: string;
                  /** @description The code. */
                  code: string;
                  /** @description The type bitmask. */
                  type: number;
                  currentSupplyQNT: components["schemas"]["Amount"];
                  maxSupplyQNT: components["schemas"]["Amount"];
                  /** @description Transfers (includeCounts). */
                  numberOfTransfers?: number;
                  /** @description Merchant payments (includeCounts). */
                  numberOfPayments?: number;
                }[][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns currencies: an array of arrays, one inner array per requested account in request order (an account given twic...
   * @description Returns currencies: an array of arrays, one inner array per requested account in request order (an account given twice gets two), each holding that account's currencies as issuer, newest issuance first (height of the issuance's block, then by currency id), with the spec's subset of the Currency object: currency, issuer, name, code, type, currentSupplyQNT and maxSupplyQNT. firstIndex/lastIndex page each inner array on its own. includeCounts=true adds numberOfTransfers and numberOfPayments to each. An account that issued nothing, or that the chain has never seen, gets an empty inner array. account missing: errorCode 1 naming account; an entry that is not an account id or RS address: errorCode 7 naming account.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  "get-currenciesByIssuer_post": {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["get-currenciesByIssuerParams"];
        "multipart/form-data": components["schemas"]["get-currenciesByIssuerParams"];
        "application/json": components["schemas"]["get-currenciesByIssuerParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description One inner array per requested account, in request order. */
            currencies: {
                  currency: components["schemas"]["UnsignedId"];
                  issuer: components["schemas"]["UnsignedId"];
                  /** @description The name. */
                  name: string;
                  /** @description The code. */
                  code: string;
                  /** @description The type bitmask. */
                  type: number;
                  currentSupplyQNT: components["schemas"]["Amount"];
                  maxSupplyQNT: components["schemas"]["Amount"];
                  /** @description Transfers (includeCounts). */
                  numberOfTransfers?: number;
                  /** @description Merchant payments (includeCounts). */
                  numberOfPayments?: number;
                }[][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns account, accountRS, publicKey (absent until the account has signed a transaction or had its key announced), b...
   * @description Returns account, accountRS, publicKey (absent until the account has signed a transaction or had its key announced), balanceMTA and balanceFQT (the same amount: FQT is the spec's name for the unit), unconfirmedBalanceMTA (balance minus what pending transactions reserve), forgedBalanceMTA (fees earned by forging) and creationHeight. name and description when the account has set them (setAccountInfo); currentLessee, currentLesseeRS, currentLeasingHeightFrom and currentLeasingHeightTo while the account has a lease scheduled or running, nextLessee, nextLesseeRS, nextLeasingHeightFrom and nextLeasingHeightTo while one is queued (leaseBalance). includeEffectiveBalance adds effectiveBalance (whole coins counting for forging, leases included: 0 while the account leases its balance out, plus the balances leased to it); includeLessors adds lessors and lessorsRS (accounts whose lease to this one runs now) and lessorsInfo (per lessor: its lease heights and the whole coins it lends). includeTotems adds totemBalances, one {totem, balanceQNT} per totem the account holds (units owned, those in open asks included), and unconfirmedTotemBalances, one {totem, unconfirmedBalanceQNT} per such totem (units it can still move: open asks and pending transactions excluded), both by totem id. includeCurrencies adds currencyBalances, one {currency, code, decimals, unitsQNT} per currency the account holds (units in its own exchange offers excluded), and unconfirmedCurrencyBalances, one {currency, code, decimals, unconfirmedUnitsQNT} per currency it holds now or after its pending transactions (what they leave), both by currency id. Unknown account: errorCode 3.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getAccount: {
    parameters: {
      query: {
        /** @description Account (numeric id or RS address). */
        account: components["schemas"]["Account"];
        /** @description Add lessors, lessorsRS and lessorsInfo (accounts whose balance lease to this one runs now). */
        includeLessors?: boolean;
        /** @description Add effectiveBalance (whole coins counting for forging). */
        includeEffectiveBalance?: boolean;
        /** @description Add totemBalances [{totem, balanceQNT}] (units owned, open asks included) and unconfirmedTotemBalances [{totem, unconfirmedBalanceQNT}] (units still movable: open asks and pending transactions excluded). */
        includeTotems?: boolean;
        /** @description Add currencyBalances and unconfirmedCurrencyBalances. */
        includeCurrencies?: boolean;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            account: components["schemas"]["UnsignedId"];
            accountRS: components["schemas"]["AccountRS"];
            balanceMTA: components["schemas"]["Amount"];
            /** @description The same amount as balanceMTA. */
            balanceFQT: components["schemas"]["Amount"];
            unconfirmedBalanceMTA: components["schemas"]["Long"];
            forgedBalanceMTA: components["schemas"]["Amount"];
            creationHeight: number;
            /** @description Absent until the account has signed a transaction or had its key announced. */
            publicKey?: string;
            /** @description Whole coins counting for forging (includeEffectiveBalance). */
            effectiveBalance?: components["schemas"]["Decimal"];
            /** @description includeLessors: accounts whose balance lease to this one runs now. */
            lessors?: components["schemas"]["UnsignedId"][];
            /** @description includeLessors. */
            lessorsRS?: components["schemas"]["AccountRS"][];
            /** @description includeLessors: one per lessor, in the order of lessors. */
            lessorsInfo?: {
                lessor: components["schemas"]["UnsignedId"];
                lessorRS: components["schemas"]["AccountRS"];
                currentLessee: components["schemas"]["UnsignedId"];
                currentLesseeRS: components["schemas"]["AccountRS"];
                currentHeightFrom: number;
                currentHeightTo: number;
                /** @description Whole coins the lessor lends (its guaranteed balance). */
                effectiveBalance: components["schemas"]["Decimal"];
                nextLessee?: components["schemas"]["UnsignedId"];
                nextLesseeRS?: components["schemas"]["AccountRS"];
                nextHeightFrom?: number;
                nextHeightTo?: number;
              }[];
            /** @description Set by setAccountInfo. */
            name?: string;
            /** @description Set by setAccountInfo. */
            description?: string;
            /** @description While a lease of this account is scheduled or running. */
            currentLessee?: components["schemas"]["UnsignedId"];
            currentLesseeRS?: components["schemas"]["AccountRS"];
            /** @description First height the current lease runs. */
            currentLeasingHeightFrom?: number;
            /** @description Height at whose start it ends. */
            currentLeasingHeightTo?: number;
            /** @description While a lease is queued after the current one. */
            nextLessee?: components["schemas"]["UnsignedId"];
            nextLesseeRS?: components["schemas"]["AccountRS"];
            /** @description First height the next lease runs. */
            nextLeasingHeightFrom?: number;
            /** @description Height at whose start it ends. */
            nextLeasingHeightTo?: number;
            /** @description includeTotems: units owned per totem (open asks included), by totem id. */
            totemBalances?: {
                totem: components["schemas"]["UnsignedId"];
                balanceQNT: components["schemas"]["Amount"];
              }[];
            /** @description includeTotems: units still movable per totem (open asks and pending transactions excluded). */
            unconfirmedTotemBalances?: {
                totem: components["schemas"]["UnsignedId"];
                unconfirmedBalanceQNT: components["schemas"]["Amount"];
              }[];
            /** @description includeCurrencies: units held per currency (units in the account's own exchange offers excluded), by currency id. */
            currencyBalances?: {
                currency: components["schemas"]["UnsignedId"];
                /** @description The currency's code. */
                code: string;
                decimals: number;
                unitsQNT: components["schemas"]["Amount"];
              }[];
            /** @description includeCurrencies: units left per currency once pending transactions have taken theirs. */
            unconfirmedCurrencyBalances?: {
                currency: components["schemas"]["UnsignedId"];
                /** @description The currency's code. */
                code: string;
                decimals: number;
                unconfirmedUnitsQNT: components["schemas"]["Amount"];
              }[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
            [key: string]: unknown;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns account, accountRS, publicKey (absent until the account has signed a transaction or had its key announced), b...
   * @description Returns account, accountRS, publicKey (absent until the account has signed a transaction or had its key announced), balanceMTA and balanceFQT (the same amount: FQT is the spec's name for the unit), unconfirmedBalanceMTA (balance minus what pending transactions reserve), forgedBalanceMTA (fees earned by forging) and creationHeight. name and description when the account has set them (setAccountInfo); currentLessee, currentLesseeRS, currentLeasingHeightFrom and currentLeasingHeightTo while the account has a lease scheduled or running, nextLessee, nextLesseeRS, nextLeasingHeightFrom and nextLeasingHeightTo while one is queued (leaseBalance). includeEffectiveBalance adds effectiveBalance (whole coins counting for forging, leases included: 0 while the account leases its balance out, plus the balances leased to it); includeLessors adds lessors and lessorsRS (accounts whose lease to this one runs now) and lessorsInfo (per lessor: its lease heights and the whole coins it lends). includeTotems adds totemBalances, one {totem, balanceQNT} per totem the account holds (units owned, those in open asks included), and unconfirmedTotemBalances, one {totem, unconfirmedBalanceQNT} per such totem (units it can still move: open asks and pending transactions excluded), both by totem id. includeCurrencies adds currencyBalances, one {currency, code, decimals, unitsQNT} per currency the account holds (units in its own exchange offers excluded), and unconfirmedCurrencyBalances, one {currency, code, decimals, unconfirmedUnitsQNT} per currency it holds now or after its pending transactions (what they leave), both by currency id. Unknown account: errorCode 3.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getAccount_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getAccountParams"];
        "multipart/form-data": components["schemas"]["getAccountParams"];
        "application/json": components["schemas"]["getAccountParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            account: components["schemas"]["UnsignedId"];
            accountRS: components["schemas"]["AccountRS"];
            balanceMTA: components["schemas"]["Amount"];
            /** @description The same amount as balanceMTA. */
            balanceFQT: components["schemas"]["Amount"];
            unconfirmedBalanceMTA: components["schemas"]["Long"];
            forgedBalanceMTA: components["schemas"]["Amount"];
            creationHeight: number;
            /** @description Absent until the account has signed a transaction or had its key announced. */
            publicKey?: string;
            /** @description Whole coins counting for forging (includeEffectiveBalance). */
            effectiveBalance?: components["schemas"]["Decimal"];
            /** @description includeLessors: accounts whose balance lease to this one runs now. */
            lessors?: components["schemas"]["UnsignedId"][];
            /** @description includeLessors. */
            lessorsRS?: components["schemas"]["AccountRS"][];
            /** @description includeLessors: one per lessor, in the order of lessors. */
            lessorsInfo?: {
                lessor: components["schemas"]["UnsignedId"];
                lessorRS: components["schemas"]["AccountRS"];
                currentLessee: components["schemas"]["UnsignedId"];
                currentLesseeRS: components["schemas"]["AccountRS"];
                currentHeightFrom: number;
                currentHeightTo: number;
                /** @description Whole coins the lessor lends (its guaranteed balance). */
                effectiveBalance: components["schemas"]["Decimal"];
                nextLessee?: components["schemas"]["UnsignedId"];
                nextLesseeRS?: components["schemas"]["AccountRS"];
                nextHeightFrom?: number;
                nextHeightTo?: number;
              }[];
            /** @description Set by setAccountInfo. */
            name?: string;
            /** @description Set by setAccountInfo. */
            description?: string;
            /** @description While a lease of this account is scheduled or running. */
            currentLessee?: components["schemas"]["UnsignedId"];
            currentLesseeRS?: components["schemas"]["AccountRS"];
            /** @description First height the current lease runs. */
            currentLeasingHeightFrom?: number;
            /** @description Height at whose start it ends. */
            currentLeasingHeightTo?: number;
            /** @description While a lease is queued after the current one. */
            nextLessee?: components["schemas"]["UnsignedId"];
            nextLesseeRS?: components["schemas"]["AccountRS"];
            /** @description First height the next lease runs. */
            nextLeasingHeightFrom?: number;
            /** @description Height at whose start it ends. */
            nextLeasingHeightTo?: number;
            /** @description includeTotems: units owned per totem (open asks included), by totem id. */
            totemBalances?: {
                totem: components["schemas"]["UnsignedId"];
                balanceQNT: components["schemas"]["Amount"];
              }[];
            /** @description includeTotems: units still movable per totem (open asks and pending transactions excluded). */
            unconfirmedTotemBalances?: {
                totem: components["schemas"]["UnsignedId"];
                unconfirmedBalanceQNT: components["schemas"]["Amount"];
              }[];
            /** @description includeCurrencies: units held per currency (units in the account's own exchange offers excluded), by currency id. */
            currencyBalances?: {
                currency: components["schemas"]["UnsignedId"];
                /** @description The currency's code. */
                code: string;
                decimals: number;
                unitsQNT: components["schemas"]["Amount"];
              }[];
            /** @description includeCurrencies: units left per currency once pending transactions have taken theirs. */
            unconfirmedCurrencyBalances?: {
                currency: components["schemas"]["UnsignedId"];
                /** @description The currency's code. */
                code: string;
                decimals: number;
                unconfirmedUnitsQNT: components["schemas"]["Amount"];
              }[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
            [key: string]: unknown;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns blockIds: ids of the blocks the account forged, newest first, optionally only from a height up.
   * @description Returns blockIds: ids of the blocks the account forged, newest first, optionally only from a height up. Unknown account: errorCode 3.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getAccountBlockIds: {
    parameters: {
      query: {
        /** @description Forging account (numeric id or RS address). */
        account: components["schemas"]["Account"];
        /** @description Only blocks at this height or above. */
        fromHeight?: number;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Newest first. */
            blockIds: components["schemas"]["UnsignedId"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns blockIds: ids of the blocks the account forged, newest first, optionally only from a height up.
   * @description Returns blockIds: ids of the blocks the account forged, newest first, optionally only from a height up. Unknown account: errorCode 3.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getAccountBlockIds_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getAccountBlockIdsParams"];
        "multipart/form-data": components["schemas"]["getAccountBlockIdsParams"];
        "application/json": components["schemas"]["getAccountBlockIdsParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Newest first. */
            blockIds: components["schemas"]["UnsignedId"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns blocks: Block objects the account forged, newest first, optionally only from a height up; includeTransactions...
   * @description Returns blocks: Block objects the account forged, newest first, optionally only from a height up; includeTransactions gives transaction objects instead of full hashes. Unknown account: errorCode 3.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getAccountBlocks: {
    parameters: {
      query: {
        /** @description Forging account (numeric id or RS address). */
        account: components["schemas"]["Account"];
        /** @description Only blocks at this height or above. */
        fromHeight?: number;
        /** @description Transaction objects instead of full hashes. */
        includeTransactions?: boolean;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Newest first. */
            blocks: components["schemas"]["Block"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          } | {
            /** @description Newest first (includeTransactions). */
            blocks: components["schemas"]["BlockWithTransactions"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns blocks: Block objects the account forged, newest first, optionally only from a height up; includeTransactions...
   * @description Returns blocks: Block objects the account forged, newest first, optionally only from a height up; includeTransactions gives transaction objects instead of full hashes. Unknown account: errorCode 3.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getAccountBlocks_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getAccountBlocksParams"];
        "multipart/form-data": components["schemas"]["getAccountBlocksParams"];
        "application/json": components["schemas"]["getAccountBlocksParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Newest first. */
            blocks: components["schemas"]["Block"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          } | {
            /** @description Newest first (includeTransactions). */
            blocks: components["schemas"]["BlockWithTransactions"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns accountCurrencies: the currencies the account holds units of in committed state, by currency id, each with ac...
   * @description Returns accountCurrencies: the currencies the account holds units of in committed state, by currency id, each with account/accountRS, currency, the currency's code, name, decimals, issuanceHeight and type, unitsQNT (units held; units in the account's own exchange offers are not held) and unconfirmedUnitsQNT (what is left once the account's unconfirmed transactions have taken their units: the mempool's pending state). With currency: only that currency, a list of one entry, or an empty list when the account holds none of it. Unknown account: errorCode 3 naming account; unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getAccountCurrencies: {
    parameters: {
      query: {
        /** @description The holder (numeric id or RS address). */
        account: components["schemas"]["Account"];
        /** @description Only this currency. Unknown: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY. */
        currency?: components["schemas"]["Id"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description By currency id. */
            accountCurrencies: {
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                currency: components["schemas"]["UnsignedId"];
                /** @description The currency's code. */
                code: string;
                /** @description The currency's name. */
                name: string;
                /** @description The currency's decimals. */
                decimals: number;
                /** @description Units the account holds in committed state (units in its own exchange offers excluded). */
                unitsQNT: components["schemas"]["Amount"];
                /** @description Units left once its unconfirmed transactions have taken theirs (the mempool's pending state). */
                unconfirmedUnitsQNT: components["schemas"]["Amount"];
                /** @description The currency's issuance height (0: active at once). */
                issuanceHeight: number;
                /** @description The currency's type bitmask. */
                type: number;
              }[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns accountCurrencies: the currencies the account holds units of in committed state, by currency id, each with ac...
   * @description Returns accountCurrencies: the currencies the account holds units of in committed state, by currency id, each with account/accountRS, currency, the currency's code, name, decimals, issuanceHeight and type, unitsQNT (units held; units in the account's own exchange offers are not held) and unconfirmedUnitsQNT (what is left once the account's unconfirmed transactions have taken their units: the mempool's pending state). With currency: only that currency, a list of one entry, or an empty list when the account holds none of it. Unknown account: errorCode 3 naming account; unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getAccountCurrencies_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getAccountCurrenciesParams"];
        "multipart/form-data": components["schemas"]["getAccountCurrenciesParams"];
        "application/json": components["schemas"]["getAccountCurrenciesParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description By currency id. */
            accountCurrencies: {
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                currency: components["schemas"]["UnsignedId"];
                /** @description The currency's code. */
                code: string;
                /** @description The currency's name. */
                name: string;
                /** @description The currency's decimals. */
                decimals: number;
                /** @description Units the account holds in committed state (units in its own exchange offers excluded). */
                unitsQNT: components["schemas"]["Amount"];
                /** @description Units left once its unconfirmed transactions have taken theirs (the mempool's pending state). */
                unconfirmedUnitsQNT: components["schemas"]["Amount"];
                /** @description The currency's issuance height (0: active at once). */
                issuanceHeight: number;
                /** @description The currency's type bitmask. */
                type: number;
              }[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns askOrders: the account's open ask orders (only those of one totem when totem is given), by totem id, then old...
   * @description Returns askOrders: the account's open ask orders (only those of one totem when totem is given), by totem id, then oldest first. Each has order (the placement transaction id), totem, account, accountRS, quantityQNT (what remains to fill), priceMTA (MTA per QNT), height and transactionHeight (the placement's block), transactionIndex (its place in that block) and type. Unknown account: errorCode 3 naming account; unknown totem: errorCode 7 naming totem.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getAccountCurrentAskOrders: {
    parameters: {
      query: {
        /** @description The account (numeric id or RS address) whose orders to list. */
        account: components["schemas"]["Account"];
        /** @description Only orders of this totem. */
        totem?: components["schemas"]["Id"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description By totem id, then oldest first. */
            askOrders: ({
                order: components["schemas"]["UnsignedId"];
                totem: components["schemas"]["UnsignedId"];
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description What remains to fill. */
                quantityQNT: components["schemas"]["Amount"];
                /** @description MTA per QNT. */
                priceMTA: components["schemas"]["Amount"];
                /** @description Height of the placement. */
                height: number;
                /** @description Height of the placement transaction. */
                transactionHeight: number;
                /** @description Index of the placement transaction in its block. */
                transactionIndex: number;
                /** @enum {string} */
                type: "ask" | "bid";
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns askOrders: the account's open ask orders (only those of one totem when totem is given), by totem id, then old...
   * @description Returns askOrders: the account's open ask orders (only those of one totem when totem is given), by totem id, then oldest first. Each has order (the placement transaction id), totem, account, accountRS, quantityQNT (what remains to fill), priceMTA (MTA per QNT), height and transactionHeight (the placement's block), transactionIndex (its place in that block) and type. Unknown account: errorCode 3 naming account; unknown totem: errorCode 7 naming totem.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getAccountCurrentAskOrders_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getAccountCurrentAskOrdersParams"];
        "multipart/form-data": components["schemas"]["getAccountCurrentAskOrdersParams"];
        "application/json": components["schemas"]["getAccountCurrentAskOrdersParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description By totem id, then oldest first. */
            askOrders: ({
                order: components["schemas"]["UnsignedId"];
                totem: components["schemas"]["UnsignedId"];
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description What remains to fill. */
                quantityQNT: components["schemas"]["Amount"];
                /** @description MTA per QNT. */
                priceMTA: components["schemas"]["Amount"];
                /** @description Height of the placement. */
                height: number;
                /** @description Height of the placement transaction. */
                transactionHeight: number;
                /** @description Index of the placement transaction in its block. */
                transactionIndex: number;
                /** @enum {string} */
                type: "ask" | "bid";
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns bidOrders: the account's open bid orders (only those of one totem when totem is given), by totem id, then old...
   * @description Returns bidOrders: the account's open bid orders (only those of one totem when totem is given), by totem id, then oldest first. Each has order (the placement transaction id), totem, account, accountRS, quantityQNT (what remains to fill), priceMTA (MTA per QNT), height and transactionHeight (the placement's block), transactionIndex (its place in that block) and type. Unknown account: errorCode 3 naming account; unknown totem: errorCode 7 naming totem.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getAccountCurrentBidOrders: {
    parameters: {
      query: {
        /** @description The account (numeric id or RS address) whose orders to list. */
        account: components["schemas"]["Account"];
        /** @description Only orders of this totem. */
        totem?: components["schemas"]["Id"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description By totem id, then oldest first. */
            bidOrders: ({
                order: components["schemas"]["UnsignedId"];
                totem: components["schemas"]["UnsignedId"];
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description What remains to fill. */
                quantityQNT: components["schemas"]["Amount"];
                /** @description MTA per QNT. */
                priceMTA: components["schemas"]["Amount"];
                /** @description Height of the placement. */
                height: number;
                /** @description Height of the placement transaction. */
                transactionHeight: number;
                /** @description Index of the placement transaction in its block. */
                transactionIndex: number;
                /** @enum {string} */
                type: "ask" | "bid";
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns bidOrders: the account's open bid orders (only those of one totem when totem is given), by totem id, then old...
   * @description Returns bidOrders: the account's open bid orders (only those of one totem when totem is given), by totem id, then oldest first. Each has order (the placement transaction id), totem, account, accountRS, quantityQNT (what remains to fill), priceMTA (MTA per QNT), height and transactionHeight (the placement's block), transactionIndex (its place in that block) and type. Unknown account: errorCode 3 naming account; unknown totem: errorCode 7 naming totem.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getAccountCurrentBidOrders_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getAccountCurrentBidOrdersParams"];
        "multipart/form-data": components["schemas"]["getAccountCurrentBidOrdersParams"];
        "application/json": components["schemas"]["getAccountCurrentBidOrdersParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description By totem id, then oldest first. */
            bidOrders: ({
                order: components["schemas"]["UnsignedId"];
                totem: components["schemas"]["UnsignedId"];
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description What remains to fill. */
                quantityQNT: components["schemas"]["Amount"];
                /** @description MTA per QNT. */
                priceMTA: components["schemas"]["Amount"];
                /** @description Height of the placement. */
                height: number;
                /** @description Height of the placement transaction. */
                transactionHeight: number;
                /** @description Index of the placement transaction in its block. */
                transactionIndex: number;
                /** @enum {string} */
                type: "ask" | "bid";
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns account, accountRS and publicKey of a secretPhrase or a publicKey (one is required; with both, the key must b...
   * @description Returns account, accountRS and publicKey of a secretPhrase or a publicKey (one is required; with both, the key must be the phrase's). Use POST when giving a secret phrase, so it stays out of URLs and proxy logs.
   *
   * The secret parameters (secretPhrase) are not offered in a query string: send them in a POST body (a URL ends up in access logs and histories).
   */
  getAccountId: {
    parameters: {
      query?: {
        /** @description Public key of the account. */
        publicKey?: components["schemas"]["Hex"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            account: components["schemas"]["UnsignedId"];
            accountRS: components["schemas"]["AccountRS"];
            publicKey: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns account, accountRS and publicKey of a secretPhrase or a publicKey (one is required; with both, the key must b...
   * @description Returns account, accountRS and publicKey of a secretPhrase or a publicKey (one is required; with both, the key must be the phrase's). Use POST when giving a secret phrase, so it stays out of URLs and proxy logs.
   */
  getAccountId_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getAccountIdParams"];
        "multipart/form-data": components["schemas"]["getAccountIdParams"];
        "application/json": components["schemas"]["getAccountIdParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            account: components["schemas"]["UnsignedId"];
            accountRS: components["schemas"]["AccountRS"];
            publicKey: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns account, accountRS, height and lessors: the accounts whose balance lease to the account runs at height (defau...
   * @description Returns account, accountRS, height and lessors: the accounts whose balance lease to the account runs at height (default: the tip), in id order, each with lessor, lessorRS, guaranteedBalanceMTA (what it lends at that height), effectiveBalance (the same in whole coins) and the heightFrom/heightTo of the lease. A height above the tip is answered from the leases as they stand (a lease made later can still change it); below the tip is errorCode 7 naming height (past leases are not kept). Unknown account: errorCode 3.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getAccountLessors: {
    parameters: {
      query: {
        /** @description The lessee (numeric id or RS address). */
        account: components["schemas"]["Account"];
        /** @description Height to answer for: the tip (default) or above it. */
        height?: number;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            account: components["schemas"]["UnsignedId"];
            accountRS: components["schemas"]["AccountRS"];
            height: number;
            /** @description In lessor id order. */
            lessors: {
                lessor: components["schemas"]["UnsignedId"];
                lessorRS: components["schemas"]["AccountRS"];
                /** @description The lessor's guaranteed balance at the height (what it lends; above the tip, if its balance does not change). */
                guaranteedBalanceMTA: components["schemas"]["Amount"];
                /** @description The same in whole coins. */
                effectiveBalance: components["schemas"]["Decimal"];
                /** @description First height of the lease covering the height. */
                heightFrom: number;
                /** @description Height at whose start that lease ends. */
                heightTo: number;
              }[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns account, accountRS, height and lessors: the accounts whose balance lease to the account runs at height (defau...
   * @description Returns account, accountRS, height and lessors: the accounts whose balance lease to the account runs at height (default: the tip), in id order, each with lessor, lessorRS, guaranteedBalanceMTA (what it lends at that height), effectiveBalance (the same in whole coins) and the heightFrom/heightTo of the lease. A height above the tip is answered from the leases as they stand (a lease made later can still change it); below the tip is errorCode 7 naming height (past leases are not kept). Unknown account: errorCode 3.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getAccountLessors_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getAccountLessorsParams"];
        "multipart/form-data": components["schemas"]["getAccountLessorsParams"];
        "application/json": components["schemas"]["getAccountLessorsParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            account: components["schemas"]["UnsignedId"];
            accountRS: components["schemas"]["AccountRS"];
            height: number;
            /** @description In lessor id order. */
            lessors: {
                lessor: components["schemas"]["UnsignedId"];
                lessorRS: components["schemas"]["AccountRS"];
                /** @description The lessor's guaranteed balance at the height (what it lends; above the tip, if its balance does not change). */
                guaranteedBalanceMTA: components["schemas"]["Amount"];
                /** @description The same in whole coins. */
                effectiveBalance: components["schemas"]["Decimal"];
                /** @description First height of the lease covering the height. */
                heightFrom: number;
                /** @description Height at whose start that lease ends. */
                heightTo: number;
              }[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns publicKey (hex) of an account.
   * @description Returns publicKey (hex) of an account. An account that has received funds but never signed a transaction (nor had its key announced) has no known key: the response then has no publicKey field, as in Nxt. Unknown account: errorCode 3.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getAccountPublicKey: {
    parameters: {
      query: {
        /** @description Account (numeric id or RS address). */
        account: components["schemas"]["Account"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            publicKey?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns publicKey (hex) of an account.
   * @description Returns publicKey (hex) of an account. An account that has received funds but never signed a transaction (nor had its key announced) has no known key: the response then has no publicKey field, as in Nxt. Unknown account: errorCode 3.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getAccountPublicKey_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getAccountPublicKeyParams"];
        "multipart/form-data": components["schemas"]["getAccountPublicKeyParams"];
        "application/json": components["schemas"]["getAccountPublicKeyParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            publicKey?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns accountTotems: the totems the account holds units of, by totem id, each with account/accountRS, totem, quanti...
   * @description Returns accountTotems: the totems the account holds units of, by totem id, each with account/accountRS, totem, quantityQNT (units owned, open asks included), unconfirmedQuantityQNT (units it may still move: open asks and the reservations of its unconfirmed transactions excluded), and the totem's name and decimals. With totem: only that one (an empty list when the account holds none of it). Unknown account: errorCode 3 naming account; unknown totem: errorCode 7 naming totem.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getAccountTotems: {
    parameters: {
      query: {
        /** @description The holder (numeric id or RS address). */
        account: components["schemas"]["Account"];
        /** @description Only this totem. */
        totem?: components["schemas"]["Id"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description By totem id. */
            accountTotems: {
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                totem: components["schemas"]["UnsignedId"];
                /** @description Units the account owns, those in its open asks included. */
                quantityQNT: components["schemas"]["Amount"];
                /** @description Units it may still transfer, delete or offer: open asks and its unconfirmed transactions excluded. */
                unconfirmedQuantityQNT: components["schemas"]["Amount"];
                /** @description The totem's name. */
                name: string;
                /** @description The totem's decimals. */
                decimals: number;
              }[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns accountTotems: the totems the account holds units of, by totem id, each with account/accountRS, totem, quanti...
   * @description Returns accountTotems: the totems the account holds units of, by totem id, each with account/accountRS, totem, quantityQNT (units owned, open asks included), unconfirmedQuantityQNT (units it may still move: open asks and the reservations of its unconfirmed transactions excluded), and the totem's name and decimals. With totem: only that one (an empty list when the account holds none of it). Unknown account: errorCode 3 naming account; unknown totem: errorCode 7 naming totem.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getAccountTotems_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getAccountTotemsParams"];
        "multipart/form-data": components["schemas"]["getAccountTotemsParams"];
        "application/json": components["schemas"]["getAccountTotemsParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description By totem id. */
            accountTotems: {
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                totem: components["schemas"]["UnsignedId"];
                /** @description Units the account owns, those in its open asks included. */
                quantityQNT: components["schemas"]["Amount"];
                /** @description Units it may still transfer, delete or offer: open asks and its unconfirmed transactions excluded. */
                unconfirmedQuantityQNT: components["schemas"]["Amount"];
                /** @description The totem's name. */
                name: string;
                /** @description The totem's decimals. */
                decimals: number;
              }[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns actors, by name (blockchain, mempool, forger, peerManager, ...).
   * @description Returns actors, by name (blockchain, mempool, forger, peerManager, ...). Without actor, a summary of each: status, state (idle or busy), domain (its own state: the blockchain's tip, height and the block it is applying; the mempool's size, bytes and whether it is synced with the tip; the forger's forging accounts, next hit and last block forged; the peer manager's peers by state), mailboxDepth (queued plus in flight), queued, inFlight (type, since, ageMs), messagesProcessed, failed and lastError. With actor, that actor in full: also queuedTypes (queued messages counted by type), skipped, recentErrors, recentEvents (with times; a run of one type is one entry with count and lastAt, so ticks do not push the rest out) and the machines below it (children). Admin only, and POST only like every admin operation: the view shows internal state (queued message types, errors) that is not public.
   *
   * Flags: POST only; needs the admin password (in the POST body).
   */
  getActorState: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getActorStateParams"];
        "multipart/form-data": components["schemas"]["getActorStateParams"];
        "application/json": components["schemas"]["getActorStateParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description By system id (blockchain, mempool, forger, peerManager, ...). */
            actors: {
              [key: string]: {
                systemId: string;
                /** @enum {string} */
                status: "active" | "done" | "error" | "stopped";
                state: string | {
                  [key: string]: unknown;
                } | null;
                domain: {
                  [key: string]: unknown;
                } | null;
                mailboxDepth: number;
                queued: number;
                inFlight: {
                  type: string;
                  /** @description ISO 8601. */
                  since: string;
                  ageMs: number;
                } | null;
                messagesProcessed: number;
                failed: number;
                lastError: ({
                  name: string;
                  message: string;
                  code?: string | number;
                  messageType?: string;
                  /** @description ISO 8601. */
                  at?: string;
                }) | null;
                /** @description Queued messages by type (with actor). */
                queuedTypes?: {
                  [key: string]: number;
                };
                skipped?: number;
                recentErrors?: ({
                    name: string;
                    message: string;
                    code?: string | number;
                    messageType?: string;
                    /** @description ISO 8601. */
                    at?: string;
                  })[];
                recentEvents?: {
                    type: string;
                    /** @description ISO 8601: the first event of the run. */
                    at: string;
                    /** @description Events in the run (runs longer than one). */
                    count?: number;
                    /** @description ISO 8601: the last event of the run. */
                    lastAt?: string;
                  }[];
                /** @description The machines below it, by id. */
                children?: {
                  [key: string]: {
                    id: string;
                    /** @enum {string} */
                    status: "active" | "done" | "error" | "stopped";
                    state: string | {
                      [key: string]: unknown;
                    } | null;
                    context: {
                      [key: string]: unknown;
                    } | null;
                    eventsReceived: number;
                    recentEvents: {
                        type: string;
                        /** @description ISO 8601: the first event of the run. */
                        at: string;
                        /** @description Events in the run (runs longer than one). */
                        count?: number;
                        /** @description ISO 8601: the last event of the run. */
                        lastAt?: string;
                      }[];
                    error: ({
                      name: string;
                      message: string;
                      code?: string | number;
                      messageType?: string;
                      /** @description ISO 8601. */
                      at?: string;
                    }) | null;
                    /** @description The machines below it, by id (the same shape). */
                    children: {
                      [key: string]: unknown;
                    };
                  };
                };
              };
            };
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns currencies: every currency that exists (crowdfunded ones before their issuance height included, active false;...
   * @description Returns currencies: every currency that exists (crowdfunded ones before their issuance height included, active false; deleted ones and failed crowdfunding gone), newest issuance first (height of the issuance's block, then by currency id), each the Currency object as getCurrency gives it (currency, issuer/issuerRS, account/accountRS, name, code, description, type, types, sovereign, decimals, initialSupplyQNT, currentSupplyQNT, maxSupplyQNT, reserveSupplyQNT, issuanceHeight, active, minReservePerUnitMTA, currentReservePerUnitMTA, minDifficulty, maxDifficulty, algorithm, algorithmName when MINTABLE, height). includeCounts=true adds numberOfAccounts, numberOfTransfers, numberOfPayments and numberOfExchanges to each.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getAllCurrencies: {
    parameters: {
      query?: {
        /** @description Add numberOfAccounts, numberOfTransfers, numberOfPayments and numberOfExchanges to each currency. */
        includeCounts?: boolean;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Newest issuance first, then by currency id. */
            currencies: ({
                currency: components["schemas"]["UnsignedId"];
                issuer: components["schemas"]["UnsignedId"];
                issuerRS: components["schemas"]["AccountRS"];
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description 3..10 letters. */
                name: string;
                /** @description 3..5 capital letters. */
                code: string;
                /** @description Up to 1000 bytes. */
                description: string;
                /** @description The type bitmask: 1 EXCHANGEABLE, 2 CONTROLLABLE, 4 RESERVABLE, 8 CLAIMABLE, 16 MINTABLE, 32 NON_SHUFFLEABLE. */
                type: number;
                /** @description The names of the type's bits. */
                types: ("EXCHANGEABLE" | "CONTROLLABLE" | "RESERVABLE" | "CLAIMABLE" | "MINTABLE" | "NON_SHUFFLEABLE")[];
                /** @description No issuer privilege remains: neither CONTROLLABLE nor MINTABLE (docs/currencies.md). */
                sovereign: boolean;
                /** @description Decimal places of the QNT unit (0..8). */
                decimals: number;
                /** @description Units the issuer received at issuance. */
                initialSupplyQNT: components["schemas"]["Amount"];
                /** @description Units in existence now. */
                currentSupplyQNT: components["schemas"]["Amount"];
                /** @description The most units there can ever be. */
                maxSupplyQNT: components["schemas"]["Amount"];
                /** @description RESERVABLE: the supply once active (0 otherwise). */
                reserveSupplyQNT: components["schemas"]["Amount"];
                /** @description RESERVABLE: the height it becomes active at (0: active at once). */
                issuanceHeight: number;
                /** @description Whether the issuance height has been reached. */
                active: boolean;
                /** @description RESERVABLE: the pledge per unit crowdfunding must reach. */
                minReservePerUnitMTA: components["schemas"]["Amount"];
                /** @description RESERVABLE: the pledge per unit so far; CLAIMABLE: the coin behind each unit. */
                currentReservePerUnitMTA: components["schemas"]["Amount"];
                /** @description MINTABLE: the difficulty (leading zero bits) of the first mint. */
                minDifficulty: number;
                /** @description MINTABLE: the difficulty once the whole supply is minted. */
                maxDifficulty: number;
                /** @description MINTABLE: 2 SHA256, 3 SHA3_256, 5 SCRYPT, 25 KECCAK256 (0 otherwise). */
                algorithm: number;
                /** @description Height of the issuance. */
                height: number;
                /**
                 * @description MINTABLE: the algorithm's name.
                 * @enum {string}
                 */
                algorithmName?: "SHA256" | "SHA3_256" | "SCRYPT" | "KECCAK256";
                /** @description Accounts holding units (includeCounts). */
                numberOfAccounts?: number;
                /** @description Transfers (includeCounts). */
                numberOfTransfers?: number;
                /** @description Merchant payments (includeCounts). */
                numberOfPayments?: number;
                /** @description Exchanges against offers (includeCounts). */
                numberOfExchanges?: number;
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns currencies: every currency that exists (crowdfunded ones before their issuance height included, active false;...
   * @description Returns currencies: every currency that exists (crowdfunded ones before their issuance height included, active false; deleted ones and failed crowdfunding gone), newest issuance first (height of the issuance's block, then by currency id), each the Currency object as getCurrency gives it (currency, issuer/issuerRS, account/accountRS, name, code, description, type, types, sovereign, decimals, initialSupplyQNT, currentSupplyQNT, maxSupplyQNT, reserveSupplyQNT, issuanceHeight, active, minReservePerUnitMTA, currentReservePerUnitMTA, minDifficulty, maxDifficulty, algorithm, algorithmName when MINTABLE, height). includeCounts=true adds numberOfAccounts, numberOfTransfers, numberOfPayments and numberOfExchanges to each.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getAllCurrencies_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getAllCurrenciesParams"];
        "multipart/form-data": components["schemas"]["getAllCurrenciesParams"];
        "application/json": components["schemas"]["getAllCurrenciesParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Newest issuance first, then by currency id. */
            currencies: ({
                currency: components["schemas"]["UnsignedId"];
                issuer: components["schemas"]["UnsignedId"];
                issuerRS: components["schemas"]["AccountRS"];
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description 3..10 letters. */
                name: string;
                /** @description 3..5 capital letters. */
                code: string;
                /** @description Up to 1000 bytes. */
                description: string;
                /** @description The type bitmask: 1 EXCHANGEABLE, 2 CONTROLLABLE, 4 RESERVABLE, 8 CLAIMABLE, 16 MINTABLE, 32 NON_SHUFFLEABLE. */
                type: number;
                /** @description The names of the type's bits. */
                types: ("EXCHANGEABLE" | "CONTROLLABLE" | "RESERVABLE" | "CLAIMABLE" | "MINTABLE" | "NON_SHUFFLEABLE")[];
                /** @description No issuer privilege remains: neither CONTROLLABLE nor MINTABLE (docs/currencies.md). */
                sovereign: boolean;
                /** @description Decimal places of the QNT unit (0..8). */
                decimals: number;
                /** @description Units the issuer received at issuance. */
                initialSupplyQNT: components["schemas"]["Amount"];
                /** @description Units in existence now. */
                currentSupplyQNT: components["schemas"]["Amount"];
                /** @description The most units there can ever be. */
                maxSupplyQNT: components["schemas"]["Amount"];
                /** @description RESERVABLE: the supply once active (0 otherwise). */
                reserveSupplyQNT: components["schemas"]["Amount"];
                /** @description RESERVABLE: the height it becomes active at (0: active at once). */
                issuanceHeight: number;
                /** @description Whether the issuance height has been reached. */
                active: boolean;
                /** @description RESERVABLE: the pledge per unit crowdfunding must reach. */
                minReservePerUnitMTA: components["schemas"]["Amount"];
                /** @description RESERVABLE: the pledge per unit so far; CLAIMABLE: the coin behind each unit. */
                currentReservePerUnitMTA: components["schemas"]["Amount"];
                /** @description MINTABLE: the difficulty (leading zero bits) of the first mint. */
                minDifficulty: number;
                /** @description MINTABLE: the difficulty once the whole supply is minted. */
                maxDifficulty: number;
                /** @description MINTABLE: 2 SHA256, 3 SHA3_256, 5 SCRYPT, 25 KECCAK256 (0 otherwise). */
                algorithm: number;
                /** @description Height of the issuance. */
                height: number;
                /**
                 * @description MINTABLE: the algorithm's name.
                 * @enum {string}
                 */
                algorithmName?: "SHA256" | "SHA3_256" | "SCRYPT" | "KECCAK256";
                /** @description Accounts holding units (includeCounts). */
                numberOfAccounts?: number;
                /** @description Transfers (includeCounts). */
                numberOfTransfers?: number;
                /** @description Merchant payments (includeCounts). */
                numberOfPayments?: number;
                /** @description Exchanges against offers (includeCounts). */
                numberOfExchanges?: number;
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns prunableMessages: the Prunable message objects of the confirmed transactions whose prunable data this node ho...
   * @description Returns prunableMessages: the Prunable message objects of the confirmed transactions whose prunable data this node holds (pruned ones are gone), newest first by transaction timestamp, only those with a transaction timestamp at or after timestamp.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getAllPrunableMessages: {
    parameters: {
      query?: {
        /** @description Only messages whose transaction timestamp (epoch seconds) is at or after this. */
        timestamp?: number;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Newest first. */
            prunableMessages: components["schemas"]["PrunableMessage"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns prunableMessages: the Prunable message objects of the confirmed transactions whose prunable data this node ho...
   * @description Returns prunableMessages: the Prunable message objects of the confirmed transactions whose prunable data this node holds (pruned ones are gone), newest first by transaction timestamp, only those with a transaction timestamp at or after timestamp.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getAllPrunableMessages_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getAllPrunableMessagesParams"];
        "multipart/form-data": components["schemas"]["getAllPrunableMessagesParams"];
        "application/json": components["schemas"]["getAllPrunableMessagesParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Newest first. */
            prunableMessages: components["schemas"]["PrunableMessage"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns totems: Totem objects (as getTotem), oldest issuance first (same height: by totem id).
   * @description Returns totems: Totem objects (as getTotem), oldest issuance first (same height: by totem id). approvalStatus keeps only the totems whose approval stands so (NONE: never requested, or the last request expired). includeCounts=true adds numberOfAccounts, numberOfTransfers and numberOfTrades to each.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getAllTotems: {
    parameters: {
      query?: {
        /** @description Only totems whose approval status is this one. Matched case-insensitively. */
        approvalStatus?: "NONE" | "PENDING" | "APPROVED" | "REJECTED";
        /** @description Add numberOfAccounts, numberOfTransfers and numberOfTrades to each totem. */
        includeCounts?: boolean;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Oldest issuance first. */
            totems: ({
                totem: components["schemas"]["UnsignedId"];
                issuer: components["schemas"]["UnsignedId"];
                issuerRS: components["schemas"]["AccountRS"];
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description 3..10 letters and digits. */
                name: string;
                /** @description Up to 1000 bytes. */
                description: string;
                /** @description Decimal places of the QNT unit (0..8). */
                decimals: number;
                /** @description Current quantity (falls when units are deleted). */
                quantityQNT: components["schemas"]["Amount"];
                /** @description Quantity issued. */
                initialQuantityQNT: components["schemas"]["Amount"];
                /** @description Height of the issuance. */
                height: number;
                /** @description Whether movements of the totem must be phased (false until phasing exists). */
                hasPhasingTotemControl: boolean;
                /**
                 * @description Where its approval stands (GetTotemApprovalStatus).
                 * @enum {string}
                 */
                approvalStatus: "NONE" | "PENDING" | "APPROVED" | "REJECTED";
                /** @description Accounts holding units (includeCounts). */
                numberOfAccounts?: number;
                /** @description Transfers (includeCounts). */
                numberOfTransfers?: number;
                /** @description Trades (includeCounts). */
                numberOfTrades?: number;
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns totems: Totem objects (as getTotem), oldest issuance first (same height: by totem id).
   * @description Returns totems: Totem objects (as getTotem), oldest issuance first (same height: by totem id). approvalStatus keeps only the totems whose approval stands so (NONE: never requested, or the last request expired). includeCounts=true adds numberOfAccounts, numberOfTransfers and numberOfTrades to each.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getAllTotems_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getAllTotemsParams"];
        "multipart/form-data": components["schemas"]["getAllTotemsParams"];
        "application/json": components["schemas"]["getAllTotemsParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Oldest issuance first. */
            totems: ({
                totem: components["schemas"]["UnsignedId"];
                issuer: components["schemas"]["UnsignedId"];
                issuerRS: components["schemas"]["AccountRS"];
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description 3..10 letters and digits. */
                name: string;
                /** @description Up to 1000 bytes. */
                description: string;
                /** @description Decimal places of the QNT unit (0..8). */
                decimals: number;
                /** @description Current quantity (falls when units are deleted). */
                quantityQNT: components["schemas"]["Amount"];
                /** @description Quantity issued. */
                initialQuantityQNT: components["schemas"]["Amount"];
                /** @description Height of the issuance. */
                height: number;
                /** @description Whether movements of the totem must be phased (false until phasing exists). */
                hasPhasingTotemControl: boolean;
                /**
                 * @description Where its approval stands (GetTotemApprovalStatus).
                 * @enum {string}
                 */
                approvalStatus: "NONE" | "PENDING" | "APPROVED" | "REJECTED";
                /** @description Accounts holding units (includeCounts). */
                numberOfAccounts?: number;
                /** @description Transfers (includeCounts). */
                numberOfTransfers?: number;
                /** @description Trades (includeCounts). */
                numberOfTrades?: number;
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns trades: every trade of every totem, newest first (height, then order within the block); with timestamp only t...
   * @description Returns trades: every trade of every totem, newest first (height, then order within the block); with timestamp only those made at or after it (by their block's timestamp). Each has totem, askOrder, bidOrder, askOrderHeight, bidOrderHeight, seller, sellerRS, buyer, buyerRS, quantityQNT, priceMTA (the resting order's price), height, block, timestamp (the block's) and tradeType (buy: a bid took a resting ask; sell: an ask took a resting bid); with includeTotemInfo also the totem's name and decimals.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getAllTrades: {
    parameters: {
      query?: {
        /** @description Only trades whose block's timestamp (epoch seconds) is at or after this. */
        timestamp?: number;
        /** @description Add each trade's totem name and decimals. */
        includeTotemInfo?: boolean;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Newest first (height, then order within the block). */
            trades: ({
                totem: components["schemas"]["UnsignedId"];
                askOrder: components["schemas"]["UnsignedId"];
                bidOrder: components["schemas"]["UnsignedId"];
                askOrderHeight: number;
                bidOrderHeight: number;
                seller: components["schemas"]["UnsignedId"];
                sellerRS: components["schemas"]["AccountRS"];
                buyer: components["schemas"]["UnsignedId"];
                buyerRS: components["schemas"]["AccountRS"];
                quantityQNT: components["schemas"]["Amount"];
                priceMTA: components["schemas"]["Amount"];
                height: number;
                block: components["schemas"]["UnsignedId"];
                timestamp: number;
                /**
                 * @description buy: a bid took a resting ask (at its price); sell: an ask took a resting bid.
                 * @enum {string}
                 */
                tradeType: "buy" | "sell";
                /** @description The totem's name (includeTotemInfo). */
                name?: string;
                /** @description The totem's decimals (includeTotemInfo). */
                decimals?: number;
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns trades: every trade of every totem, newest first (height, then order within the block); with timestamp only t...
   * @description Returns trades: every trade of every totem, newest first (height, then order within the block); with timestamp only those made at or after it (by their block's timestamp). Each has totem, askOrder, bidOrder, askOrderHeight, bidOrderHeight, seller, sellerRS, buyer, buyerRS, quantityQNT, priceMTA (the resting order's price), height, block, timestamp (the block's) and tradeType (buy: a bid took a resting ask; sell: an ask took a resting bid); with includeTotemInfo also the totem's name and decimals.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getAllTrades_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getAllTradesParams"];
        "multipart/form-data": components["schemas"]["getAllTradesParams"];
        "application/json": components["schemas"]["getAllTradesParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Newest first (height, then order within the block). */
            trades: ({
                totem: components["schemas"]["UnsignedId"];
                askOrder: components["schemas"]["UnsignedId"];
                bidOrder: components["schemas"]["UnsignedId"];
                askOrderHeight: number;
                bidOrderHeight: number;
                seller: components["schemas"]["UnsignedId"];
                sellerRS: components["schemas"]["AccountRS"];
                buyer: components["schemas"]["UnsignedId"];
                buyerRS: components["schemas"]["AccountRS"];
                quantityQNT: components["schemas"]["Amount"];
                priceMTA: components["schemas"]["Amount"];
                height: number;
                block: components["schemas"]["UnsignedId"];
                timestamp: number;
                /**
                 * @description buy: a bid took a resting ask (at its price); sell: an ask took a resting bid.
                 * @enum {string}
                 */
                tradeType: "buy" | "sell";
                /** @description The totem's name (includeTotemInfo). */
                name?: string;
                /** @description The totem's decimals (includeTotemInfo). */
                decimals?: number;
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns transactions: every transaction waiting in the mempool (Transaction objects, pool order), unpaginated (the po...
   * @description Returns transactions: every transaction waiting in the mempool (Transaction objects, pool order), unpaginated (the pool is bounded by node.mempoolMaxSize). Needs no admin password and works while the blockchain is not ready.
   */
  getAllWaitingTransactions: {
    parameters: {
      query?: {
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Pool order. */
            transactions: components["schemas"]["Transaction"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns transactions: every transaction waiting in the mempool (Transaction objects, pool order), unpaginated (the po...
   * @description Returns transactions: every transaction waiting in the mempool (Transaction objects, pool order), unpaginated (the pool is bounded by node.mempoolMaxSize). Needs no admin password and works while the blockchain is not ready.
   */
  getAllWaitingTransactions_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getAllWaitingTransactionsParams"];
        "multipart/form-data": components["schemas"]["getAllWaitingTransactionsParams"];
        "application/json": components["schemas"]["getAllWaitingTransactionsParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Pool order. */
            transactions: components["schemas"]["Transaction"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns the open ask order with this id: order (the placement transaction id), totem, account, accountRS, quantityQNT...
   * @description Returns the open ask order with this id: order (the placement transaction id), totem, account, accountRS, quantityQNT (what remains to fill), priceMTA (MTA per QNT), height and transactionHeight (the placement's block), transactionIndex (its place in that block) and type. An order that is not open (filled, cancelled, never placed, or a bid) is errorCode 7 naming order.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getAskOrder: {
    parameters: {
      query: {
        /** @description Id of the ask order (its placement transaction's id). */
        order: components["schemas"]["Id"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            order: components["schemas"]["UnsignedId"];
            totem: components["schemas"]["UnsignedId"];
            account: components["schemas"]["UnsignedId"];
            accountRS: components["schemas"]["AccountRS"];
            /** @description What remains to fill. */
            quantityQNT: components["schemas"]["Amount"];
            /** @description MTA per QNT. */
            priceMTA: components["schemas"]["Amount"];
            /** @description Height of the placement. */
            height: number;
            /** @description Height of the placement transaction. */
            transactionHeight: number;
            /** @description Index of the placement transaction in its block. */
            transactionIndex: number;
            /** @enum {string} */
            type: "ask" | "bid";
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns the open ask order with this id: order (the placement transaction id), totem, account, accountRS, quantityQNT...
   * @description Returns the open ask order with this id: order (the placement transaction id), totem, account, accountRS, quantityQNT (what remains to fill), priceMTA (MTA per QNT), height and transactionHeight (the placement's block), transactionIndex (its place in that block) and type. An order that is not open (filled, cancelled, never placed, or a bid) is errorCode 7 naming order.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getAskOrder_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getAskOrderParams"];
        "multipart/form-data": components["schemas"]["getAskOrderParams"];
        "application/json": components["schemas"]["getAskOrderParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            order: components["schemas"]["UnsignedId"];
            totem: components["schemas"]["UnsignedId"];
            account: components["schemas"]["UnsignedId"];
            accountRS: components["schemas"]["AccountRS"];
            /** @description What remains to fill. */
            quantityQNT: components["schemas"]["Amount"];
            /** @description MTA per QNT. */
            priceMTA: components["schemas"]["Amount"];
            /** @description Height of the placement. */
            height: number;
            /** @description Height of the placement transaction. */
            transactionHeight: number;
            /** @description Index of the placement transaction in its block. */
            transactionIndex: number;
            /** @enum {string} */
            type: "ask" | "bid";
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns askOrders: the open ask orders of a totem in book order, lowest price first, then the oldest first at one pri...
   * @description Returns askOrders: the open ask orders of a totem in book order, lowest price first, then the oldest first at one price (height, then place in the block): the order in which they fill. Each has order (the placement transaction id), totem, account, accountRS, quantityQNT (what remains to fill), priceMTA (MTA per QNT), height and transactionHeight (the placement's block), transactionIndex (its place in that block) and type. Unknown totem: errorCode 7 naming totem.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getAskOrders: {
    parameters: {
      query: {
        /** @description The totem whose book to read. */
        totem: components["schemas"]["Id"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Book order: lowest price first, then oldest. */
            askOrders: ({
                order: components["schemas"]["UnsignedId"];
                totem: components["schemas"]["UnsignedId"];
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description What remains to fill. */
                quantityQNT: components["schemas"]["Amount"];
                /** @description MTA per QNT. */
                priceMTA: components["schemas"]["Amount"];
                /** @description Height of the placement. */
                height: number;
                /** @description Height of the placement transaction. */
                transactionHeight: number;
                /** @description Index of the placement transaction in its block. */
                transactionIndex: number;
                /** @enum {string} */
                type: "ask" | "bid";
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns askOrders: the open ask orders of a totem in book order, lowest price first, then the oldest first at one pri...
   * @description Returns askOrders: the open ask orders of a totem in book order, lowest price first, then the oldest first at one price (height, then place in the block): the order in which they fill. Each has order (the placement transaction id), totem, account, accountRS, quantityQNT (what remains to fill), priceMTA (MTA per QNT), height and transactionHeight (the placement's block), transactionIndex (its place in that block) and type. Unknown totem: errorCode 7 naming totem.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getAskOrders_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getAskOrdersParams"];
        "multipart/form-data": components["schemas"]["getAskOrdersParams"];
        "application/json": components["schemas"]["getAskOrdersParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Book order: lowest price first, then oldest. */
            askOrders: ({
                order: components["schemas"]["UnsignedId"];
                totem: components["schemas"]["UnsignedId"];
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description What remains to fill. */
                quantityQNT: components["schemas"]["Amount"];
                /** @description MTA per QNT. */
                priceMTA: components["schemas"]["Amount"];
                /** @description Height of the placement. */
                height: number;
                /** @description Height of the placement transaction. */
                transactionHeight: number;
                /** @description Index of the placement transaction in its block. */
                transactionIndex: number;
                /** @enum {string} */
                type: "ask" | "bid";
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns balanceMTA (confirmed), unconfirmedBalanceMTA (minus what pending transactions reserve), forgedBalanceMTA (fe...
   * @description Returns balanceMTA (confirmed), unconfirmedBalanceMTA (minus what pending transactions reserve), forgedBalanceMTA (fees earned by forging) and effectiveBalance (whole coins counting for forging). Unknown account: errorCode 3.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getBalance: {
    parameters: {
      query: {
        /** @description Account (numeric id or RS address). */
        account: components["schemas"]["Account"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            balanceMTA: components["schemas"]["Amount"];
            unconfirmedBalanceMTA: components["schemas"]["Long"];
            forgedBalanceMTA: components["schemas"]["Amount"];
            effectiveBalance: components["schemas"]["Decimal"];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns balanceMTA (confirmed), unconfirmedBalanceMTA (minus what pending transactions reserve), forgedBalanceMTA (fe...
   * @description Returns balanceMTA (confirmed), unconfirmedBalanceMTA (minus what pending transactions reserve), forgedBalanceMTA (fees earned by forging) and effectiveBalance (whole coins counting for forging). Unknown account: errorCode 3.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getBalance_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getBalanceParams"];
        "multipart/form-data": components["schemas"]["getBalanceParams"];
        "application/json": components["schemas"]["getBalanceParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            balanceMTA: components["schemas"]["Amount"];
            unconfirmedBalanceMTA: components["schemas"]["Long"];
            forgedBalanceMTA: components["schemas"]["Amount"];
            effectiveBalance: components["schemas"]["Decimal"];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns the open bid order with this id: order (the placement transaction id), totem, account, accountRS, quantityQNT...
   * @description Returns the open bid order with this id: order (the placement transaction id), totem, account, accountRS, quantityQNT (what remains to fill), priceMTA (MTA per QNT), height and transactionHeight (the placement's block), transactionIndex (its place in that block) and type. An order that is not open (filled, cancelled, never placed, or a ask) is errorCode 7 naming order.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getBidOrder: {
    parameters: {
      query: {
        /** @description Id of the bid order (its placement transaction's id). */
        order: components["schemas"]["Id"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            order: components["schemas"]["UnsignedId"];
            totem: components["schemas"]["UnsignedId"];
            account: components["schemas"]["UnsignedId"];
            accountRS: components["schemas"]["AccountRS"];
            /** @description What remains to fill. */
            quantityQNT: components["schemas"]["Amount"];
            /** @description MTA per QNT. */
            priceMTA: components["schemas"]["Amount"];
            /** @description Height of the placement. */
            height: number;
            /** @description Height of the placement transaction. */
            transactionHeight: number;
            /** @description Index of the placement transaction in its block. */
            transactionIndex: number;
            /** @enum {string} */
            type: "ask" | "bid";
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns the open bid order with this id: order (the placement transaction id), totem, account, accountRS, quantityQNT...
   * @description Returns the open bid order with this id: order (the placement transaction id), totem, account, accountRS, quantityQNT (what remains to fill), priceMTA (MTA per QNT), height and transactionHeight (the placement's block), transactionIndex (its place in that block) and type. An order that is not open (filled, cancelled, never placed, or a ask) is errorCode 7 naming order.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getBidOrder_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getBidOrderParams"];
        "multipart/form-data": components["schemas"]["getBidOrderParams"];
        "application/json": components["schemas"]["getBidOrderParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            order: components["schemas"]["UnsignedId"];
            totem: components["schemas"]["UnsignedId"];
            account: components["schemas"]["UnsignedId"];
            accountRS: components["schemas"]["AccountRS"];
            /** @description What remains to fill. */
            quantityQNT: components["schemas"]["Amount"];
            /** @description MTA per QNT. */
            priceMTA: components["schemas"]["Amount"];
            /** @description Height of the placement. */
            height: number;
            /** @description Height of the placement transaction. */
            transactionHeight: number;
            /** @description Index of the placement transaction in its block. */
            transactionIndex: number;
            /** @enum {string} */
            type: "ask" | "bid";
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns bidOrders: the open bid orders of a totem in book order, highest price first, then the oldest first at one pr...
   * @description Returns bidOrders: the open bid orders of a totem in book order, highest price first, then the oldest first at one price (height, then place in the block): the order in which they fill. Each has order (the placement transaction id), totem, account, accountRS, quantityQNT (what remains to fill), priceMTA (MTA per QNT), height and transactionHeight (the placement's block), transactionIndex (its place in that block) and type. Unknown totem: errorCode 7 naming totem.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getBidOrders: {
    parameters: {
      query: {
        /** @description The totem whose book to read. */
        totem: components["schemas"]["Id"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Book order: highest price first, then oldest. */
            bidOrders: ({
                order: components["schemas"]["UnsignedId"];
                totem: components["schemas"]["UnsignedId"];
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description What remains to fill. */
                quantityQNT: components["schemas"]["Amount"];
                /** @description MTA per QNT. */
                priceMTA: components["schemas"]["Amount"];
                /** @description Height of the placement. */
                height: number;
                /** @description Height of the placement transaction. */
                transactionHeight: number;
                /** @description Index of the placement transaction in its block. */
                transactionIndex: number;
                /** @enum {string} */
                type: "ask" | "bid";
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns bidOrders: the open bid orders of a totem in book order, highest price first, then the oldest first at one pr...
   * @description Returns bidOrders: the open bid orders of a totem in book order, highest price first, then the oldest first at one price (height, then place in the block): the order in which they fill. Each has order (the placement transaction id), totem, account, accountRS, quantityQNT (what remains to fill), priceMTA (MTA per QNT), height and transactionHeight (the placement's block), transactionIndex (its place in that block) and type. Unknown totem: errorCode 7 naming totem.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getBidOrders_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getBidOrdersParams"];
        "multipart/form-data": components["schemas"]["getBidOrdersParams"];
        "application/json": components["schemas"]["getBidOrdersParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Book order: highest price first, then oldest. */
            bidOrders: ({
                order: components["schemas"]["UnsignedId"];
                totem: components["schemas"]["UnsignedId"];
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description What remains to fill. */
                quantityQNT: components["schemas"]["Amount"];
                /** @description MTA per QNT. */
                priceMTA: components["schemas"]["Amount"];
                /** @description Height of the placement. */
                height: number;
                /** @description Height of the placement transaction. */
                transactionHeight: number;
                /** @description Index of the placement transaction in its block. */
                transactionIndex: number;
                /** @enum {string} */
                type: "ask" | "bid";
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns the Block object selected by block (id), height, or timestamp (the last block with a timestamp at or before i...
   * @description Returns the Block object selected by block (id), height, or timestamp (the last block with a timestamp at or before it); with none of them the last block. At most one selector may be given. includeTransactions gives transaction objects instead of full hashes. Not in the current chain: errorCode 4 naming the selector.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getBlock: {
    parameters: {
      query?: {
        /** @description Block id. */
        block?: components["schemas"]["Id"];
        /** @description Block height (0 is the genesis block). */
        height?: number;
        /** @description Epoch timestamp: the last block at or before it. */
        timestamp?: number;
        /** @description Transaction objects instead of full hashes. */
        includeTransactions?: boolean;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": ({
            block: components["schemas"]["UnsignedId"];
            height: number;
            generator: components["schemas"]["UnsignedId"];
            generatorRS: components["schemas"]["AccountRS"];
            generatorPublicKey: string;
            /** @description Epoch seconds. */
            timestamp: number;
            numberOfTransactions: number;
            totalAmountFQT: components["schemas"]["Amount"];
            totalFeeFQT: components["schemas"]["Amount"];
            payloadLength: number;
            version: number;
            baseTarget: components["schemas"]["Decimal"];
            cumulativeDifficulty: components["schemas"]["Decimal"];
            /** @description "0" for the genesis block. */
            previousBlock: components["schemas"]["UnsignedIdOrZero"];
            /** @description "0" at the tip. */
            nextBlock: components["schemas"]["UnsignedIdOrZero"];
            payloadHash: string;
            generationSignature: string;
            previousBlockHash: string;
            blockSignature: string | null;
            /** @description Full hashes of its transactions. */
            transactions: string[];
            /** @description Always empty (no phasing yet). */
            executedPhasedTransactions: string[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          }) | ({
            block: components["schemas"]["UnsignedId"];
            height: number;
            generator: components["schemas"]["UnsignedId"];
            generatorRS: components["schemas"]["AccountRS"];
            generatorPublicKey: string;
            /** @description Epoch seconds. */
            timestamp: number;
            numberOfTransactions: number;
            totalAmountFQT: components["schemas"]["Amount"];
            totalFeeFQT: components["schemas"]["Amount"];
            payloadLength: number;
            version: number;
            baseTarget: components["schemas"]["Decimal"];
            cumulativeDifficulty: components["schemas"]["Decimal"];
            /** @description "0" for the genesis block. */
            previousBlock: components["schemas"]["UnsignedIdOrZero"];
            /** @description "0" at the tip. */
            nextBlock: components["schemas"]["UnsignedIdOrZero"];
            payloadHash: string;
            generationSignature: string;
            previousBlockHash: string;
            blockSignature: string | null;
            /** @description Its transactions. */
            transactions: components["schemas"]["Transaction"][];
            /** @description Always empty (no phasing yet). */
            executedPhasedTransactions: string[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          });
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns the Block object selected by block (id), height, or timestamp (the last block with a timestamp at or before i...
   * @description Returns the Block object selected by block (id), height, or timestamp (the last block with a timestamp at or before it); with none of them the last block. At most one selector may be given. includeTransactions gives transaction objects instead of full hashes. Not in the current chain: errorCode 4 naming the selector.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getBlock_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getBlockParams"];
        "multipart/form-data": components["schemas"]["getBlockParams"];
        "application/json": components["schemas"]["getBlockParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": ({
            block: components["schemas"]["UnsignedId"];
            height: number;
            generator: components["schemas"]["UnsignedId"];
            generatorRS: components["schemas"]["AccountRS"];
            generatorPublicKey: string;
            /** @description Epoch seconds. */
            timestamp: number;
            numberOfTransactions: number;
            totalAmountFQT: components["schemas"]["Amount"];
            totalFeeFQT: components["schemas"]["Amount"];
            payloadLength: number;
            version: number;
            baseTarget: components["schemas"]["Decimal"];
            cumulativeDifficulty: components["schemas"]["Decimal"];
            /** @description "0" for the genesis block. */
            previousBlock: components["schemas"]["UnsignedIdOrZero"];
            /** @description "0" at the tip. */
            nextBlock: components["schemas"]["UnsignedIdOrZero"];
            payloadHash: string;
            generationSignature: string;
            previousBlockHash: string;
            blockSignature: string | null;
            /** @description Full hashes of its transactions. */
            transactions: string[];
            /** @description Always empty (no phasing yet). */
            executedPhasedTransactions: string[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          }) | ({
            block: components["schemas"]["UnsignedId"];
            height: number;
            generator: components["schemas"]["UnsignedId"];
            generatorRS: components["schemas"]["AccountRS"];
            generatorPublicKey: string;
            /** @description Epoch seconds. */
            timestamp: number;
            numberOfTransactions: number;
            totalAmountFQT: components["schemas"]["Amount"];
            totalFeeFQT: components["schemas"]["Amount"];
            payloadLength: number;
            version: number;
            baseTarget: components["schemas"]["Decimal"];
            cumulativeDifficulty: components["schemas"]["Decimal"];
            /** @description "0" for the genesis block. */
            previousBlock: components["schemas"]["UnsignedIdOrZero"];
            /** @description "0" at the tip. */
            nextBlock: components["schemas"]["UnsignedIdOrZero"];
            payloadHash: string;
            generationSignature: string;
            previousBlockHash: string;
            blockSignature: string | null;
            /** @description Its transactions. */
            transactions: components["schemas"]["Transaction"][];
            /** @description Always empty (no phasing yet). */
            executedPhasedTransactions: string[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          });
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns block: the id of the block at height in the current chain.
   * @description Returns block: the id of the block at height in the current chain. Above the tip: errorCode 4 naming height.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getBlockId: {
    parameters: {
      query: {
        /** @description Block height (0 is the genesis block). */
        height: number;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            block: components["schemas"]["UnsignedId"];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns block: the id of the block at height in the current chain.
   * @description Returns block: the id of the block at height in the current chain. Above the tip: errorCode 4 naming height.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getBlockId_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getBlockIdParams"];
        "multipart/form-data": components["schemas"]["getBlockIdParams"];
        "application/json": components["schemas"]["getBlockIdParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            block: components["schemas"]["UnsignedId"];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns application, version, network, isTestnet, time (node epoch time), lastBlock, lastBlockTimestamp, cumulativeDi...
   * @description Returns application, version, network, isTestnet, time (node epoch time), lastBlock, lastBlockTimestamp, cumulativeDifficulty, numberOfBlocks (height + 1), height, genesisBlockId, isScanning, isDownloading, blockchainState (UP_TO_DATE, DOWNLOADING, LIGHT_CLIENT, FORK, or STORE_ERROR while the store cannot write, a full disk say: the chain cannot grow here and new transactions are refused), availableProcessors, maxRollback, blockTime (seconds) and lastStoreError: null, or the last failed store write {time (epoch seconds), date (ISO), write (block, pop, pool or probe), cause, code (when the error has one), recovered, recoveredTime (once writes work again)}. While the node starts or rescans it answers HTTP 503 (blockchain not ready).
   *
   * Flags: refused while the blockchain is not ready.
   */
  getBlockchainStatus: {
    parameters: {
      query?: {
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            application: string;
            version: string;
            network: string;
            isTestnet: boolean;
            /** @description Node epoch time. */
            time: number;
            lastBlock: components["schemas"]["UnsignedId"];
            lastBlockTimestamp: number;
            cumulativeDifficulty: components["schemas"]["Decimal"];
            /** @description height + 1. */
            numberOfBlocks: number;
            height: number;
            genesisBlockId: components["schemas"]["UnsignedId"];
            isScanning: boolean;
            isDownloading: boolean;
            /** @enum {string} */
            blockchainState: "UP_TO_DATE" | "DOWNLOADING" | "LIGHT_CLIENT" | "FORK" | "STORE_ERROR";
            /** @description Processors of the machine. */
            availableProcessors: number;
            maxRollback: number;
            /** @description Seconds. */
            blockTime: number;
            /** @description Seconds prunable message data is held at least (node.minPrunableLifetime). */
            minPrunableLifetime: number;
            /** @description Seconds after which prunable message data is pruned; -1: kept forever (node.maxPrunableLifetime, at least the minimum). */
            maxPrunableLifetime: number;
            lastStoreError: ({
              /** @description Epoch seconds. */
              time: number;
              date: string;
              /** @enum {string} */
              write: "block" | "pop" | "pool" | "probe" | "prune";
              cause: string;
              recovered: boolean;
              code?: string;
              /** @description Epoch seconds, once writes work again. */
              recoveredTime?: number;
            }) | null;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns application, version, network, isTestnet, time (node epoch time), lastBlock, lastBlockTimestamp, cumulativeDi...
   * @description Returns application, version, network, isTestnet, time (node epoch time), lastBlock, lastBlockTimestamp, cumulativeDifficulty, numberOfBlocks (height + 1), height, genesisBlockId, isScanning, isDownloading, blockchainState (UP_TO_DATE, DOWNLOADING, LIGHT_CLIENT, FORK, or STORE_ERROR while the store cannot write, a full disk say: the chain cannot grow here and new transactions are refused), availableProcessors, maxRollback, blockTime (seconds) and lastStoreError: null, or the last failed store write {time (epoch seconds), date (ISO), write (block, pop, pool or probe), cause, code (when the error has one), recovered, recoveredTime (once writes work again)}. While the node starts or rescans it answers HTTP 503 (blockchain not ready).
   *
   * Flags: refused while the blockchain is not ready.
   */
  getBlockchainStatus_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getBlockchainStatusParams"];
        "multipart/form-data": components["schemas"]["getBlockchainStatusParams"];
        "application/json": components["schemas"]["getBlockchainStatusParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            application: string;
            version: string;
            network: string;
            isTestnet: boolean;
            /** @description Node epoch time. */
            time: number;
            lastBlock: components["schemas"]["UnsignedId"];
            lastBlockTimestamp: number;
            cumulativeDifficulty: components["schemas"]["Decimal"];
            /** @description height + 1. */
            numberOfBlocks: number;
            height: number;
            genesisBlockId: components["schemas"]["UnsignedId"];
            isScanning: boolean;
            isDownloading: boolean;
            /** @enum {string} */
            blockchainState: "UP_TO_DATE" | "DOWNLOADING" | "LIGHT_CLIENT" | "FORK" | "STORE_ERROR";
            /** @description Processors of the machine. */
            availableProcessors: number;
            maxRollback: number;
            /** @description Seconds. */
            blockTime: number;
            /** @description Seconds prunable message data is held at least (node.minPrunableLifetime). */
            minPrunableLifetime: number;
            /** @description Seconds after which prunable message data is pruned; -1: kept forever (node.maxPrunableLifetime, at least the minimum). */
            maxPrunableLifetime: number;
            lastStoreError: ({
              /** @description Epoch seconds. */
              time: number;
              date: string;
              /** @enum {string} */
              write: "block" | "pop" | "pool" | "probe" | "prune";
              cause: string;
              recovered: boolean;
              code?: string;
              /** @description Epoch seconds, once writes work again. */
              recoveredTime?: number;
            }) | null;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns transactions: confirmed Transaction objects (with confirmations) the account sent or received, newest first, ...
   * @description Returns transactions: confirmed Transaction objects (with confirmations) the account sent or received, newest first, optionally of one type (and subtype, which needs type) and from a height up. Unknown account: errorCode 3.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getBlockchainTransactions: {
    parameters: {
      query: {
        /** @description Account (numeric id or RS address). */
        account: components["schemas"]["Account"];
        /** @description Only transactions of this type. */
        type?: number;
        /** @description Only transactions of this subtype (requires type). */
        subtype?: number;
        /** @description Only transactions confirmed at this height or above. */
        fromHeight?: number;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Confirmed, newest first. */
            transactions: components["schemas"]["Transaction"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns transactions: confirmed Transaction objects (with confirmations) the account sent or received, newest first, ...
   * @description Returns transactions: confirmed Transaction objects (with confirmations) the account sent or received, newest first, optionally of one type (and subtype, which needs type) and from a height up. Unknown account: errorCode 3.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getBlockchainTransactions_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getBlockchainTransactionsParams"];
        "multipart/form-data": components["schemas"]["getBlockchainTransactionsParams"];
        "application/json": components["schemas"]["getBlockchainTransactionsParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Confirmed, newest first. */
            transactions: components["schemas"]["Transaction"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns blocks: Block objects newest first; firstIndex/lastIndex count from the last block (index 0) down to the gene...
   * @description Returns blocks: Block objects newest first; firstIndex/lastIndex count from the last block (index 0) down to the genesis block (index = height of the tip). includeTransactions gives transaction objects instead of full hashes.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getBlocks: {
    parameters: {
      query?: {
        /** @description Transaction objects instead of full hashes. */
        includeTransactions?: boolean;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Newest first. */
            blocks: components["schemas"]["Block"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          } | {
            /** @description Newest first (includeTransactions). */
            blocks: components["schemas"]["BlockWithTransactions"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns blocks: Block objects newest first; firstIndex/lastIndex count from the last block (index 0) down to the gene...
   * @description Returns blocks: Block objects newest first; firstIndex/lastIndex count from the last block (index 0) down to the genesis block (index = height of the tip). includeTransactions gives transaction objects instead of full hashes.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getBlocks_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getBlocksParams"];
        "multipart/form-data": components["schemas"]["getBlocksParams"];
        "application/json": components["schemas"]["getBlocksParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Newest first. */
            blocks: components["schemas"]["Block"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          } | {
            /** @description Newest first (includeTransactions). */
            blocks: components["schemas"]["BlockWithTransactions"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns buyOffers: the buy sides of the exchange offers (publishExchangeOffer) that can still trade (limitQNT and qua...
   * @description Returns buyOffers: the buy sides of the exchange offers (publishExchangeOffer) that can still trade (limitQNT and quantityQNT both above 0; an offer whose buy side is used up or was published empty is not listed), of one currency, of one account, of that account on that currency (at most one offer), or of every currency when neither is given; by currency id, then highest buy rate first, then the oldest offer (height, then place in the block): the order currencySell fills them in. Each is a Currency offer of type bid: order (the offer's id, its publishing transaction), orderFullHash, totem ("0": the price is paid in the coin), account/accountRS, quantityQNT (the side's supply: units offered now), limitQNT (units it may still trade in all), currency, priceQNTPerShare (the side's rate, MTA per QNT), expirationHeight, height, transactionIndex, transactionHeight and type. Read from committed state at the tip (an expired offer is removed at the start of the block at its expiration height). Unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY; unknown account: errorCode 3 naming account.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getBuyOffers: {
    parameters: {
      query?: {
        /** @description Only offers on this currency. */
        currency?: components["schemas"]["Id"];
        /** @description Only offers of this account (numeric id or RS address). */
        account?: components["schemas"]["Account"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description By currency id, then highest buy rate first, then oldest. */
            buyOffers: ({
                order: components["schemas"]["UnsignedId"];
                orderFullHash: string;
                /**
                 * @description The holding the price is paid in: "0", the coin.
                 * @enum {string}
                 */
                totem: "0";
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description Units this side offers now (its supply). */
                quantityQNT: components["schemas"]["Amount"];
                /** @description Units this side may still trade in all. */
                limitQNT: components["schemas"]["Amount"];
                currency: components["schemas"]["UnsignedId"];
                /** @description The side's rate: MTA (the coin's QNT) per QNT of the currency. */
                priceQNTPerShare: components["schemas"]["Amount"];
                /** @description The offer is removed at the start of the block at this height. */
                expirationHeight: number;
                /** @description Height of the publishing block. */
                height: number;
                /** @description Index of the publishing transaction in its block. */
                transactionIndex: number;
                /** @description Height of the publishing transaction. */
                transactionHeight: number;
                /**
                 * @description bid: the buy side; ask: the sell side.
                 * @enum {string}
                 */
                type: "bid" | "ask";
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns buyOffers: the buy sides of the exchange offers (publishExchangeOffer) that can still trade (limitQNT and qua...
   * @description Returns buyOffers: the buy sides of the exchange offers (publishExchangeOffer) that can still trade (limitQNT and quantityQNT both above 0; an offer whose buy side is used up or was published empty is not listed), of one currency, of one account, of that account on that currency (at most one offer), or of every currency when neither is given; by currency id, then highest buy rate first, then the oldest offer (height, then place in the block): the order currencySell fills them in. Each is a Currency offer of type bid: order (the offer's id, its publishing transaction), orderFullHash, totem ("0": the price is paid in the coin), account/accountRS, quantityQNT (the side's supply: units offered now), limitQNT (units it may still trade in all), currency, priceQNTPerShare (the side's rate, MTA per QNT), expirationHeight, height, transactionIndex, transactionHeight and type. Read from committed state at the tip (an expired offer is removed at the start of the block at its expiration height). Unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY; unknown account: errorCode 3 naming account.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getBuyOffers_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getBuyOffersParams"];
        "multipart/form-data": components["schemas"]["getBuyOffersParams"];
        "application/json": components["schemas"]["getBuyOffersParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description By currency id, then highest buy rate first, then oldest. */
            buyOffers: ({
                order: components["schemas"]["UnsignedId"];
                orderFullHash: string;
                /**
                 * @description The holding the price is paid in: "0", the coin.
                 * @enum {string}
                 */
                totem: "0";
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description Units this side offers now (its supply). */
                quantityQNT: components["schemas"]["Amount"];
                /** @description Units this side may still trade in all. */
                limitQNT: components["schemas"]["Amount"];
                currency: components["schemas"]["UnsignedId"];
                /** @description The side's rate: MTA (the coin's QNT) per QNT of the currency. */
                priceQNTPerShare: components["schemas"]["Amount"];
                /** @description The offer is removed at the start of the block at this height. */
                expirationHeight: number;
                /** @description Height of the publishing block. */
                height: number;
                /** @description Index of the publishing transaction in its block. */
                transactionIndex: number;
                /** @description Height of the publishing transaction. */
                transactionHeight: number;
                /**
                 * @description bid: the buy side; ask: the sell side.
                 * @enum {string}
                 */
                type: "bid" | "ask";
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns the protocol constants: network, chainId, epochBeginning (Unix ms of epoch second 0), genesisBlockId, genesis...
   * @description Returns the protocol constants: network, chainId, epochBeginning (Unix ms of epoch second 0), genesisBlockId, genesisAccount/genesisAccountRS (the key that signs the genesis block), accountPrefix, oneCoinMTA, block limits (maxBlockPayloadLength, maxTransactionsPerBlock), maxRollback, blockTime, deadlines, fees, message limits, forging constants; transactionTypes (every type/subtype of the numbering table with its name, tag and whether this node implements it, plus recipient rules for implemented ones); and requestTypes (every operation with its tags and flags). Needs no blockchain.
   */
  getConstants: {
    parameters: {
      query?: {
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            network: string;
            /** @enum {integer} */
            chainId: 1;
            /** @description Unix milliseconds of epoch second 0. */
            epochBeginning: number;
            genesisBlockId: components["schemas"]["UnsignedId"];
            genesisAccount: components["schemas"]["UnsignedId"];
            genesisAccountRS: components["schemas"]["AccountRS"];
            /** @enum {string} */
            accountPrefix: "TOTEM";
            oneCoinMTA: components["schemas"]["Amount"];
            maxBalanceMTA: components["schemas"]["Amount"];
            transactionVersion: number;
            blockVersion: number;
            maxBlockPayloadLength: number;
            maxTransactionsPerBlock: number;
            maxRollback: number;
            blockTime: number;
            ecBlockDistance: number;
            maxTimestampDrift: number;
            minDeadline: number;
            maxDeadline: number;
            defaultDeadline: number;
            minTransactionFeeMTA: components["schemas"]["Amount"];
            maxMessageLength: number;
            maxPrunableMessageLength: number;
            maxEncryptedMessageLength: number;
            minForgingBalanceMTA: components["schemas"]["Amount"];
            guaranteedBalanceConfirmations: number;
            forgeOnDemand: boolean;
            initialBaseTarget: components["schemas"]["Decimal"];
            /** @description Every type/subtype of the numbering table; the recipient rules only for implemented ones. */
            transactionTypes: {
                type: number;
                subtype: number;
                name: string;
                tag: string;
                implemented: boolean;
                canHaveRecipient?: boolean;
                mustHaveRecipient?: boolean;
              }[];
            /** @description Every operation by requestType. */
            requestTypes: {
              [key: string]: {
                tags: ("ACCOUNTS" | "BLOCKS" | "TRANSACTIONS" | "AE" | "MS" | "CONTRACTS" | "PHASING" | "SHUFFLING" | "NETWORK" | "PAYMENTS" | "LOANS" | "SUBSCRIPTIONS" | "CERTIFICATE" | "AGENT_ATTESTATION" | "MESSAGES" | "TOKENS" | "DEBUG" | "UTILS" | "CREATE_TRANSACTION" | "FORGING")[];
                requirePost: boolean;
                requirePassword: boolean;
                requireBlockchain: boolean;
                paginated: boolean;
              };
            };
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns the protocol constants: network, chainId, epochBeginning (Unix ms of epoch second 0), genesisBlockId, genesis...
   * @description Returns the protocol constants: network, chainId, epochBeginning (Unix ms of epoch second 0), genesisBlockId, genesisAccount/genesisAccountRS (the key that signs the genesis block), accountPrefix, oneCoinMTA, block limits (maxBlockPayloadLength, maxTransactionsPerBlock), maxRollback, blockTime, deadlines, fees, message limits, forging constants; transactionTypes (every type/subtype of the numbering table with its name, tag and whether this node implements it, plus recipient rules for implemented ones); and requestTypes (every operation with its tags and flags). Needs no blockchain.
   */
  getConstants_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getConstantsParams"];
        "multipart/form-data": components["schemas"]["getConstantsParams"];
        "application/json": components["schemas"]["getConstantsParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            network: string;
            /** @enum {integer} */
            chainId: 1;
            /** @description Unix milliseconds of epoch second 0. */
            epochBeginning: number;
            genesisBlockId: components["schemas"]["UnsignedId"];
            genesisAccount: components["schemas"]["UnsignedId"];
            genesisAccountRS: components["schemas"]["AccountRS"];
            /** @enum {string} */
            accountPrefix: "TOTEM";
            oneCoinMTA: components["schemas"]["Amount"];
            maxBalanceMTA: components["schemas"]["Amount"];
            transactionVersion: number;
            blockVersion: number;
            maxBlockPayloadLength: number;
            maxTransactionsPerBlock: number;
            maxRollback: number;
            blockTime: number;
            ecBlockDistance: number;
            maxTimestampDrift: number;
            minDeadline: number;
            maxDeadline: number;
            defaultDeadline: number;
            minTransactionFeeMTA: components["schemas"]["Amount"];
            maxMessageLength: number;
            maxPrunableMessageLength: number;
            maxEncryptedMessageLength: number;
            minForgingBalanceMTA: components["schemas"]["Amount"];
            guaranteedBalanceConfirmations: number;
            forgeOnDemand: boolean;
            initialBaseTarget: components["schemas"]["Decimal"];
            /** @description Every type/subtype of the numbering table; the recipient rules only for implemented ones. */
            transactionTypes: {
                type: number;
                subtype: number;
                name: string;
                tag: string;
                implemented: boolean;
                canHaveRecipient?: boolean;
                mustHaveRecipient?: boolean;
              }[];
            /** @description Every operation by requestType. */
            requestTypes: {
              [key: string]: {
                tags: ("ACCOUNTS" | "BLOCKS" | "TRANSACTIONS" | "AE" | "MS" | "CONTRACTS" | "PHASING" | "SHUFFLING" | "NETWORK" | "PAYMENTS" | "LOANS" | "SUBSCRIPTIONS" | "CERTIFICATE" | "AGENT_ATTESTATION" | "MESSAGES" | "TOKENS" | "DEBUG" | "UTILS" | "CREATE_TRANSACTION" | "FORGING")[];
                requirePost: boolean;
                requirePassword: boolean;
                requireBlockchain: boolean;
                paginated: boolean;
              };
            };
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns the Currency object of the currency given by id (currency) or by code (code; exactly one of them): currency, ...
   * @description Returns the Currency object of the currency given by id (currency) or by code (code; exactly one of them): currency, issuer/issuerRS (also as account/accountRS), name, code, description, type (the bitmask) and types (its bits' names), sovereign (no issuer privilege remains: neither CONTROLLABLE nor MINTABLE), decimals, initialSupplyQNT, currentSupplyQNT, maxSupplyQNT, reserveSupplyQNT, issuanceHeight and active, minReservePerUnitMTA and currentReservePerUnitMTA, minDifficulty, maxDifficulty, algorithm (and algorithmName when MINTABLE), height. includeCounts=true adds numberOfAccounts, numberOfTransfers, numberOfPayments and numberOfExchanges. Unknown currency or code: errorCode 7 naming it, errorName UNKNOWN_CURRENCY.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getCurrency: {
    parameters: {
      query?: {
        /** @description The currency id (its issuance transaction id). */
        currency?: components["schemas"]["Id"];
        /** @description Or its code (3..5 capital letters). */
        code?: string;
        /** @description Add numberOfAccounts, numberOfTransfers, numberOfPayments and numberOfExchanges. */
        includeCounts?: boolean;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            currency: components["schemas"]["UnsignedId"];
            issuer: components["schemas"]["UnsignedId"];
            issuerRS: components["schemas"]["AccountRS"];
            account: components["schemas"]["UnsignedId"];
            accountRS: components["schemas"]["AccountRS"];
            /** @description 3..10 letters. */
            name: string;
            /** @description 3..5 capital letters. */
            code: string;
            /** @description Up to 1000 bytes. */
            description: string;
            /** @description The type bitmask: 1 EXCHANGEABLE, 2 CONTROLLABLE, 4 RESERVABLE, 8 CLAIMABLE, 16 MINTABLE, 32 NON_SHUFFLEABLE. */
            type: number;
            /** @description The names of the type's bits. */
            types: ("EXCHANGEABLE" | "CONTROLLABLE" | "RESERVABLE" | "CLAIMABLE" | "MINTABLE" | "NON_SHUFFLEABLE")[];
            /** @description No issuer privilege remains: neither CONTROLLABLE nor MINTABLE (docs/currencies.md). */
            sovereign: boolean;
            /** @description Decimal places of the QNT unit (0..8). */
            decimals: number;
            /** @description Units the issuer received at issuance. */
            initialSupplyQNT: components["schemas"]["Amount"];
            /** @description Units in existence now. */
            currentSupplyQNT: components["schemas"]["Amount"];
            /** @description The most units there can ever be. */
            maxSupplyQNT: components["schemas"]["Amount"];
            /** @description RESERVABLE: the supply once active (0 otherwise). */
            reserveSupplyQNT: components["schemas"]["Amount"];
            /** @description RESERVABLE: the height it becomes active at (0: active at once). */
            issuanceHeight: number;
            /** @description Whether the issuance height has been reached. */
            active: boolean;
            /** @description RESERVABLE: the pledge per unit crowdfunding must reach. */
            minReservePerUnitMTA: components["schemas"]["Amount"];
            /** @description RESERVABLE: the pledge per unit so far; CLAIMABLE: the coin behind each unit. */
            currentReservePerUnitMTA: components["schemas"]["Amount"];
            /** @description MINTABLE: the difficulty (leading zero bits) of the first mint. */
            minDifficulty: number;
            /** @description MINTABLE: the difficulty once the whole supply is minted. */
            maxDifficulty: number;
            /** @description MINTABLE: 2 SHA256, 3 SHA3_256, 5 SCRYPT, 25 KECCAK256 (0 otherwise). */
            algorithm: number;
            /** @description Height of the issuance. */
            height: number;
            /**
             * @description MINTABLE: the algorithm's name.
             * @enum {string}
             */
            algorithmName?: "SHA256" | "SHA3_256" | "SCRYPT" | "KECCAK256";
            /** @description Accounts holding units (includeCounts). */
            numberOfAccounts?: number;
            /** @description Transfers (includeCounts). */
            numberOfTransfers?: number;
            /** @description Merchant payments (includeCounts). */
            numberOfPayments?: number;
            /** @description Exchanges against offers (includeCounts). */
            numberOfExchanges?: number;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns the Currency object of the currency given by id (currency) or by code (code; exactly one of them): currency, ...
   * @description Returns the Currency object of the currency given by id (currency) or by code (code; exactly one of them): currency, issuer/issuerRS (also as account/accountRS), name, code, description, type (the bitmask) and types (its bits' names), sovereign (no issuer privilege remains: neither CONTROLLABLE nor MINTABLE), decimals, initialSupplyQNT, currentSupplyQNT, maxSupplyQNT, reserveSupplyQNT, issuanceHeight and active, minReservePerUnitMTA and currentReservePerUnitMTA, minDifficulty, maxDifficulty, algorithm (and algorithmName when MINTABLE), height. includeCounts=true adds numberOfAccounts, numberOfTransfers, numberOfPayments and numberOfExchanges. Unknown currency or code: errorCode 7 naming it, errorName UNKNOWN_CURRENCY.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getCurrency_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getCurrencyParams"];
        "multipart/form-data": components["schemas"]["getCurrencyParams"];
        "application/json": components["schemas"]["getCurrencyParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            currency: components["schemas"]["UnsignedId"];
            issuer: components["schemas"]["UnsignedId"];
            issuerRS: components["schemas"]["AccountRS"];
            account: components["schemas"]["UnsignedId"];
            accountRS: components["schemas"]["AccountRS"];
            /** @description 3..10 letters. */
            name: string;
            /** @description 3..5 capital letters. */
            code: string;
            /** @description Up to 1000 bytes. */
            description: string;
            /** @description The type bitmask: 1 EXCHANGEABLE, 2 CONTROLLABLE, 4 RESERVABLE, 8 CLAIMABLE, 16 MINTABLE, 32 NON_SHUFFLEABLE. */
            type: number;
            /** @description The names of the type's bits. */
            types: ("EXCHANGEABLE" | "CONTROLLABLE" | "RESERVABLE" | "CLAIMABLE" | "MINTABLE" | "NON_SHUFFLEABLE")[];
            /** @description No issuer privilege remains: neither CONTROLLABLE nor MINTABLE (docs/currencies.md). */
            sovereign: boolean;
            /** @description Decimal places of the QNT unit (0..8). */
            decimals: number;
            /** @description Units the issuer received at issuance. */
            initialSupplyQNT: components["schemas"]["Amount"];
            /** @description Units in existence now. */
            currentSupplyQNT: components["schemas"]["Amount"];
            /** @description The most units there can ever be. */
            maxSupplyQNT: components["schemas"]["Amount"];
            /** @description RESERVABLE: the supply once active (0 otherwise). */
            reserveSupplyQNT: components["schemas"]["Amount"];
            /** @description RESERVABLE: the height it becomes active at (0: active at once). */
            issuanceHeight: number;
            /** @description Whether the issuance height has been reached. */
            active: boolean;
            /** @description RESERVABLE: the pledge per unit crowdfunding must reach. */
            minReservePerUnitMTA: components["schemas"]["Amount"];
            /** @description RESERVABLE: the pledge per unit so far; CLAIMABLE: the coin behind each unit. */
            currentReservePerUnitMTA: components["schemas"]["Amount"];
            /** @description MINTABLE: the difficulty (leading zero bits) of the first mint. */
            minDifficulty: number;
            /** @description MINTABLE: the difficulty once the whole supply is minted. */
            maxDifficulty: number;
            /** @description MINTABLE: 2 SHA256, 3 SHA3_256, 5 SCRYPT, 25 KECCAK256 (0 otherwise). */
            algorithm: number;
            /** @description Height of the issuance. */
            height: number;
            /**
             * @description MINTABLE: the algorithm's name.
             * @enum {string}
             */
            algorithmName?: "SHA256" | "SHA3_256" | "SCRYPT" | "KECCAK256";
            /** @description Accounts holding units (includeCounts). */
            numberOfAccounts?: number;
            /** @description Transfers (includeCounts). */
            numberOfTransfers?: number;
            /** @description Merchant payments (includeCounts). */
            numberOfPayments?: number;
            /** @description Exchanges against offers (includeCounts). */
            numberOfExchanges?: number;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns accountCurrencies: the accounts holding units of the currency in committed state (the issuer included when it...
   * @description Returns accountCurrencies: the accounts holding units of the currency in committed state (the issuer included when it holds some), most units first, then by account id, each with account/accountRS, currency and unitsQNT (units held; units in the account's own exchange offers are not held, so an account whose units all sit in its offer is not listed). Before a crowdfunded currency's issuance height only the issuer's initial supply is held (founders receive their units at that height). Unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getCurrencyAccounts: {
    parameters: {
      query: {
        /** @description The currency. Unknown: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY. */
        currency: components["schemas"]["Id"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Most units first, then by account id. */
            accountCurrencies: {
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                currency: components["schemas"]["UnsignedId"];
                /** @description Units the account holds (units in its own exchange offers excluded). */
                unitsQNT: components["schemas"]["Amount"];
              }[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns accountCurrencies: the accounts holding units of the currency in committed state (the issuer included when it...
   * @description Returns accountCurrencies: the accounts holding units of the currency in committed state (the issuer included when it holds some), most units first, then by account id, each with account/accountRS, currency and unitsQNT (units held; units in the account's own exchange offers are not held, so an account whose units all sit in its offer is not listed). Before a crowdfunded currency's issuance height only the issuer's initial supply is held (founders receive their units at that height). Unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getCurrencyAccounts_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getCurrencyAccountsParams"];
        "multipart/form-data": components["schemas"]["getCurrencyAccountsParams"];
        "application/json": components["schemas"]["getCurrencyAccountsParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Most units first, then by account id. */
            accountCurrencies: {
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                currency: components["schemas"]["UnsignedId"];
                /** @description Units the account holds (units in its own exchange offers excluded). */
                unitsQNT: components["schemas"]["Amount"];
              }[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns founders: the accounts that pledged coin to a RESERVABLE currency with currencyReserveIncrease, by account id...
   * @description Returns founders: the accounts that pledged coin to a RESERVABLE currency with currencyReserveIncrease, by account id, each with currency, account/accountRS, amountPerUnitMTA (pledged per unit of the reserve supply, over all its pledges), amountMTA (amountPerUnitMTA x reserveSupplyQNT, the coin it paid) and height (of its first pledge). Founders exist only before the issuance height: at that height they receive their units (or their coin back, and the currency is deleted, when crowdfunding failed) and are removed, so the list is then empty; it is empty too for a currency that is not RESERVABLE. With account: only that founder (a list of one, or an empty list for an account that is not a founder, whether the chain knows it or not). Unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getCurrencyFounders: {
    parameters: {
      query: {
        /** @description The currency. Unknown: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY. */
        currency: components["schemas"]["Id"];
        /** @description Only this founder (numeric id or RS address). */
        account?: components["schemas"]["Account"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description By account id. */
            founders: {
                currency: components["schemas"]["UnsignedId"];
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description Pledged per unit of the reserve supply. */
                amountPerUnitMTA: components["schemas"]["Amount"];
                /** @description Pledged in all (amountPerUnitMTA x reserveSupplyQNT). */
                amountMTA: components["schemas"]["Amount"];
                /** @description Height of the founder's first pledge. */
                height: number;
              }[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns founders: the accounts that pledged coin to a RESERVABLE currency with currencyReserveIncrease, by account id...
   * @description Returns founders: the accounts that pledged coin to a RESERVABLE currency with currencyReserveIncrease, by account id, each with currency, account/accountRS, amountPerUnitMTA (pledged per unit of the reserve supply, over all its pledges), amountMTA (amountPerUnitMTA x reserveSupplyQNT, the coin it paid) and height (of its first pledge). Founders exist only before the issuance height: at that height they receive their units (or their coin back, and the currency is deleted, when crowdfunding failed) and are removed, so the list is then empty; it is empty too for a currency that is not RESERVABLE. With account: only that founder (a list of one, or an empty list for an account that is not a founder, whether the chain knows it or not). Unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getCurrencyFounders_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getCurrencyFoundersParams"];
        "multipart/form-data": components["schemas"]["getCurrencyFoundersParams"];
        "application/json": components["schemas"]["getCurrencyFoundersParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description By account id. */
            founders: {
                currency: components["schemas"]["UnsignedId"];
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description Pledged per unit of the reserve supply. */
                amountPerUnitMTA: components["schemas"]["Amount"];
                /** @description Pledged in all (amountPerUnitMTA x reserveSupplyQNT). */
                amountMTA: components["schemas"]["Amount"];
                /** @description Height of the founder's first pledge. */
                height: number;
              }[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns transfers: the transfers (transferCurrency) and merchant payments (currencyPayment) of the currency, those th...
   * @description Returns transfers: the transfers (transferCurrency) and merchant payments (currencyPayment) of the currency, those the account sent or received (a transfer to itself once), or with both the account's of that currency, newest first (height, then order within the block). Each has transfer (its transaction id), currency, sender/senderRS, recipient/recipientRS, unitsQNT, payment (true for a merchant payment, false for a transfer), height and timestamp (the block's). Units moved any other way (issuance, founders' shares, minting, exchanges, claims) are not transfers. A transfer stays listed after its currency was deleted, so currency is not checked against existing currencies (an id that never was one gives an empty list). includeCurrencyInfo=true adds the currency's name, code and decimals to each (left out once the currency is deleted). Give currency, account or both: neither is errorCode 1 naming currency. Unknown account: errorCode 3 naming account.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getCurrencyTransfers: {
    parameters: {
      query?: {
        /** @description Only transfers of this currency (required unless account is given). */
        currency?: components["schemas"]["Id"];
        /** @description Only transfers this account sent or received (numeric id or RS address; required unless currency is given). */
        account?: components["schemas"]["Account"];
        /** @description Add the currency's name, code and decimals to each entry (left out for a currency that no longer exists). */
        includeCurrencyInfo?: boolean;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Newest first (height, then order within the block). */
            transfers: {
                transfer: components["schemas"]["UnsignedId"];
                currency: components["schemas"]["UnsignedId"];
                sender: components["schemas"]["UnsignedId"];
                senderRS: components["schemas"]["AccountRS"];
                recipient: components["schemas"]["UnsignedId"];
                recipientRS: components["schemas"]["AccountRS"];
                unitsQNT: components["schemas"]["Amount"];
                /** @description A merchant payment (currencyPayment) rather than a transfer. */
                payment: boolean;
                height: number;
                timestamp: number;
                /** @description The currency's name (includeCurrencyInfo). */
                name?: string;
                /** @description The currency's code (includeCurrencyInfo). */
                code?: string;
                /** @description The currency's decimals (includeCurrencyInfo). */
                decimals?: number;
              }[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns transfers: the transfers (transferCurrency) and merchant payments (currencyPayment) of the currency, those th...
   * @description Returns transfers: the transfers (transferCurrency) and merchant payments (currencyPayment) of the currency, those the account sent or received (a transfer to itself once), or with both the account's of that currency, newest first (height, then order within the block). Each has transfer (its transaction id), currency, sender/senderRS, recipient/recipientRS, unitsQNT, payment (true for a merchant payment, false for a transfer), height and timestamp (the block's). Units moved any other way (issuance, founders' shares, minting, exchanges, claims) are not transfers. A transfer stays listed after its currency was deleted, so currency is not checked against existing currencies (an id that never was one gives an empty list). includeCurrencyInfo=true adds the currency's name, code and decimals to each (left out once the currency is deleted). Give currency, account or both: neither is errorCode 1 naming currency. Unknown account: errorCode 3 naming account.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getCurrencyTransfers_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getCurrencyTransfersParams"];
        "multipart/form-data": components["schemas"]["getCurrencyTransfersParams"];
        "application/json": components["schemas"]["getCurrencyTransfersParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Newest first (height, then order within the block). */
            transfers: {
                transfer: components["schemas"]["UnsignedId"];
                currency: components["schemas"]["UnsignedId"];
                sender: components["schemas"]["UnsignedId"];
                senderRS: components["schemas"]["AccountRS"];
                recipient: components["schemas"]["UnsignedId"];
                recipientRS: components["schemas"]["AccountRS"];
                unitsQNT: components["schemas"]["Amount"];
                /** @description A merchant payment (currencyPayment) rather than a transfer. */
                payment: boolean;
                height: number;
                timestamp: number;
                /** @description The currency's name (includeCurrencyInfo). */
                name?: string;
                /** @description The currency's code (includeCurrencyInfo). */
                code?: string;
                /** @description The currency's decimals (includeCurrencyInfo). */
                decimals?: number;
              }[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns ecBlockId, ecBlockHeight and timestamp: the economic clustering block (about 720 blocks below the tip, the ge...
   * @description Returns ecBlockId, ecBlockHeight and timestamp: the economic clustering block (about 720 blocks below the tip, the genesis block on a young chain) for a transaction created at timestamp (default: now).
   *
   * Flags: refused while the blockchain is not ready.
   */
  getECBlock: {
    parameters: {
      query?: {
        /** @description Epoch timestamp of the transaction (default: the node's time now). */
        timestamp?: number;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            ecBlockId: components["schemas"]["UnsignedId"];
            ecBlockHeight: number;
            /** @description The timestamp given, or the node's time. */
            timestamp: number;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns ecBlockId, ecBlockHeight and timestamp: the economic clustering block (about 720 blocks below the tip, the ge...
   * @description Returns ecBlockId, ecBlockHeight and timestamp: the economic clustering block (about 720 blocks below the tip, the genesis block on a young chain) for a transaction created at timestamp (default: now).
   *
   * Flags: refused while the blockchain is not ready.
   */
  getECBlock_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getECBlockParams"];
        "multipart/form-data": components["schemas"]["getECBlockParams"];
        "application/json": components["schemas"]["getECBlockParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            ecBlockId: components["schemas"]["UnsignedId"];
            ecBlockHeight: number;
            /** @description The timestamp given, or the node's time. */
            timestamp: number;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns exchanges: the fills of currencyBuy and currencySell against exchange offers, newest first (height, then orde...
   * @description Returns exchanges: the fills of currencyBuy and currencySell against exchange offers, newest first (height, then order within the block), each with transaction (the currencyBuy or currencySell), offer, currency, seller/sellerRS, buyer/buyerRS, unitsQNT, rateMTA (the offer's rate), amountMTA (unitsQNT x rateMTA), side (buy: a currencyBuy took a sell side; sell: a currencySell took a buy side), height, block and timestamp (the block's). Filters, all optional and combined: currency, account (as seller or buyer; an exchange with itself once), offer; none: every exchange. A fill stays listed after its offer expired or was replaced and after its currency was deleted, so currency and offer are not checked against existing records (an id that never had one gives an empty list). includeCurrencyInfo=true adds the currency's name, code and decimals to each (left out once the currency is deleted). Unknown account: errorCode 3 naming account.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getExchanges: {
    parameters: {
      query?: {
        /** @description Only exchanges of this currency. */
        currency?: components["schemas"]["Id"];
        /** @description Only exchanges in which this account sold or bought (numeric id or RS address). */
        account?: components["schemas"]["Account"];
        /** @description Only fills of this exchange offer (its publishing transaction id). */
        offer?: components["schemas"]["Id"];
        /** @description Add the currency's name, code and decimals to each entry (left out for a currency that no longer exists). */
        includeCurrencyInfo?: boolean;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Newest first (height, then order within the block). */
            exchanges: ({
                transaction: components["schemas"]["UnsignedId"];
                offer: components["schemas"]["UnsignedId"];
                currency: components["schemas"]["UnsignedId"];
                seller: components["schemas"]["UnsignedId"];
                sellerRS: components["schemas"]["AccountRS"];
                buyer: components["schemas"]["UnsignedId"];
                buyerRS: components["schemas"]["AccountRS"];
                unitsQNT: components["schemas"]["Amount"];
                /** @description The offer's rate. */
                rateMTA: components["schemas"]["Amount"];
                /** @description unitsQNT x rateMTA. */
                amountMTA: components["schemas"]["Amount"];
                /**
                 * @description buy: a currencyBuy took a sell side; sell: a currencySell took a buy side.
                 * @enum {string}
                 */
                side: "buy" | "sell";
                height: number;
                block: components["schemas"]["UnsignedId"];
                timestamp: number;
                /** @description The currency's name (includeCurrencyInfo). */
                name?: string;
                /** @description The currency's code (includeCurrencyInfo). */
                code?: string;
                /** @description The currency's decimals (includeCurrencyInfo). */
                decimals?: number;
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns exchanges: the fills of currencyBuy and currencySell against exchange offers, newest first (height, then orde...
   * @description Returns exchanges: the fills of currencyBuy and currencySell against exchange offers, newest first (height, then order within the block), each with transaction (the currencyBuy or currencySell), offer, currency, seller/sellerRS, buyer/buyerRS, unitsQNT, rateMTA (the offer's rate), amountMTA (unitsQNT x rateMTA), side (buy: a currencyBuy took a sell side; sell: a currencySell took a buy side), height, block and timestamp (the block's). Filters, all optional and combined: currency, account (as seller or buyer; an exchange with itself once), offer; none: every exchange. A fill stays listed after its offer expired or was replaced and after its currency was deleted, so currency and offer are not checked against existing records (an id that never had one gives an empty list). includeCurrencyInfo=true adds the currency's name, code and decimals to each (left out once the currency is deleted). Unknown account: errorCode 3 naming account.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getExchanges_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getExchangesParams"];
        "multipart/form-data": components["schemas"]["getExchangesParams"];
        "application/json": components["schemas"]["getExchangesParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Newest first (height, then order within the block). */
            exchanges: ({
                transaction: components["schemas"]["UnsignedId"];
                offer: components["schemas"]["UnsignedId"];
                currency: components["schemas"]["UnsignedId"];
                seller: components["schemas"]["UnsignedId"];
                sellerRS: components["schemas"]["AccountRS"];
                buyer: components["schemas"]["UnsignedId"];
                buyerRS: components["schemas"]["AccountRS"];
                unitsQNT: components["schemas"]["Amount"];
                /** @description The offer's rate. */
                rateMTA: components["schemas"]["Amount"];
                /** @description unitsQNT x rateMTA. */
                amountMTA: components["schemas"]["Amount"];
                /**
                 * @description buy: a currencyBuy took a sell side; sell: a currencySell took a buy side.
                 * @enum {string}
                 */
                side: "buy" | "sell";
                height: number;
                block: components["schemas"]["UnsignedId"];
                timestamp: number;
                /** @description The currency's name (includeCurrencyInfo). */
                name?: string;
                /** @description The currency's code (includeCurrencyInfo). */
                code?: string;
                /** @description The currency's decimals (includeCurrencyInfo). */
                decimals?: number;
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns askOrders: the ask order placements waiting in the mempool (not yet in a block), of one totem when totem is g...
   * @description Returns askOrders: the ask order placements waiting in the mempool (not yet in a block), of one totem when totem is given, each as the order it will become: order (the placement transaction id), totem, account, accountRS, quantityQNT (the whole quantity placed), priceMTA, height and transactionHeight (the tip + 1, the height the next block will have), transactionIndex (its position in pool order: its index in the next block if that block takes the pool as it stands) and type. Sorted as the book will rank them: lowest price first, then in pool order (fee per byte, then arrival), the order in which the next block takes them. Matching happens in the block: an expected order may fill at once. Unknown totem: errorCode 7 naming totem.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getExpectedAskOrders: {
    parameters: {
      query?: {
        /** @description Only placements of this totem. */
        totem?: components["schemas"]["Id"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description lowest price first, then pool order. */
            askOrders: ({
                order: components["schemas"]["UnsignedId"];
                totem: components["schemas"]["UnsignedId"];
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description The whole quantity placed (nothing of it can have filled yet). */
                quantityQNT: components["schemas"]["Amount"];
                /** @description MTA per QNT. */
                priceMTA: components["schemas"]["Amount"];
                /** @description The height the next block will have (the tip + 1). */
                height: number;
                /** @description The same: the height the placement is expected at. */
                transactionHeight: number;
                /** @description Position of the placement in pool order: its index in the next block if that block takes the pool as it stands. */
                transactionIndex: number;
                /** @enum {string} */
                type: "ask" | "bid";
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns askOrders: the ask order placements waiting in the mempool (not yet in a block), of one totem when totem is g...
   * @description Returns askOrders: the ask order placements waiting in the mempool (not yet in a block), of one totem when totem is given, each as the order it will become: order (the placement transaction id), totem, account, accountRS, quantityQNT (the whole quantity placed), priceMTA, height and transactionHeight (the tip + 1, the height the next block will have), transactionIndex (its position in pool order: its index in the next block if that block takes the pool as it stands) and type. Sorted as the book will rank them: lowest price first, then in pool order (fee per byte, then arrival), the order in which the next block takes them. Matching happens in the block: an expected order may fill at once. Unknown totem: errorCode 7 naming totem.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getExpectedAskOrders_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getExpectedAskOrdersParams"];
        "multipart/form-data": components["schemas"]["getExpectedAskOrdersParams"];
        "application/json": components["schemas"]["getExpectedAskOrdersParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description lowest price first, then pool order. */
            askOrders: ({
                order: components["schemas"]["UnsignedId"];
                totem: components["schemas"]["UnsignedId"];
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description The whole quantity placed (nothing of it can have filled yet). */
                quantityQNT: components["schemas"]["Amount"];
                /** @description MTA per QNT. */
                priceMTA: components["schemas"]["Amount"];
                /** @description The height the next block will have (the tip + 1). */
                height: number;
                /** @description The same: the height the placement is expected at. */
                transactionHeight: number;
                /** @description Position of the placement in pool order: its index in the next block if that block takes the pool as it stands. */
                transactionIndex: number;
                /** @enum {string} */
                type: "ask" | "bid";
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns bidOrders: the bid order placements waiting in the mempool (not yet in a block), of one totem when totem is g...
   * @description Returns bidOrders: the bid order placements waiting in the mempool (not yet in a block), of one totem when totem is given, each as the order it will become: order (the placement transaction id), totem, account, accountRS, quantityQNT (the whole quantity placed), priceMTA, height and transactionHeight (the tip + 1, the height the next block will have), transactionIndex (its position in pool order: its index in the next block if that block takes the pool as it stands) and type. Sorted as the book will rank them: highest price first, then in pool order (fee per byte, then arrival), the order in which the next block takes them. Matching happens in the block: an expected order may fill at once. Unknown totem: errorCode 7 naming totem.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getExpectedBidOrders: {
    parameters: {
      query?: {
        /** @description Only placements of this totem. */
        totem?: components["schemas"]["Id"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description highest price first, then pool order. */
            bidOrders: ({
                order: components["schemas"]["UnsignedId"];
                totem: components["schemas"]["UnsignedId"];
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description The whole quantity placed (nothing of it can have filled yet). */
                quantityQNT: components["schemas"]["Amount"];
                /** @description MTA per QNT. */
                priceMTA: components["schemas"]["Amount"];
                /** @description The height the next block will have (the tip + 1). */
                height: number;
                /** @description The same: the height the placement is expected at. */
                transactionHeight: number;
                /** @description Position of the placement in pool order: its index in the next block if that block takes the pool as it stands. */
                transactionIndex: number;
                /** @enum {string} */
                type: "ask" | "bid";
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns bidOrders: the bid order placements waiting in the mempool (not yet in a block), of one totem when totem is g...
   * @description Returns bidOrders: the bid order placements waiting in the mempool (not yet in a block), of one totem when totem is given, each as the order it will become: order (the placement transaction id), totem, account, accountRS, quantityQNT (the whole quantity placed), priceMTA, height and transactionHeight (the tip + 1, the height the next block will have), transactionIndex (its position in pool order: its index in the next block if that block takes the pool as it stands) and type. Sorted as the book will rank them: highest price first, then in pool order (fee per byte, then arrival), the order in which the next block takes them. Matching happens in the block: an expected order may fill at once. Unknown totem: errorCode 7 naming totem.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getExpectedBidOrders_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getExpectedBidOrdersParams"];
        "multipart/form-data": components["schemas"]["getExpectedBidOrdersParams"];
        "application/json": components["schemas"]["getExpectedBidOrdersParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description highest price first, then pool order. */
            bidOrders: ({
                order: components["schemas"]["UnsignedId"];
                totem: components["schemas"]["UnsignedId"];
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description The whole quantity placed (nothing of it can have filled yet). */
                quantityQNT: components["schemas"]["Amount"];
                /** @description MTA per QNT. */
                priceMTA: components["schemas"]["Amount"];
                /** @description The height the next block will have (the tip + 1). */
                height: number;
                /** @description The same: the height the placement is expected at. */
                transactionHeight: number;
                /** @description Position of the placement in pool order: its index in the next block if that block takes the pool as it stands. */
                transactionIndex: number;
                /** @enum {string} */
                type: "ask" | "bid";
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns generators: the forging accounts (account, accountRS, publicKey, effectiveBalance, hitTime, deadline).
   * @description Returns generators: the forging accounts (account, accountRS, publicKey, effectiveBalance, hitTime, deadline). With secretPhrase only that account (an empty list when it is not forging); without it every account, which needs admin rights (a valid adminPassword, unless the node needs none). POST only, since it takes a secret phrase.
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  getForging: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getForgingParams"];
        "multipart/form-data": components["schemas"]["getForgingParams"];
        "application/json": components["schemas"]["getForgingParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            generators: components["schemas"]["ForgingAccount"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns peers: the peers connected now that dialled this node (inbound connections, handshaking or introduced), as ho...
   * @description Returns peers: the peers connected now that dialled this node (inbound connections, handshaking or introduced), as host:port strings (the address they listen on once introduced, the connection's address before), or as Peer objects (see getPeer) with includePeerInfo=true. Peer networking not running: errorCode 1 (HTTP 503).
   */
  getInboundPeers: {
    parameters: {
      query?: {
        /** @description Peer objects instead of addresses. */
        includePeerInfo?: boolean;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description host:port. */
            peers: string[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          } | {
            peers: components["schemas"]["Peer"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns peers: the peers connected now that dialled this node (inbound connections, handshaking or introduced), as ho...
   * @description Returns peers: the peers connected now that dialled this node (inbound connections, handshaking or introduced), as host:port strings (the address they listen on once introduced, the connection's address before), or as Peer objects (see getPeer) with includePeerInfo=true. Peer networking not running: errorCode 1 (HTTP 503).
   */
  getInboundPeers_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getInboundPeersParams"];
        "multipart/form-data": components["schemas"]["getInboundPeersParams"];
        "application/json": components["schemas"]["getInboundPeersParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description host:port. */
            peers: string[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          } | {
            peers: components["schemas"]["Peer"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns the merchant the account is registered as (registerMerchant): account/accountRS, name, description and height...
   * @description Returns the merchant the account is registered as (registerMerchant): account/accountRS, name, description and height (of its first registration). Read from committed state at the tip (a registration or deregistration still unconfirmed does not count). An account that is not a registered merchant (never registered, deregistered, or unknown to the chain): errorCode 7 naming account, errorName NOT_REGISTERED_MERCHANT.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getMerchant: {
    parameters: {
      query: {
        /** @description The merchant's account (numeric id or RS address). */
        account: components["schemas"]["Account"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            account: components["schemas"]["UnsignedId"];
            accountRS: components["schemas"]["AccountRS"];
            /** @description The merchant's name. */
            name: string;
            /** @description Its description. */
            description: string;
            /** @description Height of its registration. */
            height: number;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns the merchant the account is registered as (registerMerchant): account/accountRS, name, description and height...
   * @description Returns the merchant the account is registered as (registerMerchant): account/accountRS, name, description and height (of its first registration). Read from committed state at the tip (a registration or deregistration still unconfirmed does not count). An account that is not a registered merchant (never registered, deregistered, or unknown to the chain): errorCode 7 naming account, errorName NOT_REGISTERED_MERCHANT.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getMerchant_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getMerchantParams"];
        "multipart/form-data": components["schemas"]["getMerchantParams"];
        "application/json": components["schemas"]["getMerchantParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            account: components["schemas"]["UnsignedId"];
            accountRS: components["schemas"]["AccountRS"];
            /** @description The merchant's name. */
            name: string;
            /** @description Its description. */
            description: string;
            /** @description Height of its registration. */
            height: number;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns merchants: every account registered as a merchant (registerMerchant) and not deregistered, by name (case-inse...
   * @description Returns merchants: every account registered as a merchant (registerMerchant) and not deregistered, by name (case-insensitive), then by account id, each with account/accountRS, name, description and height (of its first registration: registering again changes the name and description, not the height). Read from committed state at the tip.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getMerchants: {
    parameters: {
      query?: {
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description By name (case-insensitive), then by account id. */
            merchants: {
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description The merchant's name. */
                name: string;
                /** @description Its description. */
                description: string;
                /** @description Height of its registration. */
                height: number;
              }[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns merchants: every account registered as a merchant (registerMerchant) and not deregistered, by name (case-inse...
   * @description Returns merchants: every account registered as a merchant (registerMerchant) and not deregistered, by name (case-insensitive), then by account id, each with account/accountRS, name, description and height (of its first registration: registering again changes the name and description, not the height). Read from committed state at the tip.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getMerchants_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getMerchantsParams"];
        "multipart/form-data": components["schemas"]["getMerchantsParams"];
        "application/json": components["schemas"]["getMerchantsParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description By name (case-insensitive), then by account id. */
            merchants: {
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description The merchant's name. */
                name: string;
                /** @description Its description. */
                description: string;
                /** @description Height of its registration. */
                height: number;
              }[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns host and address: the caller's IP address as this node sees it (as in Nxt; host is not resolved to a name); a...
   * @description Returns host and address: the caller's IP address as this node sees it (as in Nxt; host is not resolved to a name); and this node on the peer network: peerId (libp2p), peerAddress (host:port peers reach it at), listenAddresses (multiaddrs), and peerInfo, what it tells peers in its hello: application, version, platform, shareAddress, announcedAddress, apiPort, apiSSLPort, services, blockchainState, cumulativeDifficulty, genesisBlockId. Peer networking not running: errorCode 1 (HTTP 503).
   */
  getMyInfo: {
    parameters: {
      query?: {
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description The caller's IP address. */
            host: string;
            /** @description The caller's IP address. */
            address: string;
            peerId: string;
            /** @description host:port peers reach this node at. */
            peerAddress: string;
            /** @description Multiaddrs. */
            listenAddresses: string[];
            /** @description What this node tells peers in its hello. */
            peerInfo: {
              application: string;
              version: string;
              platform: string;
              shareAddress: boolean;
              announcedAddress: string;
              apiPort: number;
              apiSSLPort: number;
              blockchainState: string;
              services: string[];
              genesisBlockId: components["schemas"]["UnsignedId"];
              cumulativeDifficulty: components["schemas"]["Decimal"];
            };
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns host and address: the caller's IP address as this node sees it (as in Nxt; host is not resolved to a name); a...
   * @description Returns host and address: the caller's IP address as this node sees it (as in Nxt; host is not resolved to a name); and this node on the peer network: peerId (libp2p), peerAddress (host:port peers reach it at), listenAddresses (multiaddrs), and peerInfo, what it tells peers in its hello: application, version, platform, shareAddress, announcedAddress, apiPort, apiSSLPort, services, blockchainState, cumulativeDifficulty, genesisBlockId. Peer networking not running: errorCode 1 (HTTP 503).
   */
  getMyInfo_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getMyInfoParams"];
        "multipart/form-data": components["schemas"]["getMyInfoParams"];
        "application/json": components["schemas"]["getMyInfoParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description The caller's IP address. */
            host: string;
            /** @description The caller's IP address. */
            address: string;
            peerId: string;
            /** @description host:port peers reach this node at. */
            peerAddress: string;
            /** @description Multiaddrs. */
            listenAddresses: string[];
            /** @description What this node tells peers in its hello. */
            peerInfo: {
              application: string;
              version: string;
              platform: string;
              shareAddress: boolean;
              announcedAddress: string;
              apiPort: number;
              apiSSLPort: number;
              blockchainState: string;
              services: string[];
              genesisBlockId: components["schemas"]["UnsignedId"];
              cumulativeDifficulty: components["schemas"]["Decimal"];
            };
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns the Peer object of a known peer: address (host), port, state (0 NON_CONNECTED, 1 CONNECTED once it introduced...
   * @description Returns the Peer object of a known peer: address (host), port, state (0 NON_CONNECTED, 1 CONNECTED once it introduced itself, 2 DISCONNECTED; a blacklisted peer is 2 with blacklisted true), announcedAddress, shareAddress, downloadedVolume, uploadedVolume (bytes), application, version, platform, apiPort, apiSSLPort (0: none), blacklisted, lastUpdated, lastConnectAttempt (epoch seconds, 0: never), inbound, services, blockchainState, and beyond the spec: peerId (libp2p), cumulativeDifficulty (as the peer last announced it, null before its hello), score (misbehaviour points since its last release), blacklistCause and blacklistedUntil (epoch seconds; both null unless blacklisted) and lastPenalties (the most recent {at, points, reason}, oldest first, blacklistings included) so an operator can see why a peer was dropped. peer is host:port (IPv6 as [::1]:7876), a bare host (default peer port), a multiaddr or a peer id. Unknown peer: errorCode 1 (HTTP 404) with error "peer". Peer networking not running: errorCode 1 (HTTP 503).
   */
  getPeer: {
    parameters: {
      query: {
        /** @description The peer: host:port, a bare host, a multiaddr or a peer id. */
        peer: string;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Host. */
            address: string;
            port: number;
            /**
             * @description 0 NON_CONNECTED, 1 CONNECTED, 2 DISCONNECTED.
             * @enum {integer}
             */
            state: 0 | 1 | 2;
            announcedAddress: string;
            shareAddress: boolean;
            downloadedVolume: number;
            uploadedVolume: number;
            application: string;
            version: string;
            platform: string;
            apiPort: number;
            apiSSLPort: number;
            blacklisted: boolean;
            /** @description Epoch seconds; 0: never. */
            lastUpdated: number;
            /** @description Epoch seconds; 0: never. */
            lastConnectAttempt: number;
            inbound: boolean;
            services: string[];
            blockchainState: string;
            peerId: string | null;
            cumulativeDifficulty: string | null;
            score: number;
            blacklistCause: string | null;
            blacklistedUntil: number | null;
            lastPenalties: {
                at: number;
                points: number;
                reason: string;
              }[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns the Peer object of a known peer: address (host), port, state (0 NON_CONNECTED, 1 CONNECTED once it introduced...
   * @description Returns the Peer object of a known peer: address (host), port, state (0 NON_CONNECTED, 1 CONNECTED once it introduced itself, 2 DISCONNECTED; a blacklisted peer is 2 with blacklisted true), announcedAddress, shareAddress, downloadedVolume, uploadedVolume (bytes), application, version, platform, apiPort, apiSSLPort (0: none), blacklisted, lastUpdated, lastConnectAttempt (epoch seconds, 0: never), inbound, services, blockchainState, and beyond the spec: peerId (libp2p), cumulativeDifficulty (as the peer last announced it, null before its hello), score (misbehaviour points since its last release), blacklistCause and blacklistedUntil (epoch seconds; both null unless blacklisted) and lastPenalties (the most recent {at, points, reason}, oldest first, blacklistings included) so an operator can see why a peer was dropped. peer is host:port (IPv6 as [::1]:7876), a bare host (default peer port), a multiaddr or a peer id. Unknown peer: errorCode 1 (HTTP 404) with error "peer". Peer networking not running: errorCode 1 (HTTP 503).
   */
  getPeer_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getPeerParams"];
        "multipart/form-data": components["schemas"]["getPeerParams"];
        "application/json": components["schemas"]["getPeerParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Host. */
            address: string;
            port: number;
            /**
             * @description 0 NON_CONNECTED, 1 CONNECTED, 2 DISCONNECTED.
             * @enum {integer}
             */
            state: 0 | 1 | 2;
            announcedAddress: string;
            shareAddress: boolean;
            downloadedVolume: number;
            uploadedVolume: number;
            application: string;
            version: string;
            platform: string;
            apiPort: number;
            apiSSLPort: number;
            blacklisted: boolean;
            /** @description Epoch seconds; 0: never. */
            lastUpdated: number;
            /** @description Epoch seconds; 0: never. */
            lastConnectAttempt: number;
            inbound: boolean;
            services: string[];
            blockchainState: string;
            peerId: string | null;
            cumulativeDifficulty: string | null;
            score: number;
            blacklistCause: string | null;
            blacklistedUntil: number | null;
            lastPenalties: {
                at: number;
                points: number;
                reason: string;
              }[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns peers: every peer this node knows (connected or not, blacklisted included), as host:port strings (the peer id...
   * @description Returns peers: every peer this node knows (connected or not, blacklisted included), as host:port strings (the peer id for a peer known only by its id), or as Peer objects (see getPeer) with includePeerInfo=true. Filters, all optional and combined: state (NON_CONNECTED, CONNECTED, DISCONNECTED, or 0, 1, 2; a blacklisted peer is DISCONNECTED), active=true (connected now, handshaking or introduced) or active=false (not connected), service (peers announcing that service, exact name), blacklisted=true or false. Peer networking not running: errorCode 1 (HTTP 503).
   */
  getPeers: {
    parameters: {
      query?: {
        /** @description NON_CONNECTED, CONNECTED or DISCONNECTED (or 0, 1, 2). */
        state?: string;
        /** @description true: only connected peers; false: only peers not connected. */
        active?: boolean;
        /** @description Only peers announcing this service (e.g. BLOCKS). */
        service?: string;
        /** @description true: only blacklisted peers; false: only peers not blacklisted. */
        blacklisted?: boolean;
        /** @description Peer objects instead of addresses. */
        includePeerInfo?: boolean;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description host:port, or a peer id. */
            peers: string[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          } | {
            peers: components["schemas"]["Peer"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns peers: every peer this node knows (connected or not, blacklisted included), as host:port strings (the peer id...
   * @description Returns peers: every peer this node knows (connected or not, blacklisted included), as host:port strings (the peer id for a peer known only by its id), or as Peer objects (see getPeer) with includePeerInfo=true. Filters, all optional and combined: state (NON_CONNECTED, CONNECTED, DISCONNECTED, or 0, 1, 2; a blacklisted peer is DISCONNECTED), active=true (connected now, handshaking or introduced) or active=false (not connected), service (peers announcing that service, exact name), blacklisted=true or false. Peer networking not running: errorCode 1 (HTTP 503).
   */
  getPeers_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getPeersParams"];
        "multipart/form-data": components["schemas"]["getPeersParams"];
        "application/json": components["schemas"]["getPeersParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description host:port, or a peer id. */
            peers: string[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          } | {
            peers: components["schemas"]["Peer"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns the Prunable message object of a confirmed transaction whose prunable data this node holds.
   * @description Returns the Prunable message object of a confirmed transaction whose prunable data this node holds. With the secretPhrase of its sender or recipient, the prunable encrypted message is decrypted too (decryptedMessage); another account's secretPhrase is errorCode 7 naming secretPhrase. A transaction that is unconfirmed, carries no prunable message, or whose prunable data was pruned: errorCode 7 naming transaction (readMessage still reads its other parts). Unknown transaction: errorCode 7, HTTP 404. POST only (it takes a secret phrase).
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  getPrunableMessage: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getPrunableMessageParams"];
        "multipart/form-data": components["schemas"]["getPrunableMessageParams"];
        "application/json": components["schemas"]["getPrunableMessageParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transaction: components["schemas"]["UnsignedId"];
            transactionFullHash: string;
            sender: components["schemas"]["UnsignedId"];
            senderRS: components["schemas"]["AccountRS"];
            /** @description The transaction's timestamp (epoch seconds). */
            timestamp: number;
            /** @description Timestamp of its block. */
            blockTimestamp: number;
            /** @description Height of its block. */
            height: number;
            /** @description Only for a transaction with a recipient. */
            recipient?: components["schemas"]["UnsignedId"];
            recipientRS?: components["schemas"]["AccountRS"];
            /** @description The prunable plain message: text, or hex when messageIsText is false. Absent when the transaction has only a prunable encrypted message. */
            message?: string;
            messageIsText?: boolean;
            /** @description Always true (this object shows prunable parts only); present with message. */
            messageIsPrunable?: boolean;
            /** @description The prunable encrypted message, when the transaction has one. */
            encryptedMessage?: {
              data: components["schemas"]["LowerHex"];
              nonce: components["schemas"]["LowerHex"];
              isText: boolean;
              isCompressed: boolean;
            };
            /** @description encryptedMessage decrypted (getPrunableMessage with the sender's or recipient's secretPhrase): text, or hex when decryptedMessageIsText is false. */
            decryptedMessage?: string;
            decryptedMessageIsText?: boolean;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns prunableMessages: the Prunable message objects of the confirmed transactions the account sent or received who...
   * @description Returns prunableMessages: the Prunable message objects of the confirmed transactions the account sent or received whose prunable data this node holds, newest first by transaction timestamp; with otherAccount only those between the two accounts (either direction), with timestamp only those whose transaction timestamp is at or after it. Unknown account or otherAccount: errorCode 3.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getPrunableMessages: {
    parameters: {
      query: {
        /** @description Account (numeric id or RS address): sender or recipient. */
        account: components["schemas"]["Account"];
        /** @description Only messages between account and this account (either direction). */
        otherAccount?: components["schemas"]["Account"];
        /** @description Only messages whose transaction timestamp (epoch seconds) is at or after this. */
        timestamp?: number;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Newest first. */
            prunableMessages: components["schemas"]["PrunableMessage"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns prunableMessages: the Prunable message objects of the confirmed transactions the account sent or received who...
   * @description Returns prunableMessages: the Prunable message objects of the confirmed transactions the account sent or received whose prunable data this node holds, newest first by transaction timestamp; with otherAccount only those between the two accounts (either direction), with timestamp only those whose transaction timestamp is at or after it. Unknown account or otherAccount: errorCode 3.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getPrunableMessages_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getPrunableMessagesParams"];
        "multipart/form-data": components["schemas"]["getPrunableMessagesParams"];
        "application/json": components["schemas"]["getPrunableMessagesParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Newest first. */
            prunableMessages: components["schemas"]["PrunableMessage"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns sellOffers: the sell sides of the exchange offers (publishExchangeOffer) that can still trade (limitQNT and q...
   * @description Returns sellOffers: the sell sides of the exchange offers (publishExchangeOffer) that can still trade (limitQNT and quantityQNT both above 0; an offer whose sell side is used up or was published empty is not listed), of one currency, of one account, of that account on that currency (at most one offer), or of every currency when neither is given; by currency id, then lowest sell rate first, then the oldest offer (height, then place in the block): the order currencyBuy fills them in. Each is a Currency offer of type ask: order (the offer's id, its publishing transaction), orderFullHash, totem ("0": the price is paid in the coin), account/accountRS, quantityQNT (the side's supply: units offered now), limitQNT (units it may still trade in all), currency, priceQNTPerShare (the side's rate, MTA per QNT), expirationHeight, height, transactionIndex, transactionHeight and type. Read from committed state at the tip (an expired offer is removed at the start of the block at its expiration height). Unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY; unknown account: errorCode 3 naming account.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getSellOffers: {
    parameters: {
      query?: {
        /** @description Only offers on this currency. */
        currency?: components["schemas"]["Id"];
        /** @description Only offers of this account (numeric id or RS address). */
        account?: components["schemas"]["Account"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description By currency id, then lowest sell rate first, then oldest. */
            sellOffers: ({
                order: components["schemas"]["UnsignedId"];
                orderFullHash: string;
                /**
                 * @description The holding the price is paid in: "0", the coin.
                 * @enum {string}
                 */
                totem: "0";
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description Units this side offers now (its supply). */
                quantityQNT: components["schemas"]["Amount"];
                /** @description Units this side may still trade in all. */
                limitQNT: components["schemas"]["Amount"];
                currency: components["schemas"]["UnsignedId"];
                /** @description The side's rate: MTA (the coin's QNT) per QNT of the currency. */
                priceQNTPerShare: components["schemas"]["Amount"];
                /** @description The offer is removed at the start of the block at this height. */
                expirationHeight: number;
                /** @description Height of the publishing block. */
                height: number;
                /** @description Index of the publishing transaction in its block. */
                transactionIndex: number;
                /** @description Height of the publishing transaction. */
                transactionHeight: number;
                /**
                 * @description bid: the buy side; ask: the sell side.
                 * @enum {string}
                 */
                type: "bid" | "ask";
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns sellOffers: the sell sides of the exchange offers (publishExchangeOffer) that can still trade (limitQNT and q...
   * @description Returns sellOffers: the sell sides of the exchange offers (publishExchangeOffer) that can still trade (limitQNT and quantityQNT both above 0; an offer whose sell side is used up or was published empty is not listed), of one currency, of one account, of that account on that currency (at most one offer), or of every currency when neither is given; by currency id, then lowest sell rate first, then the oldest offer (height, then place in the block): the order currencyBuy fills them in. Each is a Currency offer of type ask: order (the offer's id, its publishing transaction), orderFullHash, totem ("0": the price is paid in the coin), account/accountRS, quantityQNT (the side's supply: units offered now), limitQNT (units it may still trade in all), currency, priceQNTPerShare (the side's rate, MTA per QNT), expirationHeight, height, transactionIndex, transactionHeight and type. Read from committed state at the tip (an expired offer is removed at the start of the block at its expiration height). Unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY; unknown account: errorCode 3 naming account.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getSellOffers_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getSellOffersParams"];
        "multipart/form-data": components["schemas"]["getSellOffersParams"];
        "application/json": components["schemas"]["getSellOffersParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description By currency id, then lowest sell rate first, then oldest. */
            sellOffers: ({
                order: components["schemas"]["UnsignedId"];
                orderFullHash: string;
                /**
                 * @description The holding the price is paid in: "0", the coin.
                 * @enum {string}
                 */
                totem: "0";
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description Units this side offers now (its supply). */
                quantityQNT: components["schemas"]["Amount"];
                /** @description Units this side may still trade in all. */
                limitQNT: components["schemas"]["Amount"];
                currency: components["schemas"]["UnsignedId"];
                /** @description The side's rate: MTA (the coin's QNT) per QNT of the currency. */
                priceQNTPerShare: components["schemas"]["Amount"];
                /** @description The offer is removed at the start of the block at this height. */
                expirationHeight: number;
                /** @description Height of the publishing block. */
                height: number;
                /** @description Index of the publishing transaction in its block. */
                transactionIndex: number;
                /** @description Height of the publishing transaction. */
                transactionHeight: number;
                /**
                 * @description bid: the buy side; ask: the sell side.
                 * @enum {string}
                 */
                type: "bid" | "ask";
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns every getBlockchainStatus field plus numberOfUnconfirmedTransactions (mempool size), numberOfForgingAccounts ...
   * @description Returns every getBlockchainStatus field plus numberOfUnconfirmedTransactions (mempool size), numberOfForgingAccounts (accounts this node forges for), numberOfPeers (peers known, blacklisted included) and numberOfActivePeers (connected now), both absent when peer networking is not running, and memory figures of the process in bytes: totalMemory (heap reserved), freeMemory (reserved but unused), maxMemory (heap limit), residentMemory (RSS).
   *
   * Flags: refused while the blockchain is not ready.
   */
  getState: {
    parameters: {
      query?: {
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            application: string;
            version: string;
            network: string;
            isTestnet: boolean;
            /** @description Node epoch time. */
            time: number;
            lastBlock: components["schemas"]["UnsignedId"];
            lastBlockTimestamp: number;
            cumulativeDifficulty: components["schemas"]["Decimal"];
            /** @description height + 1. */
            numberOfBlocks: number;
            height: number;
            genesisBlockId: components["schemas"]["UnsignedId"];
            isScanning: boolean;
            isDownloading: boolean;
            /** @enum {string} */
            blockchainState: "UP_TO_DATE" | "DOWNLOADING" | "LIGHT_CLIENT" | "FORK" | "STORE_ERROR";
            /** @description Processors of the machine. */
            availableProcessors: number;
            maxRollback: number;
            /** @description Seconds. */
            blockTime: number;
            /** @description Seconds prunable message data is held at least (node.minPrunableLifetime). */
            minPrunableLifetime: number;
            /** @description Seconds after which prunable message data is pruned; -1: kept forever (node.maxPrunableLifetime, at least the minimum). */
            maxPrunableLifetime: number;
            lastStoreError: ({
              /** @description Epoch seconds. */
              time: number;
              date: string;
              /** @enum {string} */
              write: "block" | "pop" | "pool" | "probe" | "prune";
              cause: string;
              recovered: boolean;
              code?: string;
              /** @description Epoch seconds, once writes work again. */
              recoveredTime?: number;
            }) | null;
            numberOfUnconfirmedTransactions: number;
            numberOfForgingAccounts: number;
            /** @description Bytes of heap reserved. */
            totalMemory: number;
            /** @description Bytes of heap reserved but unused. */
            freeMemory: number;
            /** @description Bytes: the heap limit. */
            maxMemory: number;
            /** @description Bytes: the resident set size. */
            residentMemory: number;
            /** @description Peers known, blacklisted included (only while peer networking runs). */
            numberOfPeers?: number;
            /** @description Peers connected now (only while peer networking runs). */
            numberOfActivePeers?: number;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns every getBlockchainStatus field plus numberOfUnconfirmedTransactions (mempool size), numberOfForgingAccounts ...
   * @description Returns every getBlockchainStatus field plus numberOfUnconfirmedTransactions (mempool size), numberOfForgingAccounts (accounts this node forges for), numberOfPeers (peers known, blacklisted included) and numberOfActivePeers (connected now), both absent when peer networking is not running, and memory figures of the process in bytes: totalMemory (heap reserved), freeMemory (reserved but unused), maxMemory (heap limit), residentMemory (RSS).
   *
   * Flags: refused while the blockchain is not ready.
   */
  getState_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getStateParams"];
        "multipart/form-data": components["schemas"]["getStateParams"];
        "application/json": components["schemas"]["getStateParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            application: string;
            version: string;
            network: string;
            isTestnet: boolean;
            /** @description Node epoch time. */
            time: number;
            lastBlock: components["schemas"]["UnsignedId"];
            lastBlockTimestamp: number;
            cumulativeDifficulty: components["schemas"]["Decimal"];
            /** @description height + 1. */
            numberOfBlocks: number;
            height: number;
            genesisBlockId: components["schemas"]["UnsignedId"];
            isScanning: boolean;
            isDownloading: boolean;
            /** @enum {string} */
            blockchainState: "UP_TO_DATE" | "DOWNLOADING" | "LIGHT_CLIENT" | "FORK" | "STORE_ERROR";
            /** @description Processors of the machine. */
            availableProcessors: number;
            maxRollback: number;
            /** @description Seconds. */
            blockTime: number;
            /** @description Seconds prunable message data is held at least (node.minPrunableLifetime). */
            minPrunableLifetime: number;
            /** @description Seconds after which prunable message data is pruned; -1: kept forever (node.maxPrunableLifetime, at least the minimum). */
            maxPrunableLifetime: number;
            lastStoreError: ({
              /** @description Epoch seconds. */
              time: number;
              date: string;
              /** @enum {string} */
              write: "block" | "pop" | "pool" | "probe" | "prune";
              cause: string;
              recovered: boolean;
              code?: string;
              /** @description Epoch seconds, once writes work again. */
              recoveredTime?: number;
            }) | null;
            numberOfUnconfirmedTransactions: number;
            numberOfForgingAccounts: number;
            /** @description Bytes of heap reserved. */
            totalMemory: number;
            /** @description Bytes of heap reserved but unused. */
            freeMemory: number;
            /** @description Bytes: the heap limit. */
            maxMemory: number;
            /** @description Bytes: the resident set size. */
            residentMemory: number;
            /** @description Peers known, blacklisted included (only while peer networking runs). */
            numberOfPeers?: number;
            /** @description Peers connected now (only while peer networking runs). */
            numberOfActivePeers?: number;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns digest (hex SHA-256 over every state table's committed records at the tip: accounts, the schedule of later wo...
   * @description Returns digest (hex SHA-256 over every state table's committed records at the tip: accounts, the schedule of later work, deferred transactions and every capability's tables, in bucket and key order), height and block (the tip it was computed at). Nodes that applied the same blocks answer the same digest. Public and read-only (GET, no password); it reads every record, so it costs time in proportion to the state.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getStateDigest: {
    parameters: {
      query?: {
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            digest: string;
            height: number;
            block: components["schemas"]["UnsignedId"];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns digest (hex SHA-256 over every state table's committed records at the tip: accounts, the schedule of later wo...
   * @description Returns digest (hex SHA-256 over every state table's committed records at the tip: accounts, the schedule of later work, deferred transactions and every capability's tables, in bucket and key order), height and block (the tip it was computed at). Nodes that applied the same blocks answer the same digest. Public and read-only (GET, no password); it reads every record, so it costs time in proportion to the state.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getStateDigest_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getStateDigestParams"];
        "multipart/form-data": components["schemas"]["getStateDigestParams"];
        "application/json": components["schemas"]["getStateDigestParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            digest: string;
            height: number;
            block: components["schemas"]["UnsignedId"];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns time: the current time of the node in seconds since the network epoch.
   * @description Returns time: the current time of the node in seconds since the network epoch.
   */
  getTime: {
    parameters: {
      query?: {
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            time: number;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns time: the current time of the node in seconds since the network epoch.
   * @description Returns time: the current time of the node in seconds since the network epoch.
   */
  getTime_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getTimeParams"];
        "multipart/form-data": components["schemas"]["getTimeParams"];
        "application/json": components["schemas"]["getTimeParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            time: number;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns the Totem object: totem, issuer/issuerRS (also as account/accountRS), name, description, decimals, quantityQN...
   * @description Returns the Totem object: totem, issuer/issuerRS (also as account/accountRS), name, description, decimals, quantityQNT (current: falls as units are deleted), initialQuantityQNT, height of the issuance, hasPhasingTotemControl and approvalStatus (NONE, PENDING, APPROVED or REJECTED; see GetTotemApprovalStatus). includeCounts=true adds numberOfAccounts (accounts holding units), numberOfTransfers and numberOfTrades. Unknown totem: errorCode 7 naming totem.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getTotem: {
    parameters: {
      query: {
        /** @description The totem id (its issuance transaction id). */
        totem: components["schemas"]["Id"];
        /** @description Add numberOfAccounts, numberOfTransfers and numberOfTrades. */
        includeCounts?: boolean;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            totem: components["schemas"]["UnsignedId"];
            issuer: components["schemas"]["UnsignedId"];
            issuerRS: components["schemas"]["AccountRS"];
            account: components["schemas"]["UnsignedId"];
            accountRS: components["schemas"]["AccountRS"];
            /** @description 3..10 letters and digits. */
            name: string;
            /** @description Up to 1000 bytes. */
            description: string;
            /** @description Decimal places of the QNT unit (0..8). */
            decimals: number;
            /** @description Current quantity (falls when units are deleted). */
            quantityQNT: components["schemas"]["Amount"];
            /** @description Quantity issued. */
            initialQuantityQNT: components["schemas"]["Amount"];
            /** @description Height of the issuance. */
            height: number;
            /** @description Whether movements of the totem must be phased (false until phasing exists). */
            hasPhasingTotemControl: boolean;
            /**
             * @description Where its approval stands (GetTotemApprovalStatus).
             * @enum {string}
             */
            approvalStatus: "NONE" | "PENDING" | "APPROVED" | "REJECTED";
            /** @description Accounts holding units (includeCounts). */
            numberOfAccounts?: number;
            /** @description Transfers (includeCounts). */
            numberOfTransfers?: number;
            /** @description Trades (includeCounts). */
            numberOfTrades?: number;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns the Totem object: totem, issuer/issuerRS (also as account/accountRS), name, description, decimals, quantityQN...
   * @description Returns the Totem object: totem, issuer/issuerRS (also as account/accountRS), name, description, decimals, quantityQNT (current: falls as units are deleted), initialQuantityQNT, height of the issuance, hasPhasingTotemControl and approvalStatus (NONE, PENDING, APPROVED or REJECTED; see GetTotemApprovalStatus). includeCounts=true adds numberOfAccounts (accounts holding units), numberOfTransfers and numberOfTrades. Unknown totem: errorCode 7 naming totem.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getTotem_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getTotemParams"];
        "multipart/form-data": components["schemas"]["getTotemParams"];
        "application/json": components["schemas"]["getTotemParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            totem: components["schemas"]["UnsignedId"];
            issuer: components["schemas"]["UnsignedId"];
            issuerRS: components["schemas"]["AccountRS"];
            account: components["schemas"]["UnsignedId"];
            accountRS: components["schemas"]["AccountRS"];
            /** @description 3..10 letters and digits. */
            name: string;
            /** @description Up to 1000 bytes. */
            description: string;
            /** @description Decimal places of the QNT unit (0..8). */
            decimals: number;
            /** @description Current quantity (falls when units are deleted). */
            quantityQNT: components["schemas"]["Amount"];
            /** @description Quantity issued. */
            initialQuantityQNT: components["schemas"]["Amount"];
            /** @description Height of the issuance. */
            height: number;
            /** @description Whether movements of the totem must be phased (false until phasing exists). */
            hasPhasingTotemControl: boolean;
            /**
             * @description Where its approval stands (GetTotemApprovalStatus).
             * @enum {string}
             */
            approvalStatus: "NONE" | "PENDING" | "APPROVED" | "REJECTED";
            /** @description Accounts holding units (includeCounts). */
            numberOfAccounts?: number;
            /** @description Transfers (includeCounts). */
            numberOfTransfers?: number;
            /** @description Trades (includeCounts). */
            numberOfTrades?: number;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns accountTotems: the accounts holding units of the totem (the issuer included), largest quantityQNT first, then...
   * @description Returns accountTotems: the accounts holding units of the totem (the issuer included), largest quantityQNT first, then by account id, each with account/accountRS, totem, quantityQNT (units owned, open asks included) and unconfirmedQuantityQNT (units it may still move: open asks and the reservations of its unconfirmed transactions excluded). With height below the tip: the holders at the end of that block, quantityQNT as it stood then and no unconfirmedQuantityQNT (what was movable then is not kept); the height may be at most 1440 blocks below the tip (the dividend window, the past the holdings keep), otherwise, or above the tip, errorCode 7 naming height. Unknown totem: errorCode 7 naming totem.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getTotemAccounts: {
    parameters: {
      query: {
        /** @description The totem id. */
        totem: components["schemas"]["Id"];
        /** @description Holders at the end of this block: the tip (default) or at most 1440 blocks below it. */
        height?: number;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Largest quantity first, then by account id. */
            accountTotems: {
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                totem: components["schemas"]["UnsignedId"];
                /** @description Units the account owns (at the height when given), those in its open asks included. */
                quantityQNT: components["schemas"]["Amount"];
                /** @description Units it may still move now: open asks and its unconfirmed transactions excluded (absent at a past height). */
                unconfirmedQuantityQNT?: components["schemas"]["Amount"];
              }[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns accountTotems: the accounts holding units of the totem (the issuer included), largest quantityQNT first, then...
   * @description Returns accountTotems: the accounts holding units of the totem (the issuer included), largest quantityQNT first, then by account id, each with account/accountRS, totem, quantityQNT (units owned, open asks included) and unconfirmedQuantityQNT (units it may still move: open asks and the reservations of its unconfirmed transactions excluded). With height below the tip: the holders at the end of that block, quantityQNT as it stood then and no unconfirmedQuantityQNT (what was movable then is not kept); the height may be at most 1440 blocks below the tip (the dividend window, the past the holdings keep), otherwise, or above the tip, errorCode 7 naming height. Unknown totem: errorCode 7 naming totem.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getTotemAccounts_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getTotemAccountsParams"];
        "multipart/form-data": components["schemas"]["getTotemAccountsParams"];
        "application/json": components["schemas"]["getTotemAccountsParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Largest quantity first, then by account id. */
            accountTotems: {
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                totem: components["schemas"]["UnsignedId"];
                /** @description Units the account owns (at the height when given), those in its open asks included. */
                quantityQNT: components["schemas"]["Amount"];
                /** @description Units it may still move now: open asks and its unconfirmed transactions excluded (absent at a past height). */
                unconfirmedQuantityQNT?: components["schemas"]["Amount"];
              }[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns dividends: the dividend payments on the totem, newest first (by height, then by order in the block), each wit...
   * @description Returns dividends: the dividend payments on the totem, newest first (by height, then by order in the block), each with totemDividend (its transaction id), totem, amountMTAPerQNT, dividendHeight (the height whose holdings were paid), totalDividend (MTA paid in all), numberOfAccounts paid, height and timestamp. Unknown totem: errorCode 7 naming totem.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getTotemDividends: {
    parameters: {
      query: {
        /** @description The totem id. */
        totem: components["schemas"]["Id"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Newest first. */
            dividends: {
                totemDividend: components["schemas"]["UnsignedId"];
                totem: components["schemas"]["UnsignedId"];
                amountMTAPerQNT: components["schemas"]["Amount"];
                dividendHeight: number;
                totalDividend: components["schemas"]["Amount"];
                numberOfAccounts: number;
                height: number;
                timestamp: number;
              }[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns dividends: the dividend payments on the totem, newest first (by height, then by order in the block), each wit...
   * @description Returns dividends: the dividend payments on the totem, newest first (by height, then by order in the block), each with totemDividend (its transaction id), totem, amountMTAPerQNT, dividendHeight (the height whose holdings were paid), totalDividend (MTA paid in all), numberOfAccounts paid, height and timestamp. Unknown totem: errorCode 7 naming totem.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getTotemDividends_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getTotemDividendsParams"];
        "multipart/form-data": components["schemas"]["getTotemDividendsParams"];
        "application/json": components["schemas"]["getTotemDividendsParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Newest first. */
            dividends: {
                totemDividend: components["schemas"]["UnsignedId"];
                totem: components["schemas"]["UnsignedId"];
                amountMTAPerQNT: components["schemas"]["Amount"];
                dividendHeight: number;
                totalDividend: components["schemas"]["Amount"];
                numberOfAccounts: number;
                height: number;
                timestamp: number;
              }[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns transfers: totem transfers, newest first (by height, then by order in the block), each with totemTransfer (it...
   * @description Returns transfers: totem transfers, newest first (by height, then by order in the block), each with totemTransfer (its transaction id), totem, sender/senderRS, recipient/recipientRS, quantityQNT, height and timestamp: those of the totem, those the account sent or received, or with both only the account's transfers of that totem. At least one of totem and account is required (neither: errorCode 1 naming totem). includeTotemInfo=true adds the totem's name and decimals to each. Unknown totem: errorCode 7 naming totem; unknown account: errorCode 3 naming account.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getTotemTransfers: {
    parameters: {
      query?: {
        /** @description Only transfers of this totem (totem or account is required). */
        totem?: components["schemas"]["Id"];
        /** @description Only transfers this account sent or received (numeric id or RS address). */
        account?: components["schemas"]["Account"];
        /** @description Add the totem's name and decimals to each transfer. */
        includeTotemInfo?: boolean;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Newest first. */
            transfers: {
                totemTransfer: components["schemas"]["UnsignedId"];
                totem: components["schemas"]["UnsignedId"];
                sender: components["schemas"]["UnsignedId"];
                senderRS: components["schemas"]["AccountRS"];
                recipient: components["schemas"]["UnsignedId"];
                recipientRS: components["schemas"]["AccountRS"];
                quantityQNT: components["schemas"]["Amount"];
                height: number;
                timestamp: number;
                /** @description The totem's name (includeTotemInfo). */
                name?: string;
                /** @description The totem's decimals (includeTotemInfo). */
                decimals?: number;
              }[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns transfers: totem transfers, newest first (by height, then by order in the block), each with totemTransfer (it...
   * @description Returns transfers: totem transfers, newest first (by height, then by order in the block), each with totemTransfer (its transaction id), totem, sender/senderRS, recipient/recipientRS, quantityQNT, height and timestamp: those of the totem, those the account sent or received, or with both only the account's transfers of that totem. At least one of totem and account is required (neither: errorCode 1 naming totem). includeTotemInfo=true adds the totem's name and decimals to each. Unknown totem: errorCode 7 naming totem; unknown account: errorCode 3 naming account.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getTotemTransfers_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getTotemTransfersParams"];
        "multipart/form-data": components["schemas"]["getTotemTransfersParams"];
        "application/json": components["schemas"]["getTotemTransfersParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Newest first. */
            transfers: {
                totemTransfer: components["schemas"]["UnsignedId"];
                totem: components["schemas"]["UnsignedId"];
                sender: components["schemas"]["UnsignedId"];
                senderRS: components["schemas"]["AccountRS"];
                recipient: components["schemas"]["UnsignedId"];
                recipientRS: components["schemas"]["AccountRS"];
                quantityQNT: components["schemas"]["Amount"];
                height: number;
                timestamp: number;
                /** @description The totem's name (includeTotemInfo). */
                name?: string;
                /** @description The totem's decimals (includeTotemInfo). */
                decimals?: number;
              }[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns totems: the Totem objects (as getTotem) the account issued, oldest issuance first (an empty list when it issu...
   * @description Returns totems: the Totem objects (as getTotem) the account issued, oldest issuance first (an empty list when it issued none). includeCounts=true adds numberOfAccounts, numberOfTransfers and numberOfTrades to each. Unknown account: errorCode 3 naming account.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getTotemsByIssuer: {
    parameters: {
      query: {
        /** @description The issuer (numeric id or RS address). */
        account: components["schemas"]["Account"];
        /** @description Add numberOfAccounts, numberOfTransfers and numberOfTrades to each totem. */
        includeCounts?: boolean;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Oldest issuance first. */
            totems: ({
                totem: components["schemas"]["UnsignedId"];
                issuer: components["schemas"]["UnsignedId"];
                issuerRS: components["schemas"]["AccountRS"];
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description 3..10 letters and digits. */
                name: string;
                /** @description Up to 1000 bytes. */
                description: string;
                /** @description Decimal places of the QNT unit (0..8). */
                decimals: number;
                /** @description Current quantity (falls when units are deleted). */
                quantityQNT: components["schemas"]["Amount"];
                /** @description Quantity issued. */
                initialQuantityQNT: components["schemas"]["Amount"];
                /** @description Height of the issuance. */
                height: number;
                /** @description Whether movements of the totem must be phased (false until phasing exists). */
                hasPhasingTotemControl: boolean;
                /**
                 * @description Where its approval stands (GetTotemApprovalStatus).
                 * @enum {string}
                 */
                approvalStatus: "NONE" | "PENDING" | "APPROVED" | "REJECTED";
                /** @description Accounts holding units (includeCounts). */
                numberOfAccounts?: number;
                /** @description Transfers (includeCounts). */
                numberOfTransfers?: number;
                /** @description Trades (includeCounts). */
                numberOfTrades?: number;
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns totems: the Totem objects (as getTotem) the account issued, oldest issuance first (an empty list when it issu...
   * @description Returns totems: the Totem objects (as getTotem) the account issued, oldest issuance first (an empty list when it issued none). includeCounts=true adds numberOfAccounts, numberOfTransfers and numberOfTrades to each. Unknown account: errorCode 3 naming account.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getTotemsByIssuer_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getTotemsByIssuerParams"];
        "multipart/form-data": components["schemas"]["getTotemsByIssuerParams"];
        "application/json": components["schemas"]["getTotemsByIssuerParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Oldest issuance first. */
            totems: ({
                totem: components["schemas"]["UnsignedId"];
                issuer: components["schemas"]["UnsignedId"];
                issuerRS: components["schemas"]["AccountRS"];
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description 3..10 letters and digits. */
                name: string;
                /** @description Up to 1000 bytes. */
                description: string;
                /** @description Decimal places of the QNT unit (0..8). */
                decimals: number;
                /** @description Current quantity (falls when units are deleted). */
                quantityQNT: components["schemas"]["Amount"];
                /** @description Quantity issued. */
                initialQuantityQNT: components["schemas"]["Amount"];
                /** @description Height of the issuance. */
                height: number;
                /** @description Whether movements of the totem must be phased (false until phasing exists). */
                hasPhasingTotemControl: boolean;
                /**
                 * @description Where its approval stands (GetTotemApprovalStatus).
                 * @enum {string}
                 */
                approvalStatus: "NONE" | "PENDING" | "APPROVED" | "REJECTED";
                /** @description Accounts holding units (includeCounts). */
                numberOfAccounts?: number;
                /** @description Transfers (includeCounts). */
                numberOfTransfers?: number;
                /** @description Trades (includeCounts). */
                numberOfTrades?: number;
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns trades: the trades of a totem, of an account (as seller or buyer; a trade with itself once), or of the accoun...
   * @description Returns trades: the trades of a totem, of an account (as seller or buyer; a trade with itself once), or of the account in that totem when both are given, newest first (height, then order within the block). Each has totem, askOrder, bidOrder, askOrderHeight, bidOrderHeight, seller, sellerRS, buyer, buyerRS, quantityQNT, priceMTA (the resting order's price), height, block, timestamp (the block's) and tradeType (buy: a bid took a resting ask; sell: an ask took a resting bid); with includeTotemInfo also the totem's name and decimals. Give totem, account or both: neither is errorCode 1 naming totem. Unknown totem: errorCode 7 naming totem; unknown account: errorCode 3 naming account.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getTrades: {
    parameters: {
      query?: {
        /** @description Only trades of this totem (required unless account is given). */
        totem?: components["schemas"]["Id"];
        /** @description Only trades in which this account sold or bought (required unless totem is given). */
        account?: components["schemas"]["Account"];
        /** @description Add each trade's totem name and decimals. */
        includeTotemInfo?: boolean;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Newest first (height, then order within the block). */
            trades: ({
                totem: components["schemas"]["UnsignedId"];
                askOrder: components["schemas"]["UnsignedId"];
                bidOrder: components["schemas"]["UnsignedId"];
                askOrderHeight: number;
                bidOrderHeight: number;
                seller: components["schemas"]["UnsignedId"];
                sellerRS: components["schemas"]["AccountRS"];
                buyer: components["schemas"]["UnsignedId"];
                buyerRS: components["schemas"]["AccountRS"];
                quantityQNT: components["schemas"]["Amount"];
                priceMTA: components["schemas"]["Amount"];
                height: number;
                block: components["schemas"]["UnsignedId"];
                timestamp: number;
                /**
                 * @description buy: a bid took a resting ask (at its price); sell: an ask took a resting bid.
                 * @enum {string}
                 */
                tradeType: "buy" | "sell";
                /** @description The totem's name (includeTotemInfo). */
                name?: string;
                /** @description The totem's decimals (includeTotemInfo). */
                decimals?: number;
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns trades: the trades of a totem, of an account (as seller or buyer; a trade with itself once), or of the accoun...
   * @description Returns trades: the trades of a totem, of an account (as seller or buyer; a trade with itself once), or of the account in that totem when both are given, newest first (height, then order within the block). Each has totem, askOrder, bidOrder, askOrderHeight, bidOrderHeight, seller, sellerRS, buyer, buyerRS, quantityQNT, priceMTA (the resting order's price), height, block, timestamp (the block's) and tradeType (buy: a bid took a resting ask; sell: an ask took a resting bid); with includeTotemInfo also the totem's name and decimals. Give totem, account or both: neither is errorCode 1 naming totem. Unknown totem: errorCode 7 naming totem; unknown account: errorCode 3 naming account.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getTrades_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getTradesParams"];
        "multipart/form-data": components["schemas"]["getTradesParams"];
        "application/json": components["schemas"]["getTradesParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Newest first (height, then order within the block). */
            trades: ({
                totem: components["schemas"]["UnsignedId"];
                askOrder: components["schemas"]["UnsignedId"];
                bidOrder: components["schemas"]["UnsignedId"];
                askOrderHeight: number;
                bidOrderHeight: number;
                seller: components["schemas"]["UnsignedId"];
                sellerRS: components["schemas"]["AccountRS"];
                buyer: components["schemas"]["UnsignedId"];
                buyerRS: components["schemas"]["AccountRS"];
                quantityQNT: components["schemas"]["Amount"];
                priceMTA: components["schemas"]["Amount"];
                height: number;
                block: components["schemas"]["UnsignedId"];
                timestamp: number;
                /**
                 * @description buy: a bid took a resting ask (at its price); sell: an ask took a resting bid.
                 * @enum {string}
                 */
                tradeType: "buy" | "sell";
                /** @description The totem's name (includeTotemInfo). */
                name?: string;
                /** @description The totem's decimals (includeTotemInfo). */
                decimals?: number;
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns the Transaction object of a transaction given by id or fullHash (one is required; both must agree).
   * @description Returns the Transaction object of a transaction given by id or fullHash (one is required; both must agree). Confirmed transactions carry height, block, blockTimestamp, transactionIndex and confirmations; unconfirmed ones (in the mempool) do not. Unknown: errorCode 7, HTTP 404.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getTransaction: {
    parameters: {
      query?: {
        /** @description Transaction id. */
        transaction?: components["schemas"]["Id"];
        /** @description Transaction full hash (64 hex digits). */
        fullHash?: components["schemas"]["Hex"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            type: number;
            subtype: number;
            /** @enum {integer} */
            chain: 1;
            phased: boolean;
            /** @description Epoch seconds. */
            timestamp: number;
            /** @description Minutes. */
            deadline: number;
            senderPublicKey: string;
            sender: components["schemas"]["UnsignedId"];
            senderRS: components["schemas"]["AccountRS"];
            amountMTA: components["schemas"]["Amount"];
            feeMTA: components["schemas"]["Amount"];
            version: number;
            ecBlockId: components["schemas"]["UnsignedIdOrZero"];
            ecBlockHeight: number;
            /** @description The type's attachment and the appendices: `version.<AttachmentName>` and the fields of the type (docs/transaction-types.md). */
            attachment: {
              [key: string]: unknown;
            };
            /** @description Only for a transaction with a recipient. */
            recipient?: components["schemas"]["UnsignedId"];
            recipientRS?: components["schemas"]["AccountRS"];
            referencedTransactionFullHash?: string;
            /** @description Signed transactions only (as signatureHash, fullHash and transaction). */
            signature?: string;
            signatureHash?: string;
            fullHash?: string;
            transaction?: components["schemas"]["UnsignedId"];
            /** @description Height of its block (confirmed transactions only). */
            height?: number;
            /** @description Blocks above its block (confirmed transactions only, where the tip is known). */
            confirmations?: number;
            /** @description Id of its block (confirmed transactions only). */
            block?: components["schemas"]["UnsignedId"];
            /** @description Timestamp of its block (confirmed transactions only). */
            blockTimestamp?: number;
            /** @description Position in its block (confirmed transactions only). */
            transactionIndex?: number;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns the Transaction object of a transaction given by id or fullHash (one is required; both must agree).
   * @description Returns the Transaction object of a transaction given by id or fullHash (one is required; both must agree). Confirmed transactions carry height, block, blockTimestamp, transactionIndex and confirmations; unconfirmed ones (in the mempool) do not. Unknown: errorCode 7, HTTP 404.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getTransaction_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getTransactionParams"];
        "multipart/form-data": components["schemas"]["getTransactionParams"];
        "application/json": components["schemas"]["getTransactionParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            type: number;
            subtype: number;
            /** @enum {integer} */
            chain: 1;
            phased: boolean;
            /** @description Epoch seconds. */
            timestamp: number;
            /** @description Minutes. */
            deadline: number;
            senderPublicKey: string;
            sender: components["schemas"]["UnsignedId"];
            senderRS: components["schemas"]["AccountRS"];
            amountMTA: components["schemas"]["Amount"];
            feeMTA: components["schemas"]["Amount"];
            version: number;
            ecBlockId: components["schemas"]["UnsignedIdOrZero"];
            ecBlockHeight: number;
            /** @description The type's attachment and the appendices: `version.<AttachmentName>` and the fields of the type (docs/transaction-types.md). */
            attachment: {
              [key: string]: unknown;
            };
            /** @description Only for a transaction with a recipient. */
            recipient?: components["schemas"]["UnsignedId"];
            recipientRS?: components["schemas"]["AccountRS"];
            referencedTransactionFullHash?: string;
            /** @description Signed transactions only (as signatureHash, fullHash and transaction). */
            signature?: string;
            signatureHash?: string;
            fullHash?: string;
            transaction?: components["schemas"]["UnsignedId"];
            /** @description Height of its block (confirmed transactions only). */
            height?: number;
            /** @description Blocks above its block (confirmed transactions only, where the tip is known). */
            confirmations?: number;
            /** @description Id of its block (confirmed transactions only). */
            block?: components["schemas"]["UnsignedId"];
            /** @description Timestamp of its block (confirmed transactions only). */
            blockTimestamp?: number;
            /** @description Position in its block (confirmed transactions only). */
            transactionIndex?: number;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns transactionBytes (signed wire form, what broadcastTransaction takes) and unsignedTransactionBytes (the same w...
   * @description Returns transactionBytes (signed wire form, what broadcastTransaction takes) and unsignedTransactionBytes (the same with the signature zeroed) of a transaction; confirmations when it is confirmed.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getTransactionBytes: {
    parameters: {
      query: {
        /** @description Transaction id. */
        transaction: components["schemas"]["Id"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionBytes: components["schemas"]["LowerHex"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            /** @description Confirmed transactions only. */
            confirmations?: number;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns transactionBytes (signed wire form, what broadcastTransaction takes) and unsignedTransactionBytes (the same w...
   * @description Returns transactionBytes (signed wire form, what broadcastTransaction takes) and unsignedTransactionBytes (the same with the signature zeroed) of a transaction; confirmations when it is confirmed.
   *
   * Flags: refused while the blockchain is not ready.
   */
  getTransactionBytes_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getTransactionBytesParams"];
        "multipart/form-data": components["schemas"]["getTransactionBytesParams"];
        "application/json": components["schemas"]["getTransactionBytesParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionBytes: components["schemas"]["LowerHex"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            /** @description Confirmed transactions only. */
            confirmations?: number;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns unconfirmedTransactionIds: ids of the transactions waiting in the mempool, in pool order, optionally only tho...
   * @description Returns unconfirmedTransactionIds: ids of the transactions waiting in the mempool, in pool order, optionally only those an account sends or receives.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getUnconfirmedTransactionIds: {
    parameters: {
      query?: {
        /** @description Only transactions this account sends or receives. */
        account?: components["schemas"]["Account"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            unconfirmedTransactionIds: components["schemas"]["UnsignedId"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns unconfirmedTransactionIds: ids of the transactions waiting in the mempool, in pool order, optionally only tho...
   * @description Returns unconfirmedTransactionIds: ids of the transactions waiting in the mempool, in pool order, optionally only those an account sends or receives.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getUnconfirmedTransactionIds_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getUnconfirmedTransactionIdsParams"];
        "multipart/form-data": components["schemas"]["getUnconfirmedTransactionIdsParams"];
        "application/json": components["schemas"]["getUnconfirmedTransactionIdsParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            unconfirmedTransactionIds: components["schemas"]["UnsignedId"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns unconfirmedTransactions: Transaction objects waiting in the mempool, in pool order (highest fee first, then a...
   * @description Returns unconfirmedTransactions: Transaction objects waiting in the mempool, in pool order (highest fee first, then arrival), optionally only those an account sends or receives.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getUnconfirmedTransactions: {
    parameters: {
      query?: {
        /** @description Only transactions this account sends or receives. */
        account?: components["schemas"]["Account"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            unconfirmedTransactions: components["schemas"]["Transaction"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns unconfirmedTransactions: Transaction objects waiting in the mempool, in pool order (highest fee first, then a...
   * @description Returns unconfirmedTransactions: Transaction objects waiting in the mempool, in pool order (highest fee first, then arrival), optionally only those an account sends or receives.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  getUnconfirmedTransactions_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["getUnconfirmedTransactionsParams"];
        "multipart/form-data": components["schemas"]["getUnconfirmedTransactionsParams"];
        "application/json": components["schemas"]["getUnconfirmedTransactionsParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            unconfirmedTransactions: components["schemas"]["Transaction"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Hashes secret with hashAlgorithm and returns the digest as hex in hash.
   * @description Hashes secret with hashAlgorithm and returns the digest as hex in hash.
   */
  hash: {
    parameters: {
      query: {
        /** @description SHA256 (2), SHA3 (3, SHA3-256), RIPEMD160 (6), Keccak25 (25, Keccak-256) or RIPEMD160_SHA256 (62): name or code. */
        hashAlgorithm: string;
        /** @description Data to hash: hex, or text when secretIsText is true. */
        secret: string;
        /** @description Hash the UTF-8 bytes of secret instead of decoding it as hex. */
        secretIsText?: boolean;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description The digest as lower-case hex: 20 bytes for RIPEMD160 and RIPEMD160_SHA256, 32 for the others. */
            hash: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Hashes secret with hashAlgorithm and returns the digest as hex in hash.
   * @description Hashes secret with hashAlgorithm and returns the digest as hex in hash.
   */
  hash_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["hashParams"];
        "multipart/form-data": components["schemas"]["hashParams"];
        "application/json": components["schemas"]["hashParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description The digest as lower-case hex: 20 bytes for RIPEMD160 and RIPEMD160_SHA256, 32 for the others. */
            hash: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Converts between text and hex: binary = hex of the UTF-8 bytes of string; text = string decoded from hex, when string...
   * @description Converts between text and hex: binary = hex of the UTF-8 bytes of string; text = string decoded from hex, when string is hex of valid UTF-8.
   */
  hexConvert: {
    parameters: {
      query: {
        /** @description Text or hex to convert. */
        string: string;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Hex of the UTF-8 bytes of string. */
            binary: components["schemas"]["LowerHex"];
            /** @description string decoded from hex (only when string is hex of valid UTF-8). */
            text?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Converts between text and hex: binary = hex of the UTF-8 bytes of string; text = string decoded from hex, when string...
   * @description Converts between text and hex: binary = hex of the UTF-8 bytes of string; text = string decoded from hex, when string is hex of valid UTF-8.
   */
  hexConvert_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["hexConvertParams"];
        "multipart/form-data": components["schemas"]["hexConvertParams"];
        "application/json": components["schemas"]["hexConvertParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Hex of the UTF-8 bytes of string. */
            binary: components["schemas"]["LowerHex"];
            /** @description string decoded from hex (only when string is hex of valid UTF-8). */
            text?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Devnet only: moves this node's clock forward by `seconds` (it never goes back) and returns {time (epoch seconds now),...
   * @description Devnet only: moves this node's clock forward by `seconds` (it never goes back) and returns {time (epoch seconds now), offsetSeconds (all moves so far), increasedBy}. The move lasts until the node stops. Transactions then expire and blocks are stamped by the new time; pair it with generateBlock to reach a height at a time. On other networks: errorCode 1 (HTTP 403).
   *
   * Flags: POST only; needs the admin password (in the POST body).
   */
  increaseTime: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["increaseTimeParams"];
        "multipart/form-data": components["schemas"]["increaseTimeParams"];
        "application/json": components["schemas"]["increaseTimeParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            time: number;
            offsetSeconds: number;
            increasedBy: number;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Issues a currency; its id is this transaction's id and the issuer receives initialSupplyQNT.
   * @description Issues a currency; its id is this transaction's id and the issuer receives initialSupplyQNT. name: 3..10 letters; code: 3..5 capital letters, no longer than the name; names and codes share one case-insensitive namespace (a name or code another currency holds as its name or code: errorCode 8 naming it). type is a bitmask of EXCHANGEABLE 1, CONTROLLABLE 2, RESERVABLE 4, CLAIMABLE 8, MINTABLE 16, NON_SHUFFLEABLE 32, with Nxt's rules between the bits and the supplies (an invalid combination: errorCode 7 naming the field at fault; docs/currencies.md). A RESERVABLE currency takes issuanceHeight (above the current height), reserveSupplyQNT and minReservePerUnitMTA and is crowdfunded until then; a MINTABLE one takes algorithm (2 SHA256, 3 SHA3_256, 5 SCRYPT, 25 KECCAK256) and minDifficulty <= maxDifficulty (1..255). Fee by code length: 3 letters 25,000 coins, 4 letters 1,000, 5 letters 40. Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  issueCurrency: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["issueCurrencyParams"];
        "multipart/form-data": components["schemas"]["issueCurrencyParams"];
        "application/json": components["schemas"]["issueCurrencyParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionJSON: components["schemas"]["Transaction"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            broadcasted: boolean;
            transaction?: components["schemas"]["UnsignedId"];
            fullHash?: string;
            transactionBytes?: components["schemas"]["LowerHex"];
            signatureHash?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Issues a new totem (an asset): the sender becomes its issuer and receives the whole quantityQNT; the totem's id is th...
   * @description Issues a new totem (an asset): the sender becomes its issuer and receives the whole quantityQNT; the totem's id is this transaction's id (transaction in the answer). Totem names are NOT unique: any number of totems may share a name, so a totem is identified by its id alone (RequestTotemApproval asks the network's approvers to vouch for one). name: 3..10 letters and digits; description: at most 1000 bytes of UTF-8; decimals: 0..8; quantityQNT: 1..100000000000000000 (in QNT, the smallest unit: 1 unit = 10^decimals QNT). Out of range: errorCode 7 naming the parameter. Minimum fee: 1000 coins; a singleton (quantityQNT 1, decimals 0, description at most 160 bytes) pays 1 coin plus 1 coin per started 32 bytes of description beyond the first 32. Returns what every transaction-creating operation returns.
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  issueTotem: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["issueTotemParams"];
        "multipart/form-data": components["schemas"]["issueTotemParams"];
        "application/json": components["schemas"]["issueTotemParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionJSON: components["schemas"]["Transaction"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            broadcasted: boolean;
            transaction?: components["schemas"]["UnsignedId"];
            fullHash?: string;
            transactionBytes?: components["schemas"]["LowerHex"];
            signatureHash?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Leases the sender's effective (forging) balance to recipient for period blocks (the network's minimum to 65535; mainn...
   * @description Leases the sender's effective (forging) balance to recipient for period blocks (the network's minimum to 65535; mainnet minimum 1440, devnet 2), starting the network's leasing delay after the transaction's block (mainnet 1440 blocks, devnet 3). While it runs the lessee forges with the sender's guaranteed balance and the sender's own effective balance is 0. A lease made while another is scheduled or running is queued to start when that one ends; a later one replaces the queued one. The recipient must not be the sender and must have a public key (or give recipientPublicKey): errorCode 7 naming recipient; a period out of range is errorCode 7 naming period. Fee: 1 coin. Returns what every transaction-creating operation returns.
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  leaseBalance: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["leaseBalanceParams"];
        "multipart/form-data": components["schemas"]["leaseBalanceParams"];
        "application/json": components["schemas"]["leaseBalanceParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionJSON: components["schemas"]["Transaction"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            broadcasted: boolean;
            transaction?: components["schemas"]["UnsignedId"];
            fullHash?: string;
            transactionBytes?: components["schemas"]["LowerHex"];
            signatureHash?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Converts an id between its unsigned decimal form (stringId) and its signed 64-bit form (longId).
   * @description Converts an id between its unsigned decimal form (stringId) and its signed 64-bit form (longId).
   */
  longConvert: {
    parameters: {
      query: {
        /** @description Unsigned decimal id (1 to 2^64-1) or its negative signed-long form. */
        id: components["schemas"]["Id"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            stringId: components["schemas"]["UnsignedId"];
            /** @description The id as a signed 64-bit integer. */
            longId: components["schemas"]["Long"];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Converts an id between its unsigned decimal form (stringId) and its signed 64-bit form (longId).
   * @description Converts an id between its unsigned decimal form (stringId) and its signed 64-bit form (longId).
   */
  longConvert_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["longConvertParams"];
        "multipart/form-data": components["schemas"]["longConvertParams"];
        "application/json": components["schemas"]["longConvertParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            stringId: components["schemas"]["UnsignedId"];
            /** @description The id as a signed 64-bit integer. */
            longId: components["schemas"]["Long"];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Parses transactionBytes or transactionJSON (signed or not) and returns its Transaction object plus verify (the signat...
   * @description Parses transactionBytes or transactionJSON (signed or not) and returns its Transaction object plus verify (the signature is present and valid) and validate (it passes every rule that needs no ledger at this moment, the signature aside; when false, validateErrorCode, validateErrorMessage and validateError name the problem). Nothing is stored or broadcast.
   */
  parseTransaction: {
    parameters: {
      query?: {
        /** @description Transaction bytes (signed or unsigned). */
        transactionBytes?: components["schemas"]["Hex"];
        /** @description Transaction as its JSON object. */
        transactionJSON?: string;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            type: number;
            subtype: number;
            /** @enum {integer} */
            chain: 1;
            phased: boolean;
            /** @description Epoch seconds. */
            timestamp: number;
            /** @description Minutes. */
            deadline: number;
            senderPublicKey: string;
            sender: components["schemas"]["UnsignedId"];
            senderRS: components["schemas"]["AccountRS"];
            amountMTA: components["schemas"]["Amount"];
            feeMTA: components["schemas"]["Amount"];
            version: number;
            ecBlockId: components["schemas"]["UnsignedIdOrZero"];
            ecBlockHeight: number;
            /** @description The type's attachment and the appendices: `version.<AttachmentName>` and the fields of the type (docs/transaction-types.md). */
            attachment: {
              [key: string]: unknown;
            };
            /** @description Only for a transaction with a recipient. */
            recipient?: components["schemas"]["UnsignedId"];
            recipientRS?: components["schemas"]["AccountRS"];
            referencedTransactionFullHash?: string;
            /** @description Signed transactions only (as signatureHash, fullHash and transaction). */
            signature?: string;
            signatureHash?: string;
            fullHash?: string;
            transaction?: components["schemas"]["UnsignedId"];
            /** @description Height of its block (confirmed transactions only). */
            height?: number;
            /** @description Blocks above its block (confirmed transactions only, where the tip is known). */
            confirmations?: number;
            /** @description Id of its block (confirmed transactions only). */
            block?: components["schemas"]["UnsignedId"];
            /** @description Timestamp of its block (confirmed transactions only). */
            blockTimestamp?: number;
            /** @description Position in its block (confirmed transactions only). */
            transactionIndex?: number;
            verify: boolean;
            validate: boolean;
            validateErrorCode?: number;
            validateErrorMessage?: string;
            /** @description The field at fault, when there is one. */
            validateError?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Parses transactionBytes or transactionJSON (signed or not) and returns its Transaction object plus verify (the signat...
   * @description Parses transactionBytes or transactionJSON (signed or not) and returns its Transaction object plus verify (the signature is present and valid) and validate (it passes every rule that needs no ledger at this moment, the signature aside; when false, validateErrorCode, validateErrorMessage and validateError name the problem). Nothing is stored or broadcast.
   */
  parseTransaction_post: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["parseTransactionParams"];
        "multipart/form-data": components["schemas"]["parseTransactionParams"];
        "application/json": components["schemas"]["parseTransactionParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            type: number;
            subtype: number;
            /** @enum {integer} */
            chain: 1;
            phased: boolean;
            /** @description Epoch seconds. */
            timestamp: number;
            /** @description Minutes. */
            deadline: number;
            senderPublicKey: string;
            sender: components["schemas"]["UnsignedId"];
            senderRS: components["schemas"]["AccountRS"];
            amountMTA: components["schemas"]["Amount"];
            feeMTA: components["schemas"]["Amount"];
            version: number;
            ecBlockId: components["schemas"]["UnsignedIdOrZero"];
            ecBlockHeight: number;
            /** @description The type's attachment and the appendices: `version.<AttachmentName>` and the fields of the type (docs/transaction-types.md). */
            attachment: {
              [key: string]: unknown;
            };
            /** @description Only for a transaction with a recipient. */
            recipient?: components["schemas"]["UnsignedId"];
            recipientRS?: components["schemas"]["AccountRS"];
            referencedTransactionFullHash?: string;
            /** @description Signed transactions only (as signatureHash, fullHash and transaction). */
            signature?: string;
            signatureHash?: string;
            fullHash?: string;
            transaction?: components["schemas"]["UnsignedId"];
            /** @description Height of its block (confirmed transactions only). */
            height?: number;
            /** @description Blocks above its block (confirmed transactions only, where the tip is known). */
            confirmations?: number;
            /** @description Id of its block (confirmed transactions only). */
            block?: components["schemas"]["UnsignedId"];
            /** @description Timestamp of its block (confirmed transactions only). */
            blockTimestamp?: number;
            /** @description Position in its block (confirmed transactions only). */
            transactionIndex?: number;
            verify: boolean;
            validate: boolean;
            validateErrorCode?: number;
            validateErrorMessage?: string;
            /** @description The field at fault, when there is one. */
            validateError?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Places an ask (sell) order for quantityQNT units of a totem at priceMTA MTA per QNT.
   * @description Places an ask (sell) order for quantityQNT units of a totem at priceMTA MTA per QNT. In its block the units are held (no longer available to transfer, delete or offer again) and the order is matched against the bids at priceMTA or above, best price first, then oldest, each trade at the resting bid's price; what is not filled stays in the book until filled or cancelled (cancelAskOrder), the order's id being this transaction's id. Unknown totem: errorCode 7 naming totem; quantityQNT or priceMTA below 1: errorCode 7 naming it; quantityQNT x priceMTA above 2^63-1: errorCode 7 naming priceMTA; quantityQNT above the totem's quantity: errorCode 7, above what the sender can move (its units minus those in open asks and pending transactions): errorCode 6, both naming quantityQNT. Minimum fee: 1 coin. Returns what every transaction-creating operation returns.
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  placeAskOrder: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["placeAskOrderParams"];
        "multipart/form-data": components["schemas"]["placeAskOrderParams"];
        "application/json": components["schemas"]["placeAskOrderParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionJSON: components["schemas"]["Transaction"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            broadcasted: boolean;
            transaction?: components["schemas"]["UnsignedId"];
            fullHash?: string;
            transactionBytes?: components["schemas"]["LowerHex"];
            signatureHash?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Places a bid (buy) order for quantityQNT units of a totem at priceMTA MTA per QNT.
   * @description Places a bid (buy) order for quantityQNT units of a totem at priceMTA MTA per QNT. In its block quantityQNT x priceMTA of the sender's coin is held and the order is matched against the asks at priceMTA or below, best price first, then oldest, each trade at the resting ask's price (the difference goes back to the buyer); what is not filled stays in the book until filled or cancelled (cancelBidOrder), the order's id being this transaction's id. Unknown totem: errorCode 7 naming totem; quantityQNT or priceMTA below 1: errorCode 7 naming it; quantityQNT x priceMTA above 2^63-1: errorCode 7 naming priceMTA; quantityQNT above the totem's quantity: errorCode 7 naming quantityQNT; quantityQNT x priceMTA above the sender's unconfirmed balance minus the fee: errorCode 6 naming priceMTA. Minimum fee: 1 coin. Returns what every transaction-creating operation returns.
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  placeBidOrder: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["placeBidOrderParams"];
        "multipart/form-data": components["schemas"]["placeBidOrderParams"];
        "application/json": components["schemas"]["placeBidOrderParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionJSON: components["schemas"]["Transaction"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            broadcasted: boolean;
            transaction?: components["schemas"]["UnsignedId"];
            fullHash?: string;
            transactionBytes?: components["schemas"]["LowerHex"];
            signatureHash?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Pops blocks off the chain: numBlocks of them, or down to height (the block at height becomes the last one).
   * @description Pops blocks off the chain: numBlocks of them, or down to height (the block at height becomes the last one). One of the two is required (neither: errorCode 1 with error "numBlocks"); not both. The genesis block is never popped, nor more than maxRollback blocks. keepTransactions=true returns their transactions to the mempool (those still valid); otherwise they are dropped. Returns blocks: the popped Block objects, newest first, with their transactions.
   *
   * Flags: POST only; needs the admin password (in the POST body).
   */
  popOff: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["popOffParams"];
        "multipart/form-data": components["schemas"]["popOffParams"];
        "application/json": components["schemas"]["popOffParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Newest first. */
            blocks: components["schemas"]["BlockWithTransactions"][];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Publishes an exchange offer on an active EXCHANGEABLE currency (a CONTROLLABLE one: its issuer only): a buy side at b...
   * @description Publishes an exchange offer on an active EXCHANGEABLE currency (a CONTROLLABLE one: its issuer only): a buy side at buyRateMTA and a sell side at sellRateMTA (MTA per QNT, 0 < buyRateMTA <= sellRateMTA), each with the units it may trade in all (totalBuyLimitQNT, totalSellLimitQNT) and offers now (initialBuySupplyQNT, initialSellSupplyQNT, at most its limit; not both 0). The offer holds initialBuySupplyQNT x buyRateMTA coin and initialSellSupplyQNT units; units it buys go on to its sell side and coin it earns on to its buy side, up to the limits. A new offer by the same account on the same currency replaces the old one, whose holds come back first. It is removed, with its holds returned, at the start of the block at expirationHeight (above the current height). A field out of order: errorCode 7 naming it; too few units: errorCode 6 naming initialSellSupplyQNT (NOT_ENOUGH_CURRENCY); too little coin: errorCode 6 naming initialBuySupplyQNT. Minimum fee: 1 coin. Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  publishExchangeOffer: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["publishExchangeOfferParams"];
        "multipart/form-data": components["schemas"]["publishExchangeOfferParams"];
        "application/json": components["schemas"]["publishExchangeOfferParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionJSON: components["schemas"]["Transaction"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            broadcasted: boolean;
            transaction?: components["schemas"]["UnsignedId"];
            fullHash?: string;
            transactionBytes?: components["schemas"]["LowerHex"];
            signatureHash?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Reads the messages of a transaction (confirmed or unconfirmed): the plain message (message, messageIsText, messageIsP...
   * @description Reads the messages of a transaction (confirmed or unconfirmed): the plain message (message, messageIsText, messageIsPrunable; a pruned prunable message shows messagePruned=true and no message). With the secretPhrase of the sender or the recipient, the encrypted message is decrypted (decryptedMessage), and with the sender's the note to self too (decryptedMessageToSelf); without one, hasEncryptedMessage and hasEncryptToSelfMessage only say they exist. Another account's secretPhrase: errorCode 7 naming secretPhrase. An encrypted part that fails authentication: errorCode 7 naming transaction. Unknown transaction: errorCode 7, HTTP 404. POST only (it takes a secret phrase).
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  readMessage: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["readMessageParams"];
        "multipart/form-data": components["schemas"]["readMessageParams"];
        "application/json": components["schemas"]["readMessageParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transaction: components["schemas"]["UnsignedId"];
            sender: components["schemas"]["UnsignedId"];
            senderRS: components["schemas"]["AccountRS"];
            /** @description The transaction carries a message encrypted to its recipient (prunable or not). */
            hasEncryptedMessage: boolean;
            /** @description The transaction carries a note its sender encrypted to itself. */
            hasEncryptToSelfMessage: boolean;
            /** @description Only for a transaction with a recipient. */
            recipient?: components["schemas"]["UnsignedId"];
            recipientRS?: components["schemas"]["AccountRS"];
            /** @description The plain message (prunable or not): text, or hex when messageIsText is false. Absent when pruned. */
            message?: string;
            messageIsText?: boolean;
            /** @description Present with a plain message: whether it is the prunable kind. */
            messageIsPrunable?: boolean;
            /** @description Present with a prunable plain message: true when this node no longer holds it. */
            messagePruned?: boolean;
            /** @description Present when hasEncryptedMessage: whether it is the prunable kind. */
            encryptedMessageIsPrunable?: boolean;
            /** @description Present with a prunable encrypted message: true when this node no longer holds it. */
            encryptedMessagePruned?: boolean;
            /** @description The message encrypted to the recipient, decrypted for the sender or the recipient: text, or hex when decryptedMessageIsText is false. */
            decryptedMessage?: string;
            /** @description False when the message is binary (or declared text but not valid UTF-8): decryptedMessage is hex. */
            decryptedMessageIsText?: boolean;
            /** @description The sender's note to self, decrypted (sender's secretPhrase only). */
            decryptedMessageToSelf?: string;
            decryptedMessageToSelfIsText?: boolean;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Registers the sender as a merchant under name (1..100 bytes, no control characters or surrounding spaces) with an opt...
   * @description Registers the sender as a merchant under name (1..100 bytes, no control characters or surrounding spaces) with an optional description (up to 1000 bytes): it may then receive currencyPayment. Registering again changes the name and description and keeps the registration height. Minimum fee: 1 coin. Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  registerMerchant: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["registerMerchantParams"];
        "multipart/form-data": components["schemas"]["registerMerchantParams"];
        "application/json": components["schemas"]["registerMerchantParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionJSON: components["schemas"]["Transaction"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            broadcasted: boolean;
            transaction?: components["schemas"]["UnsignedId"];
            fullHash?: string;
            transactionBytes?: components["schemas"]["LowerHex"];
            signatureHash?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Converts an account id to its RS address and back: returns account (unsigned id), accountRS and accountLongId (signed...
   * @description Converts an account id to its RS address and back: returns account (unsigned id), accountRS and accountLongId (signed 64-bit form).
   */
  rsConvert: {
    parameters: {
      query: {
        /** @description Account as numeric id or RS address. */
        account: components["schemas"]["Account"];
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            account: components["schemas"]["UnsignedId"];
            accountRS: components["schemas"]["AccountRS"];
            /** @description The id as a signed 64-bit integer. */
            accountLongId: components["schemas"]["Long"];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Converts an account id to its RS address and back: returns account (unsigned id), accountRS and accountLongId (signed...
   * @description Converts an account id to its RS address and back: returns account (unsigned id), accountRS and accountLongId (signed 64-bit form).
   */
  rsConvert_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["rsConvertParams"];
        "multipart/form-data": components["schemas"]["rsConvertParams"];
        "application/json": components["schemas"]["rsConvertParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            account: components["schemas"]["UnsignedId"];
            accountRS: components["schemas"]["AccountRS"];
            /** @description The id as a signed 64-bit integer. */
            accountLongId: components["schemas"]["Long"];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns currencies: the currencies whose name, code or description contains query (trimmed; case-insensitive substrin...
   * @description Returns currencies: the currencies whose name, code or description contains query (trimmed; case-insensitive substring match), newest issuance first (height of the issuance's block, then by currency id), each the Currency object as getCurrency gives it (currency, issuer/issuerRS, account/accountRS, name, code, description, type, types, sovereign, decimals, initialSupplyQNT, currentSupplyQNT, maxSupplyQNT, reserveSupplyQNT, issuanceHeight, active, minReservePerUnitMTA, currentReservePerUnitMTA, minDifficulty, maxDifficulty, algorithm, algorithmName when MINTABLE, height); an empty list when none matches. includeCounts=true adds numberOfAccounts, numberOfTransfers, numberOfPayments and numberOfExchanges to each. query missing or empty: errorCode 1 naming query; only spaces: errorCode 7 naming query.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  searchCurrencies: {
    parameters: {
      query: {
        /** @description The text to look for in names, codes and descriptions (case-insensitive). */
        query: string;
        /** @description Add numberOfAccounts, numberOfTransfers, numberOfPayments and numberOfExchanges to each currency. */
        includeCounts?: boolean;
        chain?: components["parameters"]["chain"];
        requireBlock?: components["parameters"]["requireBlock"];
        requireLastBlock?: components["parameters"]["requireLastBlock"];
        firstIndex?: components["parameters"]["firstIndex"];
        lastIndex?: components["parameters"]["lastIndex"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Newest issuance first, then by currency id. */
            currencies: ({
                currency: components["schemas"]["UnsignedId"];
                issuer: components["schemas"]["UnsignedId"];
                issuerRS: components["schemas"]["AccountRS"];
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description 3..10 letters. */
                name: string;
                /** @description 3..5 capital letters. */
                code: string;
                /** @description Up to 1000 bytes. */
                description: string;
                /** @description The type bitmask: 1 EXCHANGEABLE, 2 CONTROLLABLE, 4 RESERVABLE, 8 CLAIMABLE, 16 MINTABLE, 32 NON_SHUFFLEABLE. */
                type: number;
                /** @description The names of the type's bits. */
                types: ("EXCHANGEABLE" | "CONTROLLABLE" | "RESERVABLE" | "CLAIMABLE" | "MINTABLE" | "NON_SHUFFLEABLE")[];
                /** @description No issuer privilege remains: neither CONTROLLABLE nor MINTABLE (docs/currencies.md). */
                sovereign: boolean;
                /** @description Decimal places of the QNT unit (0..8). */
                decimals: number;
                /** @description Units the issuer received at issuance. */
                initialSupplyQNT: components["schemas"]["Amount"];
                /** @description Units in existence now. */
                currentSupplyQNT: components["schemas"]["Amount"];
                /** @description The most units there can ever be. */
                maxSupplyQNT: components["schemas"]["Amount"];
                /** @description RESERVABLE: the supply once active (0 otherwise). */
                reserveSupplyQNT: components["schemas"]["Amount"];
                /** @description RESERVABLE: the height it becomes active at (0: active at once). */
                issuanceHeight: number;
                /** @description Whether the issuance height has been reached. */
                active: boolean;
                /** @description RESERVABLE: the pledge per unit crowdfunding must reach. */
                minReservePerUnitMTA: components["schemas"]["Amount"];
                /** @description RESERVABLE: the pledge per unit so far; CLAIMABLE: the coin behind each unit. */
                currentReservePerUnitMTA: components["schemas"]["Amount"];
                /** @description MINTABLE: the difficulty (leading zero bits) of the first mint. */
                minDifficulty: number;
                /** @description MINTABLE: the difficulty once the whole supply is minted. */
                maxDifficulty: number;
                /** @description MINTABLE: 2 SHA256, 3 SHA3_256, 5 SCRYPT, 25 KECCAK256 (0 otherwise). */
                algorithm: number;
                /** @description Height of the issuance. */
                height: number;
                /**
                 * @description MINTABLE: the algorithm's name.
                 * @enum {string}
                 */
                algorithmName?: "SHA256" | "SHA3_256" | "SCRYPT" | "KECCAK256";
                /** @description Accounts holding units (includeCounts). */
                numberOfAccounts?: number;
                /** @description Transfers (includeCounts). */
                numberOfTransfers?: number;
                /** @description Merchant payments (includeCounts). */
                numberOfPayments?: number;
                /** @description Exchanges against offers (includeCounts). */
                numberOfExchanges?: number;
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Returns currencies: the currencies whose name, code or description contains query (trimmed; case-insensitive substrin...
   * @description Returns currencies: the currencies whose name, code or description contains query (trimmed; case-insensitive substring match), newest issuance first (height of the issuance's block, then by currency id), each the Currency object as getCurrency gives it (currency, issuer/issuerRS, account/accountRS, name, code, description, type, types, sovereign, decimals, initialSupplyQNT, currentSupplyQNT, maxSupplyQNT, reserveSupplyQNT, issuanceHeight, active, minReservePerUnitMTA, currentReservePerUnitMTA, minDifficulty, maxDifficulty, algorithm, algorithmName when MINTABLE, height); an empty list when none matches. includeCounts=true adds numberOfAccounts, numberOfTransfers, numberOfPayments and numberOfExchanges to each. query missing or empty: errorCode 1 naming query; only spaces: errorCode 7 naming query.
   *
   * Flags: refused while the blockchain is not ready; paginated (firstIndex, lastIndex).
   */
  searchCurrencies_post: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["searchCurrenciesParams"];
        "multipart/form-data": components["schemas"]["searchCurrenciesParams"];
        "application/json": components["schemas"]["searchCurrenciesParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            /** @description Newest issuance first, then by currency id. */
            currencies: ({
                currency: components["schemas"]["UnsignedId"];
                issuer: components["schemas"]["UnsignedId"];
                issuerRS: components["schemas"]["AccountRS"];
                account: components["schemas"]["UnsignedId"];
                accountRS: components["schemas"]["AccountRS"];
                /** @description 3..10 letters. */
                name: string;
                /** @description 3..5 capital letters. */
                code: string;
                /** @description Up to 1000 bytes. */
                description: string;
                /** @description The type bitmask: 1 EXCHANGEABLE, 2 CONTROLLABLE, 4 RESERVABLE, 8 CLAIMABLE, 16 MINTABLE, 32 NON_SHUFFLEABLE. */
                type: number;
                /** @description The names of the type's bits. */
                types: ("EXCHANGEABLE" | "CONTROLLABLE" | "RESERVABLE" | "CLAIMABLE" | "MINTABLE" | "NON_SHUFFLEABLE")[];
                /** @description No issuer privilege remains: neither CONTROLLABLE nor MINTABLE (docs/currencies.md). */
                sovereign: boolean;
                /** @description Decimal places of the QNT unit (0..8). */
                decimals: number;
                /** @description Units the issuer received at issuance. */
                initialSupplyQNT: components["schemas"]["Amount"];
                /** @description Units in existence now. */
                currentSupplyQNT: components["schemas"]["Amount"];
                /** @description The most units there can ever be. */
                maxSupplyQNT: components["schemas"]["Amount"];
                /** @description RESERVABLE: the supply once active (0 otherwise). */
                reserveSupplyQNT: components["schemas"]["Amount"];
                /** @description RESERVABLE: the height it becomes active at (0: active at once). */
                issuanceHeight: number;
                /** @description Whether the issuance height has been reached. */
                active: boolean;
                /** @description RESERVABLE: the pledge per unit crowdfunding must reach. */
                minReservePerUnitMTA: components["schemas"]["Amount"];
                /** @description RESERVABLE: the pledge per unit so far; CLAIMABLE: the coin behind each unit. */
                currentReservePerUnitMTA: components["schemas"]["Amount"];
                /** @description MINTABLE: the difficulty (leading zero bits) of the first mint. */
                minDifficulty: number;
                /** @description MINTABLE: the difficulty once the whole supply is minted. */
                maxDifficulty: number;
                /** @description MINTABLE: 2 SHA256, 3 SHA3_256, 5 SCRYPT, 25 KECCAK256 (0 otherwise). */
                algorithm: number;
                /** @description Height of the issuance. */
                height: number;
                /**
                 * @description MINTABLE: the algorithm's name.
                 * @enum {string}
                 */
                algorithmName?: "SHA256" | "SHA3_256" | "SCRYPT" | "KECCAK256";
                /** @description Accounts holding units (includeCounts). */
                numberOfAccounts?: number;
                /** @description Transfers (includeCounts). */
                numberOfTransfers?: number;
                /** @description Merchant payments (includeCounts). */
                numberOfPayments?: number;
                /** @description Exchanges against offers (includeCounts). */
                numberOfExchanges?: number;
              })[];
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Sends a message transaction (type 1, subtype 0, no amount) carrying any of: message (plain, or prunable with messageI...
   * @description Sends a message transaction (type 1, subtype 0, no amount) carrying any of: message (plain, or prunable with messageIsPrunable), messageToEncrypt (encrypted to the recipient; prunable with encryptedMessageIsPrunable) and messageToEncryptToSelf. At least one is required. The recipient is optional for plain messages and notes to self, required for a message encrypted to it. Answers as every transaction-creating operation.
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  sendMessage: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["sendMessageParams"];
        "multipart/form-data": components["schemas"]["sendMessageParams"];
        "application/json": components["schemas"]["sendMessageParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionJSON: components["schemas"]["Transaction"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            broadcasted: boolean;
            transaction?: components["schemas"]["UnsignedId"];
            fullHash?: string;
            transactionBytes?: components["schemas"]["LowerHex"];
            signatureHash?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Pays amountMTA (alias amountNQT) to recipient.
   * @description Pays amountMTA (alias amountNQT) to recipient. Returns transactionJSON and unsignedTransactionBytes; when signed (secretPhrase) also transaction, fullHash, transactionBytes, signatureHash and broadcasted.
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  sendMoney: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["sendMoneyParams"];
        "multipart/form-data": components["schemas"]["sendMoneyParams"];
        "application/json": components["schemas"]["sendMoneyParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionJSON: components["schemas"]["Transaction"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            broadcasted: boolean;
            transaction?: components["schemas"]["UnsignedId"];
            fullHash?: string;
            transactionBytes?: components["schemas"]["LowerHex"];
            signatureHash?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Sets the sender's account name and description, shown by getAccount; neither (both empty) clears them.
   * @description Sets the sender's account name and description, shown by getAccount; neither (both empty) clears them. The name is at most 100 characters, the description at most 1000 bytes of UTF-8 (longer: errorCode 7 naming it). Minimum fee: 1 coin, plus 2 coins per started 32 bytes of name + description beyond the first 32. Returns what every transaction-creating operation returns.
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  setAccountInfo: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["setAccountInfoParams"];
        "multipart/form-data": components["schemas"]["setAccountInfoParams"];
        "application/json": components["schemas"]["setAccountInfoParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionJSON: components["schemas"]["Transaction"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            broadcasted: boolean;
            transaction?: components["schemas"]["UnsignedId"];
            fullHash?: string;
            transactionBytes?: components["schemas"]["LowerHex"];
            signatureHash?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Changes settings of the running node (not the properties file: a restart returns to it).
   * @description Changes settings of the running node (not the properties file: a restart returns to it). Parameters are the settings changeable at run time, by name: maxAPIRecords, writeRequestsPerSecond, blacklistMinutes, logLevel. At least one is required; all are checked before any is applied. Returns configurationUpdated and settings (the new values).
   *
   * Flags: POST only; needs the admin password (in the POST body).
   */
  setConfiguration: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["setConfigurationParams"];
        "multipart/form-data": components["schemas"]["setConfigurationParams"];
        "application/json": components["schemas"]["setConfigurationParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            configurationUpdated: boolean;
            /** @description The settings given, with their new values. */
            settings: {
              maxAPIRecords?: number;
              writeRequestsPerSecond?: number;
              blacklistMinutes?: number;
              /** @enum {string} */
              logLevel?: "TRACE" | "DEBUG" | "INFO" | "WARN" | "ERROR" | "OFF";
            };
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Sets the least severe log level printed (TRACE, DEBUG, INFO, WARN, ERROR or OFF) for the whole node.
   * @description Sets the least severe log level printed (TRACE, DEBUG, INFO, WARN, ERROR or OFF) for the whole node. Returns loggingUpdated, logging (the new level) and previous.
   *
   * Flags: POST only; needs the admin password (in the POST body).
   */
  setLogging: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["setLoggingParams"];
        "multipart/form-data": components["schemas"]["setLoggingParams"];
        "application/json": components["schemas"]["setLoggingParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            loggingUpdated: boolean;
            /** @enum {string} */
            logging: "TRACE" | "DEBUG" | "INFO" | "WARN" | "ERROR" | "OFF";
            /** @enum {string} */
            previous: "TRACE" | "DEBUG" | "INFO" | "WARN" | "ERROR" | "OFF";
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Shuts the node down gracefully: stops accepting requests, finishes the block in hand and closes the store.
   * @description Shuts the node down gracefully: stops accepting requests, finishes the block in hand and closes the store. Answers shutdown=true before stopping; later requests are refused (HTTP 503) or find the port closed.
   *
   * Flags: POST only; needs the admin password (in the POST body).
   */
  shutdown: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["shutdownParams"];
        "multipart/form-data": components["schemas"]["shutdownParams"];
        "application/json": components["schemas"]["shutdownParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            shutdown: boolean;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Signs an unsigned transaction given as unsignedTransactionBytes or unsignedTransactionJSON (a signature already prese...
   * @description Signs an unsigned transaction given as unsignedTransactionBytes or unsignedTransactionJSON (a signature already present is replaced). The secret phrase must be the sender's (else errorCode 7 naming secretPhrase). With validate=true (default) the signed transaction must also pass every rule that needs no ledger (deadline, fee, amounts, ...). Returns transaction, fullHash, signatureHash, transactionBytes, transactionJSON and verify. Nothing is broadcast.
   *
   * Flags: POST only.
   */
  signTransaction: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["signTransactionParams"];
        "multipart/form-data": components["schemas"]["signTransactionParams"];
        "application/json": components["schemas"]["signTransactionParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transaction: components["schemas"]["UnsignedId"];
            fullHash: string;
            signatureHash: string;
            transactionBytes: components["schemas"]["LowerHex"];
            transactionJSON: components["schemas"]["Transaction"];
            verify: boolean;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Starts forging with the account of secretPhrase (held in memory until stopForging or shutdown; never stored or logged).
   * @description Starts forging with the account of secretPhrase (held in memory until stopForging or shutdown; never stored or logged). Returns account, accountRS, publicKey, effectiveBalance (whole coins), and hitTime (epoch seconds at which it may forge on the current tip) and deadline (seconds from now) when it can forge.
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  startForging: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["startForgingParams"];
        "multipart/form-data": components["schemas"]["startForgingParams"];
        "application/json": components["schemas"]["startForgingParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            account: components["schemas"]["UnsignedId"];
            accountRS: components["schemas"]["AccountRS"];
            publicKey: string;
            /** @description Whole coins. */
            effectiveBalance: components["schemas"]["Decimal"];
            /** @description Epoch seconds at which it may forge on the current tip (when it can forge). */
            hitTime?: number;
            /** @description Seconds from now (when it can forge). */
            deadline?: number;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Stops forging with the account of secretPhrase; without secretPhrase, stops every forging account, which needs admin ...
   * @description Stops forging with the account of secretPhrase; without secretPhrase, stops every forging account, which needs admin rights (a valid adminPassword, unless the node needs none). Returns foundAndStopped (whether that account was forging) or stopped (how many accounts stopped).
   *
   * Flags: POST only.
   */
  stopForging: {
    requestBody?: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["stopForgingParams"];
        "multipart/form-data": components["schemas"]["stopForgingParams"];
        "application/json": components["schemas"]["stopForgingParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            foundAndStopped: boolean;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          } | {
            stopped: number;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Transfers unitsQNT units of an active currency from the sender to recipient.
   * @description Transfers unitsQNT units of an active currency from the sender to recipient. A CONTROLLABLE currency moves only to or from its issuer (otherwise errorCode 7 naming recipient). Too few units (pending transactions and offers excluded): errorCode 6 naming unitsQNT, errorName NOT_ENOUGH_CURRENCY; a currency not yet active: errorCode 7 naming currency. Minimum fee: 1 coin. Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  transferCurrency: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["transferCurrencyParams"];
        "multipart/form-data": components["schemas"]["transferCurrencyParams"];
        "application/json": components["schemas"]["transferCurrencyParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionJSON: components["schemas"]["Transaction"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            broadcasted: boolean;
            transaction?: components["schemas"]["UnsignedId"];
            fullHash?: string;
            transactionBytes?: components["schemas"]["LowerHex"];
            signatureHash?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
  /**
   * Transfers quantityQNT units of a totem from the sender to recipient.
   * @description Transfers quantityQNT units of a totem from the sender to recipient. Unknown totem: errorCode 7 naming totem; quantityQNT above the totem's quantity: errorCode 7, above what the sender can move (its units minus those in open asks and pending transactions): errorCode 6, both naming quantityQNT. Minimum fee: 1 coin. Returns what every transaction-creating operation returns.
   *
   * Flags: POST only; refused while the blockchain is not ready.
   */
  transferTotem: {
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": components["schemas"]["transferTotemParams"];
        "multipart/form-data": components["schemas"]["transferTotemParams"];
        "application/json": components["schemas"]["transferTotemParams"];
      };
    };
    responses: {
      /** @description Success: the declared answer (checked against real answers by the contract test). */
      200: {
        content: {
          "application/json": {
            transactionJSON: components["schemas"]["Transaction"];
            unsignedTransactionBytes: components["schemas"]["LowerHex"];
            broadcasted: boolean;
            transaction?: components["schemas"]["UnsignedId"];
            fullHash?: string;
            transactionBytes?: components["schemas"]["LowerHex"];
            signatureHash?: string;
            /** @description Milliseconds the node spent on the request. */
            requestProcessingTime: number;
          };
        };
      };
      400: components["responses"]["Error400"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      415: components["responses"]["Error415"];
      429: components["responses"]["Error429"];
      500: components["responses"]["Error500"];
      503: components["responses"]["Error503"];
      default: components["responses"]["HandlerError"];
    };
  };
}
