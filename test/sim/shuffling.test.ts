// Shuffling between real nodes: five participants on three nodes (a mesh), each run by the
// shuffler of the node that holds it; node 0 alone forges, so every step gossips to it.
//   - a coin shuffle reaches DONE: the five new recipients hold the amount, the digests agree;
//   - a totem shuffle, the same in totem units;
//   - a participant (driven by hand) submits corrupt processing data: the next participant's
//     shuffler cannot peel it and starts the blame, the shufflers reveal, the cheater is blamed
//     and loses its deposit to the four others, who get their amounts back;
//   - a node stopped mid-shuffle and restarted on its data directory resumes after startShuffler
//     (the secret phrases were only in its memory).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Transaction } from '../../src/domain/transaction.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { accountHoldings } from '../../src/capabilities/totems/queries.js';
import { SHUFFLING_DEPOSIT_MTA } from '../../src/capabilities/shuffling/types.js';
import { idOf } from '../chain/helpers.js';
import { cancelShufflingTx, createShufflingTx, onionStep, processShufflingTx, registerShufflingTx, seedOf, type CreateInput } from '../helpers/shuffling-txs.js';
import { issueTotemTx, transferTotemTx } from '../helpers/totem-txs.js';
import { keyOf, NetworkSim, type SimNode } from './network-sim.js';
import { digestsAgree, driveUntil, recordOn, shufflerOf, startOn } from './shuffle-driver.js';

const P = ['devnet-3', 'devnet-4', 'devnet-5', 'devnet-6', 'devnet-7'];
const AMOUNT = 5n * ONE_COIN;

