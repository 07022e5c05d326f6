import { describe, it, expect } from '@jest/globals';
import { decodeRS, encodeRS, encodeRSBody, parseAccountId, rsGeneratorPolynomial } from '../../src/domain/reed-solomon.js';
import { DomainError } from '../../src/domain/errors.js';
import { ACCOUNT_RS_PREFIX } from '../../src/domain/constants.js';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const VECTORS: Array<[bigint, string]> = [
  [0n, '2222-2222-2222-22222'],
  [1n, '2223-2222-KB8Y-22222'],
  [8264278205416377583n, 'K59H-9RMF-64CY-9X6E7'],
];

describe('Reed-Solomon addresses', () => {
  it('uses the generator with roots alpha^1..alpha^4', () => {
    expect(rsGeneratorPolynomial()).toEqual([17, 9, 6, 30, 1]);
  });

  it('encodes the reference vectors with the project prefix', () => {
    expect(ACCOUNT_RS_PREFIX).toBe('TOTEM');
    for (const [id, body] of VECTORS) {
      expect(encodeRS(id)).toBe(`TOTEM-${body}`);
      expect(decodeRS(`TOTEM-${body}`)).toBe(id);
      expect(decodeRS(body)).toBe(id); // prefix optional on input
      expect(decodeRS(`totem-${body.toLowerCase()}`)).toBe(id); // case-insensitive
    }
  });

  it('round trips random and extreme ids', () => {
    const ids = [2n ** 64n - 1n, 2n ** 63n, 31n, 32n, 12345678901234567890n];
    let x = 0x9e3779b97f4a7c15n;
    for (let i = 0; i < 200; i++) {
      x = (x * 6364136223846793005n + 1442695040888963407n) & (2n ** 64n - 1n);
      ids.push(x);
    }
    for (const id of ids) expect(decodeRS(encodeRS(id))).toBe(id);
  });

  it('rejects every one-character substitution of a valid address', () => {
    for (const [, body] of VECTORS) {
      const addr = `TOTEM-${body}`;
      let tried = 0;
      for (let i = 'TOTEM-'.length; i < addr.length; i++) {
        if (addr[i] === '-') continue;
        for (const c of ALPHABET + '01IO-') {
          if (c === addr[i]) continue;
          const typo = addr.slice(0, i) + c + addr.slice(i + 1);
          expect(() => decodeRS(typo)).toThrow(DomainError);
          tried++;
        }
      }
      expect(tried).toBe(17 * 36); // 17 symbols x (31 other letters + '0', '1', 'I', 'O', '-')
    }
  });

  it('rejects transpositions, bad format, wrong prefix and ids beyond 64 bits', () => {
    expect(() => decodeRS('TOTEM-K59H-9RMF-64CY-9X67E')).toThrow(DomainError);
    expect(() => decodeRS('TOTEM-K59H9RMF64CY9X6E7')).toThrow(DomainError);
    expect(() => decodeRS('TOTEM-K59H-9RMF-64CY-9X6E')).toThrow(DomainError);
    expect(() => decodeRS('TOTEM-K59H-9RMF-64CY-9X6E77')).toThrow(DomainError);
    expect(() => decodeRS('NXT-K59H-9RMF-64CY-9X6E7')).toThrow(DomainError);
    expect(() => decodeRS('K59H-9RMF-64C-Y9X6E7')).toThrow(DomainError);
    expect(() => decodeRS('')).toThrow(DomainError);
    // 13 symbols of 5 bits can hold 2^65 - 1: a valid codeword above 2^64 must be refused.
    const over = encodeRSBody(2n ** 64n + 5n);
    expect(encodeRSBody(2n ** 64n - 1n)).toBe(encodeRS(2n ** 64n - 1n).slice(6));
    expect(() => decodeRS(over)).toThrow(/out of range/);
  });

  it('parseAccountId accepts numeric ids and RS addresses, not 0', () => {
    expect(parseAccountId('8264278205416377583')).toBe(8264278205416377583n);
    expect(parseAccountId('TOTEM-K59H-9RMF-64CY-9X6E7')).toBe(8264278205416377583n);
    expect(parseAccountId('k59h-9rmf-64cy-9x6e7')).toBe(8264278205416377583n);
    expect(parseAccountId('-1')).toBe(2n ** 64n - 1n);
    expect(() => parseAccountId('0')).toThrow(DomainError);
    expect(() => parseAccountId('TOTEM-2222-2222-2222-22222')).toThrow(DomainError);
    expect(() => parseAccountId('TOTEM-K59H-9RMF-64CY-9X6E8')).toThrow(DomainError);
  });
});
