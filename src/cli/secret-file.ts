// Forging key files: one secret phrase in a file only the node's user can open. `keys new`
// writes them; `keys show` and the node (node.forgingSecretFiles) read them with readSecretFile,
// so the permission rule is the same everywhere (docs/networks.md, "Key files").
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { accountIdFromPublicKey } from '../domain/account-id.js';
import { keyPairFromSecret } from '../domain/crypto.js';
import { encodeRS } from '../domain/reed-solomon.js';

export type SecretFileErrorCode = 'UNREADABLE' | 'NOT_PRIVATE' | 'BAD_CONTENT';

/** Why a key file was refused. The message names the file and never holds any of its content. */
export class SecretFileError extends Error {
  constructor(
    readonly code: SecretFileErrorCode,
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = 'SecretFileError';
  }
}

export interface SecretFileKey {
  readonly secretPhrase: string;
  readonly publicKey: Uint8Array;
  readonly accountId: bigint;
  readonly accountRS: string;
}

/** A phrase is short; anything this large is not a key file (and is not read into memory). */
export const MAX_SECRET_FILE_BYTES = 1024;

/** Permission bits a key file may have: none for group or others. */
export const SECRET_FILE_MODE = 0o600;

/**
 * Reads a key file: refused unless it is a regular file with no permission bits for group or
 * others (mode & 0o077 == 0; not checked on Windows, which has no such bits), holding one line:
 * the secret phrase, optionally followed by one line ending. The key is the node's own derivation
 * (keyPairFromSecret: seed = SHA-256 of the phrase's UTF-8 bytes). The mode is checked on the
 * opened file (fstat), so the file read is the file checked.
 */
export function readSecretFile(path: string): SecretFileKey {
  let fd: number;
  try {
    // Non-blocking, so a FIFO named by mistake is refused (not a regular file) instead of
    // hanging the start until something writes to it.
    fd = openSync(path, process.platform === 'win32' ? 'r' : constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    throw new SecretFileError('UNREADABLE', path, `cannot read '${path}': ${errnoText(e)}`);
  }
  let text: string;
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new SecretFileError('UNREADABLE', path, `'${path}' is not a regular file`);
    const mode = stats.mode & 0o777;
    if (process.platform !== 'win32' && (mode & 0o077) !== 0) {
      throw new SecretFileError('NOT_PRIVATE', path, `'${path}' is open to other users (mode ${mode.toString(8).padStart(4, '0')}); a key file must be private to its owner: chmod 600 ${path}`);
    }
    if (stats.size > MAX_SECRET_FILE_BYTES) throw new SecretFileError('BAD_CONTENT', path, `'${path}' is ${stats.size} bytes: not a key file (one secret phrase, at most ${MAX_SECRET_FILE_BYTES} bytes)`);
    const buf = Buffer.alloc(MAX_SECRET_FILE_BYTES + 1);
    let length = 0;
    for (let n = 1; n > 0 && length < buf.length; length += n) n = readSync(fd, buf, length, buf.length - length, null);
    if (length > MAX_SECRET_FILE_BYTES) throw new SecretFileError('BAD_CONTENT', path, `'${path}' is over ${MAX_SECRET_FILE_BYTES} bytes: not a key file`);
    text = buf.subarray(0, length).toString('utf8');
    buf.fill(0);
  } catch (e) {
    if (e instanceof SecretFileError) throw e;
    throw new SecretFileError('UNREADABLE', path, `cannot read '${path}': ${errnoText(e)}`);
  } finally {
    closeSync(fd);
  }
  const secretPhrase = phraseOf(path, text);
  const { publicKey } = keyPairFromSecret(secretPhrase);
  const accountId = accountIdFromPublicKey(publicKey);
  return { secretPhrase, publicKey, accountId, accountRS: encodeRS(accountId) };
}

/** The phrase: the text without one final line ending. Refused (with no word of the content):
 * empty, several lines, or whitespace at either end, which would silently derive another key
 * than the one the phrase was written down for. */
function phraseOf(path: string, text: string): string {
  const phrase = text.endsWith('\r\n') ? text.slice(0, -2) : text.endsWith('\n') ? text.slice(0, -1) : text;
  if (phrase.length === 0) throw new SecretFileError('BAD_CONTENT', path, `'${path}' is empty: a key file holds one secret phrase`);
  if (/[\r\n]/.test(phrase)) throw new SecretFileError('BAD_CONTENT', path, `'${path}' has more than one line: a key file holds one secret phrase on one line`);
  if (phrase.trim() !== phrase) throw new SecretFileError('BAD_CONTENT', path, `'${path}' has spaces at the start or end of its phrase: remove them (they would give another key)`);
  return phrase;
}

function errnoText(err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code;
  const words: Record<string, string> = { ENOENT: 'no such file', EACCES: 'permission denied', EISDIR: 'a directory', ENOTDIR: 'a directory in the path is a file' };
  if (code === undefined) return (err as Error).message;
  return `${words[code] ?? (err as Error).message} (${code})`;
}
