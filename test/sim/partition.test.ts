// Four nodes split 2 + 2. Each side forges its own branch with its own payments; when the
// partition heals, everyone ends on the branch with the higher cumulative difficulty, and no
// transaction is lost: the winner's confirmed payments stay confirmed everywhere, the loser's
// return to the pools (and reach the winners), and a payment that was only pending survives.
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { NetworkSim, type SimNode } from './network-sim.js';
import type { Transaction } from '../../src/domain/transaction.js';

describe('simulation: a 2 + 2 partition forks and heals onto the better chain', () => {
  const sim = new NetworkSim();
  let a: SimNode, b: SimNode, c: SimNode, d: SimNode;

  beforeAll(async () => {
    [a, b, c, d] = await sim.addNodes(4);
    await sim.mesh([a!, b!, c!, d!]);
    await sim.forge(a!, 3);
    await sim.converged();
  });
  afterAll(() => sim.stop());

  async function confirmedOn(n: SimNode, tx: Transaction): Promise<boolean> {
    return (await n.node.blockchain.getTransaction({ id: tx.id })) !== undefined;
  }
  async function pendingOn(n: SimNode, tx: Transaction): Promise<boolean> {
    return (await n.node.mempool.get(tx.id)) !== undefined;
  }

  it('forks during the partition and heals onto the chain with the higher cumulative difficulty', async () => {
    const left = [a, b];
    const right = [c, d];
    const base = a.tip;
    await sim.partition(left, right);

    // Left: 2 blocks, the first with a payment. Right: 5 blocks, the first with another payment,
    // and one more payment that stays pending.
    const leftTx = sim.payment({ from: 'devnet-7' });
    await sim.submit(a, leftTx);
    await sim.until(() => pendingOn(b, leftTx), { what: 'left payment on b' });
    await sim.forge(b, 1);
    await sim.converged(left);
    await sim.forge(a, 1);
    const rightTx = sim.payment({ from: 'devnet-8' });
    await sim.submit(c, rightTx);
    await sim.until(() => pendingOn(d, rightTx), { what: 'right payment on d' });
    await sim.forge(d, 3);
    await sim.converged(right);
    await sim.forge(c, 2);
    await sim.converged(left);
    await sim.converged(right);
    const pendingTx = sim.payment({ from: 'devnet-6' });
    await sim.submit(d, pendingTx);
    await sim.until(() => pendingOn(c, pendingTx), { what: 'pending payment on c' });

    expect(a.tip.id).not.toBe(c.tip.id);
    expect(await confirmedOn(a, leftTx)).toBe(true);
    expect(await confirmedOn(c, rightTx)).toBe(true);
    expect(await confirmedOn(a, rightTx)).toBe(false);
    const leftCd = a.tip.cumulativeDifficulty;
    const rightCd = c.tip.cumulativeDifficulty;
    expect(leftCd).not.toBe(rightCd);
    const [winners, losers] = rightCd > leftCd ? [right, left] : [left, right];
    const [winTx, loseTx] = rightCd > leftCd ? [rightTx, leftTx] : [leftTx, rightTx];
    const winningTip = winners[0]!.tip;

    await sim.heal(left, right);
    await sim.converged();
    await sim.until(() => sim.nodes.every((n) => n.net.syncStatus.blockchainState === 'UP_TO_DATE'), { what: 'sync to settle' });
    for (const n of sim.nodes) {
      expect(n.tip.id).toBe(winningTip.id);
      expect(n.tip.cumulativeDifficulty).toBe(winningTip.cumulativeDifficulty);
      expect(await confirmedOn(n, winTx)).toBe(true);
      expect(await confirmedOn(n, loseTx)).toBe(false);
    }
    // The common block is still there, below both branches.
    expect((await a.node.blockchain.getBlock({ height: base.height }))?.id).toBe(base.id);
    // The losers put their dropped payment back in their pools.
    for (const n of losers) expect(await pendingOn(n, loseTx)).toBe(true);
    // Pulling pending transactions brings it to the winners too.
    for (const w of winners) for (const l of losers) await w.net.pullUnconfirmed(l.peerId);
    for (const w of winners) {
      expect(await pendingOn(w, loseTx)).toBe(true);
      expect(await pendingOn(w, pendingTx)).toBe(true);
    }
    // The next block confirms every surviving payment everywhere.
    const [next] = await sim.forge(winners[0]!);
    expect(next!.transactions.map((t) => t.id).sort()).toEqual([loseTx.id, pendingTx.id].sort());
    await sim.converged();
    for (const n of sim.nodes) for (const tx of [leftTx, rightTx, pendingTx]) expect(await confirmedOn(n, tx)).toBe(true);
    // Honest nodes were not punished by the fork resolution.
    for (const n of sim.nodes) expect(n.net.network.peers().filter((p) => p.blacklisted)).toEqual([]);
  });
});
