// Account id = first 8 bytes (little-endian, unsigned) of SHA-256(public key).
import { sha256 } from './crypto.js';
import { readU64LE } from './bytes.js';
import { PUBLIC_KEY_LENGTH } from './constants.js';
import { invalidParameter } from './errors.js';
import { bytesEqual } from './hex.js';

/** How many public keys the id memo holds before it starts over. */
export const ACCOUNT_ID_MEMO_LIMIT = 65_536;

// Every transaction's sender id is derived from its public key, and the same senders come back
// block after block: a memo saves a SHA-256 per transaction. Keyed by the key's first 6 bytes as
// a number (exact in a double); a hit still compares the whole key, so a collision only misses.
const memo = new Map<number, { readonly publicKey: Uint8Array; readonly id: bigint }>();

function memoKey(pk: Uint8Array): number {
  return pk[0]! + pk[1]! * 0x100 + pk[2]! * 0x10000 + pk[3]! * 0x1000000 + pk[4]! * 0x100000000 + pk[5]! * 0x10000000000;
}

export function accountIdFromPublicKey(publicKey: Uint8Array): bigint {
  if (publicKey.length !== PUBLIC_KEY_LENGTH) throw invalidParameter('public key must be 32 bytes', 'publicKey');
  const key = memoKey(publicKey);
  const hit = memo.get(key);
  if (hit !== undefined && bytesEqual(hit.publicKey, publicKey)) return hit.id;
  const id = readU64LE(sha256(publicKey), 0);
  if (memo.size >= ACCOUNT_ID_MEMO_LIMIT) memo.clear();
  memo.set(key, { publicKey: publicKey.slice(), id });
  return id;
}
