import { describe, it, expect } from '@jest/globals';
import { Block, BLOCK_HEADER_LENGTH, blockToJSON, computePayload, signBlock } from '../../src/domain/block.js';
import { BlockRejectedError, BlockRejectReason, DomainError } from '../../src/domain/errors.js';
import { sha256, verify } from '../../src/domain/crypto.js';
import { readU64LE } from '../../src/domain/bytes.js';
import { toHex } from '../../src/domain/hex.js';
import { encodeRS } from '../../src/domain/reed-solomon.js';
import { transactionToJSON } from '../../src/domain/transaction.js';
import type { BlockData } from '../../src/domain/types.js';
import { key, payment } from './fakes.js';
import { TEST_REGISTRY } from '../helpers/rules.js';
import { utf8Bytes } from '../../src/domain/crypto.js';

function blockData(txs = [payment(), payment({ amountMTA: 9n, appendices: { prunableMessage: { data: utf8Bytes('p'), isText: true } } })]): BlockData {
  const payload = computePayload(txs);
  return {
    version: 3,
    timestamp: 5000,
    previousBlockId: 1234n,
    previousBlockHash: sha256(Uint8Array.of(1)),
    ...payload,
    generatorPublicKey: key('forger').publicKey,
    generationSignature: sha256(Uint8Array.of(2)),
    baseTarget: 3_689_348_814n,
    height: 7,
    cumulativeDifficulty: 12345n,
    transactions: txs,
    blockSignature: null,
  };
}

describe('computePayload', () => {
  it('hashes the signed-form bytes in order and sums totals', () => {
    const txs = [payment(), payment({ amountMTA: 9n, feeMTA: 2n * 100_000_000n })];
    const p = computePayload(txs);
    expect(p.payloadHash).toEqual(sha256(txs[0]!.signedBytes(), txs[1]!.signedBytes()));
    expect(p.payloadLength).toBe(txs[0]!.size + txs[1]!.size);
    expect(p.totalAmountMTA).toBe(500_000_009n);
    expect(p.totalFeeMTA).toBe(300_000_000n);
    const empty = computePayload([]);
    expect(empty.payloadHash).toEqual(sha256());
    expect(empty.payloadLength).toBe(0);
  });
});

