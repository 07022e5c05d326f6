import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Socket } from 'node:net';
import { closedPort, startPeerTrio, type PeerApiNetwork, type PeerApiNode } from './network-fixture.js';

describe('addPeer', () => {
  let net: PeerApiNetwork;
  let a: PeerApiNode;
  let b: PeerApiNode;
  let c: PeerApiNode;
  beforeAll(async () => {
    ({ net, a, b, c } = await startPeerTrio({ connect: false }));
  });
  afterAll(() => net.stop());

  it('connects, waits for the hello and answers the Peer object; the peer sees us too', async () => {
    const r = await a.admin({ requestType: 'addPeer', peer: b.address });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ peerId: b.peerId, state: 1, inbound: false, platform: 'B', blacklisted: false, isNewlyAdded: true, alreadyConnected: false });
    expect(r.json.lastConnectAttempt).toBeGreaterThan(0);
    await net.until(async () => (await b.get({ requestType: 'getPeer', peer: a.address })).json.state === 1, 'B sees A introduced');
    expect((await b.get({ requestType: 'getPeer', peer: a.address })).json).toMatchObject({ peerId: a.peerId, inbound: true });
  });

  it('says when the peer was known and connected already', async () => {
    const r = await a.admin({ requestType: 'addPeer', peer: b.address });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ peerId: b.peerId, state: 1, isNewlyAdded: false, alreadyConnected: true });
  });

  it('takes a multiaddr with the peer id', async () => {
    const [host, port] = c.address.split(':');
    const r = await a.admin({ requestType: 'addPeer', peer: `/ip4/${host}/tcp/${port}/p2p/${c.peerId}` });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ peerId: c.peerId, state: 1, isNewlyAdded: true, alreadyConnected: false });
    expect((await a.get({ requestType: 'getPeers', state: 'CONNECTED' })).json.peers).toHaveLength(2);
  });

  it('a dial that fails is errorCode 1, HTTP 502 naming peer; the address stays known, not connected', async () => {
    const nobody = await closedPort();
    const r = await a.admin({ requestType: 'addPeer', peer: nobody });
    expect(r.status).toBe(502);
    expect(r.json).toMatchObject({ errorCode: 1, error: 'peer' });
    expect(r.json.errorDescription).toMatch(/^Could not reach the peer: dialling 127\.0\.0\.1:\d+ failed/);
    const known = await a.get({ requestType: 'getPeer', peer: nobody });
    expect(known.json).toMatchObject({ state: 0, blacklisted: false, peerId: null });
    expect(known.json.lastConnectAttempt).toBeGreaterThan(0);
    expect((await a.admin({ requestType: 'addPeer', peer: nobody })).status).toBe(502);
  });

  it('a dial in progress does not hold up the other NETWORK operations', async () => {
    // A TCP server that accepts and never answers: the dial hangs in the handshake.
    const sockets: Socket[] = [];
    let accepted!: () => void;
    const connected = new Promise<void>((resolve) => (accepted = resolve));
    const silent = createServer((socket) => {
      sockets.push(socket);
      accepted();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = `127.0.0.1:${(silent.address() as { port: number }).port}`;
    try {
      let settled = false;
      const adding = a.admin({ requestType: 'addPeer', peer: address }).finally(() => (settled = true));
      await connected;
      // While that dial waits, the peer manager answers other calls.
      const peers = await a.get({ requestType: 'getPeers' });
      expect(peers.status).toBe(200);
      const pending = await a.get({ requestType: 'getPeer', peer: address });
      expect(pending.json).toMatchObject({ state: 0, peerId: null });
      expect(settled).toBe(false);
      // Hanging up on it ends the dial: the operator gets the failure.
      for (const socket of sockets) socket.destroy();
      const r = await adding;
      expect(r.status).toBe(502);
      expect(r.json).toMatchObject({ errorCode: 1, error: 'peer' });
    } finally {
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('refuses this node itself, a bare peer id, and malformed or missing addresses', async () => {
    const self = await a.admin({ requestType: 'addPeer', peer: a.address });
    expect(self.status).toBe(400);
    expect(self.json).toMatchObject({ errorCode: 7, error: 'peer' });
    expect(self.json.errorDescription).toMatch(/is this node/);
    const byId = await a.admin({ requestType: 'addPeer', peer: b.peerId });
    expect(byId.json).toMatchObject({ errorCode: 7, error: 'peer' });
    expect(byId.json.errorDescription).toMatch(/peer id alone cannot be dialled/);
    for (const peer of ['127.0.0.1:0', '127.0.0.1:65536', 'not a host', '/ip4/127.0.0.1/udp/1']) {
      const r = await a.admin({ requestType: 'addPeer', peer });
      expect([peer, r.status, r.json.errorCode, r.json.error]).toEqual([peer, 400, 7, 'peer']);
    }
    expect((await a.admin({ requestType: 'addPeer' })).json).toMatchObject({ errorCode: 1, error: 'peer' });
  });

  it('a blacklisted peer is errorCode 1, HTTP 409', async () => {
    expect((await a.admin({ requestType: 'blacklistPeer', peer: c.address, reason: 'test ban' })).status).toBe(200);
    const r = await a.admin({ requestType: 'addPeer', peer: c.address });
    expect(r.status).toBe(409);
    expect(r.json).toMatchObject({ errorCode: 1, error: 'peer' });
    expect(r.json.errorDescription).toMatch(/blacklisted.*test ban/);
  });

  it('is POST only and needs the admin password', async () => {
    const get = await a.get({ requestType: 'addPeer', peer: b.address });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(get.json).toMatchObject({ errorCode: 1, errorDescription: 'addPeer is only accepted using POST' });
    const none = await a.post({ requestType: 'addPeer', peer: b.address });
    expect(none.status).toBe(401);
    expect(none.json).toMatchObject({ errorCode: 1, error: 'adminPassword' });
    const wrong = await a.post({ requestType: 'addPeer', peer: b.address, adminPassword: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toMatchObject({ errorCode: 7, error: 'adminPassword' });
  });
});
