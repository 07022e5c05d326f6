// Restarting a real node process on the same data dir: after SIGTERM the next start resumes the
// same chain (height, last block, balances, confirmed and pending transactions); the `shutdown`
// operation and SIGINT stop the process gracefully with exit code 0, and the chain survives.
import { afterAll, describe, expect, it } from '@jest/globals';
import { balanceOf, confirm, devnet, pay } from './accounts.js';
import { startNode, stopAllNodes, type NodeProcess } from './process-helper.js';

const COIN = 100_000_000n;

interface ChainSnapshot {
  readonly height: number;
  readonly lastBlock: string;
  readonly cumulativeDifficulty: string;
  readonly balances: string[];
}

async function snapshot(node: NodeProcess): Promise<ChainSnapshot> {
  const status = await node.ok('GET', { requestType: 'getBlockchainStatus' });
  expect(status.isScanning).toBe(false);
  const balances: string[] = [];
  for (let i = 0; i < 10; i++) {
    const b = await balanceOf(node, devnet(i));
    balances.push(`${b.balanceMTA}/${b.unconfirmedBalanceMTA}`);
  }
  return { height: status.height, lastBlock: status.lastBlock, cumulativeDifficulty: status.cumulativeDifficulty, balances };
}

// The restarts run with forging off (TOTEM_DEVNET_FORGING, the environment override), so the
// chain stays exactly where the previous process left it.
const NO_FORGING = { TOTEM_DEVNET_FORGING: 'false' };
const SETTINGS = { 'node.blockTime': '2' };

describe('restarting a node process on the same data dir', () => {
  afterAll(async () => {
    await stopAllNodes();
  }, 20_000);

  it('resumes the same chain after SIGTERM, and stops with exit code 0 on the shutdown operation', async () => {
    // 1. A fresh node: a confirmed payment, then forging stopped and one payment left pending.
    const first = await startNode({ name: 'first', settings: SETTINGS });
    const confirmed = await pay(first, devnet(0), devnet(2), 5n * COIN);
    const confirmedTx = await confirm(first, confirmed.transaction);
    const stop = await first.admin({ requestType: 'stopForging' });
    expect(stop.status).toBe(200);
    expect(stop.json.stopped).toBe(10);
    const pending = await pay(first, devnet(3), devnet(4), 7n * COIN);
    const before = await snapshot(first);
    expect(before.height).toBeGreaterThanOrEqual(2);

    const exit = await first.stop();
    expect(exit).toEqual({ code: 0, signal: null });
    expect(first.records.some((r) => r.msg === 'signal received: shutting down' && r.signal === 'SIGTERM')).toBe(true);
    expect(first.records.at(-1)?.msg).toBe('node stopped');

    // 2. Same data dir: the same chain, balances and transactions; no new genesis.
    const second = await startNode({ name: 'second', settings: SETTINGS, dataDir: first.dataDir, env: NO_FORGING });
    expect(second.records.some((r) => r.msg === 'genesis block applied')).toBe(false);
    expect(await snapshot(second)).toEqual(before);
    const again = await second.ok('GET', { requestType: 'getTransaction', transaction: confirmed.transaction });
    expect(again).toMatchObject({ block: confirmedTx.block, height: confirmedTx.height, fullHash: confirmed.fullHash });
    const pool = await second.ok('GET', { requestType: 'getUnconfirmedTransactionIds' });
    expect(pool.unconfirmedTransactionIds).toEqual([pending.transaction]);
    const forging = await second.admin({ requestType: 'getForging' });
    expect(forging.status).toBe(200);
    expect(forging.json.generators).toEqual([]);

    // 3. The shutdown operation: answered, then the process exits by itself with code 0.
    const shutdown = await second.admin({ requestType: 'shutdown' });
    expect(shutdown.status).toBe(200);
    expect(shutdown.json.shutdown).toBe(true);
    const shutdownExit = await second.waitForExit(10_000);
    expect(shutdownExit).toEqual({ code: 0, signal: null });
    expect(second.records.at(-1)?.msg).toBe('node stopped');
    await expect(fetch(`${second.base}/api?requestType=getTime`)).rejects.toThrow();

    // 4. And after that graceful stop the chain is intact too.
    const third = await startNode({ name: 'third', settings: SETTINGS, dataDir: first.dataDir, env: NO_FORGING });
    expect(await snapshot(third)).toEqual(before);
    // SIGINT (Ctrl-C) stops it as gracefully as SIGTERM.
    const exit3 = await third.stop('SIGINT');
    expect(exit3).toEqual({ code: 0, signal: null });
    expect(third.records.some((r) => r.msg === 'signal received: shutting down' && r.signal === 'SIGINT')).toBe(true);
    expect(third.records.at(-1)?.msg).toBe('node stopped');
  }, 60_000);
});
