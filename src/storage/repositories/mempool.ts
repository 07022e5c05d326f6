// Persisted unconfirmed transactions: id -> transaction bytes (domain codec), so a restart can
// re-submit them. Independent of blocks: written outside block batches, one write per pool write
// (chain/mempool/persistence.ts).
//
// On disk (a store with a path) a write is an append to the pool journal (pool-journal.ts): one
// write(2), done when the call returns, instead of a LevelDB batch through the thread pool. The
// changes also wait in memory (`unfolded`) until a fold writes them to the MEMPOOL bucket in one
// batch and deletes the journal generations they came from. A fold starts when the journal holds
// `foldBytes`, after an open that replayed a journal, and at close. A transaction admitted and
// confirmed between two folds never reaches LevelDB at all: its put and delete cancel in memory.
// Reads (`all`) see LevelDB overlaid with the fold in flight and what is still unfolded. An
// in-memory store has no journal: each write is a LevelDB batch, as before.
import { Bucket } from '../buckets.js';
import { copyOf } from '../../domain/state/record-bytes.js';
import type { Db } from '../db.js';
import { bucketRange, idFromKey, mempoolKey } from '../keys.js';
import { PoolJournal, type JournalFrame, type JournalFs } from '../pool-journal.js';

export interface MempoolRepositoryOptions {
  /** The database directory, where the journal lives; absent: no journal. */
  readonly path?: string;
  /** Journal bytes that start a fold (default 4 MiB). */
  readonly foldBytes?: number;
  /** File operations of the journal (tests inject failures). */
  readonly fs?: JournalFs;
}

export interface MempoolRepositoryModules {
  /** Runs a fold's LevelDB batch through the store health (a failure is recorded there). */
  readonly track?: (write: () => Promise<void>) => Promise<void>;
}

export const MEMPOOL_FOLD_BYTES = 4 * 2 ** 20;

/** Puts and deletes not yet in LevelDB, each id in at most one of the two. */
class Changes {
  readonly puts = new Map<bigint, Uint8Array>();
  readonly deletes = new Set<bigint>();

  get empty(): boolean {
    return this.puts.size === 0 && this.deletes.size === 0;
  }

  touches(id: bigint): boolean {
    return this.puts.has(id) || this.deletes.has(id);
  }

  /** Applies these changes to a map of records. */
  overlay(records: Map<bigint, Uint8Array>): void {
    for (const id of this.deletes) records.delete(id);
    for (const [id, bytes] of this.puts) records.set(id, bytes);
  }
}

export class MempoolRepository {
  private journal: PoolJournal | undefined;
  private unfolded = new Changes();
  /** The changes of the fold in flight (in LevelDB once it succeeds). */
  private folding: Changes | undefined;
  private foldRun: Promise<void> | undefined;
  /** Ids that are, or may be, in the MEMPOOL bucket: a delete of any other id needs no write. */
  private readonly inBucket = new Set<bigint>();
  private readonly foldBytes: number;
  private readonly track: (write: () => Promise<void>) => Promise<void>;
  /** Torn bytes found at the end of the journal when it was opened (a crash in mid-write). */
  tornBytesAtOpen = 0;

  constructor(
    private readonly db: Db,
    private readonly opts: MempoolRepositoryOptions = {},
    modules: MempoolRepositoryModules = {},
  ) {
    this.foldBytes = Math.max(1, opts.foldBytes ?? MEMPOOL_FOLD_BYTES);
    this.track = modules.track ?? ((write) => write());
  }

  /** Opens the journal (with a path): replays what an earlier run appended and folds it. */
  async open(): Promise<void> {
    if (this.opts.path === undefined || this.journal !== undefined) return;
    for (const key of await this.db.keys(bucketRange(Bucket.MEMPOOL)).all()) this.inBucket.add(idFromKey(key));
    const { journal, replay } = PoolJournal.open(this.opts.path, this.opts.fs);
    this.journal = journal;
    this.tornBytesAtOpen = replay.tornBytes;
    for (const frame of replay.frames) this.remember(frame);
    // What an earlier run appended goes to LevelDB now, and its files away.
    if (replay.files > 0) this.startFold();
  }

  /** True when `writeNow` works: the journal is open. */
  get writesNow(): boolean {
    return this.journal !== undefined;
  }

