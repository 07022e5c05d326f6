// What the peer network needs from the node, and what it hands back. The network carries bytes: it
// checks framing and the hello, and leaves every chain rule to the callbacks the node supplies.
import type { PeerDescription } from '../machines/peer/peer-machine.js';

export type { PeerDescription };

/** The logger subset the network uses (src/log's Logger fits, and so does console). Messages
 * read as plain text; `fields` repeat their facts (ids, numbers) for whoever parses the log. */
export interface NetLogger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
}

/** This node's self-description, sent in every hello. Read again for each hello, so it may change. */
export interface PeerInfo extends PeerDescription {
  /** Id of the genesis block, unsigned decimal. Nodes with different genesis blocks never mix. */
  readonly genesisBlockId: string;
}

export type PeerInfoProvider = () => PeerInfo | Promise<PeerInfo>;

/** Who sent something. `address` is the peer's canonical `host:port` once it introduced itself. */
export interface PeerRef {
  readonly peerId: string;
  readonly address: string | null;
}

/**
 * The node's judgement of a gossiped item.
 * - accept: valid and new; gossipsub forwards it to the mesh.
 * - ignore: not forwarded, no penalty (duplicate, not yet applicable, we are busy...).
 * - reject: invalid; not forwarded, the sender's score rises by `penalty` (default from the
 *   network's penalty table for that kind of item).
 */
export type Verdict =
  | { readonly action: 'accept' }
  | { readonly action: 'ignore'; readonly reason?: string }
  | { readonly action: 'reject'; readonly reason: string; readonly penalty?: number };

export const Verdicts = {
  accept: { action: 'accept' } as Verdict,
  ignore: (reason?: string): Verdict => ({ action: 'ignore', reason }),
  reject: (reason: string, penalty?: number): Verdict => ({ action: 'reject', reason, penalty }),
} as const;

export type GossipHandler = (bytes: Uint8Array, from: PeerRef) => Verdict | Promise<Verdict>;

/**
 * Request/response protocols served for the sync exchange. Each one is a libp2p protocol
 * `/totem/<name>/1` carrying one length-prefixed request and one length-prefixed response. The
 * payload encoding belongs to the node (this layer only checks sizes).
 */
export const REQUEST_PROTOCOLS = [
  'cumulativeDifficulty',
  'milestoneBlockIds',
  'nextBlockIds',
  'nextBlocks',
  'unconfirmedTransactions',
] as const;
export type ProtocolName = (typeof REQUEST_PROTOCOLS)[number];

/** A request protocol a capability brings: `<capability>.<name>` (e.g. `messages.prunable`),
 * served as `/totem/<capability>.<name>/1` like the core ones. */
export type CapabilityProtocolName = `${string}.${string}`;
export type AnyProtocolName = ProtocolName | CapabilityProtocolName;

export function isCapabilityProtocolName(name: string): name is CapabilityProtocolName {
  return /^[a-z][a-zA-Z0-9]*\.[a-z][a-zA-Z0-9-]*$/.test(name);
}

/**
 * Answers one request. Throw `PeerMisbehaviourError` when the request proves the peer misbehaves;
 * any other error is reported to the requester as a remote error without a penalty.
 */
export type RequestHandler = (request: Uint8Array, from: PeerRef) => Promise<Uint8Array>;

/** A tiny key-value store (the node backs it with its data dir). Holds the node identity key. */
export interface KeyValueStore {
  get(key: string): Promise<Uint8Array | undefined>;
  put(key: string, value: Uint8Array): Promise<void>;
}

/** Persistence of known peers: `host:port` -> an opaque record (the storage layer's PeerRepository). */
export interface KnownPeerStore {
  loadAll(): Promise<Array<[string, Uint8Array]>>;
  save(address: string, bytes: Uint8Array): Promise<void>;
  remove(address: string): Promise<void>;
}

export interface NetworkComponents {
  readonly logger?: NetLogger;
  readonly peerInfo: PeerInfoProvider;
  readonly onGossipTransaction: GossipHandler;
  readonly onGossipBlock: GossipHandler;
  /** Protocols without a handler are not served (a request for them fails as unsupported);
   * capability protocols are served when named here. */
  readonly requestHandlers: Partial<Record<AnyProtocolName, RequestHandler>>;
  /** Where the persistent libp2p identity key lives. */
  readonly keyStore: KeyValueStore;
  readonly peerStore?: KnownPeerStore;
  /** Wall clock in ms; tests may pin it. */
  readonly now?: () => number;
}

/** What a peer told us in its hello, as kept by the peer manager. */
export interface RemotePeerInfo extends PeerDescription {
  readonly genesisBlockId: string;
  readonly peerServerPort: number;
}

/** An address offered for peer exchange; the peer id lets the dialler verify whom it reaches. */
export interface KnownPeerAddress {
  readonly address: string;
  readonly peerId: string;
}
