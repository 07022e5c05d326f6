// Why a store directory cannot be opened, said in one line that names the path and the reason.
//
// classic-level reports every open failure as `LEVEL_DATABASE_NOT_OPEN: Database failed to open`;
// the reason hides in its `cause`: `LEVEL_LOCKED` when another process holds the LOCK file, or a
// `LEVEL_IO_ERROR` whose message ends in the OS's strerror text ("IO error: /x/LOCK: Read-only file
// system"). The RocksDB engine's errors have the same codes, with longer messages ("IO error: While
// open a file for appending: /x/000004.log: No space left on device"). Node's recursive mkdir is no better: on a read-only file system it reports ENOENT for a
// directory that does not exist yet. So `prepareStoreDir` creates the directory one level at a
// time and writes, syncs and removes a small probe file, which surfaces EACCES, EROFS and ENOSPC
// with their real errno before LevelDB is asked; `storeOpenError` translates what is left (the
// lock, and IO errors met by LevelDB itself) into a StoreOpenError.
import { mkdir, open, stat, unlink } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { StorageError, StorageErrorCode } from './errors.js';

/** LOCKED: another process holds the database's LOCK file (another node on the same data dir).
 * CORRUPT: the engine found the files damaged. IO: an IO error without a recognisable OS reason.
 * ENGINE: the directory belongs to the other storage engine (engines/engine.ts).
 * Anything else is the errno name (EACCES, EROFS, ENOSPC, ENOTDIR, ...). */
export type StoreOpenReason = 'LOCKED' | 'CORRUPT' | 'IO' | 'ENGINE' | `E${string}`;

export class StoreOpenError extends StorageError {
  constructor(
    /** The directory that was being opened. */
    readonly path: string,
    readonly reason: StoreOpenReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(StorageErrorCode.OPEN_FAILED, message, options);
  }
}

/** What an operator reads for each reason; other errnos use the OS's own text. */
const REASON_TEXT: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  ENOTDIR: 'not a directory',
  ENOENT: 'no such file or directory',
  EMFILE: 'too many open files',
  EIO: 'input/output error',
};

/** strerror texts (glibc) that LevelDB puts in its IO error messages, back to their errno. */
const STRERROR: ReadonlyArray<readonly [string, string]> = [
  ['read-only file system', 'EROFS'],
  ['no space left on device', 'ENOSPC'],
  ['disk quota exceeded', 'EDQUOT'],
  ['permission denied', 'EACCES'],
  ['operation not permitted', 'EPERM'],
  ['not a directory', 'ENOTDIR'],
  ['no such file or directory', 'ENOENT'],
  ['too many open files', 'EMFILE'],
  ['input/output error', 'EIO'],
];

/** Reasons about the file system as a whole: the file LevelDB tripped on adds nothing. */
const WHOLE_FS = new Set(['EROFS', 'ENOSPC', 'EDQUOT', 'LOCKED']);

interface Described {
  readonly reason: StoreOpenReason;
  /** The file or directory the failing operation was on, when known. */
  readonly at?: string;
  /** The underlying message, for reasons without a fixed text. */
  readonly detail?: string;
}

/** The message: `cannot open the data directory <path>: <what> (<reason>)`. */
function format(path: string, d: Described): string {
  const head = `cannot open the data directory ${path}: `;
  if (d.reason === 'LOCKED') return `${head}it is in use by another process (LOCK held)`;
  if (d.reason === 'CORRUPT') return `${head}the database is damaged: ${d.detail ?? 'corruption'} (CORRUPT)`;
  let what = REASON_TEXT[d.reason] ?? d.detail ?? 'input/output error';
  if (d.reason === 'EACCES' || d.reason === 'EPERM') {
    // Usually the node runs as a service user the directory does not belong to: say which.
    const uid = process.getuid?.();
    if (uid !== undefined) what += ` for uid ${uid}`;
  }
  if (d.at !== undefined && !WHOLE_FS.has(d.reason) && resolve(d.at) !== resolve(path)) what += ` on ${d.at}`;
  return `${head}${what} (${d.reason})`;
}

function isErrno(code: unknown): code is `E${string}` {
  return typeof code === 'string' && /^E[A-Z0-9]+$/.test(code);
}

/** Node's fs messages: "EACCES: permission denied, mkdir '/x'" -> "permission denied". */
function osText(message: string): string {
  const m = /^E[A-Z0-9]+: ([^,]+)/.exec(message);
  return m?.[1] ?? message;
}

