// The faults of a campaign as data: one per simulated minute, and a compact text form for the
// replay command (`npm run sim -- ... --faults "<text>"`). Minutes the text leaves out are calm.
//
//   <minute>:partition:<side>              the nodes of <side> (e.g. 0,3,4) against the rest
//   <minute>:double-spend:<side>           a partition, and one account's funds spent on each side
//   <minute>:cut:<a>><b>                   a's messages no longer reach b (one way)
//   <minute>:link:<a>-<b>:<loss>/<dup>/<reorder>   percentages, both directions
//   <minute>:skew:<node>:<ms>              the node's clock moved by ms (within the 15 s drift)
//   <minute>:crash:<node>@<atMs>[+<downMs>][:instant|block|sync]
//                                          crash at atMs into the minute (instant), or at the
//                                          node's first block pushed after it (block), or
//                                          crash, restart, and crash again while it downloads
//                                          (sync); restarted downMs later (default 5000)
//   <minute>:byzantine:<node>:<kind>       the node turns Byzantine for the rest of the run
//   <minute>:calm                          nothing (the same as leaving the minute out)
// Items are joined by `|`, e.g. `1:partition:0,3,4|5:crash:7@12500+8000:block`.
import { BYZANTINE_KINDS, type ByzantineKind } from '../byzantine.js';

export type CrashMoment = 'instant' | 'block' | 'sync';

export type Fault =
  | { readonly minute: number; readonly kind: 'calm' }
  | { readonly minute: number; readonly kind: 'partition' | 'double-spend'; readonly side: readonly number[] }
  | { readonly minute: number; readonly kind: 'cut'; readonly from: number; readonly to: number }
  | { readonly minute: number; readonly kind: 'link'; readonly a: number; readonly b: number; readonly loss: number; readonly duplicate: number; readonly reorder: number }
  | { readonly minute: number; readonly kind: 'skew'; readonly node: number; readonly ms: number }
  | { readonly minute: number; readonly kind: 'crash'; readonly node: number; readonly moment: CrashMoment; readonly atMs: number; readonly downMs: number }
  | { readonly minute: number; readonly kind: 'byzantine'; readonly node: number; readonly behaviour: ByzantineKind };

export type FaultKind = Fault['kind'];

export const FAULT_KINDS: readonly FaultKind[] = ['calm', 'partition', 'double-spend', 'cut', 'link', 'skew', 'crash', 'byzantine'];

/** The simulated ms a fault lasts before the heal (the minute's window). */
export const FAULT_WINDOW_MS = 40_000;

export const DEFAULT_DOWN_MS = 5_000;

/** One fault in the text form. */
export function formatFault(f: Fault): string {
  const m = f.minute;
  switch (f.kind) {
    case 'calm': return `${m}:calm`;
    case 'partition':
    case 'double-spend': return `${m}:${f.kind}:${f.side.join(',')}`;
    case 'cut': return `${m}:cut:${f.from}>${f.to}`;
    case 'link': return `${m}:link:${f.a}-${f.b}:${f.loss}/${f.duplicate}/${f.reorder}`;
    case 'skew': return `${m}:skew:${f.node}:${f.ms}`;
    case 'crash': return `${m}:crash:${f.node}@${f.atMs}+${f.downMs}:${f.moment}`;
    case 'byzantine': return `${m}:byzantine:${f.node}:${f.behaviour}`;
  }
}

/** The schedule in the text form (calm minutes left out). */
export function formatFaults(faults: readonly Fault[]): string {
  return faults.filter((f) => f.kind !== 'calm').map(formatFault).join('|');
}

function fail(item: string, why: string): never {
  throw new RangeError(`fault "${item}": ${why}`);
}

function int(item: string, text: string | undefined, what: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (text === undefined || !/^-?\d+$/.test(text)) fail(item, `${what} must be a whole number`);
  const n = Number(text);
  if (n < min || n > max) fail(item, `${what} must be ${min}..${max}`);
  return n;
}

/** Parses the text form. With `nodes`, node indexes are checked; with `minutes`, minutes are
 * checked and the result has one fault per minute (calm where the text has none). */
