// Errors of the peer network. Codes are stable strings so the API layer and logs can match on them.

export enum NetworkErrorCode {
  /** start() not called yet, or stop() already called. */
  NOT_STARTED = 'NOT_STARTED',
  ALREADY_STARTED = 'ALREADY_STARTED',
  /** A peer address (host:port or multiaddr) that cannot be parsed. */
  INVALID_ADDRESS = 'INVALID_ADDRESS',
  /** The peer or its address is blacklisted. */
  BLACKLISTED = 'BLACKLISTED',
  /** Dial failed (refused, unreachable, denied by the gater, timed out). */
  DIAL_FAILED = 'DIAL_FAILED',
  /** The connection closed or the hello was refused before the peer introduced itself. */
  HANDSHAKE_FAILED = 'HANDSHAKE_FAILED',
  /** The peer is not connected, or has not introduced itself yet. */
  PEER_NOT_CONNECTED = 'PEER_NOT_CONNECTED',
  UNKNOWN_PEER = 'UNKNOWN_PEER',
  /** A message larger than `maxMessageSize`. */
  MESSAGE_TOO_LARGE = 'MESSAGE_TOO_LARGE',
  /** A message that does not follow the framing or the hello schema. */
  MALFORMED_MESSAGE = 'MALFORMED_MESSAGE',
  /** No handler for a request protocol on this node. */
  UNSUPPORTED_PROTOCOL = 'UNSUPPORTED_PROTOCOL',
  TIMEOUT = 'TIMEOUT',
  /** The remote answered with an error status (its handler failed or it refused us). */
  REMOTE_ERROR = 'REMOTE_ERROR',
  /** The stream broke before a complete response arrived. */
  STREAM_FAILED = 'STREAM_FAILED',
  /** The peer listener could not be opened (address in use, no such interface, ...). */
  LISTEN_FAILED = 'LISTEN_FAILED',
}

export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(readonly code: NetworkErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** libp2p reports a listener that cannot be opened as several lines with stack traces; the
 * operator needs one: where, and the OS's reason (`listen EADDRINUSE: address already in use
 * ...`). Other start failures are returned unchanged. */
export function listenError(where: string, err: unknown): unknown {
  if (!(err instanceof Error) || err.name !== 'UnsupportedListenAddressesError') return err;
  // Each failed address is a line "  /ip4/127.0.0.1/tcp/7876: Error: listen EADDRINUSE: ...".
  const reason = /^\s*\/\S+: (?:\w*Error: )?(.+)$/m.exec(err.message)?.[1] ?? err.message.split('\n')[0];
  return new NetworkError(NetworkErrorCode.LISTEN_FAILED, `peer network cannot listen on ${where}: ${reason}`, { cause: err });
}

/**
 * Thrown by a request handler of the node when the request itself proves the peer misbehaves
 * (e.g. asks for something no honest node would). The network answers with an error status and
 * adds `penalty` points to the peer's score.
 */
export class PeerMisbehaviourError extends Error {
  override readonly name = 'PeerMisbehaviourError';
  constructor(readonly reason: string, readonly penalty: number) {
    super(reason);
  }
}
