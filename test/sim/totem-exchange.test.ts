// The totem exchange between real nodes: three nodes in a line (1 - 2 - 3, nodes 1 and 3 never
// talk), running the node's own capabilities. An issuer submits its issuance and a transfer to a
// seller at node 1; the seller's ask goes to node 1 and a crossing bid to node 3, and each is
// gossiped to every pool. Node 3 alone forges, so the issuer's transactions and the ask cross
// two hops to reach it and its blocks cross two hops back. Every node must match the orders the
// same way: the same trade, the same remaining book, the same state digest.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Block } from '../../src/domain/block.js';
import type { Transaction } from '../../src/domain/transaction.js';
import { balancesOf, bookOf, tradesOf } from '../../src/capabilities/totems/queries.js';
import { idOf } from '../chain/helpers.js';
import { issueTotemTx, orderTx, transferTotemTx, type TotemTxInput } from '../helpers/totem-txs.js';
import { NetworkSim, type SimNode } from './network-sim.js';

const ISSUER = 'devnet-7';
const SELLER = 'devnet-8';
const BUYER = 'devnet-9';

describe('simulation: a totem trade gossiped across three nodes', () => {
  const sim = new NetworkSim();
  let one: SimNode, two: SimNode, three: SimNode;
  let nodes: SimNode[];

  beforeAll(async () => {
    nodes = await sim.addNodes(3);
    [one, two, three] = nodes as [SimNode, SimNode, SimNode];
    await sim.line(nodes);
  });
  afterAll(() => sim.stop());

  const input = (from: string): TotemTxInput => ({ from, timestamp: sim.time.nowEpochSeconds(), ecBlockId: BigInt(one.net.network.genesisBlockId) });

  const gossip = (...sent: Array<readonly [SimNode, Transaction]>) => sim.gossip(...sent);

  /** Node 3 forges one block, which must hold exactly `expected`; every node then reaches it. */
  async function confirm(expected: readonly Transaction[]): Promise<Block> {
    const block = await sim.forgeEverywhere(three);
    expect(block.transactions.map((t) => t.id).sort()).toEqual(expected.map((t) => t.id).sort());
    return block;
  }

  it('matches an ask sent to node 1 with a bid sent to node 3 identically on every node', async () => {
    expect(one.net.network.peer(three.peerId)).toBeUndefined();

    const issue = issueTotemTx(one.node, input(ISSUER), { name: 'RIVER', quantityQNT: 1_000n });
    await gossip([one, issue]);
    await confirm([issue]);
    const totem = issue.id;

    const transfer = transferTotemTx(one.node, input(ISSUER), idOf(SELLER), totem, 100n);
    await gossip([one, transfer]);
    await confirm([transfer]);
    for (const n of nodes) expect(balancesOf(n.node.state, idOf(SELLER), totem)).toEqual({ quantity: 100n, available: 100n });

    // The bid pays more than the ask asks and wants less than it offers: a partial fill at the
    // resting order's price.
    const ask = orderTx(one.node, input(SELLER), 'ask', totem, 40n, 700n);
    const bid = orderTx(three.node, input(BUYER), 'bid', totem, 25n, 900n);
    await gossip([one, ask], [three, bid]);
    const block = await confirm([ask, bid]);

    // The forger orders the block; whichever order comes first rests and sets the price.
    const askFirst = block.transactions.findIndex((t) => t.id === ask.id) < block.transactions.findIndex((t) => t.id === bid.id);
    const expected = {
      totem,
      askOrder: ask.id,
      bidOrder: bid.id,
      seller: idOf(SELLER),
      buyer: idOf(BUYER),
      quantity: 25n,
      price: askFirst ? 700n : 900n,
      tradeType: askFirst ? 'buy' : 'sell',
      height: block.height,
    };
    const trades = await Promise.all(nodes.map((n) => tradesOf(n.node.state, { totem })));
    for (const t of trades) {
      expect(t).toHaveLength(1);
      expect(t[0]).toMatchObject(expected);
    }
    // Identical records, field for field, on every node.
    expect(trades[1]).toEqual(trades[0]);
    expect(trades[2]).toEqual(trades[0]);
    for (const n of nodes) {
      expect(bookOf(n.node.state, totem, 'ask').map(([id, o]) => [id, o.quantity])).toEqual([[ask.id, 15n]]);
      expect(bookOf(n.node.state, totem, 'bid')).toEqual([]);
      expect(balancesOf(n.node.state, idOf(BUYER), totem)).toEqual({ quantity: 25n, available: 25n });
      expect(balancesOf(n.node.state, idOf(SELLER), totem)).toEqual({ quantity: 75n, available: 60n });
    }

    const digests = await Promise.all(nodes.map((n) => n.node.stateDigest()));
    expect(digests[1]).toEqual(digests[0]);
    expect(digests[2]).toEqual(digests[0]);
    // Gossip carried only valid transactions and blocks: no peer was penalised.
    for (const n of nodes) expect(n.net.network.peers().flatMap((p) => p.lastPenalties)).toEqual([]);
  });
});