describe('Block', () => {
  it('signs the unsigned header; id = first 8 bytes of SHA-256(header)', () => {
    const b = signBlock(blockData(), key('forger'));
    expect(b.bytes().length).toBe(BLOCK_HEADER_LENGTH);
    expect(b.unsignedBytes()).toEqual(b.bytes().subarray(0, 176));
    expect(b.bytes().subarray(176)).toEqual(b.blockSignature);
    expect(verify(b.blockSignature!, b.unsignedBytes(), b.generatorPublicKey)).toBe(true);
    expect(b.hash).toEqual(sha256(b.bytes()));
    expect(b.id).toBe(readU64LE(sha256(b.bytes()), 0));
    expect(b.generatorId).toBe(readU64LE(sha256(key('forger').publicKey), 0));
    expect(() => signBlock(blockData(), key('alice'))).toThrow(DomainError);
  });

  it('header layout: version, timestamp, previous id, count, totals, payload, keys, base target', () => {
    const b = signBlock(blockData(), key('forger'));
    const h = b.bytes();
    const dv = new DataView(h.buffer, h.byteOffset, h.byteLength);
    expect(dv.getInt32(0, true)).toBe(3);
    expect(dv.getInt32(4, true)).toBe(5000);
    expect(readU64LE(h, 8)).toBe(1234n);
    expect(dv.getInt32(16, true)).toBe(2);
    expect(readU64LE(h, 20)).toBe(b.totalAmountMTA);
    expect(readU64LE(h, 28)).toBe(b.totalFeeMTA);
    expect(dv.getInt32(36, true)).toBe(b.payloadLength);
    expect(h.subarray(40, 72)).toEqual(b.payloadHash);
    expect(h.subarray(72, 104)).toEqual(b.generatorPublicKey);
    expect(h.subarray(104, 136)).toEqual(b.generationSignature);
    expect(h.subarray(136, 168)).toEqual(b.previousBlockHash);
    expect(readU64LE(h, 168)).toBe(3_689_348_814n);
  });

  it('full bytes round trip with the given chain position', () => {
    const b = signBlock(blockData(), key('forger'));
    const back = Block.fromFullBytes(b.fullBytes(), 7, 12345n, TEST_REGISTRY);
    expect(back).toEqual(b);
    expect(back.id).toBe(b.id);
    expect(back.fullBytes()).toEqual(b.fullBytes());
    expect(back.transactions.map((t) => t.id)).toEqual(b.transactions.map((t) => t.id));
    expect(back.transactions[1]!.appendices.prunableMessage).toMatchObject({ data: utf8Bytes('p') });
    const moved = back.withPosition(8, 1n);
    expect(moved.height).toBe(8);
    expect(moved.id).toBe(b.id);
    const buf = b.fullBytes();
    const parsed = Block.fromFullBytes(buf, 7, 12345n, TEST_REGISTRY);
    buf.fill(0); // the caller may reuse its buffer
    expect(parsed.id).toBe(b.id);
    expect(parsed.fullBytes()).toEqual(b.fullBytes());
    const empty = signBlock(blockData([]), key('forger'));
    expect(Block.fromFullBytes(empty.fullBytes(), 7, 12345n, TEST_REGISTRY)).toEqual(empty);
  });

  it('needs a registry only for transactions given as raw data', () => {
    const data = blockData();
    const raw: BlockData = { ...data, transactions: data.transactions.map((t) => ({ ...t })) };
    expect(() => new Block(raw)).toThrow(/registry/);
    expect(() => signBlock(raw, key('forger'))).toThrow(/registry/);
    const signed = signBlock(raw, key('forger'), TEST_REGISTRY);
    expect(signed.id).toBe(signBlock(data, key('forger')).id);
    expect(signed.transactions.map((t) => t.id)).toEqual(data.transactions.map((t) => (t as ReturnType<typeof payment>).id));
  });

  it('fromFullBytes is strict', () => {
    const full = signBlock(blockData(), key('forger')).fullBytes();
    const reject = (bytes: Uint8Array) => {
      let err: unknown;
      try {
        Block.fromFullBytes(bytes, 1, 0n, TEST_REGISTRY);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(BlockRejectedError);
      expect((err as BlockRejectedError).rejectReason).toBe(BlockRejectReason.MALFORMED);
    };
    reject(Uint8Array.of(...full, 0));
    reject(full.subarray(0, full.length - 1));
    reject(full.subarray(0, 100));
    const badCount = full.slice();
    badCount[16] = 3;
    reject(badCount);
    const badTx = full.slice();
    badTx[BLOCK_HEADER_LENGTH + 4] = 99; // first transaction's type
    reject(badTx);
  });

  it('JSON has the spec fields', () => {
    const b = signBlock(blockData(), key('forger'));
    const json = blockToJSON(b);
    expect(Object.keys(json).sort()).toEqual(
      [
        'block', 'height', 'generator', 'generatorRS', 'generatorPublicKey', 'timestamp', 'numberOfTransactions', 'totalAmountFQT', 'totalFeeFQT',
        'payloadLength', 'version', 'baseTarget', 'cumulativeDifficulty', 'previousBlock', 'nextBlock', 'payloadHash', 'generationSignature',
        'previousBlockHash', 'blockSignature', 'transactions', 'executedPhasedTransactions',
      ].sort(),
    );
    expect(json['block']).toBe(b.id.toString());
    expect(json['generatorRS']).toBe(encodeRS(b.generatorId));
    expect(json['nextBlock']).toBe('0');
    expect(json['previousBlock']).toBe('1234');
    expect(json['baseTarget']).toBe('3689348814');
    expect(json['cumulativeDifficulty']).toBe('12345');
    expect(json['numberOfTransactions']).toBe(2);
    expect(json['transactions']).toEqual(b.transactions.map((t) => toHex(t.fullHash)));
    expect(json['executedPhasedTransactions']).toEqual([]);
    const full = blockToJSON(b, { includeTransactions: true, nextBlockId: 55n, tipHeight: 10 });
    expect(full['nextBlock']).toBe('55');
    expect(full['transactions']).toEqual(
      b.transactions.map((t, index) => transactionToJSON(t, { location: { height: 7, blockId: b.id, index, blockTimestamp: 5000 }, tipHeight: 10 })),
    );
    expect((full['transactions'] as Array<Record<string, unknown>>)[1]!['confirmations']).toBe(3);
  });
});
