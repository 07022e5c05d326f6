// The nonce search: hash consecutive nonces of one range until one meets the target. Pure and
// synchronous, so a worker thread runs it in batches between which it reports and checks for a
// stop, and a test runs it directly.
import { MintingAlgorithm, mintingHashInput, mintingHasher, meetsTargetBytes } from '../../capabilities/currencies/minting.js';

/** Everything the hash covers except the nonce, and the target it must meet. */
export interface MintingWork {
  readonly algorithm: MintingAlgorithm;
  readonly currency: bigint;
  readonly units: bigint;
  readonly counter: bigint;
  readonly account: bigint;
  /** 32 bytes, little-endian (getMintingTarget's targetBytes). */
  readonly targetLE: Uint8Array;
}

/** Nonces are searched in [0, 2^63): a non-negative Java long, so the decimal the miner sends
 * means the same nonce to a node that reads it as a signed long and to one reading it unsigned. */
export const NONCE_SPACE = 1n << 63n;

export interface SearchOutcome {
  /** The nonce that met the target, if one did. */
  readonly nonce: bigint | undefined;
  /** Hashes computed (the found one included). */
  readonly tried: number;
  /** Where the next batch of this range starts. */
  readonly next: bigint;
}

/** Tries nonces start, start+1, ... (wrapping within NONCE_SPACE) at most `count` of them. */
export function searchNonces(work: MintingWork, start: bigint, count: number): SearchOutcome {
  const hash = mintingHasher(work.algorithm);
  const input = mintingHashInput(0n, work.currency, work.units, work.counter, work.account);
  const view = new DataView(input.buffer);
  const first = ((start % NONCE_SPACE) + NONCE_SPACE) % NONCE_SPACE;
  // The nonce as two 32-bit halves: incrementing numbers costs nothing next to a bigint per
  // nonce, and only the first 8 bytes of the input change.
  let lo = Number(first & 0xffffffffn);
  let hi = Number(first >> 32n);
  for (let i = 0; i < count; i++) {
    view.setUint32(0, lo, true);
    view.setUint32(4, hi, true);
    if (meetsTargetBytes(hash(input), work.targetLE)) {
      return { nonce: (BigInt(hi) << 32n) | BigInt(lo), tried: i + 1, next: join(lo, hi, 1) };
    }
    lo = (lo + 1) >>> 0;
    if (lo === 0) hi = (hi + 1) & 0x7fffffff;
  }
  return { nonce: undefined, tried: count, next: join(lo, hi, 0) };
}

function join(lo: number, hi: number, plus: number): bigint {
  return (((BigInt(hi) << 32n) | BigInt(lo)) + BigInt(plus)) % NONCE_SPACE;
}

/** Where each of `workers` ranges starts: `base` and then evenly spaced over the nonce space, so
 * the ranges stay disjoint until one worker has hashed 2^63 / workers nonces. */
export function rangeStarts(base: bigint, workers: number): bigint[] {
  const step = NONCE_SPACE / BigInt(workers);
  return Array.from({ length: workers }, (_, i) => (base + BigInt(i) * step) % NONCE_SPACE);
}

/** Nonces per batch: a stop request or progress report waits at most one batch (~10-50 ms). */
export function batchSize(algorithm: MintingAlgorithm): number {
  switch (algorithm) {
    case MintingAlgorithm.SCRYPT: // ~0.5 ms a hash
      return 64;
    case MintingAlgorithm.SHA256: // ~1 µs
      return 32_768;
    default: // SHA3-256 and Keccak-256: ~5 µs
      return 8_192;
  }
}
