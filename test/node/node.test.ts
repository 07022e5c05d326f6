import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createNode, nodeParams, type Node } from '../../src/node.js';
import { ManualTimeSource } from '../../src/chain/time.js';
import { ChainErrorReason } from '../../src/chain/errors.js';
import { devnetParams } from '../../src/domain/network-params.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { DomainError } from '../../src/domain/errors.js';
import type { Block } from '../../src/domain/block.js';
import { SystemId } from '../../src/actors/system-ids.js';
import { createSimulatedClock } from '../../src/machines/clock.js';
import { DEVNET_SUPPLY_MTA, idOf, payment } from '../chain/helpers.js';

const nodes: Node[] = [];
let dir: string | undefined;
afterEach(async () => {
  for (const n of nodes.splice(0)) await n.stop();
});
afterAll(async () => {
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

async function devnetNode(extra: { dataDir?: string; autoForge?: boolean; time?: ManualTimeSource } = {}) {
  const params = devnetParams();
  const time = extra.time ?? new ManualTimeSource({ params, startEpochSeconds: 1000 });
  const clock = createSimulatedClock();
  const node = await createNode(
    { network: 'devnet', autoForge: extra.autoForge ?? false, ...(extra.dataDir ? { dataDir: extra.dataDir } : {}) },
    { timeSource: time, clock },
  );
  nodes.push(node);
  await node.start();
  return { node, time, clock };
}

async function pay(node: Node, time: ManualTimeSource, from: string, to: string, amount: bigint) {
  const genesisBlockId = (await node.blockchain.status()).genesisBlockId;
  const tx = payment({ from, to: idOf(to), amountMTA: amount, timestamp: time.nowEpochSeconds(), ecBlockId: genesisBlockId });
  expect(await node.mempool.submit(tx)).toEqual({ accepted: true });
  return tx;
}

async function balances(node: Node, names: readonly string[]): Promise<bigint[]> {
  return Promise.all(names.map(async (n) => (await node.blockchain.getAccount(idOf(n)))?.balanceMTA ?? 0n));
}

const NAMES = [...Array.from({ length: 10 }, (_, i) => `devnet-${i}`), 'alice', 'bob'];

describe('node', () => {
  it('builds a devnet node whose actors forge, confirm and report', async () => {
    const { node, time } = await devnetNode();
    expect(node.status).toBe('running');
    expect((await node.forger.getForging()).length).toBe(10);
    const pushed: Block[] = [];
    node.events.on('blockPushed', ({ block }) => pushed.push(block));
    const added: bigint[] = [];
    node.onTransactionsAdded((txs) => added.push(...txs.map((t) => t.id)));
    const tx = await pay(node, time, 'devnet-0', 'alice', 25n * ONE_COIN);
    expect(added).toEqual([tx.id]);
    const block = await node.forger.generateBlock();
    expect(block.transactions.map((t) => t.id)).toEqual([tx.id]);
    expect(pushed.map((b) => b.id)).toEqual([block.id]);
    expect(await node.mempool.size()).toBe(0);
    expect((await node.blockchain.getAccount(idOf('alice')))!.balanceMTA).toBe(25n * ONE_COIN);
    const total = (await balances(node, NAMES)).reduce((a, b) => a + b, 0n);
    expect(total).toBe(DEVNET_SUPPLY_MTA);
    const snap = node.debugSnapshot();
    expect(Object.keys(snap)).toEqual([SystemId.blockchain, SystemId.mempool, SystemId.forger, SystemId.peerManager, SystemId.shuffler, SystemId.contractExecutor]);
    expect(snap[SystemId.forger]).toMatchObject({ status: 'active', state: 'idle', mailboxDepth: 0, lastError: null });
    expect(snap[SystemId.forger]!.messagesProcessed).toBeGreaterThanOrEqual(2);
    expect(snap[SystemId.blockchain]!.messagesProcessed).toBeGreaterThanOrEqual(3);
    expect(snap[SystemId.mempool]!.children).toHaveProperty('expiry');
  });

  it('routes popped transactions back to the pool (keepTransactions)', async () => {
    const { node, time } = await devnetNode();
    const tx = await pay(node, time, 'devnet-1', 'bob', ONE_COIN);
    await node.forger.generateBlock();
    expect(await node.mempool.size()).toBe(0);
    const popped = await node.blockchain.popOff({ numBlocks: 1, keepTransactions: true });
    expect(popped).toHaveLength(1);
    expect((await node.mempool.list()).map((t) => t.id)).toEqual([tx.id]);
    await node.blockchain.popOff({ numBlocks: 0 });
    expect((await node.forger.generateBlock()).transactions).toHaveLength(1);
  });

  it('forges on its own with the forging ticker', async () => {
    const { node, time, clock } = await devnetNode({ autoForge: true });
    const best = Math.min(...(await node.forger.getForging()).map((f) => f.hitTime!));
    if (best > time.nowEpochSeconds()) time.set(best);
    const next = new Promise<Block>((resolve) => node.events.on('blockPushed', ({ block }) => resolve(block)));
    clock.increment(1000);
    expect((await next).height).toBe(1);
  });

  it('stop lets the block in hand finish', async () => {
    const { node } = await devnetNode();
    const forging = node.forger.generateBlock();
    const stopped = node.stop();
    const block = await forging;
    await stopped;
    expect(block.height).toBe(1);
    expect(node.status).toBe('stopped');
    await expect(node.blockchain.status()).rejects.toThrow(/stopped/);
  });

  it('restarts from disk with the same tip, balances and pending transactions', async () => {
    dir = await mkdtemp(join(tmpdir(), 'node-restart-'));
    const dataDir = join(dir, 'db');
    const first = await devnetNode({ dataDir });
    for (let i = 0; i < 5; i++) {
      await pay(first.node, first.time, `devnet-${i}`, i % 2 ? 'alice' : 'bob', BigInt(i + 1) * ONE_COIN);
      await first.node.forger.generateBlock();
    }
    const pending = await pay(first.node, first.time, 'devnet-7', 'alice', 3n * ONE_COIN);
    const status = await first.node.blockchain.status();
    const before = await balances(first.node, NAMES);
    await first.node.stop();

    const second = await devnetNode({ dataDir, time: first.time });
    const after = await second.node.blockchain.status();
    expect(after.height).toBe(5);
    expect(after.lastBlockId).toBe(status.lastBlockId);
    expect(after.cumulativeDifficulty).toBe(status.cumulativeDifficulty);
    expect(await balances(second.node, NAMES)).toEqual(before);
    expect((await second.node.mempool.list()).map((t) => t.id)).toEqual([pending.id]);
    // And it goes on.
    const block = await second.node.forger.generateBlock();
    expect(block.height).toBe(6);
    expect(block.transactions.map((t) => t.id)).toEqual([pending.id]);
  });
});

describe('node options', () => {
  it('checks network options', async () => {
    expect(() => nodeParams({ network: 'mainnet', blockTimeSeconds: 30 })).toThrow(DomainError);
    expect(() => nodeParams({ network: 'mainnet', forgeWithDevnetAccounts: true })).toThrow(DomainError);
    expect(nodeParams({ network: 'devnet', blockTimeSeconds: 3, maxRollback: 50 })).toMatchObject({ blockTimeSeconds: 3, maxRollback: 50 });
    expect(nodeParams({ network: 'mainnet' }).blockTimeSeconds).toBe(60);
  });

  it('a mainnet node starts with no forging accounts', async () => {
    const node = await createNode({ network: 'mainnet', autoForge: false }, { clock: createSimulatedClock() });
    nodes.push(node);
    await node.start();
    expect((await node.blockchain.status()).height).toBe(0);
    expect(await node.forger.getForging()).toEqual([]);
    await expect(node.forger.generateBlock()).rejects.toMatchObject({ chainReason: ChainErrorReason.NO_FORGING_ACCOUNT });
  });

  it('devnet forging can be turned off', async () => {
    const node = await createNode({ network: 'devnet', forgeWithDevnetAccounts: false, autoForge: false, mempoolMaxSize: 5 }, { clock: createSimulatedClock() });
    nodes.push(node);
    await node.start();
    expect(await node.forger.getForging()).toEqual([]);
  });
});
