// `keys new|show` and readSecretFile: private from creation, never printing the phrase, and the
// same permission rule the node applies to node.forgingSecretFiles.
import { afterEach, describe, it, expect } from '@jest/globals';
import { chmodSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { runKeysCommand, readSecretFile, SecretFileError } from '../../src/cli/keys-command.js';
import { keyPairFromSecret } from '../../src/domain/crypto.js';
import { accountIdFromPublicKey } from '../../src/domain/account-id.js';
import { encodeRS } from '../../src/domain/reed-solomon.js';
import { toHex } from '../../src/domain/hex.js';
import { recordingIO, type RecordingIO } from './io.js';

let io: RecordingIO;
afterEach(() => io.remove());

const posix = process.platform !== 'win32';

describe('keys new', () => {
  it('writes a 0600 file holding a 256-bit phrase and prints only public facts', async () => {
    io = recordingIO();
    expect(await runKeysCommand(['new', '--out', 'forger.key'], io)).toBe(0);
    const file = io.path('forger.key');
    if (posix) expect(statSync(file).mode & 0o777).toBe(0o600);
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^[0-9a-f]{64}\n$/);
    const phrase = text.trim();
    expect(io.all()).not.toContain(phrase);
    const pk = keyPairFromSecret(phrase).publicKey;
    const id = accountIdFromPublicKey(pk);
    expect(io.out.join('\n')).toContain(`publicKey: ${toHex(pk)}`);
    expect(io.out.join('\n')).toContain(`account:   ${id}`);
    expect(io.out.join('\n')).toContain(`address:   ${encodeRS(id)}`);
    expect(io.err).toEqual([]);
  });

  (posix ? it : it.skip)('is 0600 whatever the umask, and --force leaves no temporary file behind', async () => {
    io = recordingIO();
    const old = process.umask(0);
    try {
      expect(await runKeysCommand(['new', '--out', 'u.key'], io)).toBe(0);
      expect(await runKeysCommand(['new', '--out', 'u.key', '--force'], io)).toBe(0);
    } finally {
      process.umask(old);
    }
    expect(statSync(io.path('u.key')).mode & 0o777).toBe(0o600);
    expect(readdirSync(io.cwd)).toEqual(['u.key']);
  });

  it('makes a different phrase every time', async () => {
    io = recordingIO();
    await runKeysCommand(['new', '--out', 'a.key'], io);
    await runKeysCommand(['new', '--out', 'b.key'], io);
    expect(readFileSync(io.path('a.key'), 'utf8')).not.toBe(readFileSync(io.path('b.key'), 'utf8'));
  });

  it('refuses to overwrite without --force; --force replaces with a new private file', async () => {
    io = recordingIO();
    writeFileSync(io.path('old.key'), 'old phrase\n', { mode: 0o644 });
    expect(await runKeysCommand(['new', '--out', 'old.key'], io)).toBe(1);
    expect(io.err.join('\n')).toMatch(/'old.key' exists.*--force/);
    expect(readFileSync(io.path('old.key'), 'utf8')).toBe('old phrase\n');

    expect(await runKeysCommand(['new', '--out', 'old.key', '--force'], io)).toBe(0);
    const text = readFileSync(io.path('old.key'), 'utf8');
    expect(text).not.toBe('old phrase\n');
    // The old file's 0644 did not carry over: the new key was private from its first byte.
    if (posix) expect(statSync(io.path('old.key')).mode & 0o777).toBe(0o600);
    expect(io.all()).not.toContain(text.trim());
  });

  it('usage errors exit 2; --help exits 0', async () => {
    io = recordingIO();
    expect(await runKeysCommand(['new'], io)).toBe(2);
    expect(io.err.join('\n')).toMatch(/--out FILE is required/);
    expect(await runKeysCommand(['new', '--out'], io)).toBe(2);
    expect(await runKeysCommand(['new', '--out', 'x', '--bogus'], io)).toBe(2);
    expect(await runKeysCommand(['bogus'], io)).toBe(2);
    expect(await runKeysCommand(['new', '--help'], io)).toBe(0);
    expect(await runKeysCommand(['show', '--help'], io)).toBe(0);
    expect(io.out.join('\n')).toMatch(/mode 0600/);
  });
});

describe('keys show and readSecretFile', () => {
  it('show prints what new printed', async () => {
    io = recordingIO();
    await runKeysCommand(['new', '--out', 'k.key'], io);
    const made = io.out.join('\n');
    io.out.length = 0;
    expect(await runKeysCommand(['show', 'k.key'], io)).toBe(0);
    expect(made).toContain(io.out.join('\n'));
    const key = readSecretFile(io.path('k.key'));
    expect(key.secretPhrase).toBe(readFileSync(io.path('k.key'), 'utf8').trim());
    expect(key.publicKey).toEqual(keyPairFromSecret(key.secretPhrase).publicKey);
    expect(key.accountId).toBe(accountIdFromPublicKey(key.publicKey));
    expect(key.accountRS).toBe(encodeRS(key.accountId));
  });

  (posix ? it : it.skip)('refuses a file open to group or others, saying chmod 600', async () => {
    io = recordingIO();
    writeFileSync(io.path('open.key'), 'my secret words\n', { mode: 0o600 });
    for (const mode of [0o644, 0o640, 0o604, 0o660, 0o602]) {
      chmodSync(io.path('open.key'), mode);
      expect(await runKeysCommand(['show', 'open.key'], io)).toBe(1);
      expect(() => readSecretFile(io.path('open.key'))).toThrow(SecretFileError);
    }
    expect(io.err.join('\n')).toContain('chmod 600 open.key');
    expect(io.err.join('\n')).toContain('mode 0644');
    expect(io.all()).not.toContain('my secret words');
    let error: SecretFileError | undefined;
    try {
      readSecretFile(io.path('open.key'));
    } catch (e) {
      error = e as SecretFileError;
    }
    expect(error!.code).toBe('NOT_PRIVATE');
    expect(error!.message).toContain(`chmod 600 ${io.path('open.key')}`);
    chmodSync(io.path('open.key'), 0o400);
    expect(readSecretFile(io.path('open.key')).secretPhrase).toBe('my secret words');
  });

  it('reads one line; refuses empty, several lines, surrounding spaces, directories, missing files', () => {
    io = recordingIO();
    const file = (name: string, text: string) => {
      writeFileSync(io.path(name), text, { mode: 0o600 });
      return io.path(name);
    };
    expect(readSecretFile(file('crlf', 'words here\r\n')).secretPhrase).toBe('words here');
    expect(readSecretFile(file('bare', 'words here')).secretPhrase).toBe('words here');
    const code = (path: string) => {
      try {
        readSecretFile(path);
        return 'read';
      } catch (e) {
        expect(e).toBeInstanceOf(SecretFileError);
        expect((e as Error).message).not.toContain('secret words');
        return (e as SecretFileError).code;
      }
    };
    expect(code(file('empty', '\n'))).toBe('BAD_CONTENT');
    expect(code(file('two', 'secret words\nmore\n'))).toBe('BAD_CONTENT');
    expect(code(file('spaces', ' secret words\n'))).toBe('BAD_CONTENT');
    expect(code(file('big', 'x'.repeat(2000)))).toBe('BAD_CONTENT');
    expect(code(io.cwd)).toBe('UNREADABLE');
    expect(code(io.path('missing'))).toBe('UNREADABLE');
  });
});
