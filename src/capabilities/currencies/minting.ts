// Currency minting proof of work (Nxt's CurrencyMinting): pure math shared by the node, which
// checks a mint, and by the miner (src/tools/miner/), which searches for one.
//
// A mint of `units` is valid when hash(nonce ‖ currency ‖ units ‖ counter ‖ account), with the
// currency's algorithm over those five 64-bit little-endian values, read as a 256-bit
// little-endian integer, is ≤ the target:
//
//   exp    = 256 − minDifficulty − floor((maxDifficulty − minDifficulty) · minted / mintable)
//   target = (2^exp − 1) / units                       (integer division)
//
// with minted = currentSupply − reserveSupply and mintable = maxSupply − reserveSupply. Why:
//   - exp shrinks from 256 − min (nothing minted yet) towards 256 − max (all minted), so every
//     hash gets harder as more of the mintable supply exists: early minters pay less work per
//     unit, and the last units cost 2^(max − min) times as much as the first.
//   - dividing by units makes a mint of k units k times as hard as a mint of one unit: the work
//     per unit is the same whatever batch size a miner picks, so splitting or grouping mints
//     buys nothing.
// The account is part of the hash so a proof cannot be stolen from the mempool and replayed by
// another account; the counter (strictly increasing per currency and account) stops the same
// proof being used twice.
//
// The exponent is computed in bigint: (max − min) · minted can pass 2^63 (254 · 10^17), which
// Nxt's 64-bit long arithmetic would wrap.
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256, sha3_256 } from '@noble/hashes/sha3.js';
import { scrypt } from '@noble/hashes/scrypt.js';

/** The currency's hash algorithm, by Nxt's numeric code (the issuance attachment's byte). */
export enum MintingAlgorithm {
  SHA256 = 2,
  SHA3_256 = 3,
  SCRYPT = 5,
  KECCAK256 = 25,
}

export const MINTING_ALGORITHMS: readonly MintingAlgorithm[] = Object.freeze([
  MintingAlgorithm.SHA256,
  MintingAlgorithm.SHA3_256,
  MintingAlgorithm.SCRYPT,
  MintingAlgorithm.KECCAK256,
]);

export function isMintingAlgorithm(n: number): n is MintingAlgorithm {
  return (MINTING_ALGORITHMS as readonly number[]).includes(n);
}

const NAMES: Readonly<Record<MintingAlgorithm, string>> = {
  [MintingAlgorithm.SHA256]: 'SHA256',
  [MintingAlgorithm.SHA3_256]: 'SHA3_256',
  [MintingAlgorithm.SCRYPT]: 'SCRYPT',
  [MintingAlgorithm.KECCAK256]: 'KECCAK256',
};

export function algorithmName(a: MintingAlgorithm): string {
  const name = NAMES[a];
  if (name === undefined) throw new Error(`unknown minting algorithm ${String(a)}`);
  return name;
}

/** Length of the hashed input: five 64-bit values. */
export const MINTING_INPUT_LENGTH = 40;

// One scratch input per thread: a fresh Uint8Array and DataView per call cost ~300 ns, a third
// of a SHA-256 of the input; writing into this one costs ~40 ns. The hash functions read it
// synchronously and keep nothing, so the check below reuses it without a copy.
const scratch = new Uint8Array(MINTING_INPUT_LENGTH);
const scratchView = new DataView(scratch.buffer);

// setBigUint64 converts its value with ToBigUint64, which is exactly BigInt.asUintN(64, v): a
// negative (signed Java long) nonce is written as its two's complement, with no call per value.
function writeInput(nonce: bigint, currency: bigint, units: bigint, counter: bigint, account: bigint): Uint8Array {
  scratchView.setBigUint64(0, nonce, true);
  scratchView.setBigUint64(8, currency, true);
  scratchView.setBigUint64(16, units, true);
  scratchView.setBigUint64(24, counter, true);
  scratchView.setBigUint64(32, account, true);
  return scratch;
}

/** The hashed bytes: nonce, currency, units, counter, account, each 64-bit little-endian. Every
 * value is taken modulo 2^64, so a signed (Java long) nonce and its unsigned twin hash alike. */
export function mintingHashInput(nonce: bigint, currency: bigint, units: bigint, counter: bigint, account: bigint): Uint8Array {
  return writeInput(nonce, currency, units, counter, account).slice();
}

