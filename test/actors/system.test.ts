import { describe, expect, it } from '@jest/globals';
import { setup } from 'xstate';
import { ask, tell } from '../../src/actors/ask.js';
import { ActorNotRegisteredError, AskTargetStoppedError } from '../../src/actors/errors.js';
import { createServiceMachine, fromHandlers, type ServiceRef } from '../../src/actors/service-actor.js';
import { SYSTEM_IDS, SystemId } from '../../src/actors/system-ids.js';
import { createNodeSystem } from '../../src/actors/system.js';
import { createSimulatedClock } from '../../src/machines/clock.js';
import { tickerChild } from '../../src/machines/ticker.js';
import { flushPromises, gate, track } from './helpers.js';

// Three actors in the shape of the chain core: the forger asks the blockchain, the mempool answers.
type ChainMsg = { type: 'HEIGHT' } | { type: 'PUSH'; id: string };
type ChainRep = { HEIGHT: number; PUSH: number };
type PoolMsg = { type: 'SIZE' };
type PoolRep = { SIZE: number };
type ForgerMsg = { type: 'FORGE' } | { type: 'TICK' } | { type: 'FORGED' };
type ForgerRep = { FORGE: number; TICK: void; FORGED: number };

const chainMachine = createServiceMachine<ChainMsg, ChainRep>({ id: 'blockchain' });
const poolMachine = createServiceMachine<PoolMsg, PoolRep>({ id: 'mempool' });
const forgerMachine = createServiceMachine<ForgerMsg, ForgerRep>({ id: 'forger' });

function chainNode(options: { pushGate?: Promise<void>; forgeEveryMs?: number; clock?: ReturnType<typeof createSimulatedClock> } = {}) {
  const blocks: string[] = [];
  let forged = 0;
  const system = createNodeSystem({
    clock: options.clock,
    actors: {
      [SystemId.blockchain]: chainMachine.provide({ actors: { handle: fromHandlers<ChainMsg, ChainRep>({
        HEIGHT: () => blocks.length,
        PUSH: async ({ id }) => {
          await options.pushGate;
          blocks.push(id);
          return blocks.length;
        },
      }) } }),
      [SystemId.mempool]: poolMachine.provide({ actors: { handle: fromHandlers<PoolMsg, PoolRep>({ SIZE: () => 0 }) } }),
      [SystemId.forger]: {
        logic: createServiceMachine<ForgerMsg, ForgerRep>({
          id: 'forger',
          children: options.forgeEveryMs ? { ticker: tickerChild(options.forgeEveryMs) } : {},
        }).provide({ actors: { handle: fromHandlers<ForgerMsg, ForgerRep>({
          // The forger talks to the blockchain only through messages, found by systemId.
          FORGE: (_m, ctx) => ask(ctx.system.get(SystemId.blockchain) as ServiceRef<ChainMsg, ChainRep>, { type: 'PUSH', id: `b${++forged}` }),
          TICK: (_m, ctx) => { tell(ctx.self, { type: 'FORGE' }); },
          FORGED: () => forged,
        }) } }),
      },
    },
  });
  return { system, blocks };
}

