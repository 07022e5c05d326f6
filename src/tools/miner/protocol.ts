// What the miner's main thread and its search workers share: the worker's input, its one
// message, and a SharedArrayBuffer through which the main thread asks every worker to stop and
// reads how many hashes each has computed, without a message per batch.
import type { MintingWork } from './search.js';

export interface WorkerInput {
  readonly work: MintingWork;
  /** First nonce of this worker's range. */
  readonly start: bigint;
  /** This worker's slot in the hash counters. */
  readonly index: number;
  readonly control: SharedArrayBuffer;
}

/** Sent once, when the worker's range produced a nonce that meets the target. */
export interface FoundMessage {
  readonly kind: 'found';
  readonly nonce: bigint;
}

/** Control buffer: one 64-bit stop flag, then one 64-bit hash counter per worker. */
export class MinerControl {
  readonly buffer: SharedArrayBuffer;
  private readonly words: BigInt64Array;

  constructor(workersOrBuffer: number | SharedArrayBuffer) {
    this.buffer = typeof workersOrBuffer === 'number' ? new SharedArrayBuffer(8 * (1 + workersOrBuffer)) : workersOrBuffer;
    this.words = new BigInt64Array(this.buffer);
  }

  stop(): void {
    Atomics.store(this.words, 0, 1n);
  }

  get stopped(): boolean {
    return Atomics.load(this.words, 0) !== 0n;
  }

  addHashes(index: number, n: number): void {
    Atomics.add(this.words, 1 + index, BigInt(n));
  }

  /** Hashes computed so far by all workers. */
  totalHashes(): number {
    let sum = 0n;
    for (let i = 1; i < this.words.length; i++) sum += Atomics.load(this.words, i);
    return Number(sum);
  }
}
