import { describe, it, expect } from '@jest/globals';
import {
  decodeAccountTx,
  decodeBlockRecord,
  decodeId,
  decodeTip,
  decodeTxIndex,
  decodeUndo,
  encodeAccountTx,
  encodeBlockRecord,
  encodeId,
  encodeTip,
  encodeTxIndex,
  encodeUndo,
} from '../../src/storage/codecs.js';
import { StorageError, StorageErrorCode } from '../../src/storage/errors.js';
import { makeBlock, makeTx, sha256 } from './fixtures.js';

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
