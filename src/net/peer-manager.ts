// Owns one peer machine per known peer and the indexes to find it by peer id or by `host:port`.
// The network feeds it connection events, hellos, traffic, penalties and what peers report of
// their chains; operators (through the peer manager actor) read Peer objects and snapshots from
// it. It dispatches 'blacklisted' and 'released' events so the network can hang up on a peer the
// moment its machine blacklists it, and logs each peer connected and lost (peer-log.ts).
import { createActor, type AnyActorRef, type ActorOptions } from 'xstate';
import { peerMachine, isBlacklisted } from '../machines/peer/peer-machine.js';
import {
  PeerEntry, decodeStoredPeer, dialCandidates, encodeStoredPeer, matchesFilter, peerDebug, peerView, sharedPeers,
  type PeerFilter, type PeerMachineDebug, type PeerView,
} from './peer-entry.js';
import { advanceChain, chainFromHello, type PeerChainReport } from './peer-chain.js';
import { PeerConnectionLog, UNKNOWN_LOSS } from './peer-log.js';
import { formatAddress, hostOf, isPeerIdString, parseHostPort } from './address.js';
import type { KnownPeerAddress, KnownPeerStore, NetLogger, RemotePeerInfo } from './interface.js';

export type { PeerSource } from './peer-entry.js';
export { PeerEntry, type PeerFilter, type PeerMachineDebug, type PeerView };
import type { PeerSource } from './peer-entry.js';

export interface PeerManagerOptions {
  misbehaviourThreshold: number;
  blacklistPeriodMs: number;
  maxPenaltyRecords: number;
  defaultPeerPort: number;
}

export interface PeerManagerModules {
  readonly store?: KnownPeerStore;
  readonly logger?: NetLogger;
  /** Wall clock in ms (event timestamps). */
  readonly now?: () => number;
  /** Timer source of the machines (blacklist periods); XState's SimulatedClock in tests. */
  readonly clock?: ActorOptions<typeof peerMachine>['clock'];
  /** Turns ms since the Unix epoch into the timestamps shown in Peer objects (default: Unix seconds). */
  readonly toTimestamp?: (ms: number) => number;
}

export class PeerManager extends EventTarget {
  /** A copy: the blacklist period may change at run time (setBlacklistPeriod). */
  readonly #opts: PeerManagerOptions;
  readonly #store?: KnownPeerStore;
  readonly #log?: NetLogger;
  readonly #now: () => number;
  readonly #clock?: ActorOptions<typeof peerMachine>['clock'];
  readonly #toTimestamp: (ms: number) => number;
  readonly #entries = new Set<PeerEntry>();
  readonly #byPeerId = new Map<string, PeerEntry>();
  readonly #byAddress = new Map<string, PeerEntry>();
  readonly #connections: PeerConnectionLog;

  constructor(opts: PeerManagerOptions, modules: PeerManagerModules = {}) {
    super();
    this.#opts = { ...opts };
    this.#store = modules.store;
    this.#log = modules.logger;
    this.#now = modules.now ?? Date.now;
    this.#clock = modules.clock;
    this.#toTimestamp = modules.toTimestamp ?? ((ms) => Math.floor(ms / 1000));
    this.#connections = new PeerConnectionLog(modules.logger, this.#now);
  }

  // ---- lookups -------------------------------------------------------------------------------

