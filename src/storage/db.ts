// Opening the key-value store: classic-level (LevelDB) on disk when a path is given,
// memory-level otherwise (unit tests). Keys and values are raw Uint8Arrays ('view' encodings)
// so records go to the store without transcoding. A store directory is prepared and probed before
// LevelDB opens it, and open failures are StoreOpenErrors naming the path and the reason
// (open-errors.ts).

import { ClassicLevel } from 'classic-level';
import { MemoryLevel } from 'memory-level';
import type { AbstractLevel } from 'abstract-level';
import { StorageDefaults } from './options.js';
import { prepareStoreDir, storeOpenError } from './open-errors.js';

export type Db = AbstractLevel<Uint8Array, Uint8Array, Uint8Array>;

export interface DatabaseOptions {
  /** Directory of the LevelDB store; omit for an in-memory store. */
  readonly path?: string;
  readonly cacheSize?: number;
  readonly writeBufferSize?: number;
}

export async function openDatabase(opts: DatabaseOptions = {}): Promise<Db> {
  const encodings = { keyEncoding: 'view', valueEncoding: 'view' } as const;
  let db: Db;
  if (opts.path !== undefined) {
    await prepareStoreDir(opts.path);
    db = new ClassicLevel<Uint8Array, Uint8Array>(opts.path, {
      ...encodings,
      cacheSize: opts.cacheSize ?? StorageDefaults.cacheSize,
      writeBufferSize: opts.writeBufferSize ?? StorageDefaults.writeBufferSize,
    }) as unknown as Db;
  } else {
    // storeEncoding 'view' keeps the Uint8Arrays as given (no Buffer conversion per key).
    db = new MemoryLevel<Uint8Array, Uint8Array>({ ...encodings, storeEncoding: 'view' }) as unknown as Db;
  }
  try {
    await db.open();
  } catch (err) {
    throw opts.path !== undefined ? storeOpenError(opts.path, err) : err;
  }
  return db;
}

export async function closeDatabase(db: Db): Promise<void> {
  if (db.status === 'open' || db.status === 'opening') await db.close();
}
