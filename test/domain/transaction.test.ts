import { describe, it, expect } from '@jest/globals';
import { signTransaction, Transaction, transactionFromJSON, transactionToJSON } from '../../src/domain/transaction.js';
import { TransactionRejectedError, TxRejectReason, DomainError } from '../../src/domain/errors.js';
import { sha256, utf8Bytes, verify } from '../../src/domain/crypto.js';
import { accountIdFromPublicKey } from '../../src/domain/account-id.js';
import { encodeRS } from '../../src/domain/reed-solomon.js';
import { readU64LE } from '../../src/domain/bytes.js';
import { toHex } from '../../src/domain/hex.js';
import { prunableMessageHash } from '../../src/domain/appendices.js';
import type { TransactionData } from '../../src/domain/types.js';
import { idOf, key, payment, paymentData } from './fakes.js';
import { TEST_REGISTRY } from '../helpers/rules.js';

function dataOf(tx: TransactionData): TransactionData {
  const { type, subtype, version, timestamp, deadline, senderPublicKey, recipientId, amountMTA, feeMTA, referencedTransactionFullHash, ecBlockHeight, ecBlockId, attachment, appendices, signature } = tx;
  return { type, subtype, version, timestamp, deadline, senderPublicKey, recipientId, amountMTA, feeMTA, referencedTransactionFullHash, ecBlockHeight, ecBlockId, attachment, appendices, signature };
}

const richAppendices = {
  message: { data: utf8Bytes('hello, ünïcode'), isText: true },
  encryptedMessage: { data: Uint8Array.from({ length: 48 }, (_, i) => i), nonce: new Uint8Array(24).fill(7), isText: false, isCompressed: false },
  publicKeyAnnouncement: { publicKey: key('bob').publicKey },
};

