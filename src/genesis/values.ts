// Readers for the value kinds of a genesis file. Each returns the value, or undefined after
// recording why not (so the parser goes on and reports every problem of the file at once).
import { ed25519 } from '@noble/curves/ed25519.js';
import { MAX_LONG, ONE_COIN } from '../domain/constants.js';
import { DomainError } from '../domain/errors.js';
import { fromHex } from '../domain/hex.js';
import { parseAccountId } from '../domain/reed-solomon.js';
import type { GenesisIssue } from './errors.js';

export class IssueList {
  readonly issues: GenesisIssue[] = [];
  add(field: string, message: string): undefined {
    this.issues.push({ field, message });
    return undefined;
  }
  get count(): number {
    return this.issues.length;
  }
}

/** What a JSON value is, for "must be X, got Y" messages. */
export function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return `the string ${JSON.stringify(v.length > 40 ? v.slice(0, 37) + '...' : v)}`;
  if (typeof v === 'number') return Number.isInteger(v) ? `the number ${v}` : `the fraction ${v}`;
  if (typeof v === 'boolean') return `${v}`;
  return 'an object';
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A JSON integer in [min, max] (strings are refused: a quoted number is usually a slip that
 * should be seen, and these small counts never need one). */
export function readInteger(out: IssueList, field: string, v: unknown, min: number, max: number): number | undefined {
  if (typeof v !== 'number' || !Number.isInteger(v)) return out.add(field, `must be an integer from ${min} to ${max}, got ${describe(v)}`);
  if (v < min || v > max) return out.add(field, `must be from ${min} to ${max}, got ${v}`);
  return v;
}

const DECIMAL = /^[0-9]+$/;

/** A non-negative whole number given as a JSON integer (exact only up to 2^53) or a decimal
 * string, as a bigint. `unit` names it in messages. */
function readWhole(out: IssueList, field: string, v: unknown, unit: string, fractionHint: string): bigint | undefined {
  if (typeof v === 'number') {
    if (!Number.isInteger(v)) return out.add(field, `must be whole ${unit}, got ${describe(v)}${fractionHint}`);
    if (!Number.isSafeInteger(v)) return out.add(field, `${v} is beyond the exact range of JSON numbers: write it as a decimal string`);
    if (v < 0) return out.add(field, `must be positive, got ${v}`);
    return BigInt(v);
  }
  if (typeof v === 'string') {
    if (/^[0-9]*\.[0-9]*$/.test(v) && v !== '.') return out.add(field, `must be whole ${unit}, got ${describe(v)}${fractionHint}`);
    if (!DECIMAL.test(v)) return out.add(field, `must be whole ${unit} as an integer or a decimal string of digits, got ${describe(v)}`);
    return BigInt(v);
  }
  return out.add(field, `must be whole ${unit} as an integer or a decimal string, got ${describe(v)}`);
}

/** Whole coins, at least `minCoins`, as MTA (10^8 per coin) within the signed 64-bit range. */
export function readCoins(out: IssueList, field: string, v: unknown, minCoins: bigint, fractionHint = ''): bigint | undefined {
  const coins = readWhole(out, field, v, 'coins', fractionHint);
  if (coins === undefined) return undefined;
  if (coins < minCoins) return out.add(field, `must be at least ${minCoins} coin${minCoins === 1n ? '' : 's'}, got ${coins}`);
  if (coins * ONE_COIN > MAX_LONG) return out.add(field, `${coins} coins is over the largest amount, ${MAX_LONG / ONE_COIN} coins`);
  return coins * ONE_COIN;
}

/** A positive amount in MTA (1 coin = 10^8 MTA) within the signed 64-bit range. */
export function readMTA(out: IssueList, field: string, v: unknown): bigint | undefined {
  const mta = readWhole(out, field, v, 'MTA', '');
  if (mta === undefined) return undefined;
  if (mta <= 0n) return out.add(field, 'must be positive');
  if (mta > MAX_LONG) return out.add(field, `is over the largest amount, ${MAX_LONG} MTA`);
  return mta;
}

/** An account: an RS address (`TOTEM-XXXX-XXXX-XXXX-XXXXX`) or a numeric id, as a string. */
export function readAccount(out: IssueList, field: string, v: unknown): bigint | undefined {
  if (typeof v === 'number') return out.add(field, 'must be a string: a numeric id above 2^53 changes as a JSON number, so write it in quotes');
  if (typeof v !== 'string') return out.add(field, `must be an RS address (TOTEM-XXXX-XXXX-XXXX-XXXXX) or a numeric id string, got ${describe(v)}`);
  try {
    return parseAccountId(v, field);
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    const hint = e.reason.includes('checksum') ? ' (a mistyped character?)' : '';
    return out.add(field, `${JSON.stringify(v)} is not an account: ${e.reason}${hint}`);
  }
}

/** A 32-byte Ed25519 public key as 64 hex characters, refused unless it is a curve point of large
 * order: funds given to any other key could never be spent (no signature verifies for it). */
export function readPublicKey(out: IssueList, field: string, v: unknown): Uint8Array | undefined {
  if (typeof v !== 'string' || !/^[0-9a-fA-F]{64}$/.test(v)) return out.add(field, `must be 64 hex characters (a 32-byte Ed25519 public key), got ${describe(v)}`);
  const key = fromHex(v);
  try {
    if (!ed25519.Point.fromBytes(key).isSmallOrder()) return key;
  } catch {
    // not a point: refused below
  }
  return out.add(field, 'is not a usable Ed25519 public key: no signature could ever verify for it');
}

const INSTANT = /^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})Z$/;

/** An ISO 8601 UTC instant with whole seconds (`2026-12-01T00:00:00Z`) as Unix ms. Built from its
 * integer parts (Date.UTC), and refused unless they were a real date and time. */
export function readInstant(out: IssueList, field: string, v: unknown): number | undefined {
  const m = typeof v === 'string' ? INSTANT.exec(v) : null;
  if (m === null) return out.add(field, `must be a UTC time with whole seconds like "2026-12-01T00:00:00Z", got ${describe(v)}`);
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(ms);
  const real = y >= 1970 && back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d && back.getUTCHours() === h && back.getUTCMinutes() === mi && back.getUTCSeconds() === s;
  if (!real) return out.add(field, `${JSON.stringify(v)} is not a date and time (year 1970 or later)`);
  return ms;
}
