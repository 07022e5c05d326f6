import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startPeerApiNetwork, type PeerApiNetwork, type PeerApiNode } from './network-fixture.js';

describe('dumpPeers', () => {
  let net: PeerApiNetwork;
  let a: PeerApiNode;
  let b: PeerApiNode;
  let c: PeerApiNode;
  let d: PeerApiNode;
  const announcedC = 'node-c.example:7876';
  beforeAll(async () => {
    net = await startPeerApiNetwork(4, (i) => [
      { name: 'A' },
      { name: 'B', info: { services: ['BLOCKS'] } },
      { name: 'C', info: { services: ['TRANSACTIONS'], announcedAddress: announcedC } },
      { name: 'D', info: { shareAddress: false, services: ['BLOCKS'] } },
    ][i]!);
    [a, b, c, d] = net.nodes as [PeerApiNode, PeerApiNode, PeerApiNode, PeerApiNode];
    await net.connect(a, d);
    await net.connect(a, b);
    await net.connect(a, c);
  });
  afterAll(() => net.stop());

  const dump = async (params: Record<string, string> = {}) => {
    const r = await a.get({ requestType: 'dumpPeers', ...params });
    expect([r.status, r.json.errorCode]).toEqual([200, undefined]);
    expect(r.json.count).toBe(r.json.peers.length);
    return [...(r.json.peers as string[])].sort();
  };

  it('lists the connected peers that share their address, as they announce it', async () => {
    expect(await dump()).toEqual([b.address, announcedC].sort());
    // D is connected but keeps its address to itself.
    expect((await a.get({ requestType: 'getPeer', peer: d.address })).json).toMatchObject({ state: 1, shareAddress: false });
  });

  it('filters by service', async () => {
    expect(await dump({ service: 'BLOCKS' })).toEqual([b.address]);
    expect(await dump({ service: 'TRANSACTIONS' })).toEqual([announcedC]);
    expect(await dump({ service: 'API' })).toEqual([]);
  });

  it('active=false also lists sharing peers not connected now, but never blacklisted ones', async () => {
    await net.stopNode(b);
    await net.until(async () => (await a.get({ requestType: 'getPeer', peer: b.address })).json.state === 2, 'A sees B leave');
    expect(await dump()).toEqual([announcedC]);
    expect(await dump({ active: 'false' })).toEqual([b.address, announcedC].sort());
    expect(await dump({ active: 'false', service: 'BLOCKS' })).toEqual([b.address]);
    expect((await a.admin({ requestType: 'blacklistPeer', peer: c.peerId })).status).toBe(200);
    expect(await dump()).toEqual([]);
    expect(await dump({ active: 'false' })).toEqual([b.address]);
  });

  it('a malformed active is errorCode 7', async () => {
    expect((await a.get({ requestType: 'dumpPeers', active: 'sometimes' })).json).toMatchObject({ errorCode: 7, error: 'active' });
  });
});
