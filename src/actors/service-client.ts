// Calling a service actor as if it were the service object. `serviceClient<S>(ref)` is a proxy
// whose `client.method(...args)` sends `{ type: 'method', args }` to the actor with `ask` and
// resolves with the reply, so the API, the network layer and the other actors use the plain
// service interfaces (BlockchainService, MempoolService, ...) while every call still goes
// through the actor's mailbox, one at a time. Errors come back unchanged (same class and code).
//
// The actor side: `fromCalls(table)` is the `handle` actor of a service machine that runs
// `table[message.type](...message.args)`. Tables are written out per actor (not reflected from
// an object), so only the listed methods can be called through the mailbox.
import type { AnyActorRef } from 'xstate';
import { ask, DEFAULT_ASK_TIMEOUT_MS, type AskOptions } from './ask.js';
import { NoHandlerError } from './errors.js';
import { actorName, fromHandler, type HandleLogic } from './service-actor.js';
import type { HandlerContext } from './protocol.js';

/** A method call as an actor message. */
export type ServiceCall = { readonly type: string; readonly args: readonly unknown[] };

/** Names of S's methods that return promises: the ones a client can call. */
export type AsyncMethodNames<S> = {
  [K in keyof S]: S[K] extends (...args: any[]) => Promise<unknown> ? K : never;
}[keyof S] &
  string;

/** The actor-backed view of a service: its promise-returning methods. */
export type ServiceClient<S> = { readonly [K in AsyncMethodNames<S>]: S[K] };

/** The message a client sends for one method of S. */
export type CallMessage<S> = {
  [K in AsyncMethodNames<S>]: { readonly type: K; readonly args: S[K] extends (...args: infer A) => unknown ? A : never };
}[AsyncMethodNames<S>];

/** One handler per method of S, with S's parameters; may answer synchronously. */
export type CallTable<S> = {
  readonly [K in AsyncMethodNames<S>]: S[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => R | Promise<R> : never;
};

export interface ServiceClientOptions extends AskOptions {
  /** How long each call waits for its answer (default DEFAULT_ASK_TIMEOUT_MS). */
  readonly timeoutMs?: number;
}

/**
 * A typed client of the actor `ref` (or of the actor a getter returns at call time, for wiring
 * that must create clients before the actor system exists). Property reads other than method
 * names (`then`, symbols) return undefined, so a client is never mistaken for a promise.
 */
export function serviceClient<S>(ref: AnyActorRef | (() => AnyActorRef), options: ServiceClientOptions | number = {}): ServiceClient<S> {
  const opts: ServiceClientOptions = typeof options === 'number' ? { timeoutMs: options } : options;
  const timeoutMs = opts.timeoutMs ?? DEFAULT_ASK_TIMEOUT_MS;
  const askOptions: AskOptions = opts.clock ? { clock: opts.clock } : {};
  const target = typeof ref === 'function' ? ref : () => ref;
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy(Object.create(null) as object, {
    get(_obj, prop) {
      if (typeof prop !== 'string' || prop === 'then' || prop === 'toJSON') return undefined;
      let method = methods.get(prop);
      if (method === undefined) {
        method = (...args: unknown[]) => ask(target(), { type: prop, args }, timeoutMs, askOptions);
        methods.set(prop, method);
      }
      return method;
    },
    has(_obj, prop) {
      return typeof prop === 'string' && prop !== 'then';
    },
  }) as ServiceClient<S>;
}

/** The `handle` actor of a service machine that dispatches `{ type, args }` to `table`. */
export function fromCalls<S>(table: CallTable<S>): HandleLogic<ServiceCall> {
  return fromHandler<ServiceCall>(callDispatcher(table));
}

/** fromCalls's dispatch, for a handle actor that also needs its handler context (e.g. its own
 * ref, to send itself the second step of a call). */
export function callDispatcher<S>(table: CallTable<S>): (message: ServiceCall, ctx: HandlerContext) => unknown {
  const handlers = table as unknown as Record<string, (...args: readonly unknown[]) => unknown>;
  return (message, ctx) => {
    const handler = Object.hasOwn(handlers, message.type) ? handlers[message.type] : undefined;
    if (handler === undefined) throw new NoHandlerError(actorName(ctx.self), message.type);
    return handler(...(message.args ?? []));
  };
}

/** The message for `S[type](...args)`, for fire-and-forget notifications (ticks, chain events). */
export function callMessage<S, K extends AsyncMethodNames<S>>(type: K, args: Extract<CallMessage<S>, { type: K }>['args']): ServiceCall {
  return { type, args };
}
