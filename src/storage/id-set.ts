// An exact in-memory set of unsigned 64-bit ids (confirmed transaction ids), so that the
// duplicate check on the validation hot path (ChainView.hasTransaction, the mempool, commits)
// costs a few array probes instead of a LevelDB lookup. Compact: two Uint32Arrays with linear
// probing at load <= 1/2, i.e. at most 16 bytes per id (1M transactions: 16 MB), versus roughly
// 60 bytes per entry for a Set<bigint>. Deletion uses backward shifting, so no tombstones build
// up across pops. Slots are chosen by a hash seeded per process, so ids ground to collide offline
// cannot degrade probing.

import { randomBytes } from 'node:crypto';

const MIN_CAPACITY = 1024;

export class IdSet {
  private hi: Uint32Array;
  private lo: Uint32Array;
  private mask: number;
  private shift: number;
  private count = 0;
  /** (0, 0) marks an empty slot, so id 0 is tracked apart. */
  private hasZero = false;
  private readonly seedHi: number;
  private readonly seedLo: number;

  constructor(expected = 0) {
    let capacity = MIN_CAPACITY;
    while (capacity < expected * 2) capacity *= 2;
    this.hi = new Uint32Array(capacity);
    this.lo = new Uint32Array(capacity);
    this.mask = capacity - 1;
    this.shift = 32 - Math.log2(capacity);
    const seed = randomBytes(8);
    this.seedHi = seed.readUInt32LE(0);
    this.seedLo = seed.readUInt32LE(4);
  }

  get size(): number {
    return this.count + (this.hasZero ? 1 : 0);
  }

  /** Bytes held by the tables. */
  get byteLength(): number {
    return this.hi.byteLength + this.lo.byteLength;
  }

  has(id: bigint): boolean {
    if (id === 0n) return this.hasZero;
    const hi = Number(id >> 32n);
    const lo = Number(id & 0xffffffffn);
    for (let i = this.home(hi, lo); ; i = (i + 1) & this.mask) {
      const h = this.hi[i]!;
      const l = this.lo[i]!;
      if (h === hi && l === lo) return true;
      if (h === 0 && l === 0) return false;
    }
  }

  /** Returns false when the id was already present. */
  add(id: bigint): boolean {
    if (id === 0n) {
      const added = !this.hasZero;
      this.hasZero = true;
      return added;
    }
    if ((this.count + 1) * 2 > this.hi.length) this.grow();
    return this.insert(Number(id >> 32n), Number(id & 0xffffffffn));
  }

  /** Returns false when the id was absent. */
  delete(id: bigint): boolean {
    if (id === 0n) {
      const had = this.hasZero;
      this.hasZero = false;
      return had;
    }
    const hi = Number(id >> 32n);
    const lo = Number(id & 0xffffffffn);
    let i = this.home(hi, lo);
    for (;;) {
      const h = this.hi[i]!;
      const l = this.lo[i]!;
      if (h === hi && l === lo) break;
      if (h === 0 && l === 0) return false;
      i = (i + 1) & this.mask;
    }
    // Backward-shift deletion: move later entries of the probe run into the hole when their home
    // slot does not lie cyclically in (hole, their slot].
    for (let j = i; ; ) {
      j = (j + 1) & this.mask;
      const h = this.hi[j]!;
      const l = this.lo[j]!;
      if (h === 0 && l === 0) break;
      const k = this.home(h, l);
      const stays = i <= j ? i < k && k <= j : i < k || k <= j;
      if (stays) continue;
      this.hi[i] = h;
      this.lo[i] = l;
      i = j;
    }
    this.hi[i] = 0;
    this.lo[i] = 0;
    this.count--;
    return true;
  }

  private home(hi: number, lo: number): number {
    const x = Math.imul(lo ^ this.seedLo, 0x9e3779b1) ^ Math.imul(hi ^ this.seedHi, 0x85ebca77);
    return Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) >>> this.shift;
  }

  private insert(hi: number, lo: number): boolean {
    for (let i = this.home(hi, lo); ; i = (i + 1) & this.mask) {
      const h = this.hi[i]!;
      const l = this.lo[i]!;
      if (h === hi && l === lo) return false;
      if (h === 0 && l === 0) {
        this.hi[i] = hi;
        this.lo[i] = lo;
        this.count++;
        return true;
      }
    }
  }

  private grow(): void {
    const oldHi = this.hi;
    const oldLo = this.lo;
    const capacity = oldHi.length * 2;
    this.hi = new Uint32Array(capacity);
    this.lo = new Uint32Array(capacity);
    this.mask = capacity - 1;
    this.shift--;
    this.count = 0;
    for (let i = 0; i < oldHi.length; i++) {
      const h = oldHi[i]!;
      const l = oldLo[i]!;
      if (h !== 0 || l !== 0) this.insert(h, l);
    }
  }
}