describe('Transaction bytes', () => {
  it('lays out the header as documented', () => {
    const tx = payment({ timestamp: 0x01020304, deadline: 1440, amountMTA: 7n, feeMTA: 100_000_000n, ecBlockHeight: 9, ecBlockId: 77n });
    const b = tx.bytes();
    expect(b.length).toBe(177); // 176-byte header + attachment version byte
    expect(b[0]).toBe(0);
    expect(b[1]).toBe((3 << 4) | 0);
    expect([...b.subarray(2, 6)]).toEqual([4, 3, 2, 1]);
    expect(b[6] | (b[7]! << 8)).toBe(1440);
    expect(b.subarray(8, 40)).toEqual(key('alice').publicKey);
    expect(readU64LE(b, 40)).toBe(idOf('bob'));
    expect(readU64LE(b, 48)).toBe(7n);
    expect(readU64LE(b, 56)).toBe(100_000_000n);
    expect(b.subarray(64, 96)).toEqual(new Uint8Array(32));
    expect(b.subarray(96, 160)).toEqual(tx.signature);
    expect(readU64LE(b, 164) & 0xffffffffn).toBe(9n);
    expect(readU64LE(b, 168)).toBe(77n);
    expect(b[176]).toBe(0);
  });

  it('round trips: fromBytes(bytes()) has the same data, bytes, id and full hash', () => {
    for (const tx of [payment(), payment({ appendices: richAppendices, referencedTransactionFullHash: sha256(Uint8Array.of(1)) })]) {
      const back = Transaction.fromBytes(tx.bytes(), TEST_REGISTRY);
      expect(back).toEqual(tx);
      expect(dataOf(back)).toEqual(dataOf(tx));
      expect(back.bytes()).toEqual(tx.bytes());
      expect(back.id).toBe(tx.id);
      expect(back.fullHash).toEqual(tx.fullHash);
      expect(back.senderId).toBe(tx.senderId);
    }
  });

  it('full hash = SHA-256(unsigned || SHA-256(signature)), id = its first 8 bytes, stable', () => {
    const tx = payment();
    const unsigned = tx.bytes().slice();
    unsigned.fill(0, 96, 160);
    expect(tx.unsignedBytes()).toEqual(unsigned);
    expect(tx.signatureHash).toEqual(sha256(tx.signature!));
    expect(tx.fullHash).toEqual(sha256(unsigned, sha256(tx.signature!)));
    expect(tx.id).toBe(readU64LE(tx.fullHash, 0));
    expect(payment().id).toBe(tx.id); // Ed25519 is deterministic
    expect(tx.senderId).toBe(accountIdFromPublicKey(key('alice').publicKey));
    expect(tx.expiration).toBe(tx.timestamp + 1440 * 60);
    expect(tx.size).toBe(177);
  });

  it('signature verifies; a tampered signature or body does not', () => {
    const tx = payment();
    expect(verify(tx.signature!, tx.unsignedBytes(), tx.senderPublicKey)).toBe(true);
    const bad = tx.bytes().slice();
    bad[100]! ^= 1;
    const t2 = Transaction.fromBytes(bad, TEST_REGISTRY);
    expect(verify(t2.signature!, t2.unsignedBytes(), t2.senderPublicKey)).toBe(false);
    expect(t2.id).not.toBe(tx.id);
    const body = tx.bytes().slice();
    body[50]! ^= 1; // amount
    const t3 = Transaction.fromBytes(body, TEST_REGISTRY);
    expect(verify(t3.signature!, t3.unsignedBytes(), t3.senderPublicKey)).toBe(false);
  });

  it('prunable message: only its hash is signed, the wire form carries the data', () => {
    const pm = { data: utf8Bytes('prunable data'), isText: true };
    const tx = payment({ appendices: { prunableMessage: pm } });
    expect(tx.bytes()).not.toEqual(tx.signedBytes());
    expect(tx.signedBytes().length).toBe(177 + 1 + 4 + 32);
    expect(tx.signedBytes().subarray(182)).toEqual(prunableMessageHash(pm));
    expect(tx.bytes().length).toBe(177 + 1 + 4 + pm.data.length);
    expect(tx.size).toBe(tx.signedBytes().length);
    const back = Transaction.fromBytes(tx.bytes(), TEST_REGISTRY);
    expect(back.appendices.prunableMessage).toEqual(pm);
    expect(back.fullHash).toEqual(tx.fullHash);
    expect(verify(back.signature!, back.unsignedBytes(), back.senderPublicKey)).toBe(true);
    // A different message under the same signature changes the hash and fails.
    const forged = new Transaction({ ...dataOf(tx), appendices: { prunableMessage: { data: utf8Bytes('other'), isText: true } } }, TEST_REGISTRY);
    expect(verify(forged.signature!, forged.unsignedBytes(), forged.senderPublicKey)).toBe(false);
  });

  it('fromBytes is strict', () => {
    const b = payment().bytes();
    const expectReject = (bytes: Uint8Array, reason: TxRejectReason) => {
      let err: unknown;
      try {
        Transaction.fromBytes(bytes, TEST_REGISTRY);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(TransactionRejectedError);
      expect((err as TransactionRejectedError).rejectReason).toBe(reason);
    };
    expectReject(Uint8Array.of(...b, 0), TxRejectReason.MALFORMED); // trailing byte
    expectReject(b.subarray(0, b.length - 1), TxRejectReason.MALFORMED); // truncated
    expectReject(b.subarray(0, 10), TxRejectReason.MALFORMED);
    expectReject(new Uint8Array(0), TxRejectReason.MALFORMED);
    const unknownType = b.slice();
    unknownType[0] = 99;
    expectReject(unknownType, TxRejectReason.UNKNOWN_TYPE);
    const unknownSubtype = b.slice();
    unknownSubtype[1] = (3 << 4) | 5;
    expectReject(unknownSubtype, TxRejectReason.UNKNOWN_TYPE);
    const badFlags = b.slice();
    badFlags[160] = 0x10;
    expectReject(badFlags, TxRejectReason.MALFORMED);
    const flagWithoutData = b.slice();
    flagWithoutData[160] = 1; // message flag but no message bytes
    expectReject(flagWithoutData, TxRejectReason.MALFORMED);
    const badAttachmentVersion = b.slice();
    badAttachmentVersion[176] = 1;
    expectReject(badAttachmentVersion, TxRejectReason.MALFORMED);
    const withMsg = payment({ appendices: { message: { data: utf8Bytes('hi'), isText: true } } }).bytes().slice();
    withMsg[177] = 2; // appendix version
    expectReject(withMsg, TxRejectReason.MALFORMED);
  });

  it('fromBytes copies its input', () => {
    const b = payment().bytes().slice();
    const tx = Transaction.fromBytes(b, TEST_REGISTRY);
    const id = tx.id;
    b.fill(0);
    expect(tx.senderPublicKey).toEqual(key('alice').publicKey);
    expect(Transaction.fromBytes(tx.bytes(), TEST_REGISTRY).id).toBe(id);
  });

  it('unsigned transactions have no id and sign with the sender key only', () => {
    const data = paymentData();
    const unsigned = new Transaction(data, TEST_REGISTRY);
    expect(unsigned.isSigned).toBe(false);
    expect(unsigned.unsignedBytes()).toEqual(unsigned.bytes());
    expect(() => unsigned.id).toThrow(DomainError);
    expect(Transaction.fromBytes(unsigned.bytes(), TEST_REGISTRY).signature).toBeNull();
    const signed = signTransaction(unsigned, key('alice'), TEST_REGISTRY);
    expect(signed.unsignedBytes()).toEqual(unsigned.unsignedBytes());
    expect(signTransaction(data, key('alice').seed, TEST_REGISTRY).id).toBe(signed.id);
    expect(() => signTransaction(data, key('bob'), TEST_REGISTRY)).toThrow(DomainError);
    expect(() => new Transaction({ ...data, type: 42 }, TEST_REGISTRY)).toThrow(TransactionRejectedError);
    expect(() => new Transaction({ ...data, amountMTA: 2n ** 63n }, TEST_REGISTRY).bytes()).toThrow(DomainError);
  });
});

describe('Transaction JSON', () => {
  it('has the spec fields for a confirmed payment', () => {
    const tx = payment({ referencedTransactionFullHash: sha256(Uint8Array.of(2)) });
    const json = transactionToJSON(tx, { location: { height: 5, blockId: 99n, index: 2, blockTimestamp: 1234 }, tipHeight: 8 });
    expect(json).toEqual({
      type: 0,
      subtype: 0,
      chain: 1,
      phased: false,
      timestamp: 1000,
      deadline: 1440,
      senderPublicKey: toHex(key('alice').publicKey),
      sender: tx.senderId.toString(),
      senderRS: encodeRS(tx.senderId),
      recipient: idOf('bob').toString(),
      recipientRS: encodeRS(idOf('bob')),
      amountMTA: '500000000',
      feeMTA: '100000000',
      referencedTransactionFullHash: toHex(sha256(Uint8Array.of(2))),
      signature: toHex(tx.signature!),
      signatureHash: toHex(tx.signatureHash),
      fullHash: toHex(tx.fullHash),
      transaction: tx.id.toString(),
      height: 5,
      confirmations: 3,
      block: '99',
      blockTimestamp: 1234,
      transactionIndex: 2,
      version: 3,
      ecBlockId: '1000',
      ecBlockHeight: 0,
      attachment: { 'version.OrdinaryPayment': 0 },
    });
    expect(json['senderRS']).toMatch(/^TOTEM-/);
  });

  it('omits chain position when unconfirmed and ids when unsigned', () => {
    const json = transactionToJSON(payment());
    for (const k of ['height', 'confirmations', 'block', 'blockTimestamp', 'transactionIndex', 'referencedTransactionFullHash']) expect(json).not.toHaveProperty(k);
    const unsigned = transactionToJSON(new Transaction(paymentData(), TEST_REGISTRY));
    for (const k of ['signature', 'signatureHash', 'fullHash', 'transaction']) expect(unsigned).not.toHaveProperty(k);
  });

  it('renders appendices like Nxt and round trips through JSON', () => {
    const tx = payment({ appendices: richAppendices });
    const json = transactionToJSON(tx);
    expect(json['attachment']).toEqual({
      'version.OrdinaryPayment': 0,
      'version.Message': 1,
      message: 'hello, ünïcode',
      messageIsText: true,
      'version.EncryptedMessage': 1,
      encryptedMessage: { data: toHex(richAppendices.encryptedMessage.data), nonce: toHex(richAppendices.encryptedMessage.nonce), isText: false, isCompressed: false },
      'version.PublicKeyAnnouncement': 1,
      recipientPublicKey: toHex(key('bob').publicKey),
    });
    const back = transactionFromJSON(JSON.parse(JSON.stringify(json)), TEST_REGISTRY);
    expect(dataOf(back)).toEqual(dataOf(tx));
    expect(back.bytes()).toEqual(tx.bytes());
    expect(back.id).toBe(tx.id);

    const bin = payment({ appendices: { prunableMessage: { data: Uint8Array.of(0, 255), isText: false } } });
    const binJson = transactionToJSON(bin);
    expect((binJson['attachment'] as Record<string, unknown>)['message']).toBe('00ff');
    expect(transactionFromJSON(binJson, TEST_REGISTRY).fullHash).toEqual(bin.fullHash);
  });

  it('round trips unsigned JSON and checks given hashes', () => {
    const unsigned = new Transaction(paymentData(), TEST_REGISTRY);
    const back = transactionFromJSON(transactionToJSON(unsigned), TEST_REGISTRY);
    expect(back.signature).toBeNull();
    expect(back.unsignedBytes()).toEqual(unsigned.unsignedBytes());
    const json = transactionToJSON(payment());
    expect(() => transactionFromJSON({ ...json, fullHash: '00'.repeat(32) }, TEST_REGISTRY)).toThrow(DomainError);
    expect(() => transactionFromJSON({ ...json, transaction: '1' }, TEST_REGISTRY)).toThrow(DomainError);
    expect(() => transactionFromJSON({ ...json, attachment: {} }, TEST_REGISTRY)).toThrow(DomainError);
    expect(() => transactionFromJSON({ ...json, amountMTA: 'x' }, TEST_REGISTRY)).toThrow(DomainError);
    expect(() => transactionFromJSON({ ...json, senderPublicKey: 'abcd' }, TEST_REGISTRY)).toThrow(DomainError);
    expect(() => transactionFromJSON({ ...json, type: 77 }, TEST_REGISTRY)).toThrow(TransactionRejectedError);
    expect(() => transactionFromJSON('nope', TEST_REGISTRY)).toThrow(DomainError);
  });
});
