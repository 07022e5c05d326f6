import { describe, it, expect } from '@jest/globals';
import { idFromHashPrefix, idToString, parseUnsignedId } from '../../src/domain/ids.js';
import { DomainError, ErrorCode } from '../../src/domain/errors.js';

describe('ids', () => {
  it('parses unsigned decimals', () => {
    expect(parseUnsignedId('1')).toBe(1n);
    expect(parseUnsignedId('18446744073709551615')).toBe(2n ** 64n - 1n);
    expect(parseUnsignedId('8264278205416377583')).toBe(8264278205416377583n);
    expect(parseUnsignedId('0007')).toBe(7n);
  });

  it('converts negative signed longs like Nxt', () => {
    expect(parseUnsignedId('-1')).toBe(2n ** 64n - 1n);
    expect(parseUnsignedId('-9223372036854775808')).toBe(2n ** 63n);
    expect(parseUnsignedId('-2')).toBe(2n ** 64n - 2n);
  });

  it('refuses 0, out of range and junk with INVALID_PARAMETER', () => {
    for (const bad of ['0', '-0', '000', '18446744073709551616', '99999999999999999999', '-9223372036854775809', '', ' 1', '1 ', '+1', '1e3', '0x10', 'abc', '1.0', '--1', '123456789012345678901']) {
      let err: unknown;
      try {
        parseUnsignedId(bad, 'account');
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(DomainError);
      expect((err as DomainError).code).toBe(ErrorCode.INVALID_PARAMETER);
      expect((err as DomainError).param).toBe('account');
    }
    expect(() => parseUnsignedId(5 as unknown as string)).toThrow(DomainError);
  });

  it('formats and reads hash prefixes', () => {
    expect(idToString(0n)).toBe('0');
    expect(idToString(2n ** 64n - 1n)).toBe('18446744073709551615');
    expect(() => idToString(-1n)).toThrow(DomainError);
    expect(() => idToString(2n ** 64n)).toThrow(DomainError);
    const h = new Uint8Array(32);
    h[0] = 1;
    h[7] = 0x80;
    expect(idFromHashPrefix(h)).toBe(2n ** 63n + 1n);
  });
});
