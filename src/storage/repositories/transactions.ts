// Confirmed transaction indexes: by id, by full hash, and per-account history. The transaction
// bytes themselves live inside their block's bytes.

import {
  decodeAccountTx,
  decodeBlockRecord,
  decodeTxIndex,
  encodeAccountTx,
  encodeTxIndex,
  equalBytes,
  idCandidates,
  txIndexFullHash,
} from '../codecs.js';
import type { Db } from '../db.js';
import type { AccountHistoryQuery, StoredTransactionIndex } from '../interface.js';
import { accountTxKey, accountTxRange, blockKey, txByIdKey } from '../keys.js';
import type { UndoableBatch } from '../undoable-batch.js';
import { syncGet, type SyncReadOptions } from './read-options.js';

export class TransactionRepository {
  constructor(private readonly db: Db) {}

  async getById(id: bigint): Promise<StoredTransactionIndex | undefined> {
    const value = await this.db.get(txByIdKey(id));
    return value === undefined ? undefined : decodeTxIndex(id, value);
  }

  /** Looks the transaction up by the id its full hash implies (first 8 bytes, either byte
   * order) and checks the stored full hash. */
  async getByFullHash(fullHash: Uint8Array): Promise<StoredTransactionIndex | undefined> {
    for (const id of idCandidates(fullHash)) {
      const tx = await this.getById(id);
      if (tx !== undefined && equalBytes(tx.fullHash, fullHash)) return tx;
    }
    return undefined;
  }

  async hasId(id: bigint): Promise<boolean> {
    return (await this.db.get(txByIdKey(id))) !== undefined;
  }

  hasIdSync(id: bigint, read?: SyncReadOptions): boolean {
    return syncGet(this.db, txByIdKey(id), read) !== undefined;
  }

  /** Synchronous full-hash check; `knownIds` (when given) filters candidate ids first so that
   * a negative answer needs no read. */
  hasFullHashSync(fullHash: Uint8Array, read?: SyncReadOptions, knownIds?: { has(id: bigint): boolean }): boolean {
    for (const id of idCandidates(fullHash)) {
      if (knownIds !== undefined && !knownIds.has(id)) continue;
      const value = syncGet(this.db, txByIdKey(id), read);
      if (value !== undefined && equalBytes(txIndexFullHash(value), fullHash)) return true;
    }
    return false;
  }

  /** The transaction's bytes cut from its block, when its byte range was stored. */
  async getBytes(id: bigint): Promise<Uint8Array | undefined> {
    const tx = await this.getById(id);
    if (tx?.byteRange === undefined) return undefined;
    const record = await this.db.get(blockKey(tx.blockId));
    if (record === undefined) return undefined;
    const { offset, length } = tx.byteRange;
    return decodeBlockRecord(tx.blockId, record).bytes.slice(offset, offset + length);
  }

  /** Ids of the account's transactions (as sender or recipient), newest first, filtered, then
   * paged by the inclusive firstIndex..lastIndex (lastIndex omitted: to the end). */
  async idsForAccount(accountId: bigint, query: AccountHistoryQuery = {}): Promise<bigint[]> {
    const first = query.firstIndex ?? 0;
    const last = query.lastIndex ?? Number.MAX_SAFE_INTEGER;
    const ids: bigint[] = [];
    if (last < first) return ids;
    const filtered = query.type !== undefined || query.subtype !== undefined;
    const range = accountTxRange(accountId, query.fromHeight ?? 0);
    let position = 0;
    const iterator = this.db.values({ ...range, reverse: true, ...(filtered || query.lastIndex === undefined ? {} : { limit: last + 1 }) });
    try {
      for await (const value of iterator) {
        const entry = decodeAccountTx(value);
        if (query.type !== undefined && entry.type !== query.type) continue;
        if (query.subtype !== undefined && entry.subtype !== query.subtype) continue;
        if (position >= first) ids.push(entry.txId);
        position++;
        if (position > last) break;
      }
    } finally {
      await iterator.close();
    }
    return ids;
  }

  /** Stages a newly confirmed transaction: its index (which also answers full-hash lookups) and
   * one history entry per account it involves (sender, and recipient when there is a distinct
   * one). All keys are new: the id was checked unconfirmed, history keys carry the new height. */
  /** Overwrites a stored transaction's index entry (its byte range moved; untracked by undo). */
  stageRewrite(batch: UndoableBatch, tx: StoredTransactionIndex): void {
    batch.putUntracked(txByIdKey(tx.id), encodeTxIndex(tx));
  }

  stageNew(batch: UndoableBatch, tx: StoredTransactionIndex): void {
    batch.create(txByIdKey(tx.id), encodeTxIndex(tx));
    const entry = encodeAccountTx(tx.id, tx.type, tx.subtype);
    batch.create(accountTxKey(tx.senderId, tx.height, tx.index), entry);
    if (tx.recipientId !== 0n && tx.recipientId !== tx.senderId) {
      batch.create(accountTxKey(tx.recipientId, tx.height, tx.index), entry);
    }
  }
}
