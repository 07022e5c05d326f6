// Typed storage failures. Callers branch on `code`; messages are for logs only.

export const StorageErrorCode = {
  /** The store is busy writing a block (commit or pop); serialise writes. */
  BUSY: 'BUSY',
  /** The store holds no block yet. */
  EMPTY_CHAIN: 'EMPTY_CHAIN',
  /** The genesis block (height 0) is never popped. */
  GENESIS_POP: 'GENESIS_POP',
  /** The undo record needed for a pop is gone (older than the maximum rollback). */
  ROLLBACK_TOO_DEEP: 'ROLLBACK_TOO_DEEP',
  /** A block does not continue the stored tip (height, previous id, or timestamp mismatch). */
  NOT_NEXT_BLOCK: 'NOT_NEXT_BLOCK',
  /** An overlay was begun before another commit or pop and no longer fits the tip. */
  STALE_OVERLAY: 'STALE_OVERLAY',
  /** An overlay was not begun by this store, or is merged into an overlay it was not forked from. */
  FOREIGN_OVERLAY: 'FOREIGN_OVERLAY',
  /** A transaction id or full hash is already stored (or repeated inside the block). */
  DUPLICATE_TRANSACTION: 'DUPLICATE_TRANSACTION',
  /** A block id is already stored. */
  DUPLICATE_BLOCK: 'DUPLICATE_BLOCK',
  /** A transaction index does not belong to the block it is committed with. */
  TRANSACTION_MISMATCH: 'TRANSACTION_MISMATCH',
  /** The database was written by an incompatible schema version. */
  SCHEMA_MISMATCH: 'SCHEMA_MISMATCH',
  /** A stored record could not be decoded (or a value does not fit its field). */
  CORRUPT_RECORD: 'CORRUPT_RECORD',
  /** A value is outside the range its encoding allows. */
  OUT_OF_RANGE: 'OUT_OF_RANGE',
  /** The store is closed. */
  CLOSED: 'CLOSED',
  /** A write failed and the store has not been found writable since (storage/health.ts): no
   * other write is attempted until a probe succeeds. */
  WRITES_SUSPENDED: 'WRITES_SUSPENDED',
  /** The store directory cannot be created, written or opened (StoreOpenError says why). */
  OPEN_FAILED: 'OPEN_FAILED',
} as const;
export type StorageErrorCode = (typeof StorageErrorCode)[keyof typeof StorageErrorCode];

export class StorageError extends Error {
  override readonly name = 'StorageError';
  constructor(
    readonly code: StorageErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
