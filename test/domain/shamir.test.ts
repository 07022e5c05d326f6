// Split secrets (src/domain/shamir.ts): round trips at every threshold, refusals, and the
// piece format, with a GF(256) test vector against the wrapped library.
import { describe, expect, it } from '@jest/globals';
import { combine } from 'shamir-secret-sharing';
import {
  MAX_SECRET_BYTES,
  PIECE_BYTES,
  ShamirError,
  combineSecret,
  pieceFromText,
  pieceInfo,
  pieceToText,
  splitSecret,
} from '../../src/domain/shamir.js';

const PHRASE = 'correct horse battery staple — split secret test';

/** Every k-element subset of 0..n-1. */
function subsets(n: number, k: number): number[][] {
  const out: number[][] = [];
  const pick = (start: number, acc: number[]): void => {
    if (acc.length === k) {
      out.push([...acc]);
      return;
    }
    for (let i = start; i < n; i++) pick(i + 1, [...acc, i]);
  };
  pick(0, []);
  return out;
}

async function refusal(p: Promise<unknown>): Promise<ShamirError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(ShamirError);
    return err as ShamirError;
  }
  throw new Error('expected a ShamirError');
}

describe('shamir', () => {
  it.each([2, 3, 4, 5])('restores the phrase from every %i of 5 pieces, and not from fewer', async (threshold) => {
    const pieces = await splitSecret(PHRASE, 5, threshold);
    expect(pieces).toHaveLength(5);
    for (const subset of subsets(5, threshold)) {
      expect(await combineSecret(subset.map((i) => pieces[i]!))).toBe(PHRASE);
    }
    // More than the minimum works too.
    expect(await combineSecret(pieces)).toBe(PHRASE);
    for (const subset of subsets(5, threshold - 1)) {
      const err = await refusal(combineSecret(subset.map((i) => pieces[i]!)));
      expect(err.reason).toMatch(/too few pieces/);
    }
  });

  it('works with 16 pieces (any 16, any 9 of them at threshold 9)', async () => {
    const all = await splitSecret(PHRASE, 16, 16);
    expect(await combineSecret([...all].reverse())).toBe(PHRASE);
    await expect(combineSecret(all.slice(1))).rejects.toThrow(/too few pieces: 15 given, 16 needed/);
    const nine = await splitSecret(PHRASE, 16, 9);
    expect(await combineSecret(nine.slice(7))).toBe(PHRASE);
    expect(await combineSecret(nine.filter((_, i) => i % 2 === 0).concat(nine[1]!))).toBe(PHRASE);
  });

  it('counts a piece given twice once', async () => {
    const pieces = await splitSecret(PHRASE, 3, 2);
    await expect(combineSecret([pieces[0]!, pieces[0]!])).rejects.toThrow(/too few pieces: 1 given, 2 needed/);
  });

  it('detects pieces of different secrets (and of two splits of the same secret)', async () => {
    const a = await splitSecret(PHRASE, 3, 2);
    const b = await splitSecret('another secret phrase', 3, 2);
    const again = await splitSecret(PHRASE, 3, 2);
    expect((await refusal(combineSecret([a[0]!, b[1]!]))).reason).toMatch(/different split secrets/);
    expect((await refusal(combineSecret([a[0]!, again[1]!]))).reason).toMatch(/different split secrets/);
  });

  it('detects a damaged piece', async () => {
    const pieces = await splitSecret(PHRASE, 3, 2);
    const damaged = pieces[1]!.slice();
    damaged[20]! ^= 0x01;
    expect((await refusal(combineSecret([pieces[0]!, damaged]))).reason).toMatch(/do not combine/);
  });

  it('makes pieces of one size whatever the phrase, with the header it documents', async () => {
    const short = await splitSecret('a', 4, 3);
    const long = await splitSecret('x'.repeat(MAX_SECRET_BYTES), 4, 3);
    for (const p of [...short, ...long]) expect(p).toHaveLength(PIECE_BYTES);
    expect(PIECE_BYTES).toBe(167);
    const infos = short.map(pieceInfo);
    expect(infos.every((i) => i.version === 1 && i.threshold === 3 && i.setId === infos[0]!.setId)).toBe(true);
    expect(new Set(infos.map((i) => i.index)).size).toBe(4);
    expect(await combineSecret(long.slice(0, 3))).toBe('x'.repeat(MAX_SECRET_BYTES));
    const text = pieceToText(short[0]!);
    expect(text).toMatch(/^0103[0-9a-f]{330}$/);
    expect(text).toHaveLength(334);
    expect(pieceFromText(` ${text.toUpperCase()} `)).toEqual(short[0]);
  });

  it('restores multi-byte UTF-8 phrases', async () => {
    const phrase = 'geheimnis ünd 秘密 🔑';
    const pieces = await splitSecret(phrase, 3, 2);
    expect(await combineSecret([pieces[2]!, pieces[0]!])).toBe(phrase);
  });

  it('refuses bad parameters', async () => {
    await expect(splitSecret(PHRASE, 1, 2)).rejects.toThrow(ShamirError);
    await expect(splitSecret(PHRASE, 17, 2)).rejects.toThrow(/between 2 and 16/);
    await expect(splitSecret(PHRASE, 5, 1)).rejects.toThrow(ShamirError);
    await expect(splitSecret(PHRASE, 5, 6)).rejects.toThrow(ShamirError);
    await expect(splitSecret('', 5, 3)).rejects.toThrow(/empty/);
    await expect(splitSecret('x'.repeat(MAX_SECRET_BYTES + 1), 5, 3)).rejects.toThrow(/longer than 155/);
    expect(() => pieceFromText('abcd')).toThrow(ShamirError);
    const p = new Uint8Array(PIECE_BYTES);
    p[0] = 2;
    expect(() => pieceInfo(p)).toThrow(/unknown piece version/);
  });

  it('GF(256) test vector: the library interpolates hand-computed shares', async () => {
    // Secret byte s = 0x53 with f(x) = 0x53 + 0xCA·x over GF(2^8) (AES polynomial 0x11B):
    // f(1) = 0x53 ^ 0xCA = 0x99; f(2) = 0x53 ^ (0xCA·2) = 0x53 ^ 0x8F = 0xDC
    // (0xCA·2 = 0x194 reduced by 0x11B = 0x8F). A share is its y bytes then its x byte.
    expect(await combine([Uint8Array.of(0x99, 1), Uint8Array.of(0xdc, 2)])).toEqual(Uint8Array.of(0x53));
    // f(x) = 0x01 + 0x01·x: f(3) = 0x01 ^ 0x03 = 0x02, f(5) = 0x01 ^ 0x05 = 0x04.
    expect(await combine([Uint8Array.of(0x02, 3), Uint8Array.of(0x04, 5)])).toEqual(Uint8Array.of(0x01));
  });
});
