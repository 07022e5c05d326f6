import { describe, it, expect } from '@jest/globals';
import { applyTransaction, minimumFeeMTA, reserveTransaction, validateAgainstState, validateStateless } from '../../src/domain/validation.js';
import { ErrorCode, TransactionRejectedError, TxRejectReason } from '../../src/domain/errors.js';
import { Transaction, signTransaction } from '../../src/domain/transaction.js';
import { devnetParams } from '../../src/domain/network-params.js';
import { MAX_LONG, MAX_MESSAGE_LENGTH, ONE_COIN } from '../../src/domain/constants.js';
import { sha256, utf8Bytes } from '../../src/domain/crypto.js';
import { TransactionTypeRegistry, type TransactionType } from '../../src/domain/tx-types/registry.js';
import { ordinaryPayment } from '../../src/capabilities/payments/ordinary-payment.js';
import type { LedgerState } from '../../src/domain/types.js';
import type { Attachment } from '../../src/domain/types.js';
import type { ByteReader, ByteWriter } from '../../src/domain/bytes.js';
import { FakeChain, MemoryLedger, idOf, key, payment, paymentData, type PaymentOptions } from './fakes.js';
import { TEST_REGISTRY } from '../helpers/rules.js';

const params = devnetParams();

interface BlobAttachment extends Attachment {
  readonly data: Uint8Array;
}
const NOW = 1000;

function rejectionOf(f: () => void): TransactionRejectedError {
  try {
    f();
  } catch (e) {
    if (e instanceof TransactionRejectedError) return e;
    throw e;
  }
  throw new Error('expected a TransactionRejectedError');
}

function stateless(tx: Transaction, now = NOW): TxRejectReason | undefined {
  try {
    validateStateless(tx, { nowEpochSeconds: now, params, registry: TEST_REGISTRY });
    return undefined;
  } catch (e) {
    if (e instanceof TransactionRejectedError) return e.rejectReason;
    throw e;
  }
}

/** A transaction carrying an arbitrary (valid-shaped) signature: for fields that cannot be
 * serialised and therefore cannot be signed. */
function withFakeSignature(o: PaymentOptions & Record<string, unknown>): Transaction {
  return new Transaction({ ...paymentData(o), ...o, signature: new Uint8Array(64).fill(1) } as never, TEST_REGISTRY);
}

function setup() {
  const state = new MemoryLedger(11, NOW);
  const chain = new FakeChain(10);
  state.fund(key('alice').publicKey, 100n * ONE_COIN);
  return { state, chain };
}

/** Validates against the state, or against a pending state (a fork, as the mempool keeps one)
 * holding the reservations of `pending` transactions. */
function againstState(tx: Transaction, ctx: ReturnType<typeof setup>, pending: readonly Transaction[] = []): TxRejectReason | undefined {
  let state: LedgerState = ctx.state;
  if (pending.length > 0) {
    const fork = ctx.state.fork();
    for (const p of pending) reserveTransaction(p, fork);
    state = fork;
  }
  try {
    validateAgainstState(tx, { chain: ctx.chain, state, params });
    return undefined;
  } catch (e) {
    if (e instanceof TransactionRejectedError) return e.rejectReason;
    throw e;
  }
}

