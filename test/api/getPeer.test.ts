import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startPeerApiNetwork, wallEpochSeconds, type PeerApiNetwork, type PeerApiNode } from './network-fixture.js';

describe('getPeer', () => {
  let net: PeerApiNetwork;
  let a: PeerApiNode;
  let b: PeerApiNode;
  beforeAll(async () => {
    net = await startPeerApiNetwork(2, (i) => ({ name: ['A', 'B'][i]!, info: { services: ['BLOCKS', 'TRANSACTIONS'], apiPort: 6876 + i } }));
    [a, b] = net.nodes as [PeerApiNode, PeerApiNode];
    await net.connect(a, b);
  });
  afterAll(() => net.stop());

  it('answers every field of the spec\'s Peer table, with the spec\'s types', async () => {
    const r = await a.get({ requestType: 'getPeer', peer: b.address });
    expect(r.status).toBe(200);
    const peer = r.json;
    const types: Record<string, string> = {
      address: 'string', port: 'number', state: 'number', announcedAddress: 'string', shareAddress: 'boolean',
      downloadedVolume: 'number', uploadedVolume: 'number', application: 'string', version: 'string', platform: 'string',
      apiPort: 'number', apiSSLPort: 'number', blacklisted: 'boolean', lastUpdated: 'number', lastConnectAttempt: 'number',
      inbound: 'boolean', blockchainState: 'string',
    };
    for (const [field, type] of Object.entries(types)) expect([field, typeof peer[field]]).toEqual([field, type]);
    expect(Array.isArray(peer.services)).toBe(true);
    const [host, port] = b.address.split(':');
    expect(peer).toMatchObject({
      address: host,
      port: Number(port),
      state: 1,
      announcedAddress: '',
      shareAddress: true,
      application: 'Totem',
      platform: 'B',
      apiPort: 6877,
      apiSSLPort: 0,
      blacklisted: false,
      inbound: false,
      services: ['BLOCKS', 'TRANSACTIONS', 'PRUNABLE'],
      blockchainState: 'UP_TO_DATE',
      peerId: b.peerId,
      score: 0,
      blacklistCause: null,
      blacklistedUntil: null,
      lastPenalties: [],
    });
    expect(peer.version).not.toBe('');
    // The hello went both ways on this connection.
    expect(peer.downloadedVolume).toBeGreaterThan(0);
    expect(peer.uploadedVolume).toBeGreaterThan(0);
    expect(typeof peer.cumulativeDifficulty).toBe('string');
    // Timestamps are epoch seconds, comparable with getTime's clock (here: the wall clock).
    const now = wallEpochSeconds(a);
    expect(peer.lastUpdated).toBeGreaterThan(now - 120);
    expect(peer.lastUpdated).toBeLessThanOrEqual(now + 1);
    expect(peer.lastConnectAttempt).toBeGreaterThan(now - 120);
    expect(peer.lastConnectAttempt).toBeLessThanOrEqual(peer.lastUpdated);
  });

  it('the dialled side sees the dialler as inbound', async () => {
    const r = await b.get({ requestType: 'getPeer', peer: a.address });
    expect(r.json).toMatchObject({ state: 1, inbound: true, peerId: a.peerId, platform: 'A', lastConnectAttempt: 0 });
  });

  it('finds a peer by host:port, multiaddr or peer id alike', async () => {
    const [host, port] = b.address.split(':');
    for (const peer of [b.peerId, `/ip4/${host}/tcp/${port}`, `/ip4/${host}/tcp/${port}/p2p/${b.peerId}`, ` ${b.address} `]) {
      const r = await a.get({ requestType: 'getPeer', peer });
      expect([peer, r.status, r.json.peerId]).toEqual([peer, 200, b.peerId]);
    }
  });

  it('shows the penalties a peer collected and its score', async () => {
    a.sim.net.network.penalise(b.peerId, 7, 'test: malformed answer');
    const r = await a.get({ requestType: 'getPeer', peer: b.address });
    expect(r.json).toMatchObject({ score: 7, blacklisted: false, state: 1 });
    expect(r.json.lastPenalties).toEqual([{ at: expect.any(Number), points: 7, reason: 'test: malformed answer' }]);
    expect(r.json.lastPenalties[0].at).toBeGreaterThan(wallEpochSeconds(a) - 120);
  });

  it('an unknown peer is errorCode 1, HTTP 404, naming peer', async () => {
    const r = await a.get({ requestType: 'getPeer', peer: '127.0.0.1:1' });
    expect(r.status).toBe(404);
    expect(r.json).toMatchObject({ errorCode: 1, error: 'peer', errorDescription: 'Unknown peer 127.0.0.1:1' });
  });

  it('a missing peer is errorCode 1; a malformed one errorCode 7, both naming peer', async () => {
    const missing = await a.get({ requestType: 'getPeer' });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ errorCode: 1, error: 'peer', errorDescription: 'Incorrect request: peer is required' });
    for (const peer of ['1.2.3.4:99999', '1.2.3.4:x', 'bad host!', '[::1', '/ip4/1.2.3.4/udp/7876', 'a'.repeat(401)]) {
      const r = await a.get({ requestType: 'getPeer', peer });
      expect([peer, r.status, r.json.errorCode, r.json.error]).toEqual([peer, 400, 7, 'peer']);
    }
  });
});
