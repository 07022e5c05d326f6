// A known peer as the peer table holds it (its machine, its ids, what it reported of its chain)
// and the Peer object the API shows for it (PeerManager.view), apart from the table's indexes and
// changes (peer-manager.ts).
import type { Actor } from 'xstate';
import { peerStateCode, isBlacklisted, isIntroduced, isConnected, type peerMachine, type PeerStateCode, type PenaltyRecord } from '../machines/peer/peer-machine.js';
import { parseHostPort } from './address.js';
import type { PeerChainStatus } from './peer-chain.js';
import type { KnownPeerAddress } from './interface.js';

export type PeerSource = 'bootstrap' | 'stored' | 'exchange' | 'inbound' | 'operator';

/** The spec's Peer object plus what an operator needs to see why a peer was dropped. */
export interface PeerView {
  /** Host (IP or name); the port is separate, as in the older nodes. */
  readonly address: string;
  readonly port: number;
  readonly state: PeerStateCode;
  readonly announcedAddress: string;
  readonly shareAddress: boolean;
  readonly downloadedVolume: number;
  readonly uploadedVolume: number;
  readonly application: string;
  readonly version: string;
  readonly platform: string;
  readonly apiPort: number;
  readonly apiSSLPort: number;
  readonly blacklisted: boolean;
  readonly lastUpdated: number;
  readonly lastConnectAttempt: number;
  readonly inbound: boolean;
  readonly services: string[];
  readonly blockchainState: string;
  // Beyond the spec's table:
  readonly peerId: string | null;
  /** As the peer last reported it (hello, answers, gossip: peer-chain.ts); null before its hello. */
  readonly cumulativeDifficulty: string | null;
  /** Its chain's height as it last reported it; null until an answer or a block tells it. */
  readonly height: number | null;
  readonly score: number;
  readonly blacklistCause: string | null;
  readonly blacklistedUntil: number | null;
  readonly lastPenalties: PenaltyRecord[];
}

export interface PeerFilter {
  state?: PeerStateCode;
  /** Only peers that are connected (handshaking or introduced). */
  active?: boolean;
  /** Only peers announcing this service. */
  service?: string;
  /** Only peers that connected to us. */
  inbound?: boolean;
}

/** One entry of the debug snapshot (getActorState). */
export interface PeerMachineDebug {
  readonly peerId: string | null;
  readonly address: string | null;
  readonly source: PeerSource;
  readonly value: unknown;
  readonly context: Record<string, unknown>;
}

type PeerActor = Actor<typeof peerMachine>;

export class PeerEntry {
  peerId: string | null = null;
  /** Canonical `host:port` (listening address) once known. */
  address: string | null = null;
  /** Where the last connection came from (an inbound peer's ephemeral port). Kept after it
   * closes: a peer dropped before its hello named its listening address is shown (and found)
   * by where it connected from. */
  remoteAddress: string | null = null;
  /** Its chain as it reported it since its last hello (peer-chain.ts). */
  chain: PeerChainStatus | null = null;
  /** When its connection was announced in the log (introduced), until its loss was: one line each. */
  connectedSince: number | null = null;
  readonly #actor: PeerActor;
  /** Traffic counted since the machine was last told (see `traffic`). */
  #downloaded = 0;
  #uploaded = 0;
  #trafficAt = 0;
  #trafficPending = false;

  constructor(actor: PeerActor, public source: PeerSource) {
    this.#actor = actor;
  }

  /**
   * The peer's machine, told first of the traffic counted since (so that whoever reads or sends
   * to it sees the same context as if each message had been a TRAFFIC event of its own).
   */
  get actor(): PeerActor {
    this.#flushTraffic();
    return this.#actor;
  }

  get snapshot() {
    return this.actor.getSnapshot();
  }

  /**
   * Counts a message's bytes. Every request, answer and gossip message counts on both sides, and
   * an XState transition per message cost more than the rest of the peer table together (the
   * simulation's profile: ~8% of a 20-node run), so the sums wait here and reach the machine as
   * one TRAFFIC event (the sums, the last message's time) before anything else reads or changes
   * it: `countTraffic` adds the volumes and sets lastUpdated to the event's time in every state,
   * so one event with the sums leaves the same context as the events one by one.
   */
  traffic(downloaded: number, uploaded: number, at: number): void {
    this.#downloaded += downloaded;
    this.#uploaded += uploaded;
    this.#trafficAt = at;
    this.#trafficPending = true;
  }