describe('validateStateless', () => {
  it('accepts a well-formed payment, within the drift and before expiry', () => {
    expect(stateless(payment())).toBeUndefined();
    expect(stateless(payment({ timestamp: NOW + 15 }))).toBeUndefined();
    expect(stateless(payment({ timestamp: NOW - 60, deadline: 1 }))).toBeUndefined(); // expires exactly now
    expect(stateless(payment({ appendices: { message: { data: utf8Bytes('x'.repeat(MAX_MESSAGE_LENGTH)), isText: true } }, feeMTA: 32n * ONE_COIN }))).toBeUndefined();
  });

  it('each rule rejects with its reason', () => {
    const bigMsg = { message: { data: new Uint8Array(100), isText: false } };
    const cases: Array<[TxRejectReason, Transaction, number?]> = [
      [TxRejectReason.NOT_SIGNED, new Transaction(paymentData(), TEST_REGISTRY)],
      [TxRejectReason.BAD_VERSION, payment({ version: 2 })],
      [TxRejectReason.INVALID_TIMESTAMP, payment({ timestamp: -5 })],
      [TxRejectReason.INVALID_DEADLINE, payment({ deadline: 0 })],
      [TxRejectReason.INVALID_DEADLINE, payment({ deadline: -3 })],
      [TxRejectReason.INVALID_DEADLINE, withFakeSignature({ deadline: 32768 })],
      [TxRejectReason.TIMESTAMP_IN_FUTURE, payment({ timestamp: NOW + 16 })],
      [TxRejectReason.EXPIRED, payment({ timestamp: NOW - 61, deadline: 1 })],
      [TxRejectReason.INVALID_AMOUNT, payment({ amountMTA: -1n })],
      [TxRejectReason.INVALID_AMOUNT, payment({ amountMTA: 0n })], // payment must be positive
      [TxRejectReason.INVALID_FEE, payment({ feeMTA: -1n })],
      [TxRejectReason.OVERFLOW, payment({ amountMTA: MAX_LONG, feeMTA: ONE_COIN })],
      [TxRejectReason.INVALID_RECIPIENT, payment({ to: 0n })],
      [TxRejectReason.UNKNOWN_EC_BLOCK, payment({ ecBlockHeight: -1 })],
      [TxRejectReason.INVALID_ATTACHMENT, withFakeSignature({ attachment: { version: 1 } })],
      [TxRejectReason.INVALID_APPENDIX, payment({ appendices: { message: { data: new Uint8Array(MAX_MESSAGE_LENGTH + 1), isText: false } } })],
      [TxRejectReason.INVALID_APPENDIX, payment({ appendices: { message: { data: Uint8Array.of(0xff, 0xfe), isText: true } } })],
      [TxRejectReason.INVALID_APPENDIX, payment({ appendices: { message: { data: utf8Bytes('a'), isText: true }, prunableMessage: { data: utf8Bytes('b'), isText: true } } })],
      [TxRejectReason.INVALID_APPENDIX, payment({ appendices: { publicKeyAnnouncement: { publicKey: key('carol').publicKey } } })],
      [TxRejectReason.INVALID_APPENDIX, payment({ appendices: { encryptedMessage: { data: new Uint8Array(10), nonce: new Uint8Array(0), isText: false, isCompressed: false } } })],
      [TxRejectReason.MALFORMED, withFakeSignature({ senderPublicKey: new Uint8Array(31) })],
      [TxRejectReason.MALFORMED, withFakeSignature({ ecBlockHeight: 2 ** 31 })],
      [TxRejectReason.MALFORMED, withFakeSignature({ referencedTransactionFullHash: new Uint8Array(31) })],
      [TxRejectReason.FEE_TOO_LOW, payment({ feeMTA: ONE_COIN - 1n })],
      [TxRejectReason.FEE_TOO_LOW, payment({ feeMTA: ONE_COIN, appendices: bigMsg })],
      [TxRejectReason.BAD_SIGNATURE, new Transaction({ ...payment(), amountMTA: 6n * ONE_COIN }, TEST_REGISTRY)],
      [TxRejectReason.BAD_SIGNATURE, new Transaction({ ...payment(), signature: payment({ amountMTA: 7n }).signature }, TEST_REGISTRY)],
    ];
    cases.forEach(([reason, tx], i) => expect({ i, reason: stateless(tx) }).toEqual({ i, reason }));
  });

  it('marks the refusals that depend on the receiver\'s clock or fee rules', () => {
    const dependsOn = (tx: Transaction) => rejectionOf(() => validateStateless(tx, { nowEpochSeconds: NOW, params })).dependsOnState;
    expect(dependsOn(payment({ timestamp: NOW + 16 }))).toBe(true); // TIMESTAMP_IN_FUTURE
    expect(dependsOn(payment({ timestamp: NOW - 61, deadline: 1 }))).toBe(true); // EXPIRED
    expect(dependsOn(payment({ feeMTA: ONE_COIN - 1n }))).toBe(true); // FEE_TOO_LOW
    expect(dependsOn(payment({ ecBlockHeight: -1 }))).toBe(false); // UNKNOWN_EC_BLOCK, malformed height
    expect(dependsOn(payment({ deadline: 0 }))).toBe(false);
    expect(dependsOn(new Transaction({ ...payment(), amountMTA: 6n * ONE_COIN }, TEST_REGISTRY))).toBe(false);
  });

  it('maps reasons to API error codes', () => {
    const expired = rejectionOf(() => validateStateless(payment({ timestamp: 0, deadline: 1 }), { nowEpochSeconds: 10_000, params }));
    expect(expired.code).toBe(ErrorCode.DEADLINE_PASSED);
    const fee = rejectionOf(() => validateStateless(payment({ feeMTA: 1n }), { nowEpochSeconds: NOW, params }));
    expect(fee.code).toBe(ErrorCode.INVALID_PARAMETER);
    expect(fee.param).toBe('feeMTA');
  });

  it('can skip the signature check when already verified', () => {
    const forged = new Transaction({ ...payment(), amountMTA: 6n * ONE_COIN }, TEST_REGISTRY);
    expect(() => validateStateless(forged, { nowEpochSeconds: NOW, params, verifySignature: false })).not.toThrow();
  });

  it('refuses types the given registry does not know, and oversized transactions', () => {
    expect(stateless(payment())).toBeUndefined();
    const empty = new TransactionTypeRegistry();
    expect(rejectionOf(() => validateStateless(payment(), { nowEpochSeconds: NOW, params, registry: empty })).rejectReason).toBe(TxRejectReason.UNKNOWN_TYPE);

    // A test type with a free-size attachment shows the size limit (payments cannot reach it).
    const blob: TransactionType<BlobAttachment> = {
      ...ordinaryPayment,
      type: 6,
      subtype: 0,
      name: 'TestBlob',
      attachmentName: 'TestBlob',
      mustHaveRecipient: false,
      canHaveRecipient: false,
      parseAttachment: (r: ByteReader, version: number): BlobAttachment => ({ version, data: r.bytes(r.u32()) }),
      writeAttachment: (w: ByteWriter, a: BlobAttachment) => {
        w.u32(a.data.length).bytes(a.data);
      },
      attachmentFromJSON: (_json: Readonly<Record<string, unknown>>, version: number): BlobAttachment => ({ version, data: new Uint8Array(0) }),
      validateStateless: () => undefined,
    };
    const reg = new TransactionTypeRegistry().register(ordinaryPayment).register(blob);
    const bigBlob: BlobAttachment = { version: 1, data: new Uint8Array(170_000) };
    const big = signTransaction({ ...paymentData(), type: 6, recipientId: 0n, amountMTA: 0n, attachment: bigBlob }, key('alice'), reg);
    expect(rejectionOf(() => validateStateless(big, { nowEpochSeconds: NOW, params, registry: reg })).rejectReason).toBe(TxRejectReason.TOO_LARGE);
    const smallBlob: BlobAttachment = { version: 1, data: new Uint8Array(1) };
    const withRecipient = signTransaction({ ...paymentData(), type: 6, amountMTA: 0n, attachment: smallBlob }, key('alice'), reg);
    expect(rejectionOf(() => validateStateless(withRecipient, { nowEpochSeconds: NOW, params, registry: reg })).rejectReason).toBe(TxRejectReason.INVALID_RECIPIENT);
    expect(Transaction.fromBytes(withRecipient.bytes(), reg).id).toBe(withRecipient.id);
  });

  it('minimum fee adds appendix fees', () => {
    expect(minimumFeeMTA(payment(), params)).toBe(ONE_COIN);
    const msg = (n: number) => payment({ appendices: { message: { data: new Uint8Array(n), isText: false } } });
    expect(minimumFeeMTA(msg(32), params)).toBe(ONE_COIN);
    expect(minimumFeeMTA(msg(33), params)).toBe(2n * ONE_COIN);
    expect(minimumFeeMTA(msg(65), params)).toBe(3n * ONE_COIN);
    const enc = payment({ appendices: { encryptedMessage: { data: new Uint8Array(40), nonce: new Uint8Array(24), isText: false, isCompressed: false } } });
    expect(minimumFeeMTA(enc, params)).toBe(3n * ONE_COIN);
    const pr = payment({ appendices: { prunableMessage: { data: new Uint8Array(1025), isText: false } } });
    expect(minimumFeeMTA(pr, params)).toBe(ONE_COIN + ONE_COIN / 5n);
  });
});

