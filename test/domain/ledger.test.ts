import { describe, it, expect } from '@jest/globals';
import { adjustBalance, setPublicKeyIfUnset } from '../../src/domain/ledger.js';
import { TransactionRejectedError, TxRejectReason } from '../../src/domain/errors.js';
import { MAX_LONG } from '../../src/domain/constants.js';
import { MemoryLedger, key } from './fakes.js';

describe('ledger helpers', () => {
  it('adjustBalance creates, credits and debits with copies', () => {
    const s = new MemoryLedger(4, 0);
    const a = adjustBalance(s, 9n, 100n);
    expect(a).toMatchObject({ id: 9n, balanceMTA: 100n, creationHeight: 4 });
    const b = adjustBalance(s, 9n, -40n);
    expect(b.balanceMTA).toBe(60n);
    expect(a.balanceMTA).toBe(100n); // the earlier object is untouched
    expect(s.getAccount(9n)).toBe(b);
  });

  it('refuses negative balances and overflow', () => {
    const s = new MemoryLedger();
    adjustBalance(s, 1n, 10n);
    const reason = (f: () => void) => {
      try {
        f();
      } catch (e) {
        return (e as TransactionRejectedError).rejectReason;
      }
      return undefined;
    };
    expect(reason(() => adjustBalance(s, 1n, -11n))).toBe(TxRejectReason.NOT_ENOUGH_FUNDS);
    expect(reason(() => adjustBalance(s, 1n, MAX_LONG))).toBe(TxRejectReason.OVERFLOW);
    expect(s.getAccount(1n)!.balanceMTA).toBe(10n);
  });

  it('setPublicKeyIfUnset sets once, as a copy', () => {
    const s = new MemoryLedger();
    const pk = key('k1').publicKey;
    setPublicKeyIfUnset(s, 5n, pk);
    const got = s.getAccount(5n)!.publicKey!;
    expect(got).toEqual(pk);
    expect(got).not.toBe(pk);
    setPublicKeyIfUnset(s, 5n, key('k2').publicKey);
    expect(s.getAccount(5n)!.publicKey).toEqual(pk);
  });
});
