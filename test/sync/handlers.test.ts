// The request handlers against a real chain of 40 blocks on a memory store.
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { createSyncRequestHandlers } from '../../src/net/sync/handlers.js';
import { resolveServeLimits } from '../../src/net/sync/options.js';
import {
  decodeChainSummary, decodeList, decodeMilestoneAnswer, decodeNextBlockIds, encodeMilestoneRequest, encodeNextRequest,
  encodeUnconfirmedRequest,
} from '../../src/net/sync/codec.js';
import { PeerMisbehaviourError } from '../../src/net/errors.js';
import { Block } from '../../src/domain/block.js';
import { Transaction } from '../../src/domain/transaction.js';
import { forge, localChain, manualTime, payment, type LocalChain } from './helpers.js';
import { TEST_REGISTRY } from '../helpers/rules.js';

const FROM = { peerId: 'p', address: null };

describe('sync request handlers', () => {
  let c: LocalChain;
  let ids: bigint[];
  const limits = resolveServeLimits({ maxNextBlocks: 5, maxNextBlockIds: 7 });
  let h: ReturnType<typeof createSyncRequestHandlers>;

  beforeAll(async () => {
    c = await localChain('A', manualTime());
    await forge(c, 40);
    ids = [];
    for (let i = 0; i <= 40; i++) ids.push((await c.chain.getBlockIdAtHeight(i))!);
    h = createSyncRequestHandlers(limits, { chain: c.chain, pool: c.pool });
  });
  afterAll(() => c.close());

  it('answers the cumulative difficulty with height and last block', async () => {
    const s = decodeChainSummary(await h.cumulativeDifficulty(new Uint8Array(0), FROM));
    expect(s).toEqual({
      cumulativeDifficulty: c.chain.tip.cumulativeDifficulty, height: 40, lastBlockId: ids[40], lastBlockTimestamp: c.chain.tip.timestamp,
    });
  });

  it('milestones: our tip -> last; a block we have -> just it; otherwise ids 10 apart down to genesis', async () => {
    const ask = async (r: Parameters<typeof encodeMilestoneRequest>[0]) =>
      decodeMilestoneAnswer(await h.milestoneBlockIds(encodeMilestoneRequest(r), FROM), 20);
    expect(await ask({ lastBlockId: ids[40]! })).toEqual({ milestoneBlockIds: [ids[40]], last: true });
    expect(await ask({ lastBlockId: ids[17]! })).toEqual({ milestoneBlockIds: [ids[17]], last: false });
    expect(await ask({ lastBlockId: 12345n })).toEqual({ milestoneBlockIds: [ids[40], ids[30], ids[20], ids[10], ids[0]], last: false });
    // Below a milestone: jump = tip - milestone height (at most 1440).
    expect(await ask({ lastMilestoneBlockId: ids[30]! })).toEqual({ milestoneBlockIds: [ids[20], ids[10], ids[0]], last: false });
    expect(await ask({ lastMilestoneBlockId: ids[0]! })).toEqual({ milestoneBlockIds: [ids[0]], last: false });
    await expect(h.milestoneBlockIds(encodeMilestoneRequest({ lastMilestoneBlockId: 999n }), FROM)).rejects.toThrow(/unknown milestone/);
  });

  it('next block ids after a block, capped by the request and by our limit; none after an unknown block', async () => {
    const next = async (blockId: bigint, limit: number) => decodeNextBlockIds(await h.nextBlockIds(encodeNextRequest({ blockId, limit }), FROM), 1440);
    expect(await next(ids[10]!, 3)).toEqual(ids.slice(11, 14));
    expect(await next(ids[10]!, 100)).toEqual(ids.slice(11, 18));
    expect(await next(ids[38]!, 100)).toEqual(ids.slice(39, 41));
    expect(await next(ids[40]!, 100)).toEqual([]);
    expect(await next(4242n, 100)).toEqual([]);
  });

  it('next blocks as full bytes, oldest first, capped by count and by bytes (at least one)', async () => {
    const next = async (blockId: bigint, limit: number, hh = h) =>
      decodeList(await hh.nextBlocks(encodeNextRequest({ blockId, limit }), FROM), 1000, 'x').map((b) => Block.fromFullBytes(b, 0, 0n, TEST_REGISTRY).id);
    expect(await next(ids[0]!, 3)).toEqual(ids.slice(1, 4));
    expect(await next(ids[0]!, 50)).toEqual(ids.slice(1, 6));
    expect(await next(ids[39]!, 50)).toEqual([ids[40]]);
    expect(await next(ids[40]!, 50)).toEqual([]);
    expect(await next(777n, 50)).toEqual([]);
    const tiny = createSyncRequestHandlers(resolveServeLimits({ maxNextBlocksBytes: 1 }), { chain: c.chain, pool: c.pool });
    expect(await next(ids[0]!, 50, tiny)).toEqual([ids[1]]);
  });

  it('unconfirmed transactions, without the excluded ones', async () => {
    const t1 = payment(c, { from: 'devnet-5' });
    const t2 = payment(c, { from: 'devnet-6' });
    await c.pool.submit(t1);
    await c.pool.submit(t2);
    const got = async (exclude: bigint[]) =>
      decodeList(await h.unconfirmedTransactions(encodeUnconfirmedRequest(exclude), FROM), 100, 'x').map((b) => Transaction.fromBytes(b, TEST_REGISTRY).id).sort();
    expect(await got([])).toEqual([t1.id, t2.id].sort());
    expect(await got([t1.id])).toEqual([t2.id]);
    await c.pool.clear();
  });

  it('penalises requests that do not parse', async () => {
    const junk = new TextEncoder().encode('{"nope":1}');
    for (const name of ['milestoneBlockIds', 'nextBlockIds', 'nextBlocks', 'unconfirmedTransactions'] as const) {
      await expect(h[name](junk, FROM)).rejects.toBeInstanceOf(PeerMisbehaviourError);
    }
  });
});
