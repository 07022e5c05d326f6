import { describe, it, expect } from '@jest/globals';
import { bytesEqual, fromHex, isAllZero, toHex } from '../../src/domain/hex.js';
import { DomainError } from '../../src/domain/errors.js';

describe('hex', () => {
  it('round trips all byte values', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const h = toHex(all);
    expect(h).toBe(Buffer.from(all).toString('hex'));
    expect(fromHex(h)).toEqual(all);
    expect(fromHex(h.toUpperCase())).toEqual(all);
    expect(fromHex('')).toEqual(new Uint8Array(0));
  });

  it('encodes views into a larger buffer and every length, short or long, the same way', () => {
    const backing = Uint8Array.from({ length: 300 }, (_, i) => (i * 37 + 11) & 255);
    for (const [from, to] of [[0, 0], [5, 6], [3, 10], [7, 15], [1, 33], [17, 290]] as const) {
      const view = backing.subarray(from, to);
      const expected = Array.from(view, (b) => b.toString(16).padStart(2, '0')).join('');
      expect(toHex(view)).toBe(expected);
      expect(fromHex(toHex(view))).toEqual(new Uint8Array(view));
    }
  });

  it('is strict', () => {
    for (const bad of ['a', 'abc', 'zz', '0g', ' 00', '00 ', '+1', 'é0']) {
      expect(() => fromHex(bad)).toThrow(DomainError);
    }
    expect(() => fromHex('00', 'p', 2)).toThrow(/expected 2 bytes/);
    expect(() => fromHex(123 as unknown as string)).toThrow(DomainError);
  });

  it('compares bytes', () => {
    expect(bytesEqual(Uint8Array.of(1, 2), Uint8Array.of(1, 2))).toBe(true);
    expect(bytesEqual(Uint8Array.of(1, 2), Uint8Array.of(1, 3))).toBe(false);
    expect(bytesEqual(Uint8Array.of(1), Uint8Array.of(1, 2))).toBe(false);
    expect(isAllZero(new Uint8Array(5))).toBe(true);
    expect(isAllZero(Uint8Array.of(0, 1))).toBe(false);
  });
});
