// A node's peer network inside a simulation: the PeerTransport that PeerNetwork implements over
// libp2p, implemented over SimLinks. The node's glue (sync, gossip judging, capability requests)
// runs unchanged on it; the peer table is the real PeerManager (scores, penalties, blacklist
// periods on the simulated clock). What it models of the wire: a dial and the hello exchange,
// flood gossip with a seen cache (as gossipsub's content-addressed message ids), one
// request/response per call with the same gatekeeping as PeerNetwork (introduced, rate limit,
// size), timeouts on the simulated clock, and hang-ups when a peer is blacklisted or a link cut.
import { sha256 } from '../domain/crypto.js';
import { toHex } from '../domain/hex.js';
import { NetworkError, NetworkErrorCode, PeerMisbehaviourError } from '../net/errors.js';
import { decodeHello, encodeHello } from '../net/hello.js';
import type { AnyProtocolName, NetworkComponents, PeerRef, RemotePeerInfo, Verdict } from '../net/interface.js';
import { Misbehaviour, type NetworkInit } from '../net/options.js';
import { PeerManager, type PeerEntry } from '../net/peer-manager.js';
import type { GossipKind } from '../net/protocols.js';
import type { PeerTransport } from '../net/transport.js';
import { RequestWindows, TransportBase } from '../net/transport-base.js';
import type { SimLinks } from './links.js';
import type { SimScheduler } from './scheduler.js';
import type { AnswerHook, LinkTap, SendOptions, SimAnswer } from './transport-hooks.js';

export type { AnswerHook, LinkTap, SendOptions, SimAnswer };

/** The transports of one simulation, by address and peer id; what every transport shares. */
export class SimDirectory {
  readonly byAddress = new Map<string, SimTransport>();
  readonly byPeerId = new Map<string, SimTransport>();
  /** Every penalty a node gave a peer (by node name), in order: what each misdeed cost. */
  readonly penalties: Array<{ readonly at: number; readonly by: string; readonly peer: string; readonly points: number; readonly reason: string }> = [];
  /** Counts what the links do to each message when set (the campaign's per-fault effects). */
  tap: LinkTap | undefined;
}

export interface SimIdentity {
  readonly name: string;
  readonly peerId: string;
  readonly address: string;
}

type Answer = SimAnswer;

const SEEN_LIMIT = 50_000;

