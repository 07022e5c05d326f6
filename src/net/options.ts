// Settings of the peer network with their defaults. Tests override the timing ones (port 0, short
// heartbeat) rather than waiting.

/** Kinds of misbehaviour the network itself detects or is told about, each worth some points. */
export enum Misbehaviour {
  INVALID_TRANSACTION = 'INVALID_TRANSACTION',
  INVALID_BLOCK = 'INVALID_BLOCK',
  OVERSIZED_MESSAGE = 'OVERSIZED_MESSAGE',
  MALFORMED_MESSAGE = 'MALFORMED_MESSAGE',
  /** Gossip or a request before the hello. */
  NOT_INTRODUCED = 'NOT_INTRODUCED',
  /** More requests per second than `maxRequestsPerSecond`. */
  FLOODING = 'FLOODING',
  HANDSHAKE_TIMEOUT = 'HANDSHAKE_TIMEOUT',
  /** A request the node's handler judged abusive (PeerMisbehaviourError without own points). */
  BAD_REQUEST = 'BAD_REQUEST',
  /** Two different blocks of one generator on one previous block, both gossiped by the same peer
   * (an honest peer forwards at most the one it accepted). */
  EQUIVOCATION = 'EQUIVOCATION',
}

export type PenaltyTable = Record<Misbehaviour, number>;

export interface NetworkInit {
  /** Interface to listen on. */
  listenHost: string;
  /** Peer port; 0 picks a free one (tests). */
  listenPort: number;
  /** Peers dialled at start: `host`, `host:port` or multiaddrs (`/ip4/1.2.3.4/tcp/7876[/p2p/<id>]`). */
  bootstrapPeers: string[];
  /** Port assumed for a bootstrap peer given as a bare host. */
  defaultPeerPort: number;
  /** 0: every inbound connection is refused (the node still listens, and dials when allowed). */
  maxInboundConnections: number;
  /** Automatic dials stop here; an explicit connect() may go beyond (operator intent). 0: the
   * node dials nobody by itself (no bootstrap, no peer exchange). */
  maxOutboundConnections: number;
  blacklistPeriodMs: number;
  /** Score at which a peer is blacklisted. */
  misbehaviourThreshold: number;
  penalties: PenaltyTable;
  /** Penalty records kept per peer for operators. */
  maxPenaltyRecords: number;
  /** A connected peer must complete the hello within this time or be dropped. */
  handshakeTimeoutMs: number;
  /** Default timeout of request(). */
  requestTimeoutMs: number;
  dialTimeoutMs: number;
  /** Largest request, response or gossip payload, in bytes. */
  maxMessageSize: number;
  /** Requests a peer may send per second before it is penalised for flooding. */
  maxRequestsPerSecond: number;
  /** Addresses offered in a hello or a peers answer. */
  maxSharedPeers: number;
  /** Known peers kept at most; addresses offered by peer exchange beyond it are dropped. */
  maxKnownPeers: number;
  /** Period of the maintenance task: dial up to the outbound limit, ask a peer for more peers. */
  maintenanceIntervalMs: number;
  /** Minimum time between two automatic dials of the same address. */
  redialIntervalMs: number;
  /** gossipsub heartbeat; mesh repair and gossip emission happen on it. */
  gossipHeartbeatIntervalMs: number;
  /** libp2p refuses more new inbound connections per second from one host (loopback simulations raise it). */
  inboundConnectionsPerSecondPerHost: number;
}

export const DEFAULT_PEER_PORT = 7876;

export const DEFAULT_PENALTIES: PenaltyTable = {
  [Misbehaviour.INVALID_TRANSACTION]: 10,
  [Misbehaviour.INVALID_BLOCK]: 50,
  [Misbehaviour.OVERSIZED_MESSAGE]: 50,
  [Misbehaviour.MALFORMED_MESSAGE]: 50,
  [Misbehaviour.NOT_INTRODUCED]: 5,
  [Misbehaviour.FLOODING]: 20,
  [Misbehaviour.HANDSHAKE_TIMEOUT]: 10,
  [Misbehaviour.BAD_REQUEST]: 20,
  // Twice blacklists: a single pair could come from an operator's popOff and a re-forge.
  [Misbehaviour.EQUIVOCATION]: 50,
};

export const DEFAULT_NETWORK_INIT: Readonly<NetworkInit> = Object.freeze({
  listenHost: '127.0.0.1',
  listenPort: DEFAULT_PEER_PORT,
  bootstrapPeers: [],
  defaultPeerPort: DEFAULT_PEER_PORT,
  maxInboundConnections: 30,
  maxOutboundConnections: 10,
  blacklistPeriodMs: 10 * 60_000,
  misbehaviourThreshold: 100,
  penalties: DEFAULT_PENALTIES,
  maxPenaltyRecords: 10,
  handshakeTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  dialTimeoutMs: 10_000,
  maxMessageSize: 8 * 1024 * 1024,
  maxRequestsPerSecond: 50,
  maxSharedPeers: 50,
  maxKnownPeers: 2_000,
  maintenanceIntervalMs: 10_000,
  redialIntervalMs: 30_000,
  gossipHeartbeatIntervalMs: 1_000,
  inboundConnectionsPerSecondPerHost: 5,
});

export type NetworkInitInput = Partial<Omit<NetworkInit, 'penalties'>> & { penalties?: Partial<PenaltyTable> };

/** Fills in defaults and checks the numbers that would make the network misbehave. */
export function resolveNetworkInit(input: NetworkInitInput = {}): NetworkInit {
  const init: NetworkInit = {
    ...DEFAULT_NETWORK_INIT,
    ...input,
    bootstrapPeers: [...(input.bootstrapPeers ?? DEFAULT_NETWORK_INIT.bootstrapPeers)],
    penalties: { ...DEFAULT_PENALTIES, ...input.penalties },
  };
  // 0 is a real choice for the peer limits (an isolated node, or one that only dials out).
  for (const key of ['maxInboundConnections', 'maxOutboundConnections'] as const) {
    const v = init[key];
    if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`network option ${key} must be a whole number, 0 or more`);
  }
  const positive: Array<keyof NetworkInit> = [
    'blacklistPeriodMs', 'misbehaviourThreshold',
    'handshakeTimeoutMs', 'requestTimeoutMs', 'dialTimeoutMs', 'maxMessageSize', 'maxRequestsPerSecond',
    'maintenanceIntervalMs', 'redialIntervalMs', 'gossipHeartbeatIntervalMs', 'inboundConnectionsPerSecondPerHost',
    'maxPenaltyRecords', 'maxKnownPeers',
  ];
  for (const key of positive) {
    const v = init[key];
    if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) throw new RangeError(`network option ${key} must be a positive number`);
  }
  // The blacklist period runs as a timer; Node fires delays above 2^31-1 ms at once.
  if (init.blacklistPeriodMs > 2 ** 31 - 1) throw new RangeError('network option blacklistPeriodMs must be at most 2^31-1 ms (about 24.8 days)');
  if (!Number.isInteger(init.listenPort) || init.listenPort < 0 || init.listenPort > 65535) {
    throw new RangeError('network option listenPort must be 0..65535');
  }
  return init;
}
