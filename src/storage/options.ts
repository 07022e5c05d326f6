// Defaults of the storage layer.

export const StorageDefaults = {
  /** Blocks that can be popped off the tip; older undo records are trimmed. */
  maxRollback: 720,
  /** Accounts kept decoded in the hot cache (LRU). 100k accounts took about 28 MB of heap in a
   * measurement (accounts without public keys; a key adds roughly 100 bytes). */
  accountCacheSize: 250_000,
  /** Recent heights whose block ids are kept in memory (older ones are read from the store). */
  heightWindow: 1440,
  /** New confirmed transaction ids between two writes of the id filter's table (also written at
   * close). At 10M ids the table is 64 MB; a crash costs re-reading at most this many ids. */
  txIdSnapshotEvery: 1_000_000,
  /** LevelDB block cache in bytes (classic-level's default is 8 MB). */
  cacheSize: 32 * 1024 * 1024,
  /** LevelDB write buffer in bytes: larger means fewer, bigger flushes for block-sized batches. */
  writeBufferSize: 16 * 1024 * 1024,
} as const;
