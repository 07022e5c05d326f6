// Runs the nonce search on N worker threads, each on its own range starting from one random
// base, until one finds a nonce meeting the target; reports progress (total hashes, read from
// the shared counters) at a fixed interval. Stopping, on success or on abort, raises the shared
// flag, which every worker reads between batches, and waits for the threads to end.
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { proofMeetsTarget } from '../../capabilities/currencies/minting.js';
import { NONCE_SPACE, rangeStarts, type MintingWork } from './search.js';
import { MinerControl, type FoundMessage, type WorkerInput } from './protocol.js';

export interface Progress {
  readonly hashes: number;
  readonly seconds: number;
  /** Hashes per second over the last interval. */
  readonly rate: number;
}

export interface MineOptions {
  readonly work: MintingWork;
  readonly threads: number;
  readonly signal?: AbortSignal;
  readonly onProgress?: (p: Progress) => void;
  readonly progressIntervalMs?: number;
  /** First nonce of the first range; default: random (so two miners of one account do not race
   * on the same nonces). */
  readonly base?: bigint;
}

export interface MineResult {
  readonly nonce: bigint;
  readonly hashes: number;
  readonly seconds: number;
}

/** Rejection of mine() when its signal aborted. */
export class MiningAborted extends Error {
  constructor() {
    super('mining stopped');
    this.name = 'MiningAborted';
  }
}

// Bundled (dist/; scripts/build.mjs defines __TOTEM_BUNDLED__), this module is part of a file of
// dist/ and the worker is the bundle's own entry miner-worker.js beside it, run without a loader.
// Run from the sources, the worker is worker.ts: its thread loads the project's TS hook itself
// (the process that started this one may not have it, jest for one).
declare const __TOTEM_BUNDLED__: boolean | undefined;
const BUNDLED = typeof __TOTEM_BUNDLED__ !== 'undefined' && __TOTEM_BUNDLED__;
const WORKER_URL = BUNDLED ? new URL('./miner-worker.js', import.meta.url) : new URL('./worker.ts', import.meta.url);
const WORKER_EXEC_ARGV: string[] | undefined = BUNDLED
  ? undefined
  : ['--import', fileURLToPath(new URL('../../../scripts/register.mjs', import.meta.url))];
/** A stopped worker ends within a batch (~50 ms); past this, it is terminated. */
const STOP_GRACE_MS = 2_000;

function randomBase(): bigint {
  return randomBytes(8).readBigUInt64LE(0) % NONCE_SPACE;
}

function exited(worker: Worker): Promise<void> {
  return new Promise((resolve) => worker.once('exit', () => resolve()));
}

export async function mine(o: MineOptions): Promise<MineResult> {
  if (o.signal?.aborted) throw new MiningAborted();
  const control = new MinerControl(o.threads);
  const started = performance.now();
  const starts = rangeStarts(o.base ?? randomBase(), o.threads);
  const workers = starts.map((start, index) => {
    const workerData: WorkerInput = { work: o.work, start, index, control: control.buffer };
    return new Worker(WORKER_URL, { workerData, ...(WORKER_EXEC_ARGV ? { execArgv: WORKER_EXEC_ARGV } : {}) });
  });
  const exits = workers.map(exited);

  let last = { hashes: 0, at: started };
  const timer = o.onProgress === undefined ? undefined : setInterval(() => {
    const now = performance.now();
    const hashes = control.totalHashes();
    o.onProgress!({ hashes, seconds: (now - started) / 1000, rate: ((hashes - last.hashes) * 1000) / Math.max(1, now - last.at) });
    last = { hashes, at: now };
  }, o.progressIntervalMs ?? 1000);

  let onAbort = () => {};
  const outcome = new Promise<bigint>((resolve, reject) => {
    onAbort = () => reject(new MiningAborted());
    o.signal?.addEventListener('abort', onAbort, { once: true });
    for (const worker of workers) {
      worker.on('message', (m: FoundMessage) => {
        // Checked here too: a nonce that does not verify would cost the user a transaction fee.
        if (m.kind === 'found' && proofMeetsTarget(o.work.algorithm, { ...o.work, nonce: m.nonce }, o.work.targetLE)) resolve(m.nonce);
      });
      worker.on('error', reject);
    }
    // Every worker gone without a nonce and without being asked to stop: none is left to find one.
    void Promise.all(exits).then(() => reject(new Error('every search thread ended without a nonce')));
  });

  try {
    const nonce = await outcome;
    return { nonce, hashes: control.totalHashes(), seconds: (performance.now() - started) / 1000 };
  } finally {
    if (timer !== undefined) clearInterval(timer);
    o.signal?.removeEventListener('abort', onAbort);
    control.stop();
    const grace = setTimeout(() => workers.forEach((w) => void w.terminate()), STOP_GRACE_MS);
    await Promise.all(exits);
    clearTimeout(grace);
  }
}
