import { describe, it, expect } from '@jest/globals';
import {
  appendicesFromJSON,
  appendicesToJSON,
  appendixFeeMTA,
  appendixFlags,
  FLAG_ENCRYPTED_MESSAGE,
  FLAG_MESSAGE,
  FLAG_PRUNABLE_MESSAGE,
  FLAG_PUBLIC_KEY_ANNOUNCEMENT,
  FLAG_ENCRYPT_TO_SELF_MESSAGE,
  FLAG_PRUNABLE_ENCRYPTED_MESSAGE,
  fillPruned,
  hasPrunedPart,
  withoutPrunableData,
  validatePrunableContent,
  prunableLength,
  prunableMessageHash,
  readAppendices,
  validateAppendices,
  writeAppendices,
} from '../../src/domain/appendices.js';
import { ByteReader, ByteWriter } from '../../src/domain/bytes.js';
import { sha256, utf8Bytes } from '../../src/domain/crypto.js';
import { accountIdFromPublicKey } from '../../src/domain/account-id.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { DomainError, TransactionRejectedError } from '../../src/domain/errors.js';
import type { Appendices } from '../../src/domain/types.js';
import { key } from './fakes.js';

const all: Appendices = {
  message: { data: utf8Bytes('hi'), isText: true },
  prunableMessage: { data: Uint8Array.of(1, 2, 3), isText: false },
  encryptedMessage: { data: new Uint8Array(40).fill(9), nonce: new Uint8Array(24).fill(1), isText: true, isCompressed: false },
  publicKeyAnnouncement: { publicKey: key('bob').publicKey },
};

const enc = (fill: number, isCompressed = false) => ({ data: new Uint8Array(40).fill(fill), nonce: new Uint8Array(24).fill(fill + 1), isText: fill % 2 === 0, isCompressed });

/** Every appendix at once (a prunable message and a message cannot be combined, nor the two
 * encrypted messages to the recipient, so two sets cover every part). */
const every: Appendices[] = [
  { message: all.message!, encryptedMessage: enc(3, true), publicKeyAnnouncement: all.publicKeyAnnouncement!, encryptToSelfMessage: enc(5) },
  { prunableMessage: all.prunableMessage!, prunableEncryptedMessage: enc(7, true), encryptToSelfMessage: enc(8, true) },
];

function wire(a: Appendices, signed = false): Uint8Array {
  const w = new ByteWriter();
  writeAppendices(w, a, signed);
  return w.finish();
}

