// Explicit snapshots on RocksDB. The binding has no snapshot call (no GetSnapshot), but every
// RocksDB iterator reads the database as it was when the iterator was made (it pins the sequence
// number and the memtables and files of that moment). So a snapshot here is two unbounded
// iterators made at snapshot time, one forward and one reverse ("pins"), and everything read
// through the snapshot is a seek on a pin:
// - a point read (getSync/get/getMany with {snapshot}) seeks the forward pin to the key and reads
//   one entry: the key's value as of the snapshot, or the next key (then: absent);
// - a range read seeks the pin to where the previous batch ended and reads the next batch, so any
//   number of iterators, and point reads between their batches, share the two pins (each batch
//   is one synchronous seek-and-read, nothing else runs on the pin meanwhile).
// That is what write-gate.ts needs: while a block's batch is in flight, synchronous readers see
// the whole previous block, and (the write itself being synchronous on the JS thread) never a
// half-written one. The price is two iterators per snapshot (about 13 us each to make and
// release on a small store; bench/engines.ts measures the apply path with them) and a seek instead of a bloom-filtered
// get for reads through a snapshot, which happen only while a batch is in flight.
import { AbstractSnapshot } from 'abstract-level';
import type { Handle, NativeRows, RocksBinding } from './rocksdb-binding.js';

const NATIVE_ENTRIES = { keyEncoding: 'buffer', valueEncoding: 'buffer' } as const;
const EMPTY = new Uint8Array(0);
/** A seek target above every key, for reverse reads without an upper bound: SeekForPrev needs a
 * key. Keys made of 64 KiB or more of 0xff bytes are not supported (the binding's own clear()
 * assumes the same with 1 MiB). */
let above: Uint8Array | undefined;
function aboveEveryKey(): Uint8Array {
  return (above ??= new Uint8Array(65_536).fill(0xff));
}

export function compareKeys(a: Uint8Array, b: Uint8Array): number {
  return Buffer.compare(a, b);
}

// abstract-level's typings leave out the constructor's options (the owner database).
const Snapshot = AbstractSnapshot as unknown as new (options: { owner: object }) => AbstractSnapshot;

export class RocksSnapshot extends Snapshot {
  readonly #binding: RocksBinding;
  #forward: Handle | undefined;
  #reverse: Handle | undefined;

  constructor(binding: RocksBinding, db: Handle, options: { owner: object }) {
    super(options);
    this.#binding = binding;
    this.#forward = binding.iterator_init(db, NATIVE_ENTRIES);
    this.#reverse = binding.iterator_init(db, { ...NATIVE_ENTRIES, reverse: true });
  }

  /** The value of `key` as of the snapshot. */
  get(key: Uint8Array): Buffer | undefined {
    const { rows } = this.scan(false, key, 1);
    const found = rows[0];
    return found !== undefined && compareKeys(found, key) === 0 ? rows[1] : undefined;
  }

  /** Up to `count` entries from `from` on (inclusive), in key order or, `reverse`, backwards from
   * `from` (undefined: the last key). */
  scan(reverse: boolean, from: Uint8Array | undefined, count: number): NativeRows {
    const pin = reverse ? this.#reverse : this.#forward;
    if (pin === undefined) throw Object.assign(new Error('Snapshot is not open'), { code: 'LEVEL_SNAPSHOT_NOT_OPEN' });
    this.#binding.iterator_seek(pin, from ?? (reverse ? aboveEveryKey() : EMPTY));
    return this.#binding.iterator_nextv_sync(pin, count);
  }

  async _close(): Promise<void> {
    for (const pin of [this.#forward, this.#reverse]) if (pin !== undefined) this.#binding.iterator_close(pin);
    this.#forward = undefined;
    this.#reverse = undefined;
  }
}

/** Range options as the iterators receive them (already encoded to bytes). */
export interface KeyRange {
  readonly gt?: Uint8Array | null;
  readonly gte?: Uint8Array | null;
  readonly lt?: Uint8Array | null;
  readonly lte?: Uint8Array | null;
  readonly reverse?: boolean;
}

/** Where a read starts: a key, and whether that key itself is included. */
interface Position {
  readonly key: Uint8Array | undefined;
  readonly inclusive: boolean;
}

/** Range reads through a snapshot, batch by batch (see the top of the file). Bounds are checked
 * here, since the pins are unbounded; gte wins over gt and lte over lt, as in abstract-level. */
export class SnapshotCursor {
  readonly #reverse: boolean;
  readonly #lower: Position | undefined;
  readonly #upper: Position | undefined;
  #at: Position;
  #done = false;

  constructor(
    private readonly snapshot: RocksSnapshot,
    range: KeyRange,
  ) {
    this.#reverse = range.reverse === true;
    this.#lower = range.gte != null ? { key: range.gte, inclusive: true } : range.gt != null ? { key: range.gt, inclusive: false } : undefined;
    this.#upper = range.lte != null ? { key: range.lte, inclusive: true } : range.lt != null ? { key: range.lt, inclusive: false } : undefined;
    this.#at = (this.#reverse ? this.#upper : this.#lower) ?? { key: undefined, inclusive: true };
  }

  /** Up to `size` rows (key, value interleaved), in order; none at the end. */
  read(size: number): (Buffer | undefined)[] {
    if (this.#done) return [];
    const out: (Buffer | undefined)[] = [];
    while (out.length < size * 2 && !this.#done) {
      // One more than asked: the first row may be the exclusive starting key itself.
      const want = size - out.length / 2 + 1;
      const { rows, finished } = this.snapshot.scan(this.#reverse, this.#at.key, want);
      for (let i = 0; i < rows.length; i += 2) {
        const key = rows[i]!;
        if (!this.#at.inclusive && this.#at.key !== undefined && compareKeys(key, this.#at.key) === 0) continue;
        if (!this.inRange(key)) {
          this.#done = true;
          break;
        }
        out.push(key, rows[i + 1]);
        this.#at = { key, inclusive: false };
        if (out.length >= size * 2) break;
      }
      // A batch that was not cut short by `want` reached the end of the store. (One that was
      // holds at most one excluded row, so every pass of the loop moves on.)
      if (finished && out.length < size * 2) this.#done = true;
    }
    return out;
  }

  /** Moves to `target` (included), or to the end when it is outside the range. */
  seek(target: Uint8Array): void {
    this.#at = { key: target, inclusive: true };
    this.#done = !this.inRange(target);
  }

  private inRange(key: Uint8Array): boolean {
    const lower = this.#lower;
    const upper = this.#upper;
    if (lower?.key !== undefined) {
      const c = compareKeys(key, lower.key);
      if (c < 0 || (c === 0 && !lower.inclusive)) return false;
    }
    if (upper?.key !== undefined) {
      const c = compareKeys(key, upper.key);
      if (c > 0 || (c === 0 && !upper.inclusive)) return false;
    }
    return true;
  }
}
