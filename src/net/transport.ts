// What the node's network glue (NodeNetwork, the sync, the capability peers, the peer manager
// actor) uses of a peer network. PeerNetwork implements it over libp2p; the deterministic
// simulation (src/sim) implements it over an in-process hub, so that the chain, the sync, gossip
// and the actors run unchanged in both.
import type { AnyProtocolName, NetworkComponents, PeerRef } from './interface.js';
import type { NetworkEventMap, NetworkEventName } from './network.js';
import type { NetworkInit } from './options.js';
import type { GossipKind } from './protocols.js';
import type { PeerFilter, PeerManager, PeerView } from './peer-manager.js';

export interface PeerTransport {
  readonly init: NetworkInit;
  readonly started: boolean;
  /** The peer table (scores, blacklist, machines); owned by the transport. */
  readonly peerManager: PeerManager;
  readonly peerId: string;
  /** Our own `host:port` as peers reach it. */
  readonly address: string;
  readonly listenAddresses: string[];
  /** The genesis block id of the network this transport joined (known once started). */
  readonly genesisBlockId: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Gossip: resolve to the number of peers it was sent to. */
  publishTransaction(bytes: Uint8Array): Promise<number>;
  /** False when publishing a transaction now would do nothing at all (no peer takes the topic),
   * so a batch can skip its publications. */
  hasTransactionSubscribers(): boolean;
  publishBlock(bytes: Uint8Array): Promise<number>;
  /** Peer ids we gossip a kind of item with now. */
  meshPeers(kind: GossipKind): string[];
  /** One request to an introduced peer; rejects with a NetworkError. */
  request(peerId: string, protocol: AnyProtocolName, bytes: Uint8Array, timeoutMs?: number): Promise<Uint8Array>;
  /** Dials `host:port` and resolves once the peer introduced itself. */
  connect(input: string): Promise<PeerRef>;
  blacklist(peer: string, reason: string): PeerView[];
  penalise(peer: string, points: number, reason: string): void;
  peers(filter?: PeerFilter): PeerView[];
  peer(key: string): PeerView | undefined;
  /** Peer ids that completed the hello and are connected now. */
  introducedPeers(): string[];
  on<K extends NetworkEventName>(name: K, listener: (detail: NetworkEventMap[K]) => void): () => void;
}

/** Builds the transport of a node's network (default: PeerNetwork, libp2p on real sockets). */
export type TransportFactory = (init: NetworkInit, components: NetworkComponents) => PeerTransport;
