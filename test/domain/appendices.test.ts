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
  encryptedMessage: { data: new Uint8Array(40).fill(9), nonce: new Uint8Array(24).fill(1), isText: true },
  publicKeyAnnouncement: { publicKey: key('bob').publicKey },
};

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
    expect(signed.subarray(1)).toEqual(sha256(Uint8Array.of(0), Uint8Array.of(1, 2, 3)));
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
    expect(appendixFeeMTA({ encryptedMessage: { data: new Uint8Array(32), nonce: new Uint8Array(1), isText: false } })).toBe(ONE_COIN);
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
