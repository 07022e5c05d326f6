import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startPeerApiNetwork, type PeerApiNetwork, type PeerApiNode } from './network-fixture.js';

describe('getMyInfo', () => {
  let net: PeerApiNetwork;
  let a: PeerApiNode;
  beforeAll(async () => {
    net = await startPeerApiNetwork(1, () => ({ name: 'A', info: { services: ['BLOCKS'], apiPort: 6876, announcedAddress: 'a.example:7876' } }));
    [a] = net.nodes as [PeerApiNode];
  });
  afterAll(() => net.stop());

  it('answers the caller\'s address and this node\'s peer identity and hello', async () => {
    const r = await a.get({ requestType: 'getMyInfo' });
    expect(r.status).toBe(200);
    const status = (await a.get({ requestType: 'getBlockchainStatus' })).json;
    expect(r.json).toMatchObject({
      host: '127.0.0.1',
      address: '127.0.0.1',
      peerId: a.peerId,
      peerAddress: a.address,
      peerInfo: {
        application: 'Totem',
        platform: 'A',
        shareAddress: true,
        announcedAddress: 'a.example:7876',
        apiPort: 6876,
        apiSSLPort: 0,
        services: ['BLOCKS', 'PRUNABLE'], // PRUNABLE: the messages capability's service
        blockchainState: 'UP_TO_DATE',
        cumulativeDifficulty: status.cumulativeDifficulty,
        genesisBlockId: status.genesisBlockId,
      },
    });
    expect(r.json.listenAddresses).toContain(`/ip4/127.0.0.1/tcp/${a.address.split(':')[1]}/p2p/${a.peerId}`);
  });

  it('follows the chain: the announced cumulative difficulty grows with a forged block', async () => {
    const before = (await a.get({ requestType: 'getMyInfo' })).json.peerInfo.cumulativeDifficulty as string;
    await net.sim.forge(a.sim);
    const after = (await a.get({ requestType: 'getMyInfo' })).json.peerInfo.cumulativeDifficulty as string;
    expect(BigInt(after)).toBeGreaterThan(BigInt(before));
    expect(after).toBe((await a.get({ requestType: 'getBlockchainStatus' })).json.cumulativeDifficulty);
  });
});
