// Per-message overhead of the service actor mailbox, for a no-op handler. Not part of the test
// suite (timings are machine-dependent); run with:
//   node --import ./scripts/register.mjs bench/actor-mailbox.ts
import { createActor } from 'xstate';
import { ask, tell } from '../src/actors/ask.js';
import { createServiceMachine, fromHandlers } from '../src/actors/service-actor.js';
import { createNodeSystem } from '../src/actors/system.js';
import { SystemId } from '../src/actors/system-ids.js';

type Msg = { type: 'NOOP' };
type Rep = { NOOP: void };

const syncHandlers = { NOOP: () => undefined };
const asyncHandlers = { NOOP: async () => undefined };
const machine = createServiceMachine<Msg, Rep>({ id: 'bench' });

function bare(handlers: typeof syncHandlers | typeof asyncHandlers) {
  return createActor(machine.provide({ actors: { handle: fromHandlers<Msg, Rep>(handlers) } })).start();
}

function inSystem(handlers: typeof syncHandlers | typeof asyncHandlers, trackEvents = true) {
  const system = createNodeSystem({
    trackEvents,
    actors: { [SystemId.mempool]: machine.provide({ actors: { handle: fromHandlers<Msg, Rep>(handlers) } }) },
  });
  system.start();
  return { ref: system.get<Ref>(SystemId.mempool), system };
}

const ROUNDS = 5;

type Ref = ReturnType<typeof bare>;

/**
 * Runs `run` ROUNDS times, each on a fresh actor from `make` (creation and teardown are not
 * timed); prints the best and the median rate.
 */
async function measure(
  label: string,
  n: number,
  make: () => { ref: Ref; stop?: () => Promise<void> },
  run: (ref: Ref, n: number) => Promise<void>,
): Promise<void> {
  const rates: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const { ref, stop } = make();
    const t0 = process.hrtime.bigint();
    await run(ref, n);
    const ns = Number(process.hrtime.bigint() - t0);
    rates.push(n / (ns / 1e9));
    await stop?.();
  }
  rates.sort((a, b) => b - a);
  const best = rates[0]!;
  const median = rates[Math.floor(rates.length / 2)]!;
  const fmt = (x: number) => Math.round(x).toLocaleString('en-US').padStart(9);
  console.log(`${label.padEnd(50)} best ${fmt(best)} msg/s (${(1e6 / best).toFixed(1).padStart(5)} µs/msg)   median ${fmt(median)} msg/s`);
}

async function tellBurst(ref: Ref, n: number) {
  for (let i = 0; i < n; i++) tell(ref, { type: 'NOOP' });
  await ask(ref, { type: 'NOOP' }); // FIFO: answers after every earlier message
}

async function askSequential(ref: Ref, n: number) {
  for (let i = 0; i < n; i++) await ask(ref, { type: 'NOOP' });
}

async function askPipelined(ref: Ref, n: number) {
  const all: Promise<void>[] = [];
  for (let i = 0; i < n; i++) all.push(ask(ref, { type: 'NOOP' }));
  await Promise.all(all);
}

const N = 50_000;
// warm-up
await tellBurst(bare(syncHandlers), 20_000);
await askSequential(bare(syncHandlers), 20_000);

console.log(`service actor mailbox, no-op handler, ${N.toLocaleString('en-US')} messages per run, ${ROUNDS} runs each`);
const bareSync = () => ({ ref: bare(syncHandlers) });
const bareAsync = () => ({ ref: bare(asyncHandlers) });
const sys = (handlers: typeof syncHandlers | typeof asyncHandlers, trackEvents = true) => () => {
  const { ref, system } = inSystem(handlers, trackEvents);
  return { ref, stop: () => system.stop() };
};
await measure('bare actor, sync handler, tell', N, bareSync, tellBurst);
await measure('bare actor, sync handler, ask (sequential await)', N, bareSync, askSequential);
await measure('bare actor, sync handler, ask (pipelined)', N, bareSync, askPipelined);
await measure('bare actor, async handler, tell', N, bareAsync, tellBurst);
await measure('bare actor, async handler, ask (sequential await)', N, bareAsync, askSequential);
await measure('node system + event tracking, sync, tell', N, sys(syncHandlers), tellBurst);
await measure('node system + event tracking, sync, ask (seq.)', N, sys(syncHandlers), askSequential);
await measure('node system + event tracking, async, ask (seq.)', N, sys(asyncHandlers), askSequential);
await measure('node system, tracking off, sync, tell', N, sys(syncHandlers, false), tellBurst);
await measure('node system, tracking off, sync, ask (seq.)', N, sys(syncHandlers, false), askSequential);
await measure('node system, tracking off, async, ask (seq.)', N, sys(asyncHandlers, false), askSequential);
