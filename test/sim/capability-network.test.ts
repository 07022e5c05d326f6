// A capability on the peer network: nodes running the test-only tally capability announce its
// service and serve its protocol, which another node reaches through the capability's peers
// facade; a node without the capability does neither. Its transactions gossip and confirm like
// payments, and every node ends with the same state digest.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { NetworkError, NetworkErrorCode } from '../../src/net/errors.js';
import { NetworkSim, type SimNode } from './network-sim.js';
import { idOf } from '../chain/helpers.js';
import { issue, TALLY_CAPABILITIES } from '../helpers/tally-node.js';

describe('simulation: a capability adds a peer protocol and a service', () => {
  const sim = new NetworkSim();
  let a: SimNode, b: SimNode, plain: SimNode;

  beforeAll(async () => {
    [a, b] = await sim.addNodes(2, { capabilities: TALLY_CAPABILITIES });
    plain = await sim.addNode();
    await sim.line([a!, b!]);
    await sim.line([b!, plain!]);
  });
  afterAll(() => sim.stop());

  it('confirms a capability transaction on every node that runs it, with one state digest', async () => {
    const tx = issue(a.node, { from: 'devnet-7', timestamp: sim.time.nowEpochSeconds(), ecBlockId: BigInt(a.net.network.genesisBlockId) }, 9n);
    await sim.submit(a, tx);
    await sim.until(async () => (await b.node.mempool.get(tx.id)) !== undefined, { what: 'the tally issue in the pool of B' });
    const [block] = await sim.forge(b);
    expect(block!.transactions.map((t) => t.id)).toEqual([tx.id]);
    await sim.until(async () => a.tip.id === block!.id, { what: 'A at the block' });
    expect(await a.node.stateDigest()).toEqual(await b.node.stateDigest());
  });

  it('serves its protocol to peers that find it by service', async () => {
    const peers = b.node.capabilityNetwork.peers;
    expect(peers.withService('TALLY')).toEqual([a.peerId]);
    expect(peers.withService()).toEqual(expect.arrayContaining([a.peerId, plain.peerId]));
    const answer = await peers.request(a.peerId, 'tally.holdings', new TextEncoder().encode(idOf('devnet-7').toString()));
    const holdings = JSON.parse(new TextDecoder().decode(answer)) as Array<{ units: string }>;
    expect(holdings.map((h) => h.units)).toEqual(['9']);
    // A bad request is the handler's error, reported as a remote error.
    await expect(peers.request(a.peerId, 'tally.holdings', new TextEncoder().encode('x'))).rejects.toMatchObject({ code: NetworkErrorCode.REMOTE_ERROR });
    // A node without the capability neither announces nor serves it.
    expect(a.net.network.peer(plain.peerId)).toBeUndefined();
    await expect(peers.request(plain.peerId, 'tally.holdings', new Uint8Array(1))).rejects.toBeInstanceOf(NetworkError);
  });

  it('the peers facade refuses while its network is stopped', async () => {
    await b.net.stop();
    expect(() => b.node.capabilityNetwork.peers.withService()).toThrow(expect.objectContaining({ code: NetworkErrorCode.NOT_STARTED }));
  });
});