describe('node actor system', () => {
  it('the SystemId table names every actor once', () => {
    expect(new Set(SYSTEM_IDS).size).toBe(SYSTEM_IDS.length);
    expect(SYSTEM_IDS).toEqual(['blockchain', 'mempool', 'forger', 'peerManager', 'shuffler', 'contractExecutor']);
  });

  it('registers the given actors under their systemIds, in table order', async () => {
    const { system } = chainNode();
    system.start();
    expect(system.ids).toEqual(['blockchain', 'mempool', 'forger']);
    const chain = system.get<ServiceRef<ChainMsg, ChainRep>>(SystemId.blockchain);
    expect(system.root.system.get('blockchain')).toBe(chain);
    expect(system.has(SystemId.shuffler)).toBe(false);
    expect(() => system.get(SystemId.shuffler)).toThrow(ActorNotRegisteredError);
    expect(await ask(system.get(SystemId.forger), { type: 'FORGE' })).toBe(1);
    expect(await ask(chain, { type: 'HEIGHT' })).toBe(1);
    await system.stop();
  });

  it('messages sent before start are handled once started', async () => {
    const { system } = chainNode();
    const height = track(ask(system.get<ServiceRef<ChainMsg, ChainRep>>(SystemId.blockchain), { type: 'HEIGHT' }));
    await flushPromises();
    expect(height.state).toBe('pending');
    system.start();
    await flushPromises();
    expect(height).toMatchObject({ state: 'resolved', value: 0 });
    await system.stop();
  });

  it('runs `after` timers on the clock it was given', async () => {
    const clock = createSimulatedClock();
    const { system, blocks } = chainNode({ clock, forgeEveryMs: 5_000 });
    system.start();
    const forger = system.get<ServiceRef<ForgerMsg, ForgerRep>>(SystemId.forger);
    clock.increment(4_999);
    expect(await ask(forger, { type: 'FORGED' })).toBe(0);
    clock.increment(1);
    expect(await ask(forger, { type: 'FORGED' })).toBe(1);
    await ask(system.get<ServiceRef<ChainMsg, ChainRep>>(SystemId.blockchain), { type: 'HEIGHT' });
    expect(blocks).toEqual(['b1']);
    await system.stop();
  });

  it('stop while busy: the message in flight finishes, queued ones are refused, then all stops', async () => {
    const push = gate();
    const { system, blocks } = chainNode({ pushGate: push.promise });
    system.start();
    const chain = system.get<ServiceRef<ChainMsg, ChainRep>>(SystemId.blockchain);
    const inFlight = ask(chain, { type: 'PUSH', id: 'p1' });
    const queued = track(ask(chain, { type: 'HEIGHT' }));
    const stopped = system.stop();
    expect(system.status).toBe('stopping');
    await flushPromises();
    expect(queued.state).toBe('rejected');
    expect(queued.error).toBeInstanceOf(AskTargetStoppedError);
    await expect(ask(chain, { type: 'HEIGHT' })).rejects.toBeInstanceOf(AskTargetStoppedError);
    expect(system.status).toBe('stopping');
    push.open();
    expect(await inFlight).toBe(1);
    await stopped;
    expect(system.status).toBe('stopped');
    expect(blocks).toEqual(['p1']);
    expect(system.stop()).toBe(stopped);
  });

  it('stops dependents first, so a forger finishing its block can still push it', async () => {
    const push = gate();
    const { system, blocks } = chainNode({ pushGate: push.promise });
    system.start();
    const forger = system.get<ServiceRef<ForgerMsg, ForgerRep>>(SystemId.forger);
    const inHand = ask(forger, { type: 'FORGE' }); // the forger's handler waits on the blockchain's PUSH
    await flushPromises();
    const stopped = system.stop();
    await flushPromises();
    await expect(ask(forger, { type: 'FORGED' })).rejects.toBeInstanceOf(AskTargetStoppedError);
    push.open();
    expect(await inHand).toBe(1);
    await stopped;
    expect(blocks).toEqual(['b1']);
    expect(system.status).toBe('stopped');
  });

  it('stop gives up waiting after its timeout and stops anyway', async () => {
    const never = gate();
    const clock = createSimulatedClock();
    const { system } = chainNode({ pushGate: never.promise, clock });
    system.start();
    const push = track(ask(system.get<ServiceRef<ChainMsg, ChainRep>>(SystemId.blockchain), { type: 'PUSH', id: 'x' }));
    const stopped = track(system.stop({ timeoutMs: 10_000 }));
    clock.increment(9_999);
    await flushPromises();
    expect(stopped.state).toBe('pending');
    clock.increment(1);
    await flushPromises();
    expect(stopped.state).toBe('resolved');
    expect(system.status).toBe('stopped');
    expect(push.state).toBe('rejected');
    expect(push.error).toBeInstanceOf(AskTargetStoppedError);
  });

  it('one crashing actor is reported and the others keep working', async () => {
    const failures: string[] = [];
    const fragile = setup({ types: { events: {} as { type: 'BREAK' } } }).createMachine({
      on: { BREAK: { actions: () => { throw new Error('shuffler bug'); } } },
    });
    const system = createNodeSystem({
      actors: {
        [SystemId.blockchain]: chainMachine.provide({ actors: { handle: fromHandlers<ChainMsg, ChainRep>({ HEIGHT: () => 7, PUSH: () => 0 }) } }),
        [SystemId.shuffler]: fragile,
      },
      onActorFailure: (id, error) => failures.push(`${id}: ${(error as Error).message}`),
    });
    system.start();
    system.get(SystemId.shuffler).send({ type: 'BREAK' });
    expect(failures).toEqual(['shuffler: shuffler bug']);
    expect(await ask(system.get<ServiceRef<ChainMsg, ChainRep>>(SystemId.blockchain), { type: 'HEIGHT' })).toBe(7);
    expect(system.debugSnapshot()['shuffler']).toMatchObject({ status: 'error', lastError: { message: 'shuffler bug' } });
    await system.stop();
  });

  it('stopping a system that never started is immediate', async () => {
    const { system } = chainNode();
    await system.stop();
    expect(system.status).toBe('stopped');
  });
});