describe('simulation: shufflers on three nodes', () => {
  const sim = new NetworkSim();
  let nodes: SimNode[];
  let forger: SimNode;
  /** Which node runs each participant's shuffler. */
  const home = (i: number): SimNode => nodes[[0, 1, 2, 1, 2][i]!]!;

  let dataDir: string;

  beforeAll(async () => {
    dataDir = await sim.tempDir();
    nodes = [await sim.addNode({ name: 'N0', forgers: ['devnet-0'] }), await sim.addNode({ name: 'N1', forgers: [] }), await sim.addNode({ name: 'N2', forgers: [], dataDir })];
    forger = nodes[0]!;
    await sim.mesh(nodes);
  });
  afterAll(() => sim.stop());

  const input = (from: string) => ({ from, timestamp: sim.time.nowEpochSeconds(), ecBlockId: BigInt(forger.net.network.genesisBlockId) });
  const balance = async (n: SimNode, account: bigint) => {
    const a = await n.node.blockchain.getAccount(account);
    return (a?.balanceMTA ?? 0n) - (a?.forgedBalanceMTA ?? 0n);
  };
  const totemsOf = (n: SimNode, account: bigint, totem: bigint) => accountHoldings(n.node.state, account).find((h) => h.totem === totem)?.quantity ?? 0n;

  /** Participant 0 creates the shuffling (confirmed); returns its id and full hash. */
  async function create(c: CreateInput): Promise<Transaction> {
    const tx = createShufflingTx(forger.node, input(P[0]!), { participantCount: 5, registrationPeriod: 20, ...c });
    await sim.gossip([forger, tx]);
    await sim.forgeEverywhere(forger);
    return tx;
  }

  it('a coin shuffle of five reaches DONE on every node with the same digest', async () => {
    const tx = await create({ amount: AMOUNT });
    const recipients = P.map((_, i) => `sim-coin-recipient-${i}`);
    for (const [i, p] of P.entries()) await startOn(home(i), p, tx.fullHash, recipients[i]!);
    const blocks = await driveUntil(sim, forger, () => recordOn(forger, tx.id)?.stage === 'DONE');
    expect(blocks).toBeLessThan(20);
    for (const n of nodes) for (const r of recipients) expect(await balance(n, idOf(r))).toBe(AMOUNT);
    await digestsAgree(sim);
  });

  it('a totem shuffle of five reaches DONE, the recipients holding the totem', async () => {
    const issue = issueTotemTx(forger.node, input(P[0]!), { name: 'mixme', quantityQNT: 1000n });
    await sim.gossip([forger, issue]);
    await sim.forgeEverywhere(forger);
    const transfers = P.slice(1).map((p) => transferTotemTx(forger.node, input(P[0]!), idOf(p), issue.id, 100n));
    await sim.gossip(...transfers.map((t) => [forger, t] as const));
    await sim.forgeEverywhere(forger);
    const tx = await create({ holding: { type: 'TOTEM', id: issue.id }, amount: 40n });
    const recipients = P.map((_, i) => `sim-totem-recipient-${i}`);
    for (const [i, p] of P.entries()) await startOn(home(i), p, tx.fullHash, recipients[i]!);
    await driveUntil(sim, forger, () => recordOn(forger, tx.id)?.stage === 'DONE');
    for (const n of nodes) for (const r of recipients) expect(totemsOf(n, idOf(r), issue.id)).toBe(40n);
    expect(totemsOf(forger, idOf(P[1]!), issue.id)).toBe(60n);
    await digestsAgree(sim);
  });

  it('a participant that submits corrupt data is blamed and loses its deposit; the others are refunded', async () => {
    const tx = await create({ amount: AMOUNT, registrationPeriod: 21 });
    const cheater = P[1]!;
    const before = await Promise.all(P.map((p) => balance(forger, idOf(p))));
    // Everyone but the cheater runs a shuffler; the cheater registers and acts by hand.
    for (const [i, p] of P.entries()) if (p !== cheater) await startOn(home(i), p, tx.fullHash, `sim-blame-recipient-${i}`);
    const reg = registerShufflingTx(forger.node, input(cheater), { id: tx.id, fullHash: tx.fullHash });
    await sim.gossip([home(1), reg]);
    await driveUntil(sim, forger, () => recordOn(forger, tx.id)?.assignee === idOf(cheater));
    const s = recordOn(forger, tx.id)!;
    // Its place in the onion is its registration order (the block ordered the registrations).
    const at = s.participants.findIndex((p) => p.account === idOf(cheater));
    expect(at).toBeLessThan(4);
    const honest = onionStep(s, tx.id, at, cheater, keyOf('sim-blame-recipient-1').publicKey);
    const corrupt = honest.map((b, k) => (k === 0 ? b.map((x, j) => (j === 40 ? x ^ 1 : x)) : b));
    const bad = processShufflingTx(forger.node, input(cheater), tx.id, s, corrupt);
    await sim.gossip([home(1), bad]);
    // The next participant's shuffler cannot peel, and cancels: BLAME; the shufflers that must reveal do.
    await driveUntil(sim, forger, () => recordOn(forger, tx.id)?.stage === 'BLAME');
    expect(recordOn(forger, tx.id)!.assignee).toBe(s.participants[at + 1]!.account);
    const reveal = cancelShufflingTx(forger.node, input(cheater), tx.id, recordOn(forger, tx.id)!, seedOf(cheater, tx.id));
    await sim.gossip([home(1), reveal]);
    await driveUntil(sim, forger, () => recordOn(forger, tx.id)?.stage === 'CANCELLED');
    expect(recordOn(forger, tx.id)!.assignee).toBe(idOf(cheater));
    // Fees paid after the creation (whose fee, amount and deposit `before` already shows).
    const fees = async (p: string) => {
      let sum = 0n;
      for (const t of await forger.node.blockchain.getAccountTransactions(idOf(p), { firstIndex: 0, lastIndex: 100, fromHeight: recordOn(forger, tx.id)!.height + 1 })) sum += t.transaction.feeMTA;
      return sum;
    };
    const share = SHUFFLING_DEPOSIT_MTA / 4n;
    for (const [i, p] of P.entries()) {
      const expected = before[i]! - (await fees(p)) + (p === cheater ? -SHUFFLING_DEPOSIT_MTA : share) + (i === 0 ? AMOUNT + SHUFFLING_DEPOSIT_MTA : 0n);
      expect(await balance(forger, idOf(p))).toBe(expected);
    }
    await digestsAgree(sim);
  });

  it('a node stopped mid-shuffle and restarted on its data directory resumes after startShuffler', async () => {
    const tx = await create({ amount: AMOUNT, registrationPeriod: 22 });
    const recipients = P.map((_, i) => `sim-restart-recipient-${i}`);
    for (const [i, p] of P.entries()) await startOn(home(i), p, tx.fullHash, recipients[i]!);
    await driveUntil(sim, forger, () => recordOn(forger, tx.id)?.stage === 'PROCESSING');
    // N2 holds participants 2 and 4: it stops, and the shuffle goes on until one of them is due.
    const onN2 = [P[2]!, P[4]!].map(idOf);
    await sim.stopNode(nodes[2]!);
    await driveUntil(sim, forger, () => onN2.includes(recordOn(forger, tx.id)!.assignee));
    const stalledAt = recordOn(forger, tx.id)!;
    await sim.forgeEverywhere(forger);
    expect(recordOn(forger, tx.id)!.assignee).toBe(stalledAt.assignee);
    // Restarted on its directory, it catches up; its shufflers are gone until started again.
    const again = await sim.addNode({ name: 'N2 again', forgers: [], dataDir });
    nodes[2] = again;
    await sim.connect(again, forger);
    await sim.connect(again, nodes[1]!);
    await sim.converged();
    expect(await shufflerOf(again).getShufflers({})).toEqual([]);
    for (const i of [2, 4]) await startOn(again, P[i]!, tx.fullHash, recipients[i]!);
    await driveUntil(sim, forger, () => recordOn(forger, tx.id)?.stage === 'DONE');
    for (const n of nodes) for (const r of recipients) expect(await balance(n, idOf(r))).toBe(AMOUNT);
    await digestsAgree(sim);
  });
});
