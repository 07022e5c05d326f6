// Balance leasing on a devnet node (leasing delay 3, minimum period 2): the heights at which a
// lease starts and ends in the block phase, the queued next lease, the forging balances moved
// from lessor to lessee, and a lessee that actually forges blocks with leased balance.
import { afterEach, describe, expect, it } from '@jest/globals';
import { createNode, type Node } from '../../src/node.js';
import { ManualTimeSource } from '../../src/chain/time.js';
import { createSimulatedClock } from '../../src/machines/clock.js';
import { devnetParams } from '../../src/domain/network-params.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import type { Transaction } from '../../src/domain/transaction.js';
import { leaseOf, lessorsAt, lessorsOf } from '../../src/capabilities/accounts/queries.js';
import { idOf, keyOf, payment } from '../chain/helpers.js';
import { leaseTx } from '../helpers/accounts-txs.js';

const nodes: Node[] = [];
afterEach(async () => {
  for (const n of nodes.splice(0)) await n.stop();
});

async function devnetNode(): Promise<{ node: Node; time: ManualTimeSource; genesisId: bigint }> {
  const time = new ManualTimeSource({ params: devnetParams(), startEpochSeconds: 1000 });
  const node = await createNode({ network: 'devnet', autoForge: false, signatureWorkers: 0 }, { timeSource: time, clock: createSimulatedClock() });
  await node.start();
  nodes.push(node);
  return { node, time, genesisId: (await node.blockchain.status()).genesisBlockId };
}

type Fixture = Awaited<ReturnType<typeof devnetNode>>;

const height = async (f: Fixture) => (await f.node.blockchain.status()).height;
const effective = (f: Fixture, phrase: string) => f.node.blockchain.getEffectiveBalance(idOf(phrase));
const balanceCoins = async (f: Fixture, phrase: string) => (await f.node.blockchain.getAccount(idOf(phrase)))!.balanceMTA / ONE_COIN;

/** A lease from `from` to `to`, announcing the lessee's key (it may never have signed). */
function lease(f: Fixture, from: string, to: string, period: number): Transaction {
  return leaseTx(f.node, { from, timestamp: f.time.nowEpochSeconds(), ecBlockId: f.genesisId, appendices: { publicKeyAnnouncement: { publicKey: keyOf(to).publicKey } } }, idOf(to), period);
}

/** Submits the transactions and forges one block with them; returns its height. */
async function block(f: Fixture, ...txs: Transaction[]): Promise<number> {
  for (const tx of txs) expect(await f.node.mempool.submit(tx)).toEqual({ accepted: true });
  const b = await f.node.forger.generateBlock();
  expect(b.transactions.map((t) => t.id)).toEqual(txs.map((t) => t.id));
  return b.height;
}

/** Forges until the tip is at `target`. */
async function forgeTo(f: Fixture, target: number): Promise<void> {
  while ((await height(f)) < target) await f.node.forger.generateBlock();
}

