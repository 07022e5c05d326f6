// The libp2p adapter: TCP + noise + yamux, identify, ping, gossipsub for transactions and blocks,
// the hello handshake, peer exchange, and length-prefixed request/response protocols for the sync
// exchange. It never applies chain rules: payloads go to the node's callbacks and the verdicts come
// back as accept / ignore / reject + penalty.
import { createLibp2p, type Libp2p } from 'libp2p';
import { tcp } from '@libp2p/tcp';
import { noise } from '@chainsafe/libp2p-noise';
import { yamux } from '@chainsafe/libp2p-yamux';
import { identify, type Identify } from '@libp2p/identify';
import { ping, type Ping } from '@libp2p/ping';
import { gossipsub, TopicValidatorResult, type GossipSub, type Message } from '@libp2p/gossipsub';
import { lpStream } from '@libp2p/utils';
import { peerIdFromString } from '@libp2p/peer-id';
import type { Connection, ConnectionGater, PeerId, Stream } from '@libp2p/interface';
import { addressFromMultiaddr, dialMultiaddr, formatAddress, hostMultiaddr, parseHostPort, parsePeerAddress } from './address.js';
import { NetworkError, NetworkErrorCode, PeerMisbehaviourError, listenError } from './errors.js';
import { decodeHello, decodeKnownPeersMessage, encodeHello, encodeKnownPeers, type HelloMessage } from './hello.js';
import { loadOrCreateIdentity } from './identity.js';
import {
  REQUEST_PROTOCOLS, isCapabilityProtocolName, type AnyProtocolName, type GossipHandler, type KnownPeerAddress, type NetLogger, type NetworkComponents,
  type PeerRef, type ProtocolName, type RemotePeerInfo, type RequestHandler, type Verdict,
} from './interface.js';
import { Misbehaviour, resolveNetworkInit, type NetworkInit, type NetworkInitInput } from './options.js';
import { PeerManager, type PeerEntry, type PeerFilter, type PeerView } from './peer-manager.js';
import type { PeerTransport } from './transport.js';
import { RequestWindows, TransportBase } from './transport-base.js';
import {
  HELLO_PROTOCOL, MAX_HELLO_SIZE, PEERS_PROTOCOL, ResponseStatus, encodeErrorResponse, encodeResponse,
  gossipTopic, requestProtocolId, type GossipKind,
} from './protocols.js';

type Services = { identify: Identify; ping: Ping; pubsub: GossipSub };

/** Events of PeerNetwork (all CustomEvents); tests and the peer manager actor listen to them. */
export interface NetworkEventMap {
  /** A peer completed the hello (same network). */
  'peer:handshake': { peerId: string; address: string; inbound: boolean; info: RemotePeerInfo };
  'peer:disconnected': { peerId: string; address: string | null };
  'peer:blacklisted': { peerId: string | null; address: string | null; reason: string };
  'peer:released': { peerId: string | null; address: string | null };
  'peer:misbehaved': { peerId: string; points: number; reason: string };
  /** A new address learnt by peer exchange. */
  'peer:discovered': { address: string; peerId: string; from: string };
  /** A gossiped item was judged by the node. */
  gossip: { kind: GossipKind; peerId: string; size: number; verdict: Verdict };
  /** gossipsub grafted a peer into our mesh for a topic. */
  'gossip:graft': { kind: GossipKind; peerId: string };
}

export type NetworkEventName = keyof NetworkEventMap;

const silent: NetLogger = { debug() {}, info() {}, warn() {} };

