// Account id = first 8 bytes (little-endian, unsigned) of SHA-256(public key).
import { sha256 } from './crypto.js';
import { readU64LE } from './bytes.js';
import { PUBLIC_KEY_LENGTH } from './constants.js';
import { invalidParameter } from './errors.js';

export function accountIdFromPublicKey(publicKey: Uint8Array): bigint {
  if (publicKey.length !== PUBLIC_KEY_LENGTH) throw invalidParameter('public key must be 32 bytes', 'publicKey');
  return readU64LE(sha256(publicKey), 0);
}
