// Currency minting's proof-of-work math (src/capabilities/currencies/minting.ts): the 40-byte
// input layout, each algorithm against @noble/hashes called directly (and node:crypto where it
// has the same function), the target at exact supply points, the comparison at its boundary and
// the difficulty.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createHash, scryptSync } from 'node:crypto';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256, sha3_256 } from '@noble/hashes/sha3.js';
import { scrypt } from '@noble/hashes/scrypt.js';
import {
  MINTING_ALGORITHMS,
  MintingAlgorithm,
  algorithmName,
  difficultyOf,
  isMintingAlgorithm,
  meetsTarget,
  meetsTargetBytes,
  mintingHash,
  mintingHashInput,
  mintingTarget,
  proofMeetsTarget,
  targetBytes,
  type MintingSupply,
} from '../../src/capabilities/currencies/minting.js';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const leBigint = (b: Uint8Array) => BigInt(`0x${Buffer.from(b).reverse().toString('hex') || '0'}`);

// nonce -2 (a negative Java long), currency 0x0102030405060708, units 1000, counter 3,
// account 0xfedcba9876543210.
const INPUT = mintingHashInput(-2n, 0x0102030405060708n, 1000n, 3n, 0xfedcba9876543210n);
const INPUT_HEX = 'feffffffffffffff' + '0807060504030201' + 'e803000000000000' + '0300000000000000' + '1032547698badcfe';

describe('minting hash input', () => {
  it('is the five values as 64-bit little-endian, in order nonce, currency, units, counter, account', () => {
    expect(INPUT).toHaveLength(40);
    expect(hex(INPUT)).toBe(INPUT_HEX);
  });

  it('takes a signed nonce and its unsigned twin to the same bytes', () => {
    expect(mintingHashInput(-1n, 0n, 0n, 0n, 0n)).toEqual(mintingHashInput((1n << 64n) - 1n, 0n, 0n, 0n, 0n));
    expect(hex(mintingHashInput(-(1n << 63n), 0n, 0n, 0n, 0n)).slice(0, 16)).toBe('0000000000000080');
  });

  it('returns a new array each call (the check reuses a scratch buffer; callers keep theirs)', () => {
    const a = mintingHashInput(1n, 0n, 0n, 0n, 0n);
    const b = mintingHashInput(2n, 0n, 0n, 0n, 0n);
    proofMeetsTarget(MintingAlgorithm.SHA256, { nonce: 3n, currency: 0n, units: 0n, counter: 0n, account: 0n }, new Uint8Array(32));
    expect([a[0], b[0]]).toEqual([1, 2]);
  });
});

