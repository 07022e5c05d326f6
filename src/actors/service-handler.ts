// The `handle` actor of a service actor (service-actor.ts): the long-lived callback actor that
// runs one message at a time for the machine and reports each result, the handler context it
// gives handlers, and `detached` for answers that must not hold the mailbox.
import { fromCallback, type AnyActorRef, type CallbackActorLogic } from 'xstate';
import { NoHandlerError } from './errors.js';
import type { Envelope, HandlerContext, HandlerTable, Message, Replies } from './protocol.js';
import { isServiceSnapshot } from './service-stats.js';
import { ServiceControl } from './service-events.js';

// ---------------------------------------------------------------------------------------------
// The handler actor

/** Input of the `handle` actor: the service actor it works for. */
export interface HandleInput {
  readonly service: AnyActorRef;
}

/** Sent by the service machine to `handle`: handle this message now. */
export interface TaskRunEvent<M extends Message = Message> {
  readonly type: '@task.run';
  readonly message: Envelope<M>;
}
/** Sent back by `handle` when the message's handler returned (or its promise resolved). */
export interface TaskDoneEvent {
  readonly type: '@task.done';
  readonly output: unknown;
}
/** Sent back by `handle` when the message's handler threw (or its promise rejected). */
export interface TaskFailedEvent {
  readonly type: '@task.failed';
  readonly error: unknown;
}
export type TaskResultEvent = TaskDoneEvent | TaskFailedEvent;

/**
 * The type of the `handle` actor: a callback actor that receives `@task.run` and sends back one
 * `@task.done` / `@task.failed` per run. Build it with `fromHandlers(table)` or
 * `fromHandler(fn)`; a hand-written `fromCallback` with this contract works too.
 */
export type HandleLogic<M extends Message = Message> = CallbackActorLogic<TaskRunEvent<M>, HandleInput>;

export const TASK_RUN = '@task.run';
export const TASK_DONE = '@task.done';
export const TASK_FAILED = '@task.failed';

export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return value !== null && (typeof value === 'object' || typeof value === 'function') &&
    typeof (value as { then?: unknown }).then === 'function';
}

export const DETACHED: unique symbol = Symbol('detached');

/** What `handle` reports for a handler that answered with `detached(work)`. */
export interface DetachedOutput {
  readonly [DETACHED]: PromiseLike<unknown>;
}

export function isDetachedOutput(value: unknown): value is DetachedOutput {
  return typeof value === 'object' && value !== null && DETACHED in value;
}

/**
 * Lets a handler answer later without holding its actor's mailbox: the message counts as handled
 * at once (the next one runs), and the caller's reply settles when `work` does. Only for waiting
 * that reads and changes no state the actor owns (a network dial, a timer), or reads it from a
 * snapshot taken in the message's turn (the blockchain actor's block ranges): work that changes
 * the actor's state must run in the mailbox, or send its result back as a message.
 */
export function detached<T>(work: Promise<T>): Promise<T> {
  return Object.assign(work, { [DETACHED]: true as const });
}

export function isDetachedWork(value: PromiseLike<unknown>): boolean {
  return (value as { [DETACHED]?: unknown })[DETACHED] === true;
}

/** A handler function as `fromHandler` takes it. */
export type HandlerFn<M extends Message = Message> = (message: Envelope<M>, ctx: HandlerContext) => unknown;

const INLINE: unique symbol = Symbol('inline handler');

/**
 * The handler function behind a `handle` actor built by `fromHandler` (or `fromHandlers`,
 * `fromCalls`), undefined for a hand-written callback actor. The service machine calls it
 * directly for a message that finds the mailbox idle (see service-actor.ts): the same function
 * the actor would run, without the round trip through it.
 */
export function inlineHandlerOf(handle: unknown): HandlerFn | undefined {
  const logic = (handle as { logic?: { [INLINE]?: HandlerFn } } | undefined)?.logic;
  return logic?.[INLINE];
}

/**
 * The `handle` actor for one function handling every message. A function that returns a plain
 * value (or throws) answers synchronously: the service gets the result in the same mailbox
 * flush, with no microtask between messages.
 */
export function fromHandler<M extends Message>(fn: HandlerFn<M>): HandleLogic<M> {
  const logic = fromCallback<TaskRunEvent<M>, HandleInput>(({ input, receive, sendBack }) => {
    const ctx = handlerContext(input.service);
    const done = (output: unknown) => sendBack({ type: TASK_DONE, output });
    const failed = (error: unknown) => sendBack({ type: TASK_FAILED, error });
    receive((event) => {
      if (event.type !== TASK_RUN) return;
      let result: unknown;
      try {
        result = fn(event.message, ctx);
      } catch (error) {
        failed(error);
        return;
      }
      if (isThenable(result)) {
        if (isDetachedWork(result)) {
          // Handled here too: should the service stop before it takes the result, a failure of
          // the work must not become an unhandled rejection.
          result.then(undefined, () => undefined);
          done({ [DETACHED]: result } satisfies DetachedOutput);
        }
        else result.then(done, failed);
      } else done(result);
    });
  });
  return Object.assign(logic, { [INLINE]: fn as HandlerFn });
}

/** The name an actor is known by: its systemId, else a service actor's machine id, else its id. */
export function actorName(ref: AnyActorRef): string {
  const systemId = (ref as { systemId?: string }).systemId;
  if (systemId !== undefined) return systemId;
  const snapshot = ref.getSnapshot() as unknown;
  return isServiceSnapshot(snapshot) ? snapshot.context.name : ref.id;
}

const contexts = new WeakMap<AnyActorRef, HandlerContext>();

/** The handler context of a service actor (one object per actor, reused for every message). */
export function handlerContext(service: AnyActorRef): HandlerContext {
  let ctx = contexts.get(service);
  if (!ctx) {
    ctx = {
      self: service,
      system: service.system,
      spawnChild: (id, logic, input) => {
        if (id === 'handle') throw new RangeError("child id 'handle' is reserved for the service's handler actor");
        service.send({ type: ServiceControl.spawn, id, logic, input });
      },
      stopChild: (id) => service.send({ type: ServiceControl.stopChild, id }),
    };
    contexts.set(service, ctx);
  }
  return ctx;
}

/** The `handle` actor for a handler table: dispatches each message to the handler of its type. */
export function fromHandlers<M extends Message, R extends Replies<M>>(table: HandlerTable<M, R>): HandleLogic<M> {
  const handlers = table as unknown as Record<string, (m: unknown, ctx: HandlerContext) => unknown>;
  return fromHandler<M>((message, ctx) => {
    const handler = Object.hasOwn(handlers, message.type) ? handlers[message.type] : undefined;
    if (!handler) throw new NoHandlerError(actorName(ctx.self), message.type);
    return handler(message, ctx);
  });
}
