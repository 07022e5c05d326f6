import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { closedPort, startPeerApiNetwork, type PeerApiNetwork, type PeerApiNode } from './network-fixture.js';

describe('getPeers', () => {
  let net: PeerApiNetwork;
  let a: PeerApiNode;
  let b: PeerApiNode;
  let c: PeerApiNode;
  let unreachable: string;
  beforeAll(async () => {
    net = await startPeerApiNetwork(3, (i) => ({ name: ['A', 'B', 'C'][i]!, info: { services: i === 1 ? ['BLOCKS', 'TRANSACTIONS'] : ['TRANSACTIONS'] } }));
    [a, b, c] = net.nodes as [PeerApiNode, PeerApiNode, PeerApiNode];
    await net.connect(a, b);
    await net.connect(c, a);
    // A known address that cannot be reached stays NON_CONNECTED.
    unreachable = await closedPort();
    expect((await a.admin({ requestType: 'addPeer', peer: unreachable })).status).toBe(502);
  });
  afterAll(() => net.stop());

  const peers = async (params: Record<string, string> = {}) => {
    const r = await a.get({ requestType: 'getPeers', ...params });
    expect([r.status, r.json.errorCode]).toEqual([200, undefined]);
    return r.json.peers as unknown[];
  };
  const sorted = (list: string[]) => [...list].sort();

  it('lists every known peer as host:port', async () => {
    expect(sorted(await peers() as string[])).toEqual(sorted([b.address, c.address, unreachable]));
  });

  it('filters by state, by name or number', async () => {
    expect(sorted(await peers({ state: 'CONNECTED' }) as string[])).toEqual(sorted([b.address, c.address]));
    expect(sorted(await peers({ state: '1' }) as string[])).toEqual(sorted([b.address, c.address]));
    expect(await peers({ state: 'non_connected' })).toEqual([unreachable]);
    expect(await peers({ state: '0' })).toEqual([unreachable]);
    expect(await peers({ state: 'DISCONNECTED' })).toEqual([]);
  });

  it('filters by active and by service', async () => {
    expect(sorted(await peers({ active: 'true' }) as string[])).toEqual(sorted([b.address, c.address]));
    expect(await peers({ active: 'false' })).toEqual([unreachable]);
    expect(await peers({ service: 'BLOCKS' })).toEqual([b.address]);
    expect(sorted(await peers({ service: 'TRANSACTIONS' }) as string[])).toEqual(sorted([b.address, c.address]));
    expect(await peers({ service: 'TRANSACTIONS', state: '0' })).toEqual([]);
    // Every node running the messages capability announces PRUNABLE; no peer announces SHUFFLING.
    expect(sorted(await peers({ service: 'PRUNABLE' }) as string[])).toEqual(sorted([b.address, c.address]));
    expect(await peers({ service: 'SHUFFLING' })).toEqual([]);
  });

  it('includePeerInfo answers Peer objects', async () => {
    const list = await peers({ includePeerInfo: 'true', state: 'CONNECTED' }) as Array<Record<string, unknown>>;
    expect(list).toHaveLength(2);
    const byPeerId = Object.fromEntries(list.map((p) => [p.peerId, p]));
    expect(byPeerId[b.peerId]).toMatchObject({ state: 1, platform: 'B', inbound: false, services: ['BLOCKS', 'TRANSACTIONS', 'PRUNABLE'] });
    expect(byPeerId[c.peerId]).toMatchObject({ state: 1, platform: 'C', inbound: true });
    const [host, port] = unreachable.split(':');
    expect(await peers({ includePeerInfo: 'true', state: '0' })).toEqual([
      expect.objectContaining({ address: host, port: Number(port), state: 0, peerId: null, application: '', blacklisted: false }),
    ]);
  });

  it('a peer that went away is DISCONNECTED; blacklisted filters the banned ones', async () => {
    await net.stopNode(c);
    await net.until(async () => (await peers({ state: '2' })).length === 1, 'A sees C disconnected');
    expect(await peers({ state: 'DISCONNECTED' })).toEqual([c.address]);
    expect(await peers({ active: 'true' })).toEqual([b.address]);
    expect((await a.admin({ requestType: 'blacklistPeer', peer: unreachable })).status).toBe(200);
    expect(await peers({ blacklisted: 'true' })).toEqual([unreachable]);
    expect(sorted(await peers({ blacklisted: 'false' }) as string[])).toEqual(sorted([b.address, c.address]));
    // A blacklisted peer reports state 2 (DISCONNECTED) with blacklisted true.
    expect(sorted(await peers({ state: '2' }) as string[])).toEqual(sorted([c.address, unreachable]));
  });

  it('malformed filters are errorCode 7 naming the parameter', async () => {
    for (const [name, value] of [['state', 'BLACKLISTED'], ['state', '3'], ['state', '-1'], ['active', 'yes'], ['includePeerInfo', '1'], ['blacklisted', 'x']] as const) {
      const r = await a.get({ requestType: 'getPeers', [name]: value });
      expect([name, value, r.status, r.json.errorCode, r.json.error]).toEqual([name, value, 400, 7, name]);
    }
  });
});
