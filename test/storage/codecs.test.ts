import { describe, it, expect } from '@jest/globals';
import type { Account } from '../../src/domain/types.js';
import {
  decodeAccount,
  decodeAccountTx,
  decodeBlockRecord,
  decodeId,
  decodeTip,
  decodeTxIndex,
  decodeUndo,
  encodeAccount,
  encodeAccountTx,
  encodeBlockRecord,
  encodeId,
  encodeTip,
  encodeTxIndex,
  encodeUndo,
} from '../../src/storage/codecs.js';
import { StorageError, StorageErrorCode } from '../../src/storage/errors.js';
import { makeBlock, makeTx, sha256 } from './fixtures.js';

const MAX_I64 = (1n << 63n) - 1n;

function account(over: Partial<Account> = {}): Account {
  return {
    id: 0xfedcba9876543210n,
    publicKey: sha256('pk'),
    balanceMTA: 12_345n,
    forgedBalanceMTA: 0n,
    creationHeight: 7,
    balanceHistory: [],
    ...over,
  };
}

describe('account codec', () => {
  it('round-trips an account with a public key and history', () => {
    const a = account({ balanceHistory: [[10, 5n], [10, 6n], [1_000_000, MAX_I64 - 1n]] });
    expect(decodeAccount(a.id, encodeAccount(a))).toEqual(a);
  });

  it('round-trips a null public key', () => {
    const a = account({ publicKey: null });
    const decoded = decodeAccount(a.id, encodeAccount(a));
    expect(decoded.publicKey).toBeNull();
    expect(decoded).toEqual(a);
  });

  it('round-trips balances at the edges of the signed 64-bit range', () => {
    for (const balance of [MAX_I64, MAX_I64 - 1n, (1n << 62n) + 12345n, 0n, -1n, -(1n << 63n)]) {
      const a = account({ balanceMTA: balance, forgedBalanceMTA: balance >= 0n ? MAX_I64 - balance / 2n : balance / 2n, balanceHistory: [[3, balance]] });
      expect(decodeAccount(a.id, encodeAccount(a))).toEqual(a);
    }
  });

  it('rejects balances that do not fit 64 bits rather than wrapping', () => {
    expect(() => encodeAccount(account({ balanceMTA: 1n << 63n }))).toThrow(StorageError);
  });

  it('is compact: a funded account with a key and no history fits in under 50 bytes', () => {
    const bytes = encodeAccount(account({ balanceMTA: 100_000_000n * 100_000_000n }));
    expect(bytes.length).toBeLessThan(50);
    expect(encodeAccount(account({ publicKey: null, balanceMTA: 0n })).length).toBeLessThan(8);
  });

  it('rejects a history out of height order and a public key of the wrong size', () => {
    expect(() => encodeAccount(account({ balanceHistory: [[5, 1n], [4, 2n]] }))).toThrow(StorageError);
    expect(() => encodeAccount(account({ publicKey: new Uint8Array(31) }))).toThrow(StorageError);
  });

  it('rejects corrupt records', () => {
    const bytes = encodeAccount(account());
    const badFlags = bytes.slice();
    badFlags[0] = 0x80;
    expect(() => decodeAccount(1n, badFlags)).toThrow(expect.objectContaining({ code: StorageErrorCode.CORRUPT_RECORD }));
    expect(() => decodeAccount(1n, bytes.subarray(0, bytes.length - 1))).toThrow(StorageError);
    expect(() => decodeAccount(1n, new Uint8Array([...bytes, 0]))).toThrow(StorageError);
  });

});

describe('record codecs', () => {
  it('round-trip a block record, including a cumulative difficulty over 64 bits', () => {
    const block = { ...makeBlock(5, 123n), cumulativeDifficulty: (1n << 100n) + 5n };
    expect(decodeBlockRecord(block.id, encodeBlockRecord(block))).toEqual(block);
    const genesis = { ...makeBlock(0, 0n), cumulativeDifficulty: 0n };
    expect(decodeBlockRecord(genesis.id, encodeBlockRecord(genesis))).toEqual(genesis);
  });

  it('round-trip the tip', () => {
    const tip = { height: 42, blockId: (1n << 64n) - 1n, timestamp: 99, cumulativeDifficulty: 1n << 90n };
    expect(decodeTip(encodeTip(tip))).toEqual(tip);
  });

  it('round-trip a transaction index with and without a byte range', () => {
    const block = makeBlock(3, 1n);
    const tx = makeTx(block, 2, { from: 1n, to: 0n, amount: 0n, fee: 0n });
    expect(decodeTxIndex(tx.id, encodeTxIndex(tx))).toEqual(tx);
    expect(encodeTxIndex(tx).length).toBe(70);
    const ranged = { ...tx, type: 2, subtype: 4, byteRange: { offset: 181, length: 300 } };
    expect(decodeTxIndex(tx.id, encodeTxIndex(ranged))).toEqual(ranged);
    expect(() => encodeTxIndex({ ...tx, type: 256 })).toThrow(StorageError);
    expect(() => encodeTxIndex({ ...tx, fullHash: new Uint8Array(8) })).toThrow(StorageError);
  });

  it('round-trip history entries, ids and undo records', () => {
    expect(decodeAccountTx(encodeAccountTx(77n, 2, 4))).toEqual({ txId: 77n, type: 2, subtype: 4 });
    expect(decodeId(encodeId((1n << 64n) - 1n))).toBe((1n << 64n) - 1n);
    const entries = [
      { key: new Uint8Array([6, 1, 2]), prior: new Uint8Array([9, 9]) },
      { key: new Uint8Array([4, 3]), prior: undefined },
      { key: new Uint8Array([1, 1]), prior: new Uint8Array(0) },
    ];
    expect(decodeUndo(encodeUndo(entries))).toEqual(entries);
    expect(decodeUndo(encodeUndo([]))).toEqual([]);
  });
});
