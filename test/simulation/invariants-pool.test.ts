// The propagation and reservation invariants (src/sim/invariants/propagation.ts, reservations.ts),
// each failing where it must and quiet on a healthy network: transactions admitted in a calm span
// reach every node at once, but not when the admitting node's messages no longer reach anyone;
// a pool whose pending state holds back what its transactions spend passes, one that forgets a
// reservation is reported.
import { describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { checkReservations } from '../../src/sim/invariants/reservations.js';
import { Invariants, Simulation, Workload, type SimNode } from '../../src/sim/index.js';

const REPLAY = 'npm test -- test/simulation/invariants-pool.test.ts';

describe('propagation', () => {
  it('is quiet when gossip works, and fails when the admitting node reaches no one', async () => {
    const sim = await Simulation.create({ seed: 5, replay: REPLAY, nodes: 5, topology: 'mesh' });
    try {
      const invariants = new Invariants(sim);
      const workload = new Workload(sim, { intervalMs: 250, overspendChance: 0 });
      workload.start();
      await sim.run(20_000);
      invariants.markCalm();
      await sim.run(20_000);
      expect(await invariants.checkpoint()).toEqual([]);
      expect(invariants.propagation.judged).toBeGreaterThan(40);

      // n0's messages reach nobody; the workload goes on submitting everywhere, n0 included.
      for (let b = 1; b < 5; b++) sim.cutOneWay(0, b);
      invariants.markCalm();
      await sim.run(20_000);
      const found = (await invariants.checkpoint()).filter((v) => v.invariant === 'propagation');
      expect(found).toHaveLength(1);
      expect(found[0]!.detail).toMatch(/^in a calm network \d+ of \d+ transactions missed a live honest node for over 3000 ms: transaction \d+ admitted by n0 at \d+ ms reached n\d (after \d+ ms|never)/);
      workload.stop();
    } finally {
      await sim.stop();
    }
  });
});

describe('reservation', () => {
  /** A node whose pool lists these pending transactions and answers this unconfirmed balance. */
  function nodeWith(pending: Array<{ sender: bigint; amount: bigint; fee: bigint; reserve?: boolean }>, balance: bigint, unconfirmed: bigint): SimNode {
    const txs = pending.map((p) => ({ senderId: p.sender, amountMTA: p.amount, feeMTA: p.fee, txType: p.reserve ? { reserve: () => undefined } : {}, appendices: {} }));
    const mempool = {
      list: async () => txs,
      accountWithUnconfirmedBalance: async () => ({ account: { balanceMTA: balance }, unconfirmedBalanceMTA: unconfirmed }),
    };
    return { name: 'n9', node: { mempool } } as unknown as SimNode;
  }

  it('passes when the pool holds back exactly what the pending payments spend', async () => {
    const pending = [{ sender: 7n, amount: 5n * ONE_COIN, fee: ONE_COIN }, { sender: 7n, amount: 2n * ONE_COIN, fee: ONE_COIN }];
    expect(await checkReservations(nodeWith(pending, 100n * ONE_COIN, 91n * ONE_COIN))).toEqual([]);
  });

  it('reports a pool that forgot a reservation, naming the account and both figures', async () => {
    const pending = [{ sender: 7n, amount: 5n * ONE_COIN, fee: ONE_COIN }];
    const found = await checkReservations(nodeWith(pending, 100n * ONE_COIN, 100n * ONE_COIN));
    expect(found).toEqual([{ invariant: 'reservation', detail: `n9: account 7 has 1 pending transactions spending ${6n * ONE_COIN} MTA, so an unconfirmed balance of ${94n * ONE_COIN}, the pool says ${100n * ONE_COIN}` }]);
  });

  it('leaves out accounts whose pending transactions reserve more than coin (not exact there)', async () => {
    const pending = [{ sender: 7n, amount: 0n, fee: ONE_COIN, reserve: true }];
    expect(await checkReservations(nodeWith(pending, 100n * ONE_COIN, 12n))).toEqual([]);
  });

  it('holds on a real network under load', async () => {
    const sim = await Simulation.create({ seed: 9, replay: REPLAY, nodes: 3, topology: 'mesh' });
    try {
      const workload = new Workload(sim, { intervalMs: 100 });
      workload.start();
      await sim.run(12_000);
      const found = await new Invariants(sim).reservations();
      expect(found).toEqual([]);
      workload.stop();
    } finally {
      await sim.stop();
    }
  });
});
