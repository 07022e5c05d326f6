import { describe, it, expect } from '@jest/globals';
import { ordinaryPayment } from '../../../src/capabilities/payments/ordinary-payment.js';
import { ByteReader, ByteWriter } from '../../../src/domain/bytes.js';
import { DomainError, TransactionRejectedError, TxRejectReason } from '../../../src/domain/errors.js';
import { devnetParams } from '../../../src/domain/network-params.js';
import { ONE_COIN } from '../../../src/domain/constants.js';
import { applyEffect } from '../../../src/domain/effects.js';
import { MemoryLedger, idOf, payment } from '../fakes.js';

describe('OrdinaryPayment', () => {
  it('is type 0/0 with an empty version-0 attachment', () => {
    expect(ordinaryPayment).toMatchObject({ type: 0, subtype: 0, name: 'OrdinaryPayment', attachmentName: 'OrdinaryPayment', mustHaveRecipient: true, canHaveRecipient: true });
    const w = new ByteWriter();
    ordinaryPayment.writeAttachment(w, { version: 0 });
    expect(w.length).toBe(0);
    expect(ordinaryPayment.parseAttachment(new ByteReader(new Uint8Array(0)), 0)).toEqual({ version: 0 });
    expect(() => ordinaryPayment.parseAttachment(new ByteReader(new Uint8Array(0)), 1)).toThrow(DomainError);
    expect(ordinaryPayment.attachmentToJSON({ version: 0 })).toEqual({});
    expect(ordinaryPayment.attachmentFromJSON({}, 0)).toEqual({ version: 0 });
    expect(() => ordinaryPayment.attachmentFromJSON({}, 2)).toThrow(DomainError);
  });

  it('minimum fee is 1 coin; amount must be positive', () => {
    expect(ordinaryPayment.minimumFeeMTA(payment(), devnetParams())).toBe(ONE_COIN);
    expect(() => ordinaryPayment.validateStateless(payment({ amountMTA: 0n }), devnetParams())).toThrow(TransactionRejectedError);
    try {
      ordinaryPayment.validateStateless(payment({ amountMTA: 0n }), devnetParams());
    } catch (e) {
      expect((e as TransactionRejectedError).rejectReason).toBe(TxRejectReason.INVALID_AMOUNT);
    }
    expect(() => ordinaryPayment.validateStateless(payment(), devnetParams())).not.toThrow();
  });

  it('apply only emits a payments/transfer event (the common code moves the amount and the fee)', () => {
    const state = new MemoryLedger(3, 0);
    const tx = payment({ to: idOf('zoe'), amountMTA: 7n });
    ordinaryPayment.apply(tx, state);
    expect(state.changeCount).toBe(0);
    expect(state.events).toEqual([
      { capability: 'payments', name: 'transfer', transactionId: tx.id, attributes: { sender: idOf('alice'), recipient: idOf('zoe'), amountMTA: 7n } },
    ]);
  });

  it('its effect credits the recipient only (the sender is debited before it)', () => {
    const state = new MemoryLedger(3, 0);
    const tx = payment({ to: idOf('zoe'), amountMTA: 7n });
    applyEffect(tx, state);
    expect(state.getAccount(idOf('zoe'))!.balanceMTA).toBe(7n);
    expect(state.getAccount(idOf('alice'))).toBeUndefined();
    expect(state.events.map((e) => `${e.capability}/${e.name}`)).toEqual(['payments/transfer']);
  });
});