describe('a lease starts and ends in the block phase', () => {
  it('runs from h + delay to h + delay + period; the lessor forges with nothing, the lessee with both', async () => {
    const f = await devnetNode();
    const [lessor, lessee] = ['devnet-1', 'leasing lessee 1'];
    const h = await block(f, lease(f, lessor, lessee, 4));
    expect(leaseOf(f.node.state, idOf(lessor))).toEqual({ current: { lessee: idOf(lessee), from: h + 3, to: h + 7 }, active: false, next: null, requests: [] });
    const own = await balanceCoins(f, lessor);
    expect(await effective(f, lessor)).toBe(own);
    expect(await effective(f, lessee)).toBe(0n);

    await forgeTo(f, h + 2);
    expect(leaseOf(f.node.state, idOf(lessor))?.active).toBe(false);
    expect(await effective(f, lessee)).toBe(0n);

    await forgeTo(f, h + 3);
    expect(leaseOf(f.node.state, idOf(lessor))?.active).toBe(true);
    expect(lessorsOf(f.node.state, idOf(lessee))).toEqual([idOf(lessor)]);
    expect(await effective(f, lessor)).toBe(0n);
    expect(await effective(f, lessee)).toBe(own);

    await forgeTo(f, h + 6);
    expect(await effective(f, lessee)).toBe(own);
    await forgeTo(f, h + 7);
    expect(leaseOf(f.node.state, idOf(lessor))).toBeUndefined();
    expect(lessorsOf(f.node.state, idOf(lessee))).toEqual([]);
    expect(await effective(f, lessor)).toBe(own);
    expect(await effective(f, lessee)).toBe(0n);
  });

  it('a lessee forging with its own balance adds the lessors\'; a lessor keeps the leases it receives', async () => {
    const f = await devnetNode();
    const h = await block(f, lease(f, 'devnet-1', 'devnet-2', 2), lease(f, 'devnet-3', 'devnet-2', 2), lease(f, 'devnet-2', 'devnet-4', 2));
    await forgeTo(f, h + 3);
    const [one, two, three] = [await balanceCoins(f, 'devnet-1'), await balanceCoins(f, 'devnet-2'), await balanceCoins(f, 'devnet-3')];
    // devnet-2 leases its own balance to devnet-4 and receives devnet-1's and devnet-3's.
    expect(await effective(f, 'devnet-2')).toBe(one + three);
    expect(await effective(f, 'devnet-4')).toBe(two + (await balanceCoins(f, 'devnet-4')));
    expect(lessorsOf(f.node.state, idOf('devnet-2'))).toEqual([idOf('devnet-1'), idOf('devnet-3')].sort((a, b) => (a < b ? -1 : 1)));
  });

  it('lends the lessor\'s guaranteed balance as it stands: money it spends leaves the lessee\'s forging balance', async () => {
    const f = await devnetNode();
    const h = await block(f, lease(f, 'devnet-5', 'leasing lessee 5', 10));
    await forgeTo(f, h + 3);
    const before = await effective(f, 'leasing lessee 5');
    await block(f, payment({ from: 'devnet-5', to: idOf('devnet-6'), amountMTA: 1000n * ONE_COIN, timestamp: f.time.nowEpochSeconds(), ecBlockId: f.genesisId }));
    // 1000 coins and the 1-coin fee (the devnet guarantees balances after 0 confirmations).
    expect(await effective(f, 'leasing lessee 5')).toBe(before - 1001n);
    expect(await effective(f, 'devnet-5')).toBe(0n);
  });
});

