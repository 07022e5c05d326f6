// Opening the key-value store: on disk when a path is given, with the engine of
// node.storageEngine (classic-level's LevelDB, or RocksDB through engines/rocksdb.ts), and
// memory-level otherwise (unit tests). Keys and values are raw Uint8Arrays ('view' encodings) so
// records go to the store without transcoding. Both disk engines are abstract-level 3 databases,
// so the rest of the node sees one Db type. A store directory is prepared and probed before the
// engine opens it, must belong to that engine (engines/engine.ts), and open failures are
// StoreOpenErrors naming the path and the reason (open-errors.ts).

import { ClassicLevel } from 'classic-level';
import { MemoryLevel } from 'memory-level';
import type { AbstractLevel } from 'abstract-level';
import { StorageDefaults } from './options.js';
import { prepareStoreDir, storeOpenError } from './open-errors.js';
import { DEFAULT_ENGINE, checkEngine, recordEngine, type StorageEngine } from './engines/engine.js';

export type Db = AbstractLevel<Uint8Array, Uint8Array, Uint8Array>;
export { DEFAULT_ENGINE, STORAGE_ENGINES, type StorageEngine } from './engines/engine.js';

export interface DatabaseOptions {
  /** Directory of the store; omit for an in-memory store. */
  readonly path?: string;
  /** The engine of a store on disk; default DEFAULT_ENGINE. */
  readonly engine?: StorageEngine;
  readonly cacheSize?: number;
  readonly writeBufferSize?: number;
}

export async function openDatabase(opts: DatabaseOptions = {}): Promise<Db> {
  if (opts.path === undefined) {
    // storeEncoding 'view' keeps the Uint8Arrays as given (no Buffer conversion per key).
    const db = new MemoryLevel<Uint8Array, Uint8Array>({ keyEncoding: 'view', valueEncoding: 'view', storeEncoding: 'view' }) as unknown as Db;
    await db.open();
    return db;
  }
  const path = opts.path;
  const engine = opts.engine ?? DEFAULT_ENGINE;
  const cacheSize = opts.cacheSize ?? StorageDefaults.cacheSize;
  const writeBufferSize = opts.writeBufferSize ?? StorageDefaults.writeBufferSize;
  await prepareStoreDir(path);
  let db: Db | undefined;
  try {
    await checkEngine(path, engine);
    if (engine === 'rocksdb') {
      // Loaded on demand: a LevelDB node never maps the RocksDB library.
      const { RocksStore } = await import('./engines/rocksdb.js');
      db = new RocksStore(path, { cacheSize, writeBufferSize }) as unknown as Db;
    } else {
      db = new ClassicLevel<Uint8Array, Uint8Array>(path, { keyEncoding: 'view', valueEncoding: 'view', cacheSize, writeBufferSize }) as unknown as Db;
    }
    await db.open();
    await recordEngine(path, engine);
  } catch (err) {
    if (db !== undefined) await closeDatabase(db).catch(() => undefined);
    throw storeOpenError(path, err);
  }
  return db;
}

export async function closeDatabase(db: Db): Promise<void> {
  if (db.status === 'open' || db.status === 'opening') await db.close();
}