  /**
   * By peer id, `host:port`, multiaddr-free address forms (`[::1]:7876`) or a bare host (default
   * port); last, by the address a peer without a listening address connected from (one dropped
   * before its hello).
   */
  get(key: string): PeerEntry | undefined {
    const byId = this.#byPeerId.get(key);
    if (byId != null) return byId;
    const address = this.#normalise(key);
    if (address == null) return undefined;
    const known = this.#byAddress.get(address);
    if (known != null) return known;
    for (const e of this.#entries) if (e.address == null && e.remoteAddress === address) return e;
    return undefined;
  }

  byPeerId(peerId: string): PeerEntry | undefined {
    return this.#byPeerId.get(peerId);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** How long a blacklisting lasts from now on, for every known peer and those met later; a
   * blacklisting in progress keeps the end it was given. */
  setBlacklistPeriod(ms: number): void {
    // Timers longer than 2^31-1 ms fire at once in Node: such a period would lift a ban at once.
    if (!Number.isInteger(ms) || ms <= 0 || ms > 2 ** 31 - 1) throw new RangeError(`blacklist period must be a whole number of ms from 1 to 2^31-1, got ${ms}`);
    this.#opts.blacklistPeriodMs = ms;
    for (const entry of this.#entries) entry.actor.send({ type: 'SET_BLACKLIST_PERIOD', ms });
  }

  get blacklistPeriodMs(): number {
    return this.#opts.blacklistPeriodMs;
  }

  entries(): PeerEntry[] {
    return [...this.#entries];
  }

  isIntroduced(peerId: string): boolean {
    return this.#byPeerId.get(peerId)?.introduced ?? false;
  }

  isBlacklistedPeer(peerId: string): boolean {
    return this.#byPeerId.get(peerId)?.blacklisted ?? false;
  }

  isBlacklistedAddress(host: string, port: number): boolean {
    return this.#byAddress.get(formatAddress(host, port))?.blacklisted ?? false;
  }

  /** Peers connected in one direction (handshaking or introduced). */
  connectedCount(inbound: boolean): number {
    let n = 0;
    for (const e of this.#entries) if (e.connected && e.snapshot.context.inbound === inbound) n++;
    return n;
  }

  /** Introduced peers that allow their address to be shared, for peer exchange. */
  sharedPeers(excludePeerId: string | null, max: number): KnownPeerAddress[] {
    return sharedPeers(this.#entries, excludePeerId, max);
  }

  /** Known, dialable, not connected, not blacklisted, not tried within `redialIntervalMs`. Oldest attempt first. */
  dialCandidates(redialIntervalMs: number, limit: number, exclude: ReadonlySet<string>): PeerEntry[] {
    return dialCandidates(this.#entries, this.#now(), redialIntervalMs, limit, exclude);
  }

  // ---- changes -------------------------------------------------------------------------------

  /** Loads persisted peers as NON_CONNECTED entries. */
  async load(): Promise<number> {
    if (this.#store == null) return 0;
    let n = 0;
    for (const [address, bytes] of await this.#store.loadAll()) {
      try {
        const peerId = decodeStoredPeer(bytes);
        if (this.#normalise(address) == null) throw new Error('bad address');
        this.addAddress(address, peerId, 'stored');
        n++;
      } catch (err) {
        this.#log?.warn(`ignoring stored peer ${address}: ${(err as Error).message}`);
      }
    }
    return n;
  }

  /**
   * Makes an address known (bootstrap, peer exchange, operator). Returns the entry and whether it
   * is new. An address that is already known keeps its entry; a peer id is attached when learnt.
   */
  addAddress(address: string, peerId: string | null, source: PeerSource): { entry: PeerEntry; added: boolean } {
    const canonical = this.#normalise(address);
    if (canonical == null) throw new RangeError(`bad peer address ${address}`);
    const atAddress = this.#byAddress.get(canonical);
    const withId = peerId == null ? undefined : this.#byPeerId.get(peerId);
    if (atAddress != null) {
      if (peerId != null && atAddress.peerId == null && withId == null) this.#bindPeerId(atAddress, peerId);
      return { entry: atAddress, added: false };
    }
    if (withId != null) {
      if (withId.address == null) this.#bindAddress(withId, canonical);
      return { entry: withId, added: false };
    }
    const entry = this.#create(source);
    this.#bindAddress(entry, canonical);
    if (peerId != null) this.#bindPeerId(entry, peerId);
    return { entry, added: true };
  }

  connectAttempt(entry: PeerEntry): void {
    entry.actor.send({ type: 'CONNECT_ATTEMPT', at: this.#now() });
  }

  /**
   * A connection to `peerId` opened. For an outbound connection `dialledAddress` ties the peer id to
   * the address we dialled; an inbound peer gets its canonical address only from its hello.
   */
  connected(peerId: string, inbound: boolean, remoteAddress: string | null, dialledAddress: string | null): PeerEntry {
    let entry = this.#byPeerId.get(peerId);
    if (entry == null && dialledAddress != null) {
      const atAddress = this.#byAddress.get(dialledAddress);
      if (atAddress != null && atAddress.peerId == null) {
        entry = atAddress;
        this.#bindPeerId(entry, peerId);
      }
    }
    if (entry == null) {
      entry = this.#create(inbound ? 'inbound' : 'operator');
      this.#bindPeerId(entry, peerId);
      if (dialledAddress != null && !this.#byAddress.has(dialledAddress)) this.#bindAddress(entry, dialledAddress);
    }
    entry.remoteAddress = remoteAddress;
    // A second connection to a connected peer changes nothing.
    if (!entry.connected) entry.actor.send({ type: 'CONNECTED', inbound, at: this.#now() });
    return entry;
  }

  /** The peer introduced itself (same network). `address` is its canonical listening address. */
  introduced(peerId: string, info: RemotePeerInfo, address: string): PeerEntry | undefined {
    const entry = this.setAddress(peerId, address);
    if (entry == null) return undefined;
    const at = this.#now();
    entry.actor.send({ type: 'HANDSHAKE_OK', info, at });
    if (entry.introduced) {
      // A first hello starts afresh (a reconnected peer may have moved either way); a repeated
      // one on a second connection is one more report, forward only like the others.
      const repeated = entry.chain != null && entry.connectedSince != null;
      entry.chain = repeated ? advanceChain(entry.chain!, info, at) ?? entry.chain : chainFromHello(info, at);
      this.#persist(entry);
      this.#connections.connected(entry);
    }
    return entry;
  }

  /**
   * What a peer reported of its chain since its hello (an answer to a sync request, a gossiped
   * block we could place): moves its Peer object forward, never back (peer-chain.ts). Returns
   * whether anything changed.
   */
  reportedChain(peerId: string, report: PeerChainReport): boolean {
    const entry = this.#byPeerId.get(peerId);
    if (entry?.chain == null) return false;
    const next = advanceChain(entry.chain, report, this.#now());
    if (next == null) return false;
    entry.chain = next;
    return true;
  }

  /**
   * Ties a peer to its canonical listening address (from its hello). Also used for peers we refuse,
   * so that dialling their address is refused as well.
   */
  setAddress(peerId: string, address: string): PeerEntry | undefined {
    const entry = this.#byPeerId.get(peerId);
    if (entry == null || entry.address === address) return entry;
    const other = this.#byAddress.get(address);
    let ban: string | null = null;
    if (other != null && other !== entry) {
      if (other.peerId == null) {
        // The address we knew without an id is this peer: fold the two entries into one. A ban
        // on the address (an operator may blacklist host:port before the peer's hello tells us
        // who listens there) passes to the peer, or its hello would lift it.
        if (other.blacklisted) ban = other.snapshot.context.blacklistCause ?? 'blacklisted address';
        this.#drop(other);
      } else {
        // Another identity used to listen there (e.g. a node restarted with a new key).
        this.#byAddress.delete(address);
        other.address = null;
      }
    }
    if (entry.address != null) this.#byAddress.delete(entry.address);
    this.#bindAddress(entry, address);
    if (ban != null && !entry.blacklisted) entry.actor.send({ type: 'BLACKLIST', reason: ban, at: this.#now() });
    return entry;
  }

  /** The peer's last connection closed; `reason` is why, when we hung up (the log says it). */
  disconnected(peerId: string, reason?: string): PeerEntry | undefined {
    const entry = this.#byPeerId.get(peerId);
    if (entry == null) return undefined;
    entry.actor.send({ type: 'DISCONNECTED', at: this.#now() });
    const banned = entry.blacklisted ? `blacklisted: ${entry.snapshot.context.blacklistCause ?? ''}` : null;
    this.#connections.lost(entry, reason ?? banned ?? UNKNOWN_LOSS);
    return entry;
  }

  traffic(peerId: string, downloaded: number, uploaded: number): void {
    this.#byPeerId.get(peerId)?.traffic(downloaded, uploaded, this.#now());
  }

  /** Adds penalty points. Returns false when the peer is unknown. */
  misbehaved(key: string, points: number, reason: string): boolean {
    const entry = this.get(key);
    if (entry == null) return false;
    entry.actor.send({ type: 'MISBEHAVED', points, reason, at: this.#now() });
    return true;
  }

  /**
   * Blacklists by peer id, `host:port`, or bare host (every known peer on that host, or the host's
   * default port when none is known). Unknown addresses get an entry so the ban holds when they
   * show up. Returns the entries blacklisted.
   */
  blacklist(key: string, reason: string): PeerEntry[] {
    const targets = this.#resolveForBan(key);
    for (const e of targets) e.actor.send({ type: 'BLACKLIST', reason, at: this.#now() });
    return targets;
  }

  unblacklist(key: string): PeerEntry[] {
    const targets = this.#resolveForBan(key, false);
    for (const e of targets) e.actor.send({ type: 'UNBLACKLIST', at: this.#now() });
    return targets;
  }

  /** Forgets the persisted record of a peer (e.g. it belongs to another network). */
  forget(entry: PeerEntry): void {
    if (entry.address != null && this.#store != null) {
      this.#store.remove(entry.address).catch((err: unknown) => this.#log?.warn(`removing peer ${entry.address}: ${String(err)}`));
    }
  }

  /**
   * Stops every machine (and so every blacklist timer) and forgets them; a later load() starts
   * again from the store. Blacklists do not outlive the process, as in the older nodes.
   */
  stop(): void {
    for (const e of this.#entries) e.actor.stop();
    this.#entries.clear();
    this.#byPeerId.clear();
    this.#byAddress.clear();
  }

  // ---- views ---------------------------------------------------------------------------------

  view(entry: PeerEntry): PeerView {
    return peerView(entry, this.#opts.defaultPeerPort, this.#toTimestamp);
  }

  list(filter: PeerFilter = {}): PeerView[] {
    const out: PeerView[] = [];
    for (const e of this.#entries) {
      const v = this.view(e);
      if (matchesFilter(e, v, filter)) out.push(v);
    }
    return out;
  }

  /** State value and context of every peer machine (and its reported chain), for the debug API. */
  debugSnapshot(): PeerMachineDebug[] {
    return [...this.#entries].map(peerDebug);
  }

  /** The machines themselves, for an actor system's inspection. */
  actors(): AnyActorRef[] {
    return [...this.#entries].map((e) => e.actor);
  }

  // ---- internals -----------------------------------------------------------------------------

  #normalise(address: string): string | null {
    try {
      const { host, port } = parseHostPort(address, this.#opts.defaultPeerPort);
      return formatAddress(host, port);
    } catch {
      return null;
    }
  }

  #create(source: PeerSource): PeerEntry {
    const actor = createActor(peerMachine, {
      // An explicit `clock: undefined` would replace XState's default timer source.
      ...(this.#clock == null ? {} : { clock: this.#clock }),
      input: {
        threshold: this.#opts.misbehaviourThreshold,
        blacklistPeriodMs: this.#opts.blacklistPeriodMs,
        maxPenaltyRecords: this.#opts.maxPenaltyRecords,
      },
    });
    const entry = new PeerEntry(actor, source);
    let wasBlacklisted = false;
    actor.subscribe((snapshot) => {
      const now = isBlacklisted(snapshot);
      if (now === wasBlacklisted) return;
      wasBlacklisted = now;
      const detail = { entry, cause: snapshot.context.blacklistCause ?? '' };
      this.dispatchEvent(new CustomEvent(now ? 'blacklisted' : 'released', { detail }));
    });
    actor.start();
    this.#entries.add(entry);
    return entry;
  }

  #drop(entry: PeerEntry): void {
    entry.actor.stop();
    this.#entries.delete(entry);
    if (entry.peerId != null && this.#byPeerId.get(entry.peerId) === entry) this.#byPeerId.delete(entry.peerId);
    if (entry.address != null && this.#byAddress.get(entry.address) === entry) this.#byAddress.delete(entry.address);
  }

  #bindPeerId(entry: PeerEntry, peerId: string): void {
    entry.peerId = peerId;
    this.#byPeerId.set(peerId, entry);
  }

  #bindAddress(entry: PeerEntry, address: string): void {
    entry.address = address;
    this.#byAddress.set(address, entry);
  }

  #resolveForBan(key: string, create = true): PeerEntry[] {
    const direct = this.get(key);
    if (isPeerIdString(key)) {
      if (direct != null) return [direct];
      if (!create) return [];
      const entry = this.#create('operator');
      this.#bindPeerId(entry, key);
      return [entry];
    }
    const isBareHost = !key.startsWith('[') && key.split(':').length === 1;
    if (isBareHost) {
      const host = hostOf(key);
      const sameHost = [...this.#entries].filter((e) => (e.address != null && hostOf(e.address) === host));
      if (sameHost.length > 0) return sameHost;
    }
    if (direct != null) return [direct];
    if (!create || this.#normalise(key) == null) return [];
    return [this.addAddress(key, null, 'operator').entry];
  }

  #persist(entry: PeerEntry): void {
    if (this.#store == null || entry.address == null) return;
    this.#store.save(entry.address, encodeStoredPeer(entry.address, entry.peerId))
      .catch((err: unknown) => this.#log?.warn(`saving peer ${entry.address}: ${String(err)}`));
  }
}
