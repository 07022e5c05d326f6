// A transaction the node answered as accepted survives a SIGKILL: it is in the store before the
// answer is sent. A run of sendMoney calls, a SIGKILL right after the last answer, a restart on
// the same data dir: every accepted transaction is confirmed or still pending.
import { afterAll, describe, expect, it } from '@jest/globals';
import { confirm, devnet, pay, type Payment } from './accounts.js';
import { startNode, stopAllNodes, type NodeProcess } from './process-helper.js';

const SETTINGS = { 'node.blockTime': '2' };

/** Confirmed (in a block) or pending (in the pool) on `node`, else 'lost'. */
async function whereIs(node: NodeProcess, tx: string, pending: ReadonlySet<string>): Promise<'confirmed' | 'pending' | 'lost'> {
  if (pending.has(tx)) return 'pending';
  const r = await node.get({ requestType: 'getTransaction', transaction: tx });
  return r.status === 200 && typeof r.json.height === 'number' && r.json.confirmations !== undefined ? 'confirmed' : 'lost';
}

describe('a SIGKILL right after accepted submissions', () => {
  afterAll(async () => {
    await stopAllNodes();
  }, 20_000);

  it('loses none of them: after a restart each is confirmed or pending', async () => {
    const first = await startNode({ name: 'crashing', settings: SETTINGS });
    const accepted: Payment[] = [];
    // 8 rounds of 10 concurrent payments (forging goes on meanwhile), then the kill.
    for (let round = 0; round < 8; round++) {
      const batch = await Promise.all(Array.from({ length: 10 }, (_, i) => pay(first, devnet(i), devnet((i + 1) % 10), BigInt(1 + round * 10 + i))));
      accepted.push(...batch);
      // Halfway, one block at least, so both outcomes are checked after the restart.
      if (round === 3) await confirm(first, batch[0]!.transaction);
    }
    const exit = await first.kill();
    expect(exit.signal).toBe('SIGKILL');

    // Forging off, so what the crashed node left is exactly what we find.
    const second = await startNode({ name: 'restarted', settings: SETTINGS, dataDir: first.dataDir, env: { TOTEM_DEVNET_FORGING: 'false' } });
    const pool = await second.ok('GET', { requestType: 'getUnconfirmedTransactionIds' });
    const pending = new Set<string>(pool.unconfirmedTransactionIds as string[]);
    // One at a time: 80 requests at once would pass node.apiMaxConnectionsPerAddress (64).
    const places: string[] = [];
    for (const p of accepted) places.push(await whereIs(second, p.transaction, pending));
    const lost = accepted.filter((_, i) => places[i] === 'lost').map((p) => p.transaction);
    expect(lost).toEqual([]);
    expect(places).toContain('confirmed');
    await second.stop();
  }, 90_000);
});
