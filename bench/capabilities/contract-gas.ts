// The gas calibration (issue 28): `npm run bench -- contract-gas`. Every cost class the schedule
// prices (bench/lib/contract-gas-classes.ts) is timed through the ledger's own path under V8's
// default tiering (warm: optimised code) and under --liftoff-only (the baseline tier, what a cold
// contract runs in), each in its own child process; a class's figure is its slower tier. Uploads
// are timed too (checks, metering and compiling a 128 KB module built to be slow to make ready).
// It prints the table (class, gas, ms, ns per gas, ratio to the fastest class) and what the caps
// imply on this machine (a run at the per-transaction maximum, a block at its gas cap), and fails
// loudly when a class is more than 2x the fastest's time per gas or a cap misses its time budget.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchRow } from '../lib/report.js';
import { BLOCK_GAS_LIMIT, MAX_GAS_PER_TRANSACTION, UPLOAD_GAS_PER_BYTE } from '../../src/capabilities/contracts/constants.js';

/** The schedule's promise: the slowest class at most this many times the fastest's ns per gas. */
export const MAX_CLASS_RATIO = 2;
/** Time budgets on this machine (issue 28). */
export const MAX_RUN_MS = 10;
export const MAX_BLOCK_MS = 250;

const root = fileURLToPath(new URL('../../', import.meta.url));
const TIERS: ReadonlyArray<{ readonly name: string; readonly flags: readonly string[] }> = [
  { name: 'default', flags: [] },
  { name: 'liftoff', flags: ['--liftoff-only'] },
];

interface Measured {
  readonly name: string;
  readonly group: string;
  readonly what: string;
  readonly gas?: string;
  readonly ms?: number;
  readonly refused?: string;
}

interface PrepareMeasured {
  readonly name: string;
  readonly bytes: number;
  readonly check: number;
  readonly prepare: number;
  readonly second: number;
}

