import type { PhasingAppendix } from './phasing.js';
// The shared vocabulary of the node: plain data shapes that every layer agrees on.
// Pure types only (no I/O). Amounts are bigint MTA (1 coin = 10^8 MTA); ids are unsigned
// 64-bit bigints, shown as decimal strings only at the JSON edge.

import type { BlockEvent, StateWriter } from './state/state.js';

/** Attachment of a transaction: type-specific data. `version` is the attachment's own version
 * (rendered as `version.<name>` in JSON). Each type extends it with its own typed fields
 * (TransactionType<A>; read them with attachmentOf). */
export interface Attachment {
  readonly version: number;
}

/** A plain message: text (UTF-8) or binary. */
export interface PlainPart {
  data: Uint8Array;
  isText: boolean;
}

/** An encrypted message (src/domain/encryption.ts): ciphertext with its tag, and its nonce.
 * isText says how the plaintext is shown; isCompressed that it was compressed before encryption. */
export interface EncryptedPart {
  data: Uint8Array;
  nonce: Uint8Array;
  isText: boolean;
  isCompressed: boolean;
}

/** A prunable part whose content this node does not hold (pruned, or received without it):
 * what the signed bytes carry of it. */
export interface PrunedPart {
  readonly hash: Uint8Array;
  /** Length of the pruned data (ciphertext for an encrypted part), as signed. */
  readonly length: number;
  readonly isText: boolean;
  readonly isCompressed: boolean;
}

/** Optional parts of a transaction carried after the attachment (one flag bit each). */
export interface Appendices {
  /** Plain message (flag bit 0). */
  message?: PlainPart;
  /** Prunable plain message (flag bit 1): only its hash enters the signed bytes. */
  prunableMessage?: PlainPart | PrunedPart;
  /** Encrypted message to the recipient (flag bit 2). */
  encryptedMessage?: EncryptedPart;
  /** Public key announcement of the recipient (flag bit 3). */
  publicKeyAnnouncement?: { publicKey: Uint8Array };
  /** Message encrypted to the sender's own key (flag bit 4). */
  encryptToSelfMessage?: EncryptedPart;
  /** Prunable message encrypted to the recipient (flag bit 5): only its hash is signed. */
  prunableEncryptedMessage?: EncryptedPart | PrunedPart;
  /** Phasing (flag bit 6): the effect waits for its finish height and its votes (phasing.ts). */
  phasing?: PhasingAppendix;
}

/** Everything that is signed or carried in a transaction's bytes. */
export interface TransactionData {
  readonly type: number;
  readonly subtype: number;
  readonly version: number;
  /** Seconds since the network epoch. */
  readonly timestamp: number;
  /** Minutes. */
  readonly deadline: number;
  readonly senderPublicKey: Uint8Array; // 32 bytes
  /** 0n when the type has no recipient. */
  readonly recipientId: bigint;
  readonly amountMTA: bigint;
  readonly feeMTA: bigint;
  readonly referencedTransactionFullHash: Uint8Array | null; // 32 bytes or null
  readonly ecBlockHeight: number;
  readonly ecBlockId: bigint;
  readonly attachment: Attachment;
  readonly appendices: Appendices;
  /** 64 bytes, or null while unsigned. */
  readonly signature: Uint8Array | null;
}

/** Where a confirmed transaction sits in the chain. */
export interface TransactionLocation {
  readonly height: number;
  readonly blockId: bigint;
  readonly index: number;
  readonly blockTimestamp: number;
}

export interface BlockData {
  readonly version: number;
  readonly timestamp: number;
  readonly previousBlockId: bigint; // 0n for genesis
  readonly previousBlockHash: Uint8Array; // 32 bytes (zeros for genesis)
  readonly totalAmountMTA: bigint;
  readonly totalFeeMTA: bigint;
  readonly payloadLength: number;
  readonly payloadHash: Uint8Array; // SHA-256 over the transactions' bytes in order
  readonly generatorPublicKey: Uint8Array;
  readonly generationSignature: Uint8Array; // 32 bytes
  readonly baseTarget: bigint;
  /** Computed on push, not part of the signed bytes. */
  readonly height: number;
  readonly cumulativeDifficulty: bigint;
  readonly transactions: readonly TransactionData[];
  readonly blockSignature: Uint8Array | null; // 64 bytes, null while unsigned
}

/** An account record. Immutable: every change is a new object (spread the old one) given back
 * through LedgerState.putAccount, so the objects the store caches, an overlay's priors (its undo
 * record) and what readers hold can be shared without copying. (publicKey bytes are never
 * edited in place either: they are replaced.) */
export interface Account {
  readonly id: bigint;
  /** Set by the first transaction the account signs (or a public key announcement). */
  readonly publicKey: Uint8Array | null;
  readonly balanceMTA: bigint;
  /** Sum of fees earned by forging. */
  readonly forgedBalanceMTA: bigint;
  /** Height the account first appeared at. */
  readonly creationHeight: number;
  /** (height, balance at the end of that height) for recent changes, oldest first; used for the
   * guaranteed (confirmed-for-N-blocks) balance behind the effective balance. Trimmed to the
   * guarantee window plus the last entry before it. */
  readonly balanceHistory: ReadonlyArray<readonly [number, bigint]>;
}

/** The state that transaction types and block-phase work apply their effects to: every table
 * (StateWriter), the accounts table's helpers, and block events. Writes go to an overlay that
 * storage commits atomically with the block (and its undo record). */
export interface LedgerState extends StateWriter {
  /** Height of the block being applied (or validated against). */
  readonly height: number;
  /** Timestamp of that block. */
  readonly blockTimestamp: number;
  /** The account as it stands (shared and immutable: no copy is made). */
  getAccount(id: bigint): Account | undefined;
  /** Returns the account, creating an empty one at the current height when missing. */
  getOrCreateAccount(id: bigint): Account;
  /** Replaces the account with this object (which the state keeps as it is). */
  putAccount(account: Account): void;
  /** Records what the block changed (kept with the block's result, dropped with a failed fork). */
  emit(event: BlockEvent): void;
}

/** Read-only facts about the chain that transaction validation needs. */
export interface ChainView {
  readonly height: number;
  readonly lastBlockTimestamp: number;
  getBlockIdAtHeight(height: number): bigint | undefined;
  /** True when a transaction with this id is confirmed. */
  hasTransaction(id: bigint): boolean;
  /** True when a transaction with this full hash is confirmed. */
  hasTransactionFullHash(fullHash: Uint8Array): boolean;
}