  #flushTraffic(): void {
    if (!this.#trafficPending) return;
    this.#trafficPending = false;
    const event = { type: 'TRAFFIC' as const, downloaded: this.#downloaded, uploaded: this.#uploaded, at: this.#trafficAt };
    this.#downloaded = 0;
    this.#uploaded = 0;
    this.#actor.send(event);
  }

  // The state value alone (TRAFFIC never changes it): no need to tell the machine the traffic.
  get blacklisted(): boolean {
    return isBlacklisted(this.#actor.getSnapshot());
  }
  get introduced(): boolean {
    return isIntroduced(this.#actor.getSnapshot());
  }
  get connected(): boolean {
    return isConnected(this.#actor.getSnapshot());
  }
  /** Reference handed to the node's callbacks. */
  get ref(): { peerId: string; address: string | null } {
    return { peerId: this.peerId ?? '', address: this.address };
  }
}

/** The Peer object of an entry (PeerManager.view). */
export function peerView(entry: PeerEntry, defaultPeerPort: number, toTimestamp: (ms: number) => number): PeerView {
  const s = entry.snapshot;
  const c = s.context;
  const info = c.info;
  const where = entry.address ?? entry.remoteAddress;
  let host = '';
  let port = 0;
  if (where != null) {
    const parsed = parseHostPort(where, defaultPeerPort);
    host = parsed.host;
    port = parsed.port;
  }
  const ts = (ms: number) => (ms === 0 ? 0 : toTimestamp(ms));
  return {
    address: host,
    port,
    state: peerStateCode(s),
    announcedAddress: info?.announcedAddress ?? '',
    shareAddress: info?.shareAddress ?? false,
    downloadedVolume: c.downloadedVolume,
    uploadedVolume: c.uploadedVolume,
    application: info?.application ?? '',
    version: info?.version ?? '',
    platform: info?.platform ?? '',
    apiPort: info?.apiPort ?? 0,
    apiSSLPort: info?.apiSSLPort ?? 0,
    blacklisted: isBlacklisted(s),
    lastUpdated: ts(c.lastUpdated),
    lastConnectAttempt: ts(c.lastConnectAttempt),
    inbound: c.inbound,
    services: [...(info?.services ?? [])],
    blockchainState: entry.chain?.blockchainState ?? info?.blockchainState ?? '',
    peerId: entry.peerId,
    cumulativeDifficulty: (entry.chain?.cumulativeDifficulty ?? info?.cumulativeDifficulty)?.toString() ?? null,
    height: entry.chain?.height ?? null,
    score: c.score,
    blacklistCause: c.blacklistCause,
    blacklistedUntil: c.blacklistedUntil == null ? null : toTimestamp(c.blacklistedUntil),
    lastPenalties: c.lastPenalties.map((p) => ({ ...p, at: toTimestamp(p.at) })),
  };
}

export function matchesFilter(entry: PeerEntry, view: PeerView, filter: PeerFilter): boolean {
  if (filter.active === true && !entry.connected) return false;
  if (filter.active === false && entry.connected) return false;
  if (filter.state != null && view.state !== filter.state) return false;
  if (filter.service != null && !view.services.includes(filter.service)) return false;
  if (filter.inbound != null && view.inbound !== filter.inbound) return false;
  return true;
}

/** One entry of the debug snapshot: bigints as decimal strings, so it serialises. */
export function peerDebug(entry: PeerEntry): PeerMachineDebug {
  const s = entry.snapshot;
  const { info, ...rest } = s.context;
  const chain = entry.chain;
  return {
    peerId: entry.peerId,
    address: entry.address,
    source: entry.source,
    value: s.value,
    context: {
      ...rest,
      info: info == null ? null : { ...info, cumulativeDifficulty: info.cumulativeDifficulty.toString() },
      chain: chain == null ? null : { ...chain, cumulativeDifficulty: chain.cumulativeDifficulty.toString() },
    },
  };
}

/** Introduced peers that allow their address to be shared, for peer exchange. */
export function sharedPeers(entries: Iterable<PeerEntry>, excludePeerId: string | null, max: number): KnownPeerAddress[] {
  const out: KnownPeerAddress[] = [];
  for (const e of entries) {
    if (out.length >= max) break;
    const info = e.snapshot.context.info;
    if (!e.introduced || e.peerId == null || e.address == null || e.peerId === excludePeerId) continue;
    if (info == null || !info.shareAddress) continue;
    out.push({ address: e.address, peerId: e.peerId });
  }
  return out;
}

/** Known, dialable, not connected, not blacklisted, not tried within `redialIntervalMs`. Oldest attempt first. */
export function dialCandidates(
  entries: Iterable<PeerEntry>, now: number, redialIntervalMs: number, limit: number, exclude: ReadonlySet<string>,
): PeerEntry[] {
  return [...entries]
    .filter((e) => e.address != null && !e.connected && !e.blacklisted && !exclude.has(e.address)
      && (e.peerId == null || !exclude.has(e.peerId))
      && (e.snapshot.context.lastConnectAttempt === 0 || now - e.snapshot.context.lastConnectAttempt >= redialIntervalMs))
    .sort((a, b) => a.snapshot.context.lastConnectAttempt - b.snapshot.context.lastConnectAttempt)
    .slice(0, Math.max(0, limit));
}

/** A known peer's persisted record (KnownPeerStore): `{address, peerId}` JSON. */
export function encodeStoredPeer(address: string, peerId: string | null): Uint8Array {
  return new TextEncoder().encode(JSON.stringify({ address, peerId }));
}

/** The peer id of a persisted record (null when it has none); throws on a broken record. */
export function decodeStoredPeer(bytes: Uint8Array): string | null {
  const rec = JSON.parse(new TextDecoder().decode(bytes)) as { peerId?: unknown };
  return typeof rec.peerId === 'string' ? rec.peerId : null;
}
