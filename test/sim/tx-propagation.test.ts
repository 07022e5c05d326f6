// Three nodes in a line (A - B - C, A and C never talk): a payment sent to A is gossiped through
// B, forged into a block by B, and confirmed on all three.
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { NetworkSim, type SimNode } from './network-sim.js';

describe('simulation: a transaction sent to one node is confirmed on all', () => {
  const sim = new NetworkSim();
  let a: SimNode, b: SimNode, c: SimNode;

  beforeAll(async () => {
    [a, b, c] = await sim.addNodes(3);
    await sim.line([a!, b!, c!]);
  });
  afterAll(() => sim.stop());

  it('gossips the payment to every pool, then every node confirms the block that holds it', async () => {
    expect(a.net.network.peer(c.peerId)).toBeUndefined();
    const tx = sim.payment({ from: 'devnet-9', amountCoins: 25n });
    await sim.submit(a, tx);
    await sim.until(async () => (await c.node.mempool.get(tx.id)) !== undefined, { what: 'the payment in C\'s pool' });
    expect((await b.node.mempool.get(tx.id))?.id).toBe(tx.id);

    const [block] = await sim.forge(b);
    expect(block!.transactions.map((t) => t.id)).toContain(tx.id);
    await sim.converged();
    for (const n of [a, b, c]) {
      expect(n.tip.id).toBe(block!.id);
      const located = await n.node.blockchain.getTransaction({ id: tx.id });
      expect(located?.location.height).toBe(block!.height);
      expect(await n.node.mempool.get(tx.id)).toBeUndefined();
    }
  });
});
