// The NETWORK operations (PeerManagerApi) as the peer manager actor serves them, over a node's
// peer network and its sync (node-network.ts hands them to the actor when it attaches).
import { detached } from '../actors/service-actor.js';
import type { SyncSnapshot, SyncStatus } from '../machines/sync/sync-machine.js';
import type { PeerInfo } from './interface.js';
import type { PeerManagerApi } from './node-network-types.js';
import type { PeerTransport } from './transport.js';

/** What the operations read of the node's network glue. */
export interface PeerManagerCallsSource {
  readonly network: PeerTransport;
  peerInfo(): Promise<PeerInfo>;
  syncStatus(): SyncStatus;
  syncSnapshot(): SyncSnapshot | null;
  syncNow(peerId?: string): void;
}

export function peerManagerCalls(glue: PeerManagerCallsSource): Record<keyof PeerManagerApi, (...args: any[]) => unknown> {
  const net = glue.network;
  const api: PeerManagerApi = {
    getPeers: async (filter) => net.peers(filter),
    getPeer: async (peer) => net.peer(peer),
    getInboundPeers: async () => net.peers({ inbound: true, active: true }),
    // A dial and hello can take the connect timeout (~20 s): detached, so the other NETWORK
    // calls do not queue behind it. The peer table is the network's own state, not the actor's.
    addPeer: (address) =>
      detached(
        (async () => {
          const ref = await net.connect(address);
          return net.peer(ref.peerId);
        })(),
      ),
    blacklistPeer: async (peer, reason) => net.blacklist(peer, reason ?? 'blacklisted by the operator'),
    dumpPeers: async () => net.peers({ active: true }).filter((p) => p.shareAddress && p.state === 1).map((p) => (p.announcedAddress !== '' ? p.announcedAddress : `${p.address}:${p.port}`)),
    getMyInfo: async () => ({ peerId: net.peerId, address: net.address, listenAddresses: net.listenAddresses, info: await glue.peerInfo() }),
    syncStatus: async () => {
      const snap = glue.syncSnapshot();
      return {
        ...glue.syncStatus(),
        state: snap?.value ?? null,
        lastOutcome: snap?.context.lastOutcome ?? null,
        lastError: snap?.context.lastError ?? null,
      };
    },
    syncNow: async (peerId) => glue.syncNow(peerId),
    setBlacklistPeriod: async (ms) => net.peerManager.setBlacklistPeriod(ms),
  };
  return api as unknown as Record<keyof PeerManagerApi, (...args: any[]) => unknown>;
}
