// JSON encoding of responses: bigint as decimal strings (ids and amounts never lose digits),
// byte arrays (Uint8Array, Buffer) as lower-case hex.
import { toHex } from '../domain/hex.js';

export function toJson(value: unknown): string {
  return JSON.stringify(value, function replacer(this: Record<string, unknown>, key: string, v: unknown) {
    // `this[key]` is the value before toJSON ran (Buffer.toJSON would give {type, data}).
    const original = this[key];
    if (original instanceof Uint8Array) return toHex(original);
    if (typeof v === 'bigint') return v.toString();
    return v;
  });
}
