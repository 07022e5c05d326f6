// The throughput bench's CPU-profile summariser (bench/lib/tps-profile.ts): self time by function
// and by file, idle and garbage collection apart, and only the samples of a window when given.
import { describe, expect, it } from '@jest/globals';
import { renderSummary, shortFile, summarise, type CpuProfile } from '../../bench/lib/tps-profile.js';

const frame = (functionName: string, url = '', lineNumber = -1) => ({ functionName, url, lineNumber });

// Samples every 1,000 µs from 10,000 µs: verify, verify, idle, push, GC, verify (the last lasts the
// mean interval).
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)') },
    { id: 2, callFrame: frame('verify', 'node:internal/crypto/sig', 233) },
    { id: 3, callFrame: frame('(idle)') },
    { id: 4, callFrame: frame('push', 'file:///elsewhere/chain.ts', 9) },
    { id: 5, callFrame: frame('(garbage collector)') },
  ],
  startTime: 10_000,
  samples: [2, 2, 3, 4, 5, 2],
  timeDeltas: [0, 1000, 1000, 1000, 1000, 1000],
};

describe('summarise', () => {
  it('adds self time per function and file, idle and GC apart', () => {
    const s = summarise([profile]);
    expect(s.totalMs).toBe(6);
    expect(s.idleMs).toBe(1);
    expect(s.gcMs).toBe(1);
    expect(s.functions).toEqual([
      { name: 'verify node:internal/crypto/sig:234', ms: 3 },
      { name: 'push /elsewhere/chain.ts:10', ms: 1 },
      { name: '(garbage collector)', ms: 1 },
    ]);
    expect(s.files[0]).toEqual({ name: 'node:internal/crypto/sig', ms: 3 });
  });

  it('keeps only the samples inside the window', () => {
    // Samples at 10,000 .. 15,000 µs: the window [12,500, 14,500] holds the push and the GC.
    const s = summarise([profile], { fromUs: 12_500, toUs: 14_500 });
    expect(s.totalMs).toBe(2);
    expect(s.functions.map((f) => f.name)).toEqual(['push /elsewhere/chain.ts:10', '(garbage collector)']);
  });

  it('renders shares of busy time', () => {
    const lines = renderSummary('main thread', summarise([profile]));
    expect(lines[0]).toMatch(/^main thread: 1 thread\(s\), 0\.0 s sampled/);
    expect(lines[2]).toContain('60.0%');
    expect(shortFile('')).toBe('(native)');
  });
});
