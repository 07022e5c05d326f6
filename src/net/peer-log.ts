// The INFO lines an operator reads to follow the peer network: one when a peer is connected (it
// completed its hello: a connection counts only then) and one when it is lost, with why when we
// know it. One line per event: a second connection or a repeated hello of a connected peer says
// nothing, and only a peer announced as connected is announced as lost. The text reads on its
// own; the same facts go in the fields for whoever parses the log:
//   peer connected: 3vPqN8Ht at 127.0.0.1:7876 (out)
//   peer lost: 3vPqN8Ht at 127.0.0.1:7876 (out): blacklisted: invalid block 123: ...
import type { NetLogger } from './interface.js';
import type { PeerEntry } from './peer-entry.js';

/** The last 8 characters of a peer id: the start is the same for every Ed25519 key (12D3KooW). */
export function shortPeerId(peerId: string): string {
  return peerId.length <= 8 ? peerId : peerId.slice(-8);
}

/** Why a peer was lost when nobody told us: the connection closed from the other side or failed. */
export const UNKNOWN_LOSS = 'connection closed';

function describe(entry: PeerEntry): { text: string; fields: Record<string, unknown> } {
  const peerId = entry.peerId ?? '';
  const address = entry.address ?? entry.remoteAddress ?? '';
  const direction = entry.snapshot.context.inbound ? 'in' : 'out';
  return { text: `${shortPeerId(peerId)} at ${address || '?'} (${direction})`, fields: { peerId, address, direction } };
}

export class PeerConnectionLog {
  constructor(private readonly log: NetLogger | undefined, private readonly now: () => number) {}

  /** The peer completed its hello; logs once per connection. */
  connected(entry: PeerEntry): void {
    if (entry.connectedSince != null) return;
    entry.connectedSince = this.now();
    const { text, fields } = describe(entry);
    const info = entry.snapshot.context.info;
    this.log?.info(`peer connected: ${text}`, { ...fields, application: info?.application, version: info?.version });
  }

  /** The peer's last connection closed; logs only for a peer announced as connected. */
  lost(entry: PeerEntry, reason: string): void {
    const since = entry.connectedSince;
    if (since == null) return;
    entry.connectedSince = null;
    const { text, fields } = describe(entry);
    const connectedSeconds = Math.max(0, Math.round((this.now() - since) / 1000));
    this.log?.info(`peer lost: ${text}: ${reason}`, { ...fields, reason, connectedSeconds });
  }
}
