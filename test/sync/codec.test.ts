import { describe, it, expect } from '@jest/globals';
import {
  SyncCodecError, decodeChainSummary, decodeList, decodeMilestoneAnswer, decodeMilestoneRequest, decodeNextBlockIds,
  decodeNextRequest, decodeUnconfirmedRequest, encodeChainSummary, encodeList, encodeMilestoneAnswer, encodeMilestoneRequest,
  encodeNextBlockIds, encodeNextRequest, encodeUnconfirmedRequest,
} from '../../src/net/sync/codec.js';

const text = (s: string) => new TextEncoder().encode(s);
const MAX_ID = 2n ** 64n - 1n;

describe('sync codecs', () => {
  it('round-trips the chain summary, with a cumulative difficulty beyond 64 bits', () => {
    const s = { cumulativeDifficulty: 2n ** 80n + 7n, height: 12, lastBlockId: MAX_ID, lastBlockTimestamp: 99 };
    expect(decodeChainSummary(encodeChainSummary(s))).toEqual(s);
    expect(JSON.parse(new TextDecoder().decode(encodeChainSummary(s)))).toEqual({
      cumulativeDifficulty: (2n ** 80n + 7n).toString(), height: 12, lastBlockId: MAX_ID.toString(), lastBlockTimestamp: 99,
    });
  });

  it('refuses summaries with wrong types or out-of-range values', () => {
    const bad = [
      '', 'null', '[]', '{"cumulativeDifficulty":5,"height":1,"lastBlockId":"1","lastBlockTimestamp":1}',
      '{"cumulativeDifficulty":"-5","height":1,"lastBlockId":"1","lastBlockTimestamp":1}',
      '{"cumulativeDifficulty":"5","height":-1,"lastBlockId":"1","lastBlockTimestamp":1}',
      '{"cumulativeDifficulty":"5","height":1.5,"lastBlockId":"1","lastBlockTimestamp":1}',
      `{"cumulativeDifficulty":"5","height":1,"lastBlockId":"${2n ** 64n}","lastBlockTimestamp":1}`,
      '{"cumulativeDifficulty":"5","height":1,"lastBlockId":"01","lastBlockTimestamp":1}',
    ];
    for (const b of bad) expect(() => decodeChainSummary(text(b))).toThrow(SyncCodecError);
  });

  it('round-trips milestone requests and answers', () => {
    expect(decodeMilestoneRequest(encodeMilestoneRequest({ lastBlockId: 5n }))).toEqual({ lastBlockId: 5n });
    expect(decodeMilestoneRequest(encodeMilestoneRequest({ lastMilestoneBlockId: MAX_ID }))).toEqual({ lastMilestoneBlockId: MAX_ID });
    expect(() => decodeMilestoneRequest(text('{}'))).toThrow(SyncCodecError);
    const a = { milestoneBlockIds: [3n, 2n, 1n], last: false };
    expect(decodeMilestoneAnswer(encodeMilestoneAnswer(a), 20)).toEqual(a);
    expect(decodeMilestoneAnswer(text('{"milestoneBlockIds":["1"]}'), 20)).toEqual({ milestoneBlockIds: [1n], last: false });
    expect(() => decodeMilestoneAnswer(encodeMilestoneAnswer(a), 2)).toThrow(/at most 2/);
    expect(() => decodeMilestoneAnswer(text('{"milestoneBlockIds":["1"],"last":"yes"}'), 20)).toThrow(SyncCodecError);
  });

  it('round-trips next requests and id lists, with limits', () => {
    expect(decodeNextRequest(encodeNextRequest({ blockId: 9n, limit: 36 }), 'x')).toEqual({ blockId: 9n, limit: 36 });
    expect(() => decodeNextRequest(text('{"blockId":"9","limit":0}'), 'x')).toThrow(SyncCodecError);
    expect(() => decodeNextRequest(text('{"blockId":9,"limit":3}'), 'x')).toThrow(SyncCodecError);
    expect(decodeNextBlockIds(encodeNextBlockIds([1n, 2n]), 1440)).toEqual([1n, 2n]);
    expect(() => decodeNextBlockIds(encodeNextBlockIds([1n, 2n, 3n]), 2)).toThrow(SyncCodecError);
    expect(decodeUnconfirmedRequest(encodeUnconfirmedRequest([7n]), 10)).toEqual([7n]);
    expect(() => decodeUnconfirmedRequest(text('{"exclude":["x"]}'), 10)).toThrow(SyncCodecError);
  });

  it('round-trips binary lists and refuses truncation, trailing bytes and too many items', () => {
    const items = [new Uint8Array([1, 2, 3]), new Uint8Array(0), new Uint8Array([9])];
    const enc = encodeList(items);
    expect(decodeList(enc, 3, 'x').map((b) => [...b])).toEqual([[1, 2, 3], [], [9]]);
    expect(decodeList(encodeList([]), 0, 'x')).toEqual([]);
    expect(() => decodeList(enc, 2, 'x')).toThrow(/at most 2/);
    expect(() => decodeList(enc.subarray(0, enc.length - 1), 3, 'x')).toThrow(SyncCodecError);
    expect(() => decodeList(new Uint8Array([...enc, 0]), 3, 'x')).toThrow(SyncCodecError);
    expect(() => decodeList(new Uint8Array([255, 255, 255, 255]), 1 << 30, 'x')).toThrow(SyncCodecError);
    expect(() => decodeList(new Uint8Array(0), 3, 'x')).toThrow(SyncCodecError);
  });
});
