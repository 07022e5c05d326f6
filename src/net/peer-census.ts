// The peer manager actor's domain state for the debug view (getActorState): how many known peers
// are in each state of their machine. Read from the machines' snapshots only (no dial, no store),
// so it is safe to call outside the actor's mailbox.
import type { PeerManager } from './peer-manager.js';

export interface PeerCensus {
  /** Known peers (every entry of the peer table). */
  readonly known: number;
  /** By peer machine state: introduced (hello exchanged: what getPeers calls CONNECTED),
   * handshaking, nonConnected, disconnected, blacklisted. */
  readonly byState: {
    readonly introduced: number;
    readonly handshaking: number;
    readonly nonConnected: number;
    readonly disconnected: number;
    readonly blacklisted: number;
  };
  /** Connected peers that dialled us. */
  readonly inbound: number;
}

export function peerCensus(peers: PeerManager): PeerCensus {
  const byState = { introduced: 0, handshaking: 0, nonConnected: 0, disconnected: 0, blacklisted: 0 };
  let inbound = 0;
  let known = 0;
  for (const entry of peers.entries()) {
    known++;
    const s = entry.snapshot;
    if (s.matches('BLACKLISTED')) byState.blacklisted++;
    else if (s.matches('DISCONNECTED')) byState.disconnected++;
    else if (s.matches({ CONNECTED: 'introduced' })) byState.introduced++;
    else if (s.matches('CONNECTED')) byState.handshaking++;
    else byState.nonConnected++;
    if (s.matches('CONNECTED') && s.context.inbound) inbound++;
  }
  return { known, byState, inbound };
}
