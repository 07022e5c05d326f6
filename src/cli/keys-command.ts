// `totem-node keys new|show`: forging key files (docs/networks.md, "Key files"). A key file holds
// one secret phrase; only public facts (public key, account id, address) are ever printed.
import { randomBytes } from 'node:crypto';
import { open, rename, unlink } from 'node:fs/promises';
import { dirname, basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { keyPairFromSecret } from '../domain/crypto.js';
import { accountIdFromPublicKey } from '../domain/account-id.js';
import { encodeRS } from '../domain/reed-solomon.js';
import { toHex } from '../domain/hex.js';
import { readSecretFile, SecretFileError, SECRET_FILE_MODE } from './secret-file.js';

export { readSecretFile, SecretFileError, type SecretFileKey, type SecretFileErrorCode } from './secret-file.js';

export interface CommandIO {
  stdout(s: string): void;
  stderr(s: string): void;
  /** Relative paths are resolved against this. */
  readonly cwd: string;
}

const USAGE = `usage: totem-node keys new --out FILE [--force]
       totem-node keys show FILE`;

const NEW_HELP = `usage: totem-node keys new --out FILE [--force]

Makes a new account: a random secret phrase (64 hex characters: 32 bytes from the system's
cryptographic random source) written to FILE, created with mode 0600 (no access for group or
others). Prints the account's public key, id and address, never the phrase.
  --out FILE   the key file to create (refused if it exists)
  --force      replace an existing FILE (written to a new private file, then renamed over it)
Keep a copy of the file offline: the phrase is the account, and cannot be recovered.`;

const SHOW_HELP = `usage: totem-node keys show FILE

Prints the public key, account id and address of the secret phrase in FILE. Refused when FILE is
open to group or others (fix with chmod 600 FILE), as the node refuses it for forging.`;

/** Exit status: 0 done, 1 refused or failed (the reason on stderr), 2 bad usage. */
export async function runKeysCommand(argv: string[], io: CommandIO): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === undefined || sub === '--help' || sub === '-h' || sub === 'help') {
    io.stdout(`${USAGE}\n\nkeys new --help and keys show --help tell more.`);
    return sub === undefined ? 2 : 0;
  }
  if (sub === 'new') return keysNew(rest, io);
  if (sub === 'show') return keysShow(rest, io);
  io.stderr(`totem-node keys: unknown command '${sub}'\n${USAGE}`);
  return 2;
}

const HELP_OPTION = { help: { type: 'boolean', short: 'h' } } as const;

/** What a usage error ends with: where the options are explained. */
function seeHelp(command: string): string {
  return `run 'totem-node ${command} --help' for the options`;
}

/** parseArgs, with its complaint (unknown option, missing value) as a usage error. */
function parse<T>(io: CommandIO, command: string, run: () => T): T | undefined {
  try {
    return run();
  } catch (e) {
    io.stderr(`totem-node ${command}: ${(e as Error).message}\n${seeHelp(command)}`);
    return undefined;
  }
}

async function keysNew(argv: string[], io: CommandIO): Promise<number> {
  const args = parse(io, 'keys new', () =>
    parseArgs({ args: argv, options: { out: { type: 'string' }, force: { type: 'boolean' }, ...HELP_OPTION }, allowPositionals: true, strict: true }),
  );
  if (args === undefined) return 2;
  if (args.values.help === true) {
    io.stdout(NEW_HELP);
    return 0;
  }
  const out = args.values.out;
  if (out === undefined || out === '' || args.positionals.length > 0) {
    io.stderr(`totem-node keys new: ${out === undefined || out === '' ? '--out FILE is required' : `unexpected argument '${args.positionals[0]}'`}\n${seeHelp('keys new')}`);
    return 2;
  }
  // 32 bytes of the system's CSPRNG as hex: 256 bits, and nothing for a wordlist to get wrong.
  const phrase = randomBytes(32).toString('hex');
  const path = resolve(io.cwd, out);
  try {
    await writePrivateFile(path, `${phrase}\n`, args.values.force === true);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    io.stderr(code === 'EEXIST' ? `totem-node keys new: '${out}' exists; it may hold an account's only key. Pass --force to replace it.` : `totem-node keys new: cannot write '${out}': ${(e as Error).message}`);
    return 1;
  }
  const publicKey = keyPairFromSecret(phrase).publicKey;
  io.stdout(`wrote a new secret phrase to ${out} (mode 0600); keep a copy offline: it is the account, and cannot be recovered`);
  io.stdout(describeKey(publicKey));
  return 0;
}

async function keysShow(argv: string[], io: CommandIO): Promise<number> {
  const args = parse(io, 'keys show', () => parseArgs({ args: argv, options: HELP_OPTION, allowPositionals: true, strict: true }));
  if (args === undefined) return 2;
  if (args.values.help === true) {
    io.stdout(SHOW_HELP);
    return 0;
  }
  if (args.positionals.length !== 1) {
    io.stderr(`totem-node keys show: ${args.positionals.length === 0 ? 'FILE is required' : 'one FILE only'}\n${seeHelp('keys show')}`);
    return 2;
  }
  const file = args.positionals[0]!;
  try {
    const key = readSecretFile(resolve(io.cwd, file));
    io.stdout(describeKey(key.publicKey));
    return 0;
  } catch (e) {
    if (!(e instanceof SecretFileError)) throw e;
    // The message names the resolved path; say it with the name the operator typed.
    io.stderr(`totem-node keys show: ${e.message.split(e.path).join(file)}`);
    return 1;
  }
}

function describeKey(publicKey: Uint8Array): string {
  const id = accountIdFromPublicKey(publicKey);
  return [`publicKey: ${toHex(publicKey)}`, `account:   ${id}`, `address:   ${encodeRS(id)}`].join('\n');
}

/**
 * Writes `text` to a file that is private from its creation: opened with O_EXCL and mode 0600,
 * so it is never readable by others even for an instant. Without `replace` an existing file is
 * refused (EEXIST). With it, a new private file beside the target is renamed over it: the
 * target's old permissions cannot leak into the new key, and a crash leaves either file whole.
 */
export async function writePrivateFile(path: string, text: string, replace: boolean): Promise<void> {
  const target = replace ? join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`) : path;
  const handle = await open(target, 'wx', SECRET_FILE_MODE);
  try {
    // The umask can only take bits away; set exactly 0600 so the owner can read it back.
    await handle.chmod(SECRET_FILE_MODE);
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } catch (e) {
    await handle.close();
    await unlink(target).catch(() => undefined);
    throw e;
  }
  await handle.close();
  if (!replace) return;
  try {
    await rename(target, path);
  } catch (e) {
    await unlink(target).catch(() => undefined);
    throw e;
  }
}
