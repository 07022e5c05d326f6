// What the metrics read, as small structural interfaces: the node (node.ts's Node fits), the
// peer network once it runs (net/node-network.ts's NodeNetwork fits), and the handler table's
// names. Everything is read at scrape time; only the API observer works per request.
import type { NodeSystem } from '../actors/system.js';
import type { NodeStats } from '../chain/stats.js';
import type { NetworkParams } from '../domain/network-params.js';
import type { PeerSnapshot } from '../machines/peer/peer-machine.js';

export interface MetricsNode {
  readonly params: Pick<NetworkParams, 'name' | 'epochBeginningMs'>;
  stats(): Promise<NodeStats>;
  readonly system: Pick<NodeSystem, 'ids' | 'get'>;
}

export interface MetricsPeerNetwork {
  readonly network: {
    readonly peerManager: { entries(): ReadonlyArray<{ readonly snapshot: PeerSnapshot }> };
  };
}

export interface MetricsModules {
  readonly node: MetricsNode;
  /** The peer network, when it is running (it starts after the API server). */
  readonly network?: () => MetricsPeerNetwork | undefined;
  /** Every requestType of the handler table: the only values of the requestType label. */
  readonly requestTypes: Iterable<string>;
  /** Reported in the info metric. */
  readonly version: string;
}

/** One actor's figures at scrape time. */
export interface ActorFigures {
  readonly actor: string;
  readonly mailboxDepth: number;
  readonly processed: number;
  readonly failed: number;
}

/** Peer states as the metrics name them (the peer machine's states, blacklisting apart from
 * DISCONNECTED, which getPeers' numeric state folds together). */
export const PEER_STATES = ['non_connected', 'handshaking', 'connected', 'disconnected', 'blacklisted'] as const;
export type PeerStateName = (typeof PEER_STATES)[number];
