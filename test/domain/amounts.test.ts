import { describe, it, expect } from '@jest/globals';
import { addExact, coinsToMTA, isLong, mulExact, parseAmount, subExact } from '../../src/domain/amounts.js';
import { MAX_LONG, MIN_LONG, ONE_COIN } from '../../src/domain/constants.js';
import { DomainError, ErrorCode } from '../../src/domain/errors.js';

describe('amounts', () => {
  it('adds, subtracts, multiplies within range', () => {
    expect(addExact(MAX_LONG - 1n, 1n)).toBe(MAX_LONG);
    expect(subExact(MIN_LONG + 1n, 1n)).toBe(MIN_LONG);
    expect(subExact(1n, 2n)).toBe(-1n);
    expect(mulExact(3n, ONE_COIN)).toBe(300_000_000n);
  });

  it('throws on overflow instead of wrapping', () => {
    const cases: Array<() => bigint> = [() => addExact(MAX_LONG, 1n), () => subExact(MIN_LONG, 1n), () => mulExact(MAX_LONG, 2n), () => mulExact(MIN_LONG, -1n)];
    for (const f of cases) {
      let err: unknown;
      try {
        f();
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(DomainError);
      expect((err as DomainError).code).toBe(ErrorCode.INVALID_PARAMETER);
    }
    expect(isLong(MAX_LONG)).toBe(true);
    expect(isLong(MAX_LONG + 1n)).toBe(false);
  });

  it('parses non-negative decimals up to MAX_LONG', () => {
    expect(parseAmount('0')).toBe(0n);
    expect(parseAmount('9223372036854775807')).toBe(MAX_LONG);
    for (const bad of ['-1', '9223372036854775808', '1.5', '', 'abc', ' 1', '1e8', '+5']) {
      expect(() => parseAmount(bad, 'amountMTA')).toThrow(DomainError);
    }
  });

  it('converts coins', () => {
    expect(coinsToMTA(1000)).toBe(1000n * ONE_COIN);
    expect(coinsToMTA(5n)).toBe(500_000_000n);
    expect(() => coinsToMTA(1.5)).toThrow(DomainError);
    expect(() => coinsToMTA(10n ** 12n)).toThrow(DomainError);
  });
});
