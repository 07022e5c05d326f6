// The campaign's schedule: drawn from the seed (the same seed, the same faults; links only on
// the topology's edges; Byzantine nodes a minority the honest nodes survive), written as the
// --faults text and parsed back to the same faults.
import { describe, expect, it } from '@jest/globals';
import { BYZANTINE_KINDS, Rng, drawSchedule, formatFaults, honestConnected, parseFaults, type Fault } from '../../src/sim/index.js';

/** A ring plus random chords, as Simulation's { random: degree } topology. */
function edges(n: number, degree: number, seed: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const add = (a: number, b: number) => {
    if (a !== b && !out.some(([x, y]) => (x === a && y === b) || (x === b && y === a))) out.push([a, b]);
  };
  const r = new Rng(seed).stream('topology');
  for (let a = 0; a < n; a++) add(a, (a + 1) % n);
  for (let a = 0; a < n; a++) for (let k = 2; k < degree; k++) add(a, r.int(0, n - 1));
  return out;
}

describe('campaign schedule', () => {
  it('draws every fault kind, the same for the same seed, on existing links only', () => {
    const e = edges(20, 4, 7);
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const schedule = drawSchedule({ seed, nodes: 20, minutes: 30, edges: e });
      expect(drawSchedule({ seed, nodes: 20, minutes: 30, edges: e })).toEqual(schedule);
      expect(schedule.map((f) => f.minute)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
      const byzantine = new Set<number>();
      for (const f of schedule) {
        seen.add(f.kind === 'byzantine' ? `byzantine:${f.behaviour}` : f.kind === 'crash' ? `crash:${f.moment}` : f.kind);
        const isEdge = (a: number, b: number) => e.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
        if (f.kind === 'cut') expect(isEdge(f.from, f.to)).toBe(true);
        if (f.kind === 'link') expect(isEdge(f.a, f.b)).toBe(true);
        if (f.kind === 'skew') expect(Math.abs(f.ms)).toBeLessThan(15_000);
        if (f.kind === 'crash' || f.kind === 'skew') expect(byzantine.has(f.node)).toBe(false);
        if (f.kind === 'byzantine') {
          expect(byzantine.has(f.node)).toBe(false);
          byzantine.add(f.node);
        }
      }
      expect(byzantine.size).toBeLessThanOrEqual(6);
      expect([...byzantine].filter((b) => b < 10).length).toBeLessThanOrEqual(3);
      expect(honestConnected(20, e, byzantine)).toBe(true);
    }
    for (const k of ['calm', 'partition', 'double-spend', 'cut', 'link', 'skew', 'crash:instant', 'crash:block', 'crash:sync']) expect(seen).toContain(k);
    for (const k of Object.keys(BYZANTINE_KINDS)) expect(seen).toContain(`byzantine:${k}`);
  });

  it('writes a schedule as text and reads it back', () => {
    const schedule = drawSchedule({ seed: 11, nodes: 12, minutes: 25, edges: edges(12, 4, 11) });
    const text = formatFaults(schedule);
    expect(text).not.toContain('calm');
    expect(parseFaults(text, { nodes: 12, minutes: 25 })).toEqual(schedule);
    expect(formatFaults(parseFaults(text))).toBe(text);
  });

  it('reads the short forms and refuses what a run cannot take', () => {
    const faults: Fault[] = parseFaults('1:partition:4,0,3| 5:crash:7@12500 |3:link:1-2:20/10/30|2:cut:2>1|4:byzantine:5:slow|6:skew:1:-2300|7:calm', { nodes: 8, minutes: 7 });
    expect(faults).toEqual([
      { minute: 1, kind: 'partition', side: [0, 3, 4] },
      { minute: 2, kind: 'cut', from: 2, to: 1 },
      { minute: 3, kind: 'link', a: 1, b: 2, loss: 20, duplicate: 10, reorder: 30 },
      { minute: 4, kind: 'byzantine', node: 5, behaviour: 'slow' },
      { minute: 5, kind: 'crash', node: 7, moment: 'instant', atMs: 12500, downMs: 5000 },
      { minute: 6, kind: 'skew', node: 1, ms: -2300 },
      { minute: 7, kind: 'calm' },
    ]);
    expect(formatFaults(faults)).toBe('1:partition:0,3,4|2:cut:2>1|3:link:1-2:20/10/30|4:byzantine:5:slow|5:crash:7@12500+5000:instant|6:skew:1:-2300');
    for (const bad of ['1:partition:0,1,2,3', '1:cut:1>1', '0:calm', '9:calm', '1:crash:2@99999', '1:byzantine:2:rude', '1:skew:2:20000', '1:calm|1:calm', '1:wobble', '1:link:1-2:120/0/0', '1:partition:9']) {
      expect(() => parseFaults(bad, { nodes: 4, minutes: 8 })).toThrow(RangeError);
    }
  });
});
