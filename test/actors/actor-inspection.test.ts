// The debug view of one service actor, driven by hand: a handler that blocks on a gate shows as
// the message in flight (with its start time and age), what queues behind it is counted by type,
// runs of one event type collapse, failures keep their times, and the service's own description
// of its domain state is read at the moment of the snapshot.
import { describe, expect, it } from '@jest/globals';
import { ask, tell } from '../../src/actors/ask.js';
import { summarizeActor, SUMMARY_FIELDS } from '../../src/actors/inspector.js';
import { createServiceMachine } from '../../src/actors/service-actor.js';
import { SystemId } from '../../src/actors/system-ids.js';
import { createNodeSystem } from '../../src/actors/system.js';
import { gate, type Gate } from './helpers.js';

type Msg = { type: 'SLOW' } | { type: 'ADD'; n: number } | { type: 'GET' } | { type: 'TICK' } | { type: 'FORGE' } | { type: 'FAIL'; why: string };
type Rep = { SLOW: void; ADD: number; GET: number; TICK: void; FORGE: number; FAIL: never };

const T0 = Date.UTC(2030, 0, 1);
const iso = (ms: number) => new Date(ms).toISOString();

/** A service holding a counter, whose SLOW message waits for `release`, on a hand-moved clock. */
function harness(opts: { describe?: () => unknown; recentLimit?: number } = {}) {
  let now = T0;
  let total = 0;
  let release: Gate = gate();
  let started: Gate = gate();
  const machine = createServiceMachine<Msg, Rep>({
    id: 'ledger',
    now: () => now,
    ...(opts.recentLimit !== undefined ? { recentLimit: opts.recentLimit } : {}),
    describe: opts.describe ?? (() => ({ total, big: 10n ** 20n })),
    handlers: {
      SLOW: async () => {
        started.open();
        await release.promise;
      },
      ADD: ({ n }) => (total += n),
      GET: () => total,
      TICK: () => undefined,
      FORGE: () => ++total,
      FAIL: ({ why }) => {
        throw new RangeError(why);
      },
    },
  });
  const system = createNodeSystem({ now: () => now, actors: { [SystemId.blockchain]: machine } });
  system.start();
  const ref = system.get(SystemId.blockchain);
  return {
    system,
    ref,
    view: () => system.debugSnapshot()[SystemId.blockchain]!,
    advance: (ms: number) => (now += ms),
    started: () => started.promise,
    release: () => {
      release.open();
      release = gate();
      started = gate();
    },
  };
}

describe('actor inspection: one service actor', () => {
  it('shows the message in flight with its start and age, and the queued messages by type', async () => {
    const h = harness();
    const slow = ask(h.ref, { type: 'SLOW' });
    await h.started();
    h.advance(250);
    tell(h.ref, { type: 'ADD', n: 1 });
    tell(h.ref, { type: 'ADD', n: 2 });
    tell(h.ref, { type: 'GET' });
    tell(h.ref, { type: 'ADD', n: 3 });
    h.advance(1250);

    const busy = h.view();
    expect(busy).toMatchObject({
      state: 'busy',
      mailboxDepth: 5,
      queued: 4,
      inFlight: { type: 'SLOW', since: iso(T0), ageMs: 1500 },
      queuedTypes: { ADD: 3, GET: 1 },
      // Described while the handler is half way: the queued ADDs have not run.
      domain: { total: 0, big: '100000000000000000000' },
    });

    h.release();
    await slow;
    expect(await ask(h.ref, { type: 'GET' })).toBe(6);
    expect(h.view()).toMatchObject({ state: 'idle', mailboxDepth: 0, inFlight: null, queuedTypes: {}, domain: { total: 6 } });
    await h.system.stop();
  });

  it('collapses runs of one event type, so a tick every second does not hide the one forge', async () => {
    const h = harness({ recentLimit: 5 });
    for (let i = 0; i < 50; i++) {
      tell(h.ref, { type: 'TICK' });
      h.advance(1000);
    }
    await ask(h.ref, { type: 'FORGE' });
    for (let i = 0; i < 30; i++) {
      h.advance(1000);
      tell(h.ref, { type: 'TICK' });
    }
    const events = h.view().recentEvents;
    expect(events).toEqual([
      { type: 'TICK', at: iso(T0), count: 50, lastAt: iso(T0 + 49_000) },
      { type: 'FORGE', at: iso(T0 + 50_000) },
      { type: 'TICK', at: iso(T0 + 51_000), count: 30, lastAt: iso(T0 + 80_000) },
    ]);
    // Only the newest runs are kept: past the limit the oldest run goes, whatever its length.
    for (const type of ['GET', 'FORGE', 'GET', 'FORGE'] as const) await ask(h.ref, { type });
    expect(h.view().recentEvents.map((e) => e.type)).toEqual(['TICK', 'GET', 'FORGE', 'GET', 'FORGE']);
    await h.system.stop();
  });

  it('keeps the recent failures with their times, newest last', async () => {
    const h = harness();
    for (let i = 1; i <= 7; i++) {
      h.advance(1000);
      await expect(ask(h.ref, { type: 'FAIL', why: `bad ${i}` })).rejects.toThrow(`bad ${i}`);
    }
    const view = h.view();
    expect(view.failed).toBe(7);
    expect(view.recentErrors.map((e) => [e.message, e.at])).toEqual([3, 4, 5, 6, 7].map((i) => [`bad ${i}`, iso(T0 + i * 1000)]));
    expect(view.lastError).toEqual(view.recentErrors[4]);
    expect(view.lastError).toMatchObject({ name: 'RangeError', messageType: 'FAIL' });
    await h.system.stop();
  });

  it('shows a failing describer as describeFailed, not as a broken view', async () => {
    const h = harness({
      describe: () => {
        throw new Error('half built');
      },
    });
    expect(h.view().domain).toEqual({ describeFailed: 'Error: half built' });
    await h.system.stop();
  });

  it('summarizes an actor with the summary fields only, and the view survives JSON', async () => {
    const h = harness();
    await ask(h.ref, { type: 'ADD', n: 4 });
    const full = h.view();
    const summary = summarizeActor(full);
    expect(Object.keys(summary)).toEqual([...SUMMARY_FIELDS]);
    expect(summary).toMatchObject({ systemId: 'blockchain', domain: { total: 4 }, messagesProcessed: 1 });
    expect(summary).not.toHaveProperty('recentEvents');
    expect(summary).not.toHaveProperty('children');
    expect(JSON.parse(JSON.stringify(full))).toEqual(full);
    await h.system.stop();
  });
});
