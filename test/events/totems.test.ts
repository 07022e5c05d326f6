// The totem exchange's live topics: totems.trade for every trade (filterable by the seller's or
// the buyer's account) and totems.approval for every decision, on the SSE stream.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Transaction } from '../../src/domain/transaction.js';
import { devnet, startChainNode, type ChainNode } from '../api/chain-fixture.js';
import { approvalRequestTx, approvalVoteTx, issueTotemTx, orderTx } from '../helpers/totem-txs.js';
import { SseClient } from './clients.js';

describe('live events of the totem exchange', () => {
  let node: ChainNode;
  let genesis: bigint;
  beforeAll(async () => {
    node = await startChainNode();
    genesis = (await node.node.blockchain.status()).genesisBlockId;
  });
  afterAll(() => node.close());

  const p = (from: string) => ({ from, timestamp: node.epochTime(), ecBlockId: genesis });
  const forge = async (...txs: Transaction[]) => {
    for (const tx of txs) expect((await node.node.mempool.submit(tx)).accepted).toBe(true);
    return node.forge();
  };

  it('publishes each trade to the seller\'s and the buyer\'s streams, and approval decisions', async () => {
    const all = await SseClient.open(node.base, '?topics=totems.*');
    const buyers = await SseClient.open(node.base, `?topics=totems.trade&account=${devnet(2).account}`);
    const others = await SseClient.open(node.base, `?topics=totems.trade&account=${devnet(5).account}`);
    try {
      const issue = issueTotemTx(node.node, p('devnet-0'), { name: 'Live', quantityQNT: 100n });
      await forge(issue);
      await forge(orderTx(node.node, p('devnet-0'), 'ask', issue.id, 10n, 5n));
      const block = await forge(orderTx(node.node, p('devnet-2'), 'bid', issue.id, 4n, 6n));
      const expected = {
        topic: 'totems.trade',
        totem: issue.id.toString(),
        seller: devnet(0).account,
        buyer: devnet(2).account,
        buyerRS: devnet(2).accountRS,
        quantityQNT: '4',
        priceMTA: '5',
        tradeType: 'buy',
        height: block.height,
        block: block.block,
      };
      expect((await all.waitFor((d) => d.topic === 'totems.trade', 'a trade')).data).toMatchObject(expected);
      expect((await buyers.waitFor((d) => d.topic === 'totems.trade', 'the buyer\'s trade')).data).toMatchObject(expected);

      await forge(approvalRequestTx(node.node, p('devnet-0'), issue.id));
      await forge(approvalVoteTx(node.node, p('devnet-7'), issue.id, true), approvalVoteTx(node.node, p('devnet-9'), issue.id, true));
      expect((await all.waitFor((d) => d.topic === 'totems.approval', 'the approval')).data).toMatchObject({ totem: issue.id.toString(), status: 'APPROVED', expired: false });
      // An account in no trade hears none.
      expect(others.messages.filter((m) => m.data.topic === 'totems.trade')).toEqual([]);
    } finally {
      for (const c of [all, buyers, others]) c.close();
    }
  });
});
