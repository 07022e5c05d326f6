// Parameter parsing: raw request values (query string, form fields, multipart parts, JSON
// members) -> typed values per ParamSpec. Errors name the parameter:
//   missing required value        -> errorCode 1 "Incorrect request: <param> is required"
//   malformed or out of range     -> errorCode 7 "Invalid parameter <param>: <reason>"
// Empty values count as absent (a blank form field is "not given"), as in Nxt.
import { fromHex } from '../domain/hex.js';
import { parseUnsignedId } from '../domain/ids.js';
import { parseAccountId } from '../domain/reed-solomon.js';
import { apiErrors } from './errors.js';
import type { FileUpload, Page, ParamSpec, ParsedParams } from './types.js';

export type RawValue = string | FileUpload;
/** Every value given for each name, in request order. */
export type RawParams = Map<string, RawValue[]>;

export const INT_MIN = -(2 ** 31);
export const INT_MAX = 2 ** 31 - 1;
export const LONG_MIN = -(2n ** 63n);
export const LONG_MAX = 2n ** 63n - 1n;

const utf8 = new TextDecoder('utf-8');
const utf8Encoder = new TextEncoder();

function asText(value: RawValue): string {
  return typeof value === 'string' ? value : utf8.decode(value.data);
}

/** The single text value of a parameter, undefined when absent or empty. */
export function singleValue(raw: RawParams, name: string): string | undefined {
  const values = raw.get(name);
  if (values === undefined) return undefined;
  // A loop, not filter(): this runs for several names on every request.
  let found: string | undefined;
  for (const v of values) {
    const text = asText(v);
    if (text === '') continue;
    if (found !== undefined) throw apiErrors.invalidParam(name, 'given more than once');
    found = text;
  }
  return found;
}

export function parseIntText(name: string, text: string, min = INT_MIN, max = INT_MAX): number {
  const t = text.trim();
  if (!/^[+-]?\d+$/.test(t)) throw apiErrors.invalidParam(name, `'${clip(t)}' is not an integer`);
  const n = Number(t);
  const lo = Math.max(min, INT_MIN);
  const hi = Math.min(max, INT_MAX);
  if (!Number.isSafeInteger(n) || n < lo || n > hi) throw apiErrors.invalidParam(name, `must be between ${lo} and ${hi}`);
  return n;
}

export function parseLongText(name: string, text: string, min = LONG_MIN, max = LONG_MAX): bigint {
  const t = text.trim();
  if (!/^[+-]?\d+$/.test(t)) throw apiErrors.invalidParam(name, `'${clip(t)}' is not an integer`);
  const n = BigInt(t);
  const lo = min > LONG_MIN ? min : LONG_MIN;
  const hi = max < LONG_MAX ? max : LONG_MAX;
  if (n < lo || n > hi) throw apiErrors.invalidParam(name, `must be between ${lo} and ${hi}`);
  return n;
}

export function parseAmountText(name: string, text: string, min = 0n, max = LONG_MAX): bigint {
  const t = text.trim();
  if (/^-\d+$/.test(t)) throw apiErrors.invalidParam(name, 'must not be negative');
  if (!/^\+?\d+$/.test(t)) throw apiErrors.invalidParam(name, `'${clip(t)}' is not a whole number of base units`);
  const n = BigInt(t);
  const lo = min > 0n ? min : 0n;
  const hi = max < LONG_MAX ? max : LONG_MAX;
  if (n < lo || n > hi) throw apiErrors.invalidParam(name, `must be between ${lo} and ${hi}`);
  return n;
}

export function parseBooleanText(name: string, text: string): boolean {
  const t = text.trim().toLowerCase();
  if (t === 'true') return true;
  if (t === 'false') return false;
  throw apiErrors.invalidParam(name, 'must be true or false');
}

export function parseIdText(name: string, text: string): bigint {
  return viaDomain(name, () => parseUnsignedId(text.trim(), name));
}

export function parseAccountText(name: string, text: string): bigint {
  return viaDomain(name, () => parseAccountId(text.trim(), name));
}

export function parseHexText(name: string, text: string, bytes?: number, maxBytes?: number): Uint8Array {
  const data = viaDomain(name, () => fromHex(text.trim(), name));
  if (bytes !== undefined && data.length !== bytes) throw apiErrors.invalidParam(name, `must be ${bytes} bytes (${bytes * 2} hex digits)`);
  if (maxBytes !== undefined && data.length > maxBytes) throw apiErrors.invalidParam(name, `must be at most ${maxBytes} bytes`);
  return data;
}

/** Runs a domain parser and turns its failure into error 7 naming the parameter. */
function viaDomain<T>(name: string, parse: () => T): T {
  try {
    return parse();
  } catch (err) {
    const reason = (err as { reason?: unknown }).reason;
    throw apiErrors.invalidParam(name, typeof reason === 'string' && reason !== '' ? reason : (err as Error).message);
  }
}


function listItems(raw: RawParams, name: string): string[] {
  const items: string[] = [];
  for (const v of raw.get(name) ?? []) {
    for (const piece of asText(v).split(',')) {
      const t = piece.trim();
      if (t !== '') items.push(t);
    }
  }
  return items;
}

