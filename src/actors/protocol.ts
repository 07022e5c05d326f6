// The vocabulary of actor messages. An actor's protocol is a discriminated union of messages
// `M` plus a map `R` from each message type to the type of its reply. Requests that need an answer
// carry a `replyTo` (a deferred) in the event itself; fire-and-forget messages carry none.
import type { ActorSystem, AnyActorLogic, AnyActorRef } from 'xstate';

/**
 * Any actor message: a plain object with a string `type`. Types starting with '@' or 'xstate.'
 * are reserved for control and XState events and are never handled as messages.
 */
export interface Message {
  readonly type: string;
}

/** The reply channel carried by a request. */
export interface ReplyTo<T = unknown> {
  resolve(value: T): void;
  reject(error: unknown): void;
  /**
   * Set once the caller no longer waits (answered, timed out, or target stopped). A service actor
   * skips a queued request whose caller gave up, so an overloaded actor does not burn time on
   * answers nobody reads.
   */
  readonly settled?: boolean;
}

/** A message as it travels in the actor's mailbox. */
export type Envelope<M extends Message> = M & { readonly replyTo?: ReplyTo<any> };

/** The reply type of every message type of `M` (use `void` for messages that answer nothing). */
export type Replies<M extends Message> = { readonly [K in M['type']]: unknown };

/** The member of `M` with type `K`. */
export type MessageOfType<M extends Message, K extends M['type']> = Extract<M, { type: K }>;

/** What a handler may do besides computing its reply. */
export interface HandlerContext {
  /** The service actor handling the message (tell it things to queue follow-up work). */
  readonly self: AnyActorRef;
  readonly system: ActorSystem<any>;
  /**
   * Spawns a child actor of the service actor (one machine per peer, a sync machine, a ticker).
   * Children appear in the debug snapshot and stop with their parent. The child exists before
   * the service handles its next message.
   */
  spawnChild(id: string, logic: AnyActorLogic, input?: unknown): void;
  /** Stops a child spawned with `spawnChild` (no-op when there is none). */
  stopChild(id: string): void;
}

/** One handler per message type; a handler may answer synchronously or with a promise. */
export type HandlerTable<M extends Message, R extends Replies<M>> = {
  readonly [K in M['type']]: (
    message: MessageOfType<M, K>,
    ctx: HandlerContext,
  ) => R[K] | PromiseLike<R[K]>;
};

/** The replies a handler table produces (to derive `R` from an existing table). */
export type RepliesOf<H extends Record<string, (...args: any[]) => unknown>> = {
  readonly [K in keyof H]: Awaited<ReturnType<H[K]>>;
};
