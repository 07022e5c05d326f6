import { describe, expect, it } from '@jest/globals';
import { createActor, fromCallback, setup, type AnyActorRef } from 'xstate';
import { ask, tell } from '../../src/actors/ask.js';
import { AskTargetStoppedError, NoHandlerError } from '../../src/actors/errors.js';
import type { HandlerTable } from '../../src/actors/protocol.js';
import {
  createServiceMachine,
  detached,
  fromHandler,
  fromHandlers,
  serviceStats,
  ServiceControl,
  TASK_DONE,
  type HandleInput,
  type TaskRunEvent,
} from '../../src/actors/service-actor.js';
import { flushPromises, gate, track, type Gate } from './helpers.js';

// A small protocol in the shape the chain actors will use.
type Msg =
  | { type: 'SLOW'; id: string }
  | { type: 'ADD'; n: bigint }
  | { type: 'GET' }
  | { type: 'FAIL'; code: number };
type Rep = { SLOW: string; ADD: bigint; GET: bigint; FAIL: never };

/** An error class like the domain's: a code and a field that must survive the trip. */
class LedgerError extends Error {
  override readonly name = 'LedgerError';
  constructor(readonly code: number, readonly account: string) {
    super(`ledger error ${code} for ${account}`);
  }
}

const machine = createServiceMachine<Msg, Rep>({ id: 'ledger', now: () => 1_700_000_000_000 });

/** Handlers whose SLOW messages wait on a gate per id; `log` records starts and ends. */
function slowHandlers() {
  const log: string[] = [];
  const gates = new Map<string, Gate>();
  const started = new Map<string, Gate>();
  const gateFor = (m: Map<string, Gate>, id: string) => {
    let g = m.get(id);
    if (!g) m.set(id, (g = gate()));
    return g;
  };
  let total = 0n;
  const table: HandlerTable<Msg, Rep> = {
    SLOW: async ({ id }) => {
      log.push(`start:${id}`);
      gateFor(started, id).open();
      await gateFor(gates, id).promise;
      log.push(`end:${id}`);
      return `done:${id}`;
    },
    ADD: ({ n }) => {
      log.push(`add:${n}`);
      return (total += n);
    },
    GET: () => total,
    FAIL: ({ code }) => {
      throw new LedgerError(code, 'acct-1');
    },
  };
  return {
    log,
    release: (id: string) => gateFor(gates, id).open(),
    started: (id: string) => gateFor(started, id).promise,
    actor: createActor(machine.provide({ actors: { handle: fromHandlers(table) } })).start(),
  };
}

