// Transactions accepted in one block whose effect is applied (or refused) at a later height: the
// place phasing builds on. A core table, so deferral and resolution are writes like any other,
// undone by popOff.
//
// Record (the transaction id is the key): u32 height the effect is due, then the transaction's
// wire bytes to the end.
import { ByteReader, ByteWriter } from './state/record-bytes.js';
import { defineTable, u64Key, type Table } from './state/table.js';
import { pairKey, unpair } from './state/pair-key.js';
import type { IndexPages } from './state/state.js';

export interface DeferredTransaction {
  /** Height at whose start the effect is applied or refused. */
  readonly height: number;
  /** The transaction's wire bytes (parsed again with the registry when it is due). */
  readonly bytes: Uint8Array;
}

/** Owner name of the pipeline's own scheduled items (no capability may take it). */
export const DEFERRED_OWNER = 'deferred';

export const DEFERRED: Table<bigint, DeferredTransaction> = defineTable<bigint, DeferredTransaction>({
  name: 'deferred',
  bucket: 22,
  key: u64Key,
  value: {
    encode(value: DeferredTransaction): Uint8Array {
      return new ByteWriter(value.bytes.length + 4).u32(value.height).bytes(value.bytes).finish();
    },
    decode(bytes: Uint8Array): DeferredTransaction {
      const r = new ByteReader(bytes);
      const height = r.u32();
      return { height, bytes: r.rest() };
    },
  },
});

/** The deferred transactions whose effect was applied (phased transactions released), by the
 * height of the block that applied them: the Block object's executedPhasedTransactions. Key
 * (height, transaction id); no value. */
export const EXECUTED: Table<bigint, true> = defineTable<bigint, true>({
  name: 'executedDeferred',
  bucket: 42,
  key: pairKey,
  value: { encode: () => new Uint8Array(0), decode: () => true },
  // A history (one record per released transaction, forever) that only the Block object lists:
  // its index is on disk, read from the store a block at a time.
  cache: 256,
  persistIndexes: true,
  // Keyed by the height of the block that writes it.
  appendOnly: true,
  indexes: [{ name: 'byHeight', entry: (_v: true, key: bigint) => [unpair(key)[0], unpair(key)[1]] }],
});

/** Ids of the deferred transactions the block at `height` applied, in id order. */
export async function executedAt(state: IndexPages, height: number): Promise<bigint[]> {
  return (await state.page(EXECUTED, { index: 'byHeight', prefix: [BigInt(height)] })).map(([key]) => unpair(key)[1]);
}
