// npm run sim -- --nodes 30 --seed S --minutes M: the random campaign on the deterministic
// simulation (src/sim/campaign, docs/simulation.md "Campaigns"). Every simulated minute a fault
// drawn from the seed (or given with --faults), the load, the heal, convergence, the invariants'
// checkpoint, and a progress line; at the end what each kind of fault did and the summary line.
// Any violation: its lines under the summary, the replay command, then the smallest failing
// campaign the shrinker finds (src/sim/shrink.ts; --no-shrink skips it), exit code 1.
import { parseArgs } from 'node:util';
import { formatFaultKinds, formatSummaryLine, parseFaults, runCampaign, type CampaignLoadName, type CampaignOptions, type Fault } from '../src/sim/index.js';
import { shrinkCampaign } from '../src/sim/shrink.js';

// `--mutants` / `--mutant NAME`: the mutation check (scripts/sim-mutants.ts) runs this CLI on
// mutated copies of the node.
const argv = process.argv.slice(2);
if (argv.includes('--mutants') || argv.includes('--mutant')) {
  const { mutantsMain } = await import('./sim-mutants.js');
  process.exit(await mutantsMain(argv));
}

const usage = 'usage: npm run sim -- [--nodes N>=2] [--seed INT] [--minutes M] [--degree D] [--load payments|all] [--faults "1:partition:0,3,4|5:crash:7@12500+8000:block"] [--keep-going] [--no-shrink] [--shrink-runs N] | --mutants [--only a,b] | --mutant NAME';
const { values } = parseArgs({
  options: {
    nodes: { type: 'string', default: '20' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    minutes: { type: 'string', default: '10' },
    degree: { type: 'string', default: '4' },
    // payments: the built-in payments and messages; all: every transaction type of every
    // capability (the state-digest property test's generators).
    load: { type: 'string', default: 'payments' },
    // The faults instead of the seed's (the format of src/sim/campaign/faults.ts).
    faults: { type: 'string' },
    // Run every minute even after a violation (to see everything a seed finds).
    'keep-going': { type: 'boolean', default: false },
    // A failure is shrunk unless this is given (the mutation check gives it: its table needs the
    // verdict, not the smallest case).
    'no-shrink': { type: 'boolean', default: false },
    'shrink-runs': { type: 'string', default: '40' },
  },
});
const nodes = Number(values.nodes);
const seed = Number(values.seed);
const minutes = Number(values.minutes);
const degree = Number(values.degree);
if (!Number.isInteger(nodes) || nodes < 2 || !Number.isInteger(seed) || !Number.isInteger(minutes) || minutes < 1 || !Number.isInteger(degree) || degree < 2 || !['payments', 'all'].includes(values.load)) {
  console.error(usage);
  process.exit(2);
}
let schedule: Fault[] | undefined;
if (values.faults !== undefined) {
  try {
    schedule = parseFaults(values.faults, { nodes, minutes });
  } catch (err) {
    console.error(`${(err as Error).message}\n${usage}`);
    process.exit(2);
  }
}

const started = performance.now();
const cpu = process.cpuUsage();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
try {
  const campaign: CampaignOptions = { seed, nodes, minutes, degree, load: values.load as CampaignLoadName, ...(schedule !== undefined ? { schedule } : {}) };
  const result = await runCampaign({ ...campaign, keepGoing: values['keep-going'], onProgress: (line) => console.log(`${line}; ${seconds()}`) });
  const used = process.cpuUsage(cpu);
  console.log('faults:');
  for (const line of formatFaultKinds(result.summary)) console.log(`    ${line}`);
  console.log(`${formatSummaryLine(result.summary, result.violations.length)}; ${seconds()} (${((used.user + used.system) / 1e6).toFixed(1)} CPU s)`);
  for (const v of result.violations) console.log(`  ${v.invariant}: ${v.detail}`);
  if (result.violations.length > 0) {
    console.error(`replay: ${result.replay}`);
    if (!values['no-shrink']) {
      console.error(`shrinking: the smallest campaign in which ${result.violations[0]!.invariant} still fails (at most ${values['shrink-runs']} campaigns)`);
      const shrunk = await shrinkCampaign(campaign, result, { run: (c) => runCampaign(c), maxRuns: Number(values['shrink-runs']), onStep: (line) => console.error(`  ${line}; ${seconds()}`) });
      console.error(`smallest failing case (${shrunk.runs} campaigns tried): ${shrunk.violation.invariant}: ${shrunk.violation.detail}`);
      console.error(`replay (shrunk): ${shrunk.replay}`);
    }
    process.exit(1);
  }
} catch (err) {
  console.error(`FAILED: ${(err as Error).message}`);
  console.error(`replay: npm run sim -- ${argv.map((a) => (/[\s|"<>]/.test(a) ? JSON.stringify(a) : a)).join(' ')}`);
  process.exit(1);
}
