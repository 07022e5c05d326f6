// `npm run sim -- --mutants [--only a,b] [campaign flags]`: the mutation check. Each mutant of
// scripts/mutants/catalog.ts is applied to a copy of the node, one at a time, and the default
// campaign (or the flags given) runs on that copy; the table says which were caught, by which
// invariant, at which simulated minute, and the line that replays each. Exit 1 when a mutant
// survives: a harness that misses a planted bug misses real ones.
// `npm run sim -- --mutant NAME [campaign flags]` runs one mutant's campaign and prints its output.
import { fileURLToPath } from 'node:url';
import { MUTANTS, type Mutant } from './mutants/catalog.js';
import { runMutant, type MutantRun } from './mutants/runner.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** The campaign flags of a mutation check when none are given: the default campaign, with the
 * fixed seed the docs' table was made with, and the load of every transaction type (the
 * scheduled work and the capabilities' rules are exercised only by it). */
export const MUTATION_DEFAULT_ARGS: readonly string[] = ['--seed', '1', '--load', 'all'];

function takeOption(argv: string[], name: string): string | undefined {
  const at = argv.indexOf(name);
  if (at < 0) return undefined;
  const [, value] = argv.splice(at, 2);
  return value;
}

function pick(names: string | undefined): Mutant[] {
  if (names === undefined) return [...MUTANTS];
  const wanted = names.split(',').map((s) => s.trim()).filter((s) => s !== '');
  const unknown = wanted.filter((n) => !MUTANTS.some((m) => m.name === n));
  if (unknown.length > 0) throw new Error(`unknown mutant ${unknown.join(', ')}; known: ${MUTANTS.map((m) => m.name).join(', ')}`);
  return MUTANTS.filter((m) => wanted.includes(m.name));
}

function row(r: MutantRun): string {
  const verdict = r.caught ? `caught by ${r.invariant}${r.minute !== null ? ` (minute ${r.minute})` : ''}` : 'SURVIVED';
  return `| ${r.mutant.name} | ${r.mutant.area} | ${verdict} | ${r.seconds.toFixed(0)} s | \`${r.replay ?? '-'}\` |`;
}

export async function mutantsMain(argv: string[]): Promise<number> {
  const args = [...argv];
  const single = takeOption(args, '--mutant');
  args.splice(args.indexOf('--mutants') >= 0 ? args.indexOf('--mutants') : args.length, 1);
  const only = takeOption(args, '--only');
  const campaign = args.length > 0 ? args : [...MUTATION_DEFAULT_ARGS];
  const mutants = pick(single ?? only);
  console.log(`mutation check: ${mutants.length} mutants, campaign flags: ${campaign.join(' ') || '(defaults)'}`);
  const runs: MutantRun[] = [];
  for (const mutant of mutants) {
    const run = await runMutant(ROOT, mutant, campaign);
    runs.push(run);
    console.log(`${mutant.name} (${mutant.area}): ${run.caught ? `caught by ${run.invariant}: ${run.detail}` : 'SURVIVED'} [${run.seconds.toFixed(0)} s]`);
  }
  console.log('\n| mutant | area | verdict | time | replay |\n|---|---|---|---|---|');
  for (const r of runs) console.log(row(r));
  const survived = runs.filter((r) => !r.caught);
  console.log(`\n${runs.length - survived.length} of ${runs.length} caught${survived.length > 0 ? `; survived: ${survived.map((r) => r.mutant.name).join(', ')}` : ''}`);
  return survived.length > 0 ? 1 : 0;
}
