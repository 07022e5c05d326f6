// Supply, cache coherence and equal states at equal blocks (src/sim/invariants/supply.ts,
// fingerprints.ts): a balance changed in one node's store breaks the supply and the digests; a
// record changed only in the store's cache is reported as incoherent, and once a block applies
// it, the drift shows at that very block even though the nodes never stand at one tip again.
import { describe, expect, it } from '@jest/globals';
import { ONE_COIN, TRANSACTION_VERSION } from '../../src/domain/constants.js';
import { keyPairFromSecret } from '../../src/domain/crypto.js';
import { accountIdFromPublicKey } from '../../src/domain/account-id.js';
import { encodeAccount } from '../../src/domain/state/accounts.js';
import { signTransaction } from '../../src/domain/transaction.js';
import type { Account } from '../../src/domain/types.js';
import { ChainStore } from '../../src/storage/chain-store.js';
import { Invariants, Simulation, Workload, type SimNode } from '../../src/sim/index.js';
import { ACTORS, generatorFor } from '../helpers/digest-generators.js';
import { TALLY_CAPABILITIES } from '../helpers/tally-node.js';

const REPLAY = 'npm test -- test/simulation/invariants-state.test.ts';
const devnet = (i: number) => accountIdFromPublicKey(keyPairFromSecret(`devnet-${i}`).publicKey);

function storeOf(n: SimNode): ChainStore {
  if (!(n.node.state instanceof ChainStore)) throw new Error('not a ChainStore');
  return n.node.state;
}

/** Changes an account's balance behind the node's back: in its cache, and in its stored record
 * unless `cacheOnly`. */
async function tamper(n: SimNode, id: bigint, delta: bigint, cacheOnly = false): Promise<void> {
  const store = storeOf(n);
  const account = store.getAccount(id)!;
  const changed: Account = { ...account, balanceMTA: account.balanceMTA + delta };
  if (!cacheOnly) await store.db.put(store.accounts.keyBytes(id), encodeAccount(changed));
  store.accounts.committed([{ key: id, next: changed }], undefined);
}

