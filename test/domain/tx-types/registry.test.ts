import { describe, it, expect } from '@jest/globals';
import { TransactionTypeRegistry } from '../../../src/domain/tx-types/registry.js';
import { ordinaryPayment } from '../../../src/capabilities/payments/ordinary-payment.js';
import { typeNumber } from '../../../src/domain/tx-types/numbering.js';
import { DomainError } from '../../../src/domain/errors.js';
import { TEST_REGISTRY } from '../../helpers/rules.js';

const paymentsOnly = (): TransactionTypeRegistry => new TransactionTypeRegistry().register(ordinaryPayment);

describe('TransactionTypeRegistry', () => {
  it('registers and finds types by number and name', () => {
    const r = paymentsOnly();
    expect(r.get(0, 0)).toBe(ordinaryPayment);
    expect(r.byName('OrdinaryPayment')).toBe(ordinaryPayment);
    expect(r.get(0, 1)).toBeUndefined();
    expect(r.byName('Nope')).toBeUndefined();
    expect(r.all()).toEqual([ordinaryPayment]);
  });

  it('refuses duplicates and out-of-range numbers', () => {
    const r = paymentsOnly();
    expect(() => r.register(ordinaryPayment)).toThrow(DomainError);
    expect(() => r.register({ ...ordinaryPayment, name: 'Other' })).toThrow(/already registered/);
    expect(() => r.register({ ...ordinaryPayment, subtype: 1 })).toThrow(/already registered/);
    expect(() => r.register({ ...ordinaryPayment, subtype: 16, name: 'X' })).toThrow(DomainError);
    expect(() => r.register({ ...ordinaryPayment, type: 256, name: 'Y' })).toThrow(DomainError);
    expect(() => new TransactionTypeRegistry().register({ ...ordinaryPayment, type: 1, subtype: 0, name: 'ArbitraryMessage' })).not.toThrow();
  });

  it("the rules' registry is frozen; fresh ones are independent", () => {
    expect(TEST_REGISTRY.isFrozen).toBe(true);
    expect(() => TEST_REGISTRY.register({ ...ordinaryPayment, type: 3, name: 'Z' })).toThrow(/frozen/);
    const a = paymentsOnly();
    a.register({ ...ordinaryPayment, type: 3, name: 'Z' });
    expect(paymentsOnly().get(3, 0)).toBeUndefined();
    expect(TEST_REGISTRY.get(3, 0)).toBeUndefined();
  });

  it('registers each type under the number, name and tag the numbering gives it', () => {
    const registered = TEST_REGISTRY.all();
    expect(registered.map((t) => t.name)).toContain('OrdinaryPayment');
    for (const t of registered) {
      const n = typeNumber(t.type, t.subtype);
      expect({ name: t.name, number: n?.name }).toEqual({ name: t.name, number: t.name });
      expect(t.tags).toContain(n!.tag);
    }
  });
});
