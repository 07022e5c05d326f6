// A 2-of-3 multisig payment between real nodes: three nodes in a line (1 - 2 - 3, nodes 1 and 3
// never talk), running the node's own capabilities. The payment is phased with an ACCOUNT poll
// whitelisting three accounts, quorum 2; it is submitted at node 1, and the two approving votes
// at node 2 and node 3, each gossiped to every pool. Node 3 alone forges. The poll finishes
// early (a whitelisted ACCOUNT poll weighs votes without balances): the payment is released at
// the end of the block holding the votes, at the same height and with the same result on every
// node, which end with the same state digest.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Block } from '../../src/domain/block.js';
import type { Transaction } from '../../src/domain/transaction.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { RESULTS } from '../../src/capabilities/phasing/tables.js';
import { idOf } from '../chain/helpers.js';
import { phasedPaymentTx, phasingOf, voteTx, type PhasedInput } from '../helpers/phasing-txs.js';
import { NetworkSim, type SimNode } from './network-sim.js';

const CREATOR = 'devnet-7';
const SIGNERS = [CREATOR, 'devnet-8', 'devnet-9'] as const;
const RECIPIENT = idOf('phasing multisig recipient');
const AMOUNT = 25n * ONE_COIN;

describe('simulation: a 2-of-3 multisig payment approved across three nodes', () => {
  const sim = new NetworkSim();
  let one: SimNode, two: SimNode, three: SimNode;
  let nodes: SimNode[];

  beforeAll(async () => {
    nodes = await sim.addNodes(3);
    [one, two, three] = nodes as [SimNode, SimNode, SimNode];
    await sim.line(nodes);
  });
  afterAll(() => sim.stop());

  const input = (from: string): PhasedInput => ({ from, timestamp: sim.time.nowEpochSeconds(), ecBlockId: BigInt(one.net.network.genesisBlockId) });

  const gossip = (...sent: Array<readonly [SimNode, Transaction]>) => sim.gossip(...sent);

  /** Node 3 forges one block, which must hold exactly `expected`; every node then reaches it. */
  async function confirm(expected: readonly Transaction[]): Promise<Block> {
    const block = await sim.forgeEverywhere(three);
    expect(block.transactions.map((t) => t.id).sort()).toEqual(expected.map((t) => t.id).sort());
    return block;
  }

  const received = (n: SimNode) => n.node.blockchain.getAccount(RECIPIENT).then((a) => a?.balanceMTA ?? 0n);

  it('creates the payment at node 1, approves it from nodes 2 and 3 and releases it at one height everywhere', async () => {
    expect(one.net.network.peer(three.peerId)).toBeUndefined();
    const creatorBefore = (await one.node.blockchain.getAccount(idOf(CREATOR)))!.balanceMTA;

    const finishHeight = three.tip.height + 50;
    const payment = phasedPaymentTx(input(CREATOR), RECIPIENT, AMOUNT, phasingOf(finishHeight, SIGNERS, { quorum: 2n }));
    await gossip([one, payment]);
    const accepted = await confirm([payment]);
    for (const n of nodes) {
      // Accepted, not released: the amount and the fee have left the creator, nothing arrived.
      expect(await received(n)).toBe(0n);
      expect(n.node.state.get(RESULTS, payment.id)).toBeUndefined();
      const creator = (await n.node.blockchain.getAccount(idOf(CREATOR)))!;
      expect(creator.balanceMTA).toBe(creatorBefore - AMOUNT - payment.feeMTA);
    }

    const fromTwo = voteTx(two.node, input('devnet-8'), [payment]);
    const fromThree = voteTx(three.node, input('devnet-9'), [payment]);
    await gossip([two, fromTwo], [three, fromThree]);
    const voted = await confirm([fromTwo, fromThree]);
    expect(voted.height).toBe(accepted.height + 1);
    expect(voted.height).toBeLessThan(finishHeight);

    const results = nodes.map((n) => n.node.state.get(RESULTS, payment.id));
    for (const r of results) expect(r).toEqual({ result: 2n, approved: true, height: voted.height });
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
    for (const n of nodes) {
      expect(await received(n)).toBe(AMOUNT);
      // Released from what was held at acceptance: the creator pays nothing more.
      expect((await n.node.blockchain.getAccount(idOf(CREATOR)))!.balanceMTA).toBe(creatorBefore - AMOUNT - payment.feeMTA);
    }

    // Finished: the third signer's late vote is refused everywhere it is tried.
    await expect(one.node.mempool.submit(voteTx(one.node, input(CREATOR), [payment]))).rejects.toMatchObject({ code: 7, param: 'transactionFullHash' });

    const digests = await Promise.all(nodes.map((n) => n.node.stateDigest()));
    expect(digests[1]).toEqual(digests[0]);
    expect(digests[2]).toEqual(digests[0]);
    // Gossip carried only valid transactions and blocks: no peer was penalised.
    for (const n of nodes) expect(n.net.network.peers().flatMap((p) => p.lastPenalties)).toEqual([]);
  });
});
