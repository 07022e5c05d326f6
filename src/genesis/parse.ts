// Genesis file -> GenesisSpec. Every field is checked even after an earlier one failed, and the
// cross-field rules run on whatever parsed, so one GenesisFileError lists all the problems.
import { readFileSync } from 'node:fs';
import { MAX_LONG, ONE_COIN, TWO_64 } from '../domain/constants.js';
import { accountIdFromPublicKey } from '../domain/account-id.js';
import { encodeRS } from '../domain/reed-solomon.js';
import { GenesisFileError } from './errors.js';
import { unknownFieldMessage } from './suggest.js';
import {
  ALLOCATION_FIELDS,
  GENESIS_DEFAULTS,
  GENESIS_FIELDS,
  GENESIS_PROFILES,
  MAX_BLOCK_COUNT,
  MAX_BLOCK_TIME_SECONDS,
  MAX_LEASING_PERIOD,
  NETWORK_NAME_PATTERN,
  REQUIRED_GENESIS_FIELDS,
  RESERVED_NETWORK_NAMES,
  defaultQuorum,
  type GenesisProfile,
  type GenesisSpec,
  type GenesisSpecAllocation,
} from './spec.js';
import { IssueList, describe, isObject, readAccount, readCoins, readInstant, readInteger, readMTA, readPublicKey } from './values.js';

/** Parses and checks a genesis file's text; `source` names it in messages (usually its path).
 * Throws GenesisFileError with every problem found. */
export function parseGenesisFile(text: string, source: string): GenesisSpec {
  const out = new IssueList();
  const doc = parseJson(out, text);
  if (doc === undefined) throw new GenesisFileError(source, out.issues);
  if (!isObject(doc)) throw new GenesisFileError(source, [{ field: '$', message: `a genesis file is a JSON object, got ${describe(doc)}` }]);

  // Fields in file order for unknown names, then in declared order for the rest: the issue list
  // reads top to bottom whatever order the file uses.
  for (const key of Object.keys(doc)) {
    if (!(GENESIS_FIELDS as readonly string[]).includes(key)) out.add(key, unknownFieldMessage(key, GENESIS_FIELDS.filter((f) => f !== '$schema')));
  }
  for (const key of REQUIRED_GENESIS_FIELDS) if (!Object.hasOwn(doc, key)) out.add(key, 'is required');

  const name = Object.hasOwn(doc, 'name') ? readName(out, doc.name) : undefined;
  const epochBeginningMs = Object.hasOwn(doc, 'genesisTime') ? readInstant(out, 'genesisTime', doc.genesisTime) : undefined;
  const blockTimeSeconds = Object.hasOwn(doc, 'blockTime') ? readInteger(out, 'blockTime', doc.blockTime, 1, MAX_BLOCK_TIME_SECONDS) : undefined;
  const profile = Object.hasOwn(doc, 'profile') ? readProfile(out, doc.profile) : GENESIS_DEFAULTS.profile;
  const count = (field: string, fallback: number, min: number, max = MAX_BLOCK_COUNT): number | undefined =>
    Object.hasOwn(doc, field) ? readInteger(out, field, doc[field], min, max) : fallback;
  const guaranteedBalanceConfirmations = count('guaranteedBalanceConfirmations', GENESIS_DEFAULTS.guaranteedBalanceConfirmations, 0);
  const minForgingBalanceMTA = Object.hasOwn(doc, 'minForgingBalance') ? readCoins(out, 'minForgingBalance', doc.minForgingBalance, 1n) : BigInt(GENESIS_DEFAULTS.minForgingBalanceCoins) * ONE_COIN;
  const leasingDelay = count('leasingDelay', GENESIS_DEFAULTS.leasingDelay, 1);
  const minLeasingPeriod = count('minLeasingPeriod', GENESIS_DEFAULTS.minLeasingPeriod, 1, MAX_LEASING_PERIOD);
  const totemApprovers = Object.hasOwn(doc, 'totemApprovers') ? readApprovers(out, doc.totemApprovers) : [];
  const totemApprovalQuorum = readQuorum(out, doc, totemApprovers);
  const totemApprovalExpiry = count('totemApprovalExpiry', GENESIS_DEFAULTS.totemApprovalExpiry, 1);
  const maxRollback = count('maxRollback', GENESIS_DEFAULTS.maxRollback, 1);
  const allocations = Object.hasOwn(doc, 'allocations') ? readAllocations(out, doc.allocations) : undefined;

  if (allocations !== undefined && allocations.length > 0) checkSupply(out, allocations, minForgingBalanceMTA, blockTimeSeconds);
  if (out.count > 0) throw new GenesisFileError(source, out.issues);
  return {
    name: name!,
    genesisTime: doc.genesisTime as string,
    epochBeginningMs: epochBeginningMs!,
    blockTimeSeconds: blockTimeSeconds!,
    profile: profile!,
    allocations: allocations!,
    guaranteedBalanceConfirmations: guaranteedBalanceConfirmations!,
    minForgingBalanceMTA: minForgingBalanceMTA!,
    leasingDelay: leasingDelay!,
    minLeasingPeriod: minLeasingPeriod!,
    totemApprovers: totemApprovers!,
    totemApprovalQuorum: totemApprovalQuorum!,
    totemApprovalExpiry: totemApprovalExpiry!,
    maxRollback: maxRollback!,
  };
}

