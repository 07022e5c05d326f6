// The devnet's forge-on-demand rule between two real node processes: node1 has a 60 s block
// time (its proof-of-stake hits are rare), yet fifty quick generateBlock calls each forge at once;
// node2, a devnet node following node1 over the peer network, accepts all fifty, and a block
// stamped an hour ahead after node1's clock was warped (increaseTime). node2 logs at DEBUG, so its
// "block pushed" lines say when a block arrived; the test waits on them.
import { afterAll, describe, expect, it } from '@jest/globals';
import { startNode, stopAllNodes, type LogRecord, type NodeProcess } from './process-helper.js';

const BLOCK_TIME = '60';
const ARRIVAL_TIMEOUT_MS = 30_000;

const pushed = (blockId: string) => (r: LogRecord) => r.msg === 'block pushed' && r.block === blockId;

async function tipOf(node: NodeProcess): Promise<{ lastBlock: string; height: number }> {
  const s = await node.ok('GET', { requestType: 'getBlockchainStatus' });
  return { lastBlock: s.lastBlock, height: s.height };
}

describe('forge on demand on the devnet (two node processes)', () => {
  afterAll(async () => {
    await stopAllNodes();
  }, 30_000);

  it('fifty quick generateBlock calls forge fifty blocks, and a second devnet node follows them', async () => {
    const node1 = await startNode({ name: 'node1', settings: { 'node.blockTime': BLOCK_TIME, 'node.devnetForging': 'true' } });
    const node2 = await startNode({
      name: 'node2',
      settings: { 'node.blockTime': BLOCK_TIME, 'node.devnetForging': 'false', 'node.logLevel': 'DEBUG', 'node.peers': node1.peerHostPort },
    });
    const start = await tipOf(node1);

    const ids: string[] = [];
    for (let i = 1; i <= 50; i++) {
      const r = await node1.admin({ requestType: 'generateBlock' });
      expect({ i, status: r.status, error: r.json.errorDescription }).toEqual({ i, status: 200, error: undefined });
      ids.push(r.json.block as string);
    }
    const tip = await tipOf(node1);
    expect(tip.height).toBeGreaterThanOrEqual(start.height + 50);
    expect(tip.lastBlock).toBe(ids[49]);

    await node2.waitForLog(pushed(tip.lastBlock), `block pushed ${tip.lastBlock}`, ARRIVAL_TIMEOUT_MS);
    expect(await tipOf(node2)).toEqual(tip);
    // Every one of the fifty is in node2's chain at the same height.
    for (const id of [ids[0]!, ids[24]!, ids[49]!]) {
      const mine = await node1.ok('GET', { requestType: 'getBlock', block: id });
      const theirs = await node2.ok('GET', { requestType: 'getBlock', block: id });
      expect(theirs).toMatchObject({ block: id, height: mine.height, timestamp: mine.timestamp });
    }

    // A warped clock: node1's next block is an hour ahead of node2's clock, and node2 takes it.
    const warped = await node1.admin({ requestType: 'increaseTime', seconds: '3600' });
    expect(warped.json).toMatchObject({ offsetSeconds: 3600 });
    const ahead = (await node1.admin({ requestType: 'generateBlock' })).json;
    const node2Time = (await node2.ok('GET', { requestType: 'getTime' })).time as number;
    expect(ahead.timestamp).toBeGreaterThan(node2Time + 3000);
    await node2.waitForLog(pushed(ahead.block), `block pushed ${ahead.block as string}`, ARRIVAL_TIMEOUT_MS);
    expect((await tipOf(node2)).lastBlock).toBe(ahead.block);
  }, 90_000);
});
