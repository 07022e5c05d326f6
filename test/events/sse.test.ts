// GET /events end to end on an in-process devnet node (chain-fixture: the full node's routes):
// a payment and a forged block arrive as transaction.added, block.pushed, transaction.confirmed
// and transaction.removed; popOff gives block.popped; a reconnection with Last-Event-ID gets
// exactly what it missed; fromHeight replays from the chain; bad requests get JSON errors.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, testAccount, type ChainNode } from '../api/chain-fixture.js';
import { SseClient } from './clients.js';

describe('GET /events', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  it('answers with an event stream and the headers proxies need', async () => {
    const client = await SseClient.open(node.base);
    try {
      expect(client.status).toBe(200);
      expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(client.headers['cache-control']).toBe('no-cache, no-transform');
      expect(client.headers['x-accel-buffering']).toBe('no');
    } finally {
      client.close();
    }
  });

  it('tells a payment, its block, its confirmation and its leaving the pool, in that order', async () => {
    const to = testAccount('events sse payee');
    const client = await SseClient.open(node.base);
    try {
      const tx = (await node.pay(devnet(0), to, 2n * ONE_COIN)).json;
      const added = await client.waitFor((d) => d.topic === 'transaction.added' && d.transaction === tx.transaction, 'transaction.added');
      expect(added.data).toMatchObject({
        sender: devnet(0).account,
        senderRS: devnet(0).accountRS,
        recipient: to.account,
        recipientRS: to.accountRS,
        type: 0,
        subtype: 0,
        amountMTA: (2n * ONE_COIN).toString(),
        feeMTA: tx.transactionJSON.feeMTA,
      });
      expect(added.id).toBe(String(added.data.id));
      expect(typeof added.data.time).toBe('number');

      const block = await node.forge();
      const pushed = await client.waitFor((d) => d.topic === 'block.pushed' && d.block === block.block, 'block.pushed');
      expect(pushed.data).toMatchObject({
        height: block.height,
        timestamp: block.timestamp,
        generator: block.generator,
        generatorRS: block.generatorRS,
        numberOfTransactions: 1,
        totalAmountMTA: (2n * ONE_COIN).toString(),
        totalFeeMTA: block.totalFeeFQT,
        transactions: [tx.transaction],
      });
      const confirmed = await client.waitFor((d) => d.topic === 'transaction.confirmed' && d.transaction === tx.transaction, 'transaction.confirmed');
      expect(confirmed.data).toMatchObject({ block: block.block, height: block.height, transactionIndex: 0, recipientRS: to.accountRS });
      const removed = await client.waitFor((d) => d.topic === 'transaction.removed' && d.transaction === tx.transaction, 'transaction.removed');
      expect(removed.data.reason).toBe('included');

      const ids = [added, pushed, confirmed, removed].map((m) => m.data.id as number);
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    } finally {
      client.close();
    }
  });

  it('tells a popOff as block.popped, and the transactions put back as transaction.added', async () => {
    const client = await SseClient.open(node.base, '?topics=block.*,transaction.added');
    try {
      const tx = (await node.pay(devnet(1), testAccount('events pop payee'), ONE_COIN)).json;
      const block = await node.forge();
      const r = await node.admin({ requestType: 'popOff', numBlocks: '1', keepTransactions: 'true' });
      expect(r.status).toBe(200);
      const popped = await client.waitFor((d) => d.topic === 'block.popped', 'block.popped');
      expect(popped.data).toMatchObject({
        blocks: [{ block: block.block, height: block.height, generator: block.generator, transactions: [tx.transaction] }],
        height: block.height - 1,
        tip: block.previousBlock,
        keepTransactions: true,
      });
      const back = await client.waitFor((d) => d.topic === 'transaction.added' && d.transaction === tx.transaction && d.id > popped.data.id, 'the popped transaction re-added');
      expect(back.data.sender).toBe(devnet(1).account);
      await node.forge();
    } finally {
      client.close();
    }
  });

  it('filters by account: only the events that concern it', async () => {
    const watched = testAccount('events watched account');
    const client = await SseClient.open(node.base, `?topics=transaction.added,transaction.confirmed&account=${watched.accountRS}`);
    try {
      const other = (await node.pay(devnet(2), testAccount('events someone else'), ONE_COIN)).json;
      const mine = (await node.pay(devnet(2), watched, ONE_COIN)).json;
      await node.forge();
      await client.waitFor((d) => d.topic === 'transaction.confirmed' && d.transaction === mine.transaction, 'the watched confirmation');
      expect(client.messages.map((m) => [m.data.topic, m.data.transaction])).toEqual([
        ['transaction.added', mine.transaction],
        ['transaction.confirmed', mine.transaction],
      ]);
      expect(client.messages.some((m) => m.data.transaction === other.transaction)).toBe(false);
    } finally {
      client.close();
    }
  });

  it('after a reconnection with Last-Event-ID, gives exactly the events missed meanwhile', async () => {
    const first = await SseClient.open(node.base);
    let lastId: string;
    try {
      await node.forge();
      await first.waitFor((d) => d.topic === 'block.pushed', 'a block');
      lastId = first.lastEventId()!;
    } finally {
      first.close();
    }
    // What a client that stayed connected saw meanwhile, to compare with.
    const witness = await SseClient.open(node.base);
    try {
      const tx = (await node.pay(devnet(3), testAccount('events missed payee'), ONE_COIN)).json;
      const block = await node.forge();
      await witness.waitFor((d) => d.topic === 'transaction.removed' && d.transaction === tx.transaction, 'the last missed event');
      const resumed = await SseClient.open(node.base, '', { 'Last-Event-ID': lastId });
      try {
        await resumed.waitFor((d) => d.topic === 'transaction.removed' && d.transaction === tx.transaction, 'the resumed stream to catch up');
        expect(resumed.messages.map((m) => m.id)).toEqual(witness.messages.map((m) => m.id));
        expect(resumed.messages.map((m) => m.data)).toEqual(witness.messages.map((m) => m.data));
        expect(Number(resumed.messages[0]!.id)).toBe(Number(lastId) + 1);
        expect(resumed.messages.some((m) => m.data.block === block.block)).toBe(true);
      } finally {
        resumed.close();
      }
    } finally {
      witness.close();
    }
  });

  it('answers a Last-Event-ID older than the ring (or from an earlier run) with a reset, then the kept events', async () => {
    const client = await SseClient.open(node.base, '?lastEventId=5');
    try {
      const reset = await client.waitFor((d) => d.topic === 'reset', 'reset');
      expect(reset.data).toMatchObject({ reason: 'gap', lastEventId: 5 });
      expect(reset.id).toBeUndefined();
      const firstKept = client.messages[1]!;
      expect(Number(firstKept.id)).toBe(reset.data.oldestEventId);
    } finally {
      client.close();
    }
  });

  it('replays block events from the chain with fromHeight, then continues live', async () => {
    const status = (await node.get({ requestType: 'getBlockchainStatus' })).json;
    const from = status.numberOfBlocks - 3;
    const client = await SseClient.open(node.base, `?fromHeight=${from}&topics=block.pushed`);
    try {
      const replayed = await client.waitFor((d) => d.topic === 'block.pushed' && d.height === status.height, 'the tip replayed');
      expect(replayed.data.replay).toBe(true);
      expect(replayed.id).toBeUndefined();
      expect(client.messages.map((m) => m.data.height)).toEqual([from, from + 1, from + 2]);
      const blocks = (await node.get({ requestType: 'getBlocks', firstIndex: '0', lastIndex: '2' })).json.blocks as Array<{ block: string }>;
      expect(client.messages.map((m) => m.data.block)).toEqual(blocks.map((b) => b.block).reverse());
      const next = await node.forge();
      const live = await client.waitFor((d) => d.block === next.block, 'the next block live');
      expect(live.data.replay).toBeUndefined();
      expect(live.id).toBe(String(live.data.id));
    } finally {
      client.close();
    }
  });

  it.each([
    ['?topics=block.pushed,block.mined', 'topics'],
    ['?topics=', 'topics'],
    ['?topics=nothing.*', 'topics'],
    ['?account=NOT-AN-ADDRESS', 'account'],
    ['?account=12x', 'account'],
    ['?lastEventId=abc', 'lastEventId'],
    ['?fromHeight=-1', 'fromHeight'],
    ['?fromHeight=1&lastEventId=3', 'fromHeight'],
    ['?topic=block.pushed', 'topic'],
  ])('refuses %s with a JSON error naming %s', async (query, param) => {
    const client = await SseClient.open(node.base, query);
    expect(client.status).toBe(400);
    expect(client.errorBody).toMatchObject({ errorCode: 7, error: param });
    expect(client.errorBody!.errorDescription).toContain(param);
  });

  it('refuses a bad Last-Event-ID header naming it', async () => {
    const client = await SseClient.open(node.base, '', { 'Last-Event-ID': 'yesterday' });
    expect(client.status).toBe(400);
    expect(client.errorBody).toMatchObject({ errorCode: 7, error: 'Last-Event-ID' });
  });

  it('accepts a fromHeight above the tip: nothing to replay, the stream waits for it live', async () => {
    const height = (await node.get({ requestType: 'getBlockchainStatus' })).json.height as number;
    const client = await SseClient.open(node.base, `?fromHeight=${height + 1}&topics=block.pushed`);
    try {
      expect(client.status).toBe(200);
      const next = await node.forge();
      const live = await client.waitFor((d) => d.block === next.block, 'the next block');
      expect(live.data.replay).toBeUndefined();
      expect(client.messages).toHaveLength(1);
    } finally {
      client.close();
    }
  });
});
