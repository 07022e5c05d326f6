// A known peer as the peer table holds it (its machine, its ids) and the Peer object the API
// shows for it (PeerManager.view), apart from the table's indexes and changes (peer-manager.ts).
import type { Actor } from 'xstate';
import { peerStateCode, isBlacklisted, isIntroduced, isConnected, type peerMachine, type PeerStateCode, type PenaltyRecord } from '../machines/peer/peer-machine.js';
import { parseHostPort } from './address.js';

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
  readonly cumulativeDifficulty: string | null;
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
  /** Where the current connection comes from (an inbound peer's ephemeral port). */
  remoteAddress: string | null = null;
  constructor(readonly actor: PeerActor, public source: PeerSource) {}
  get snapshot() {
    return this.actor.getSnapshot();
  }
  get blacklisted(): boolean {
    return isBlacklisted(this.snapshot);
  }
  get introduced(): boolean {
    return isIntroduced(this.snapshot);
  }
  get connected(): boolean {
    return isConnected(this.snapshot);
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
    blockchainState: info?.blockchainState ?? '',
    peerId: entry.peerId,
    cumulativeDifficulty: info?.cumulativeDifficulty.toString() ?? null,
    score: c.score,
    blacklistCause: c.blacklistCause,
    blacklistedUntil: c.blacklistedUntil == null ? null : toTimestamp(c.blacklistedUntil),
    lastPenalties: c.lastPenalties.map((p) => ({ ...p, at: toTimestamp(p.at) })),
  };
}