describe('a second lease queues as the next one', () => {
  it('starts when the current one ends; a third replaces the queued one; it runs at once when due', async () => {
    const f = await devnetNode();
    const [lessor, a, b, c] = ['devnet-1', 'queue lessee a', 'queue lessee b', 'queue lessee c'];
    const h = await block(f, lease(f, lessor, a, 5));
    await block(f, lease(f, lessor, b, 2));
    expect(leaseOf(f.node.state, idOf(lessor))?.next).toEqual({ lessee: idOf(b), from: h + 8, to: h + 10 });
    await block(f, lease(f, lessor, c, 3));
    expect(leaseOf(f.node.state, idOf(lessor))?.next).toEqual({ lessee: idOf(c), from: h + 8, to: h + 11 });
    // Before the current one ends, getAccountLessors' forecast already places c at h + 8.
    expect(lessorsAt(f.node.state, idOf(c), h + 8, await height(f))).toEqual([{ lessor: idOf(lessor), term: { lessee: idOf(c), from: h + 8, to: h + 11 } }]);
    expect(lessorsAt(f.node.state, idOf(a), h + 7, await height(f)).map((l) => l.lessor)).toEqual([idOf(lessor)]);
    expect(lessorsAt(f.node.state, idOf(a), h + 8, await height(f))).toEqual([]);

    await forgeTo(f, h + 7);
    expect(lessorsOf(f.node.state, idOf(a))).toEqual([idOf(lessor)]);
    await forgeTo(f, h + 8);
    expect(leaseOf(f.node.state, idOf(lessor))).toEqual({ current: { lessee: idOf(c), from: h + 8, to: h + 11 }, active: true, next: null, requests: [] });
    expect(lessorsOf(f.node.state, idOf(a))).toEqual([]);
    expect(lessorsOf(f.node.state, idOf(c))).toEqual([idOf(lessor)]);
    expect(await effective(f, lessor)).toBe(0n);
    await forgeTo(f, h + 11);
    expect(leaseOf(f.node.state, idOf(lessor))).toBeUndefined();
    expect(await effective(f, lessor)).toBe(await balanceCoins(f, lessor));
  });

  it('queues from h + delay when the current lease ends sooner, with a gap in between; two in one block queue in order', async () => {
    const f = await devnetNode();
    const lessor = 'devnet-3';
    const h = await block(f, lease(f, lessor, 'gap lessee a', 2));
    await forgeTo(f, h + 3);
    await block(f, lease(f, lessor, 'gap lessee b', 2)); // at h + 4: next from max(h + 7, h + 5)
    expect(leaseOf(f.node.state, idOf(lessor))?.next).toEqual({ lessee: idOf('gap lessee b'), from: h + 7, to: h + 9 });
    await forgeTo(f, h + 5);
    expect(leaseOf(f.node.state, idOf(lessor))).toMatchObject({ current: { lessee: idOf('gap lessee b'), from: h + 7 }, active: false, next: null });
    expect(await effective(f, lessor)).toBe(await balanceCoins(f, lessor));
    await forgeTo(f, h + 7);
    expect(leaseOf(f.node.state, idOf(lessor))?.active).toBe(true);

    const g = await block(f, lease(f, 'devnet-4', 'pair lessee a', 2), lease(f, 'devnet-4', 'pair lessee b', 3));
    expect(leaseOf(f.node.state, idOf('devnet-4'))).toEqual({
      current: { lessee: idOf('pair lessee a'), from: g + 3, to: g + 5 },
      active: false,
      next: { lessee: idOf('pair lessee b'), from: g + 5, to: g + 8 },
      requests: [],
    });
  });
});

describe('a lessee forges with leased balance', () => {
  it('cannot forge before the lease starts, forges blocks other nodes accept while it runs, not after', async () => {
    const f = await devnetNode();
    const lessee = 'forging lessee';
    const h = await block(f, lease(f, 'devnet-7', lessee, 3));
    await f.node.forger.stopForging();
    await expect(f.node.forger.startForging(lessee)).resolves.toMatchObject({ effectiveBalanceCoins: 0n });
    await expect(f.node.forger.generateBlock()).rejects.toThrow(/effective balance/);
    await f.node.forger.stopForging();
    await f.node.forger.startForging('devnet-0');
    await forgeTo(f, h + 3);
    await f.node.forger.stopForging();

    const info = await f.node.forger.startForging(lessee);
    expect(info.effectiveBalanceCoins).toBe(await balanceCoins(f, 'devnet-7'));
    expect((await f.node.forger.startForging('devnet-7')).effectiveBalanceCoins).toBe(0n);
    const forged = [await f.node.forger.generateBlock(), await f.node.forger.generateBlock()];
    for (const b of forged) expect(b.generatorId).toBe(idOf(lessee));
    expect(await height(f)).toBe(h + 5);

    // A node fed the same chain accepts the lessee's blocks (its validation sees the same lease).
    const other = await devnetNode();
    for (let i = 1; i <= h + 5; i++) {
      const [b] = await f.node.blockchain.getBlocks(i, i);
      await other.node.blockchain.pushBlock(b!);
    }
    expect((await other.node.stateDigest()).digest).toBe((await f.node.stateDigest()).digest);

    // Block h + 6 (forged on h + 5, while the lease still ran) ends it: the lessor forges again.
    expect((await f.node.forger.generateBlock()).generatorId).toBe(idOf(lessee));
    expect((await f.node.forger.generateBlock()).generatorId).toBe(idOf('devnet-7'));
    await f.node.forger.stopForging('devnet-7');
    await expect(f.node.forger.generateBlock()).rejects.toThrow(/effective balance/);
  });
});
