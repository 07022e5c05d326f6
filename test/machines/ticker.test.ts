import { describe, expect, it } from '@jest/globals';
import { createActor, setup, type AnyActorRef } from 'xstate';
import { createSimulatedClock } from '../../src/machines/clock.js';
import { tickerMachine } from '../../src/machines/ticker.js';

/** A ticker whose `tick` action records into a list, on a simulated clock. */
function countingTicker(input: { intervalMs: number; paused?: boolean }) {
  const clock = createSimulatedClock();
  const ticks: number[] = [];
  const actor = createActor(tickerMachine.provide({ actions: { tick: () => { ticks.push(clock.now()); } } }), {
    input,
    clock,
  }).start();
  return { clock, ticks, actor };
}

describe('ticker machine', () => {
  it('ticks once per interval, only when the clock advances', () => {
    const { clock, ticks, actor } = countingTicker({ intervalMs: 1_000 });
    expect(ticks).toEqual([]);
    clock.increment(999);
    expect(ticks).toEqual([]);
    clock.increment(1);
    expect(ticks).toEqual([1_000]);
    clock.increment(1_000);
    clock.increment(1_000);
    expect(ticks).toEqual([1_000, 2_000, 3_000]);
    expect(actor.getSnapshot().context.ticks).toBe(3);
  });

  it('pauses and resumes; a resumed ticker waits a whole interval', () => {
    const { clock, ticks, actor } = countingTicker({ intervalMs: 100 });
    clock.increment(50);
    actor.send({ type: 'PAUSE' });
    clock.increment(500);
    expect(ticks).toEqual([]);
    actor.send({ type: 'RESUME' });
    clock.increment(99);
    expect(ticks).toEqual([]);
    clock.increment(1);
    expect(ticks).toEqual([650]);
  });

  it('can start paused', () => {
    const { clock, ticks, actor } = countingTicker({ intervalMs: 10, paused: true });
    clock.increment(100);
    expect(ticks).toEqual([]);
    expect(actor.getSnapshot().value).toBe('paused');
    actor.send({ type: 'RESUME' });
    clock.increment(10);
    expect(ticks).toEqual([110]);
  });

  it('SET_INTERVAL restarts the wait with the new interval', () => {
    const { clock, ticks, actor } = countingTicker({ intervalMs: 1_000 });
    clock.increment(900);
    actor.send({ type: 'SET_INTERVAL', intervalMs: 200 });
    clock.increment(199);
    expect(ticks).toEqual([]);
    clock.increment(1);
    expect(ticks).toEqual([1_100]);
    expect(actor.getSnapshot().context.intervalMs).toBe(200);
  });

  it('rejects an interval that is not positive', () => {
    const actor = createActor(tickerMachine, { input: { intervalMs: 0 } });
    actor.subscribe({ error: () => undefined });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(actor.getSnapshot().error)).toMatch(/positive/);
  });

  it('by default sends its event to the parent', () => {
    const clock = createSimulatedClock();
    const received: string[] = [];
    const parent = setup({ actors: { ticker: tickerMachine } }).createMachine({
      invoke: { src: 'ticker', input: { intervalMs: 5, event: { type: 'DROP_EXPIRED' } } },
      on: { '*': { actions: ({ event }) => { received.push(event.type); } } },
    });
    const actor: AnyActorRef = createActor(parent, { clock }).start();
    clock.increment(5);
    clock.increment(5);
    expect(received).toEqual(['DROP_EXPIRED', 'DROP_EXPIRED']);
    actor.stop();
    clock.increment(5);
    expect(received).toHaveLength(2);
  });
});
