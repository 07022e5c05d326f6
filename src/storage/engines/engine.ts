// Which engine a store directory belongs to. The two engines cannot share a directory: RocksDB
// opens a LevelDB directory and rewrites its manifest in its own format (after which LevelDB
// cannot read it), and LevelDB refuses RocksDB's files as corrupt. So the engine is recorded in
// the directory (the file STORE-ENGINE, written after the first successful open) and checked
// before either engine touches it. A directory written before the file existed is recognised by
// its files: RocksDB always writes IDENTITY and OPTIONS-<n>, LevelDB neither; CURRENT alone
// (the pointer to the manifest, which both write) means LevelDB.
import { open, readFile, readdir, rename } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { StoreOpenError } from '../open-errors.js';

export const STORAGE_ENGINES = ['leveldb', 'rocksdb'] as const;
export type StorageEngine = (typeof STORAGE_ENGINES)[number];

/** The engine of a new store when none is named (node.storageEngine's default): see
 * docs/decisions.md, "Storage engine", for the figures that decided it. */
export const DEFAULT_ENGINE: StorageEngine = 'leveldb';

export const ENGINE_MARKER = 'STORE-ENGINE';

const ENGINE_NAMES: Readonly<Record<StorageEngine, string>> = { leveldb: 'LevelDB', rocksdb: 'RocksDB' };

function isEngine(text: string): text is StorageEngine {
  return (STORAGE_ENGINES as readonly string[]).includes(text);
}

/** The engine the directory's files say, or undefined for an empty or new directory. */
export async function detectEngine(dir: string): Promise<StorageEngine | undefined> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as { code?: unknown }).code === 'ENOENT') return undefined;
    throw err;
  }
  if (names.includes('IDENTITY') || names.some((n) => n.startsWith('OPTIONS-'))) return 'rocksdb';
  if (names.includes('CURRENT')) return 'leveldb';
  return undefined;
}

/** The engine recorded in the directory (marker first, then its files); undefined when new. */
export async function storedEngine(dir: string): Promise<StorageEngine | undefined> {
  let text: string;
  try {
    text = (await readFile(join(dir, ENGINE_MARKER), 'utf8')).trim();
  } catch (err) {
    if ((err as { code?: unknown }).code === 'ENOENT') return detectEngine(dir);
    throw err;
  }
  if (isEngine(text)) return text;
  const path = resolve(dir);
  throw new StoreOpenError(path, 'ENGINE', `cannot open the data directory ${path}: its ${ENGINE_MARKER} file names no known storage engine ('${text}'; known: ${STORAGE_ENGINES.join(', ')}) (ENGINE)`);
}

/** Throws a StoreOpenError naming both engines when the directory belongs to another engine. */
export async function checkEngine(dir: string, engine: StorageEngine): Promise<void> {
  const stored = await storedEngine(dir);
  if (stored === undefined || stored === engine) return;
  const path = resolve(dir);
  throw new StoreOpenError(
    path,
    'ENGINE',
    `cannot open the data directory ${path}: it holds a ${ENGINE_NAMES[stored]} store (${stored}) and node.storageEngine is ${engine}; ` +
      `set node.storageEngine=${stored}, or point node.dataDir elsewhere to start a new ${engine} store (ENGINE)`,
  );
}

/** Records the engine of a store just opened (written aside and renamed: never half a file). */
export async function recordEngine(dir: string, engine: StorageEngine): Promise<void> {
  const marker = join(dir, ENGINE_MARKER);
  try {
    if ((await readFile(marker, 'utf8')).trim() === engine) return;
  } catch (err) {
    if ((err as { code?: unknown }).code !== 'ENOENT') throw err;
  }
  const aside = `${marker}.${process.pid}.tmp`;
  const handle = await open(aside, 'w');
  try {
    await handle.writeFile(`${engine}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(aside, marker);
}
