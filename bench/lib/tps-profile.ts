// A small summariser of V8 CPU profiles (`node --cpu-prof` writes one .cpuprofile per thread:
// CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile, thread 0 the main thread): self time per
// function and per file, the main thread apart from the worker threads (the node's signature
// verifiers), so the throughput bench can say where the node's CPU goes at its ceiling.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
}

export interface CpuProfile {
  readonly nodes: ReadonlyArray<{ readonly id: number; readonly callFrame: CallFrame }>;
  /** Microseconds of the system's monotonic clock (process.hrtime's, in any process). */
  readonly startTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

export interface SelfTime {
  readonly name: string;
  readonly ms: number;
}

export interface ProfileSummary {
  readonly threads: number;
  /** Sampled time, every thread of the group added. */
  readonly totalMs: number;
  readonly idleMs: number;
  readonly gcMs: number;
  /** Busy time (not idle), by function and by file, largest first. */
  readonly functions: readonly SelfTime[];
  readonly files: readonly SelfTime[];
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A script's URL as a path under the project (or as given: node:internal/..., native). */
export function shortFile(url: string): string {
  if (url === '') return '(native)';
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  return path.startsWith(ROOT) ? path.slice(ROOT.length) : path;
}

function add(map: Map<string, number>, key: string, ms: number): void {
  map.set(key, (map.get(key) ?? 0) + ms);
}

function top(map: Map<string, number>, count: number): SelfTime[] {
  return [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, ms]) => ({ name, ms }));
}

/** A span of the monotonic clock, microseconds (a phase's measured window). */
export interface MonoWindow {
  readonly fromUs: number;
  readonly toUs: number;
}

/**
 * Self time of every function and file over the profiles (one group of threads), counting only
 * samples inside `window` when given (so the node's start-up is left out). A sample is taken at
 * startTime + the deltas up to it and lasts until the next one (timeDeltas[i + 1], microseconds;
 * the last sample gets the mean interval).
 */
export function summarise(profiles: readonly CpuProfile[], window?: MonoWindow, topFunctions = 15, topFiles = 10): ProfileSummary {
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  let totalMs = 0;
  let idleMs = 0;
  let gcMs = 0;
  for (const p of profiles) {
    const frames = new Map(p.nodes.map((n) => [n.id, n.callFrame]));
    const mean = p.timeDeltas.length > 1 ? p.timeDeltas.slice(1).reduce((a, b) => a + b, 0) / (p.timeDeltas.length - 1) : 0;
    let at = p.startTime;
    p.samples.forEach((id, i) => {
      at += p.timeDeltas[i] ?? 0;
      if (window !== undefined && (at < window.fromUs || at > window.toUs)) return;
      const ms = (i + 1 < p.timeDeltas.length ? p.timeDeltas[i + 1]! : mean) / 1000;
      const f = frames.get(id);
      if (f === undefined) return;
      totalMs += ms;
      if (f.functionName === '(idle)') {
        idleMs += ms;
        return;
      }
      if (f.functionName === '(garbage collector)') gcMs += ms;
      const special = f.url === '' && f.functionName.startsWith('(');
      const file = special ? f.functionName : shortFile(f.url);
      add(byFile, file, ms);
      add(byFunction, special ? f.functionName : `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`, ms);
    });
  }
  return { threads: profiles.length, totalMs, idleMs, gcMs, functions: top(byFunction, topFunctions), files: top(byFile, topFiles) };
}

export interface ProfileFiles {
  readonly main: CpuProfile[];
  readonly workers: CpuProfile[];
}

/** The .cpuprofile files of process `pid` in a directory (a kept directory may hold older
 * runs'), main thread (thread 0) apart from workers. */
export function readProfiles(dir: string, pid: number): ProfileFiles {
  const out: ProfileFiles = { main: [], workers: [] };
  for (const name of readdirSync(dir)) {
    const m = /^CPU\.\d+\.\d+\.(\d+)\.(\d+)\.\d+\.cpuprofile$/.exec(name);
    if (m === null || Number(m[1]) !== pid) continue;
    const profile = JSON.parse(readFileSync(join(dir, name), 'utf8')) as CpuProfile;
    (m[2] === '0' ? out.main : out.workers).push(profile);
  }
  return out;
}

/** The summary as lines: the share of busy time, seconds, then the function or file. Busy time
 * is also given as a share of the sampled time: a thread busy all the time bounds the node even
 * with cores to spare. */
export function renderSummary(title: string, s: ProfileSummary): string[] {
  const busy = s.totalMs - s.idleMs;
  const pct = (ms: number) => `${((ms / Math.max(1, busy)) * 100).toFixed(1).padStart(5)}%`;
  const sec = (ms: number) => `${(ms / 1000).toFixed(2).padStart(7)} s`;
  return [
    `${title}: ${s.threads} thread(s), ${(s.totalMs / 1000).toFixed(1)} s sampled, busy ${(busy / 1000).toFixed(1)} s (${((busy / Math.max(1, s.totalMs)) * 100).toFixed(0)}% of the sampled time; idle ${(s.idleMs / 1000).toFixed(1)} s), garbage collection ${(s.gcMs / 1000).toFixed(1)} s`,
    '  functions by self time (share of busy time):',
    ...s.functions.map((f) => `    ${pct(f.ms)} ${sec(f.ms)}  ${f.name}`),
    '  files by self time:',
    ...s.files.map((f) => `    ${pct(f.ms)} ${sec(f.ms)}  ${f.name}`),
  ];
}