function errorName(err: unknown): string {
  return err instanceof Error ? err.name : '';
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** The decoder of lpStream reports an over-long frame with these error names. */
function isOversize(err: unknown): boolean {
  const name = errorName(err);
  return name === 'InvalidDataLengthError' || name === 'InvalidDataLengthLengthError' || name === 'StreamBufferError';
}

export class PeerNetwork extends TransportBase implements PeerTransport {
  readonly init: NetworkInit;
  readonly #c: NetworkComponents;
  readonly #log: NetLogger;
  readonly #now: () => number;
  readonly #peers: PeerManager;
  #node: Libp2p<Services> | null = null;
  #genesisId = '';
  #topics: Record<GossipKind, string> = { transaction: '', block: '' };
  #ownAddress = '';
  #running = false;
  readonly #handshakeTimers = new Map<string, NodeJS.Timeout>();
  readonly #dialing = new Set<string>();
  /** Why we hung up on a peer, for the log line of its loss (peer-log.ts). */
  readonly #hangUpReasons = new Map<string, string>();
  readonly #requestWindows: RequestWindows;
  #maintenanceTimer: NodeJS.Timeout | null = null;

  constructor(init: NetworkInitInput | NetworkInit, components: NetworkComponents) {
    super();
    this.init = resolveNetworkInit(init);
    this.#c = components;
    this.#log = components.logger ?? silent;
    this.#now = components.now ?? Date.now;
    this.#requestWindows = new RequestWindows(this.init.maxRequestsPerSecond, this.#now);
    this.#peers = new PeerManager({
      misbehaviourThreshold: this.init.misbehaviourThreshold,
      blacklistPeriodMs: this.init.blacklistPeriodMs,
      maxPenaltyRecords: this.init.maxPenaltyRecords,
      defaultPeerPort: this.init.defaultPeerPort,
    }, { store: components.peerStore, logger: components.logger, now: this.#now });
    this.#peers.addEventListener('blacklisted', (e) => this.#onBlacklisted(e as CustomEvent<{ entry: PeerEntry; cause: string }>));
    this.#peers.addEventListener('released', (e) => {
      const { entry } = (e as CustomEvent<{ entry: PeerEntry }>).detail;
      this.emit('peer:released', { peerId: entry.peerId, address: entry.address });
    });
  }

  // ---- lifecycle -----------------------------------------------------------------------------

  get started(): boolean {
    return this.#running;
  }

  /** The peer manager (Peer objects, machine snapshots); owned by this network. */
  get peerManager(): PeerManager {
    return this.#peers;
  }

  get peerId(): string {
    return this.#requireNode().peerId.toString();
  }

  /** Multiaddrs we listen on, with `/p2p/<id>`. */
  get listenAddresses(): string[] {
    return this.#requireNode().getMultiaddrs().map((ma) => ma.toString());
  }

  /** Our own `host:port` as peers reach it (the configured host with the actual port). */
  get address(): string {
    this.#requireNode();
    return this.#ownAddress;
  }

  get genesisBlockId(): string {
    return this.#genesisId;
  }

  async start(): Promise<void> {
    if (this.#node != null) throw new NetworkError(NetworkErrorCode.ALREADY_STARTED, 'network already started');
    const info = await this.#c.peerInfo();
    this.#genesisId = info.genesisBlockId;
    this.#topics = { transaction: gossipTopic(info.genesisBlockId, 'transaction'), block: gossipTopic(info.genesisBlockId, 'block') };
    const privateKey = await loadOrCreateIdentity(this.#c.keyStore);
    const max = this.init.maxMessageSize;
    const node = await createLibp2p<Services>({
      // Not started yet: every handler and listener is in place before the first peer can connect.
      start: false,
      privateKey,
      nodeInfo: { name: info.application, version: info.version },
      addresses: { listen: [hostMultiaddr(this.init.listenHost, this.init.listenPort).toString()] },
      transports: [tcp()],
      connectionEncrypters: [noise()],
      streamMuxers: [yamux()],
      connectionGater: this.#gater(),
      connectionManager: {
        // Room for both directions plus simultaneous-dial duplicates; our own limits are in the gater.
        maxConnections: this.init.maxInboundConnections + this.init.maxOutboundConnections + 8,
        dialTimeout: this.init.dialTimeoutMs,
        inboundConnectionThreshold: this.init.inboundConnectionsPerSecondPerHost,
      },
      services: {
        identify: identify(),
        ping: ping(),
        pubsub: gossipsub({
          // Content-addressed message ids (sha256 of the payload): the same transaction published
          // by two nodes is one message, so duplicates die in the seen cache before the node.
          globalSignaturePolicy: 'StrictNoSign',
          allowedTopics: [this.#topics.transaction, this.#topics.block],
          allowPublishToZeroTopicPeers: true,
          ignoreDuplicatePublishError: true,
          fallbackToFloodsub: false,
          heartbeatInterval: this.init.gossipHeartbeatIntervalMs,
          maxInboundDataLength: max + 64 * 1024,
          emitSelf: false,
        }),
      },
    });
    this.#node = node;
    node.addEventListener('connection:open', (e) => this.#onConnectionOpen(e.detail));
    node.addEventListener('connection:close', (e) => this.#clearHandshakeTimer(e.detail.id));
    node.addEventListener('peer:disconnect', (e) => this.#onPeerDisconnect(e.detail));

    await node.handle(HELLO_PROTOCOL, (stream, conn) => this.#onHelloStream(stream, conn), { maxInboundStreams: 4 });
    await node.handle(PEERS_PROTOCOL, (stream, conn) => this.#serve(stream, conn, async (_req, from) =>
      encodeKnownPeers(this.#peers.sharedPeers(from.peerId, this.init.maxSharedPeers))), { maxInboundStreams: 4 });
    const capabilityProtocols = Object.keys(this.#c.requestHandlers).filter(isCapabilityProtocolName);
    for (const name of [...REQUEST_PROTOCOLS, ...capabilityProtocols]) {
      const handler = this.#c.requestHandlers[name];
      if (handler == null) continue;
      await node.handle(requestProtocolId(name), (stream, conn) => this.#serve(stream, conn, handler), { maxInboundStreams: 32 });
    }

    const pubsub = node.services.pubsub;
    pubsub.topicValidators.set(this.#topics.transaction, this.#validator('transaction', this.#c.onGossipTransaction));
    pubsub.topicValidators.set(this.#topics.block, this.#validator('block', this.#c.onGossipBlock));
    pubsub.addEventListener('gossipsub:graft', (e) => {
      const kind = e.detail.topic === this.#topics.block ? 'block' : 'transaction';
      this.emit('gossip:graft', { kind, peerId: e.detail.peerId });
    });

    const stored = await this.#peers.load();
    for (const input of this.init.bootstrapPeers) {
      try {
        const parsed = parsePeerAddress(input, this.init.defaultPeerPort);
        this.#peers.addAddress(parsed.address, parsed.peerId, 'bootstrap');
      } catch (err) {
        this.#log.warn(`ignoring bootstrap peer ${input}: ${errorText(err)}`);
      }
    }

    this.#running = true;
    try {
      await node.start();
    } catch (err) {
      throw listenError(formatAddress(this.init.listenHost, this.init.listenPort), err);
    }
    // gossipsub only accepts subscriptions once started.
    pubsub.subscribe(this.#topics.transaction);
    pubsub.subscribe(this.#topics.block);
    this.#ownAddress = formatAddress(this.init.listenHost, this.#listenPort(node));
    // DEBUG: the node's start line gives the address; this adds the stored peers and genesis.
    this.#log.debug(`peer network ${this.peerId} listening on ${this.#ownAddress} (${stored} stored peers, genesis ${this.#genesisId})`);
    this.#maintenanceTimer = setInterval(() => this.#tick(), this.init.maintenanceIntervalMs);
    this.#maintenanceTimer.unref();
    this.#maintain();
  }

  async stop(): Promise<void> {
    const node = this.#node;
    if (node == null) return;
    this.#running = false;
    if (this.#maintenanceTimer != null) clearInterval(this.#maintenanceTimer);
    this.#maintenanceTimer = null;
    for (const t of this.#handshakeTimers.values()) clearTimeout(t);
    this.#handshakeTimers.clear();
    await node.stop();
    this.#peers.stop();
    this.#node = null;
  }

  // ---- gossip --------------------------------------------------------------------------------

  /** Publishes a transaction the node accepted. Returns how many peers it was sent to. */
  publishTransaction(bytes: Uint8Array): Promise<number> {
    // No peer takes the topic: nothing to send, and publishing anyway would still hash the
    // message and keep it in the message cache (a node fed thousands per second alone paid
    // ~5% of its CPU for it). A peer that subscribes later pulls the pool (pullUnconfirmed).
    if (!this.hasTransactionSubscribers()) return Promise.resolve(0);
    return this.#publish('transaction', bytes);
  }

  /** Whether any peer takes the transaction topic (a batch of publications asks once). */
  hasTransactionSubscribers(): boolean {
    const pubsub = this.#requireNode().services.pubsub as GossipSub;
    return pubsub.getSubscribers(this.#topics.transaction).length > 0;
  }

  /** Publishes a block the node accepted. Returns how many peers it was sent to. */
  publishBlock(bytes: Uint8Array): Promise<number> {
    return this.#publish('block', bytes);
  }

  /** Peer ids in our gossipsub mesh for a kind of item. */
  meshPeers(kind: GossipKind): string[] {
    const pubsub = this.#requireNode().services.pubsub as GossipSub & { getMeshPeers(topic: string): string[] };
    return pubsub.getMeshPeers(this.#topics[kind]);
  }

  async #publish(kind: GossipKind, bytes: Uint8Array): Promise<number> {
    const node = this.#requireNode();
    if (bytes.length > this.init.maxMessageSize) {
      throw new NetworkError(NetworkErrorCode.MESSAGE_TOO_LARGE, `${kind} of ${bytes.length} bytes exceeds ${this.init.maxMessageSize}`);
    }
    const result = await node.services.pubsub.publish(this.#topics[kind], bytes);
    return result.recipients.length;
  }

  #validator(kind: GossipKind, handler: GossipHandler) {
    return async (source: PeerId, msg: Message): Promise<TopicValidatorResult> => {
      const peerId = source.toString();
      const entry = this.#peers.byPeerId(peerId);
      if (entry == null || !entry.introduced) {
        this.penalise(peerId, this.init.penalties[Misbehaviour.NOT_INTRODUCED], `${kind} gossip before hello`);
        return TopicValidatorResult.Ignore;
      }
      if (msg.data.length > this.init.maxMessageSize) {
        this.penalise(peerId, this.init.penalties[Misbehaviour.OVERSIZED_MESSAGE], `oversized ${kind} gossip (${msg.data.length} bytes)`);
        return TopicValidatorResult.Reject;
      }
      this.#peers.traffic(peerId, msg.data.length, 0);
      let verdict: Verdict;
      try {
        verdict = await handler(msg.data, entry.ref);
      } catch (err) {
        // A failing node callback is our problem, not the sender's.
        this.#log.warn(`${kind} gossip handler failed: ${errorText(err)}`);
        verdict = { action: 'ignore', reason: 'handler failed' };
      }
      this.emit('gossip', { kind, peerId, size: msg.data.length, verdict });
      switch (verdict.action) {
        case 'accept':
          return TopicValidatorResult.Accept;
        case 'ignore':
          return TopicValidatorResult.Ignore;
        case 'reject': {
          const fallback = this.init.penalties[kind === 'block' ? Misbehaviour.INVALID_BLOCK : Misbehaviour.INVALID_TRANSACTION];
          this.penalise(peerId, verdict.penalty ?? fallback, `invalid ${kind}: ${verdict.reason}`);
          return TopicValidatorResult.Reject;
        }
      }
    };
  }

  // ---- requests ------------------------------------------------------------------------------

  /**
   * Sends one request to an introduced peer and returns its response payload. Rejects with a
   * NetworkError: MESSAGE_TOO_LARGE (either direction), PEER_NOT_CONNECTED, TIMEOUT,
   * UNSUPPORTED_PROTOCOL, REMOTE_ERROR (the remote's handler failed or refused), STREAM_FAILED.
   */
  request(peerId: string, protocol: AnyProtocolName, bytes: Uint8Array, timeoutMs = this.init.requestTimeoutMs): Promise<Uint8Array> {
    return this.#call(peerId, requestProtocolId(protocol), bytes, timeoutMs);
  }

  /** Asks a peer for the addresses it shares and makes them known (dialled up to the outbound limit). */
  async exchangePeers(peerId: string, timeoutMs = this.init.requestTimeoutMs): Promise<KnownPeerAddress[]> {
    const answer = await this.#call(peerId, PEERS_PROTOCOL, new Uint8Array(0), timeoutMs);
    let peers: KnownPeerAddress[];
    try {
      peers = decodeKnownPeersMessage(answer);
    } catch (err) {
      this.penalise(peerId, this.init.penalties[Misbehaviour.MALFORMED_MESSAGE], errorText(err));
      throw err;
    }
    this.#learn(peerId, peers);
    this.#maintain();
    return peers;
  }

  async #call(peerId: string, protocolId: string, bytes: Uint8Array, timeoutMs: number): Promise<Uint8Array> {
    const node = this.#requireNode();
    const max = this.init.maxMessageSize;
    if (bytes.length > max) {
      throw new NetworkError(NetworkErrorCode.MESSAGE_TOO_LARGE, `request of ${bytes.length} bytes exceeds ${max}`);
    }
    if (!this.#peers.isIntroduced(peerId)) {
      throw new NetworkError(NetworkErrorCode.PEER_NOT_CONNECTED, `peer ${peerId} is not connected or has not introduced itself`);
    }
    const signal = AbortSignal.timeout(timeoutMs);
    let stream: Stream | undefined;
    try {
      stream = await node.dialProtocol(peerIdFromString(peerId), protocolId, { signal });
      // One status byte precedes the payload.
      const lp = lpStream(stream, { maxDataLength: max + 1, maxBufferSize: max + 64 });
      await lp.write(bytes, { signal });
      this.#peers.traffic(peerId, 0, bytes.length);
      // Half-close: the responder sees the end of the request, we keep reading.
      await stream.close({ signal });
      const frame = (await lp.read({ signal })).subarray();
      this.#peers.traffic(peerId, frame.length, 0);
      if (frame.length === 0) {
        this.penalise(peerId, this.init.penalties[Misbehaviour.MALFORMED_MESSAGE], `empty response on ${protocolId}`);
        throw new NetworkError(NetworkErrorCode.MALFORMED_MESSAGE, 'empty response');
      }
      const status = frame[0] as ResponseStatus;
      const payload = frame.subarray(1);
      if (status === ResponseStatus.OK) return payload;
      const label = ResponseStatus[status] ?? `status ${status}`;
      throw new NetworkError(NetworkErrorCode.REMOTE_ERROR, `${protocolId} refused by ${peerId}: ${label}: ${new TextDecoder().decode(payload)}`);
    } catch (err) {
      stream?.abort(err instanceof Error ? err : new Error(String(err)));
      if (err instanceof NetworkError) throw err;
      if (signal.aborted) throw new NetworkError(NetworkErrorCode.TIMEOUT, `${protocolId} to ${peerId} timed out after ${timeoutMs} ms`, { cause: err });
      if (isOversize(err)) {
        this.penalise(peerId, this.init.penalties[Misbehaviour.OVERSIZED_MESSAGE], `oversized response on ${protocolId}`);
        throw new NetworkError(NetworkErrorCode.MESSAGE_TOO_LARGE, `response on ${protocolId} exceeds ${max} bytes`, { cause: err });
      }
      if (errorName(err) === 'UnsupportedProtocolError') {
        throw new NetworkError(NetworkErrorCode.UNSUPPORTED_PROTOCOL, `${peerId} does not serve ${protocolId}`, { cause: err });
      }
      throw new NetworkError(NetworkErrorCode.STREAM_FAILED, `${protocolId} to ${peerId} failed: ${errorText(err)}`, { cause: err });
    }
  }

  /** Serves one request on an inbound stream: gatekeeping, size limit, handler, status-prefixed answer. */
  async #serve(stream: Stream, conn: Connection, handler: RequestHandler): Promise<void> {
    const peerId = conn.remotePeer.toString();
    const max = this.init.maxMessageSize;
    const signal = AbortSignal.timeout(this.init.requestTimeoutMs);
    stream.maxReadBufferLength = Math.max(stream.maxReadBufferLength, max + 64);
    const lp = lpStream(stream, { maxDataLength: max, maxBufferSize: max + 64 });
    try {
      const entry = this.#peers.byPeerId(peerId);
      if (entry == null || !entry.introduced) {
        this.penalise(peerId, this.init.penalties[Misbehaviour.NOT_INTRODUCED], `request on ${stream.protocol} before hello`);
        await lp.write(encodeErrorResponse(ResponseStatus.NOT_INTRODUCED, 'introduce yourself first'), { signal });
        await stream.close({ signal });
        return;
      }
      if (!this.#requestWindows.allow(peerId)) {
        this.penalise(peerId, this.init.penalties[Misbehaviour.FLOODING], `more than ${this.init.maxRequestsPerSecond} requests/s`);
        await lp.write(encodeErrorResponse(ResponseStatus.RATE_LIMITED, 'slow down'), { signal });
        await stream.close({ signal });
        return;
      }
      const request = (await lp.read({ signal })).subarray();
      this.#peers.traffic(peerId, request.length, 0);
      let response: Uint8Array;
      try {
        const payload = await handler(request, entry.ref);
        response = payload.length > max
          ? encodeErrorResponse(ResponseStatus.TOO_LARGE, `response of ${payload.length} bytes exceeds ${max}`)
          : encodeResponse(ResponseStatus.OK, payload);
      } catch (err) {
        if (err instanceof PeerMisbehaviourError) {
          this.penalise(peerId, err.penalty, `bad request on ${stream.protocol}: ${err.reason}`);
        } else {
          this.#log.debug(`handler of ${stream.protocol} failed: ${errorText(err)}`);
        }
        response = encodeErrorResponse(ResponseStatus.ERROR, errorText(err));
      }
      await lp.write(response, { signal });
      this.#peers.traffic(peerId, 0, response.length);
      await stream.close({ signal });
    } catch (err) {
      if (isOversize(err)) {
        this.penalise(peerId, this.init.penalties[Misbehaviour.OVERSIZED_MESSAGE], `oversized request on ${stream.protocol}`);
      } else {
        this.#log.debug(`request stream ${stream.protocol} from ${peerId} failed: ${errorText(err)}`);
      }
      stream.abort(err instanceof Error ? err : new Error(String(err)));
    }
  }

  // ---- peers ---------------------------------------------------------------------------------

  /**
   * Dials `host:port` (or a multiaddr) and resolves once the peer has introduced itself. An explicit
   * connect is operator intent and may exceed the automatic outbound limit.
   */
  async connect(input: string): Promise<PeerRef> {
    const node = this.#requireNode();
    const parsed = parsePeerAddress(input, this.init.defaultPeerPort);
    if (parsed.peerId === this.peerId || (parsed.peerId == null && parsed.address === this.#ownAddress)) {
      throw new NetworkError(NetworkErrorCode.INVALID_ADDRESS, `${input} is this node`);
    }
    const { entry } = this.#peers.addAddress(parsed.address, parsed.peerId, 'operator');
    if (entry.blacklisted || (parsed.peerId != null && this.#peers.isBlacklistedPeer(parsed.peerId))) {
      throw new NetworkError(NetworkErrorCode.BLACKLISTED, `${input} is blacklisted: ${entry.snapshot.context.blacklistCause ?? ''}`);
    }
    if (entry.introduced && entry.peerId != null) return entry.ref;
    this.#peers.connectAttempt(entry);
    let conn: Connection;
    try {
      conn = await node.dial(parsed.multiaddr, { signal: AbortSignal.timeout(this.init.dialTimeoutMs) });
    } catch (err) {
      const code = errorName(err) === 'DialDeniedError' ? NetworkErrorCode.BLACKLISTED : NetworkErrorCode.DIAL_FAILED;
      throw new NetworkError(code, `dialling ${input} failed: ${errorText(err)}`, { cause: err });
    }
    const peerId = conn.remotePeer.toString();
    await this.#waitIntroduced(peerId, this.init.handshakeTimeoutMs);
    return this.#peers.byPeerId(peerId)?.ref ?? { peerId, address: parsed.address };
  }

  /** Hangs up on a peer (peer id or address). It may reconnect later. */
  async disconnect(peer: string): Promise<void> {
    const node = this.#requireNode();
    const entry = this.#peers.get(peer);
    if (entry?.peerId == null) throw new NetworkError(NetworkErrorCode.UNKNOWN_PEER, `unknown peer ${peer}`);
    if (entry.connected) this.#hangUpReasons.set(entry.peerId, 'disconnected by the operator');
    try {
      await node.hangUp(peerIdFromString(entry.peerId));
    } catch (err) {
      this.#hangUpReasons.delete(entry.peerId);
      throw err;
    }
  }

  protected onPenalty(peerId: string, points: number, reason: string): void {
    this.#log.debug(`penalty ${points} for ${peerId}: ${reason}`);
  }

  /** Peer ids that completed the hello and are connected now. */
  introducedPeers(): string[] {
    return this.#peers.entries().filter((e) => e.introduced && e.peerId != null).map((e) => e.peerId as string);
  }

  // ---- connections and the hello -------------------------------------------------------------

  #gater(): ConnectionGater {
    const deniedPeer = (peerId: PeerId) => this.#peers.isBlacklistedPeer(peerId.toString());
    return {
      denyDialPeer: deniedPeer,
      denyDialMultiaddr: (ma) => {
        const a = addressFromMultiaddr(ma);
        if (a == null) return false;
        return this.#peers.isBlacklistedAddress(a.host, a.port) || (a.peerId != null && this.#peers.isBlacklistedPeer(a.peerId));
      },
      denyInboundConnection: () => this.#peers.connectedCount(true) >= this.init.maxInboundConnections,
      denyInboundEncryptedConnection: deniedPeer,
      denyOutboundEncryptedConnection: deniedPeer,
    };
  }

  #onConnectionOpen(conn: Connection): void {
    if (!this.#running) return;
    const peerId = conn.remotePeer.toString();
    if (this.#peers.isBlacklistedPeer(peerId)) {
      conn.abort(new Error('blacklisted'));
      return;
    }
    const inbound = conn.direction === 'inbound';
    const remote = addressFromMultiaddr(conn.remoteAddr);
    const remoteAddress = remote == null ? null : formatAddress(remote.host, remote.port);
    const entry = this.#peers.connected(peerId, inbound, remoteAddress, inbound ? null : remoteAddress);
    if (entry.introduced) return;
    const timer = setTimeout(() => {
      this.#handshakeTimers.delete(conn.id);
      if (this.#peers.isIntroduced(peerId) || conn.status !== 'open') return;
      this.penalise(peerId, this.init.penalties[Misbehaviour.HANDSHAKE_TIMEOUT], 'no hello in time');
      conn.close().catch(() => conn.abort(new Error('handshake timeout')));
    }, this.init.handshakeTimeoutMs);
    timer.unref();
    this.#handshakeTimers.set(conn.id, timer);
    // The dialler speaks first; the listener answers in #onHelloStream.
    if (!inbound) void this.#sayHello(conn);
  }

  #clearHandshakeTimer(connectionId: string): void {
    const t = this.#handshakeTimers.get(connectionId);
    if (t != null) clearTimeout(t);
    this.#handshakeTimers.delete(connectionId);
  }

  #onPeerDisconnect(peerId: PeerId): void {
    const id = peerId.toString();
    this.#requestWindows.forget(id);
    const reason = this.#running ? this.#hangUpReasons.get(id) : 'this node is stopping';
    this.#hangUpReasons.delete(id);
    const entry = this.#peers.disconnected(id, reason);
    if (!this.#running) return;
    this.emit('peer:disconnected', { peerId: id, address: entry?.address ?? null });
    this.#maintain();
  }

  async #helloBytes(forPeer: string): Promise<Uint8Array> {
    const info = await this.#c.peerInfo();
    const port = this.#node == null ? 0 : this.#listenPort(this.#node);
    return encodeHello(info, port, this.#peers.sharedPeers(forPeer, this.init.maxSharedPeers));
  }

  async #sayHello(conn: Connection): Promise<void> {
    const peerId = conn.remotePeer.toString();
    const signal = AbortSignal.timeout(this.init.handshakeTimeoutMs);
    let stream: Stream | undefined;
    try {
      stream = await conn.newStream(HELLO_PROTOCOL, { signal });
      const lp = lpStream(stream, { maxDataLength: MAX_HELLO_SIZE });
      const mine = await this.#helloBytes(peerId);
      await lp.write(mine, { signal });
      this.#peers.traffic(peerId, 0, mine.length);
      const frame = (await lp.read({ signal })).subarray();
      this.#peers.traffic(peerId, frame.length, 0);
      await stream.close({ signal });
      const hello = decodeHello(frame);
      if (hello.info.genesisBlockId !== this.#genesisId) this.#wrongNetwork(peerId, conn, hello);
      else this.#acceptHello(peerId, conn, hello);
    } catch (err) {
      stream?.abort(err instanceof Error ? err : new Error(String(err)));
      this.#helloFailed(peerId, conn, err);
    }
  }

  async #onHelloStream(stream: Stream, conn: Connection): Promise<void> {
    const peerId = conn.remotePeer.toString();
    const signal = AbortSignal.timeout(this.init.handshakeTimeoutMs);
    try {
      const lp = lpStream(stream, { maxDataLength: MAX_HELLO_SIZE });
      const frame = (await lp.read({ signal })).subarray();
      this.#peers.traffic(peerId, frame.length, 0);
      const hello = decodeHello(frame);
      const sameNetwork = hello.info.genesisBlockId === this.#genesisId;
      // Accept before answering: once the dialler has our answer it may send requests at once.
      if (sameNetwork) this.#acceptHello(peerId, conn, hello);
      const mine = await this.#helloBytes(peerId);
      await lp.write(mine, { signal });
      this.#peers.traffic(peerId, 0, mine.length);
      await stream.close({ signal });
      if (!sameNetwork) {
        // Answer first and let the dialler read it (it closes the stream when done) so that it
        // learns the mismatch too; only then blacklist, which hangs up.
        await this.#streamDone(stream, this.init.handshakeTimeoutMs);
        this.#wrongNetwork(peerId, conn, hello);
      }
    } catch (err) {
      stream.abort(err instanceof Error ? err : new Error(String(err)));
      this.#helloFailed(peerId, conn, err);
    }
  }

  #helloFailed(peerId: string, conn: Connection, err: unknown): void {
    if (!this.#running) return;
    if (err instanceof NetworkError && err.code === NetworkErrorCode.MALFORMED_MESSAGE) {
      this.penalise(peerId, this.init.penalties[Misbehaviour.MALFORMED_MESSAGE], err.message);
    } else if (isOversize(err) || (err instanceof NetworkError && err.code === NetworkErrorCode.MESSAGE_TOO_LARGE)) {
      this.penalise(peerId, this.init.penalties[Misbehaviour.OVERSIZED_MESSAGE], 'oversized hello');
    }
    this.#log.debug(`hello with ${peerId} failed: ${errorText(err)}`);
    // A peer that cannot introduce itself is of no use to us.
    if (!this.#peers.isIntroduced(peerId)) conn.close().catch(() => conn.abort(new Error('hello failed')));
  }

  /** Resolves when the stream has closed both ways (or after `timeoutMs`). */
  #streamDone(stream: Stream, timeoutMs: number): Promise<void> {
    if (stream.status !== 'open') return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(finish, timeoutMs);
      timer.unref();
      function finish() {
        clearTimeout(timer);
        stream.removeEventListener('close', finish);
        resolve();
      }
      stream.addEventListener('close', finish);
    });
  }

  #wrongNetwork(peerId: string, conn: Connection, hello: HelloMessage): void {
    this.#log.info(`peer ${peerId} is on another network (genesis ${hello.info.genesisBlockId})`);
    const address = this.#canonicalAddress(conn, hello.info);
    const entry = address == null ? this.#peers.byPeerId(peerId) : this.#peers.setAddress(peerId, address);
    this.#peers.blacklist(peerId, `wrong network: genesis ${hello.info.genesisBlockId}, ours ${this.#genesisId}`);
    if (entry != null) this.#peers.forget(entry);
  }

  /** The peer's listening `host:port`: its announced address, else the host it connects from at its peer port. */
  #canonicalAddress(conn: Connection, info: RemotePeerInfo): string | null {
    if (info.announcedAddress !== '') {
      const p = parseHostPort(info.announcedAddress, this.init.defaultPeerPort);
      return formatAddress(p.host, p.port);
    }
    const remote = addressFromMultiaddr(conn.remoteAddr);
    if (remote == null) return null;
    return formatAddress(remote.host, info.peerServerPort > 0 ? info.peerServerPort : remote.port);
  }

  #acceptHello(peerId: string, conn: Connection, hello: HelloMessage): void {
    const info = hello.info;
    const address = this.#canonicalAddress(conn, info);
    if (address == null) return;
    const entry = this.#peers.introduced(peerId, info, address);
    if (entry == null || !entry.introduced) return;
    for (const c of this.#requireNode().getConnections(conn.remotePeer)) this.#clearHandshakeTimer(c.id);
    this.#learn(peerId, hello.knownPeers);
    this.emit('peer:handshake', { peerId, address, inbound: entry.snapshot.context.inbound, info });
    this.#maintain();
  }

  #learn(from: string, peers: readonly KnownPeerAddress[]): void {
    const self = this.#node?.peerId.toString();
    for (const p of peers) {
      if (p.peerId === self || p.address === this.#ownAddress) continue;
      // A peer could flood us with addresses; known peers are bounded.
      if (this.#peers.size >= this.init.maxKnownPeers && this.#peers.get(p.address) == null) break;
      try {
        const { added } = this.#peers.addAddress(p.address, p.peerId, 'exchange');
        if (added) this.emit('peer:discovered', { address: p.address, peerId: p.peerId, from });
      } catch (err) {
        this.#log.debug(`ignoring shared address ${p.address}: ${errorText(err)}`);
      }
    }
  }

  #waitIntroduced(peerId: string, timeoutMs: number): Promise<void> {
    if (this.#peers.isIntroduced(peerId)) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const cleanups: Array<() => void> = [];
      const done = (err?: NetworkError) => {
        for (const c of cleanups) c();
        if (err == null) resolve();
        else reject(err);
      };
      const timer = setTimeout(() => done(new NetworkError(NetworkErrorCode.HANDSHAKE_FAILED, `no hello from ${peerId} in ${timeoutMs} ms`)), timeoutMs);
      timer.unref();
      cleanups.push(() => clearTimeout(timer));
      cleanups.push(this.on('peer:handshake', (d) => { if (d.peerId === peerId) done(); }));
      cleanups.push(this.on('peer:blacklisted', (d) => {
        if (d.peerId === peerId) done(new NetworkError(NetworkErrorCode.BLACKLISTED, `${peerId} blacklisted during the hello: ${d.reason}`));
      }));
      cleanups.push(this.on('peer:disconnected', (d) => {
        if (d.peerId !== peerId) return;
        const banned = this.#peers.byPeerId(peerId);
        if (banned?.blacklisted === true) {
          done(new NetworkError(NetworkErrorCode.BLACKLISTED, `${peerId} is blacklisted: ${banned.snapshot.context.blacklistCause ?? ''}`));
        } else {
          done(new NetworkError(NetworkErrorCode.HANDSHAKE_FAILED, `${peerId} disconnected before introducing itself`));
        }
      }));
    });
  }

  #onBlacklisted(e: CustomEvent<{ entry: PeerEntry; cause: string }>): void {
    const { entry, cause } = e.detail;
    this.#log.info(`blacklisted ${entry.peerId ?? entry.address}: ${cause}`);
    this.emit('peer:blacklisted', { peerId: entry.peerId, address: entry.address, reason: cause });
    const node = this.#node;
    if (node != null && entry.peerId != null) {
      node.hangUp(peerIdFromString(entry.peerId)).catch((err: unknown) => this.#log.debug(`hang up failed: ${errorText(err)}`));
    }
  }

  // ---- maintenance ---------------------------------------------------------------------------

  /** Dials known peers until the outbound limit is reached. */
  #maintain(): void {
    const node = this.#node;
    if (!this.#running || node == null) return;
    const free = this.init.maxOutboundConnections - this.#peers.connectedCount(false) - this.#dialing.size;
    if (free <= 0) return;
    const exclude = new Set<string>([...this.#dialing, this.#ownAddress, node.peerId.toString()]);
    for (const entry of this.#peers.dialCandidates(this.init.redialIntervalMs, free, exclude)) {
      const address = entry.address as string;
      this.#dialing.add(address);
      this.#peers.connectAttempt(entry);
      node.dial(dialMultiaddr(address, entry.peerId, this.init.defaultPeerPort), { signal: AbortSignal.timeout(this.init.dialTimeoutMs) })
        .catch((err: unknown) => this.#log.debug(`dial ${address} failed: ${errorText(err)}`))
        .finally(() => {
          this.#dialing.delete(address);
        });
    }
  }

  /** Periodic: keep dialling, and when short of peers ask one connected peer for more. */
  #tick(): void {
    this.#maintain();
    if (this.#peers.connectedCount(false) >= this.init.maxOutboundConnections) return;
    const introduced = this.introducedPeers();
    if (introduced.length === 0) return;
    const peerId = introduced[Math.floor(Math.random() * introduced.length)] as string;
    this.exchangePeers(peerId).catch((err: unknown) => this.#log.debug(`peer exchange with ${peerId} failed: ${errorText(err)}`));
  }

  #listenPort(node: Libp2p<Services>): number {
    for (const ma of node.getMultiaddrs()) {
      const a = addressFromMultiaddr(ma);
      if (a != null) return a.port;
    }
    return this.init.listenPort;
  }

  #requireNode(): Libp2p<Services> {
    if (this.#node == null) throw new NetworkError(NetworkErrorCode.NOT_STARTED, 'network not started');
    return this.#node;
  }
}
