// JSON encoding of responses: bigint as decimal strings (ids and amounts never lose digits),
// byte arrays (Uint8Array, Buffer) as lower-case hex.
import { toHex } from '../domain/hex.js';

/** Deeper than this, plainJson gives up (and a cyclic value fails in the replacer path, with
 * JSON.stringify's own error, exactly as before). */
const PLAIN_MAX_DEPTH = 32;

/**
 * True when JSON.stringify without the replacer gives the same text: no bigint, no Uint8Array
 * (Buffer) and no toJSON method (whose result could hold either) anywhere in `value`. Most
 * answers (handlers render amounts and ids as strings) pass, and skip a replacer call per key.
 */
function plainJson(value: unknown, depth: number): boolean {
  if (typeof value === 'bigint') return false;
  if (typeof value !== 'object' || value === null) return true;
  if (depth > PLAIN_MAX_DEPTH || value instanceof Uint8Array) return false;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!plainJson(value[i], depth + 1)) return false;
    return true;
  }
  const obj = value as Record<string, unknown>;
  for (const k in obj) if (!plainJson(obj[k], depth + 1)) return false;
  return true;
}

export function toJson(value: unknown): string {
  if (plainJson(value, 0)) return JSON.stringify(value);
  return JSON.stringify(value, function replacer(this: Record<string, unknown>, key: string, v: unknown) {
    // `this[key]` is the value before toJSON ran (Buffer.toJSON would give {type, data}).
    const original = this[key];
    if (original instanceof Uint8Array) return toHex(original);
    if (typeof v === 'bigint') return v.toString();
    return v;
  });
}
