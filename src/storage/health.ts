// Whether the store can write, as the node last found out. Every write that matters (a block, a
// pop, the pool) runs through `track`: a failure is logged at ERROR with its cause and marks the
// store as failing, which the node reports (getBlockchainStatus: blockchainState STORE_ERROR and
// lastStoreError) and acts on (the mempool refuses new transactions: it could not keep them). A
// full disk fails every write but reads go on, so the node stays up and answers honestly.
//
// After a failure no other write is attempted (WRITES_SUSPENDED) until a probe, every
// `probeIntervalMs`, finds the store writable and safe to write again (write-probe.ts: space for a
// memtable flush, LevelDB's log rolled over, a real record written); the probe's success ends the
// failure and says so in the log.
import type { Logger } from '../log/index.js';
import { StorageError, StorageErrorCode } from './errors.js';

/** The kinds of writes the store health follows. */
export type StoreWrite = 'block' | 'pop' | 'pool' | 'probe' | 'prune';

/** The last failed write: when, which, and why. */
export interface StoreFailure {
  /** Unix milliseconds of the failure. */
  readonly atMs: number;
  readonly write: StoreWrite;
  /** The error's message, with the messages of its causes. */
  readonly cause: string;
  /** The error's code when it has one (LEVEL_IO_ERROR, ENOSPC, ...). */
  readonly code?: string;
  /** Unix milliseconds of the first successful write after it; absent while still failing. */
  readonly recoveredAtMs?: number;
}

export interface StoreHealthOptions {
  /** Probe interval while failing (default 5 s). */
  readonly probeIntervalMs?: number;
  /** Repeated failures with the same cause are logged at most once per this period (default
   * 60 s), with the number of writes that failed meanwhile. */
  readonly repeatLogMs?: number;
}

export interface StoreHealthModules {
  /** Writes and removes a small record (a real write through the same database). */
  readonly probe: () => Promise<void>;
  readonly logger?: Logger;
  readonly now?: () => number;
}

export const StoreHealthDefaults = {
  probeIntervalMs: 5_000,
  repeatLogMs: 60_000,
} as const;

export class StoreHealth {
  private readonly probeIntervalMs: number;
  private readonly repeatLogMs: number;
  private readonly probeWrite: () => Promise<void>;
  private now: () => number;
  private logger: Logger | undefined;
  private last: StoreFailure | undefined;
  private failingSinceMs: number | undefined;
  private lastLoggedMs = 0;
  private unloggedFailures = 0;
  private probeTimer: ReturnType<typeof setInterval> | undefined;
  /** The probe running now, if any (close waits for it). */
  private probing: Promise<void> | undefined;
  private closed = false;

  constructor(opts: StoreHealthOptions, modules: StoreHealthModules) {
    this.probeIntervalMs = opts.probeIntervalMs ?? StoreHealthDefaults.probeIntervalMs;
    this.repeatLogMs = opts.repeatLogMs ?? StoreHealthDefaults.repeatLogMs;
    this.probeWrite = modules.probe;
    this.logger = modules.logger;
    this.now = modules.now ?? Date.now;
  }

  /** The store is opened before the node's logger and clock exist; the node hands them here. */
  use(modules: { readonly logger?: Logger; readonly now?: () => number }): void {
    if (modules.logger !== undefined) this.logger = modules.logger;
    if (modules.now !== undefined) this.now = modules.now;
  }

  /** True from a failed write until the next one that succeeds. */
  get failing(): boolean {
    return this.failingSinceMs !== undefined;
  }

  /** The last failure, kept after recovery (with recoveredAtMs) so an operator can see it. */
  get lastFailure(): StoreFailure | undefined {
    return this.last;
  }

  /** Runs one write and records how it went; the write's error is passed on. */
  async track<T>(write: StoreWrite, operation: () => Promise<T>): Promise<T> {
    // After a failure only the probe writes: see write-probe.ts for why a write that would now
    // succeed could still be lost.
    if (this.failing && write !== 'probe') throw this.suspended();
    let result: T;
    try {
      result = await operation();
    } catch (error) {
      this.failed(write, error);
      throw error;
    }
    this.succeeded(write);
    return result;
  }