function ignore(): void {}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export class SimTransport extends TransportBase implements PeerTransport {
  readonly peerManager: PeerManager;
  #running = false;
  #genesis = '';
  /** Peer ids we have a connection with, and its direction. */
  readonly #connections = new Map<string, { inbound: boolean }>();
  readonly #seen = new Set<string>();
  readonly #dialing = new Set<string>();
  readonly #windows: RequestWindows;
  /** Set on a Byzantine node: shapes every answer it serves. */
  answerHook: AnswerHook | undefined;

  constructor(
    readonly init: NetworkInit,
    readonly components: NetworkComponents,
    readonly identity: SimIdentity,
    readonly links: SimLinks,
    readonly directory: SimDirectory,
    readonly scheduler: SimScheduler,
  ) {
    super();
    this.#windows = new RequestWindows(init.maxRequestsPerSecond, () => scheduler.now());
    this.peerManager = new PeerManager({
      misbehaviourThreshold: init.misbehaviourThreshold,
      blacklistPeriodMs: init.blacklistPeriodMs,
      maxPenaltyRecords: init.maxPenaltyRecords,
      defaultPeerPort: init.defaultPeerPort,
    }, { logger: components.logger, now: () => this.#now(), clock: scheduler });
    this.peerManager.addEventListener('blacklisted', (e) => {
      const { entry, cause } = (e as CustomEvent<{ entry: PeerEntry; cause: string }>).detail;
      this.links.record('blacklist', `${this.identity.name} ${this.#nameOf(entry.peerId)} ${cause}`);
      this.emit('peer:blacklisted', { peerId: entry.peerId, address: entry.address, reason: cause });
      if (entry.peerId != null) this.hangUp(entry.peerId);
    });
  }

  get started(): boolean {
    return this.#running;
  }
  get peerId(): string {
    return this.identity.peerId;
  }
  get address(): string {
    return this.identity.address;
  }
  get listenAddresses(): string[] {
    return [this.identity.address];
  }
  get genesisBlockId(): string {
    return this.#genesis;
  }

  async start(): Promise<void> {
    const info = await this.components.peerInfo();
    this.#genesis = info.genesisBlockId;
    this.directory.byAddress.set(this.address, this);
    this.directory.byPeerId.set(this.peerId, this);
    this.#running = true;
    for (const input of this.init.bootstrapPeers) this.connect(input).catch(() => undefined);
  }

  async stop(): Promise<void> {
    if (!this.#running) return;
    this.#running = false;
    for (const peerId of [...this.#connections.keys()]) this.hangUp(peerId);
    this.directory.byAddress.delete(this.address);
    this.directory.byPeerId.delete(this.peerId);
    this.peerManager.stop();
  }

  // ---- connections and the hello ----------------------------------------------------------------

  /** Dials `host:port` and resolves once the peer introduced itself. */
  connect(input: string): Promise<PeerRef> {
    const target = this.directory.byAddress.get(input);
    if (!this.#running) return Promise.reject(new NetworkError(NetworkErrorCode.NOT_STARTED, 'network not started'));
    if (target === undefined || !target.started) return Promise.reject(new NetworkError(NetworkErrorCode.DIAL_FAILED, `nobody listens at ${input}`));
    if (this.peerManager.isBlacklistedPeer(target.peerId)) return Promise.reject(new NetworkError(NetworkErrorCode.BLACKLISTED, `${input} is blacklisted`));
    if (this.peerManager.isIntroduced(target.peerId)) return Promise.resolve({ peerId: target.peerId, address: target.address });
    if (this.#dialing.has(target.peerId)) return Promise.reject(new NetworkError(NetworkErrorCode.DIAL_FAILED, `already dialling ${input}`));
    this.#dialing.add(target.peerId);
    return new Promise<PeerRef>((resolve, reject) => {
      const timer = this.scheduler.setTimeout(() => {
        off();
        this.#dialing.delete(target.peerId);
        reject(new NetworkError(NetworkErrorCode.HANDSHAKE_FAILED, `no hello from ${input} in ${this.init.handshakeTimeoutMs} ms`));
      }, this.init.handshakeTimeoutMs);
      const off = this.on('peer:handshake', (d) => {
        if (d.peerId !== target.peerId) return;
        off();
        this.#dialing.delete(target.peerId);
        this.scheduler.clearTimeout(timer);
        resolve({ peerId: d.peerId, address: d.address });
      });
      this.#send(target, 'dial', () => target.#onDial(this), { reliable: true });
    });
  }

  #onDial(from: SimTransport): void {
    if (!this.#running || this.peerManager.isBlacklistedPeer(from.peerId)) return;
    this.#opened(from, true);
    // The dialler speaks first once it learns the connection is up.
    this.#send(from, 'accept', () => from.#onAccepted(this), { reliable: true });
  }

  #onAccepted(by: SimTransport): void {
    if (!this.#running) return;
    this.#opened(by, false);
    void this.#sendHello(by, true);
  }

  #opened(peer: SimTransport, inbound: boolean): void {
    if (!this.#connections.has(peer.peerId)) this.#connections.set(peer.peerId, { inbound });
    this.peerManager.connected(peer.peerId, inbound, peer.address, inbound ? null : peer.address);
  }

  async #sendHello(to: SimTransport, first: boolean): Promise<void> {
    const bytes = encodeHello(await this.components.peerInfo(), Number(this.address.split(':')[1]), []);
    this.peerManager.traffic(to.peerId, 0, bytes.length);
    this.#send(to, first ? 'hello' : 'hello-reply', () => to.#onHello(this, bytes, first), { reliable: true });
  }

  #onHello(from: SimTransport, bytes: Uint8Array, answer: boolean): void {
    if (!this.#running || !this.#connections.has(from.peerId)) return;
    this.peerManager.traffic(from.peerId, bytes.length, 0);
    let info: RemotePeerInfo;
    try {
      info = decodeHello(bytes).info;
    } catch (err) {
      this.penalise(from.peerId, this.init.penalties[Misbehaviour.MALFORMED_MESSAGE], errorText(err));
      return;
    }
    if (info.genesisBlockId !== this.#genesis) {
      this.peerManager.blacklist(from.peerId, `wrong network: genesis ${info.genesisBlockId}, ours ${this.#genesis}`);
      return;
    }
    const entry = this.peerManager.introduced(from.peerId, info, from.address);
    if (entry == null || !entry.introduced) return;
    this.links.record('hello', `${this.identity.name} ${from.identity.name}`);
    this.emit('peer:handshake', { peerId: from.peerId, address: from.address, inbound: this.#connections.get(from.peerId)!.inbound, info });
    if (answer) void this.#sendHello(from, false);
  }

  /** Drops the connection with a peer on both sides (a reset: both learn at once). */
  hangUp(peerId: string): void {
    const other = this.directory.byPeerId.get(peerId);
    this.#closed(peerId);
    if (other !== undefined) other.#closed(this.peerId);
  }

  #closed(peerId: string): void {
    if (!this.#connections.delete(peerId)) return;
    this.#windows.forget(peerId);
    const entry = this.peerManager.disconnected(peerId);
    this.emit('peer:disconnected', { peerId, address: entry?.address ?? null });
  }

  /** Whether we hold a connection with this peer (introduced or not). */
  isConnected(peerId: string): boolean {
    return this.#connections.has(peerId);
  }

  // ---- gossip -------------------------------------------------------------------------------------

  publishTransaction(bytes: Uint8Array): Promise<number> {
    return this.#publish('transaction', bytes, null);
  }

  publishBlock(bytes: Uint8Array): Promise<number> {
    return this.#publish('block', bytes, null);
  }

  /** Always true: a publication marks the item seen even with no peer (a later copy from a peer
   * is then dropped as seen), and the simulation's runs keep that order of events. */
  hasTransactionSubscribers(): boolean {
    return true;
  }

  meshPeers(_kind: GossipKind): string[] {
    return this.introducedPeers();
  }

  /** Sends raw gossip as this node (the Byzantine scenarios use it to send what no honest node would). */
  async #publish(kind: GossipKind, bytes: Uint8Array, except: string | null, knownId?: string): Promise<number> {
    if (!this.#running) throw new NetworkError(NetworkErrorCode.NOT_STARTED, 'network not started');
    if (bytes.length > this.init.maxMessageSize) {
      throw new NetworkError(NetworkErrorCode.MESSAGE_TOO_LARGE, `${kind} of ${bytes.length} bytes exceeds ${this.init.maxMessageSize}`);
    }
    const id = knownId ?? toHex(sha256(bytes)).slice(0, 16);
    this.#markSeen(id);
    let n = 0;
    for (const peerId of this.introducedPeers()) {
      if (peerId === except) continue;
      const to = this.directory.byPeerId.get(peerId);
      if (to === undefined) continue;
      n++;
      this.#gossipTo(to, kind, bytes, id);
    }
    return n;
  }

  /** Gossip as sent by a misbehaving node: no seen cache, no size check on our side. */
  sendRawGossip(kind: GossipKind, bytes: Uint8Array): number {
    const id = toHex(sha256(bytes)).slice(0, 16);
    let n = 0;
    for (const peerId of this.introducedPeers()) {
      const to = this.directory.byPeerId.get(peerId);
      if (to === undefined) continue;
      n++;
      this.#gossipTo(to, kind, bytes, id);
    }
    return n;
  }

  /** One gossip message to a peer. A peer that has seen it already ignores it on arrival (its
   * seen cache only grows meanwhile), so then the links only draw and count it (`inert`: no
   * delivery to schedule); a link tap counting this link sees every delivery, so then it goes as any other. */
  #gossipTo(to: SimTransport, kind: GossipKind, bytes: Uint8Array, id: string): void {
    const tap = this.directory.tap;
    if (to.#seen.has(id) && (tap === undefined || !tap.watching(this.identity.name, to.identity.name))) this.links.send(this.identity.name, to.identity.name, `${kind} ${id}`, ignore, { inert: true });
    else this.#send(to, `${kind} ${id}`, () => void to.#onGossip(kind, bytes, id, this.peerId));
  }

  #markSeen(id: string): void {
    this.#seen.add(id);
    if (this.#seen.size > SEEN_LIMIT) this.#seen.delete(this.#seen.values().next().value!);
  }

  async #onGossip(kind: GossipKind, bytes: Uint8Array, id: string, from: string): Promise<void> {
    if (!this.#running || !this.#connections.has(from) || this.#seen.has(id)) return;
    this.#markSeen(id);
    const entry = this.peerManager.byPeerId(from);
    if (entry == null || !entry.introduced) {
      this.penalise(from, this.init.penalties[Misbehaviour.NOT_INTRODUCED], `${kind} gossip before hello`);
      return;
    }
    if (bytes.length > this.init.maxMessageSize) {
      this.penalise(from, this.init.penalties[Misbehaviour.OVERSIZED_MESSAGE], `oversized ${kind} gossip (${bytes.length} bytes)`);
      return;
    }
    this.peerManager.traffic(from, bytes.length, 0);
    const handler = kind === 'block' ? this.components.onGossipBlock : this.components.onGossipTransaction;
    let verdict: Verdict;
    try {
      verdict = await handler(bytes, entry.ref);
    } catch (err) {
      verdict = { action: 'ignore', reason: `handler failed: ${errorText(err)}` };
    }
    this.emit('gossip', { kind, peerId: from, size: bytes.length, verdict });
    if (verdict.action === 'accept') {
      // The same bytes: the id they arrived with (no need to hash them again).
      if (this.#running) await this.#publish(kind, bytes, from, id);
    } else if (verdict.action === 'reject') {
      const fallback = this.init.penalties[kind === 'block' ? Misbehaviour.INVALID_BLOCK : Misbehaviour.INVALID_TRANSACTION];
      this.penalise(from, verdict.penalty ?? fallback, `invalid ${kind}: ${verdict.reason}`);
    }
  }

  // ---- requests -----------------------------------------------------------------------------------

  request(peerId: string, protocol: AnyProtocolName, bytes: Uint8Array, timeoutMs = this.init.requestTimeoutMs): Promise<Uint8Array> {
    if (!this.#running) return Promise.reject(new NetworkError(NetworkErrorCode.NOT_STARTED, 'network not started'));
    if (bytes.length > this.init.maxMessageSize) return Promise.reject(new NetworkError(NetworkErrorCode.MESSAGE_TOO_LARGE, `request of ${bytes.length} bytes exceeds ${this.init.maxMessageSize}`));
    const to = this.directory.byPeerId.get(peerId);
    if (to === undefined || !this.peerManager.isIntroduced(peerId) || !this.#connections.has(peerId)) {
      return Promise.reject(new NetworkError(NetworkErrorCode.PEER_NOT_CONNECTED, `peer ${peerId} is not connected or has not introduced itself`));
    }
    this.peerManager.traffic(peerId, 0, bytes.length);
    return new Promise<Uint8Array>((resolve, reject) => {
      let done = false;
      const timer = this.scheduler.setTimeout(() => {
        done = true;
        reject(new NetworkError(NetworkErrorCode.TIMEOUT, `${protocol} to ${peerId} timed out after ${timeoutMs} ms`));
      }, timeoutMs);
      const onAnswer = (a: Answer) => {
        if (done) return;
        done = true;
        this.scheduler.clearTimeout(timer);
        if (a.ok) {
          this.peerManager.traffic(peerId, a.payload.length, 0);
          resolve(a.payload);
        } else reject(new NetworkError(a.code, a.message));
      };
      const reset = () => onAnswer({ ok: false, code: NetworkErrorCode.STREAM_FAILED, message: `${protocol} to ${peerId} failed: stream reset` });
      this.#send(to, `request ${protocol}`, () => {
        void to.#serve(this, protocol, bytes).then((honest) => {
          const shaped = to.answerHook === undefined ? { answer: honest, delayMs: 0 } : to.answerHook(protocol, bytes, honest);
          if (shaped === null) return;
          const respond = () => to.#send(this, `response ${protocol}`, () => {
            if (this.#connections.has(peerId)) onAnswer(shaped.answer);
          }, { onLost: reset });
          if (shaped.delayMs > 0) this.scheduler.setTimeout(respond, shaped.delayMs);
          else respond();
        });
      }, { onLost: reset });
    });
  }

  async #serve(from: SimTransport, protocol: AnyProtocolName, request: Uint8Array): Promise<Answer> {
    const peerId = from.peerId;
    if (!this.#running || !this.#connections.has(peerId)) return { ok: false, code: NetworkErrorCode.STREAM_FAILED, message: 'connection closed' };
    const entry = this.peerManager.byPeerId(peerId);
    if (entry == null || !entry.introduced) {
      this.penalise(peerId, this.init.penalties[Misbehaviour.NOT_INTRODUCED], `request on ${protocol} before hello`);
      return { ok: false, code: NetworkErrorCode.REMOTE_ERROR, message: 'introduce yourself first' };
    }
    if (!this.#windows.allow(peerId)) {
      this.penalise(peerId, this.init.penalties[Misbehaviour.FLOODING], `more than ${this.init.maxRequestsPerSecond} requests/s`);
      return { ok: false, code: NetworkErrorCode.REMOTE_ERROR, message: 'slow down' };
    }
    const handler = this.components.requestHandlers[protocol];
    if (handler == null) return { ok: false, code: NetworkErrorCode.UNSUPPORTED_PROTOCOL, message: `${this.peerId} does not serve ${protocol}` };
    this.peerManager.traffic(peerId, request.length, 0);
    try {
      const payload = await handler(request, entry.ref);
      if (payload.length > this.init.maxMessageSize) return { ok: false, code: NetworkErrorCode.REMOTE_ERROR, message: `response of ${payload.length} bytes exceeds ${this.init.maxMessageSize}` };
      this.peerManager.traffic(peerId, 0, payload.length);
      return { ok: true, payload };
    } catch (err) {
      if (err instanceof PeerMisbehaviourError) this.penalise(peerId, err.penalty, `bad request on ${protocol}: ${err.reason}`);
      return { ok: false, code: NetworkErrorCode.REMOTE_ERROR, message: errorText(err) };
    }
  }

  // ---- peers --------------------------------------------------------------------------------------

  protected onPenalty(peerId: string, points: number, reason: string): void {
    const peer = this.#nameOf(peerId);
    this.links.record('penalty', `${this.identity.name} ${peer} ${points} ${reason}`);
    this.directory.penalties.push({ at: this.scheduler.now(), by: this.identity.name, peer, points, reason });
  }

  /** Every message to a peer: through the run's link tap when one counts them, else straight to the links. */
  #send(to: SimTransport, what: string, deliver: () => void, opts: SendOptions = {}): void {
    const tap = this.directory.tap;
    if (tap === undefined) this.links.send(this.identity.name, to.identity.name, what, deliver, opts);
    else tap.send(this.links, this.identity.name, to.identity.name, what, deliver, opts);
  }

  introducedPeers(): string[] {
    return this.peerManager.entries()
      .filter((e) => e.introduced && e.peerId != null && this.#connections.has(e.peerId))
      .map((e) => e.peerId as string);
  }

  #now(): number {
    return this.components.now?.() ?? this.scheduler.now();
  }

  #nameOf(peerId: string | null): string {
    return (peerId != null ? this.directory.byPeerId.get(peerId)?.identity.name : undefined) ?? peerId ?? '?';
  }
}
