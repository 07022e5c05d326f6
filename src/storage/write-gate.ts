// How the chain store writes: one block write (commit or pop) at a time, a second one refused
// (BUSY) rather than queued, since the chain serialises its own writes; while a batch is in flight,
// synchronous readers go through a snapshot taken just before it, so they see the whole previous
// block or the whole new one; every batch is tracked by the store health (a failure suspends the
// next writes until the probe finds the store writable again).
import type { Db } from './db.js';
import { StorageError, StorageErrorCode } from './errors.js';
import type { StoreHealth, StoreWrite } from './health.js';
import type { SyncReadOptions } from './repositories/read-options.js';
import type { UndoableBatch } from './undoable-batch.js';

export class WriteGate {
  private busyNow = false;
  private pending: Promise<void> | undefined;
  private closed = false;
  /** Set while a batch is in flight: synchronous reads see the state before it. */
  private pinned: SyncReadOptions;

  constructor(
    private readonly db: Db,
    private readonly health: StoreHealth,
    private readonly syncWrites: boolean,
  ) {}

  /** The read options synchronous readers must use now. */
  get readOptions(): SyncReadOptions {
    return this.pinned;
  }

  get busy(): boolean {
    return this.busyNow;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Runs one write operation at a time; a second one while the first runs is refused. */
  async exclusive<T>(operation: () => Promise<T>): Promise<T> {
    this.assertIdle();
    this.busyNow = true;
    const run = operation();
    this.pending = run.then(
      () => undefined,
      () => undefined,
    );
    try {
      return await run;
    } finally {
      this.busyNow = false;
      this.pending = undefined;
    }
  }

  /** Writes a batch with synchronous readers pinned to a snapshot of the state before it;
   * `onSuccess` updates memory (synchronously, before the snapshot is released). */
  async writeBatch(write: StoreWrite, batch: UndoableBatch, onSuccess: () => void): Promise<void> {
    const snapshot = this.db.snapshot();
    this.pinned = { snapshot };
    try {
      await this.health.track(write, () => batch.write({ sync: this.syncWrites }));
      onSuccess();
    } finally {
      this.pinned = undefined;
      // Closing only fails when the database is already closed, which released the snapshot.
      await snapshot.close().catch(() => undefined);
    }
  }

  /** Resolves once no write is in flight (one that starts meanwhile is waited for too). */
  async idle(): Promise<void> {
    while (this.pending !== undefined) await this.pending;
  }

  /** Refuses further writes; resolves once the write in flight, if any, is done. */
  async close(): Promise<void> {
    this.closed = true;
    await this.pending;
  }

  assertOpen(): void {
    if (this.closed) throw new StorageError(StorageErrorCode.CLOSED, 'the chain store is closed');
  }

  assertIdle(): void {
    this.assertOpen();
    if (this.busyNow) throw new StorageError(StorageErrorCode.BUSY, 'a block write is in progress');
  }
}
