// `totem-node genesis create|check`: writing and checking the genesis file of a new network
// (docs/networks.md). `create` parses its own output back before writing it, so it never writes
// a file the node would refuse.
import { open } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ONE_COIN } from '../domain/constants.js';
import { DomainError } from '../domain/errors.js';
import { fromHex } from '../domain/hex.js';
import { parseAccountId } from '../domain/reed-solomon.js';
import {
  GenesisFileError,
  formatIssues,
  genesisFileText,
  genesisForgerCount,
  genesisIdOf,
  genesisSupplyMTA,
  networkParamsFromGenesis,
  parseGenesisFile,
  readGenesisFile,
  type GenesisFileAllocationInput,
  type GenesisIssue,
  type GenesisProfile,
  type GenesisSpec,
} from '../genesis/index.js';
import type { CommandIO } from './keys-command.js';

export type { CommandIO } from './keys-command.js';

const USAGE = `usage: totem-node genesis create --name NAME --block-time SECONDS --alloc KEY_OR_ACCOUNT=COINS ... [options]
       totem-node genesis check FILE`;

const CREATE_HELP = `usage: totem-node genesis create --name NAME --block-time SECONDS --alloc KEY_OR_ACCOUNT=COINS ...
         [--genesis-time 2026-12-01T00:00:00Z] [--profile standard|throughput] [--out FILE [--force]]

Writes a genesis file: the network's name, start, block time and initial balances. The optional
consensus fields are written out with their defaults; edit them before launch if needed
(docs/networks.md), then run genesis check.
  --name NAME             1-32 characters of a-z, 0-9 and '-' (not devnet or mainnet)
  --block-time SECONDS    target seconds between blocks, 1-3600
  --genesis-time ISO      the network's epoch, a UTC time with whole seconds
                          (default: now, rounded up to the next minute)
  --profile P             standard (default) or throughput (larger blocks)
  --alloc KEY_OR_ACCOUNT=COINS
                          whole coins for an account, given by its public key (64 hex), its
                          address (TOTEM-...) or its numeric id; repeat for each account. Accounts
                          holding at least minForgingBalance (1000 coins) forge from block 1.
  --out FILE              write to FILE (refused if it exists) instead of stdout
  --force                 replace an existing FILE`;

const CHECK_HELP = `usage: totem-node genesis check FILE

Checks a genesis file and prints its network name, genesis id (the network id nodes compare),
supply and allocations. Every problem is listed, each with its field; exit status 1 if any.`;

/** What a usage error ends with: the synopsis and where the rest is. */
function seeHelp(command: string): string {
  return `run 'totem-node ${command} --help' for the options`;
}

/** Exit status: 0 done, 1 an invalid genesis file or a refused write (the reasons on stderr),
 * 2 bad usage. `now` (ms) is the clock of the default genesis time (tests fix it). */
export async function runGenesisCommand(argv: string[], io: CommandIO & { now?: () => number }): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === undefined || sub === '--help' || sub === '-h' || sub === 'help') {
    io.stdout(`${USAGE}\n\ngenesis create --help and genesis check --help tell more.`);
    return sub === undefined ? 2 : 0;
  }
  if (sub === 'create') return create(rest, io);
  if (sub === 'check') return check(rest, io);
  io.stderr(`totem-node genesis: unknown command '${sub}'\n${USAGE}`);
  return 2;
}

async function create(argv: string[], io: CommandIO & { now?: () => number }): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: {
        name: { type: 'string' },
        'block-time': { type: 'string' },
        'genesis-time': { type: 'string' },
        profile: { type: 'string' },
        alloc: { type: 'string', multiple: true },
        out: { type: 'string' },
        force: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    });
  } catch (e) {
    io.stderr(`totem-node genesis create: ${(e as Error).message}\n${seeHelp('genesis create')}`);
    return 2;
  }
  const v = args.values;
  if (v.help === true) {
    io.stdout(CREATE_HELP);
    return 0;
  }
  // Usage errors, all at once like the file's.
  const usage: string[] = [];
  if (v.name === undefined) usage.push('--name is required');
  if (v['block-time'] === undefined) usage.push('--block-time is required');
  else if (!/^[0-9]{1,9}$/.test(v['block-time'])) usage.push(`--block-time must be whole seconds, got '${v['block-time']}'`);
  if (v.alloc === undefined || v.alloc.length === 0) usage.push('at least one --alloc KEY_OR_ACCOUNT=COINS is required');
  if (v.force === true && v.out === undefined) usage.push('--force needs --out');
  const allocs = v.alloc ?? [];
  const allocations: GenesisFileAllocationInput[] = [];
  for (const raw of allocs) {
    const a = allocationArg(raw);
    if (typeof a === 'string') usage.push(`--alloc ${raw}: ${a}`);
    else allocations.push(a);
  }
  if (usage.length > 0) {
    io.stderr(`totem-node genesis create:\n${usage.map((u) => `  ${u}`).join('\n')}\n${seeHelp('genesis create')}`);
    return 2;
  }
  const now = io.now?.() ?? Date.now();
  const text = genesisFileText({
    name: v.name!,
    genesisTime: v['genesis-time'] ?? new Date(Math.ceil(now / 60_000) * 60_000).toISOString().replace('.000Z', 'Z'),
    blockTime: Number(v['block-time']),
    // Passed through as typed: the parse-back below reports a wrong one with the others.
    profile: (v.profile ?? 'standard') as GenesisProfile,
    allocations,
  });
  let spec: GenesisSpec;
  try {
    spec = parseGenesisFile(text, 'genesis create');
  } catch (e) {
    if (!(e instanceof GenesisFileError)) throw e;
    io.stderr(formatIssues('totem-node genesis create: the genesis file would be invalid', e.errors.map((i) => asOption(i, allocs))));
    return 1;
  }
  if (v.out === undefined) {
    io.stdout(text);
    return 0;
  }
  try {
    const handle = await open(resolve(io.cwd, v.out), v.force === true ? 'w' : 'wx');
    try {
      await handle.writeFile(text, 'utf8');
    } finally {
      await handle.close();
    }
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    io.stderr(code === 'EEXIST' ? `totem-node genesis create: '${v.out}' exists; pass --force to replace it` : `totem-node genesis create: cannot write '${v.out}': ${(e as Error).message}`);
    return 1;
  }
  io.stdout(`wrote ${v.out}\n${summary(spec)}`);
  return 0;
}

