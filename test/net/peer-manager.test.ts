import { describe, it, expect } from '@jest/globals';
import { SimulatedClock } from 'xstate';
import { PeerManager } from '../../src/net/peer-manager.js';
import { PEER_STATE } from '../../src/machines/peer/peer-machine.js';
import type { RemotePeerInfo } from '../../src/net/interface.js';
import { MemoryPeerStore, text } from './helpers.js';

const ID1 = '12D3KooWD3eckifWpRn9wQpMG9R9hX3sD158z7EqHWmweQAJU5SA';
const ID2 = '12D3KooWSyREukdu43a1fQ7BkhLx5ZmVXZd7SKQ5rBYnyfBJcjdM';
const INFO: RemotePeerInfo = {
  application: 'Totem', version: '0.1.0', platform: 'p', shareAddress: true, announcedAddress: '',
  apiPort: 6876, apiSSLPort: 0, blockchainState: 'UP_TO_DATE', services: ['API'], cumulativeDifficulty: 7n,
  genesisBlockId: '1', peerServerPort: 7000,
};

function setup() {
  let now = 1_700_000_000_000;
  const clock = new SimulatedClock();
  const store = new MemoryPeerStore();
  const pm = new PeerManager(
    { misbehaviourThreshold: 100, blacklistPeriodMs: 60_000, maxPenaltyRecords: 5, defaultPeerPort: 7876 },
    { store, clock, now: () => now },
  );
  const events: string[] = [];
  pm.addEventListener('blacklisted', () => events.push('blacklisted'));
  pm.addEventListener('released', () => events.push('released'));
  return { pm, clock, store, events, tick: (ms: number) => { now += ms; clock.increment(ms); } };
}