describe('appendices: to-self, prunable encrypted and pruned parts', () => {
  it('every part round trips in the wire form, alone and combined', () => {
    for (const a of every) {
      const r = new ByteReader(wire(a));
      expect(readAppendices(r, appendixFlags(a))).toEqual(a);
      r.expectEnd();
      for (const [k, v] of Object.entries(a)) {
        const one = { [k]: v } as Appendices;
        expect(readAppendices(new ByteReader(wire(one)), appendixFlags(one))).toEqual(one);
      }
    }
    expect(appendixFlags(every[1]!)).toBe(FLAG_PRUNABLE_MESSAGE | FLAG_PRUNABLE_ENCRYPTED_MESSAGE | FLAG_ENCRYPT_TO_SELF_MESSAGE);
  });

  it('a pruned part signs as the whole part and round trips in the wire form; fillPruned restores only matching data', () => {
    const whole = every[1]!;
    const pruned = withoutPrunableData(whole);
    expect(pruned.prunableMessage).toMatchObject({ length: 3, isText: false });
    expect(pruned.prunableEncryptedMessage).toMatchObject({ length: 40, isCompressed: true });
    expect(wire(pruned, true)).toEqual(wire(whole, true));
    expect(readAppendices(new ByteReader(wire(pruned)), appendixFlags(pruned))).toEqual(pruned);
    expect(hasPrunedPart(pruned)).toBe(true);
    expect(hasPrunedPart(whole)).toBe(false);
    expect(fillPruned(pruned, whole)).toEqual(whole);
    const other = { ...whole, prunableEncryptedMessage: enc(9, true) };
    const filled = fillPruned(pruned, other);
    expect(filled.prunableMessage).toEqual(whole.prunableMessage);
    expect(filled.prunableEncryptedMessage).toEqual(pruned.prunableEncryptedMessage);
    expect(appendixFeeMTA(pruned)).toBe(appendixFeeMTA(whole));
  });

  it('JSON round trips every part, whole and pruned', () => {
    for (const a of [...every, withoutPrunableData(every[1]!)]) expect(appendicesFromJSON(appendicesToJSON(a))).toEqual(a);
    const json = appendicesToJSON(withoutPrunableData(every[1]!));
    expect(json).not.toHaveProperty('message');
    expect(json).toMatchObject({ messageLength: 3, encryptedMessageLength: 40, encryptedMessageIsCompressed: true });
  });

  it('a pruned bit is refused on a part that cannot be pruned, and compression on a plain part', () => {
    const bytes = wire({ message: { data: utf8Bytes('x'), isText: true } });
    bytes[4] = bytes[4]! | 0x40;
    expect(() => readAppendices(new ByteReader(bytes), FLAG_MESSAGE)).toThrow(DomainError);
    bytes[4] = (bytes[4]! & ~0x40) | 0x20;
    expect(() => readAppendices(new ByteReader(bytes), FLAG_MESSAGE)).toThrow(DomainError);
  });

  it('prunable content rules are not part of a block\'s validity; nonces are exactly 24 bytes', () => {
    const bob = accountIdFromPublicKey(key('bob').publicKey);
    const badText = { prunableMessage: { data: Uint8Array.of(0xff), isText: true } };
    expect(() => validateAppendices(badText, 0n, accountIdFromPublicKey)).not.toThrow();
    expect(() => validatePrunableContent(badText)).toThrow(TransactionRejectedError);
    const shortNonce = { prunableEncryptedMessage: { ...enc(1), nonce: new Uint8Array(12) } };
    expect(() => validateAppendices(shortNonce, bob, accountIdFromPublicKey)).not.toThrow();
    expect(() => validatePrunableContent(shortNonce)).toThrow(TransactionRejectedError);
    expect(() => validatePrunableContent(withoutPrunableData({ ...badText, ...shortNonce }))).not.toThrow();
    expect(() => validateAppendices({ encryptedMessage: { ...enc(1), nonce: new Uint8Array(12) } }, bob, accountIdFromPublicKey)).toThrow(TransactionRejectedError);
    expect(() => validateAppendices({ encryptToSelfMessage: { ...enc(1), nonce: new Uint8Array(25) } }, 0n, accountIdFromPublicKey)).toThrow(TransactionRejectedError);
    expect(prunableLength({ ...badText, ...shortNonce })).toBe(1 + 40);
    expect(prunableLength(withoutPrunableData({ ...badText, ...shortNonce }))).toBe(41);
  });

  it('validation of the new parts', () => {
    const bob = accountIdFromPublicKey(key('bob').publicKey);
    expect(() => validateAppendices({ prunableEncryptedMessage: enc(1) }, 0n, accountIdFromPublicKey)).toThrow(TransactionRejectedError);
    expect(() => validateAppendices({ prunableEncryptedMessage: enc(1), encryptedMessage: enc(2) }, bob, accountIdFromPublicKey)).toThrow(TransactionRejectedError);
    expect(() => validateAppendices({ encryptToSelfMessage: enc(1) }, 0n, accountIdFromPublicKey)).not.toThrow();
    expect(() => validateAppendices({ encryptToSelfMessage: { ...enc(1), data: new Uint8Array(0) } }, 0n, accountIdFromPublicKey)).toThrow(TransactionRejectedError);
    expect(() => validateAppendices({ prunableEncryptedMessage: { ...enc(1), data: new Uint8Array(42 * 1024 + 1) } }, bob, accountIdFromPublicKey)).toThrow(TransactionRejectedError);
    expect(() => validateAppendices(withoutPrunableData(every[1]!), bob, accountIdFromPublicKey)).not.toThrow();
  });
});

