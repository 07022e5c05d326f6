// npm run sim -- --nodes 30 --seed S --minutes M: a long random campaign on the deterministic
// simulation (docs/simulation.md). Every simulated minute it draws a fault (partition and heal,
// asymmetric cut, lossy/duplicating/reordering links, clock skew) from the seed, runs the payment
// and message workload, checks the invariants at each checkpoint, and prints a progress line;
// at the end a summary. A failure prints the seed and the command that replays it. Exit code 1 on
// any violation.
import { parseArgs } from 'node:util';
import { Invariants, Simulation, Workload, workloadAccounts, type Violation } from '../src/sim/index.js';
import { ACTORS, generatorFor } from '../test/helpers/digest-generators.js';
import { idOf } from '../test/chain/helpers.js';
import { TALLY_CAPABILITIES } from '../test/helpers/tally-node.js';

const { values } = parseArgs({
  options: {
    nodes: { type: 'string', default: '20' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    minutes: { type: 'string', default: '10' },
    degree: { type: 'string', default: '4' },
    // payments: the built-in payments and messages; all: every transaction type of every
    // capability (the state-digest property test's generators).
    load: { type: 'string', default: 'payments' },
  },
});
const nodes = Number(values.nodes);
const seed = Number(values.seed);
const minutes = Number(values.minutes);
const all = values.load === 'all';
if (!Number.isInteger(nodes) || nodes < 2 || !Number.isInteger(seed) || !(minutes > 0) || !['payments', 'all'].includes(values.load)) {
  console.error('usage: npm run sim -- [--nodes N>=2] [--seed INT] [--minutes M] [--degree D] [--load payments|all]');
  process.exit(2);
}
const replay = `npm run sim -- --nodes ${nodes} --seed ${seed} --minutes ${minutes} --degree ${values.degree} --load ${values.load}`;
const started = Date.now();
const sim = await Simulation.create({ seed, nodes, topology: { random: Number(values.degree) }, maxRollback: 10, replay, ...(all ? { capabilities: TALLY_CAPABILITIES } : {}) });
const workload = new Workload(sim, all ? { intervalMs: 250, actors: ACTORS.length, generatorFor } : { intervalMs: 250 });
const watched = all ? ACTORS.map((a) => idOf(a)) : workloadAccounts(seed, 6).map((x) => x.id);
const invariants = new Invariants(sim);
const faults = sim.rng.stream('campaign');
const violations: Violation[] = [];
workload.start();
try {
  for (let m = 1; m <= minutes; m++) {
    const fault = faults.int(0, 4);
    const a = faults.int(0, nodes - 1);
    const b = (a + 1 + faults.int(0, nodes - 2)) % nodes;
    let what = 'calm';
    if (fault === 0) {
      const cut = faults.int(1, nodes - 1);
      const order = faults.shuffle([...Array(nodes).keys()]);
      sim.partition(order.slice(0, cut), order.slice(cut));
      what = `partition ${cut}/${nodes - cut}`;
    } else if (fault === 1) {
      sim.cutOneWay(a, b);
      what = `one-way cut n${a}>n${b}`;
    } else if (fault === 2) {
      sim.setLink(a, b, { loss: 0.2, duplicate: 0.1, reorder: 0.3 });
      what = `lossy link n${a}-n${b}`;
    } else if (fault === 3) {
      const ms = faults.int(-8_000, 8_000);
      sim.skew(a, ms);
      what = `skew n${a} ${ms} ms`;
    }
    await sim.run(40_000);
    sim.heal();
    const took = await sim.runUntil(() => sim.converged(), { maxMs: 120_000, what: 'convergence after the heal' });
    await sim.run(20_000 - Math.min(20_000, took));
    violations.push(...(await invariants.checkpoint()));
    const heights = sim.live.map((n) => n.height);
    console.log(`minute ${m}/${minutes}: ${what}; converged in ${took} ms; height ${Math.min(...heights)}..${Math.max(...heights)}; txs ${workload.counts.accepted}/${workload.counts.submitted}; ${violations.length} violations; ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (violations.length > 0) break;
  }
  workload.stop();
  violations.push(...(await invariants.check(watched)));
} catch (err) {
  console.error(`FAILED: ${(err as Error).message}`);
  console.error(`replay: ${replay}`);
  await sim.stop();
  process.exit(1);
}
const c = sim.links.counts;
console.log(`summary: seed ${seed}, ${nodes} nodes, ${minutes} simulated minutes in ${((Date.now() - started) / 1000).toFixed(1)} s; ${sim.scheduler.steps} events; messages ${c.sent} sent, ${c.lost} lost, ${c.duplicated} duplicated, ${c.cut} cut; transactions ${workload.counts.accepted} admitted of ${workload.counts.submitted}; blacklistings ${sim.blacklistings.length}; violations ${violations.length}`);
for (const v of violations) console.log(`  ${v.invariant}: ${v.detail}`);
await sim.stop();
if (violations.length > 0) {
  console.error(`replay: ${replay}`);
  process.exit(1);
}
