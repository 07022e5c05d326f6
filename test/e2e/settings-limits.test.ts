// Settings the loader accepts are settings the node works with. An isolated node (0 inbound and
// 0 outbound peers) starts, forges and serves the API, and refuses a peer that dials it; a node
// with 0 outbound peers still takes inbound ones. And a node starts and answers with every numeric
// setting at its smallest value, and with every one at its largest.
import { afterAll, describe, expect, it } from '@jest/globals';
import { SETTINGS } from '../../src/config/options.js';
import { confirm, devnet, pay } from './accounts.js';
import { startNode, stopAllNodes, type NodeProcess } from './process-helper.js';

afterAll(async () => {
  await stopAllNodes();
}, 30_000);

async function activePeers(node: NodeProcess): Promise<string[]> {
  return (await node.ok('GET', { requestType: 'getPeers', active: 'true' })).peers as string[];
}

describe('peer limits of 0', () => {
  it('an isolated node serves, forges and refuses inbound peers; 0 outbound still accepts inbound', async () => {
    const [isolated, other, inboundOnly] = await Promise.all([
      startNode({ name: 'isolated', settings: { 'node.maxInboundPeers': '0', 'node.maxOutboundPeers': '0', 'node.blockTime': '2' } }),
      startNode({ name: 'other' }),
      startNode({ name: 'inbound-only', settings: { 'node.maxOutboundPeers': '0' } }),
    ]);

    // Serves: a payment is accepted and confirmed by its own forging.
    const payment = await pay(isolated, devnet(0), devnet(1), 5n);
    expect((await confirm(isolated, payment.transaction)).confirmations).toBeGreaterThanOrEqual(1);

    // Refuses inbound: an explicit addPeer from another node fails, and nobody is connected.
    const refused = await other.admin({ requestType: 'addPeer', peer: isolated.peerHostPort });
    expect([refused.status, refused.json.errorCode]).toEqual([502, 1]);
    // The listener is open but the gater drops the connection before any handshake.
    expect(refused.json.errorDescription).toMatch(/Could not reach the peer: dialling .* failed/);
    expect(await activePeers(isolated)).toEqual([]);

    // 0 outbound: dials nobody by itself, but takes a peer that dials it.
    const added = await other.admin({ requestType: 'addPeer', peer: inboundOnly.peerHostPort });
    expect(added.status).toBe(200);
    const inbound = await inboundOnly.ok('GET', { requestType: 'getInboundPeers' });
    expect(inbound.peers).toHaveLength(1);
  }, 90_000);
});

describe('numeric settings at their bounds', () => {
  // Ports stay at 0 (the e2e default: free ports); every other integer setting takes its bound.
  const numeric = SETTINGS.filter((s) => s.type.kind === 'int' && !s.name.endsWith('Port'));
  const at = (bound: 'min' | 'max') =>
    Object.fromEntries(numeric.map((s) => [`node.${s.name}`, String((s.type as { min: number; max: number })[bound])]));

  it.each(['min', 'max'] as const)('a node with every numeric setting at its %s starts and answers', async (bound) => {
    const node = await startNode({ name: `${bound}-node`, settings: at(bound) });
    const status = await node.ok('GET', { requestType: 'getBlockchainStatus' });
    expect(status).toMatchObject({ isScanning: false, blockchainState: 'UP_TO_DATE' });
    // The prunable lifetimes reach the chain: at the minimums data is held 1 s and kept forever
    // (-1); at the maximums both are 2^31-1 s.
    expect([status.minPrunableLifetime, status.maxPrunableLifetime]).toEqual(bound === 'min' ? [1, -1] : [2 ** 31 - 1, 2 ** 31 - 1]);
    const exit = await node.stop();
    expect([exit.code, exit.signal]).toEqual([0, null]);
  }, 60_000);
});