describe('appendices', () => {
  it('flags one bit each', () => {
    expect(appendixFlags({})).toBe(0);
    expect(appendixFlags(all)).toBe(FLAG_MESSAGE | FLAG_PRUNABLE_MESSAGE | FLAG_ENCRYPTED_MESSAGE | FLAG_PUBLIC_KEY_ANNOUNCEMENT);
  });

  it('wire form round trips; signed form replaces prunable data by its hash', () => {
    const w = new ByteWriter();
    writeAppendices(w, all, false);
    const wire = w.finish();
    const r = new ByteReader(wire);
    expect(readAppendices(r, appendixFlags(all))).toEqual(all);
    r.expectEnd();
    const s = new ByteWriter();
    writeAppendices(s, { prunableMessage: all.prunableMessage! }, true);
    const signed = s.finish();
    expect(signed[0]).toBe(1);
    expect([...signed.subarray(1, 5)]).toEqual([3, 0, 0, 0]); // the signed length word
    expect(signed.subarray(5)).toEqual(sha256(Uint8Array.of(0), Uint8Array.of(1, 2, 3)));
    expect(prunableMessageHash({ data: utf8Bytes('a'), isText: true })).toEqual(sha256(Uint8Array.of(1), utf8Bytes('a')));
  });

  it('message length carries the text bit', () => {
    const w = new ByteWriter();
    writeAppendices(w, { message: { data: utf8Bytes('abc'), isText: true } }, true);
    expect([...w.finish()]).toEqual([1, 3, 0, 0, 0x80, 97, 98, 99]);
  });

  it('JSON round trip', () => {
    const { prunableMessage: _p, ...rest } = all;
    expect(appendicesFromJSON(appendicesToJSON(rest))).toEqual(rest);
    const pr = { prunableMessage: all.prunableMessage! };
    const json = appendicesToJSON(pr);
    expect(json).toEqual({ 'version.PrunablePlainMessage': 1, message: '010203', messageIsText: false, messageHash: expect.any(String) });
    expect(appendicesFromJSON(json)).toEqual(pr);
    expect(() => appendicesFromJSON({ ...json, messageHash: '00' })).toThrow(DomainError);
    expect(() => appendicesFromJSON({ 'version.Message': 2, message: 'x', messageIsText: true })).toThrow(DomainError);
    expect(() => appendicesFromJSON({ 'version.Message': 1, message: 'x' })).toThrow(DomainError);
  });

  it('fees', () => {
    expect(appendixFeeMTA({})).toBe(0n);
    expect(appendixFeeMTA({ publicKeyAnnouncement: all.publicKeyAnnouncement! })).toBe(0n);
    expect(appendixFeeMTA({ message: { data: new Uint8Array(0), isText: false } })).toBe(0n);
    expect(appendixFeeMTA({ message: { data: new Uint8Array(64), isText: false } })).toBe(ONE_COIN);
    expect(appendixFeeMTA({ encryptedMessage: { data: new Uint8Array(32), nonce: new Uint8Array(1), isText: false, isCompressed: false } })).toBe(ONE_COIN);
    expect(appendixFeeMTA({ prunableMessage: { data: new Uint8Array(0), isText: false } })).toBe(ONE_COIN / 10n);
    expect(appendixFeeMTA({ prunableMessage: { data: new Uint8Array(3 * 1024), isText: false } })).toBe((3n * ONE_COIN) / 10n);
  });

  it('validation', () => {
    const bob = accountIdFromPublicKey(key('bob').publicKey);
    expect(() => validateAppendices({ publicKeyAnnouncement: all.publicKeyAnnouncement! }, bob, accountIdFromPublicKey)).not.toThrow();
    expect(() => validateAppendices({ publicKeyAnnouncement: all.publicKeyAnnouncement! }, 0n, accountIdFromPublicKey)).toThrow(TransactionRejectedError);
    expect(() => validateAppendices({ encryptedMessage: all.encryptedMessage! }, 0n, accountIdFromPublicKey)).toThrow(TransactionRejectedError);
    expect(() => validateAppendices({ encryptedMessage: { ...all.encryptedMessage!, nonce: new Uint8Array(33) } }, bob, accountIdFromPublicKey)).toThrow(TransactionRejectedError);
    expect(() => validateAppendices({ prunableMessage: { data: new Uint8Array(42 * 1024 + 1), isText: false } }, bob, accountIdFromPublicKey)).toThrow(TransactionRejectedError);
    expect(() => validateAppendices({ prunableMessage: { data: new Uint8Array(42 * 1024), isText: false } }, bob, accountIdFromPublicKey)).not.toThrow();
  });
});
