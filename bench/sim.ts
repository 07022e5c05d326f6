// `npm run bench -- sim`: the cost of the deterministic simulation (src/sim, docs/simulation.md)
// in CPU time per simulated minute, at 5, 10, 20, 40 and 100 full nodes. Each size: one seeded
// run on a random topology of degree 4 with the payment workload (one transaction every 250
// simulated ms to a random node), 30 simulated seconds of warm-up (the JIT, the first blocks),
// then a timed window of a few simulated minutes. CPU is process.cpuUsage (user + system, every
// thread of the process: the main thread, the garbage collector's and the compiler's), so the
// figure is what the run costs a machine, not its wall time under other load.
//
// Raw baseline, in the same run: the simulation machinery alone. The same number of events (the
// window's scheduler steps) through a bare SimScheduler with empty callbacks, one event loop turn
// each, plus the same number of messages drawn by SimLinks (delay, loss, duplication, reordering)
// with nothing delivered: what a simulated minute would cost if the nodes did no work at all.
// The ratio says how much of the cost is the nodes' own work.
//   SIM_SIZES=5,10,20 SIM_MINUTES=3 npm run bench -- sim
import { Simulation, Workload } from '../src/sim/index.js';
import { SimScheduler } from '../src/sim/scheduler.js';
import { SimLinks } from '../src/sim/links.js';
import { Rng } from '../src/sim/rng.js';
import type { BenchRow } from './lib/report.js';
import { collectGarbage } from './lib/timer.js';

const SEED = 3001;
const DEGREE = 4;
const INTERVAL_MS = 250;
const WARMUP_MS = 30_000;
/** Simulated minutes timed per size (fewer at 100 nodes: a simulated minute costs ~5x more). */
const DEFAULT_MINUTES: Record<number, number> = { 5: 3, 10: 3, 20: 3, 40: 2, 100: 1 };
const SIZES = (process.env['SIM_SIZES'] ?? '5,10,20,40,100').split(',').map(Number).filter((n) => Number.isInteger(n) && n >= 2);
/** The target: at least 20x faster than real time per core at 20 nodes. */
const TARGET_X = 20;
const TARGET_NODES = 20;

function cpuSeconds(since: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1e6;
}

interface Measured {
  readonly nodes: number;
  readonly minutes: number;
  readonly cpu: number;
  readonly steps: number;
  readonly messages: number;
  readonly blocks: number;
  readonly accepted: number;
  readonly createCpu: number;
}

async function measure(nodes: number, minutes: number): Promise<Measured> {
  collectGarbage();
  const c0 = process.cpuUsage();
  const sim = await Simulation.create({ seed: SEED, nodes, topology: { random: DEGREE }, maxRollback: 10 });
  const createCpu = cpuSeconds(c0);
  try {
    const workload = new Workload(sim, { intervalMs: INTERVAL_MS });
    workload.start();
    await sim.run(WARMUP_MS);
    collectGarbage();
    const steps0 = sim.scheduler.steps;
    const sent0 = sim.links.counts.sent;
    const height0 = Math.max(...sim.nodes.map((n) => n.height));
    const accepted0 = workload.counts.accepted;
    const t0 = process.cpuUsage();
    await sim.run(minutes * 60_000);
    const cpu = cpuSeconds(t0);
    workload.stop();
    return {
      nodes, minutes, cpu, createCpu,
      steps: sim.scheduler.steps - steps0,
      messages: sim.links.counts.sent - sent0,
      blocks: Math.max(...sim.nodes.map((n) => n.height)) - height0,
      accepted: workload.counts.accepted - accepted0,
    };
  } finally {
    await sim.stop();
  }
}

/** CPU seconds of the machinery alone for `steps` events and `messages` messages over `ms`. */
async function machinery(steps: number, messages: number, ms: number): Promise<number> {
  collectGarbage();
  const scheduler = new SimScheduler(0);
  const links = new SimLinks(scheduler, new Rng(SEED).stream('links'), []);
  const nothing = () => {};
  const t0 = process.cpuUsage();
  for (let i = 0; i < messages; i++) links.send(`n${i % 20}`, `n${(i + 1) % 20}`, 'transaction', nothing, { inert: true });
  for (let i = 0; i < steps; i++) scheduler.setTimeout(nothing, Math.floor((i * ms) / steps));
  await scheduler.runUntil(ms);
  return cpuSeconds(t0);
}

export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const nodes of SIZES) {
    const minutes = Number(process.env['SIM_MINUTES'] ?? DEFAULT_MINUTES[nodes] ?? 2);
    const m = await measure(nodes, minutes);
    const raw = await machinery(m.steps, m.messages, minutes * 60_000);
    const perMinute = m.cpu / minutes;
    const rawPerMinute = raw / minutes;
    const speed = (minutes * 60) / m.cpu;
    console.error(
      `sim: ${nodes} nodes, ${minutes} simulated min: ${m.cpu.toFixed(2)} CPU-s (${perMinute.toFixed(2)} per simulated minute, ${speed.toFixed(1)}x real time per core); ` +
      `${m.steps} events, ${m.messages} messages, ${m.blocks} blocks, ${m.accepted} transactions admitted; machinery alone ${raw.toFixed(3)} CPU-s; set-up ${m.createCpu.toFixed(2)} CPU-s`,
    );
    const notes = [
      `seed ${SEED}, random topology of degree ${DEGREE}, payments every ${INTERVAL_MS} simulated ms, ${WARMUP_MS / 1000} s of warm-up, then ${minutes} simulated minute(s) timed`,
      `in the window: ${m.steps.toLocaleString('en-US')} events, ${m.messages.toLocaleString('en-US')} messages, ${m.blocks} blocks, ${m.accepted} transactions admitted; building the network (not timed) took ${m.createCpu.toFixed(2)} CPU-s`,
      'CPU = process.cpuUsage (user + system, all threads of the process)',
    ];
    rows.push({
      bench: 'sim',
      name: `${nodes} nodes: CPU per simulated minute`,
      subject: { label: `CPU-s per simulated minute, ${nodes} nodes`, value: perMinute, unit: 'CPU-s' },
      baseline: { label: 'the machinery alone: the same events through a bare SimScheduler (empty callbacks, one turn each) and the same messages drawn by SimLinks', value: rawPerMinute, unit: 'CPU-s' },
      ...(nodes === TARGET_NODES ? { target: { kind: 'below' as const, value: 60 / TARGET_X, unit: 'CPU-s' } } : {}),
      notes,
    });
    rows.push({
      bench: 'sim',
      name: `${nodes} nodes: speed-up over real time per core`,
      subject: { label: `simulated seconds per CPU second, ${nodes} nodes`, value: speed, unit: 'x' },
      ...(nodes === TARGET_NODES ? { target: { kind: 'at-least' as const, value: TARGET_X, unit: 'x' } } : {}),
    });
  }
  return rows;
}
