// The simulation's one source of randomness: a seeded xoroshiro128+ (the kept `pure-rand`
// package, which fast-check runs on). Every random choice of a run (delays, losses, forging
// order, fixture keys, workload) draws from a stream split off the run's seed by name, so adding
// draws to one stream does not shift another, and the same seed gives the same run.
import { unsafeUniformIntDistribution, xoroshiro128plus, type RandomGenerator } from 'pure-rand';
import { sha256, utf8Bytes } from '../domain/crypto.js';

export class Rng {
  readonly #g: RandomGenerator;

  constructor(readonly seed: number, readonly name = 'root') {
    this.#g = xoroshiro128plus(seed | 0);
  }

  /** An independent stream for one purpose, derived from the seed and the name. */
  stream(name: string): Rng {
    const h = sha256(utf8Bytes(`${this.seed}/${this.name}/${name}`));
    const derived = (h[0]! | (h[1]! << 8) | (h[2]! << 16) | (h[3]! << 24)) | 0;
    return new Rng(derived, `${this.name}/${name}`);
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return unsafeUniformIntDistribution(min, max, this.#g);
  }

  /** A float in [0, 1) with 32 bits of randomness. */
  next(): number {
    return unsafeUniformIntDistribution(0, 0xffffffff, this.#g) / 0x100000000;
  }

  /** true with probability p. */
  chance(p: number): boolean {
    return p > 0 && this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[this.int(0, items.length - 1)]!;
  }

  /** Fisher-Yates, in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }

  /** `n` random bytes. */
  bytes(n: number): Uint8Array {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) out[i] = this.int(0, 255);
    return out;
  }
}
