// Synchronous reads. While a block write is in flight, the store reads through a snapshot taken
// just before it, so synchronous readers keep seeing the previous whole block.

import type { AbstractSnapshot } from 'abstract-level';
import type { Db } from '../db.js';

export type SyncReadOptions = { readonly snapshot: AbstractSnapshot } | undefined;

/** getSync with abstract-level's option-free fast path when no snapshot is needed. */
export function syncGet(db: Db, key: Uint8Array, read: SyncReadOptions): Uint8Array | undefined {
  return read === undefined ? db.getSync(key) : db.getSync(key, { snapshot: read.snapshot });
}