/** Reads and parses a genesis file; a file that cannot be read is a GenesisFileError too.
 * `source` names the file in messages (default: the path). */
export function readGenesisFile(path: string, source: string = path): GenesisSpec {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    const why = err.code === 'ENOENT' ? 'no such file' : err.code === 'EACCES' ? 'permission denied' : err.code === 'EISDIR' ? 'is a directory' : err.message;
    throw new GenesisFileError(source, [{ field: '$', message: `cannot read the file: ${why}` }]);
  }
  return parseGenesisFile(text, source);
}

function parseJson(out: IssueList, text: string): unknown {
  // Some editors start UTF-8 files with a byte order mark, which JSON.parse refuses.
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  try {
    return JSON.parse(text);
  } catch (e) {
    const message = (e as Error).message;
    // V8 reports a character offset; line and column are what an editor shows.
    const at = /position (\d+)/.exec(message);
    let where = '';
    if (at !== null) {
      const before = text.slice(0, Number(at[1]));
      const line = before.split('\n').length;
      where = ` (line ${line}, column ${before.length - before.lastIndexOf('\n')})`;
    }
    return out.add('$', `not valid JSON: ${message}${where}`);
  }
}

function readName(out: IssueList, v: unknown): string | undefined {
  if (typeof v !== 'string' || !NETWORK_NAME_PATTERN.test(v)) return out.add('name', `must be 1 to 32 characters of a-z, 0-9 and '-', got ${describe(v)}`);
  if (RESERVED_NETWORK_NAMES.includes(v)) return out.add('name', `"${v}" is a built-in network's name; choose another`);
  return v;
}

function readProfile(out: IssueList, v: unknown): GenesisProfile | undefined {
  if (typeof v === 'string' && (GENESIS_PROFILES as readonly string[]).includes(v)) return v as GenesisProfile;
  return out.add('profile', `must be one of ${GENESIS_PROFILES.map((p) => `"${p}"`).join(', ')}, got ${describe(v)}`);
}

function readApprovers(out: IssueList, v: unknown): bigint[] | undefined {
  if (!Array.isArray(v)) return out.add('totemApprovers', `must be an array of accounts, got ${describe(v)}`);
  const ids: bigint[] = [];
  const firstIndex = new Map<bigint, number>();
  v.forEach((item, i) => {
    const id = readAccount(out, `totemApprovers[${i}]`, item);
    if (id === undefined) return;
    const earlier = firstIndex.get(id);
    if (earlier !== undefined) out.add(`totemApprovers[${i}]`, `${encodeRS(id)} is already totemApprovers[${earlier}]`);
    else firstIndex.set(id, i);
    ids.push(id);
  });
  return ids.length === v.length ? ids : undefined;
}

function readQuorum(out: IssueList, doc: Record<string, unknown>, approvers: readonly bigint[] | undefined): number | undefined {
  const n = approvers?.length ?? 0;
  if (!Object.hasOwn(doc, 'totemApprovalQuorum')) return defaultQuorum(n);
  // With the approvers unreadable the range is unknown: check only that it is a positive integer.
  const max = approvers === undefined ? MAX_BLOCK_COUNT : Math.max(1, n);
  const q = doc.totemApprovalQuorum;
  if (n === 0 && approvers !== undefined && typeof q === 'number' && Number.isInteger(q) && q > 1) {
    return out.add('totemApprovalQuorum', `must be 1 when totemApprovers is empty, got ${q}`);
  }
  return readInteger(out, 'totemApprovalQuorum', q, 1, max);
}

