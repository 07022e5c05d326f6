// The mutation check's mechanics: a copy of the node with one mutant applied, and a campaign run
// on that copy as a child process. The copy holds src/, test/ (the campaign's load generators
// import test helpers) and scripts/, with a package.json of its own; node_modules is found by
// walking up from node_modules/.cache/, where the copies live (ignored by git, and on the same
// file system as the checkout). The campaign is the CLI's own (`scripts/sim.ts`), so a mutant is
// judged exactly as a campaign judges the real node.
import { spawn } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mutant } from './catalog.js';

export interface MutantRun {
  readonly mutant: Mutant;
  readonly caught: boolean;
  /** The first violated invariant (or 'crash' when the campaign could not run). */
  readonly invariant: string | null;
  readonly detail: string | null;
  /** The simulated minute the campaign stopped at (null when it ran to the end). */
  readonly minute: number | null;
  /** The replay line the campaign printed, for this mutant. */
  readonly replay: string | null;
  readonly seconds: number;
}

/** How many times `find` occurs in `text`. */
export function occurrences(text: string, find: string): number {
  let count = 0;
  for (let at = text.indexOf(find); at >= 0; at = text.indexOf(find, at + find.length)) count++;
  return count;
}

/** The mutant's changes applied to the files under `root`; throws unless each `find` occurs
 * exactly once (a mutant that applies nothing would be "survived" for nothing). */
export async function applyMutant(root: string, mutant: Mutant): Promise<void> {
  for (const change of mutant.changes) {
    const path = join(root, change.file);
    const text = await readFile(path, 'utf8');
    const n = occurrences(text, change.find);
    if (n !== 1) throw new Error(`mutant ${mutant.name}: ${change.file} holds its text ${n} times, not once`);
    await writeFile(path, text.replace(change.find, () => change.replace));
  }
}

/** A fresh copy of the node with the mutant applied; returns its root. */
export async function mutatedCopy(projectRoot: string, mutant: Mutant): Promise<string> {
  const root = join(projectRoot, 'node_modules', '.cache', 'totem-mutants', mutant.name);
  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  for (const dir of ['src', 'test', 'scripts']) await cp(join(projectRoot, dir), join(root, dir), { recursive: true });
  await writeFile(join(root, 'package.json'), JSON.stringify({ name: 'totem-node-mutant', private: true, type: 'module' }));
  await applyMutant(root, mutant);
  return root;
}

/** The first violation of a campaign's output: `  <invariant>: <detail>` under its summary, or
 * a `FAILED:` line. */
export function firstViolation(output: string): { invariant: string; detail: string } | null {
  const summaryAt = output.search(/^summary: /m);
  if (summaryAt >= 0) {
    const m = /^ {2}([\w-]+): (.*)$/m.exec(output.slice(summaryAt));
    if (m) return { invariant: m[1]!, detail: m[2]! };
  }
  const failed = /^FAILED: (.*)$/m.exec(output);
  return failed ? { invariant: 'crash', detail: failed[1]! } : null;
}

/** Runs the campaign on the mutated copy with these CLI arguments. */
export async function runMutant(projectRoot: string, mutant: Mutant, campaignArgs: readonly string[]): Promise<MutantRun> {
  const started = performance.now();
  const root = await mutatedCopy(projectRoot, mutant);
  try {
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', './scripts/register.mjs', 'scripts/sim.ts', ...campaignArgs, '--no-shrink'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      child.on('error', reject);
      child.on('close', (c) => resolve({ code: c, output }));
    });
    const violation = firstViolation(output);
    const minutes = [...output.matchAll(/^minute (\d+)\//gm)].map((m) => Number(m[1]));
    const replay = /^replay: (.*)$/m.exec(output)?.[1] ?? null;
    return {
      mutant,
      caught: code !== 0,
      invariant: code !== 0 ? (violation?.invariant ?? 'exit') : null,
      detail: code !== 0 ? (violation?.detail ?? output.trim().split('\n').slice(-3).join(' | ')) : null,
      minute: code !== 0 && minutes.length > 0 ? minutes[minutes.length - 1]! : null,
      replay: replay === null ? null : `${replay} --mutant ${mutant.name}`,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