describe('validateAgainstState', () => {
  it('accepts a funded payment naming a block of this chain', () => {
    expect(againstState(payment({ ecBlockHeight: 3, ecBlockId: 1003n }), setup())).toBeUndefined();
  });

  it('each ledger rule rejects with its reason', () => {
    const ctx = setup();
    expect(againstState(payment({ ecBlockHeight: 11, ecBlockId: 1011n }), ctx)).toBe(TxRejectReason.UNKNOWN_EC_BLOCK);
    expect(againstState(payment({ ecBlockHeight: 3, ecBlockId: 999n }), ctx)).toBe(TxRejectReason.UNKNOWN_EC_BLOCK);

    const dup = payment();
    ctx.chain.confirm(dup);
    expect(againstState(dup, ctx)).toBe(TxRejectReason.DUPLICATE);

    const ref = sha256(Uint8Array.of(42));
    expect(againstState(payment({ referencedTransactionFullHash: ref }), ctx)).toBe(TxRejectReason.UNKNOWN_REFERENCED_TRANSACTION);
    expect(againstState(payment({ referencedTransactionFullHash: dup.fullHash }), ctx)).toBeUndefined();

    expect(againstState(payment({ amountMTA: 99n * ONE_COIN + 1n }), ctx)).toBe(TxRejectReason.NOT_ENOUGH_FUNDS);
    expect(againstState(payment({ amountMTA: 99n * ONE_COIN }), ctx)).toBeUndefined();
    // 50 coins held by a pending payment (49 + 1 fee)
    const pending = [payment({ amountMTA: 49n * ONE_COIN, to: idOf('carol') })];
    expect(againstState(payment({ amountMTA: 50n * ONE_COIN }), ctx, pending)).toBe(TxRejectReason.NOT_ENOUGH_FUNDS);
    expect(againstState(payment({ amountMTA: 49n * ONE_COIN }), ctx, pending)).toBeUndefined();
    expect(againstState(payment({ amountMTA: 1n }), ctx, [...pending, payment({ amountMTA: 49n * ONE_COIN, to: idOf('dave') })])).toBe(TxRejectReason.NOT_ENOUGH_FUNDS);
    expect(againstState(payment({ from: 'nobody' }), ctx)).toBe(TxRejectReason.NOT_ENOUGH_FUNDS);

    const mismatch = ctx.state.getAccount(idOf('alice'))!;
    ctx.state.putAccount({ ...mismatch, publicKey: key('bob').publicKey });
    expect(againstState(payment({ amountMTA: 2n * ONE_COIN }), ctx)).toBe(TxRejectReason.PUBLIC_KEY_MISMATCH);
  });

  it('marks the refusals that depend on the chain and ledger', () => {
    const ctx = setup();
    const dependsOn = (tx: Transaction) => rejectionOf(() => validateAgainstState(tx, { ...ctx, params })).dependsOnState;
    expect(dependsOn(payment({ ecBlockHeight: 11, ecBlockId: 1011n }))).toBe(true); // UNKNOWN_EC_BLOCK
    const dup = payment();
    ctx.chain.confirm(dup);
    expect(dependsOn(dup)).toBe(true); // DUPLICATE
    expect(dependsOn(payment({ referencedTransactionFullHash: sha256(Uint8Array.of(42)) }))).toBe(true); // UNKNOWN_REFERENCED_TRANSACTION
    expect(dependsOn(payment({ amountMTA: 1000n * ONE_COIN }))).toBe(true); // NOT_ENOUGH_FUNDS
    const alice = ctx.state.getAccount(idOf('alice'))!;
    ctx.state.putAccount({ ...alice, publicKey: key('bob').publicKey });
    expect(dependsOn(payment({ amountMTA: 2n * ONE_COIN }))).toBe(false); // PUBLIC_KEY_MISMATCH
  });

  it('funds an account whose key is not yet known, and checks announcements', () => {
    const ctx = setup();
    ctx.state.fund(key('dave').publicKey, 10n * ONE_COIN, false);
    expect(againstState(payment({ from: 'dave' }), ctx)).toBeUndefined();
    ctx.state.fund(key('bob').publicKey, 1n);
    const ann = payment({ to: idOf('bob'), appendices: { publicKeyAnnouncement: { publicKey: key('bob').publicKey } } });
    expect(againstState(ann, ctx)).toBeUndefined();
    // The ledger knows another key for bob's id (a 64-bit id collision): refused.
    const bob = ctx.state.getAccount(idOf('bob'))!;
    ctx.state.putAccount({ ...bob, publicKey: key('carol').publicKey });
    expect(againstState(ann, ctx)).toBe(TxRejectReason.INVALID_APPENDIX);
  });

  it('maps NOT_ENOUGH_FUNDS and DUPLICATE to codes 6 and 8', () => {
    const ctx = setup();
    const poor = rejectionOf(() => validateAgainstState(payment({ amountMTA: 1000n * ONE_COIN }), { ...ctx, params }));
    expect(poor.code).toBe(6);
    const dup = payment();
    ctx.chain.confirm(dup);
    expect(rejectionOf(() => validateAgainstState(dup, { ...ctx, params })).code).toBe(8);
  });
});

