import { describe, expect, it } from '@jest/globals';
import { assign, createActor, setup } from 'xstate';
import { ask, tell } from '../../src/actors/ask.js';
import { createServiceMachine, type ServiceRef } from '../../src/actors/service-actor.js';
import { SystemId } from '../../src/actors/system-ids.js';
import { createNodeSystem } from '../../src/actors/system.js';
import { createSimulatedClock } from '../../src/machines/clock.js';
import { tickerChild } from '../../src/machines/ticker.js';
import { gate } from './helpers.js';

type Msg = { type: 'APPLY'; amount: bigint } | { type: 'REJECT' } | { type: 'TICK' };
type Rep = { APPLY: bigint; REJECT: never; TICK: void };

class DomainLikeError extends Error {
  override readonly name = 'DomainError';
  readonly code = 'NOT_ENOUGH_FUNDS';
}

// A statechart that is not a service actor, with a bigint in its context (like a shuffling).
const shuffling = setup({
  types: { context: {} as { stake: bigint; round: number }, events: {} as { type: 'NEXT' } },
}).createMachine({
  context: { stake: 10n ** 18n, round: 0 },
  initial: 'registration',
  states: {
    registration: { on: { NEXT: { target: 'processing', actions: assign({ round: ({ context }) => context.round + 1 }) } } },
    processing: {},
  },
});

function node(trackEvents = true) {
  const clock = createSimulatedClock(Date.UTC(2030, 0, 1));
  const release = gate();
  const system = createNodeSystem({
    clock,
    now: () => clock.now(),
    trackEvents,
    actors: {
      [SystemId.blockchain]: createServiceMachine<Msg, Rep>({
        id: 'blockchain',
        now: () => clock.now(),
        children: { housekeeping: tickerChild(60_000) },
        handlers: {
          APPLY: async ({ amount }) => {
            await release.promise;
            return amount;
          },
          REJECT: () => {
            throw new DomainLikeError('balance too low');
          },
          TICK: () => undefined,
        },
      }),
      [SystemId.shuffler]: shuffling,
    },
  });
  system.start();
  return { system, release, chain: system.get<ServiceRef<Msg, Rep>>(SystemId.blockchain), clock };
}

describe('actor inspector', () => {
  it('reports each actor: state, mailbox depth while blocked, processed, last error, recent events', async () => {
    const { system, release, chain } = node();
    await ask(chain, { type: 'REJECT' }).catch(() => undefined);
    const first = ask(chain, { type: 'APPLY', amount: 5n });
    tell(chain, { type: 'APPLY', amount: 6n });
    tell(chain, { type: 'APPLY', amount: 7n });

    const view = system.debugSnapshot();
    expect(Object.keys(view).sort()).toEqual(['blockchain', 'shuffler']);
    expect(view['blockchain']).toMatchObject({
      systemId: 'blockchain',
      status: 'active',
      state: 'busy',
      mailboxDepth: 3,
      queued: 2,
      inFlight: { type: 'APPLY', since: '2030-01-01T00:00:00.000Z', ageMs: 0 },
      queuedTypes: { APPLY: 2 },
      messagesProcessed: 1,
      failed: 1,
      lastError: {
        name: 'DomainError',
        message: 'balance too low',
        code: 'NOT_ENOUGH_FUNDS',
        messageType: 'REJECT',
        at: '2030-01-01T00:00:00.000Z',
      },
      recentErrors: [expect.objectContaining({ name: 'DomainError', messageType: 'REJECT' })],
      // A run of one type is one entry: three APPLYs do not take three slots.
      recentEvents: [
        { type: 'REJECT', at: '2030-01-01T00:00:00.000Z' },
        { type: 'APPLY', at: '2030-01-01T00:00:00.000Z', count: 3, lastAt: '2030-01-01T00:00:00.000Z' },
      ],
    });

    release.open();
    await first;
    await ask(chain, { type: 'TICK' });
    expect(system.debugSnapshot()['blockchain']).toMatchObject({ state: 'idle', mailboxDepth: 0, messagesProcessed: 5 });
    await system.stop();
  });

  it('includes child machines with JSON-safe context, and counts events of plain machines', async () => {
    const { system, chain, clock } = node();
    system.get(SystemId.shuffler).send({ type: 'NEXT' });
    clock.increment(60_000); // the housekeeping ticker fires once
    await ask(chain, { type: 'TICK' });

    const view = system.debugSnapshot();
    expect(view['blockchain']!.children).toEqual({
      housekeeping: {
        id: 'housekeeping',
        status: 'active',
        state: 'running',
        context: { intervalMs: 60_000, event: { type: 'TICK' }, startPaused: false, ticks: 1 },
        eventsReceived: expect.any(Number),
        recentEvents: expect.arrayContaining([expect.objectContaining({ type: expect.stringMatching(/^xstate\.after\./) })]),
        error: null,
        children: {},
      },
    });
    expect(view['shuffler']).toMatchObject({
      state: 'processing',
      messagesProcessed: 2, // xstate.init and NEXT
      recentEvents: [expect.objectContaining({ type: 'xstate.init' }), expect.objectContaining({ type: 'NEXT' })],
      mailboxDepth: 0,
      lastError: null,
    });
    // The whole view survives JSON (bigints and all).
    const json = JSON.parse(JSON.stringify(view));
    expect(json.blockchain.recentEvents).toEqual([{ type: 'TICK', at: '2030-01-01T00:01:00.000Z', count: 2, lastAt: '2030-01-01T00:01:00.000Z' }]);
    await system.stop();
  });

  it('shows bigint context of children as strings and lists machines kept outside the system', async () => {
    const { system } = node();
    const peers = [createActor(shuffling, { id: 'peer-a' }).start()];
    system.addDebugChildren(SystemId.shuffler, () => peers);
    const child = system.debugSnapshot()['shuffler']!.children['peer-a']!;
    expect(child).toMatchObject({ id: 'peer-a', state: 'registration', context: { stake: '1000000000000000000', round: 0 } });
    await system.stop();
  });

  it('with event tracking off, service actors still report everything from their own context', async () => {
    const { system, chain } = node(false);
    await ask(chain, { type: 'TICK' });
    system.get(SystemId.shuffler).send({ type: 'NEXT' });
    const view = system.debugSnapshot();
    expect(view['blockchain']).toMatchObject({ messagesProcessed: 1, recentEvents: [{ type: 'TICK' }] });
    expect(view['shuffler']).toMatchObject({ state: 'processing', messagesProcessed: 0, recentEvents: [] });
    system.setEventTracking(true);
    system.get(SystemId.shuffler).send({ type: 'NEXT' });
    expect(system.debugSnapshot()['shuffler']).toMatchObject({ messagesProcessed: 1, recentEvents: [{ type: 'NEXT' }] });
    await system.stop();
  });

  it('after stop, actors show as done', async () => {
    const { system } = node();
    await system.stop();
    expect(system.debugSnapshot()['blockchain']).toMatchObject({ status: 'done', state: 'stopped' });
  });
});
