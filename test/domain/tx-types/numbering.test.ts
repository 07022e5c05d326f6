import { describe, it, expect } from '@jest/globals';
import { TRANSACTION_TYPE_NUMBERS, typeNumber, typeNumberByName } from '../../../src/domain/tx-types/numbering.js';

describe('transaction type numbering', () => {
  it('has unique numbers and names within 8-bit types and 4-bit subtypes', () => {
    const nums = new Set(TRANSACTION_TYPE_NUMBERS.map((n) => `${n.type}/${n.subtype}`));
    const names = new Set(TRANSACTION_TYPE_NUMBERS.map((n) => n.name));
    expect(nums.size).toBe(TRANSACTION_TYPE_NUMBERS.length);
    expect(names.size).toBe(TRANSACTION_TYPE_NUMBERS.length);
    for (const n of TRANSACTION_TYPE_NUMBERS) {
      expect(n.type).toBeGreaterThanOrEqual(0);
      expect(n.type).toBeLessThan(256);
      expect(n.subtype).toBeGreaterThanOrEqual(0);
      expect(n.subtype).toBeLessThan(16);
      expect(n.type).not.toBe(3); // reserved
    }
  });

  it('fixes the numbers the spec names', () => {
    expect(typeNumber(0, 0)).toMatchObject({ name: 'OrdinaryPayment', tag: 'PAYMENTS' });
    expect(typeNumber(2, 4)).toMatchObject({ name: 'TotemApprovalRequest', tag: 'AE' });
    expect(typeNumberByName('CurrencyMinting')).toMatchObject({ type: 5, subtype: 7 });
    expect(typeNumberByName('CurrencyPayment')).toMatchObject({ type: 5 });
    expect(typeNumberByName('ContractUpload')).toMatchObject({ type: 8 });
    expect(typeNumberByName('AgentAttestation')).toMatchObject({ type: 9 });
    expect(typeNumberByName('ShufflingCreation')).toMatchObject({ type: 7, subtype: 0 });
    expect(typeNumber(3, 0)).toBeUndefined();
  });

  it('covers every capability of the spec', () => {
    const tags = new Set(TRANSACTION_TYPE_NUMBERS.map((n) => n.tag));
    for (const t of ['PAYMENTS', 'MESSAGES', 'AE', 'MS', 'ACCOUNTS', 'PHASING', 'SHUFFLING', 'CONTRACTS', 'CERTIFICATE', 'AGENT_ATTESTATION', 'LOANS', 'SUBSCRIPTIONS']) {
      expect(tags.has(t)).toBe(true);
    }
  });
});
