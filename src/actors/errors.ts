// Errors raised by the actor framework itself. A handler's own errors never pass through here:
// they reach the caller unchanged (same class, same code), so a DomainError stays a DomainError.

export enum ActorErrorCode {
  /** The reply did not arrive within the ask timeout. */
  ASK_TIMEOUT = 'ASK_TIMEOUT',
  /** The target actor is stopped, stopping, or stopped before it answered. */
  TARGET_STOPPED = 'TARGET_STOPPED',
  /** A service actor received a message type its handler table has no entry for. */
  NO_HANDLER = 'NO_HANDLER',
  /** `get(systemId)` for an actor the system was not built with. */
  NOT_REGISTERED = 'NOT_REGISTERED',
}

export abstract class ActorError extends Error {
  abstract readonly code: ActorErrorCode;
}

export class AskTimeoutError extends ActorError {
  override readonly name = 'AskTimeoutError';
  readonly code = ActorErrorCode.ASK_TIMEOUT;
  constructor(
    /** The target's systemId, or its actor id when it has none. */
    readonly actorId: string,
    readonly messageType: string,
    readonly timeoutMs: number,
  ) {
    super(`actor '${actorId}' did not answer '${messageType}' within ${timeoutMs} ms`);
  }
}

export class AskTargetStoppedError extends ActorError {
  override readonly name = 'AskTargetStoppedError';
  readonly code = ActorErrorCode.TARGET_STOPPED;
  constructor(
    readonly actorId: string,
    readonly messageType: string,
  ) {
    super(`actor '${actorId}' is stopped; '${messageType}' was not handled`);
  }
}

export class NoHandlerError extends ActorError {
  override readonly name = 'NoHandlerError';
  readonly code = ActorErrorCode.NO_HANDLER;
  constructor(
    readonly actorId: string,
    readonly messageType: string,
  ) {
    super(`actor '${actorId}' has no handler for '${messageType}'`);
  }
}

export class ActorNotRegisteredError extends ActorError {
  override readonly name = 'ActorNotRegisteredError';
  readonly code = ActorErrorCode.NOT_REGISTERED;
  constructor(readonly systemId: string) {
    super(`no actor is registered as '${systemId}'`);
  }
}
