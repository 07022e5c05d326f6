// The fuzz soak's short variant (npm run soak -- fuzz runs 10,000 requests): seeded hostile
// requests of every kind against a real node process; every answer is JSON, no 5xx but the
// documented 503, nothing hangs, the process lives, and its RSS stays bounded.
import { afterAll, describe, expect, it } from '@jest/globals';
import { startNode, stopAllNodes } from './process-helper.js';
import { fuzzSoak } from './soak/fuzz-soak.js';

afterAll(() => stopAllNodes());

describe('fuzz soak (short)', () => {
  it('answers 800 hostile requests with JSON, no 5xx, no hang, no crash', async () => {
    const node = await startNode({ name: 'fuzz', settings: { 'node.apiRequestTimeoutSeconds': '3' } });
    const r = await fuzzSoak(node, { requests: 800, seed: 11 });
    expect(r.problems).toEqual([]);
    expect({ nonJson: r.nonJson, serverErrors: r.serverErrors, hangs: r.hangs, crashed: r.crashed }).toEqual({ nonJson: 0, serverErrors: 0, hangs: 0, crashed: false });
    expect(Object.keys(r.byKind).sort()).toEqual(expect.arrayContaining(['huge', 'method', 'multipart', 'op', 'utf8']));
    // Bounded: well under a gigabyte after the burst of oversized bodies.
    expect(r.rssMaxKb).toBeLessThan(1024 * 1024);
  }, 180_000);
});
