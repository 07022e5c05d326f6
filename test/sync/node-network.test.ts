// The glue with a node whose actor system has a peer manager actor: the sync machine runs as its
// child (visible in the debug view with every peer machine), the NETWORK operations go through the
// actor, what the node forges or admits is gossiped, and the chain reports the sync state.
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { createNodeSystem, type NodeSystem } from '../../src/actors/system.js';
import { SystemId } from '../../src/actors/system-ids.js';
import { serviceClient } from '../../src/actors/service-client.js';
import { blockchainActor, type BlockchainActorApi } from '../../src/actors/blockchain-actor.js';
import { mempoolActor, type MempoolActorApi } from '../../src/actors/mempool-actor.js';
import { PeerManagerNotAttachedError, peerManagerActor } from '../../src/actors/peer-manager-actor.js';
import { attachNetwork, type NodeNetwork, type PeerManagerApi } from '../../src/net/node-network.js';
import type { BlockchainState } from '../../src/chain/interface.js';
import { SIM_NETWORK } from '../sim/network-sim.js';
import { forge, localChain, manualTime, payment, type LocalChain } from './helpers.js';
import { TEST_REGISTRY } from '../helpers/rules.js';

interface Mini {
  name: string;
  c: LocalChain;
  system: NodeSystem;
  net: NodeNetwork;
  api: ReturnType<typeof serviceClient<PeerManagerApi>>;
  reported: BlockchainState[];
}

async function mini(name: string, time: ReturnType<typeof manualTime>, forger: string): Promise<Mini> {
  const c = await localChain(name, time, [forger]);
  const system = createNodeSystem({
    actors: { blockchain: blockchainActor(c.chain), mempool: mempoolActor(c.pool), peerManager: peerManagerActor() },
  });
  system.start();
  const blockchain = serviceClient<BlockchainActorApi>(system.get(SystemId.blockchain));
  const reported: BlockchainState[] = [];
  const chainWithSpy = new Proxy(blockchain, {
    get(target, prop) {
      if (prop === 'setSyncStatus') {
        return async (s: { blockchainState?: BlockchainState }) => {
          if (s.blockchainState) reported.push(s.blockchainState);
          return target.setSyncStatus(s);
        };
      }
      return (target as unknown as Record<string | symbol, unknown>)[prop];
    },
  });
  const net = await attachNetwork(
    {
      blockchain: chainWithSpy,
      mempool: serviceClient<MempoolActorApi>(system.get(SystemId.mempool)),
      events: c.chain.events,
      system,
      onTransactionsAdded: (listener) => c.pool.onTransactionsAdded(listener),
      registry: TEST_REGISTRY,
    },
    SIM_NETWORK,
    { info: { platform: name, shareAddress: true, apiPort: 7001 } },
  );
  return { name, c, system, net, api: serviceClient<PeerManagerApi>(system.get(SystemId.peerManager)), reported };
}

/** Resolves when `cond` holds, re-checked on chain and network events of the given nodes. */
function until(nodes: Mini[], cond: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const offs: Array<() => void> = [];
    let busy = false;
    let done = false;
    const end = (err?: Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      for (const o of offs) o();
      if (err) reject(err); else resolve();
    };
    const check = async () => {
      if (busy || done) return;
      busy = true;
      try { if (await cond()) end(); } finally { busy = false; }
    };
    const timer = setTimeout(() => end(new Error(`timed out waiting for ${what}`)), timeoutMs);
    for (const n of nodes) {
      offs.push(n.c.chain.on('blockPushed', () => void check()));
      offs.push(n.c.chain.on('blockPopped', () => void check()));
      for (const e of ['gossip', 'gossip:graft', 'peer:handshake', 'peer:blacklisted'] as const) offs.push(n.net.network.on(e, () => void check()));
      const sub = n.net.syncActor?.subscribe(() => void check());
      offs.push(() => sub?.unsubscribe());
    }
    void check();
  });
}

