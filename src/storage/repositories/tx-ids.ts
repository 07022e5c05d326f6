// The records behind the confirmed-id filter (confirmed-ids.ts): per height, the ids of the
// block's transactions after the count of transactions confirmed through that height (written in
// the block's batch, so popping removes it with the block); and the filter's persisted table with
// its header, written in one batch of its own.

import { Bucket } from '../buckets.js';
import type { Db } from '../db.js';
import type { IdFilterSeed } from '../id-filter.js';
import type { UndoableBatch } from '../undoable-batch.js';

/** Header layout version of the persisted filter. */
const FILTER_FORMAT = 1;
/** Slots per stored chunk (4 MiB of table per record). */
export const FILTER_CHUNK_SLOTS = 1 << 20;

const HEADER_KEY = Uint8Array.of(Bucket.TX_ID_FILTER, 0);
/** The lowest height a pop went down to since the filter was written (absent: none did). */
const LOW_WATER_KEY = Uint8Array.of(Bucket.TX_ID_FILTER, 2);

function heightKey(height: number): Uint8Array {
  const key = new Uint8Array(5);
  key[0] = Bucket.TX_IDS_AT_HEIGHT;
  new DataView(key.buffer).setUint32(1, height);
  return key;
}

function chunkKey(index: number): Uint8Array {
  const key = new Uint8Array(6);
  key[0] = Bucket.TX_ID_FILTER;
  key[1] = 1;
  new DataView(key.buffer).setUint32(2, index);
  return key;
}

/** The transaction ids of one block and the count confirmed through its height. */
export interface HeightIds {
  readonly height: number;
  readonly countThrough: number;
  readonly ids: readonly bigint[];
}

/** A persisted filter: its seed, table and shape, and the chain it covered. */
export interface StoredFilter {
  readonly seed: IdFilterSeed;
  /** Distinct fingerprints in the table. */
  readonly used: number;
  readonly slots: Uint32Array;
  /** The tip the filter was written at (every id confirmed up to it is in the table). */
  readonly height: number;
}

/** A persisted filter and how much of the chain it still covers. */
export interface StoredFilterState extends StoredFilter {
  /** Every block at or below this height is the one the filter saw: its tip, or lower when
   * blocks were popped since. Ids above it must be re-read from the chain at open. */
  readonly validThrough: number;
}

export function encodeHeightIds(countThrough: number, ids: readonly bigint[]): Uint8Array {
  const out = new Uint8Array(8 + 8 * ids.length);
  const view = new DataView(out.buffer);
  view.setBigUint64(0, BigInt(countThrough));
  ids.forEach((id, i) => view.setBigUint64(8 + 8 * i, id));
  return out;
}

export function decodeHeightIds(height: number, bytes: Uint8Array): HeightIds {
  if (bytes.length < 8 || bytes.length % 8 !== 0) throw new RangeError(`transaction id list at height ${height} has ${bytes.length} bytes`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ids: bigint[] = [];
  for (let at = 8; at < bytes.length; at += 8) ids.push(view.getBigUint64(at));
  return { height, countThrough: Number(view.getBigUint64(0)), ids };
}

export class TxIdRepository {
  constructor(private readonly db: Db) {}

  /** Stages the id list of the block at `height` (a new key: popping the block removes it). */
  stageNew(batch: UndoableBatch, height: number, countThrough: number, ids: readonly bigint[]): void {
    batch.create(heightKey(height), encodeHeightIds(countThrough, ids));
  }

  /** The id lists of heights from..to (inclusive), ascending; a height without a list (a block
   * stored before lists were kept) is simply absent from the answer. */
  async range(from: number, to: number): Promise<HeightIds[]> {
    const out: HeightIds[] = [];
    if (to < from) return out;
    for await (const [key, value] of this.db.iterator({ gte: heightKey(from), lte: heightKey(to) })) {
      out.push(decodeHeightIds(new DataView(key.buffer, key.byteOffset, key.byteLength).getUint32(1), value));
    }
    return out;
  }

  async at(height: number): Promise<HeightIds | undefined> {
    const value = await this.db.get(heightKey(height));
    return value === undefined ? undefined : decodeHeightIds(height, value);
  }

  /** The persisted filter, or undefined when there is none or it does not read back whole. */
  async readFilter(): Promise<StoredFilterState | undefined> {
    const header = await this.db.get(HEADER_KEY);
    if (header === undefined || header.length !== 25 || header[0] !== FILTER_FORMAT) return undefined;
    const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
    const seed = { hi: view.getUint32(1), lo: view.getUint32(5) };
    const height = view.getUint32(9);
    const used = view.getUint32(13);
    const slotCount = view.getUint32(17);
    const chunks = view.getUint32(21);
    const low = await this.db.get(LOW_WATER_KEY);
    const validThrough = low === undefined ? height : Math.min(height, new DataView(low.buffer, low.byteOffset, low.byteLength).getUint32(0));
    if (chunks !== Math.ceil(slotCount / FILTER_CHUNK_SLOTS)) return undefined;
    const slots = new Uint32Array(slotCount);
    const bytes = new Uint8Array(slots.buffer);
    const values = await this.db.getMany(Array.from({ length: chunks }, (_, i) => chunkKey(i)));
    let at = 0;
    for (const value of values) {
      if (value === undefined) return undefined;
      bytes.set(value, at);
      at += value.length;
    }
    if (at !== bytes.length) return undefined;
    return { seed, used, slots, height, validThrough };
  }

  /** Stages, into a pop's batch, that the chain changed at `height` and above (the persisted
   * filter no longer covers those heights). */
  stageLowWater(batch: UndoableBatch, height: number): void {
    const value = new Uint8Array(4);
    new DataView(value.buffer).setUint32(0, height);
    batch.putUntracked(LOW_WATER_KEY, value);
  }

  /** Replaces the persisted filter in one atomic batch (its previous chunks beyond the new
   * table are deleted, and so is the low-water mark: the new table covers its whole chain).
   * Never concurrent with a pop (ConfirmedIds makes pops wait). The table's bytes are taken in the platform's order (little-endian on
   * every platform Node ships for), as read back by readFilter. */
  async writeFilter(filter: StoredFilter, previousSlots: number): Promise<void> {
    const chunks = Math.ceil(filter.slots.length / FILTER_CHUNK_SLOTS);
    const header = new Uint8Array(25);
    const view = new DataView(header.buffer);
    header[0] = FILTER_FORMAT;
    view.setUint32(1, filter.seed.hi);
    view.setUint32(5, filter.seed.lo);
    view.setUint32(9, filter.height);
    view.setUint32(13, filter.used);
    view.setUint32(17, filter.slots.length);
    view.setUint32(21, chunks);
    const batch = this.db.batch();
    const bytes = new Uint8Array(filter.slots.buffer, filter.slots.byteOffset, filter.slots.byteLength);
    for (let i = 0; i < chunks; i++) batch.put(chunkKey(i), bytes.subarray(i * FILTER_CHUNK_SLOTS * 4, (i + 1) * FILTER_CHUNK_SLOTS * 4));
    for (let i = chunks; i < Math.ceil(previousSlots / FILTER_CHUNK_SLOTS); i++) batch.del(chunkKey(i));
    batch.del(LOW_WATER_KEY);
    batch.put(HEADER_KEY, header);
    await batch.write();
  }
}