describe('reserveTransaction', () => {
  it('holds amount + fee on the pending state only, and refuses what the balance does not cover', () => {
    const { state } = setup();
    const pending = state.fork();
    reserveTransaction(payment({ amountMTA: 40n * ONE_COIN }), pending);
    expect(pending.getAccount(idOf('alice'))!.balanceMTA).toBe(59n * ONE_COIN);
    expect(state.getAccount(idOf('alice'))!.balanceMTA).toBe(100n * ONE_COIN);
    expect(pending.getAccount(idOf('bob'))).toBeUndefined(); // nothing reaches the recipient
    const poor = rejectionOf(() => reserveTransaction(payment({ amountMTA: 59n * ONE_COIN }), pending));
    expect(poor.rejectReason).toBe(TxRejectReason.NOT_ENOUGH_FUNDS);
    expect(poor.dependsOnState).toBe(true);
    expect(pending.getAccount(idOf('alice'))!.balanceMTA).toBe(59n * ONE_COIN);
    expect(rejectionOf(() => reserveTransaction(payment({ from: 'nobody' }), pending)).rejectReason).toBe(TxRejectReason.NOT_ENOUGH_FUNDS);
  });

  it("runs the type's own reservation after the coin", () => {
    const { state } = setup();
    const seen: bigint[] = [];
    const holding: TransactionType = { ...ordinaryPayment, reserve: (tx, s) => void seen.push(s.getAccount(tx.senderId)!.balanceMTA) };
    reserveTransaction(new Transaction(payment(), holding), state);
    expect(seen).toEqual([94n * ONE_COIN]);
  });
});