/** "IO error: lock /x/LOCK: Resource temporarily unavailable" -> the path and the OS text.
 * RocksDB puts what it was doing before the path ("IO error: While open a file for appending:
 * /x/000004.log: No space left on device"): the path is then the part from the last ": /". */
function splitLevelIoMessage(message: string): { at?: string; text: string } {
  const body = message.replace(/^IO error:\s*/, '').replace(/^lock\s+/, '');
  const sep = body.lastIndexOf(': ');
  if (sep < 0) return { text: body };
  let at = body.slice(0, sep);
  const pathStart = at.lastIndexOf(': /');
  if (!at.startsWith('/') && pathStart >= 0) at = at.slice(pathStart + 2);
  return { at, text: body.slice(sep + 2) };
}

function describe(err: unknown): Described {
  const e = err as { code?: unknown; message?: unknown; path?: unknown; cause?: unknown } | null;
  if (e === null || typeof e !== 'object') return { reason: 'IO', detail: String(err) };
  // classic-level wraps the real failure; the cause carries it.
  if (e.code === 'LEVEL_DATABASE_NOT_OPEN' && e.cause !== undefined) return describe(e.cause);
  const message = typeof e.message === 'string' ? e.message : String(err);
  if (e.code === 'LEVEL_LOCKED') return { reason: 'LOCKED' };
  if (e.code === 'LEVEL_CORRUPTION') return { reason: 'CORRUPT', detail: message };
  if (isErrno(e.code)) {
    return { reason: e.code, detail: osText(message), ...(typeof e.path === 'string' ? { at: e.path } : {}) };
  }
  // LEVEL_IO_ERROR (or an unknown shape): the OS reason is the strerror text at the end.
  const { at, text } = splitLevelIoMessage(message);
  const lower = text.toLowerCase();
  const known = STRERROR.find(([s]) => lower.includes(s));
  return { reason: known ? (known[1] as StoreOpenReason) : 'IO', detail: text, ...(at !== undefined ? { at } : {}) };
}

/** The StoreOpenError for a failure to prepare or open the store at `path` (returned as is when
 * it already is one). */
export function storeOpenError(path: string, err: unknown): StoreOpenError {
  if (err instanceof StoreOpenError) return err;
  // Absolute: a relative node.dataDir says little in a service's log.
  const dir = resolve(path);
  const d = describe(err);
  return new StoreOpenError(dir, d.reason, format(dir, d), { cause: err });
}

/** Creates `dir` like `mkdir -p`, but one level at a time with plain mkdir so each failure keeps
 * its real errno (a recursive mkdir reports ENOENT on a read-only file system). */
async function makeDirs(dir: string): Promise<void> {
  try {
    if ((await stat(dir)).isDirectory()) return;
    throw Object.assign(new Error(`ENOTDIR: not a directory, '${dir}'`), { code: 'ENOTDIR', path: dir });
  } catch (err) {
    if ((err as { code?: unknown }).code !== 'ENOENT') throw err;
  }
  const parent = dirname(dir);
  if (parent !== dir) await makeDirs(parent);
  try {
    await mkdir(dir);
  } catch (err) {
    // Created meanwhile (another process): fine if it is a directory.
    if ((err as { code?: unknown }).code !== 'EEXIST' || !(await stat(dir)).isDirectory()) throw err;
  }
}

/** Makes sure `path` is a directory this process can write to, creating it if needed: writes,
 * syncs and removes a small probe file, so a read-only file system, a full disk or a missing
 * permission is reported with its errno and the path before LevelDB is asked. Throws a
 * StoreOpenError. */
export async function prepareStoreDir(path: string): Promise<void> {
  const dir = resolve(path);
  try {
    await makeDirs(dir);
    // A unique name: two processes probing the same directory never meet.
    const probe = join(dir, `.write-probe-${process.pid}-${randomBytes(4).toString('hex')}`);
    try {
      const handle = await open(probe, 'wx');
      try {
        // One page of data: on a full file system an empty file may still be created.
        await handle.write(new Uint8Array(4096));
        await handle.sync();
      } finally {
        await handle.close().catch(() => undefined);
        await unlink(probe).catch(() => undefined);
      }
    } catch (err) {
      // The probe's name means nothing to an operator: the directory is what failed.
      if (err !== null && typeof err === 'object' && 'path' in err) (err as { path: string }).path = dir;
      throw err;
    }
  } catch (err) {
    throw storeOpenError(path, err);
  }
}
