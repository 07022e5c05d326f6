// The totem exchange between two real node processes on the devnet: an issuer on node1 issues a
// totem and gives units to a seller; the seller's ask goes to node1 and a crossing bid to node2;
// node1 forges; both nodes answer the same trade, book, balances and state digest, and the
// approval flow decides through the API of the follower node.
import { afterAll, describe, expect, it } from '@jest/globals';
import { startNode, stopAllNodes, type LogRecord, type NodeProcess } from './process-helper.js';
import { devnet } from './accounts.js';

const ARRIVAL_TIMEOUT_MS = 30_000;

const pushed = (blockId: string) => (r: LogRecord) => r.msg === 'block pushed' && r.block === blockId;

describe('totem exchange between two node processes', () => {
  afterAll(async () => {
    await stopAllNodes();
  }, 30_000);

  it('an ask on one node and a crossing bid on the other make one trade, seen alike by both', async () => {
    const node1 = await startNode({ name: 'node1', settings: { 'node.blockTime': '60', 'node.devnetForging': 'true' } });
    const node2 = await startNode({ name: 'node2', settings: { 'node.blockTime': '60', 'node.devnetForging': 'false', 'node.logLevel': 'DEBUG', 'node.peers': node1.peerHostPort } });
    const [issuer, seller, buyer] = [devnet(0), devnet(1), devnet(2)];
    /** Forges on node1 and waits for node2 to have the block. */
    const forge = async () => {
      const block = (await node1.admin({ requestType: 'generateBlock' })).json;
      await node2.waitForLog(pushed(block.block as string), `block pushed ${block.block as string}`, ARRIVAL_TIMEOUT_MS);
      return block;
    };
    /** Waits until node's pool holds the transaction (it arrived by gossip). */
    const pooled = async (node: NodeProcess, transaction: string) => {
      const deadline = Date.now() + ARRIVAL_TIMEOUT_MS;
      while ((await node.ok('GET', { requestType: 'getUnconfirmedTransactionIds' })).unconfirmedTransactionIds.indexOf(transaction) < 0) {
        if (Date.now() > deadline) throw new Error(`${transaction} never reached ${node.name}'s pool`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };

    const totem = (await node1.ok('POST', { requestType: 'issueTotem', secretPhrase: issuer.secretPhrase, name: 'Process', quantityQNT: '1000', decimals: '1' })).transaction as string;
    await forge();
    await node1.ok('POST', { requestType: 'transferTotem', secretPhrase: issuer.secretPhrase, recipient: seller.accountRS, totem, quantityQNT: '400' });
    await forge();

    const ask = (await node1.ok('POST', { requestType: 'placeAskOrder', secretPhrase: seller.secretPhrase, totem, quantityQNT: '150', priceMTA: '2000' })).transaction as string;
    const bid = (await node2.ok('POST', { requestType: 'placeBidOrder', secretPhrase: buyer.secretPhrase, totem, quantityQNT: '100', priceMTA: '2500' })).transaction as string;
    await pooled(node1, bid);
    await pooled(node1, ask);
    const block = await forge();

    for (const node of [node1, node2]) {
      const trades = (await node.ok('GET', { requestType: 'getTrades', totem })).trades;
      expect(trades).toHaveLength(1);
      expect(trades[0]).toMatchObject({ askOrder: ask, bidOrder: bid, seller: seller.account, buyer: buyer.account, quantityQNT: '100', block: block.block });
      expect((await node.ok('GET', { requestType: 'getAskOrders', totem })).askOrders).toMatchObject([{ order: ask, quantityQNT: '50' }]);
      const held = await node.ok('GET', { requestType: 'getAccount', account: buyer.account, includeTotems: 'true' });
      expect(held.totemBalances).toEqual([{ totem, balanceQNT: '100' }]);
    }
    // Which of the two orders rests decides the price; both nodes agree on it and on everything.
    const digest = async (node: NodeProcess) => {
      const { block: tip, height, digest: d } = await node.ok('GET', { requestType: 'getStateDigest' });
      return { tip, height, digest: d };
    };
    const s1 = await digest(node1);
    expect(s1.tip).toBe(block.block);
    expect(await digest(node2)).toEqual(s1);

    // The approval flow through the follower's API: a request and two approvers' votes.
    const request = (await node2.ok('POST', { requestType: 'RequestTotemApproval', secretPhrase: issuer.secretPhrase, totem })).transaction as string;
    await pooled(node1, request);
    await forge();
    for (const approver of [devnet(7), devnet(9)]) {
      await pooled(node1, (await node2.ok('POST', { requestType: 'CastTotemApprovalVote', secretPhrase: approver.secretPhrase, totem, approve: 'true' })).transaction as string);
    }
    await forge();
    for (const node of [node1, node2]) expect(await node.ok('GET', { requestType: 'GetTotemApprovalStatus', totem })).toMatchObject({ status: 'APPROVED' });
  }, 90_000);
});