async function check(argv: string[], io: CommandIO): Promise<number> {
  let args;
  try {
    args = parseArgs({ args: argv, options: { help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (e) {
    io.stderr(`totem-node genesis check: ${(e as Error).message}\n${seeHelp('genesis check')}`);
    return 2;
  }
  if (args.values.help === true) {
    io.stdout(CHECK_HELP);
    return 0;
  }
  if (args.positionals.length !== 1) {
    io.stderr(`totem-node genesis check: ${args.positionals.length === 0 ? 'FILE is required' : 'one FILE only'}\n${seeHelp('genesis check')}`);
    return 2;
  }
  const file = args.positionals[0]!;
  try {
    io.stdout(summary(readGenesisFile(resolve(io.cwd, file), file)));
    return 0;
  } catch (e) {
    if (!(e instanceof GenesisFileError)) throw e;
    io.stderr(e.message);
    return 1;
  }
}

/** `KEY_OR_ACCOUNT=COINS` (split at the last '='), or why not. A 64-hex key is kept as given
 * (the file check says if it is no key); an account must decode. */
function allocationArg(raw: string): GenesisFileAllocationInput | string {
  const eq = raw.lastIndexOf('=');
  if (eq <= 0) return 'expected KEY_OR_ACCOUNT=COINS';
  const who = raw.slice(0, eq).trim();
  const coins = raw.slice(eq + 1).trim();
  if (!/^[0-9]{1,19}$/.test(coins)) return `COINS must be whole coins, got '${coins}'`;
  if (/^[0-9a-fA-F]{64}$/.test(who)) return { publicKey: fromHex(who), coins: BigInt(coins) };
  try {
    return { account: parseAccountId(who), coins: BigInt(coins) };
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    return `'${who}' is neither a public key (64 hex) nor an account: ${e.reason}`;
  }
}

const OPTION_OF: Readonly<Record<string, string>> = { name: '--name', blockTime: '--block-time', genesisTime: '--genesis-time', profile: '--profile' };

/** A parse-back problem said with the option it came from (`--alloc KEY=5: ...`). */
function asOption(issue: GenesisIssue, allocs: readonly string[]): GenesisIssue {
  const message = issue.message.replace(/allocations\[(\d+)\]/g, (_, i: string) => `--alloc ${allocs[Number(i)]}`);
  const m = /^allocations\[(\d+)\]/.exec(issue.field);
  if (m !== null) return { field: `--alloc ${allocs[Number(m[1])]}`, message };
  return { field: issue.field === 'allocations' ? '--alloc' : (OPTION_OF[issue.field] ?? issue.field), message };
}

function summary(spec: GenesisSpec): string {
  const params = networkParamsFromGenesis(spec);
  const forgers = genesisForgerCount(spec);
  return [
    `network:      ${spec.name}`,
    `genesis id:   ${genesisIdOf(params)}`,
    `genesis time: ${spec.genesisTime}`,
    `block time:   ${spec.blockTimeSeconds} s (${spec.profile} profile)`,
    `supply:       ${formatCoins(genesisSupplyMTA(spec))} coins`,
    `allocations:  ${spec.allocations.length} (${forgers} with at least minForgingBalance, ${formatCoins(spec.minForgingBalanceMTA)} coins: they forge from block 1)`,
  ].join('\n');
}

/** MTA as coins: `1000` or `0.5` (no trailing zeros). */
function formatCoins(mta: bigint): string {
  const whole = (mta / ONE_COIN).toString();
  const frac = (mta % ONE_COIN).toString().padStart(8, '0').replace(/0+$/, '');
  return frac === '' ? whole : `${whole}.${frac}`;
}
