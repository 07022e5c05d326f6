// The numbered buckets of the store. Every key starts with its bucket number (one byte), so a
// bucket is a contiguous key range: one iterator bound pair selects it, and all buckets share one
// LevelDB keyspace, which is what lets a block and its undo record go into ONE atomic batch.
//
// Why a prefix byte and not abstract-level sublevels: a sublevel prefixes keys with `!name!`
// and routes every operation through key transcoding and prefix concatenation (an extra
// allocation and copy per key, plus per-operation `sublevel` options in root batches). Building
// keys straight into one Uint8Array with the bucket byte first is one allocation per key, keeps
// keys short, and lets chained batches take raw views. Numbers are part of the on-disk format:
// never renumber, only add.

export const Bucket = {
  /** Singletons: the chain tip and the schema version. Key: [META, kind]. */
  META: 1,
  /** Block records by id. Key: [BLOCKS, id u64]. */
  BLOCKS: 2,
  /** Block id by height. Key: [BLOCK_AT_HEIGHT, height u32]. */
  BLOCK_AT_HEIGHT: 3,
  /** Confirmed transaction index by id. Key: [TX_BY_ID, id u64]. */
  TX_BY_ID: 4,
  /** Undo record of the block at a height. Key: [UNDO, height u32]. */
  UNDO: 7,
  /** Per-account transaction history. Key: [ACCOUNT_TXS, account u64, height u32, index u32]. */
  ACCOUNT_TXS: 8,
  /** Blocks forged by an account. Key: [ACCOUNT_BLOCKS, generator u64, height u32]. */
  ACCOUNT_BLOCKS: 9,
  /** Persisted unconfirmed transactions. Key: [MEMPOOL, id u64]. */
  MEMPOOL: 10,
  /** Known peers. Key: [PEERS, utf8 address]. */
  PEERS: 11,
  /** Node identity keys and other small node-local secrets. Key: [NODE_KEYS, utf8 name]. */
  NODE_KEYS: 12,
  /** Confirmed transactions whose prunable data the store holds, by transaction timestamp (what
   * pruning walks and getAllPrunableMessages lists). Key: [PRUNABLE_BY_TIME, timestamp u32, id u64];
   * value: block id u64, sender u64, recipient u64. Numbers 13..63 and 66 and up are left to
   * capability tables. */
  PRUNABLE_BY_TIME: 64,
  /** The same, per account (sender and recipient). Key: [PRUNABLE_BY_ACCOUNT, account u64,
   * timestamp u32, id u64]; value: block id u64. */
  PRUNABLE_BY_ACCOUNT: 65,
  /** Index entries of the tables whose indexes are on disk (persistIndexes), written and undone
   * with their records. Key: [TABLE_INDEXES, table bucket, index number, sort key, 0x00, record
   * key] (tables/index-keys.ts); no value. Not state of its own: the digest hashes the records. */
  TABLE_INDEXES: 254,
  /** The ids of each block's transactions after the count of transactions confirmed through
   * that height. Key: [TX_IDS_AT_HEIGHT, height u32]; value: count u64, then the ids (u64 each).
   * Brings the persisted id filter up to the tip at open (confirmed-ids.ts). */
  TX_IDS_AT_HEIGHT: 250,
  /** The persisted transaction-id filter: [TX_ID_FILTER, 0] its header, [TX_ID_FILTER, 1, chunk
   * u32] its table in pieces. Written outside block batches: it may only over-approximate. */
  TX_ID_FILTER: 251,
} as const;
export type Bucket = (typeof Bucket)[keyof typeof Bucket];

/** Numbers the store holds back. Tables (the chain core's and every capability's) declare their
 * own bucket numbers with their descriptors (src/domain/state/table.ts); the store refuses a table
 * whose number is one of these or another table's. */
export const ReservedBucket = {
  /** Transaction id by full hash. Not written: a transaction id is the first 8 bytes of its full
   * hash (DESIGN.md), so a full-hash lookup goes through TX_BY_ID and compares the stored full
   * hash, which saves one key per transaction on the block-apply hot path. Held in case ids ever
   * stop being derived from full hashes. */
  TX_BY_FULL_HASH: 5,
} as const;
export type ReservedBucket = (typeof ReservedBucket)[keyof typeof ReservedBucket];

/** The store's own numbers, used and reserved, by name (tables may not take them). */
export const ALL_BUCKETS: ReadonlyArray<readonly [string, number]> = [
  ...Object.entries(Bucket),
  ...Object.entries(ReservedBucket),
];

/** Kinds of singleton records in the META bucket. */
export const MetaKind = {
  TIP: 1,
  SCHEMA_VERSION: 2,
  /** Written and deleted by the store health's probe while writes fail (never left behind). */
  STORE_PROBE: 3,
} as const;
export type MetaKind = (typeof MetaKind)[keyof typeof MetaKind];

/** Version of the on-disk layout described here, in codecs.ts and in the table descriptors. */
// 2: prunable parts keep their length word in the signed form and may be stored pruned.
// 3: the history tables' indexes are stored (TABLE_INDEXES); a schema-2 store has none to read.
export const SCHEMA_VERSION = 3;