export function parseFaults(text: string, opts: { nodes?: number; minutes?: number } = {}): Fault[] {
  const maxNode = opts.nodes === undefined ? Number.MAX_SAFE_INTEGER : opts.nodes - 1;
  const byMinute = new Map<number, Fault>();
  for (const raw of text.split('|')) {
    const item = raw.trim();
    if (item === '') continue;
    const [minuteText, kind, ...rest] = item.split(':');
    const minute = int(item, minuteText, 'the minute', 1, opts.minutes ?? Number.MAX_SAFE_INTEGER);
    if (byMinute.has(minute)) fail(item, `minute ${minute} has a fault already`);
    const node = (t: string | undefined, what = 'the node') => int(item, t, what, 0, maxNode);
    const arity = (n: number) => {
      if (rest.length !== n) fail(item, `${kind} takes ${n} field(s) after the kind`);
    };
    let fault: Fault;
    switch (kind) {
      case 'calm':
        arity(0);
        fault = { minute, kind };
        break;
      case 'partition':
      case 'double-spend': {
        arity(1);
        const side = rest[0]!.split(',').map((t) => node(t));
        if (new Set(side).size !== side.length) fail(item, 'a node is named twice');
        if (opts.nodes !== undefined && side.length >= opts.nodes) fail(item, 'the other side is empty');
        fault = { minute, kind, side: [...side].sort((a, b) => a - b) };
        break;
      }
      case 'cut': {
        arity(1);
        const m = /^(\d+)>(\d+)$/.exec(rest[0]!) ?? fail(item, 'expected <a>><b>');
        fault = { minute, kind, from: node(m[1]), to: node(m[2]) };
        if (fault.from === fault.to) fail(item, 'a node cannot be cut from itself');
        break;
      }
      case 'link': {
        arity(2);
        const ends = /^(\d+)-(\d+)$/.exec(rest[0]!) ?? fail(item, 'expected <a>-<b>');
        const rates = /^(\d+)\/(\d+)\/(\d+)$/.exec(rest[1]!) ?? fail(item, 'expected <loss>/<duplicate>/<reorder> in percent');
        const pct = (t: string | undefined, what: string) => int(item, t, what, 0, 100);
        fault = { minute, kind, a: node(ends[1]), b: node(ends[2]), loss: pct(rates[1], 'loss'), duplicate: pct(rates[2], 'duplicate'), reorder: pct(rates[3], 'reorder') };
        if (fault.a === fault.b) fail(item, 'a link joins two nodes');
        break;
      }
      case 'skew':
        arity(2);
        fault = { minute, kind, node: node(rest[0]), ms: int(item, rest[1], 'the skew', -15_000, 15_000) };
        break;
      case 'crash': {
        if (rest.length < 1 || rest.length > 2) fail(item, 'expected <node>@<atMs>[+<downMs>][:instant|block|sync]');
        const m = /^(\d+)@(\d+)(?:\+(\d+))?$/.exec(rest[0]!) ?? fail(item, 'expected <node>@<atMs>[+<downMs>]');
        const moment = rest[1] ?? 'instant';
        if (moment !== 'instant' && moment !== 'block' && moment !== 'sync') fail(item, 'the moment is instant, block or sync');
        fault = {
          minute, kind, node: node(m[1]), moment,
          atMs: int(item, m[2], 'atMs', 0, FAULT_WINDOW_MS - 1), downMs: m[3] === undefined ? DEFAULT_DOWN_MS : int(item, m[3], 'downMs', 1, FAULT_WINDOW_MS),
        };
        break;
      }
      case 'byzantine': {
        arity(2);
        const behaviour = rest[1] as ByzantineKind;
        if (!(behaviour in BYZANTINE_KINDS)) fail(item, `unknown Byzantine kind (${Object.keys(BYZANTINE_KINDS).join(', ')})`);
        fault = { minute, kind, node: node(rest[0]), behaviour };
        break;
      }
      default:
        fail(item, `unknown kind "${kind ?? ''}" (${FAULT_KINDS.join(', ')})`);
    }
    byMinute.set(minute, fault);
  }
  if (opts.minutes === undefined) return [...byMinute.values()].sort((a, b) => a.minute - b.minute);
  return Array.from({ length: opts.minutes }, (_, i) => byMinute.get(i + 1) ?? { minute: i + 1, kind: 'calm' as const });
}

/** The nodes a fault names. */
export function faultNodes(f: Fault): number[] {
  switch (f.kind) {
    case 'calm': return [];
    case 'partition':
    case 'double-spend': return [...f.side];
    case 'cut': return [f.from, f.to];
    case 'link': return [f.a, f.b];
    case 'skew':
    case 'crash':
    case 'byzantine': return [f.node];
  }
}

/** A short description for progress lines and the summary (`nodes`: the run's node count). */
export function describeFault(f: Fault, nodes: number): string {
  switch (f.kind) {
    case 'calm': return 'calm';
    case 'partition': return `partition ${f.side.length}/${nodes - f.side.length} [${f.side.join(',')}]`;
    case 'double-spend': return `double spend across a partition ${f.side.length}/${nodes - f.side.length} [${f.side.join(',')}]`;
    case 'cut': return `one-way cut n${f.from}>n${f.to}`;
    case 'link': return `lossy link n${f.a}-n${f.b} (${f.loss}% lost, ${f.duplicate}% duplicated, ${f.reorder}% reordered)`;
    case 'skew': return `skew n${f.node} ${f.ms} ms`;
    case 'crash': return `crash n${f.node} (${f.moment}) at ${f.atMs} ms, down ${f.downMs} ms`;
    case 'byzantine': return `n${f.node} turns Byzantine: ${f.behaviour}`;
  }
}
