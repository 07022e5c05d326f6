// Errors the sync machine's actors throw. A `PeerFaultError` names the peer whose answer was bad;
// the machine turns it into a penalty or a blacklisting through its named actions, so the actors
// never decide punishments by themselves and the statechart shows every one of them.

export enum SyncErrorCode {
  /** A named actor was not provided (the machine runs only with `.provide()`d actors). */
  NOT_PROVIDED = 'NOT_PROVIDED',
  /** A peer answered with something malformed, inconsistent or invalid. */
  PEER_FAULT = 'PEER_FAULT',
  /** The peer could not be reached or did not answer in time (no penalty). */
  PEER_UNAVAILABLE = 'PEER_UNAVAILABLE',
  /** The peer's chain shares no block with ours within the rollback limit. */
  NO_COMMON_BLOCK = 'NO_COMMON_BLOCK',
  /** Our chain changed under the sync (a forged or gossiped block); the round is abandoned. */
  CHAIN_CHANGED = 'CHAIN_CHANGED',
}

export class SyncError extends Error {
  override readonly name: string = 'SyncError';
  constructor(readonly code: SyncErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** How a faulty peer is punished: misbehaviour points, or a blacklisting outright. */
export type Punishment = { readonly kind: 'penalty'; readonly points: number } | { readonly kind: 'blacklist' };

export class PeerFaultError extends SyncError {
  override readonly name = 'PeerFaultError';
  constructor(
    /** Peers to punish (the supplier of bad data, and the peer that announced it). */
    readonly peerIds: readonly string[],
    readonly reason: string,
    readonly punishment: Punishment,
    options?: { cause?: unknown },
  ) {
    super(SyncErrorCode.PEER_FAULT, `${reason} (from ${peerIds.join(', ')})`, options);
  }
}

export function isPeerFault(err: unknown): err is PeerFaultError {
  return err instanceof PeerFaultError;
}

export function notProvided(name: string): never {
  throw new SyncError(SyncErrorCode.NOT_PROVIDED, `sync actor '${name}' was not provided`);
}
