// The miner's command line: options checked one by one with a message naming the bad one, and
// the secret phrase from the environment or a file.
import { readFileSync } from 'node:fs';
import { parseArgs as parseNodeArgs } from 'node:util';
import { DEFAULT_COUNT, DEFAULT_NODE, DEFAULT_POLL_SECONDS, MAX_THREADS, SECRET_ENV, UsageError, defaultThreads, type MinerOptions } from './options.js';

export type ParsedArgs = { readonly help: true } | { readonly help: false; readonly options: MinerOptions; readonly secretPhrase: string };

const U64_MAX = (1n << 64n) - 1n;
const I64_MAX = (1n << 63n) - 1n;

function decimal(value: string | undefined, name: string, max: bigint): bigint {
  if (value === undefined) throw new UsageError(`--${name} is required`);
  if (!/^\d{1,20}$/.test(value)) throw new UsageError(`--${name} must be a positive whole number, got "${value}"`);
  const n = BigInt(value);
  if (n <= 0n || n > max) throw new UsageError(`--${name} must be between 1 and ${max}, got ${value}`);
  return n;
}

function integer(value: string | undefined, name: string, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1 || Number(value) > max) throw new UsageError(`--${name} must be a whole number from 1 to ${max}, got "${value}"`);
  return Number(value);
}

function seconds(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n <= 0 || n > 3600) throw new UsageError(`--${name} must be a number of seconds above 0 and at most 3600, got "${value}"`);
  return n;
}

function nodeUrl(value: string | undefined): string {
  const raw = value ?? DEFAULT_NODE;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`--node must be a URL such as ${DEFAULT_NODE}, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--node must be an http or https URL, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

/** The secret phrase: the file's content without its trailing line break, else the variable. */
function secretPhrase(file: string | undefined, env: NodeJS.ProcessEnv): string {
  let phrase: string | undefined;
  if (file !== undefined) {
    try {
      phrase = readFileSync(file, 'utf8').replace(/[\r\n]+$/, '');
    } catch (err) {
      throw new UsageError(`cannot read --secret-phrase-file ${file}: ${(err as NodeJS.ErrnoException).code ?? 'error'}`);
    }
    if (phrase === '') throw new UsageError(`--secret-phrase-file ${file} is empty`);
    return phrase;
  }
  phrase = env[SECRET_ENV];
  if (phrase === undefined || phrase === '') throw new UsageError(`no secret phrase: set ${SECRET_ENV} or give --secret-phrase-file <path>`);
  return phrase;
}

export function parseMinerArgs(argv: readonly string[], env: NodeJS.ProcessEnv): ParsedArgs {
  // Refused by name, before anything else: a phrase typed on the command line is already in the
  // shell history, and the user should learn why rather than read "unknown option".
  if (argv.some((a) => /^--secret-?phrase(=|$)/i.test(a))) {
    throw new UsageError(`the secret phrase is never taken from the command line (ps and the shell history would show it): set ${SECRET_ENV} or give --secret-phrase-file <path>`);
  }
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseNodeArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        currency: { type: 'string' },
        units: { type: 'string' },
        node: { type: 'string' },
        threads: { type: 'string' },
        count: { type: 'string' },
        'poll-seconds': { type: 'string' },
        'secret-phrase-file': { type: 'string' },
        help: { type: 'boolean' },
      },
    }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (values['help'] === true) return { help: true };
  const str = (name: string) => values[name] as string | undefined;
  const options: MinerOptions = {
    currency: decimal(str('currency'), 'currency', U64_MAX),
    units: decimal(str('units'), 'units', I64_MAX),
    node: nodeUrl(str('node')),
    threads: integer(str('threads'), 'threads', defaultThreads(), MAX_THREADS),
    count: integer(str('count'), 'count', DEFAULT_COUNT, 1_000_000),
    pollSeconds: seconds(str('poll-seconds'), 'poll-seconds', DEFAULT_POLL_SECONDS),
  };
  return { help: false, options, secretPhrase: secretPhrase(str('secret-phrase-file'), env) };
}