describe('applyTransaction', () => {
  it('moves amount + fee, sets the sender key, creates the recipient', () => {
    const { state } = setup();
    state.fund(key('erin').publicKey, 10n * ONE_COIN, false);
    const alice0 = state.getAccount(idOf('alice'))!;
    applyTransaction(payment({ from: 'erin', to: idOf('frank'), amountMTA: 3n * ONE_COIN }), state, TEST_REGISTRY);
    expect(state.getAccount(idOf('erin'))!.balanceMTA).toBe(6n * ONE_COIN);
    expect(state.getAccount(idOf('erin'))!.publicKey).toEqual(key('erin').publicKey);
    const frank = state.getAccount(idOf('frank'))!;
    expect(frank.balanceMTA).toBe(3n * ONE_COIN);
    expect(frank.publicKey).toBeNull();
    expect(frank.creationHeight).toBe(11);
    expect(state.getAccount(idOf('alice'))).toBe(alice0); // untouched
  });

  it('never mutates account objects handed out by the state', () => {
    const { state } = setup();
    const before = state.getAccount(idOf('alice'))!;
    const snapshot = { ...before };
    applyTransaction(payment(), state);
    expect(before).toEqual(snapshot);
    expect(state.getAccount(idOf('alice'))!.balanceMTA).toBe(94n * ONE_COIN);
  });

  it('self-payment costs only the fee; announcements set the recipient key', () => {
    const { state } = setup();
    applyTransaction(payment({ to: idOf('alice'), amountMTA: 10n * ONE_COIN }), state);
    expect(state.getAccount(idOf('alice'))!.balanceMTA).toBe(99n * ONE_COIN);
    applyTransaction(payment({ to: idOf('gina'), appendices: { publicKeyAnnouncement: { publicKey: key('gina').publicKey } } }), state);
    expect(state.getAccount(idOf('gina'))!.publicKey).toEqual(key('gina').publicKey);
  });

  it('refuses to overdraw', () => {
    const { state } = setup();
    expect(rejectionOf(() => applyTransaction(payment({ amountMTA: 100n * ONE_COIN }), state)).rejectReason).toBe(TxRejectReason.NOT_ENOUGH_FUNDS);
    expect(rejectionOf(() => applyTransaction(payment({ from: 'nobody' }), state)).rejectReason).toBe(TxRejectReason.NOT_ENOUGH_FUNDS);
    expect(state.getAccount(idOf('alice'))!.balanceMTA).toBe(100n * ONE_COIN);
  });
});
