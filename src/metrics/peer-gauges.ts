// Peers by state, counted over the peer manager's machines at scrape time. Every state always has
// a series (0 when no peer is in it), so a graph or an alert never sees a state vanish.
import { Gauge, type Registry } from 'prom-client';
import type { PeerSnapshot } from '../machines/peer/peer-machine.js';
import { PEER_STATES, type MetricsPeerNetwork, type PeerStateName } from './interface.js';

/** The metrics' name of a peer machine's state. */
export function peerStateName(snapshot: PeerSnapshot): PeerStateName {
  if (snapshot.matches('BLACKLISTED')) return 'blacklisted';
  if (snapshot.matches({ CONNECTED: 'introduced' })) return 'connected';
  if (snapshot.matches('CONNECTED')) return 'handshaking';
  if (snapshot.matches('DISCONNECTED')) return 'disconnected';
  return 'non_connected';
}

/** Known peers per state; all zero when the network is not running. */
export function peerCounts(network: MetricsPeerNetwork | undefined): Record<PeerStateName, number> {
  const counts = Object.fromEntries(PEER_STATES.map((s) => [s, 0])) as Record<PeerStateName, number>;
  if (network === undefined) return counts;
  for (const entry of network.network.peerManager.entries()) counts[peerStateName(entry.snapshot)]++;
  return counts;
}

export class PeerGauges {
  private readonly peers: Gauge<'state'>;

  constructor(prefix: string, modules: { readonly registry: Registry }) {
    this.peers = new Gauge({
      name: `${prefix}peers`,
      help: 'Known peers by state: non_connected, handshaking (connected, hello not yet exchanged), connected (introduced), disconnected, blacklisted.',
      labelNames: ['state'],
      registers: [modules.registry],
    });
  }

  update(counts: Readonly<Record<PeerStateName, number>>): void {
    for (const state of PEER_STATES) this.peers.set({ state }, counts[state]);
  }
}
