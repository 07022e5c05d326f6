import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { closedPort, startPeerTrio, wallEpochSeconds, type PeerApiNetwork, type PeerApiNode } from './network-fixture.js';

describe('blacklistPeer', () => {
  let net: PeerApiNetwork;
  let a: PeerApiNode;
  let b: PeerApiNode;
  let c: PeerApiNode;
  beforeAll(async () => {
    ({ net, a, b, c } = await startPeerTrio({ connect: true }));
  });
  afterAll(() => net.stop());

  it('bans a connected peer: it shows as blacklisted with its cause in getPeer, and is hung up on', async () => {
    const r = await a.admin({ requestType: 'blacklistPeer', peer: b.address, reason: 'spamming blocks' });
    expect(r.status).toBe(200);
    expect(r.json.done).toBe(true);
    expect(r.json.peers).toEqual([expect.objectContaining({ peerId: b.peerId, blacklisted: true, state: 2, blacklistCause: 'spamming blocks' })]);

    const peer = (await a.get({ requestType: 'getPeer', peer: b.address })).json;
    expect(peer).toMatchObject({ peerId: b.peerId, blacklisted: true, state: 2, blacklistCause: 'spamming blocks' });
    expect(peer.lastPenalties.at(-1)).toEqual({ at: expect.any(Number), points: 0, reason: 'blacklisted: spamming blocks' });
    // Until the blacklist period (10 minutes by default) has passed, in epoch seconds.
    const now = wallEpochSeconds(a);
    expect(peer.blacklistedUntil).toBeGreaterThanOrEqual(now + 600 - 5);
    expect(peer.blacklistedUntil).toBeLessThanOrEqual(now + 600 + 1);
    expect((await a.get({ requestType: 'getPeers', blacklisted: 'true' })).json.peers).toEqual([b.address]);

    await net.until(async () => (await b.get({ requestType: 'getPeer', peer: a.address })).json.state === 2, 'B sees A hang up');
    expect((await a.get({ requestType: 'getPeers', active: 'true' })).json.peers).toEqual([c.address]);
  });

  it('the banned peer cannot come back, nor can we dial it', async () => {
    const back = await b.admin({ requestType: 'addPeer', peer: a.address });
    expect(back.json).toMatchObject({ errorCode: 1, error: 'peer' });
    expect(back.status).toBe(502);
    expect((await a.get({ requestType: 'getPeer', peer: b.address })).json).toMatchObject({ blacklisted: true, state: 2 });
    expect((await a.admin({ requestType: 'addPeer', peer: b.address })).status).toBe(409);
  });

  it('an unknown address is remembered as blacklisted, with the default cause', async () => {
    const r = await a.admin({ requestType: 'blacklistPeer', peer: '10.9.8.7:7000' });
    expect(r.status).toBe(200);
    expect(r.json.peers).toEqual([expect.objectContaining({ address: '10.9.8.7', port: 7000, peerId: null, blacklisted: true, blacklistCause: 'blacklisted by the operator' })]);
    expect((await a.get({ requestType: 'getPeer', peer: '10.9.8.7:7000' })).json).toMatchObject({ blacklisted: true, state: 2 });
  });

  it('a bare host bans every known peer on that host', async () => {
    const nobody = await closedPort();
    expect((await c.admin({ requestType: 'addPeer', peer: nobody })).status).toBe(502);
    const r = await c.admin({ requestType: 'blacklistPeer', peer: '127.0.0.1', reason: 'whole host' });
    expect(r.status).toBe(200);
    const banned = (r.json.peers as Array<{ address: string; port: number; blacklisted: boolean; blacklistCause: string }>)
      .map((p) => [`${p.address}:${p.port}`, p.blacklisted, p.blacklistCause]).sort();
    expect(banned).toEqual([[a.address, true, 'whole host'], [nobody, true, 'whole host']].sort());
    await net.until(async () => (await a.get({ requestType: 'getPeers', active: 'true' })).json.peers.length === 0, 'A loses C');
  });

  it('a peer id never seen is remembered by its id', async () => {
    const r = await b.admin({ requestType: 'blacklistPeer', peer: c.peerId });
    expect(r.status).toBe(200);
    expect(r.json.peers).toEqual([expect.objectContaining({ peerId: c.peerId, address: '', port: 0, blacklisted: true })]);
    expect((await b.get({ requestType: 'getPeers', blacklisted: 'true' })).json.peers).toEqual([c.peerId]);
    expect((await b.get({ requestType: 'getPeer', peer: c.peerId })).json).toMatchObject({ peerId: c.peerId, blacklisted: true });
  });

  it('setConfiguration blacklistMinutes changes the period of the next blacklisting at once', async () => {
    const set = await a.admin({ requestType: 'setConfiguration', blacklistMinutes: '30' });
    expect(set.json).toMatchObject({ configurationUpdated: true, settings: { blacklistMinutes: 30 } });
    const r = await a.admin({ requestType: 'blacklistPeer', peer: '10.9.8.6:7000' });
    expect(r.status).toBe(200);
    const now = wallEpochSeconds(a);
    const until = r.json.peers[0].blacklistedUntil as number;
    expect(until).toBeGreaterThanOrEqual(now + 1800 - 5);
    expect(until).toBeLessThanOrEqual(now + 1800 + 1);
    await a.admin({ requestType: 'setConfiguration', blacklistMinutes: '10' });
  });

  it('refuses this node itself, and missing or malformed peers', async () => {
    for (const peer of [a.address, a.peerId]) {
      const r = await a.admin({ requestType: 'blacklistPeer', peer });
      expect([peer, r.status, r.json.errorCode, r.json.error]).toEqual([peer, 400, 7, 'peer']);
      expect(r.json.errorDescription).toMatch(/is this node/);
    }
    expect((await a.admin({ requestType: 'blacklistPeer' })).json).toMatchObject({ errorCode: 1, error: 'peer' });
    for (const peer of ['10.0.0.1:99999', 'no such host!', '/ip4/10.0.0.1']) {
      const r = await a.admin({ requestType: 'blacklistPeer', peer });
      expect([peer, r.status, r.json.errorCode, r.json.error]).toEqual([peer, 400, 7, 'peer']);
    }
    expect((await a.admin({ requestType: 'blacklistPeer', peer: '10.0.0.2:7000', reason: 'x'.repeat(201) })).json).toMatchObject({ errorCode: 7, error: 'reason' });
  });

  it('is POST only and needs the admin password', async () => {
    const get = await a.get({ requestType: 'blacklistPeer', peer: '10.0.0.3:7000' });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await a.post({ requestType: 'blacklistPeer', peer: '10.0.0.3:7000' })).status).toBe(401);
    const wrong = await a.post({ requestType: 'blacklistPeer', peer: '10.0.0.3:7000', adminPassword: 'wrong' });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toMatchObject({ errorCode: 7, error: 'adminPassword' });
    // None of the refused requests banned anything.
    expect((await a.get({ requestType: 'getPeer', peer: '10.0.0.3:7000' })).status).toBe(404);
  });
});
