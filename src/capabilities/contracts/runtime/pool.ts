// The contract executor's workers: long-lived worker threads that run the preemptible guarded
// runs of a node (queries), so that a run past the watchdog can be stopped: the worker
// is terminated and replaced and run() throws ContractNodeFaultError('watchdog'). Block
// application and block selection never come here (executor.ts runs them on the applying thread).
//
// run() is synchronous (contract runs are): it posts the job (the prepared, compiled module and
// the request) and waits on the channel, answering the worker's storage reads, until the result
// comes back. The watchdog counts from the moment the worker takes the job; a worker's start-up
// (loading the runtime, ~0.5 s) is waited for before that, bounded by startupMs, and a worker that
// does not start is a 'worker' fault. Workers start on the first run; a spare is kept ready so a
// watchdog trip costs the next run no start-up.
import { MessageChannel, Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { ContractNodeFaultError, type ContractNodeFaultKind, type ContractRunRequest, type ContractRunResult, type ContractStorageView } from '../../../domain/contract-runner.js';
import { awaitReady, ChannelState, channelOf, createSharedArea, DEFAULT_SPIN_MICROS, isReady, received, receivedValue, send, startupOf, waitWhile, type ChannelBuffers } from './channel.js';
import { jobOf, unpackResult, type PackedResult, type WorkerFailure } from './result-codec.js';
import type { PreparedContract } from './execute.js';
import { processPreparedCache } from './prepared-cache.js';

export interface ContractPoolOptions {
  /** Workers kept: one runs, the others stand by (default 2). */
  readonly workers: number;
  /** Wall-clock budget of one run once the worker has taken it (default 100 ms). */
  readonly watchdogMs: number;
  /** How long a new worker may take to load before its first job (never part of a run's time). */
  readonly startupMs: number;
  /** The workers' fixed stack (MB); the metering's stack budget stays far below it. */
  readonly stackSizeMb: number;
  /** Microseconds each side spins on the channel before sleeping (default 0: sleep at once). */
  readonly spinMicros: number;
}

export const CONTRACT_POOL_DEFAULTS: ContractPoolOptions = Object.freeze({ workers: 2, watchdogMs: 100, startupMs: 20_000, stackSizeMb: 4, spinMicros: DEFAULT_SPIN_MICROS });

export interface ContractPoolStatus {
  readonly workers: ReadonlyArray<{ readonly id: number; readonly state: 'starting' | 'ready' | 'running'; readonly runs: number; readonly startupMs: number }>;
  readonly runs: number;
  readonly watchdogTrips: number;
  readonly respawns: number;
  readonly lastError: { readonly message: string; readonly at: string } | null;
  readonly options: ContractPoolOptions;
}

interface Slot {
  readonly id: number;
  readonly worker: Worker;
  readonly channel: ChannelBuffers;
  runs: number;
}

// Bundled (dist/, `npm start`; scripts/build.mjs defines __TOTEM_BUNDLED__), this module is part
// of a file of dist/ and the worker is the bundle's own entry contract-worker.js beside it, run as
// it is (no loader, which may not even be installed). Run from the sources (the ts-loader, jest),
// the worker is worker.ts, whose thread loads the project's TS hook itself (the process that
// started this one may not have it, jest for one).
declare const __TOTEM_BUNDLED__: boolean | undefined;
const BUNDLED = typeof __TOTEM_BUNDLED__ !== 'undefined' && __TOTEM_BUNDLED__;
const WORKER_URL = BUNDLED ? new URL('./contract-worker.js', import.meta.url) : new URL('./worker.ts', import.meta.url);
const WORKER_EXEC_ARGV: string[] | undefined = BUNDLED
  ? undefined
  : ['--import', fileURLToPath(new URL('../../../../scripts/register.mjs', import.meta.url))];

export class ContractWorkerPool {
  readonly opts: ContractPoolOptions;
  private slots: Slot[] = [];
  private nextId = 1;
  private runs = 0;
  private watchdogTrips = 0;
  private respawns = 0;
  private lastError: { message: string; at: string } | null = null;
  private closed = false;

  constructor(opts: Partial<ContractPoolOptions> = {}) {
    this.opts = { ...CONTRACT_POOL_DEFAULTS, ...opts };
  }

  /** Runs a call in a worker under the watchdog, the contract taken from the process's prepared
   * cache first (tests and benches; the executor calls runPrepared). */
  run(request: ContractRunRequest, storage: ContractStorageView): ContractRunResult {
    return this.runPrepared(processPreparedCache().get(request.codeHash, () => request.code), request, storage);
  }

  /** Runs a prepared contract in a worker under the watchdog. */
  runPrepared(prepared: PreparedContract, request: ContractRunRequest, storage: ContractStorageView): ContractRunResult {
    if (this.closed) throw new ContractNodeFaultError('worker', 'the contract executor is stopped');
    this.fill();
    const slot = this.slots[0]!;
    const ch = slot.channel;
    // Start-up first, outside the run's time.
    if (!awaitReady(ch, this.opts.startupMs)) this.fault(slot, 'worker', `the contract worker did not start within ${this.opts.startupMs} ms`);
    Atomics.store(ch.control, 0, ChannelState.IDLE);
    slot.worker.postMessage(jobOf(prepared, request));
    // The worker takes the job from its event loop: also not the run's time, bounded like start-up.
    if (waitWhile(ch, ChannelState.IDLE, this.opts.startupMs) === ChannelState.IDLE) this.fault(slot, 'worker', `the contract worker did not take the job within ${this.opts.startupMs} ms`);
    const deadline = performance.now() + this.opts.watchdogMs;
    for (;;) {
      const state = Atomics.load(ch.control, 0);
      if (state === ChannelState.GET) {
        let value: Uint8Array | null;
        try {
          value = storage.get(received(ch)!) ?? null;
        } catch (error) {
          // The worker waits for an answer that will not come: replace it, then report the cause.
          this.replace(slot);
          throw error;
        }
        send(ch, ChannelState.ANSWER, value);
        continue;
      }
      if (state === ChannelState.DONE) {
        slot.runs++;
        this.runs++;
        return unpackResult(receivedValue(ch) as PackedResult);
      }
      if (state === ChannelState.FAILED) {
        const failure = receivedValue(ch) as WorkerFailure;
        // An engine error leaves the worker sound (the stack unwound); anything else replaces it.
        if (failure.kind === 'engine') {
          this.note(failure.message);
          throw new ContractNodeFaultError('engine', failure.message);
        }
        this.fault(slot, failure.kind, `the contract worker failed: ${failure.message}`);
      }
      const left = deadline - performance.now();
      if (left <= 0 || waitWhile(ch, state, left) === state) {
        if (Atomics.load(ch.control, 0) !== state) continue;
        this.fault(slot, 'watchdog', `the run passed the ${this.opts.watchdogMs} ms watchdog`);
      }
    }
  }

  status(): ContractPoolStatus {
    return {
      workers: this.slots.map((s, i) => ({ id: s.id, state: !isReady(s.channel) ? 'starting' : i === 0 ? 'running' : 'ready', runs: s.runs, startupMs: startupOf(s.channel) })),
      runs: this.runs,
      watchdogTrips: this.watchdogTrips,
      respawns: this.respawns,
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
  private fault(slot: Slot, kind: ContractNodeFaultKind, message: string): never {
    if (kind === 'watchdog') this.watchdogTrips++;
    this.note(message);
    this.replace(slot);
    throw new ContractNodeFaultError(kind, message);
  }

  private note(message: string): void {
    this.lastError = { message, at: new Date().toISOString() };
  }

  private replace(slot: Slot): void {
    this.slots = this.slots.filter((s) => s !== slot);
    void slot.worker.terminate();
    this.respawns++;
    this.fill();
  }

  private fill(): void {
    while (this.slots.length < Math.max(1, this.opts.workers)) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    const { port1, port2 } = new MessageChannel();
    const sab = createSharedArea();
    const channel = channelOf(sab, port1, this.opts.spinMicros);
    const worker = new Worker(WORKER_URL, {
      workerData: { sab, port: port2, spinMicros: this.opts.spinMicros },
      transferList: [port2],
      ...(WORKER_EXEC_ARGV ? { execArgv: WORKER_EXEC_ARGV } : {}),
      resourceLimits: { stackSizeMb: this.opts.stackSizeMb },
    });
    const slot: Slot = { id: this.nextId++, worker, channel, runs: 0 };
    worker.on('error', (e) => this.note(`worker ${slot.id}: ${e.message}`));
    // Neither the worker nor its port may keep the process alive on their own.
    worker.unref();
    port1.unref();
    return slot;
  }
}

// ---- one pool per process ------------------------------------------------------------------------
// Nodes in one process (simulations, tests, a tool running several) share the workers of equal
// options: runs are synchronous, so two nodes of one thread never run at once, and a worker's
// start-up is paid once per process, not once per node. A node's stop releases its handle; the
// idle workers stay for the process's next node (they are unref'd, so they never keep the process
// alive).
const shared = new Map<string, { pool: ContractWorkerPool; handles: number }>();

export interface PoolHandle {
  readonly pool: ContractWorkerPool;
  release(): void;
}

export function sharedContractPool(opts: Partial<ContractPoolOptions> = {}): PoolHandle {
  const key = JSON.stringify({ ...CONTRACT_POOL_DEFAULTS, ...opts });
  let entry = shared.get(key);
  if (entry === undefined) {
    entry = { pool: new ContractWorkerPool(opts), handles: 0 };
    shared.set(key, entry);
  }
  entry.handles++;
  const held = entry;
  let released = false;
  return {
    pool: held.pool,
    release() {
      if (released) return;
      released = true;
      held.handles--;
    },
  };
}
