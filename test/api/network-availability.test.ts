// The NETWORK operations when there is no peer network to ask, and the peer figures of getState;
// last, the operations through the composition root (createFullNode) as `npm start` runs them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { defaultConfig } from '../../src/config/load.js';
import { createLogger } from '../../src/log/logger.js';
import { createFullNode, type FullNode } from '../../src/full-node.js';
import { startChainNode, type ChainNode } from './chain-fixture.js';
import { readResponse, type ApiResponse } from './helpers.js';
import { closedPort, startPeerApiNetwork, type PeerApiNetwork, type PeerApiNode } from './network-fixture.js';

const NOT_RUNNING = { errorCode: 1, errorDescription: 'Peer networking is not running' };

/** Every NETWORK operation once, with valid parameters. */
async function callAll(node: { get(p: Record<string, string>): Promise<ApiResponse>; admin(p: Record<string, string>): Promise<ApiResponse> }): Promise<Array<[string, ApiResponse]>> {
  return [
    ['getPeer', await node.get({ requestType: 'getPeer', peer: '127.0.0.1:7876' })],
    ['getPeers', await node.get({ requestType: 'getPeers' })],
    ['getInboundPeers', await node.get({ requestType: 'getInboundPeers' })],
    ['dumpPeers', await node.get({ requestType: 'dumpPeers' })],
    ['getMyInfo', await node.get({ requestType: 'getMyInfo' })],
    ['addPeer', await node.admin({ requestType: 'addPeer', peer: '127.0.0.1:7876' })],
    ['blacklistPeer', await node.admin({ requestType: 'blacklistPeer', peer: '127.0.0.1:7876' })],
  ];
}

function expectNotRunning(results: Array<[string, ApiResponse]>): void {
  for (const [name, r] of results) {
    expect([name, r.status, r.json]).toEqual([name, 503, expect.objectContaining(NOT_RUNNING)]);
    expect(r.json).not.toHaveProperty('error');
  }
}

describe('NETWORK operations without a peer network', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  it('answer errorCode 1, HTTP 503 "Peer networking is not running"', async () => {
    expectNotRunning(await callAll(node));
  });

  it('still check their parameters first', async () => {
    expect((await node.get({ requestType: 'getPeer' })).json).toMatchObject({ errorCode: 1, error: 'peer' });
    expect((await node.get({ requestType: 'getPeer', peer: '1.2.3.4:0' })).json).toMatchObject({ errorCode: 7, error: 'peer' });
  });

  it('getState has no peer figures', async () => {
    const r = await node.get({ requestType: 'getState' });
    expect(r.status).toBe(200);
    expect(r.json).not.toHaveProperty('numberOfPeers');
    expect(r.json).not.toHaveProperty('numberOfActivePeers');
  });
});

describe('NETWORK operations with a peer network', () => {
  let net: PeerApiNetwork;
  let a: PeerApiNode;
  let b: PeerApiNode;
  beforeAll(async () => {
    net = await startPeerApiNetwork(3, (i) => ({ name: ['A', 'B', 'C'][i]!, info: { shareAddress: false } }));
    [a, b] = net.nodes as [PeerApiNode, PeerApiNode];
    await net.connect(a, b);
  });
  afterAll(() => net.stop());

  it('getState counts the known and the connected peers', async () => {
    expect((await a.admin({ requestType: 'addPeer', peer: await closedPort() })).status).toBe(502);
    const r = await a.get({ requestType: 'getState' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ numberOfPeers: 2, numberOfActivePeers: 1 });
  });

  it('answer "not running" once the network is detached from the peer manager actor (the node still runs)', async () => {
    await b.sim.net.stop();
    expectNotRunning(await callAll(b));
    // A setting the network would take is still stored, without an error.
    const set = await b.admin({ requestType: 'setConfiguration', blacklistMinutes: '15' });
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({ configurationUpdated: true, settings: { blacklistMinutes: 15 } });
    const state = await b.get({ requestType: 'getState' });
    expect(state.status).toBe(200);
    expect(state.json).not.toHaveProperty('numberOfPeers');
  });

  it('answer "not running" once the node has stopped, never an internal error', async () => {
    const c = net.nodes[2]!;
    await net.stopNode(c);
    expectNotRunning(await callAll(c));
  });
});

describe('NETWORK operations through createFullNode', () => {
  const ADMIN = 'full-node-admin-password';
  const dirs: string[] = [];
  const nodes: FullNode[] = [];
  const apis: Array<{ get(p: Record<string, string>): Promise<ApiResponse>; admin(p: Record<string, string>): Promise<ApiResponse> }> = [];
  const peerAddresses: string[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const dataDir = await mkdtemp(join(tmpdir(), 'totem-network-api-'));
      dirs.push(dataDir);
      const config = {
        ...defaultConfig(),
        dataDir,
        apiServerHost: '127.0.0.1',
        apiServerPort: 0,
        peerServerHost: '127.0.0.1',
        peerServerPort: 0,
        devnetForging: false,
        adminPassword: ADMIN,
        writeRequestsPerSecond: 1_000_000,
      };
      const full = await createFullNode(config, { logger: createLogger({ level: 'OFF' }) });
      nodes.push(full);
      const started = await full.start();
      const base = `http://127.0.0.1:${started.apiPort}`;
      const post = async (p: Record<string, string>) => readResponse(await fetch(`${base}/api`, { method: 'POST', body: new URLSearchParams(p) }));
      apis.push({
        get: async (p) => readResponse(await fetch(`${base}/api?${new URLSearchParams(p)}`)),
        admin: (p) => post({ ...p, adminPassword: ADMIN }),
      });
      peerAddresses.push(full.network!.network.address);
    }
  });
  afterAll(async () => {
    for (const full of nodes) await full.stop();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('addPeer connects two full nodes; both list each other, and getState counts them', async () => {
    const [one, two] = apis as [typeof apis[0], typeof apis[0]];
    const me = (await one.get({ requestType: 'getMyInfo' })).json;
    expect(me).toMatchObject({ peerAddress: peerAddresses[0], peerInfo: { application: 'totem-node', shareAddress: true } });
    const added = await two.admin({ requestType: 'addPeer', peer: peerAddresses[0]! });
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({ peerId: me.peerId, state: 1, application: 'totem-node', isNewlyAdded: true });
    // The listener counts the dialler as introduced before it answers the hello.
    expect((await one.get({ requestType: 'getInboundPeers' })).json.peers).toEqual([peerAddresses[1]]);
    expect((await one.get({ requestType: 'dumpPeers' })).json).toMatchObject({ peers: [peerAddresses[1]], count: 1 });
    expect((await two.get({ requestType: 'getState' })).json).toMatchObject({ numberOfPeers: 1, numberOfActivePeers: 1 });
  });
});