/** Parses one parameter; undefined when absent and optional without default. */
export function parseParam(spec: ParamSpec, raw: RawParams): unknown {
  const name = spec.name;
  switch (spec.type) {
    case 'accountList':
    case 'idList': {
      const items = listItems(raw, name);
      if (items.length === 0) {
        if (spec.required) throw apiErrors.missingParam(name);
        return undefined;
      }
      if (spec.maxItems !== undefined && items.length > spec.maxItems) {
        throw apiErrors.invalidParam(name, `at most ${spec.maxItems} values`);
      }
      return items.map((t) => (spec.type === 'accountList' ? parseAccountText(name, t) : parseIdText(name, t)));
    }
    case 'hexList': {
      const items = listItems(raw, name);
      if (items.length === 0) {
        if (spec.required) throw apiErrors.missingParam(name);
        return undefined;
      }
      if (spec.maxItems !== undefined && items.length > spec.maxItems) throw apiErrors.invalidParam(name, `at most ${spec.maxItems} values`);
      // A batch of transactionBytes is thousands of values of hundreds of digits: one linear
      // character-class test and one copy each (a capture group per digit pair and
      // Uint8Array.from's element-by-element copy cost ~6 µs per transaction at 5,000/s).
      // Node's decoder stops at the first pair that is not hex, so a decoding of full length is
      // the check itself (a separate pattern test read each value twice: ~1.3 µs a transaction).
      return items.map((t) => {
        const decoded = t.length % 2 === 0 ? Buffer.from(t, 'hex') : undefined;
        const hex = decoded !== undefined && decoded.length * 2 === t.length;
        if (spec.bytes !== undefined && (!hex || t.length !== spec.bytes * 2)) throw apiErrors.invalidParam(name, `each value must be ${spec.bytes} bytes of hex`);
        if (!hex) throw apiErrors.invalidParam(name, 'each value must be hex (an even number of digits)');
        if (spec.maxBytes !== undefined && t.length > spec.maxBytes * 2) throw apiErrors.invalidParam(name, `each value must be at most ${spec.maxBytes} bytes`);
        return new Uint8Array(decoded);
      });
    }
    case 'file': {
      const values = (raw.get(name) ?? []).filter((v) => typeof v !== 'string' || v !== '');
      if (values.length === 0) {
        if (spec.required) throw apiErrors.missingParam(name);
        return undefined;
      }
      if (values.length > 1) throw apiErrors.invalidParam(name, 'given more than once');
      const v = values[0]!;
      const file: FileUpload = typeof v === 'string' ? { filename: null, contentType: null, data: utf8Encoder.encode(v) } : v;
      if (spec.maxBytes !== undefined && file.data.length > spec.maxBytes) {
        throw apiErrors.invalidParam(name, `file larger than ${spec.maxBytes} bytes`);
      }
      return file;
    }
  }
  const text = singleValue(raw, name);
  if (text === undefined) {
    if ('default' in spec && spec.default !== undefined) return spec.default;
    if (spec.required) throw apiErrors.missingParam(name);
    return undefined;
  }
  switch (spec.type) {
    case 'string':
      if (spec.maxLength !== undefined && [...text].length > spec.maxLength) {
        throw apiErrors.invalidParam(name, `longer than ${spec.maxLength} characters`);
      }
      return text;
    case 'int':
      return parseIntText(name, text, spec.min, spec.max);
    case 'long':
      return parseLongText(name, text, spec.min, spec.max);
    case 'amount':
      return parseAmountText(name, text, spec.min, spec.max);
    case 'boolean':
      return parseBooleanText(name, text);
    case 'id':
      return parseIdText(name, text);
    case 'account':
      return parseAccountText(name, text);
    case 'hex':
      return parseHexText(name, text, spec.bytes, spec.maxBytes);
    case 'enum': {
      const t = text.trim().toLowerCase();
      const match = spec.values.find((v) => v.toLowerCase() === t);
      if (match === undefined) throw apiErrors.invalidParam(name, `must be one of ${spec.values.join(', ')}`);
      return match;
    }
  }
}

/** Parses every parameter of a handler, in declaration order (so the first bad one is reported). */
export function parseParams(specs: readonly ParamSpec[], raw: RawParams): ParsedParams {
  const out: ParsedParams = {};
  for (const spec of specs) {
    const value = parseParam(spec, raw);
    if (value !== undefined) out[spec.name] = value;
  }
  return out;
}

/** firstIndex defaults to 0 (negative -> 0); lastIndex defaults to the maximum (negative -> the
 * maximum); unless `unlimited`, lastIndex is capped at firstIndex + maxRecords - 1. */
export function parsePage(raw: RawParams, maxRecords: number, unlimited: boolean): Page {
  const firstText = singleValue(raw, 'firstIndex');
  const lastText = singleValue(raw, 'lastIndex');
  let firstIndex = firstText === undefined ? 0 : parseIntText('firstIndex', firstText);
  if (firstIndex < 0) firstIndex = 0;
  let lastIndex = lastText === undefined ? INT_MAX : parseIntText('lastIndex', lastText);
  if (lastIndex < 0) lastIndex = INT_MAX;
  if (!unlimited && lastIndex - firstIndex >= maxRecords) lastIndex = firstIndex + maxRecords - 1;
  return { firstIndex, lastIndex };
}

/** The items of a page (an empty array when lastIndex < firstIndex). */
export function applyPage<T>(items: readonly T[], page: Page): T[] {
  if (page.lastIndex < page.firstIndex) return [];
  return items.slice(page.firstIndex, page.lastIndex + 1);
}

/** Number of records a page covers (for handlers that fetch from storage with a limit). */
export function pageSize(page: Page): number {
  return Math.max(0, page.lastIndex - page.firstIndex + 1);
}

function clip(text: string): string {
  return text.length > 40 ? text.slice(0, 40) + '...' : text;
}
