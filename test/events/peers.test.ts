// peer.connected and peer.blacklisted from a real peer network (two in-process devnet nodes on
// loopback libp2p): the network tells them through NodeNetworkComponents.peerObserver.
import { afterAll, describe, expect, it } from '@jest/globals';
import { createLiveEvents, type LiveEvents } from '../../src/events/index.js';
import type { LiveEvent } from '../../src/events/interface.js';
import type { PeerObserver } from '../../src/net/node-network.js';
import { NetworkSim } from '../sim/network-sim.js';

describe('peer events', () => {
  const sim = new NetworkSim();
  let events: LiveEvents | undefined;
  afterAll(async () => {
    events?.stop();
    await sim.stop();
  });

  it('tells a peer that completed the hello, then its blacklisting', async () => {
    // The observer is handed to the network when it is built; the stream is built on the node it
    // belongs to, so the first calls are forwarded once it exists.
    let target: PeerObserver | undefined;
    const forward: PeerObserver = {
      onPeerConnected: (peer) => target?.onPeerConnected?.(peer),
      onPeerBlacklisted: (peer) => target?.onPeerBlacklisted?.(peer),
    };
    const a = await sim.addNode({ name: 'A', components: { peerObserver: forward } });
    events = createLiveEvents({}, { node: a.node });
    target = events.peerObserver;
    const seen: LiveEvent[] = [];
    events.hub.subscribe((e) => seen.push(e));
    const arrived = (topic: string) =>
      new Promise<Record<string, any>>((resolve) => {
        const found = seen.find((e) => e.topic === topic);
        if (found) return resolve(JSON.parse(found.json));
        const off = events!.hub.subscribe((e) => {
          if (e.topic !== topic) return;
          off();
          resolve(JSON.parse(e.json));
        });
      });

    const b = await sim.addNode({ name: 'B' });
    await sim.connect(a, b);
    const connected = await arrived('peer.connected');
    expect(connected).toMatchObject({ peerId: b.peerId, inbound: false, application: expect.any(String), services: expect.any(Array) });
    // Its canonical listening address, host:port, as getPeers shows it.
    expect(connected.address).toMatch(/^127\.0\.0\.1:\d+$/);

    a.net.network.blacklist(b.peerId, 'test: misbehaving');
    const blacklisted = await arrived('peer.blacklisted');
    expect(blacklisted).toMatchObject({ peerId: b.peerId, reason: 'test: misbehaving' });
  });
});
