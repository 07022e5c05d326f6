// Persisted unconfirmed transactions: id -> transaction bytes (domain codec), so a restart can
// re-submit them. Independent of blocks: written outside block batches, one batch per pool write
// (chain/mempool/persistence.ts).

import { Bucket } from '../buckets.js';
import { copyOf } from '../../domain/state/record-bytes.js';
import type { Db } from '../db.js';
import { bucketRange, idFromKey, mempoolKey } from '../keys.js';

export class MempoolRepository {
  constructor(private readonly db: Db) {}

  /** Puts and deletes in one atomic batch (a pool write: what was admitted and what left). */
  async write(puts: ReadonlyArray<readonly [bigint, Uint8Array]>, deletes: readonly bigint[]): Promise<void> {
    if (puts.length === 0 && deletes.length === 0) return;
    await this.db.batch([
      ...deletes.map((id) => ({ type: 'del' as const, key: mempoolKey(id) })),
      ...puts.map(([id, bytes]) => ({ type: 'put' as const, key: mempoolKey(id), value: bytes })),
    ]);
  }

  async all(): Promise<Array<[bigint, Uint8Array]>> {
    const entries = await this.db.iterator(bucketRange(Bucket.MEMPOOL)).all();
    return entries.map(([key, value]) => [idFromKey(key), copyOf(value)]);
  }

  async clear(): Promise<void> {
    await this.db.clear(bucketRange(Bucket.MEMPOOL));
  }
}