describe('minting algorithms', () => {
  it('lists the four codes with their names', () => {
    expect([...MINTING_ALGORITHMS]).toEqual([2, 3, 5, 25]);
    expect(MINTING_ALGORITHMS.map(algorithmName)).toEqual(['SHA256', 'SHA3_256', 'SCRYPT', 'KECCAK256']);
    for (const n of [0, 1, 4, 6, 24, 26, 255]) expect(isMintingAlgorithm(n)).toBe(false);
    for (const a of MINTING_ALGORITHMS) expect(isMintingAlgorithm(a)).toBe(true);
  });

  it('hashes with each algorithm exactly as @noble/hashes does', () => {
    expect(mintingHash(MintingAlgorithm.SHA256, INPUT)).toEqual(sha256(INPUT));
    expect(mintingHash(MintingAlgorithm.SHA3_256, INPUT)).toEqual(sha3_256(INPUT));
    expect(mintingHash(MintingAlgorithm.KECCAK256, INPUT)).toEqual(keccak_256(INPUT));
    expect(mintingHash(MintingAlgorithm.SCRYPT, INPUT)).toEqual(scrypt(INPUT, INPUT, { N: 1024, r: 1, p: 1, dkLen: 32 }));
    for (const a of MINTING_ALGORITHMS) expect(mintingHash(a, INPUT)).toHaveLength(32);
  });

  it('agrees with node:crypto (OpenSSL) on SHA-256, FIPS SHA3-256 and scrypt(N=1024, r=1, p=1, input as password and salt)', () => {
    expect(hex(mintingHash(MintingAlgorithm.SHA256, INPUT))).toBe(createHash('sha256').update(INPUT).digest('hex'));
    expect(hex(mintingHash(MintingAlgorithm.SHA3_256, INPUT))).toBe(createHash('sha3-256').update(INPUT).digest('hex'));
    expect(hex(mintingHash(MintingAlgorithm.SCRYPT, INPUT))).toBe(scryptSync(INPUT, INPUT, 32, { N: 1024, r: 1, p: 1 }).toString('hex'));
  });

  it('tells SHA3-256 from Keccak-256 (their padding differs): the published empty-input digests', () => {
    const empty = new Uint8Array(0);
    expect(hex(mintingHash(MintingAlgorithm.SHA3_256, empty))).toBe('a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a');
    expect(hex(mintingHash(MintingAlgorithm.KECCAK256, empty))).toBe('c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
  });
});

describe('minting target', () => {
  // Mintable supply 1000 above a reserve of 100; difficulty from 200 (exp 56) to 240 (exp 16).
  const supply = (currentSupply: bigint): MintingSupply => ({ minDifficulty: 200, maxDifficulty: 240, currentSupply, reserveSupply: 100n, maxSupply: 1100n });

  it('is (2^exp - 1) / units with exp = 256 - min - floor((max - min) * minted / mintable)', () => {
    expect(mintingTarget(supply(100n), 7n)).toBe(10293942005418276n); // exp 56
    expect(mintingTarget(supply(124n), 7n)).toBe(10293942005418276n); // 40 * 24 / 1000 = 0.96: still 56
    expect(mintingTarget(supply(125n), 7n)).toBe(5146971002709138n); // 40 * 25 / 1000 = 1: exp 55
    expect(mintingTarget(supply(600n), 3n)).toBe(22906492245n); // half minted: exp 36
    expect(mintingTarget(supply(1100n), 1n)).toBe(65535n); // all minted: exp 16
    const wide: MintingSupply = { minDifficulty: 1, maxDifficulty: 9, currentSupply: 500n, reserveSupply: 0n, maxSupply: 1000n };
    expect(mintingTarget(wide, 3n)).toBe(1206167596222043702328864427173832373471562340267089208744349833415761767082n); // exp 251
    expect(mintingTarget({ ...wide, currentSupply: 0n }, 1n)).toBe((1n << 255n) - 1n);
  });

  it('computes the exponent without 64-bit overflow: (max - min) * minted past 2^63', () => {
    const big: MintingSupply = { minDifficulty: 1, maxDifficulty: 255, currentSupply: 10n ** 17n - 1n, reserveSupply: 0n, maxSupply: 10n ** 17n };
    expect(mintingTarget(big, 1n)).toBe((1n << 2n) - 1n); // exp 256 - 1 - floor(254 * (1 - 10^-17)) = 2
  });

  it('falls as more of the mintable supply is minted, and divides by the units', () => {
    let previous = mintingTarget(supply(100n), 1n);
    for (let current = 101n; current <= 1100n; current++) {
      const t = mintingTarget(supply(current), 1n);
      expect(t).toBeLessThanOrEqual(previous);
      previous = t;
    }
    expect(mintingTarget(supply(1100n), 1n)).toBeLessThan(mintingTarget(supply(100n), 1n));
    const one = mintingTarget(supply(400n), 1n);
    for (const units of [2n, 5n, 1000n]) expect(mintingTarget(supply(400n), units)).toBe(one / units);
  });

  it('refuses units that are not positive, and a currency with nothing to mint', () => {
    expect(() => mintingTarget(supply(100n), 0n)).toThrow(/units/);
    expect(() => mintingTarget(supply(100n), -1n)).toThrow(/units/);
    expect(() => mintingTarget({ ...supply(100n), maxSupply: 100n }, 1n)).toThrow(/maxSupply/);
  });
});

describe('meetsTarget', () => {
  const target = 0x00000000ffffffff_00000000ffffffff_12345678_9abcdef0_0fedcba9_87654321n * 3n;

  it('passes a hash equal to the target and fails it against target - 1', () => {
    const hash = targetBytes(target);
    expect(leBigint(hash)).toBe(target);
    expect(meetsTarget(hash, target)).toBe(true);
    expect(meetsTarget(hash, target - 1n)).toBe(false);
    expect(meetsTarget(targetBytes(target + 1n), target)).toBe(false);
    expect(meetsTargetBytes(hash, targetBytes(target))).toBe(true);
  });

  it('reads the hash little-endian: the last byte weighs most', () => {
    const t = targetBytes(1n << 248n); // only byte 31 set, to 1
    const high = new Uint8Array(32).fill(0xff);
    high[31] = 0;
    expect(meetsTargetBytes(high, t)).toBe(true); // 2^248 - 1
    const low = new Uint8Array(32);
    low[31] = 1;
    low[0] = 1;
    expect(meetsTargetBytes(low, t)).toBe(false); // 2^248 + 1
    expect(meetsTarget(new Uint8Array(32), 0n)).toBe(true);
    expect(meetsTarget(new Uint8Array(32).fill(0xff), (1n << 256n) - 1n)).toBe(true);
  });

  it('agrees with a bigint comparison on any hash and target', () => {
    const bytes32 = fc.uint8Array({ minLength: 32, maxLength: 32 });
    fc.assert(
      fc.property(bytes32, bytes32, fc.nat({ max: 31 }), (h, t, shared) => {
        // Share the top bytes so the comparison often has to go deep.
        const hash = Uint8Array.from(h);
        hash.set(t.subarray(32 - shared), 32 - shared);
        expect(meetsTargetBytes(hash, t)).toBe(leBigint(hash) <= leBigint(t));
        expect(meetsTarget(hash, leBigint(t))).toBe(leBigint(hash) <= leBigint(t));
      }),
      { seed: 7, numRuns: 500 },
    );
  });

  it('targetBytes refuses what is not a 256-bit unsigned integer', () => {
    expect(() => targetBytes(-1n)).toThrow();
    expect(() => targetBytes(1n << 256n)).toThrow();
    expect(hex(targetBytes(0x0102n))).toBe('0201' + '00'.repeat(30));
  });

  it('proofMeetsTarget hashes the five values and compares', () => {
    const proof = { nonce: -2n, currency: 0x0102030405060708n, units: 1000n, counter: 3n, account: 0xfedcba9876543210n };
    const value = leBigint(sha256(INPUT));
    expect(proofMeetsTarget(MintingAlgorithm.SHA256, proof, targetBytes(value))).toBe(true);
    expect(proofMeetsTarget(MintingAlgorithm.SHA256, proof, targetBytes(value - 1n))).toBe(false);
  });
});

describe('difficultyOf', () => {
  it('is (2^256 - 1) / target', () => {
    expect(difficultyOf((1n << 256n) - 1n)).toBe(1n);
    expect(difficultyOf(1n << 255n)).toBe(1n);
    expect(difficultyOf((1n << 200n) - 1n)).toBe(1n << 56n);
    expect(difficultyOf(1n)).toBe((1n << 256n) - 1n);
    expect(difficultyOf(3n)).toBe(((1n << 256n) - 1n) / 3n);
    expect(() => difficultyOf(0n)).toThrow();
  });
});