describe('PeerManager', () => {
  it('knows an address, binds the peer id on an outbound connection, and reports the Peer object', async () => {
    const { pm, store } = setup();
    expect(pm.addAddress('10.0.0.1:7000', null, 'bootstrap').added).toBe(true);
    expect(pm.addAddress('10.0.0.1:7000', null, 'exchange').added).toBe(false);
    expect(pm.list()[0]).toMatchObject({ address: '10.0.0.1', port: 7000, state: PEER_STATE.NON_CONNECTED, peerId: null });

    const entry = pm.connected(ID1, false, '10.0.0.1:7000', '10.0.0.1:7000');
    expect(entry.peerId).toBe(ID1);
    expect(pm.size).toBe(1);
    pm.introduced(ID1, INFO, '10.0.0.1:7000');
    pm.traffic(ID1, 100, 20);
    const view = pm.view(entry);
    expect(view).toMatchObject({
      address: '10.0.0.1', port: 7000, state: PEER_STATE.CONNECTED, inbound: false, application: 'Totem',
      downloadedVolume: 100, uploadedVolume: 20, blacklisted: false, services: ['API'], cumulativeDifficulty: '7',
      lastUpdated: 1_700_000_000,
    });
    expect(Object.keys(view)).toEqual(expect.arrayContaining([
      'address', 'port', 'state', 'announcedAddress', 'shareAddress', 'downloadedVolume', 'uploadedVolume', 'application',
      'version', 'platform', 'apiPort', 'apiSSLPort', 'blacklisted', 'lastUpdated', 'lastConnectAttempt', 'inbound',
      'services', 'blockchainState', 'blacklistCause', 'lastPenalties',
    ]));
    await Promise.resolve();
    expect(JSON.parse(text(store.map.get('10.0.0.1:7000') as Uint8Array))).toEqual({ address: '10.0.0.1:7000', peerId: ID1 });
    pm.stop();
  });

  it('re-keys an inbound peer to its listening address and folds an address-only entry into it', () => {
    const { pm } = setup();
    pm.addAddress('10.0.0.2:7000', null, 'exchange');
    pm.connected(ID1, true, '10.0.0.2:51234', null);
    expect(pm.size).toBe(2);
    expect(pm.view(pm.get(ID1)!).port).toBe(51234);
    pm.introduced(ID1, INFO, '10.0.0.2:7000');
    expect(pm.size).toBe(1);
    expect(pm.get('10.0.0.2:7000')?.peerId).toBe(ID1);
    expect(pm.view(pm.get(ID1)!)).toMatchObject({ port: 7000, inbound: true, state: PEER_STATE.CONNECTED });
    pm.stop();
  });

  it('moves an address to the identity that now listens there', () => {
    const { pm } = setup();
    pm.addAddress('10.0.0.3:7000', ID1, 'stored');
    pm.connected(ID2, true, '10.0.0.3:40000', null);
    pm.introduced(ID2, INFO, '10.0.0.3:7000');
    expect(pm.get('10.0.0.3:7000')?.peerId).toBe(ID2);
    expect(pm.get(ID1)?.address).toBeNull();
    pm.stop();
  });

  it('blacklists past the threshold, refuses while blacklisted, releases after the period', () => {
    const { pm, tick, events } = setup();
    pm.connected(ID1, true, '10.0.0.4:1', null);
    pm.introduced(ID1, INFO, '10.0.0.4:7000');
    for (let i = 0; i < 4; i++) pm.misbehaved(ID1, 30, `bad ${i}`);
    expect(events).toEqual(['blacklisted']);
    expect(pm.isBlacklistedPeer(ID1)).toBe(true);
    expect(pm.isBlacklistedAddress('10.0.0.4', 7000)).toBe(true);
    const v = pm.view(pm.get(ID1)!);
    expect(v).toMatchObject({ blacklisted: true, state: PEER_STATE.DISCONNECTED, score: 120 });
    expect(v.blacklistCause).toContain('bad 3');
    expect(v.lastPenalties.map((p) => p.reason)).toEqual(['bad 0', 'bad 1', 'bad 2', 'bad 3']);
    expect(pm.dialCandidates(0, 10, new Set())).toEqual([]);
    tick(60_000);
    expect(events).toEqual(['blacklisted', 'released']);
    expect(pm.isBlacklistedPeer(ID1)).toBe(false);
    expect(pm.view(pm.get(ID1)!)).toMatchObject({ state: PEER_STATE.NON_CONNECTED, score: 0, blacklistCause: null });
    pm.stop();
  });

  it('changes the blacklist period at run time for known peers and for peers met later', () => {
    const { pm, tick, events } = setup();
    pm.connected(ID1, true, '10.0.0.4:1', null);
    pm.setBlacklistPeriod(5_000);
    expect(pm.blacklistPeriodMs).toBe(5_000);
    pm.misbehaved(ID1, 100, 'bad');
    tick(4_999);
    expect(pm.isBlacklistedPeer(ID1)).toBe(true);
    tick(1);
    expect(pm.isBlacklistedPeer(ID1)).toBe(false);
    // A peer first seen after the change gets the new period too.
    pm.connected(ID2, true, '10.0.0.5:1', null);
    pm.misbehaved(ID2, 100, 'bad');
    tick(4_999);
    expect(pm.isBlacklistedPeer(ID2)).toBe(true);
    tick(1);
    expect(events).toEqual(['blacklisted', 'released', 'blacklisted', 'released']);
    expect(() => pm.setBlacklistPeriod(0)).toThrow(RangeError);
    expect(() => pm.setBlacklistPeriod(2 ** 31)).toThrow(RangeError);
    pm.stop();
  });

  it('blacklists unknown peer ids, addresses and whole hosts so the ban holds when they show up', () => {
    const { pm } = setup();
    pm.blacklist(ID2, 'operator');
    expect(pm.isBlacklistedPeer(ID2)).toBe(true);
    pm.blacklist('10.0.0.9:1234', 'operator');
    expect(pm.isBlacklistedAddress('10.0.0.9', 1234)).toBe(true);
    pm.addAddress('10.0.0.8:1', null, 'exchange');
    pm.addAddress('10.0.0.8:2', null, 'exchange');
    expect(pm.blacklist('10.0.0.8', 'host')).toHaveLength(2);
    expect(pm.isBlacklistedAddress('10.0.0.8', 2)).toBe(true);
    // A bare host nobody knows is banned at the default port.
    pm.blacklist('10.0.0.7', 'host');
    expect(pm.isBlacklistedAddress('10.0.0.7', 7876)).toBe(true);
    expect(pm.unblacklist('10.0.0.7')).toHaveLength(1);
    expect(pm.isBlacklistedAddress('10.0.0.7', 7876)).toBe(false);
    pm.stop();
  });

  it('offers dial candidates oldest attempt first, respecting the redial interval and exclusions', () => {
    const { pm, tick } = setup();
    const a = pm.addAddress('10.0.1.1:1', null, 'bootstrap').entry;
    pm.addAddress('10.0.1.2:1', null, 'bootstrap');
    pm.addAddress('10.0.1.3:1', null, 'bootstrap');
    pm.connectAttempt(a);
    tick(1_000);
    expect(pm.dialCandidates(5_000, 10, new Set(['10.0.1.3:1'])).map((e) => e.address)).toEqual(['10.0.1.2:1']);
    tick(5_000);
    expect(pm.dialCandidates(5_000, 10, new Set()).map((e) => e.address)).toEqual(['10.0.1.2:1', '10.0.1.3:1', '10.0.1.1:1']);
    expect(pm.dialCandidates(5_000, 1, new Set())).toHaveLength(1);
    pm.stop();
  });

  it('shares only introduced peers that allow it, never the asker', () => {
    const { pm } = setup();
    pm.connected(ID1, true, '10.0.2.1:1', null);
    pm.introduced(ID1, INFO, '10.0.2.1:7000');
    pm.connected(ID2, true, '10.0.2.2:1', null);
    pm.introduced(ID2, { ...INFO, shareAddress: false }, '10.0.2.2:7000');
    pm.addAddress('10.0.2.3:7000', null, 'exchange');
    expect(pm.sharedPeers(null, 10)).toEqual([{ address: '10.0.2.1:7000', peerId: ID1 }]);
    expect(pm.sharedPeers(ID1, 10)).toEqual([]);
    expect(pm.connectedCount(true)).toBe(2);
    expect(pm.list({ active: true })).toHaveLength(2);
    expect(pm.list({ service: 'API', state: PEER_STATE.CONNECTED })).toHaveLength(2);
    pm.stop();
  });

  it('loads persisted peers and skips broken records', async () => {
    const { pm, store } = setup();
    await store.save('10.0.3.1:7000', new TextEncoder().encode(JSON.stringify({ address: '10.0.3.1:7000', peerId: ID1 })));
    await store.save('not an address', new TextEncoder().encode('{}'));
    await store.save('10.0.3.2:7000', new TextEncoder().encode('garbage'));
    expect(await pm.load()).toBe(1);
    expect(pm.get(ID1)?.address).toBe('10.0.3.1:7000');
    expect(pm.get(ID1)?.source).toBe('stored');
    pm.stop();
    expect(pm.size).toBe(0);
  });

  it('gives a debug snapshot of every machine', () => {
    const { pm } = setup();
    pm.connected(ID1, false, '10.0.4.1:7000', '10.0.4.1:7000');
    pm.introduced(ID1, INFO, '10.0.4.1:7000');
    const [snap] = pm.debugSnapshot();
    expect(snap).toMatchObject({ peerId: ID1, address: '10.0.4.1:7000', value: { CONNECTED: 'introduced' } });
    expect((snap?.context.info as Record<string, unknown>).cumulativeDifficulty).toBe('7');
    expect(() => JSON.stringify(pm.debugSnapshot())).not.toThrow();
    expect(pm.actors()).toHaveLength(1);
    pm.stop();
  });
});