describe('service actor: one message at a time', () => {
  it('never overlaps two slow async requests and answers them in order', async () => {
    const { log, release, started, actor } = slowHandlers();
    const a = ask(actor, { type: 'SLOW', id: 'a' });
    const b = ask(actor, { type: 'SLOW', id: 'b' });
    await started('a');
    await flushPromises();
    expect(log).toEqual(['start:a']); // b waits although a is only awaiting
    expect(serviceStats(actor.getSnapshot())).toMatchObject({ mailboxDepth: 2, queued: 1, inFlight: 'SLOW' });
    expect(actor.getSnapshot().value).toBe('busy');

    release('b'); // releasing b first changes nothing: it has not started
    await flushPromises();
    expect(log).toEqual(['start:a']);

    release('a');
    expect(await a).toBe('done:a');
    expect(await b).toBe('done:b');
    expect(log).toEqual(['start:a', 'end:a', 'start:b', 'end:b']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('keeps arrival order across sync and async handlers and fire-and-forget messages', async () => {
    const { log, release, actor } = slowHandlers();
    const slow = ask(actor, { type: 'SLOW', id: 'x' });
    for (let i = 1n; i <= 5n; i++) tell(actor, { type: 'ADD', n: i });
    const total = ask(actor, { type: 'GET' });
    expect(log).toEqual(['start:x']);
    release('x');
    await slow;
    expect(await total).toBe(15n);
    expect(log).toEqual(['start:x', 'end:x', 'add:1', 'add:2', 'add:3', 'add:4', 'add:5']);
  });

  it('never runs two handlers at once, whatever mix of sync and async work arrives', async () => {
    let running = 0;
    let maxRunning = 0;
    const order: number[] = [];
    type Job = { type: 'JOB'; i: number; turns: number };
    const jobs = createServiceMachine<Job, { JOB: number }>({ id: 'jobs', handlers: {
      JOB: ({ i, turns }) => {
        running++;
        maxRunning = Math.max(maxRunning, running);
        if (turns === 0) {
          order.push(i);
          running--;
          return i;
        }
        return (async () => {
          for (let t = 0; t < turns; t++) await Promise.resolve();
          order.push(i);
          running--;
          return i;
        })();
      },
    } });
    const actor = createActor(jobs).start();
    const replies: Promise<number>[] = [];
    for (let i = 0; i < 200; i++) replies.push(ask(actor, { type: 'JOB', i, turns: (i * 7) % 5 }));
    expect(await Promise.all(replies)).toEqual([...Array(200).keys()]);
    expect(order).toEqual([...Array(200).keys()]);
    expect(maxRunning).toBe(1);
  });

  it('handles a synchronous handler within the send, without waiting for a microtask', () => {
    const { actor } = slowHandlers();
    for (let i = 0; i < 100; i++) tell(actor, { type: 'ADD', n: 1n });
    // No await in between: every message was handled synchronously.
    expect(actor.getSnapshot().context.processed).toBe(100);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

describe('service actor: replies and errors', () => {
  it('delivers each reply to its own caller', async () => {
    const { release, actor } = slowHandlers();
    const replies = ['p', 'q', 'r'].map((id) => ask(actor, { type: 'SLOW', id }));
    ['r', 'q', 'p'].forEach(release);
    expect(await Promise.all(replies)).toEqual(['done:p', 'done:q', 'done:r']);
  });

  it("rejects with the handler's own error object, class and fields intact", async () => {
    const { actor } = slowHandlers();
    const ok = ask(actor, { type: 'ADD', n: 2n });
    const failing = ask(actor, { type: 'FAIL', code: 5 });
    const after = ask(actor, { type: 'GET' });
    const error = await failing.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LedgerError);
    expect(error).toMatchObject({ code: 5, account: 'acct-1', name: 'LedgerError' });
    expect(await ok).toBe(2n);
    expect(await after).toBe(2n); // the actor carries on after a failure
  });

  it('rejects when a promise handler rejects', async () => {
    const boom = new LedgerError(6, 'acct-2');
    const actor = createActor(machine.provide({
      actors: { handle: fromHandler<Msg>(async () => Promise.reject(boom)) },
    })).start();
    await expect(ask(actor, { type: 'GET' })).rejects.toBe(boom);
  });

  it('fails a message type that has no handler with NoHandlerError', async () => {
    const actor = createActor(createServiceMachine<Msg, Rep>({ id: 'empty' })).start();
    const error = await ask(actor, { type: 'GET' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoHandlerError);
    expect(error).toMatchObject({ actorId: 'empty', messageType: 'GET', code: 'NO_HANDLER' });
  });
});

describe('service actor: debug figures', () => {
  it('counts processed and failed messages and records the last error with its time', async () => {
    const { actor } = slowHandlers();
    await ask(actor, { type: 'ADD', n: 1n });
    await ask(actor, { type: 'FAIL', code: 7 }).catch(() => undefined);
    await ask(actor, { type: 'GET' });
    const stats = serviceStats(actor.getSnapshot());
    expect(stats).toMatchObject({ processed: 3, failed: 1, mailboxDepth: 0, inFlight: null });
    expect(stats.lastError).toEqual({
      name: 'LedgerError',
      message: 'ledger error 7 for acct-1',
      code: 7,
      messageType: 'FAIL',
      at: 1_700_000_000_000,
    });
    const at = 1_700_000_000_000;
    expect(stats.recentEvents).toEqual(['ADD', 'FAIL', 'GET'].map((type) => ({ type, at, count: 1, lastAt: at })));
    expect(stats.recentErrors).toEqual([stats.lastError]);
  });

  it('keeps only the most recent runs of event types', () => {
    const small = createServiceMachine<Msg, Rep>({ id: 'small', recentLimit: 3, handlers: {
      SLOW: ({ id }) => id, ADD: ({ n }) => n, GET: () => 0n, FAIL: () => { throw new Error('x'); },
    } });
    const actor = createActor(small).start();
    tell(actor, { type: 'ADD', n: 1n });
    tell(actor, { type: 'GET' });
    tell(actor, { type: 'SLOW', id: 'a' });
    tell(actor, { type: 'ADD', n: 2n });
    tell(actor, { type: 'ADD', n: 3n }); // extends the newest run instead of pushing GET out
    expect(serviceStats(actor.getSnapshot()).recentEvents.map((e) => [e.type, e.count])).toEqual([['GET', 1], ['SLOW', 1], ['ADD', 2]]);
  });

  it('shows the mailbox depth while a handler is blocked', async () => {
    const { release, started, actor } = slowHandlers();
    const first = ask(actor, { type: 'SLOW', id: 'block' });
    await started('block');
    for (let i = 0; i < 4; i++) tell(actor, { type: 'ADD', n: 1n });
    expect(serviceStats(actor.getSnapshot())).toMatchObject({
      mailboxDepth: 5, queued: 4, inFlight: 'SLOW', queuedTypes: ['ADD', 'ADD', 'ADD', 'ADD'], processed: 0,
    });
    release('block');
    await first;
    await ask(actor, { type: 'GET' });
    expect(serviceStats(actor.getSnapshot())).toMatchObject({ mailboxDepth: 0, processed: 6 });
  });
});

describe('service actor: detached answers', () => {
  type DMsg = { type: 'DIAL'; id: string } | { type: 'PING' };
  type DRep = { DIAL: string; PING: string };
  const dialer = createServiceMachine<DMsg, DRep>({ id: 'dialer' });

  function dialActor() {
    const dials = new Map<string, Gate>();
    const gateFor = (id: string) => {
      let g = dials.get(id);
      if (!g) dials.set(id, (g = gate()));
      return g;
    };
    const table: HandlerTable<DMsg, DRep> = {
      DIAL: ({ id }) =>
        detached(
          (async () => {
            await gateFor(id).promise;
            if (id === 'refused') throw new LedgerError(61, id);
            return `connected:${id}`;
          })(),
        ),
      PING: () => 'pong',
    };
    return { actor: createActor(dialer.provide({ actors: { handle: fromHandlers(table) } })).start(), finish: (id: string) => gateFor(id).open() };
  }

  it('frees the mailbox at once; each caller hears when its own work is done', async () => {
    const { actor, finish } = dialActor();
    const slow = ask(actor, { type: 'DIAL', id: 'a' });
    const other = ask(actor, { type: 'DIAL', id: 'b' });
    // The dials are pending, yet the next messages are answered.
    expect(await ask(actor, { type: 'PING' })).toBe('pong');
    expect(serviceStats(actor.getSnapshot())).toMatchObject({ mailboxDepth: 0, inFlight: null, processed: 3 });
    const order: string[] = [];
    void slow.then((v) => order.push(v));
    void other.then((v) => order.push(v));
    finish('b');
    expect(await other).toBe('connected:b');
    finish('a');
    expect(await slow).toBe('connected:a');
    expect(order).toEqual(['connected:b', 'connected:a']);
  });

  it("a detached failure reaches its caller as the work's own error and is not counted as a failed message", async () => {
    const { actor, finish } = dialActor();
    const refused = ask(actor, { type: 'DIAL', id: 'refused' });
    finish('refused');
    await expect(refused).rejects.toBeInstanceOf(LedgerError);
    await expect(refused).rejects.toMatchObject({ code: 61, account: 'refused' });
    expect(serviceStats(actor.getSnapshot())).toMatchObject({ processed: 1, failed: 0 });
  });

  it('a caller still waiting when the actor stops is told it stopped', async () => {
    const { actor } = dialActor();
    const pending = ask(actor, { type: 'DIAL', id: 'never' });
    await flushPromises();
    actor.stop();
    await expect(pending).rejects.toBeInstanceOf(AskTargetStoppedError);
  });
});

describe('service actor: provide() swaps the handler', () => {
  const tableA: HandlerTable<Msg, Rep> = {
    SLOW: () => 'A', ADD: () => 1n, GET: () => 1n, FAIL: () => { throw new Error('A'); },
  };
  const withA = createServiceMachine<Msg, Rep>({ id: 'swap', handlers: tableA });

  it('uses the handlers given at build time by default', async () => {
    const actor = createActor(withA).start();
    expect(await ask(actor, { type: 'SLOW', id: '1' })).toBe('A');
  });

  it('uses the provided handler table instead', async () => {
    const actor = createActor(withA.provide({
      actors: { handle: fromHandlers<Msg, Rep>({ ...tableA, SLOW: ({ id }) => `B:${id}` }) },
    })).start();
    expect(await ask(actor, { type: 'SLOW', id: '1' })).toBe('B:1');
  });

  it('accepts a hand-written callback actor with the task contract', async () => {
    const seen: string[] = [];
    const handle = fromCallback<TaskRunEvent<Msg>, HandleInput>(({ receive, sendBack }) => {
      receive((event) => {
        seen.push(event.message.type);
        sendBack({ type: TASK_DONE, output: 42n });
      });
    });
    const actor = createActor(withA.provide({ actors: { handle } })).start();
    expect(await ask(actor, { type: 'GET' })).toBe(42n);
    expect(seen).toEqual(['GET']);
  });
});

describe('service actor: a message that finds the mailbox idle runs at once', () => {
  type Step = { type: 'FIRST' } | { type: 'NEXT'; from: string } | { type: 'WAIT' };
  type StepRep = { FIRST: string; NEXT: string; WAIT: string };

  it('a message the handler sends its own actor is handled after it, in order', async () => {
    const log: string[] = [];
    const steps = createServiceMachine<Step, StepRep>({ id: 'steps', handlers: {
      FIRST: (_m, ctx) => {
        tell(ctx.self as never, { type: 'NEXT', from: 'FIRST' });
        log.push('first:end');
        return 'first';
      },
      NEXT: ({ from }) => {
        log.push(`next:${from}`);
        return 'next';
      },
      WAIT: () => 'wait',
    } });
    const actor = createActor(steps).start();
    expect(await ask(actor, { type: 'FIRST' })).toBe('first');
    expect(log).toEqual(['first:end', 'next:FIRST']);
    expect(serviceStats(actor.getSnapshot())).toMatchObject({ processed: 2, mailboxDepth: 0, inFlight: null });
  });

  it('a promise handler holds the mailbox from the same send: the actor is busy before send returns', async () => {
    const g = gate<string>();
    const steps = createServiceMachine<Step, StepRep>({ id: 'steps', now: () => 5, handlers: {
      FIRST: () => 'first', NEXT: ({ from }) => from, WAIT: () => g.promise,
    } });
    const actor = createActor(steps).start();
    const waiting = ask(actor, { type: 'WAIT' });
    expect(actor.getSnapshot().value).toBe('busy');
    expect(serviceStats(actor.getSnapshot())).toMatchObject({ inFlight: 'WAIT', inFlightSince: 5, mailboxDepth: 1 });
    const next = track(ask(actor, { type: 'FIRST' }));
    await flushPromises();
    expect(next.state).toBe('pending');
    g.open('done');
    expect(await waiting).toBe('done');
    await flushPromises();
    expect(next).toMatchObject({ state: 'resolved', value: 'first' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a promise handler still running when the actor stops: its caller is told, its late result is dropped', async () => {
    const g = gate<string>();
    const steps = createServiceMachine<Step, StepRep>({ id: 'steps', handlers: {
      FIRST: () => 'first', NEXT: ({ from }) => from, WAIT: () => g.promise,
    } });
    const actor = createActor(steps).start();
    const waiting = ask(actor, { type: 'WAIT' });
    actor.stop();
    await expect(waiting).rejects.toBeInstanceOf(AskTargetStoppedError);
    g.open('late');
    await flushPromises();
    expect(actor.getSnapshot().status).toBe('stopped');
  });
});

describe('service actor: stopping', () => {
  it('drain: finishes the message in flight, rejects the queued ones, then stops', async () => {
    const { release, started, actor } = slowHandlers();
    const inFlight = ask(actor, { type: 'SLOW', id: 'f' });
    const queued = track(ask(actor, { type: 'GET' }));
    await started('f');
    actor.send({ type: ServiceControl.drain });
    await flushPromises();
    expect(queued.state).toBe('rejected');
    expect(queued.error).toBeInstanceOf(AskTargetStoppedError);
    expect(queued.error).toMatchObject({ actorId: 'ledger', messageType: 'GET' });
    // New messages are refused while the last one finishes.
    await expect(ask(actor, { type: 'GET' })).rejects.toBeInstanceOf(AskTargetStoppedError);
    expect(actor.getSnapshot().status).toBe('active');

    release('f');
    expect(await inFlight).toBe('done:f');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('stopped');
    await expect(ask(actor, { type: 'GET' })).rejects.toBeInstanceOf(AskTargetStoppedError);
    expect(tell(actor, { type: 'GET' })).toBe(false);
  });

  it('drain when idle stops at once', () => {
    const { actor } = slowHandlers();
    actor.send({ type: ServiceControl.drain });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ processed: 0, failed: 0 });
  });

  it('an abrupt stop rejects every waiting caller', async () => {
    const { started, actor } = slowHandlers();
    const a = ask(actor, { type: 'SLOW', id: 'never' });
    const b = ask(actor, { type: 'GET' });
    await started('never');
    actor.stop();
    await expect(a).rejects.toBeInstanceOf(AskTargetStoppedError);
    await expect(b).rejects.toMatchObject({ name: 'AskTargetStoppedError', messageType: 'GET' });
  });

  it('if the handler actor itself dies, waiting callers get its error and the actor stops', async () => {
    const crash = new Error('handler actor crashed');
    const broken = fromCallback<TaskRunEvent<Msg>, HandleInput>(({ receive }) => {
      receive(() => {
        throw crash;
      });
    });
    const actor = createActor(machine.provide({ actors: { handle: broken } })).start();
    await expect(ask(actor, { type: 'GET' })).rejects.toBe(crash);
    expect(actor.getSnapshot().status).toBe('done');
    expect(serviceStats(actor.getSnapshot()).lastError).toMatchObject({ message: 'handler actor crashed', messageType: 'child:handle' });
  });
});

describe('service actor: children', () => {
  const child = setup({ types: { events: {} as { type: 'PING' } | { type: 'CRASH' } } }).createMachine({
    initial: 'waiting',
    states: {
      waiting: { on: { PING: 'pinged', CRASH: { actions: () => { throw new Error('child broke'); } } } },
      pinged: {},
    },
  });
  type CMsg = { type: 'SPAWN'; id: string } | { type: 'KILL'; id: string } | { type: 'COUNT' };
  type CRep = { SPAWN: void; KILL: void; COUNT: number };
  const parent = createServiceMachine<CMsg, CRep>({ id: 'peers', handlers: {
    SPAWN: ({ id }, ctx) => ctx.spawnChild(id, child),
    KILL: ({ id }, ctx) => ctx.stopChild(id),
    COUNT: (_m, ctx) => Object.keys((ctx.self.getSnapshot() as { children: object }).children).length,
  } });

  it('spawns and stops children from a handler; they exist before the next message', async () => {
    const actor = createActor(parent).start();
    await ask(actor, { type: 'SPAWN', id: 'peer-1' });
    await ask(actor, { type: 'SPAWN', id: 'peer-2' });
    expect(await ask(actor, { type: 'COUNT' })).toBe(3); // two peers + the handler actor
    const peer = (actor.getSnapshot().children as Record<string, AnyActorRef>)['peer-1']!;
    peer.send({ type: 'PING' });
    expect(peer.getSnapshot().value).toBe('pinged');
    await ask(actor, { type: 'KILL', id: 'peer-1' });
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual(['handle', 'peer-2']);
  });

  it('a crashing child is recorded as the last error and does not stop its parent', async () => {
    const actor = createActor(parent).start();
    await ask(actor, { type: 'SPAWN', id: 'peer-x' });
    (actor.getSnapshot().children as Record<string, AnyActorRef>)['peer-x']!.send({ type: 'CRASH' });
    expect(serviceStats(actor.getSnapshot()).lastError).toMatchObject({ message: 'child broke', messageType: 'child:peer-x' });
    expect(await ask(actor, { type: 'COUNT' })).toBeGreaterThanOrEqual(1);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it("refuses the reserved child id 'handle'", async () => {
    const actor = createActor(parent).start();
    await expect(ask(actor, { type: 'SPAWN', id: 'handle' })).rejects.toBeInstanceOf(RangeError);
  });
});
