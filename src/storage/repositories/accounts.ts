// Account records (value format in codecs.ts).

import type { Account } from '../../domain/types.js';
import { Bucket } from '../buckets.js';
import { decodeAccount } from '../codecs.js';
import type { Db } from '../db.js';
import { accountKey, bucketRange, idFromKey } from '../keys.js';
import type { UndoableBatch } from '../undoable-batch.js';
import { syncGet, type SyncReadOptions } from './read-options.js';

export class AccountRepository {
  constructor(private readonly db: Db) {}

  async get(id: bigint): Promise<Account | undefined> {
    const value = await this.db.get(accountKey(id));
    return value === undefined ? undefined : decodeAccount(id, value);
  }

  getSync(id: bigint, read?: SyncReadOptions): Account | undefined {
    const value = syncGet(this.db, accountKey(id), read);
    return value === undefined ? undefined : decodeAccount(id, value);
  }

  /** Every account, in id order. */
  async *all(): AsyncGenerator<Account> {
    for await (const [key, value] of this.db.iterator(bucketRange(Bucket.ACCOUNTS))) {
      yield decodeAccount(idFromKey(key), value);
    }
  }

  async count(): Promise<number> {
    let n = 0;
    for await (const _ of this.db.keys(bucketRange(Bucket.ACCOUNTS))) n++;
    return n;
  }

  /** Stages an account write; `prior` is the encoded record it replaces (undefined: new). */
  stage(batch: UndoableBatch, id: bigint, encoded: Uint8Array, prior: Uint8Array | undefined): void {
    batch.replace(accountKey(id), encoded, prior);
  }

  static isAccountKey(key: Uint8Array): boolean {
    return key.length === 9 && key[0] === Bucket.ACCOUNTS;
  }
}