/** Litecoin-style scrypt, as Nxt mints with it: the input is both password and salt. */
const SCRYPT_PARAMS = { N: 1024, r: 1, p: 1, dkLen: 32 } as const;

const HASHERS: Readonly<Record<MintingAlgorithm, (input: Uint8Array) => Uint8Array>> = {
  [MintingAlgorithm.SHA256]: (input) => sha256(input),
  [MintingAlgorithm.SHA3_256]: (input) => sha3_256(input),
  [MintingAlgorithm.SCRYPT]: (input) => scrypt(input, input, SCRYPT_PARAMS),
  [MintingAlgorithm.KECCAK256]: (input) => keccak_256(input),
};

/** The 32-byte hash function of an algorithm: a search loop looks it up once, not per nonce. */
export function mintingHasher(algorithm: MintingAlgorithm): (input: Uint8Array) => Uint8Array {
  const hasher = HASHERS[algorithm];
  if (hasher === undefined) throw new Error(`unknown minting algorithm ${String(algorithm)}`);
  return hasher;
}

export function mintingHash(algorithm: MintingAlgorithm, input: Uint8Array): Uint8Array {
  return mintingHasher(algorithm)(input);
}

/** What the target depends on: the currency's difficulty range and its supply now. */
export interface MintingSupply {
  minDifficulty: number;
  maxDifficulty: number;
  currentSupply: bigint;
  reserveSupply: bigint;
  maxSupply: bigint;
}

const MAX_256 = (1n << 256n) - 1n;

/** The target a mint of `units` must meet at this supply (see the header for the formula). */
export function mintingTarget(s: MintingSupply, units: bigint): bigint {
  if (units <= 0n) throw new Error(`units must be positive, got ${units}`);
  const mintable = s.maxSupply - s.reserveSupply;
  if (mintable <= 0n) throw new Error('maxSupply must exceed reserveSupply for a mintable currency');
  const min = BigInt(s.minDifficulty);
  const max = BigInt(s.maxDifficulty);
  // bigint division truncates toward zero: floor for the non-negative supplies a live currency
  // has, and Java's long division otherwise.
  // A reservable currency's supply is below its reserve until crowdfunding resolves: nothing of
  // the mintable part is minted then.
  const minted = s.currentSupply > s.reserveSupply ? s.currentSupply - s.reserveSupply : 0n;
  const exp = 256n - min - ((max - min) * minted) / mintable;
  return ((1n << exp) - 1n) / units;
}

/** The target as 32 little-endian bytes (getMintingTarget's targetBytes). */
export function targetBytes(target: bigint): Uint8Array {
  if (target < 0n || target > MAX_256) throw new Error('target must be a 256-bit unsigned integer');
  const out = new Uint8Array(32);
  let v = target;
  for (let i = 0; i < 32 && v !== 0n; i++) {
    out[i] = Number(v & 0xffn);
    v >>= 8n;
  }
  return out;
}

/** hash ≤ target, both 32 bytes little-endian: compared from the most significant (last) byte
 * down, so almost every call decides on the first byte or two and no bigint is built. */
export function meetsTargetBytes(hash: Uint8Array, targetLE: Uint8Array): boolean {
  for (let i = 31; i >= 0; i--) {
    const h = hash[i]!;
    const t = targetLE[i]!;
    if (h !== t) return h < t;
  }
  return true;
}

export function meetsTarget(hash: Uint8Array, target: bigint): boolean {
  return meetsTargetBytes(hash, targetBytes(target));
}

/** getMintingTarget's difficulty: (2^256 − 1) / target. A target of 0 has none (only the all-zero
 * hash meets it), so it throws. */
export function difficultyOf(target: bigint): bigint {
  if (target <= 0n) throw new Error('difficulty is defined for a positive target only');
  return MAX_256 / target;
}

/** The five values a mint's hash covers. */
export interface MintingProof {
  nonce: bigint;
  currency: bigint;
  units: bigint;
  counter: bigint;
  account: bigint;
}

/** The whole check a node makes of a mint's proof: build the input, hash it, compare. */
export function proofMeetsTarget(algorithm: MintingAlgorithm, p: MintingProof, targetLE: Uint8Array): boolean {
  const hash = mintingHasher(algorithm)(writeInput(p.nonce, p.currency, p.units, p.counter, p.account));
  return meetsTargetBytes(hash, targetLE);
}
