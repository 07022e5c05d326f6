// The index of confirmed transactions whose prunable data the store holds: by transaction
// timestamp (pruning walks it oldest first, listings newest first) and per account. Entries are
// created with their block (so popping the block removes them) and deleted when the data is
// pruned (outside any undo record: a pruned block stays pruned).
import type { Db } from '../db.js';
import type { PrunableEntry, PrunableQuery, StoredTransactionIndex } from '../interface.js';
import { prunableByAccountKey, prunableByAccountRange, prunableByTimeKey, prunableByTimeRange, readU32, readU64 } from '../keys.js';
import type { UndoableBatch } from '../undoable-batch.js';
import { ByteReader, ByteWriter } from '../../domain/state/record-bytes.js';

function encodeTimeValue(blockId: bigint, senderId: bigint, recipientId: bigint): Uint8Array {
  return new ByteWriter(24).u64(blockId).u64(senderId).u64(recipientId).finish();
}

function decodeTimeEntry(key: Uint8Array, value: Uint8Array): PrunableEntry {
  const r = new ByteReader(value);
  const entry = { timestamp: readU32(key, 1), id: readU64(key, 5), blockId: r.u64(), senderId: r.u64(), recipientId: r.u64() };
  r.end();
  return entry;
}

export class PrunableRepository {
  constructor(private readonly db: Db) {}

  /** Stages the index entries of a newly stored transaction that holds prunable data. */
  stageNew(batch: UndoableBatch, tx: StoredTransactionIndex): void {
    const ts = tx.prunableTimestamp;
    if (ts === undefined) return;
    batch.create(prunableByTimeKey(ts, tx.id), encodeTimeValue(tx.blockId, tx.senderId, tx.recipientId));
    const blockValue = new ByteWriter(8).u64(tx.blockId).finish();
    batch.create(prunableByAccountKey(tx.senderId, ts, tx.id), blockValue);
    if (tx.recipientId !== 0n && tx.recipientId !== tx.senderId) batch.create(prunableByAccountKey(tx.recipientId, ts, tx.id), blockValue);
  }

  /** Entries with timestamp < cutoff, oldest first, at most `limit`. */
  async before(cutoff: number, limit: number): Promise<PrunableEntry[]> {
    const out: PrunableEntry[] = [];
    for await (const [key, value] of this.db.iterator({ ...prunableByTimeRange(0, cutoff), limit })) out.push(decodeTimeEntry(key, value));
    return out;
  }

  /** Removes the entries (their data is being pruned), untracked by any undo record. */
  stageRemove(batch: UndoableBatch, entries: readonly PrunableEntry[]): void {
    for (const e of entries) {
      batch.delUntracked(prunableByTimeKey(e.timestamp, e.id));
      batch.delUntracked(prunableByAccountKey(e.senderId, e.timestamp, e.id));
      if (e.recipientId !== 0n && e.recipientId !== e.senderId) batch.delUntracked(prunableByAccountKey(e.recipientId, e.timestamp, e.id));
    }
  }

  /** Transaction ids (with their blocks) of a page, newest first. */
  async page(query: PrunableQuery): Promise<Array<{ readonly id: bigint; readonly blockId: bigint }>> {
    const first = query.firstIndex ?? 0;
    const last = query.lastIndex ?? Number.MAX_SAFE_INTEGER;
    if (last < first) return [];
    const from = query.fromTimestamp ?? 0;
    const range = query.account !== undefined ? prunableByAccountRange(query.account, from) : prunableByTimeRange(from, 0x100000000);
    const idOffset = query.account !== undefined ? 13 : 5;
    const out: Array<{ id: bigint; blockId: bigint }> = [];
    let position = 0;
    const limit = query.lastIndex === undefined ? -1 : last + 1;
    for await (const [key, value] of this.db.iterator({ ...range, reverse: true, limit })) {
      if (position++ >= first) out.push({ id: readU64(key, idOffset), blockId: readU64(value, 0) });
    }
    return out;
  }
}
