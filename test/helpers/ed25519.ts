// Malformed Ed25519 signatures for tests of the verification rules.

/** The order of the Ed25519 base point. */
const L = 2n ** 252n + 27742317777372353535851937790883648493n;

/** The signature with its S replaced by S + L: the verification equation still holds for it, the
 * canonical-S rule must refuse it. */
export function withNonCanonicalS(signature: Uint8Array): Uint8Array {
  let s = 0n;
  for (let i = 63; i >= 32; i--) s = (s << 8n) | BigInt(signature[i]!);
  s += L;
  const out = Uint8Array.from(signature.subarray(0, 64));
  for (let i = 32; i < 64; i++) {
    out[i] = Number(s & 0xffn);
    s >>= 8n;
  }
  return out;
}