describe('node network glue with a peer manager actor', () => {
  const time = manualTime();
  let a: Mini;
  let b: Mini;

  beforeAll(async () => {
    a = await mini('A', time, 'devnet-0');
    b = await mini('B', time, 'devnet-1');
    await forge(b.c, 30);
  }, 30_000);

  afterAll(async () => {
    for (const n of [a, b]) {
      await n?.net.stop();
      await n?.system.stop();
      await n?.c.close();
    }
  });

  it('runs the sync machine as the peer manager\'s child', () => {
    const snap = a.system.debugSnapshot();
    expect(snap[SystemId.peerManager]?.children['sync']?.state).toBe('idle');
    expect(a.net.syncActor).not.toBeNull();
  });

  it('downloads from a peer that is ahead as soon as it dials it, reporting DOWNLOADING to the chain', async () => {
    await a.net.network.connect(b.net.network.address);
    await until([a, b], () => a.c.chain.tip.id === b.c.chain.tip.id, 'A catching up');
    expect(a.c.chain.tip.height).toBe(30);
    await until([a], () => a.net.syncStatus.blockchainState === 'UP_TO_DATE', 'the sync to finish');
    expect(a.reported).toContain('DOWNLOADING');
    expect(a.reported[a.reported.length - 1]).toBe('UP_TO_DATE');
    const status = await a.c.chain.status();
    expect(status).toMatchObject({ isDownloading: false, blockchainState: 'UP_TO_DATE' });
    const debug = a.system.debugSnapshot()[SystemId.peerManager]!;
    expect(Object.keys(debug.children)).toEqual(expect.arrayContaining(['sync', `peer:${b.net.network.address}`]));
    expect(debug.children[`peer:${b.net.network.address}`]?.state).toEqual({ CONNECTED: 'introduced' });
    expect((debug.children['sync']?.context as { blocksPushed?: number }).blocksPushed).toBe(30);
  });

  it('gossips the blocks it forges and the transactions its pool admits', async () => {
    await until([a, b], () => (['transaction', 'block'] as const).every((k) => a.net.network.meshPeers(k).includes(b.net.network.peerId)), 'mesh');
    const [block] = await forge(a.c, 1);
    await until([a, b], () => b.c.chain.tip.id === block!.id, 'B receiving A\'s block');
    // Submitted through the pool actor (as the API does), not through the network.
    const tx = payment(a.c, { from: 'devnet-4' });
    await serviceClient<MempoolActorApi>(a.system.get(SystemId.mempool)).submit(tx);
    await until([a, b], async () => (await b.c.pool.get(tx.id)) !== undefined, 'B receiving A\'s payment');
  });

  it('answers the NETWORK operations through the actor', async () => {
    const peers = await a.api.getPeers();
    expect(peers.map((p) => p.peerId)).toEqual([b.net.network.peerId]);
    expect(peers[0]).toMatchObject({ state: 1, platform: 'B', apiPort: 7001, shareAddress: true, inbound: false, blockchainState: 'UP_TO_DATE' });
    expect((await a.api.getPeer(b.net.network.address))?.peerId).toBe(b.net.network.peerId);
    expect((await b.api.getInboundPeers()).map((p) => p.peerId)).toEqual([a.net.network.peerId]);
    expect(await a.api.getInboundPeers()).toEqual([]);
    expect(await a.api.dumpPeers()).toEqual([b.net.network.address]);
    const me = await a.api.getMyInfo();
    expect(me).toMatchObject({ peerId: a.net.network.peerId, address: a.net.network.address, info: { platform: 'A', blockchainState: 'UP_TO_DATE' } });
    expect(me.info.cumulativeDifficulty).toBe(a.c.chain.tip.cumulativeDifficulty);
    expect(await a.api.syncStatus()).toMatchObject({ isDownloading: false, blockchainState: 'UP_TO_DATE', state: 'idle' });
    await a.api.syncNow(b.net.network.peerId);
    const banned = await a.api.blacklistPeer(b.net.network.peerId, 'operator test');
    expect(banned[0]).toMatchObject({ blacklisted: true, blacklistCause: 'operator test' });
    await until([a], () => !a.net.network.introducedPeers().includes(b.net.network.peerId), 'B hung up');
  });

  it('detaches on stop: the sync child is gone and operations fail until attached again', async () => {
    await a.net.stop();
    expect(a.system.debugSnapshot()[SystemId.peerManager]?.children['sync']).toBeUndefined();
    await expect(a.api.getPeers()).rejects.toBeInstanceOf(PeerManagerNotAttachedError);
  });
});
