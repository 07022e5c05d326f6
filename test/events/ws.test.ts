// /ws end to end on an in-process devnet node (chain-fixture: the full node's routes): the same
// events as /events, subscribed by query string or by message; bad messages get error messages
// and the connection stays usable; a bad query string is refused before the upgrade.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { WebSocket } from 'ws';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, testAccount, type ChainNode } from '../api/chain-fixture.js';
import { SseClient, WsClient } from './clients.js';

/** Opens /ws expecting a refusal; the status and JSON body of the HTTP answer. */
function refusedUpgrade(base: string, query: string): Promise<{ status: number; body: Record<string, any> }> {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws${query}`);
  return new Promise((resolve, reject) => {
    ws.on('unexpected-response', (_req, res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    ws.on('open', () => reject(new Error('the upgrade was accepted')));
    ws.on('error', () => undefined);
  });
}

describe('/ws', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  it('with stream parameters in the query, subscribes at once and sends the same events as /events', async () => {
    const to = testAccount('events ws payee');
    const ws = await WsClient.open(node.base, '?topics=transaction.*,block.pushed');
    const sse = await SseClient.open(node.base, '?topics=transaction.*,block.pushed');
    try {
      const ack = await ws.waitFor((d) => d.topic === 'subscribed', 'subscribed');
      expect(ack.data.topics).toEqual(expect.arrayContaining(['transaction.added', 'transaction.removed', 'transaction.confirmed', 'block.pushed']));
      expect(ack.data.accounts).toBeNull();
      const tx = (await node.pay(devnet(0), to, ONE_COIN)).json;
      const block = await node.forge();
      for (const client of [ws, sse]) {
        await client.waitFor((d) => d.topic === 'transaction.removed' && d.transaction === tx.transaction, 'the removal');
      }
      const events = ws.messages.filter((m) => m.data.topic !== 'subscribed').map((m) => m.data);
      expect(events).toEqual(sse.messages.map((m) => m.data));
      expect(events.map((e) => e.topic)).toEqual(['transaction.added', 'block.pushed', 'transaction.confirmed', 'transaction.removed']);
      expect(events[1]).toMatchObject({ block: block.block, transactions: [tx.transaction] });
    } finally {
      ws.close();
      sse.close();
    }
  });

  it('without a query waits for a subscribe message; unsubscribe stops the events', async () => {
    const watched = testAccount('events ws watched');
    const ws = await WsClient.open(node.base);
    try {
      await node.pay(devnet(1), testAccount('events ws before subscribe'), ONE_COIN);
      ws.send({ op: 'subscribe', topics: ['transaction.added'], account: [watched.accountRS] });
      const ack = await ws.waitFor((d) => d.topic === 'subscribed', 'subscribed');
      expect(ack.data).toMatchObject({ topics: ['transaction.added'], accounts: [watched.account] });
      await node.pay(devnet(1), testAccount('events ws not watched'), ONE_COIN);
      const mine = (await node.pay(devnet(1), watched, ONE_COIN)).json;
      await ws.waitFor((d) => d.topic === 'transaction.added' && d.transaction === mine.transaction, 'the watched payment');
      expect(ws.topics()).toEqual(['subscribed', 'transaction.added']);

      ws.send({ op: 'unsubscribe' });
      await ws.waitFor((d) => d.topic === 'unsubscribed', 'unsubscribed');
      // Another amount: the fixture's clock stands still, so the same payment would be the same transaction.
      const later = (await node.pay(devnet(1), watched, 2n * ONE_COIN)).json;
      // A second stream that does get the payment shows it was published.
      const sse = await SseClient.open(node.base, `?lastEventId=${ws.messages[1]!.data.id}&topics=transaction.added&account=${watched.account}`);
      try {
        await sse.waitFor((d) => d.transaction === later.transaction, 'the later payment on another stream');
      } finally {
        sse.close();
      }
      expect(ws.topics()).toEqual(['subscribed', 'transaction.added', 'unsubscribed']);
      await node.forge();
    } finally {
      ws.close();
    }
  });

  it('resumes after a reconnection with lastEventId in the subscribe message', async () => {
    const first = await WsClient.open(node.base, '?topics=block.pushed');
    await node.forge();
    const seen = await first.waitFor((d) => d.topic === 'block.pushed', 'a block');
    first.close();
    const missed = [await node.forge(), await node.forge()];
    const again = await WsClient.open(node.base);
    try {
      again.send({ op: 'subscribe', topics: 'block.pushed', lastEventId: seen.data.id });
      await again.waitFor((d) => d.block === missed[1]!.block, 'the second missed block');
      expect(again.messages.slice(1).map((m) => m.data.block)).toEqual(missed.map((b) => b.block));
    } finally {
      again.close();
    }
  });

  it('answers bad messages with an error message in the API shape and keeps the connection', async () => {
    const ws = await WsClient.open(node.base);
    try {
      const cases: Array<[string | Buffer, number, string | undefined]> = [
        ['not json', 50, undefined],
        ['[1,2]', 50, undefined],
        [JSON.stringify({ op: 'dance' }), 7, 'op'],
        [JSON.stringify({ op: 'subscribe', topics: ['block.mined'] }), 7, 'topics'],
        [JSON.stringify({ op: 'subscribe', account: 'TOTEM-NOPE' }), 7, 'account'],
        [JSON.stringify({ op: 'subscribe', account: { id: 1 } }), 7, 'account'],
        [JSON.stringify({ op: 'subscribe', lastEventId: 'x' }), 7, 'lastEventId'],
        [JSON.stringify({ op: 'subscribe', topic: 'block.pushed' }), 7, 'topic'],
        [Buffer.from([1, 2, 3]), 50, undefined],
      ];
      for (const [i, [message, errorCode, param]] of cases.entries()) {
        ws.ws.send(message, { binary: Buffer.isBuffer(message) });
        const error = await ws.waitFor((d) => d.topic === 'error', `error ${i}`, 10_000, i);
        expect(error.data).toMatchObject({ errorCode, ...(param !== undefined ? { error: param } : {}) });
        expect(typeof error.data.errorDescription).toBe('string');
      }
      expect(ws.topics()).toEqual(cases.map(() => 'error'));
      ws.send({ op: 'subscribe', topics: ['block.pushed'] });
      await ws.waitFor((d) => d.topic === 'subscribed', 'subscribed after the errors');
      const block = await node.forge();
      await ws.waitFor((d) => d.block === block.block, 'a block after the errors');
    } finally {
      ws.close();
    }
  });

  it.each([
    ['?topics=block.mined', 'topics'],
    ['?account=12x', 'account'],
    ['?lastEventId=-3', 'lastEventId'],
    ['?since=4', 'since'],
  ])('refuses the upgrade %s with the JSON error naming %s', async (query, param) => {
    const r = await refusedUpgrade(node.base, query);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ errorCode: 7, error: param });
  });
});