  /** `track` for a write done synchronously (the pool journal's append). */
  trackSync<T>(write: StoreWrite, operation: () => T): T {
    if (this.failing && write !== 'probe') throw this.suspended();
    let result: T;
    try {
      result = operation();
    } catch (error) {
      this.failed(write, error);
      throw error;
    }
    this.succeeded(write);
    return result;
  }

  failed(write: StoreWrite, error: unknown): void {
    const at = this.now();
    const failure: StoreFailure = { atMs: at, write, cause: describeCause(error), ...codeOf(error) };
    const repeated = this.failing && this.last?.cause === failure.cause && at - this.lastLoggedMs < this.repeatLogMs;
    this.last = failure;
    if (this.failingSinceMs === undefined) this.failingSinceMs = at;
    if (repeated) {
      this.unloggedFailures++;
    } else {
      const fields = { write, cause: failure.cause, ...(failure.code !== undefined ? { code: failure.code } : {}) };
      const more = this.unloggedFailures > 0 ? { failedMeanwhile: this.unloggedFailures } : {};
      this.logger?.error('store write failed: the node cannot keep blocks or transactions until it works again', { ...fields, ...more });
      this.lastLoggedMs = at;
      this.unloggedFailures = 0;
    }
    this.startProbing();
  }

  /** A write succeeded. Only the probe ends a failure: a write begun before it (a block write,
   * say) may still succeed, but writes are safe again only once the probe rolled the log over. */
  succeeded(write: StoreWrite): void {
    const since = this.failingSinceMs;
    if (since === undefined || write !== 'probe') return;
    const at = this.now();
    this.failingSinceMs = undefined;
    this.unloggedFailures = 0;
    if (this.last !== undefined) this.last = { ...this.last, recoveredAtMs: at };
    this.stopProbing();
    this.logger?.warn('store writes work again: the node has recovered', { write, failedForMs: at - since });
  }

  private suspended(): StorageError {
    const cause = this.last?.cause ?? 'unknown error';
    return new StorageError(
      StorageErrorCode.WRITES_SUSPENDED,
      `store writes are suspended since a write failed (${cause}); they resume once a probe (every ${this.probeIntervalMs / 1000} s) finds the store writable`,
    );
  }

  /** Stops the probe and waits for one in progress (the store is closing its database). */
  async close(): Promise<void> {
    this.closed = true;
    this.stopProbing();
    await this.probing;
  }

  /** One probe now (the timer's work; tests call it to avoid waiting). */
  async probe(): Promise<void> {
    if (this.probing !== undefined || this.closed || !this.failing) return this.probing;
    this.probing = this.track('probe', this.probeWrite).then(
      () => undefined,
      () => undefined, // recorded by track; the next tick tries again
    );
    try {
      await this.probing;
    } finally {
      this.probing = undefined;
    }
  }

  private startProbing(): void {
    if (this.probeTimer !== undefined || this.closed) return;
    this.probeTimer = setInterval(() => void this.probe(), this.probeIntervalMs);
    // A probe must never keep a stopping process alive.
    this.probeTimer.unref?.();
  }

  private stopProbing(): void {
    if (this.probeTimer === undefined) return;
    clearInterval(this.probeTimer);
    this.probeTimer = undefined;
  }
}

/** The error's message followed by its causes' (LevelDB wraps the OS error one or two deep). */
export function describeCause(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== undefined && current !== null; depth++) {
    const message = current instanceof Error ? current.message : String(current);
    if (message !== '' && !parts.includes(message)) parts.push(message);
    current = current instanceof Error ? (current as { cause?: unknown }).cause : undefined;
  }
  return parts.length === 0 ? 'unknown error' : parts.join(': ');
}

function codeOf(error: unknown): { code?: string } {
  let current: unknown = error;
  let found: string | undefined;
  // The innermost code is the most specific (an errno name under a LEVEL_* wrapper).
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code !== '') found = code;
    current = (current as { cause?: unknown }).cause;
  }
  return found === undefined ? {} : { code: found };
}
