// The monetary system between real nodes: three nodes in a line (1 - 2 - 3, nodes 1 and 3 never
// talk), running the node's own capabilities. A crowdfunded currency is issued at node 1 and
// pledged to at node 3; node 3 alone forges, so every transaction and block crosses two hops.
// At the issuance height every node resolves it the same way; then an offer published at node 1
// is filled by a buy sent to node 3, and a mint is proven: the same founders' units, the same
// exchange, the same state digest everywhere.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Block } from '../../src/domain/block.js';
import type { Transaction } from '../../src/domain/transaction.js';
import { currencyOf, exchangesOf, offersOf, unitsOf } from '../../src/capabilities/currencies/queries.js';
import { idOf } from '../chain/helpers.js';
import { exchangeTx, issueCurrencyTx, offerTx, reserveIncreaseTx, type CurrencyTxInput } from '../helpers/currency-txs.js';
import { NetworkSim, type SimNode } from './network-sim.js';

const ISSUER = 'devnet-7';
const FOUNDER = 'devnet-8';
const BUYER = 'devnet-9';

describe('simulation: a crowdfunded currency and an exchange gossiped across three nodes', () => {
  const sim = new NetworkSim();
  let one: SimNode, three: SimNode;
  let nodes: SimNode[];

  beforeAll(async () => {
    nodes = await sim.addNodes(3);
    [one, , three] = nodes as [SimNode, SimNode, SimNode];
    await sim.line(nodes);
  });
  afterAll(() => sim.stop());

  const input = (from: string): CurrencyTxInput => ({ from, timestamp: sim.time.nowEpochSeconds(), ecBlockId: BigInt(one.net.network.genesisBlockId) });

  const gossip = (...sent: Array<readonly [SimNode, Transaction]>) => sim.gossip(...sent);

  /** Node 3 forges one block, which must hold exactly `expected`; every node then reaches it. */
  async function confirm(expected: readonly Transaction[]): Promise<Block> {
    const block = await sim.forgeEverywhere(three);
    expect(block.transactions.map((t) => t.id).sort()).toEqual(expected.map((t) => t.id).sort());
    return block;
  }

  it('resolves the crowdfunding and fills the exchange identically on every node', async () => {
    expect(one.net.network.peer(three.peerId)).toBeUndefined();
    const height = three.tip.height;
    const issue = issueCurrencyTx(one.node, input(ISSUER), {
      name: 'Delta',
      code: 'DELTA',
      type: 1 | 4,
      initialSupply: 100n,
      reserveSupply: 1000n,
      maxSupply: 1000n,
      issuanceHeight: height + 3,
      minReservePerUnit: 2n,
    });
    await gossip([one, issue]);
    await confirm([issue]);
    const currency = issue.id;

    const pledge = reserveIncreaseTx(three.node, input(FOUNDER), currency, 2n);
    await gossip([three, pledge]);
    await confirm([pledge]);
    // The issuance height: resolved at the start of this block on every node.
    await confirm([]);
    for (const n of nodes) {
      expect(currencyOf(n.node.state, currency)).toMatchObject({ currentSupply: 1000n, currentReservePerUnit: 2n });
      expect(unitsOf(n.node.state, idOf(FOUNDER), currency)).toBe(900n);
    }

    const offer = offerTx(one.node, input(FOUNDER), {
      currency,
      buyRateMTA: 5n,
      sellRateMTA: 7n,
      totalBuyLimitQNT: 100n,
      totalSellLimitQNT: 300n,
      initialBuySupplyQNT: 10n,
      initialSellSupplyQNT: 200n,
      expirationHeight: height + 50,
    });
    await gossip([one, offer]);
    await confirm([offer]);
    const buy = exchangeTx(three.node, input(BUYER), 'buy', currency, 8n, 50n);
    await gossip([three, buy]);
    await confirm([buy]);

    const exchanges = await Promise.all(nodes.map((n) => exchangesOf(n.node.state, { currency })));
    for (const e of exchanges) expect(e).toMatchObject([{ offer: offer.id, seller: idOf(FOUNDER), buyer: idOf(BUYER), units: 50n, rate: 7n }]);
    expect(exchanges[1]).toEqual(exchanges[0]);
    expect(exchanges[2]).toEqual(exchanges[0]);
    for (const n of nodes) {
      expect(unitsOf(n.node.state, idOf(BUYER), currency)).toBe(50n);
      // The sell side gave 50; the buy side took back 50 of its limit of 100 (10 + 50 = 60).
      expect(offersOf(n.node.state, { currency })).toMatchObject([[offer.id, { sellSupply: 150n, buySupply: 60n }]]);
    }

    const digests = await Promise.all(nodes.map((n) => n.node.stateDigest()));
    expect(digests[1]).toEqual(digests[0]);
    expect(digests[2]).toEqual(digests[0]);
    for (const n of nodes) expect(n.net.network.peers().flatMap((p) => p.lastPenalties)).toEqual([]);
  });
});
