import { describe, expect, it } from '@jest/globals';
import { createActor } from 'xstate';
import { ask } from '../../src/actors/ask.js';
import { createServiceMachine } from '../../src/actors/service-actor.js';
import { createSimulatedClock, systemClock } from '../../src/machines/clock.js';
import { tickerChild } from '../../src/machines/ticker.js';

describe('clock', () => {
  it('an `after` delay in a service actor fires only when the simulated clock advances', async () => {
    const clock = createSimulatedClock(1_000_000);
    let sweeps = 0;
    const mempool = createServiceMachine<{ type: 'DROP_EXPIRED' } | { type: 'SWEEPS' }, { DROP_EXPIRED: void; SWEEPS: number }>({
      id: 'mempool',
      handlers: { DROP_EXPIRED: () => { sweeps++; }, SWEEPS: () => sweeps },
      children: { expiry: tickerChild(20_000, { type: 'DROP_EXPIRED' }) },
    });
    const actor = createActor(mempool, { clock }).start();
    expect(clock.now()).toBe(1_000_000);
    clock.increment(19_999);
    expect(await ask(actor, { type: 'SWEEPS' })).toBe(0);
    clock.increment(1);
    expect(await ask(actor, { type: 'SWEEPS' })).toBe(1);
    actor.stop();
  });

  it('the system clock is real time', () => {
    const before = Date.now();
    const now = systemClock.now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
