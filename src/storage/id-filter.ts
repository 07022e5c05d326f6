// A compact in-memory filter over every confirmed transaction id: "certainly not confirmed" or
// "maybe confirmed" (then the store's TX_BY_ID index answers exactly). It holds a keyed 32-bit
// fingerprint of each id in an open-addressed table (linear probing, load <= 3/4), so it costs
// 4 bytes per slot, at most ~5.3 bytes per id after growth (10M ids: 64 MB), against the 16 bytes
// per slot (up to 32 per id) of the exact IdSet it replaces. A random id not confirmed matches
// some fingerprint with probability about n / 2^32 (0.23% at 10M ids), and only then does a
// duplicate check pay a LevelDB lookup.
//
// The home slot is the top bits of the fingerprint itself, so the table grows by re-inserting
// the fingerprints it holds: it never needs the ids again. That is what lets the store persist
// the table and load it at open instead of scanning every id (confirmed-ids.ts). Nothing is ever
// removed: a popped id left behind is one more false positive, answered by the store.
//
// The fingerprint is keyed by a random seed chosen when the table is first built and kept with
// it, so ids ground offline to share fingerprints (and so force store reads) cannot be made.

import { randomBytes } from 'node:crypto';

const MIN_BITS = 10;
/** Grow past 3/4 full: an absent fingerprint then costs ~8 probes in the worst runs, ~2.5 on average. */
const MAX_LOAD_NUM = 3;
const MAX_LOAD_DEN = 4;

export interface IdFilterSeed {
  readonly hi: number;
  readonly lo: number;
}

export class IdFilter {
  private slots: Uint32Array;
  private bits: number;
  private mask: number;
  private used = 0;

  private constructor(
    readonly seed: IdFilterSeed,
    slots: Uint32Array,
    used: number,
  ) {
    this.slots = slots;
    this.bits = Math.log2(slots.length);
    this.mask = slots.length - 1;
    this.used = used;
  }

  /** An empty filter with a fresh random seed, sized for `expected` ids. */
  static create(expected = 0, seed?: IdFilterSeed): IdFilter {
    let bits = MIN_BITS;
    while ((1 << bits) * MAX_LOAD_NUM < expected * MAX_LOAD_DEN) bits++;
    const fresh = seed ?? (() => {
      const bytes = randomBytes(8);
      return { hi: bytes.readUInt32LE(0), lo: bytes.readUInt32LE(4) };
    })();
    return new IdFilter(fresh, new Uint32Array(1 << bits), 0);
  }

  /** A filter from its table as `table` returned it (a persisted copy); checked for shape. */
  static restore(seed: IdFilterSeed, slots: Uint32Array, used: number): IdFilter {
    const bits = Math.log2(slots.length);
    if (!Number.isInteger(bits) || bits < MIN_BITS || bits > 31 || used < 0 || used * MAX_LOAD_DEN > slots.length * MAX_LOAD_NUM) {
      throw new RangeError(`not a filter table: ${slots.length} slots, ${used} used`);
    }
    return new IdFilter(seed, slots, used);
  }

  /** Distinct fingerprints held (ids that share one count once). */
  get size(): number {
    return this.used;
  }

  get byteLength(): number {
    return this.slots.byteLength;
  }

  /** The table itself (not a copy): persist it together with `seed` and `size`. */
  get table(): Uint32Array {
    return this.slots;
  }

  /** False: the id was never added. True: it may have been (ask the store). */
  mayHave(id: bigint): boolean {
    const fp = this.fingerprint(id);
    const slots = this.slots;
    for (let i = fp >>> (32 - this.bits); ; i = (i + 1) & this.mask) {
      const s = slots[i]!;
      if (s === fp) return true;
      if (s === 0) return false;
    }
  }

  add(id: bigint): void {
    if ((this.used + 1) * MAX_LOAD_DEN > this.slots.length * MAX_LOAD_NUM) this.grow();
    if (this.insert(this.fingerprint(id))) this.used++;
  }

  /** Nonzero keyed 32-bit hash of the id (0 marks an empty slot). */
  private fingerprint(id: bigint): number {
    const hi = Number(id >> 32n) ^ this.seed.hi;
    const lo = Number(id & 0xffffffffn) ^ this.seed.lo;
    // Two rounds of murmur3's finaliser over the halves: every id bit reaches every output bit.
    let h = fmix32(lo);
    h = fmix32(h ^ Math.imul(hi, 0x9e3779b1));
    return h === 0 ? 1 : h;
  }

  private insert(fp: number): boolean {
    const slots = this.slots;
    for (let i = fp >>> (32 - this.bits); ; i = (i + 1) & this.mask) {
      const s = slots[i]!;
      if (s === fp) return false;
      if (s === 0) {
        slots[i] = fp;
        return true;
      }
    }
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Uint32Array(old.length * 2);
    this.bits++;
    this.mask = this.slots.length - 1;
    for (let i = 0; i < old.length; i++) {
      const fp = old[i]!;
      if (fp !== 0) this.insert(fp);
    }
  }
}

function fmix32(x: number): number {
  let h = x ^ (x >>> 16);
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
