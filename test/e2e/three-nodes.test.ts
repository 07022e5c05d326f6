// Three real node processes on loopback, chained by node.peers (node2 -> node1, node3 -> node2),
// only node1 forging: a payment sent through node1's API is confirmed in node3's API, and all
// three end on the same last block. Nodes 2 and 3 log at DEBUG, so their "block pushed" lines
// say when a block has arrived; the tests wait on those lines.
import { afterAll, describe, expect, it } from '@jest/globals';
import { balanceOf, confirm, devnet, pay } from './accounts.js';
import { startNode, stopAllNodes, type LogRecord, type NodeProcess } from './process-helper.js';

const COIN = 100_000_000n;
// The block time is a network constant (it sets the initial base target): every node must agree.
const BLOCK_TIME = '2';
const ARRIVAL_TIMEOUT_MS = 20_000;

const pushed = (blockId: string) => (r: LogRecord) => r.msg === 'block pushed' && r.block === blockId;

async function lastBlock(node: NodeProcess): Promise<{ lastBlock: string; height: number; cumulativeDifficulty: string }> {
  const s = await node.ok('GET', { requestType: 'getBlockchainStatus' });
  return { lastBlock: s.lastBlock, height: s.height, cumulativeDifficulty: s.cumulativeDifficulty };
}

describe('three node processes chained by node.peers', () => {
  afterAll(async () => {
    await stopAllNodes();
  }, 30_000);

  it('a payment sent through node1 is confirmed in node3, and all three agree on the last block', async () => {
    // Started one after the other: each bootstrap peer must be listening when it is dialled.
    const node1 = await startNode({ name: 'node1', settings: { 'node.blockTime': BLOCK_TIME, 'node.devnetForging': 'true' } });
    const follower = (name: string, peer: NodeProcess) =>
      startNode({ name, settings: { 'node.blockTime': BLOCK_TIME, 'node.devnetForging': 'false', 'node.logLevel': 'DEBUG', 'node.peers': peer.peerHostPort } });
    const node2 = await follower('node2', node1);
    const node3 = await follower('node3', node2);
    const nodes = [node1, node2, node3];
    // Only node1 forges.
    expect((await node2.admin({ requestType: 'getForging' })).json.generators).toEqual([]);
    expect((await node3.admin({ requestType: 'getForging' })).json.generators).toEqual([]);

    // The payment, through node1's API.
    const [from, to] = [devnet(5), devnet(6)];
    const amount = 3n * COIN + 1n;
    const payment = await pay(node1, from, to, amount);

    // node1 forges until the payment is in a block with one on top; each of those blocks must
    // reach node3 through node2.
    const tx = await confirm(node1, payment.transaction);
    await node3.waitForLog(pushed(tx.block as string), `block pushed ${tx.block as string}`, ARRIVAL_TIMEOUT_MS);

    // Stop node1's forging so the chain holds still, then wait for its final tip everywhere.
    expect((await node1.admin({ requestType: 'stopForging' })).json.stopped).toBe(10);
    const tip = await lastBlock(node1);
    for (const node of [node2, node3]) await node.waitForLog(pushed(tip.lastBlock), `block pushed ${tip.lastBlock}`, ARRIVAL_TIMEOUT_MS);

    // node2 has node1's blocks, so their hello is done: peers tell each other the API port they
    // really bound (the settings say 0: any free port).
    const node1AsSeenByNode2 = await node2.ok('GET', { requestType: 'getPeer', peer: node1.peerHostPort });
    expect(node1AsSeenByNode2).toMatchObject({ state: 1, apiPort: node1.apiPort });
    expect(node1.apiPort).toBeGreaterThan(0);

    // node3's API: the payment is confirmed, in the same block as on node1.
    const onNode3 = await node3.ok('GET', { requestType: 'getTransaction', transaction: payment.transaction });
    expect(onNode3).toMatchObject({ transaction: payment.transaction, fullHash: payment.fullHash, block: tx.block, height: tx.height, amountMTA: amount.toString() });
    expect(onNode3.confirmations).toBeGreaterThanOrEqual(1);

    // All three: the same last block, and the same balances for the two accounts.
    const tips = await Promise.all(nodes.map(lastBlock));
    expect(tips).toEqual([tip, tip, tip]);
    const balances = await Promise.all(nodes.map(async (n) => [await balanceOf(n, from), await balanceOf(n, to)]));
    expect(balances[1]).toEqual(balances[0]);
    expect(balances[2]).toEqual(balances[0]);

    // node3 learned the blocks from the network, not by forging.
    expect(node3.records.some((r) => r.msg === 'block forged')).toBe(false);
    expect(node2.records.some((r) => r.msg === 'block forged')).toBe(false);
  }, 75_000);
});
