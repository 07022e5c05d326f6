// The random campaign's faults, drawn from the seed before the run (stream `campaign` of the
// seed): one per simulated minute, with the weights of FAULT_WEIGHTS. Links are drawn among the
// topology's edges (a fault on a pair of nodes that never talk would do nothing). Byzantine
// nodes are drawn while they stay a minority the honest network survives: at most
// floor((nodes - 1) / 3) of them, at most a third of the forgers, and the honest nodes stay
// connected among themselves once every Byzantine node is cut off. Crashes, skews and the sides'
// submitters are honest nodes.
import { BYZANTINE_KINDS, BYZANTINE_KIND_NAMES } from '../byzantine.js';
import { Rng } from '../rng.js';
import { FAULT_WINDOW_MS, type CrashMoment, type Fault, type FaultKind } from './faults.js';

/** Relative weights of the fault kinds (out of 20). */
export const FAULT_WEIGHTS: Readonly<Record<FaultKind, number>> = {
  calm: 1,
  partition: 3,
  'double-spend': 2,
  cut: 2,
  link: 3,
  skew: 2,
  crash: 4,
  byzantine: 3,
};

export interface ScheduleInput {
  readonly seed: number;
  readonly nodes: number;
  readonly minutes: number;
  /** The topology's edges (Simulation.edges). */
  readonly edges: ReadonlyArray<readonly [number, number]>;
  /** How many nodes forge (the first ones; default min(nodes, 10), as Simulation.create). */
  readonly forgers?: number;
}

/** Whether the honest nodes (not in `byzantine`) are connected by the edges among them. */
export function honestConnected(nodes: number, edges: ScheduleInput['edges'], byzantine: ReadonlySet<number>): boolean {
  const honest = [...Array(nodes).keys()].filter((i) => !byzantine.has(i));
  if (honest.length <= 1) return true;
  const seen = new Set<number>([honest[0]!]);
  const todo = [honest[0]!];
  while (todo.length > 0) {
    const a = todo.pop()!;
    for (const [x, y] of edges) {
      const b = x === a ? y : y === a ? x : -1;
      if (b < 0 || byzantine.has(b) || seen.has(b)) continue;
      seen.add(b);
      todo.push(b);
    }
  }
  return seen.size === honest.length;
}

export function drawSchedule(input: ScheduleInput): Fault[] {
  const { nodes, minutes, edges } = input;
  const forgers = input.forgers ?? Math.min(nodes, 10);
  const rng = new Rng(input.seed).stream('campaign');
  const byzantine = new Set<number>();
  const maxByzantine = Math.floor((nodes - 1) / 3);
  const maxByzantineForgers = Math.floor(forgers / 3);
  const out: Fault[] = [];
  for (let minute = 1; minute <= minutes; minute++) {
    const honest = [...Array(nodes).keys()].filter((i) => !byzantine.has(i));
    const candidates = byzantine.size >= maxByzantine ? [] : honest.filter((i) => {
      if (i < forgers && [...byzantine].filter((b) => b < forgers).length >= maxByzantineForgers) return false;
      return honestConnected(nodes, edges, new Set([...byzantine, i]));
    });
    const weights = (Object.entries(FAULT_WEIGHTS) as Array<[FaultKind, number]>).filter(([kind]) => {
      if (kind === 'byzantine') return candidates.length > 0;
      if (kind === 'cut' || kind === 'link') return edges.length > 0;
      if (kind === 'partition' || kind === 'double-spend') return honest.length >= 2;
      return honest.length >= 1 || kind === 'calm';
    });
    const total = weights.reduce((n, [, w]) => n + w, 0);
    let ticket = rng.int(0, total - 1);
    const kind = weights.find(([, w]) => (ticket -= w) < 0)![0];
    out.push(draw(rng, kind, minute, { nodes, edges, honest, candidates, byzantine, forgers }));
    const last = out[out.length - 1]!;
    if (last.kind === 'byzantine') byzantine.add(last.node);
  }
  return out;
}

interface DrawState {
  readonly nodes: number;
  readonly edges: ScheduleInput['edges'];
  readonly honest: number[];
  readonly candidates: number[];
  readonly byzantine: ReadonlySet<number>;
  readonly forgers: number;
}

function draw(rng: Rng, kind: FaultKind, minute: number, s: DrawState): Fault {
  switch (kind) {
    case 'calm':
      return { minute, kind };
    case 'partition':
    case 'double-spend': {
      // Honest nodes on both sides (someone to submit to, someone to converge); Byzantine
      // nodes fall on either.
      const order = rng.shuffle([...s.honest]);
      const cut = rng.int(1, order.length - 1);
      const side = order.slice(0, cut);
      for (const b of [...s.byzantine].sort((x, y) => x - y)) if (rng.chance(0.5)) side.push(b);
      return { minute, kind, side: side.sort((a, b) => a - b) };
    }
    case 'cut': {
      const [a, b] = rng.pick(s.edges);
      return rng.chance(0.5) ? { minute, kind, from: a, to: b } : { minute, kind, from: b, to: a };
    }
    case 'link': {
      const [a, b] = rng.pick(s.edges);
      return { minute, kind, a, b, loss: rng.int(5, 40), duplicate: rng.int(0, 20), reorder: rng.int(0, 50) };
    }
    case 'skew':
      return { minute, kind, node: rng.pick(s.honest), ms: rng.int(-12_000, 12_000) };
    case 'crash': {
      const node = rng.pick(s.honest);
      const moment: CrashMoment = rng.pick(['instant', 'block', 'sync'] as const);
      // sync: crash, stay down long enough to fall behind, restart, crash again while downloading.
      if (moment === 'sync') return { minute, kind, node, moment, atMs: rng.int(0, 12_000), downMs: rng.int(5_000, 15_000) };
      const atMs = rng.int(0, moment === 'block' ? 25_000 : 30_000);
      return { minute, kind, node, moment, atMs, downMs: rng.int(1_000, Math.min(15_000, FAULT_WINDOW_MS - 2_000 - atMs)) };
    }
    case 'byzantine': {
      const node = rng.pick(s.candidates);
      const kinds = BYZANTINE_KIND_NAMES.filter((k) => !BYZANTINE_KINDS[k].forger || node < s.forgers);
      return { minute, kind, node, behaviour: rng.pick(kinds) };
    }
  }
}
