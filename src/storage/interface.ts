// Record shapes the storage layer keeps. Blocks and transactions stay opaque bytes (their codecs
// live in domain); storage keeps only the index fields it needs to answer queries.

/** A block as stored: its full bytes (header and transactions) plus the fields storage indexes. */
export interface StoredBlock {
  readonly id: bigint;
  readonly height: number;
  /** Seconds since the network epoch. */
  readonly timestamp: number;
  /** 0n for the genesis block. */
  readonly previousBlockId: bigint;
  readonly generatorId: bigint;
  readonly cumulativeDifficulty: bigint;
  /** The block's bytes including its transactions, in the domain codec's format. */
  readonly bytes: Uint8Array;
}

/** Index entry of a confirmed transaction (its bytes live inside its block's bytes). */
export interface StoredTransactionIndex {
  readonly id: bigint;
  /** 32 bytes. */
  readonly fullHash: Uint8Array;
  readonly height: number;
  readonly blockId: bigint;
  /** Position in the block. */
  readonly index: number;
  readonly blockTimestamp: number;
  readonly senderId: bigint;
  /** 0n when the transaction has no recipient. */
  readonly recipientId: bigint;
  readonly type: number;
  readonly subtype: number;
  /** Where the transaction's bytes sit inside the block's bytes, when the block codec tells;
   * lets a transaction be read without decoding its whole block. */
  readonly byteRange?: { readonly offset: number; readonly length: number };
  /** Set when the stored bytes hold prunable data: the transaction's timestamp, which its
   * prunable lifetime counts from (indexed for pruning and the prunable-message listings). */
  readonly prunableTimestamp?: number;
}

/** One confirmed transaction whose prunable data the store holds. */
export interface PrunableEntry {
  readonly id: bigint;
  /** The transaction's timestamp. */
  readonly timestamp: number;
  readonly blockId: bigint;
  readonly senderId: bigint;
  readonly recipientId: bigint;
}

/** A page of the prunable-data index, newest first. */
export interface PrunableQuery {
  /** Only transactions with timestamp >= this (default 0). */
  readonly fromTimestamp?: number;
  /** Only this account's (as sender or recipient). */
  readonly account?: bigint;
  readonly firstIndex?: number;
  /** Inclusive; default: to the end. */
  readonly lastIndex?: number;
}

/** The last block of the stored chain. */
export interface ChainTip {
  readonly height: number;
  readonly blockId: bigint;
  readonly timestamp: number;
  readonly cumulativeDifficulty: bigint;
}

/** Filter and page of a per-account transaction history query (indices are inclusive, as in the
 * API's firstIndex/lastIndex; newest first). */
export interface AccountHistoryQuery {
  /** Only transactions at this height or above. */
  readonly fromHeight?: number;
  readonly type?: number;
  readonly subtype?: number;
  readonly firstIndex?: number;
  readonly lastIndex?: number;
}
