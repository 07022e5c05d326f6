// The vocabulary of node-network.ts: what the network needs of a node, what it can be given
// (components), what it tells the node's subsystems of peers, and the NETWORK operations the peer
// manager actor serves.
import type { CapabilityNetwork } from './capability-peers.js';
import type { PeerDescription } from '../machines/peer/peer-machine.js';
import type { TransactionTypeRegistry } from '../domain/tx-types/registry.js';
import type { Transaction } from '../domain/transaction.js';
import type { BlockchainService, BlockchainState, MempoolService } from '../chain/interface.js';
import type { ChainEvents } from '../chain/events.js';
import type { NodeSystem } from '../actors/system.js';
import type { Clock } from '../machines/clock.js';
import type { SyncStatus } from '../machines/sync/sync-machine.js';
import type { NetworkEventMap } from './network.js';
import type { AnyProtocolName, GossipHandler, KeyValueStore, KnownPeerStore, NetLogger, PeerInfo, RequestHandler } from './interface.js';
import type { PeerFilter, PeerView } from './peer-manager.js';
import type { TransportFactory } from './transport.js';
import type { ServeLimits, SyncOptions } from './sync/options.js';
import type { SyncProgressOptions } from './sync/progress.js';
import type { PreverifiedTransactions } from './sync/preverified.js';

/** The chain-independent part of our hello: a peer's description without what is read from the
 * chain at each hello (blockchain state, cumulative difficulty). */
export type PeerDescriptionStatic = Omit<PeerDescription, 'blockchainState' | 'cumulativeDifficulty'>;

export const DEFAULT_PEER_DESCRIPTION: PeerDescriptionStatic = Object.freeze({
  application: 'Totem',
  version: '0.1.0',
  platform: process.platform,
  shareAddress: true,
  announcedAddress: '',
  apiPort: 0,
  apiSSLPort: 0,
  services: [],
});

/** Listener registration of newly admitted pool transactions (Mempool.onTransactionsAdded). */
export type TransactionsAddedSource = (listener: (transactions: readonly Transaction[]) => void) => () => void;

/** The blockchain as the network uses it: the service, plus the sync status setter when it has one. */
export type NetworkChain = BlockchainService & {
  setSyncStatus?(status: { isDownloading?: boolean; blockchainState?: BlockchainState }): Promise<void>;
};

/** What the network needs of a node (node.ts's Node fits). */
export interface NetworkedNode {
  /** The node's transaction types: parses what peers send. */
  readonly registry: TransactionTypeRegistry;
  readonly blockchain: NetworkChain;
  readonly mempool: MempoolService;
  readonly events: ChainEvents;
  /** The actor system; with a peerManager actor registered, the sync machine runs as its child. */
  readonly system?: NodeSystem;
  /** Newly admitted transactions, to gossip the ones submitted here. */
  readonly onTransactionsAdded: TransactionsAddedSource;
  /** Protocols, services and the peers facade of the node's capabilities. */
  readonly capabilityNetwork?: CapabilityNetwork;
  /** Where the sync checks downloaded blocks' signatures ahead of their push (node.ts wires it
   * into the chain's verified sources); without it the chain verifies them all at the push. */
  readonly preverified?: PreverifiedTransactions;
}

export interface NodeNetworkComponents {
  readonly logger?: NetLogger;
  /** Where the node identity key lives (default: in memory, a new identity per run). */
  readonly keyStore?: KeyValueStore;
  readonly peerStore?: KnownPeerStore;
  readonly info?: Partial<PeerDescriptionStatic>;
  readonly sync?: Partial<SyncOptions>;
  readonly serve?: Partial<ServeLimits>;
  /** Overrides of the served protocols (tests of misbehaving peers). */
  readonly requestHandlers?: Partial<Record<AnyProtocolName, RequestHandler>>;
  readonly onGossipBlock?: GossipHandler;
  readonly onGossipTransaction?: GossipHandler;
  /** Wall clock of the network (ms). */
  readonly now?: () => number;
  /** Timers of the network glue: a sync machine run outside the actor system, the request pacer
   * and the periodic pull (default: real time; the simulation's clock). */
  readonly clock?: Clock;
  /** Builds the peer network (default: PeerNetwork, libp2p on real sockets; src/sim: the
   * deterministic simulation's in-process transport). */
  readonly transport?: TransportFactory;
  /** The cadence of the sync's progress lines: `now` (wall clock in ms, default Date.now; only
   * the log reads it) and `intervalMs` between lines (default 5 s); the logger is `logger`. */
  readonly syncProgress?: Omit<SyncProgressOptions, 'logger'>;
  /** Random numbers in [0, 1) for peer choices (default Math.random; the simulation seeds it). */
  readonly random?: () => number;
  /** Told of peers introduced and blacklisted (the live event stream); subscribed before the
   * network starts, so no bootstrap peer is missed. */
  readonly peerObserver?: PeerObserver;
}

/** What the node's own subsystems (the live event stream) hear of the peers. */
export interface PeerObserver {
  /** A peer completed the hello: same network, now a connected peer. */
  onPeerConnected?(peer: NetworkEventMap['peer:handshake']): void;
  onPeerBlacklisted?(peer: NetworkEventMap['peer:blacklisted']): void;
}

/** The NETWORK operations, as served by the peer manager actor (call it with serviceClient). */
export interface PeerManagerApi {
  getPeers(filter?: PeerFilter): Promise<PeerView[]>;
  getPeer(peer: string): Promise<PeerView | undefined>;
  getInboundPeers(): Promise<PeerView[]>;
  /** Dials and waits for the hello (operator intent: may exceed the outbound limit). Does not
   * hold the peer manager's mailbox meanwhile. */
  addPeer(address: string): Promise<PeerView | undefined>;
  blacklistPeer(peer: string, reason?: string): Promise<PeerView[]>;
  /** Addresses of connected peers that share their address (dumpPeers). */
  dumpPeers(): Promise<string[]>;
  getMyInfo(): Promise<{ peerId: string; address: string; listenAddresses: string[]; info: PeerInfo }>;
  syncStatus(): Promise<SyncStatus & { readonly state: unknown; readonly lastOutcome: string | null; readonly lastError: string | null }>;
  syncNow(peerId?: string): Promise<void>;
  /** How long blacklistings last from now on (setConfiguration blacklistMinutes). */
  setBlacklistPeriod(ms: number): Promise<void>;
}
