// Store open failures name the path and the reason: the translation of the engines' (classic-level's
// and RocksDB's) and the file system's errors (synthetic errors, every case), then the real thing
// on both engines: the LOCK held by a second open of the same directory, a data dir that is a
// file, and, where this process may mount a tmpfs (root), a read-only file system (empty, and
// holding a store) and a full one.
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { closeDatabase, openDatabase, STORAGE_ENGINES, type StorageEngine } from '../../src/storage/db.js';
import { StorageError, StorageErrorCode } from '../../src/storage/errors.js';
import { StoreOpenError, prepareStoreDir, storeOpenError } from '../../src/storage/open-errors.js';
import { fillUp, mountTmpfs, remountReadOnly, unmountAll, whyNoTmpfs } from '../helpers/tmpfs.js';

/** Tests that need a tmpfs mount: skipped (and shown as such) where mounting is not permitted. */
const itMounted = whyNoTmpfs() === null ? it : it.skip;

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'open-errors-'));
  dirs.push(dir);
  return dir;
}

afterAll(async () => {
  unmountAll();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** What classic-level throws: LEVEL_DATABASE_NOT_OPEN with the real failure as its cause. */
function levelError(code: string, message: string): Error {
  const cause = Object.assign(new Error(message), { code });
  return Object.assign(new Error('Database failed to open', { cause }), { code: 'LEVEL_DATABASE_NOT_OPEN' });
}

/** What node:fs throws. */
function errnoError(code: string, text: string, syscall: string, path: string): Error {
  return Object.assign(new Error(`${code}: ${text}, ${syscall} '${path}'`), { code, syscall, path });
}

async function openError(path: string, engine?: StorageEngine): Promise<StoreOpenError> {
  const err = await openDatabase({ path, ...(engine !== undefined ? { engine } : {}) }).then(
    async (db) => {
      await closeDatabase(db);
      return null;
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(StoreOpenError);
  return err as StoreOpenError;
}

describe('storeOpenError', () => {
  const dir = '/srv/totem/data/chain';
  const head = `cannot open the data directory ${dir}: `;
  const uid = process.getuid?.();
  const forUid = uid === undefined ? '' : ` for uid ${uid}`;

  it.each([
    ['the LOCK held by another process', levelError('LEVEL_LOCKED', `IO error: lock ${dir}/LOCK: Resource temporarily unavailable`),
      'LOCKED', 'it is in use by another process (LOCK held)'],
    ['the LOCK held in this process', levelError('LEVEL_LOCKED', `IO error: lock ${dir}/LOCK: already held by process`),
      'LOCKED', 'it is in use by another process (LOCK held)'],
    ['a read-only file system met by LevelDB', levelError('LEVEL_IO_ERROR', `IO error: ${dir}/LOCK: Read-only file system`),
      'EROFS', 'read-only file system (EROFS)'],
    ['a full disk met by LevelDB', levelError('LEVEL_IO_ERROR', `IO error: ${dir}/MANIFEST-000001: No space left on device`),
      'ENOSPC', 'no space left on the device (ENOSPC)'],
    ['a quota met by LevelDB', levelError('LEVEL_IO_ERROR', `IO error: ${dir}/000005.log: Disk quota exceeded`),
      'EDQUOT', 'disk quota exceeded (EDQUOT)'],
    ['a read-only LOCK file', levelError('LEVEL_IO_ERROR', `IO error: ${dir}/LOCK: Permission denied`),
      'EACCES', `permission denied${forUid} on ${dir}/LOCK (EACCES)`],
    // RocksDB (node.storageEngine=rocksdb) says what it was doing before the path.
    ['the LOCK held, met by RocksDB', levelError('LEVEL_LOCKED', `IO error: While lock file: ${dir}/LOCK: Resource temporarily unavailable`),
      'LOCKED', 'it is in use by another process (LOCK held)'],
    ['a full disk met by RocksDB', levelError('LEVEL_IO_ERROR', `IO error: While open a file for appending: ${dir}/000004.log: No space left on device`),
      'ENOSPC', 'no space left on the device (ENOSPC)'],
    ['a file RocksDB may not read', levelError('LEVEL_IO_ERROR', `IO error: While opening a file for sequentially reading: ${dir}/CURRENT: Permission denied`),
      'EACCES', `permission denied${forUid} on ${dir}/CURRENT (EACCES)`],
    ['an IO error without an OS reason', levelError('LEVEL_IO_ERROR', 'IO error: something odd'),
      'IO', 'something odd (IO)'],
    ['damaged files', levelError('LEVEL_CORRUPTION', 'Corruption: bad record length'),
      'CORRUPT', 'the database is damaged: Corruption: bad record length (CORRUPT)'],
    // classic-level's own recursive mkdir: the misleading ENOENT of a read-only file system is
    // avoided by prepareStoreDir; an ENOENT that does reach here is still named.
    ['an errno from classic-level\'s mkdir', levelError('ENOENT', `ENOENT: no such file or directory, mkdir '${dir}'`),
      'ENOENT', 'no such file or directory (ENOENT)'],
    ['EROFS from node:fs', errnoError('EROFS', 'read-only file system', 'mkdir', dir), 'EROFS', 'read-only file system (EROFS)'],
    ['ENOSPC from node:fs', errnoError('ENOSPC', 'no space left on device', 'write', dir), 'ENOSPC', 'no space left on the device (ENOSPC)'],
    ['EACCES from node:fs', errnoError('EACCES', 'permission denied', 'mkdir', dir), 'EACCES', `permission denied${forUid} (EACCES)`],
    ['EACCES on a parent', errnoError('EACCES', 'permission denied', 'stat', '/srv/totem'), 'EACCES', `permission denied${forUid} on /srv/totem (EACCES)`],
    ['another errno', errnoError('ELOOP', 'too many symbolic links encountered', 'stat', dir), 'ELOOP', 'too many symbolic links encountered (ELOOP)'],
  ])('%s', (_name, cause, reason, text) => {
    const e = storeOpenError(dir, cause);
    expect(e).toBeInstanceOf(StorageError);
    expect(e.code).toBe(StorageErrorCode.OPEN_FAILED);
    expect([e.path, e.reason, e.message]).toEqual([dir, reason, head + text]);
    expect(e.cause).toBe(cause);
  });

  it('names a relative path absolutely, and passes a StoreOpenError through', () => {
    const e = storeOpenError('data/chain', levelError('LEVEL_LOCKED', 'IO error: lock data/chain/LOCK: already held by process'));
    expect(e.path).toBe(resolve('data/chain'));
    expect(e.message).toContain(`cannot open the data directory ${resolve('data/chain')}: `);
    expect(storeOpenError('/elsewhere', e)).toBe(e);
  });
});

describe.each(STORAGE_ENGINES)('opening a %s store on disk', (engine) => {
  it('refuses a second open of the same directory: LOCK held', async () => {
    const path = join(await tempDir(), 'chain');
    const first = await openDatabase({ path, engine });
    try {
      const e = await openError(path, engine);
      expect([e.reason, e.message]).toEqual(['LOCKED', `cannot open the data directory ${path}: it is in use by another process (LOCK held)`]);
      // The first holder is not disturbed.
      await first.put(Uint8Array.of(1), Uint8Array.of(2));
    } finally {
      await closeDatabase(first);
    }
    await closeDatabase(await openDatabase({ path, engine }));
  });

  it('creates missing parents and leaves no probe file behind', async () => {
    const base = await tempDir();
    const path = join(base, 'a', 'b', 'chain');
    await closeDatabase(await openDatabase({ path, engine }));
    expect((await readdir(path)).filter((f) => f.includes('probe'))).toEqual([]);
    await prepareStoreDir(base);
    expect(await readdir(base)).toEqual(['a']);
  });

  it('names a data dir that is a file, or lies under one: ENOTDIR', async () => {
    const file = join(await tempDir(), 'not-a-dir');
    await writeFile(file, 'x');
    expect((await openError(file, engine)).message).toBe(`cannot open the data directory ${file}: not a directory (ENOTDIR)`);
    expect((await openError(join(file, 'chain'), engine)).reason).toBe('ENOTDIR');
  });
});

describe.each(STORAGE_ENGINES)('opening a %s store on a read-only or full file system (tmpfs)', (engine) => {
  // Each mount needs root; where it is refused these are skipped and the synthetic EROFS/ENOSPC
  // cases above are what covers the translation.
  async function mounted(options: string): Promise<string> {
    const dir = await tempDir();
    const why = mountTmpfs(dir, options);
    if (why !== null) throw new Error(`tmpfs ${options}: ${why}`);
    return dir;
  }

  itMounted('an empty read-only file system is EROFS, not a misleading ENOENT', async () => {
    const mount = await mounted('ro,size=64k');
    const path = join(mount, 'data', 'chain');
    const e = await openError(path, engine);
    expect([e.reason, e.message]).toEqual(['EROFS', `cannot open the data directory ${path}: read-only file system (EROFS)`]);
    expect((await openError(mount, engine)).reason).toBe('EROFS');
  });

  itMounted('a store on a file system remounted read-only is EROFS', async () => {
    const mount = await mounted('size=1m');
    const path = join(mount, 'chain');
    const db = await openDatabase({ path, engine });
    await db.put(Uint8Array.of(1), Uint8Array.of(1));
    await closeDatabase(db);
    remountReadOnly(mount);
    const e = await openError(path, engine);
    expect([e.reason, e.message]).toEqual(['EROFS', `cannot open the data directory ${path}: read-only file system (EROFS)`]);
  });

  itMounted('a full file system is ENOSPC, for a new store and an existing one', async () => {
    const mount = await mounted('size=256k');
    const existing = join(mount, 'old');
    await closeDatabase(await openDatabase({ path: existing, engine }));
    fillUp(mount);
    const fresh = join(mount, 'new', 'chain');
    const e = await openError(fresh, engine);
    expect([e.reason, e.message]).toEqual(['ENOSPC', `cannot open the data directory ${fresh}: no space left on the device (ENOSPC)`]);
    expect((await openError(existing, engine)).message).toBe(`cannot open the data directory ${existing}: no space left on the device (ENOSPC)`);
  });
});
