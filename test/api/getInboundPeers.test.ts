import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startPeerTrio, type PeerApiNetwork, type PeerApiNode } from './network-fixture.js';

describe('getInboundPeers', () => {
  let net: PeerApiNetwork;
  let a: PeerApiNode;
  let b: PeerApiNode;
  let c: PeerApiNode;
  beforeAll(async () => {
    ({ net, a, b, c } = await startPeerTrio({ connect: true }));
  });
  afterAll(() => net.stop());

  it('lists the connected peers that dialled this node, not the ones it dialled', async () => {
    const r = await a.get({ requestType: 'getInboundPeers' });
    expect(r.status).toBe(200);
    expect(r.json.peers).toEqual([c.address]);
    expect((await b.get({ requestType: 'getInboundPeers' })).json.peers).toEqual([a.address]);
    expect((await c.get({ requestType: 'getInboundPeers' })).json.peers).toEqual([]);
  });

  it('includePeerInfo answers Peer objects', async () => {
    const r = await a.get({ requestType: 'getInboundPeers', includePeerInfo: 'true' });
    expect(r.json.peers).toEqual([expect.objectContaining({ peerId: c.peerId, inbound: true, state: 1, platform: 'C' })]);
  });

  it('a peer that disconnected is no longer listed', async () => {
    await net.stopNode(c);
    await net.until(async () => (await a.get({ requestType: 'getInboundPeers' })).json.peers.length === 0, 'C gone from A\'s inbound peers');
    expect((await a.get({ requestType: 'getPeer', peer: c.address })).json).toMatchObject({ state: 2, inbound: true });
  });

  it('a malformed includePeerInfo is errorCode 7', async () => {
    expect((await a.get({ requestType: 'getInboundPeers', includePeerInfo: 'maybe' })).json).toMatchObject({ errorCode: 7, error: 'includePeerInfo' });
  });
});
