import { describe, it, expect } from '@jest/globals';
import { BUILTIN_REGISTRY, defaultRegistry, TransactionTypeRegistry } from '../../../src/domain/tx-types/registry.js';
import { ordinaryPayment } from '../../../src/domain/tx-types/payment.js';
import { TRANSACTION_TYPE_NUMBERS } from '../../../src/domain/tx-types/numbering.js';
import { DomainError } from '../../../src/domain/errors.js';

describe('TransactionTypeRegistry', () => {
  it('registers and finds types by number and name', () => {
    const r = defaultRegistry();
    expect(r.get(0, 0)).toBe(ordinaryPayment);
    expect(r.byName('OrdinaryPayment')).toBe(ordinaryPayment);
    expect(r.get(0, 1)).toBeUndefined();
    expect(r.byName('Nope')).toBeUndefined();
    expect(r.all()).toEqual([ordinaryPayment]);
  });

  it('refuses duplicates and out-of-range numbers', () => {
    const r = defaultRegistry();
    expect(() => r.register(ordinaryPayment)).toThrow(DomainError);
    expect(() => r.register({ ...ordinaryPayment, name: 'Other' })).toThrow(/already registered/);
    expect(() => r.register({ ...ordinaryPayment, subtype: 1 })).toThrow(/already registered/);
    expect(() => r.register({ ...ordinaryPayment, subtype: 16, name: 'X' })).toThrow(DomainError);
    expect(() => r.register({ ...ordinaryPayment, type: 256, name: 'Y' })).toThrow(DomainError);
    expect(() => new TransactionTypeRegistry().register({ ...ordinaryPayment, type: 1, subtype: 0, name: 'ArbitraryMessage' })).not.toThrow();
  });

  it('the built-in registry is frozen; fresh ones are independent', () => {
    expect(BUILTIN_REGISTRY.isFrozen).toBe(true);
    expect(() => BUILTIN_REGISTRY.register({ ...ordinaryPayment, type: 1, name: 'Z' })).toThrow(/frozen/);
    const a = defaultRegistry();
    a.register({ ...ordinaryPayment, type: 1, name: 'Z' });
    expect(defaultRegistry().get(1, 0)).toBeUndefined();
  });

  it('registers exactly the types the numbering marks implemented', () => {
    const implemented = TRANSACTION_TYPE_NUMBERS.filter((n) => n.implemented).map((n) => `${n.type}/${n.subtype}/${n.name}`);
    const registered = defaultRegistry().all().map((t) => `${t.type}/${t.subtype}/${t.name}`);
    expect(registered.sort()).toEqual(implemented.sort());
  });
});