function readAllocations(out: IssueList, v: unknown): GenesisSpecAllocation[] | undefined {
  if (!Array.isArray(v)) return out.add('allocations', `must be an array of allocations, got ${describe(v)}`);
  if (v.length === 0) return out.add('allocations', 'must hold at least one allocation (someone has to forge the first block)');
  const result: GenesisSpecAllocation[] = [];
  const firstIndex = new Map<bigint, number>();
  v.forEach((item, i) => {
    const a = readAllocation(out, `allocations[${i}]`, item);
    if (a === undefined) return;
    const earlier = firstIndex.get(a.accountId);
    if (earlier !== undefined) out.add(`allocations[${i}]`, `credits ${encodeRS(a.accountId)} again: allocations[${earlier}] already does (no account twice)`);
    else firstIndex.set(a.accountId, i);
    result.push(a);
  });
  return result.length === v.length ? result : undefined;
}

function readAllocation(out: IssueList, at: string, v: unknown): GenesisSpecAllocation | undefined {
  if (!isObject(v)) return out.add(at, `must be an object with "account" or "publicKey" and "amount", got ${describe(v)}`);
  const before = out.count;
  for (const key of Object.keys(v)) {
    if (!(ALLOCATION_FIELDS as readonly string[]).includes(key)) out.add(`${at}.${key}`, unknownFieldMessage(key, ALLOCATION_FIELDS));
  }
  const account = Object.hasOwn(v, 'account') ? readAccount(out, `${at}.account`, v.account) : undefined;
  const publicKey = Object.hasOwn(v, 'publicKey') ? readPublicKey(out, `${at}.publicKey`, v.publicKey) : undefined;
  if (!Object.hasOwn(v, 'account') && !Object.hasOwn(v, 'publicKey')) out.add(at, 'needs "account" or "publicKey" (or both)');
  let amountMTA: bigint | undefined;
  if (Object.hasOwn(v, 'amount') && Object.hasOwn(v, 'amountMTA')) out.add(at, 'has both "amount" and "amountMTA": give exactly one');
  else if (Object.hasOwn(v, 'amount')) amountMTA = readCoins(out, `${at}.amount`, v.amount, 1n, ' (use "amountMTA" for fractions of a coin)');
  else if (Object.hasOwn(v, 'amountMTA')) amountMTA = readMTA(out, `${at}.amountMTA`, v.amountMTA);
  else out.add(`${at}.amount`, 'is required (whole coins; or give "amountMTA")');
  if (publicKey !== undefined && account !== undefined) {
    const keyId = accountIdFromPublicKey(publicKey);
    if (keyId !== account) out.add(`${at}.publicKey`, `belongs to ${encodeRS(keyId)}, not to the account given, ${encodeRS(account)}`);
  }
  if (out.count > before) return undefined;
  return { accountId: account ?? accountIdFromPublicKey(publicKey!), publicKey: publicKey ?? null, amountMTA: amountMTA! };
}

/** Rules on the allocations as a whole: the supply fits a balance, someone can forge block 1,
 * and the base targets derived from the supply fit a block's signed 64-bit field. */
function checkSupply(out: IssueList, allocations: readonly GenesisSpecAllocation[], minForgingBalanceMTA: bigint | undefined, blockTimeSeconds: number | undefined): void {
  let total = 0n;
  for (const a of allocations) total += a.amountMTA;
  if (total > MAX_LONG) {
    out.add('allocations', `add up to ${total / ONE_COIN} coins, over the largest supply, ${MAX_LONG / ONE_COIN} coins`);
    return;
  }
  if (minForgingBalanceMTA !== undefined && !allocations.some((a) => a.amountMTA >= minForgingBalanceMTA)) {
    out.add('allocations', `none reaches minForgingBalance (${minForgingBalanceMTA / ONE_COIN} coins): no account could forge the first block`);
    return;
  }
  // maxBaseTarget = 50 x 2^64 / (blockTime x supply coins) must fit i64 (network-params.ts).
  const supplyCoins = total / ONE_COIN;
  if (blockTimeSeconds !== undefined && supplyCoins > 0n && (TWO_64 / (BigInt(blockTimeSeconds) * supplyCoins)) * 50n > MAX_LONG) {
    out.add('allocations', `a supply of ${supplyCoins} coins is too small for ${blockTimeSeconds} s blocks (blockTime x supply must reach 100 coin-seconds)`);
  }
}