  /** Puts and deletes, all or none: appended to the journal (done on return) or, without one,
   * one atomic LevelDB batch. */
  async write(puts: ReadonlyArray<readonly [bigint, Uint8Array]>, deletes: readonly bigint[]): Promise<void> {
    if (this.journal !== undefined) return this.writeNow(puts, deletes);
    if (puts.length === 0 && deletes.length === 0) return;
    await this.db.batch([
      ...deletes.map((id) => ({ type: 'del' as const, key: mempoolKey(id) })),
      ...puts.map(([id, bytes]) => ({ type: 'put' as const, key: mempoolKey(id), value: bytes })),
    ]);
  }

  /** `write` through the journal, done when it returns (throws without a journal). */
  writeNow(puts: ReadonlyArray<readonly [bigint, Uint8Array]>, deletes: readonly bigint[]): void {
    const journal = this.journal;
    if (journal === undefined) throw new Error('the pool journal is not open');
    if (puts.length === 0 && deletes.length === 0) return;
    journal.append({ puts, deletes });
    this.remember({ puts, deletes });
    if (journal.size >= this.foldBytes) this.startFold();
  }

  async all(): Promise<Array<[bigint, Uint8Array]>> {
    const records = new Map(await this.bucket());
    this.folding?.overlay(records);
    this.unfolded.overlay(records);
    return [...records];
  }

  async clear(): Promise<void> {
    await this.foldRun;
    await this.db.clear(bucketRange(Bucket.MEMPOOL));
    this.inBucket.clear();
    this.unfolded = new Changes();
    if (this.journal !== undefined) this.journal.removeThrough(this.journal.rotate());
  }

  /** Waits for the fold in flight, then folds what is left (on failure the journal stays, and
   * the next open replays it). */
  async close(): Promise<void> {
    if (this.journal === undefined) return;
    await this.foldRun;
    if (!this.unfolded.empty) await this.fold().catch(() => undefined);
    this.journal.close();
    this.journal = undefined;
  }

  /** Closes the journal without folding (a store that failed to open). */
  async abandon(): Promise<void> {
    await this.foldRun;
    this.journal?.close();
    this.journal = undefined;
  }

  /** Starts a fold unless one is running (its failure is the store health's to report). */
  private startFold(): void {
    if (this.foldRun !== undefined) return;
    const run = this.fold().then(
      () => undefined,
      () => undefined,
    );
    this.foldRun = run;
    void run.then(() => {
      if (this.foldRun === run) this.foldRun = undefined;
    });
  }

  private async fold(): Promise<void> {
    const journal = this.journal!;
    const through = journal.rotate();
    const changes = this.unfolded;
    this.unfolded = new Changes();
    this.folding = changes;
    for (const id of changes.puts.keys()) this.inBucket.add(id);
    try {
      if (!changes.empty) {
        await this.track(() =>
          this.db.batch([
            ...[...changes.deletes].map((id) => ({ type: 'del' as const, key: mempoolKey(id) })),
            ...[...changes.puts].map(([id, bytes]) => ({ type: 'put' as const, key: mempoolKey(id), value: bytes })),
          ]),
        );
      }
    } catch (error) {
      // Not in LevelDB: back into memory under what came since (newer changes win), and the
      // journal generations stay until a fold succeeds.
      for (const [id, bytes] of changes.puts) if (!this.unfolded.touches(id)) this.unfolded.puts.set(id, bytes);
      for (const id of changes.deletes) if (!this.unfolded.touches(id)) this.unfolded.deletes.add(id);
      throw error;
    } finally {
      this.folding = undefined;
    }
    for (const id of changes.deletes) this.inBucket.delete(id);
    journal.removeThrough(through);
  }

  /** Records a frame's changes in memory until they are folded. */
  private remember(frame: JournalFrame): void {
    const { puts, deletes } = this.unfolded;
    for (const id of frame.deletes) {
      puts.delete(id);
      // Never written to LevelDB (nor being written): the put and the delete cancel.
      if (this.inBucket.has(id)) deletes.add(id);
    }
    for (const [id, bytes] of frame.puts) {
      deletes.delete(id);
      puts.set(id, bytes);
    }
  }

  private async bucket(): Promise<Array<[bigint, Uint8Array]>> {
    const entries = await this.db.iterator(bucketRange(Bucket.MEMPOOL)).all();
    return entries.map(([key, value]) => [idFromKey(key), copyOf(value)]);
  }
}
