// The contract executor's workers: long-lived worker threads, each with its own channel and cache
// of prepared modules, that run the calls of the blocks this node applies. run() is synchronous
// (block application is): it posts the job and waits on the channel, answering the worker's
// storage reads, until the result comes back. A run that takes longer than the watchdog (100 ms
// by default) is a node fault, never an outcome: the worker is terminated and replaced, and
// run() throws ContractNodeFaultError (the forger drops the transaction; a validating node stops
// applying the block and reports). Workers start on the first run, so a node that never runs a
// contract starts none; a spare is kept ready so a watchdog trip costs no start-up in a block.
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { ContractNodeFaultError, type ContractRunner, type ContractRunRequest, type ContractRunResult, type ContractStorageView } from '../../../domain/contract-runner.js';
import { ChannelState, createChannel, received, send, type ChannelBuffers } from './channel.js';
import { decodeResult, jobOf } from './result-codec.js';

export interface ContractPoolOptions {
  /** Workers kept: one runs, the others stand by (default 2). */
  readonly workers: number;
  /** Wall-clock budget of one run once the worker has taken it (default 100 ms). */
  readonly watchdogMs: number;
  /** How long a new worker may take to take its first job (loading the runtime; default 20 s). */
  readonly startupMs: number;
  /** The workers' fixed stack (MB), so the protocol's call-depth limit stays far below V8's. */
  readonly stackSizeMb: number;
}

export const CONTRACT_POOL_DEFAULTS: ContractPoolOptions = Object.freeze({ workers: 2, watchdogMs: 100, startupMs: 20_000, stackSizeMb: 4 });

export interface ContractPoolStatus extends Readonly<Record<string, unknown>> {
  readonly workers: ReadonlyArray<{ readonly id: number; readonly state: 'starting' | 'ready' | 'running'; readonly runs: number }>;
  readonly runs: number;
  readonly reverts: number;
  readonly watchdogTrips: number;
  readonly respawns: number;
  readonly cache: { readonly hits: number; readonly misses: number; readonly cached: number };
  readonly lastError: { readonly message: string; readonly at: string } | null;
  readonly options: ContractPoolOptions;
}

interface Slot {
  readonly id: number;
  readonly worker: Worker;
  readonly channel: ChannelBuffers;
  started: boolean;
  runs: number;
  cache: { hits: number; misses: number; cached: number };
}

const WORKER_URL = new URL('./worker.ts', import.meta.url);
const REGISTER = fileURLToPath(new URL('../../../../scripts/register.mjs', import.meta.url));

export class ContractWorkerPool implements ContractRunner {
  readonly opts: ContractPoolOptions;
  private slots: Slot[] = [];
  private nextId = 1;
  private runs = 0;
  private reverts = 0;
  private watchdogTrips = 0;
  private respawns = 0;
  private lastError: { message: string; at: string } | null = null;
  private closed = false;

  constructor(opts: Partial<ContractPoolOptions> = {}) {
    this.opts = { ...CONTRACT_POOL_DEFAULTS, ...opts };
  }

  run(request: ContractRunRequest, storage: ContractStorageView): ContractRunResult {
    if (this.closed) throw new ContractNodeFaultError('worker', 'the contract executor is stopped');
    this.fill();
    const slot = this.slots[0]!;
    const ch = slot.channel;
    Atomics.store(ch.control, 0, ChannelState.IDLE);
    slot.worker.postMessage(jobOf(request));
    let deadline = performance.now() + (slot.started ? this.opts.watchdogMs : this.opts.startupMs);
    let running = false;
    for (;;) {
      const state = Atomics.load(ch.control, 0);
      if (state === ChannelState.RUNNING && !running) {
        // The watchdog counts from the moment the worker took the job.
        running = true;
        slot.started = true;
        deadline = performance.now() + this.opts.watchdogMs;
      }
      if (state === ChannelState.GET) {
        send(ch, ChannelState.ANSWER, storage.get(received(ch)!) ?? null);
        continue;
      }
      if (state === ChannelState.DONE) {
        slot.runs++;
        this.runs++;
        const result = decodeResult(received(ch)!);
        if (!result.ok) this.reverts++;
        return result;
      }
      if (state === ChannelState.FAILED) {
        const message = new TextDecoder().decode(received(ch)!);
        this.fault(slot, `the worker failed: ${message}`, false);
      }
      const left = deadline - performance.now();
      if (left <= 0 || Atomics.wait(ch.control, 0, state, left) === 'timed-out') {
        if (Atomics.load(ch.control, 0) !== state) continue;
        this.fault(slot, running ? `the run passed the ${this.opts.watchdogMs} ms watchdog` : 'the worker did not start', true);
      }
    }
  }

