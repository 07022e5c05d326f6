// `npm run bench [-- name ...]`: runs each benchmark in its own child process (fresh heap, no
// JIT or GC state carried from one bench to the next, and RSS figures that belong to one bench),
// then prints one table with every figure, its raw baseline, the ratio and the target.
//   npm run bench                 all benchmarks of the table
//   npm run bench -- mempool      one (or several) of: mempool durable-admission apply state memory http sync metrics events startup, or a capability's
//   npm run bench -- startup      spawn to first 200 of the compiled node (dist/, rebuilt when stale), a restart, the sources, a bare server (bench/startup.ts)
//   npm run bench -- mailbox      the actor mailbox micro-benchmark (bench/actor-mailbox.ts; own output)
//   npm run bench -- tps          sustained confirmed TPS of a node process on the throughput profile (bench/tps.ts; minutes)
//   npm run bench -- sim          CPU per simulated minute of the deterministic simulation at 5..100 nodes (bench/sim.ts; ~2 minutes)
//   npm run bench -- scale        a node on 10k..10M funded accounts and transactions (bench/scale.ts, SCALE_SIZES; stores cached, 10M builds for most of an hour)
//   npm run bench -- longsync     a fresh node syncing 100,000 blocks / 1,000,000 payments from one peer vs local application, and the peer's API meanwhile (bench/long-sync.ts, LONGSYNC_BLOCKS, LONGSYNC_TXS; chain cached, tens of minutes)
//   npm run bench -- engines      LevelDB vs RocksDB (node.storageEngine) on ENGINE_ACCOUNTS accounts, default 1,000,000 (bench/engines.ts; chain cached, ~15 minutes)
// Each capability's benchmark is a file bench/capabilities/<name>.ts exporting run(): it is found
// here and runs after the core benchmarks, so adding one edits no shared file.
import { fork } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { cpus, loadavg, totalmem, platform, release } from 'node:os';
import { fileURLToPath } from 'node:url';
import { renderTable, targetMet, type BenchRow, type ChildMessage } from './lib/report.js';
import { NODE_FLAGS } from '../src/node-flags.js';

const CORE_BENCHES = ['mempool', 'durable-admission', 'apply', 'state', 'memory', 'http', 'sync', 'metrics', 'events', 'startup'] as const;
const capabilityDir = fileURLToPath(new URL('./capabilities/', import.meta.url));
const CAPABILITY_BENCHES = (existsSync(capabilityDir) ? readdirSync(capabilityDir) : [])
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.slice(0, -3))
  .sort();
const TABLE_BENCHES: readonly string[] = [...CORE_BENCHES, ...CAPABILITY_BENCHES];
// Run only when named: mailbox prints its own output, tps takes minutes (TPS_SECONDS, default 180),
// sim takes a few minutes (SIM_SIZES, SIM_MINUTES).
const EXTRA = ['mailbox', 'tps', 'sim', 'scale', 'longsync', 'engines'] as const;
/** Benches whose file is named otherwise than the bench. */
const MODULE_OF: Readonly<Record<string, string>> = { longsync: 'long-sync' };

const register = fileURLToPath(new URL('../scripts/register.mjs', import.meta.url));
const childEntry = fileURLToPath(new URL('./lib/child.ts', import.meta.url));
const mailboxScript = fileURLToPath(new URL('./actor-mailbox.ts', import.meta.url));

function runChild(script: string, args: string[]): Promise<{ rows: BenchRow[]; code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    const rows: BenchRow[] = [];
    const child = fork(script, args, {
      // The node's own flags (src/node-flags.ts): the benches that host a node in this child
      // measure it as `npm start` runs it.
      execArgv: [...NODE_FLAGS, '--import', register, '--expose-gc', '--no-warnings', ...(process.env['BENCH_CPU_PROF_DIR'] ? ['--cpu-prof', `--cpu-prof-dir=${process.env['BENCH_CPU_PROF_DIR']}`] : [])],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (m: ChildMessage) => {
      if (m.kind === 'rows') rows.push(...m.rows);
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ rows, code, signal }));
  });
}

const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = requested.filter((r) => !(TABLE_BENCHES as readonly string[]).includes(r) && !(EXTRA as readonly string[]).includes(r));
if (unknown.length > 0) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; known: ${[...TABLE_BENCHES, ...EXTRA].join(', ')}`);
  process.exit(2);
}
const selected = requested.length > 0 ? requested : [...TABLE_BENCHES];

const machine = `${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, ${platform()} ${release()}, node ${process.version}`;
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
// Other processes compete for the same cores: the load average tells how quiet the machine was.
console.log(`totem-node benchmarks, ${new Date().toISOString()}\nmachine: ${machine}\nload average before: ${load()}\n`);

const rows: BenchRow[] = [];
const failures: string[] = [];
const started = Date.now();
for (const name of selected) {
  const t0 = Date.now();
  console.log(`== ${name}`);
  const module = CAPABILITY_BENCHES.includes(name) ? `capabilities/${name}` : (MODULE_OF[name] ?? name);
  const result = name === 'mailbox' ? await runChild(mailboxScript, []) : await runChild(childEntry, [module]);
  rows.push(...result.rows);
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.code !== 0) {
    failures.push(`${name} exited with ${result.signal ?? `code ${result.code}`}`);
    console.log(`== ${name} FAILED after ${seconds} s\n`);
  } else {
    console.log(`== ${name} done in ${seconds} s\n`);
  }
}

if (rows.length > 0) {
  console.log(renderTable(rows));
  const missed = rows.filter((r) => targetMet(r) === false);
  console.log('');
  console.log(missed.length === 0 ? 'All targets met.' : `Targets MISSED: ${missed.map((r) => `[${r.bench}] ${r.name}`).join('; ')}`);
}
if (failures.length > 0) console.log(`Benchmarks that did not finish: ${failures.join('; ')}`);
console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s; load average after: ${load()}`);
process.exit(failures.length > 0 ? 1 : 0);