describe('state invariants: supply, cache, digests', () => {
  it('report a balance changed in a store (supply, digest) and a negative balance', async () => {
    const sim = await Simulation.create({ seed: 831, replay: REPLAY, nodes: 3, topology: 'mesh', maxRollback: 5 });
    try {
      const invariants = new Invariants(sim);
      await sim.run(30_000);
      await sim.runUntil(() => sim.converged(), { maxMs: 30_000, what: 'convergence' });
      expect(await invariants.checkpoint()).toEqual([]);
      expect(invariants.recordsRead).toBeGreaterThanOrEqual(3 * 10); // every devnet account, on every node
      const [n0, n1, n2] = sim.nodes as [SimNode, SimNode, SimNode];
      await tamper(n1, devnet(0), ONE_COIN); // a coin out of nowhere
      const moved = storeOf(n2).getAccount(devnet(1))!.balanceMTA + 5n;
      await tamper(n2, devnet(1), -moved); // -5 MTA, the rest moved to another account
      await tamper(n2, devnet(2), moved);
      // The digest of a state is computed once: the next block shows the change.
      const height = n0.height;
      await sim.runUntil(() => sim.converged() && n0.height > height, { maxMs: 60_000, what: 'the next block' });
      const found = (await invariants.checkpoint()).map((v) => `${v.invariant} ${v.detail}`);
      expect(found.filter((d) => d.startsWith('supply '))).toEqual([
        expect.stringMatching(/^supply n1 at height \d+: balances \d+ = \d+, the genesis supply is \d+ \(\+100000000\)$/),
        `supply n2: account ${devnet(1)} has a negative balance -5 at height ${n2.height}`,
      ]);
      // n1 and n2 at the tip n0 stands at, each with another state digest.
      expect(found.filter((d) => d.startsWith('digest '))).toEqual([
        expect.stringMatching(/^digest at block \d+ \(height \d+\): n1 has state digest \w+, n0 had \w+ there$/),
        expect.stringMatching(/^digest at block \d+ \(height \d+\): n2 has state digest \w+, n0 had \w+ there$/),
      ]);
      expect(found).toHaveLength(4);
      expect((await invariants.digests()).map((v) => v.invariant)).toEqual(['digest']);
    } finally {
      await sim.stop();
    }
  }, 120_000);

  it('report a record changed only in a cache, and the drift at the block that applies it', async () => {
    const sim = await Simulation.create({ seed: 832, replay: REPLAY, nodes: 3, topology: 'mesh', maxRollback: 5 });
    try {
      const invariants = new Invariants(sim);
      await sim.run(20_000);
      const n0 = sim.nodes[0]!;
      const n1 = sim.nodes[1]!;
      const [spare, payee] = [...Array(10).keys()].filter((i) => !sim.nodes.some((n) => n.forger === i));
      const sender = devnet(spare!);
      await tamper(n1, sender, 7n * ONE_COIN, true);
      const cached = (await invariants.checkpoint()).map((v) => `${v.invariant} ${v.detail}`);
      expect(cached).toEqual([expect.stringMatching(new RegExp(`^cache n1: table accounts, record ${sender}: the cached record differs from the stored one at height \\d+ \\(balance \\d+ cached, \\d+ stored\\)$`))]);

      // A payment from the drifted account: n1 applies its block from the cached balance.
      const key = keyPairFromSecret(`devnet-${spare}`);
      const tx = signTransaction({
        type: 0, subtype: 0, version: TRANSACTION_VERSION, timestamp: n0.time.nowEpochSeconds(), deadline: 1440,
        senderPublicKey: key.publicKey, recipientId: devnet(payee!), amountMTA: 3n * ONE_COIN, feeMTA: ONE_COIN,
        referencedTransactionFullHash: null, ecBlockHeight: 0, ecBlockId: sim.genesisId, attachment: { version: 0 }, appendices: {}, signature: null,
      }, key, n0.node.registry);
      const applied = new Set<string>();
      for (const n of sim.nodes) n.node.events.on('blockPushed', ({ block }) => block.transactions.some((t) => t.id === tx.id) && applied.add(n.name));
      expect((await n0.node.mempool.submit(tx)).accepted).toBe(true);
      await sim.runUntil(() => applied.size === 3, { maxMs: 120_000, what: 'the payment applied on every node' });
      // n1 goes its own way at once: no checkpoint sees two nodes at one tip with n1.
      sim.partition([0, 2], [1]);
      await sim.run(30_000);
      expect(n1.tipId).not.toBe(n0.tipId);
      expect(await invariants.digests()).toEqual([]); // the tips differ: a tip comparison sees nothing
      const found = (await invariants.checkpoint()).map((v) => `${v.invariant} ${v.detail}`);
      expect(found).toContainEqual(expect.stringMatching(new RegExp(`^digest after block \\d+ at height \\d+: account ${sender} is \\d+/\\d+ on n\\d, \\d+/\\d+ on n\\d \\(balance/forged\\)$`)));
      // The stored balance now carries the drift too: 7 coins out of nowhere.
      expect(found).toContainEqual(expect.stringMatching(/^supply n1 at height \d+: .* \(\+700000000\)$/));
      expect(storeOf(n1).getAccount(sender)!.balanceMTA - storeOf(n0).getAccount(sender)!.balanceMTA).toBe(7n * ONE_COIN);
    } finally {
      await sim.stop();
    }
  }, 120_000);

  it('hold under a load of every capability, with coin held by capabilities', async () => {
    const sim = await Simulation.create({ seed: 833, replay: REPLAY, nodes: 3, topology: 'mesh', maxRollback: 5, capabilities: TALLY_CAPABILITIES });
    try {
      const invariants = new Invariants(sim);
      const workload = new Workload(sim, { intervalMs: 150, actors: ACTORS.length, generatorFor });
      workload.start();
      for (let minute = 0; minute < 3; minute++) {
        await sim.run(60_000);
        expect(await invariants.checkpoint()).toEqual([]);
      }
      workload.stop();
      expect(await invariants.check()).toEqual([]);
      expect(invariants.recordsRead).toBeGreaterThan(300);
      expect(invariants.heldSeen.size).toBeGreaterThanOrEqual(4);
    } finally {
      await sim.stop();
    }
  }, 120_000);
});