  status(): ContractPoolStatus & { readonly mode: 'workers' } {
    const cache = this.slots.reduce((a, s) => ({ hits: a.hits + s.cache.hits, misses: a.misses + s.cache.misses, cached: a.cached + s.cache.cached }), { hits: 0, misses: 0, cached: 0 });
    return {
      mode: 'workers',
      workers: this.slots.map((s, i) => ({ id: s.id, state: !s.started ? 'starting' : i === 0 ? 'running' : 'ready', runs: s.runs })),
      runs: this.runs,
      reverts: this.reverts,
      watchdogTrips: this.watchdogTrips,
      respawns: this.respawns,
      cache,
      lastError: this.lastError,
      options: this.opts,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const slots = this.slots.splice(0);
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  /** Terminates the slot's worker, replaces it, and throws the node fault. */
  private fault(slot: Slot, message: string, watchdog: boolean): never {
    if (watchdog) this.watchdogTrips++;
    this.lastError = { message, at: new Date().toISOString() };
    this.slots = this.slots.filter((s) => s !== slot);
    void slot.worker.terminate();
    this.respawns++;
    this.fill();
    throw new ContractNodeFaultError(watchdog ? 'watchdog' : 'worker', message);
  }

  private fill(): void {
    while (this.slots.length < Math.max(1, this.opts.workers)) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    const channel = createChannel();
    const worker = new Worker(WORKER_URL, { workerData: { sab: channel.sab }, execArgv: ['--import', REGISTER], resourceLimits: { stackSizeMb: this.opts.stackSizeMb } });
    const slot: Slot = { id: this.nextId++, worker, channel, started: false, runs: 0, cache: { hits: 0, misses: 0, cached: 0 } };
    worker.on('message', (m: Slot['cache']) => (slot.cache = m));
    worker.on('error', (e) => (this.lastError = { message: `worker ${slot.id}: ${e.message}`, at: new Date().toISOString() }));
    // A worker must never keep the process alive on its own.
    worker.unref();
    return slot;
  }
}

// ---- one pool per process ------------------------------------------------------------------------
// Nodes in one process (simulations, tests, a tool running several) share the workers of equal
// options: runs are synchronous, so two nodes of one thread never run at once, and a worker's
// start-up (loading the runtime, ~0.5 s) is paid once per process, not once per node. A node's
// stop releases its handle; the idle workers stay for the process's next node (they are unref'd,
// so they never keep the process alive).
const shared = new Map<string, { pool: ContractWorkerPool; handles: number }>();

export function sharedContractPool(opts: Partial<ContractPoolOptions> = {}): ContractRunner & { status(): ContractPoolStatus; close(): Promise<void> } {
  const key = JSON.stringify({ ...CONTRACT_POOL_DEFAULTS, ...opts });
  let entry = shared.get(key);
  if (entry === undefined) {
    entry = { pool: new ContractWorkerPool(opts), handles: 0 };
    shared.set(key, entry);
  }
  entry.handles++;
  const held = entry;
  let closed = false;
  return {
    run: (request, storage) => held.pool.run(request, storage),
    status: () => held.pool.status(),
    async close() {
      if (closed) return;
      closed = true;
      held.handles--;
    },
  };
}
