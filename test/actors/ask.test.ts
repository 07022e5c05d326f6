import { describe, expect, it } from '@jest/globals';
import { createActor, type AnyActorRef } from 'xstate';
import { ask, tell } from '../../src/actors/ask.js';
import { AskTargetStoppedError, AskTimeoutError } from '../../src/actors/errors.js';
import { createServiceMachine, serviceStats, type ServiceRef } from '../../src/actors/service-actor.js';
import { createSimulatedClock } from '../../src/machines/clock.js';
import { flushPromises, gate, track, type Gate } from './helpers.js';

type Msg = { type: 'WAIT'; id: number } | { type: 'ECHO'; text: string };
type Rep = { WAIT: number; ECHO: string };

function actorWithGates() {
  const gates = new Map<number, Gate>();
  const handled: number[] = [];
  const gateFor = (id: number) => {
    let g = gates.get(id);
    if (!g) gates.set(id, (g = gate()));
    return g;
  };
  const machine = createServiceMachine<Msg, Rep>({ id: 'waiter', handlers: {
    WAIT: async ({ id }) => {
      handled.push(id);
      await gateFor(id).promise;
      return id;
    },
    ECHO: ({ text }) => text,
  } });
  return { actor: createActor(machine).start(), release: (id: number) => gateFor(id).open(), handled };
}

describe('ask', () => {
  it('times out on the given clock with an AskTimeoutError naming actor and message', async () => {
    const clock = createSimulatedClock();
    const { actor } = actorWithGates();
    const reply = track(ask(actor, { type: 'WAIT', id: 1 }, 1_000, { clock }));
    clock.increment(999);
    await flushPromises();
    expect(reply.state).toBe('pending');
    clock.increment(1);
    await flushPromises();
    expect(reply.state).toBe('rejected');
    expect(reply.error).toBeInstanceOf(AskTimeoutError);
    expect(reply.error).toMatchObject({ actorId: 'waiter', messageType: 'WAIT', timeoutMs: 1_000, code: 'ASK_TIMEOUT' });
  });

  it('a late answer after a timeout is ignored', async () => {
    const clock = createSimulatedClock();
    const { actor, release } = actorWithGates();
    const reply = ask(actor, { type: 'WAIT', id: 1 }, 10, { clock });
    clock.increment(10);
    await expect(reply).rejects.toBeInstanceOf(AskTimeoutError);
    release(1);
    expect(await ask(actor, { type: 'ECHO', text: 'still fine' })).toBe('still fine');
  });

  it('skips a queued request whose caller timed out', async () => {
    const clock = createSimulatedClock();
    const { actor, release, handled } = actorWithGates();
    const first = ask(actor, { type: 'WAIT', id: 1 });
    const abandoned = ask(actor, { type: 'WAIT', id: 2 }, 50, { clock });
    const third = ask(actor, { type: 'WAIT', id: 3 });
    clock.increment(50);
    await expect(abandoned).rejects.toBeInstanceOf(AskTimeoutError);
    release(1);
    release(3);
    expect(await first).toBe(1);
    expect(await third).toBe(3);
    expect(handled).toEqual([1, 3]);
    expect(serviceStats(actor.getSnapshot())).toMatchObject({ processed: 2, skipped: 1 });
  });

  it('rejects at once when the target is already stopped', async () => {
    const { actor } = actorWithGates();
    actor.stop();
    const error = await ask(actor, { type: 'ECHO', text: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AskTargetStoppedError);
    expect(error).toMatchObject({ actorId: 'waiter', messageType: 'ECHO', code: 'TARGET_STOPPED' });
    expect(tell(actor, { type: 'ECHO', text: 'x' })).toBe(false);
  });

  it('works on untyped refs too (reply is unknown)', async () => {
    const { actor } = actorWithGates();
    const untyped: AnyActorRef = actor;
    const reply: unknown = await ask(untyped, { type: 'ECHO', text: 'hi' });
    expect(reply).toBe('hi');
  });

  it('types the reply by message type', async () => {
    const { actor } = actorWithGates();
    const ref: ServiceRef<Msg, Rep> = actor;
    const text: string = await ask(ref, { type: 'ECHO', text: 't' });
    expect(text).toBe('t');
    // The checks below are for the type checker (tsc --noEmit): they must stay errors.
    const check = async () => {
      // @ts-expect-error the reply of ECHO is a string
      const wrong: number = await ask(ref, { type: 'ECHO', text: 't' });
      // @ts-expect-error WAIT needs an id
      await ask(ref, { type: 'WAIT' });
      // @ts-expect-error not a message of this actor
      await ask(ref, { type: 'NOPE' });
      return wrong;
    };
    expect(typeof check).toBe('function');
  });
});