function probe<T>(flags: readonly string[], env: Record<string, string> = {}): T {
  const out = execFileSync(process.execPath, [...flags, '--import', './scripts/register.mjs', 'bench/lib/contract-gas-probe.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 16 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as T;
}

export interface ClassFigure {
  readonly name: string;
  readonly group: string;
  readonly what: string;
  readonly gas: number;
  readonly ms: number;
  readonly nsPerGas: number;
  /** The tier whose figure counts (the slower). */
  readonly tier: string;
}

/** Each class's slower tier. */
function merge(byTier: ReadonlyArray<readonly [string, readonly Measured[]]>): { figures: ClassFigure[]; refused: Measured[] } {
  const figures: ClassFigure[] = [];
  const refused: Measured[] = [];
  for (const m of byTier[0]![1]) {
    if (m.refused !== undefined) {
      refused.push(m);
      continue;
    }
    let worst: ClassFigure | undefined;
    for (const [tier, list] of byTier) {
      const t = list.find((x) => x.name === m.name)!;
      const gas = Number(t.gas);
      const f: ClassFigure = { name: m.name, group: m.group, what: m.what, gas, ms: t.ms!, nsPerGas: (t.ms! * 1e6) / gas, tier };
      if (worst === undefined || f.nsPerGas > worst.nsPerGas) worst = f;
    }
    figures.push(worst!);
  }
  return { figures, refused };
}

function uploadFigures(list: readonly PrepareMeasured[]): ClassFigure[] {
  return list.map((p) => {
    // What an upload costs beyond its init's own run: the checks, then decoding, metering and
    // compiling (eagerly: the first run's time beyond the second's).
    const ms = p.check + p.prepare;
    const gas = p.bytes * Number(UPLOAD_GAS_PER_BYTE);
    // The price per byte is set by the shape built to be slowest (many functions): the others run
    // faster per gas (overcharged, which is safe) and are shown, not held to the 2x band.
    return { name: `upload: ${p.name}`, group: p.name === 'many functions' ? 'upload' : 'upload (shown)', what: `make a ${(p.bytes / 1024).toFixed(0)} KB module ready (checks ${p.check.toFixed(1)} ms, decode + meter + compile ${p.prepare.toFixed(1)} ms)`, gas, ms, nsPerGas: (ms * 1e6) / gas, tier: 'default' };
  });
}

const pad = (s: string, n: number): string => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number): string => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

export function render(figures: readonly ClassFigure[], fastest: ClassFigure): string {
  const lines = [`${pad('class', 34)} ${lpad('gas (all runs)', 16)} ${lpad('ms', 9)} ${lpad('ns/gas', 8)} ${lpad('ratio', 6)}  tier`];
  for (const f of figures) {
    const ratio = f.nsPerGas / fastest.nsPerGas;
    lines.push(`${pad(f.name, 34)} ${lpad(Math.round(f.gas).toLocaleString('en-US'), 16)} ${lpad(f.ms.toFixed(3), 9)} ${lpad(f.nsPerGas.toFixed(4), 8)} ${lpad(ratio.toFixed(2), 6)}  ${f.tier}${f.group === 'upload (shown)' ? '   (shown, not held to the band)' : ratio > MAX_CLASS_RATIO ? '   <-- over ' + MAX_CLASS_RATIO + 'x' : ''}`);
  }
  return lines.join('\n');
}

export async function run(): Promise<BenchRow[]> {
  const byTier = TIERS.map((t) => [t.name, probe<Measured[]>(t.flags)] as const);
  const { figures: classes, refused } = merge(byTier);
  const uploads = uploadFigures(probe<PrepareMeasured[]>([], { GAS_PREPARE: '1' }));
  const figures = [...classes, ...uploads];
  const checked = figures.filter((f) => f.group !== 'upload (shown)');
  const fastest = checked.reduce((a, b) => (b.nsPerGas < a.nsPerGas ? b : a));
  const slowest = figures.reduce((a, b) => (b.nsPerGas > a.nsPerGas ? b : a));
  const runClasses = classes;
  const worstRun = runClasses.reduce((a, b) => (b.nsPerGas > a.nsPerGas ? b : a));
  const runMs = (Number(MAX_GAS_PER_TRANSACTION) * worstRun.nsPerGas) / 1e6;
  const blockMs = (Number(BLOCK_GAS_LIMIT) * slowest.nsPerGas) / 1e6;
  console.error(`\ncontract gas calibration (each class's slower tier of: ${TIERS.map((t) => t.name).join(', ')})\n`);
  console.error(render(figures, fastest));
  for (const r of refused) console.error(`(not measured: ${r.name}: the validator refuses it: ${r.refused})`);
  console.error(`\nfastest class: ${fastest.name} ${fastest.nsPerGas.toFixed(4)} ns/gas; slowest: ${slowest.name} ${slowest.nsPerGas.toFixed(4)} ns/gas (${(slowest.nsPerGas / fastest.nsPerGas).toFixed(2)}x, at most ${MAX_CLASS_RATIO}x)`);
  console.error(`implied: a run at the per-transaction maximum (${MAX_GAS_PER_TRANSACTION} gas) of the slowest run class takes ${runMs.toFixed(2)} ms (budget ${MAX_RUN_MS} ms); a block at its gas cap (${BLOCK_GAS_LIMIT} gas) of the slowest class takes ${blockMs.toFixed(1)} ms (budget ${MAX_BLOCK_MS} ms)`);
  console.error(`caps these figures allow: per transaction ${Math.floor((MAX_RUN_MS * 1e6) / worstRun.nsPerGas).toLocaleString('en-US')} gas, per block ${Math.floor((MAX_BLOCK_MS * 1e6) / slowest.nsPerGas).toLocaleString('en-US')} gas\n`);
  const over = checked.filter((f) => f.nsPerGas / fastest.nsPerGas > MAX_CLASS_RATIO);
  const rows: BenchRow[] = checked.map((f) => ({
    bench: 'contract-gas',
    name: `gas per ns, ${f.name}`,
    subject: { label: `${f.what}: ${Math.round(f.gas)} gas in ${f.ms.toFixed(3)} ms (${f.tier} tier)`, value: 1 / f.nsPerGas, unit: 'gas/ns' },
    baseline: { label: `the fastest class per gas (${fastest.name})`, value: 1 / fastest.nsPerGas, unit: 'gas/ns' },
    target: { kind: 'ratio-at-least', value: 1 / MAX_CLASS_RATIO },
  }));
  rows.push(
    { bench: 'contract-gas', name: 'a run at the per-transaction maximum gas', subject: { label: `${MAX_GAS_PER_TRANSACTION} gas of the slowest run class (${worstRun.name})`, value: runMs, unit: 'ms' }, target: { kind: 'below', value: MAX_RUN_MS, unit: 'ms' } },
    { bench: 'contract-gas', name: 'a block at its gas cap', subject: { label: `${BLOCK_GAS_LIMIT} gas of the slowest class (${slowest.name})`, value: blockMs, unit: 'ms' }, target: { kind: 'below', value: MAX_BLOCK_MS, unit: 'ms' } },
  );
  const failures = [
    ...over.map((f) => `${f.name} is ${(f.nsPerGas / fastest.nsPerGas).toFixed(2)}x the fastest class's time per gas`),
    ...(runMs > MAX_RUN_MS ? [`a run at the per-transaction maximum takes ${runMs.toFixed(2)} ms`] : []),
    ...(blockMs > MAX_BLOCK_MS ? [`a block at its gas cap takes ${blockMs.toFixed(1)} ms`] : []),
  ];
  if (failures.length > 0) {
    console.error(`\nGAS SCHEDULE OFF ON THIS MACHINE:\n  ${failures.join('\n  ')}\n`);
    process.exitCode = 1;
  }
  return rows;
}
