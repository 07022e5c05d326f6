// The throughput bench's decisions (bench/lib/tps-stats.ts): percentiles from its histogram, the
// confirmed rate over whole block intervals, the pool's trend, the ramp's steps and its verdict.
import { describe, expect, it } from '@jest/globals';
import {
  LatencyHistogram, batchSizeFor, boundChecks, boundsOf, judgeStep, nextRate, parseRampStep, rateOverBlocks, slope, type StepFigures,
} from '../../bench/lib/tps-stats.js';

describe('LatencyHistogram', () => {
  it('gives nearest-rank percentiles to the bucket', () => {
    const h = new LatencyHistogram(10, 10_000);
    for (let ms = 1; ms <= 1000; ms++) h.add(ms);
    expect(h.count).toBe(1000);
    expect(h.quantile(0.5)).toBe(500);
    expect(h.quantile(0.9)).toBe(900);
    expect(h.quantile(0.99)).toBe(990);
    expect(h.quantile(1)).toBe(1000);
    expect(h.mean).toBeCloseTo(500.5);
  });

  it('never reports above the largest value, and keeps values past its range in the last bucket', () => {
    const h = new LatencyHistogram(100, 1000);
    h.add(3);
    expect(h.quantile(0.5)).toBe(3);
    h.add(50_000);
    expect(h.quantile(1)).toBe(50_000);
    expect(h.max).toBe(50_000);
    expect(Number.isNaN(new LatencyHistogram().quantile(0.5))).toBe(true);
  });
});

describe('rateOverBlocks', () => {
  it('counts the blocks after the first one in the window over the time they span', () => {
    const blocks = [{ at: 0, count: 9000 }, { at: 1000, count: 500 }, { at: 3000, count: 2000 }, { at: 5000, count: 2000 }, { at: 9000, count: 4000 }];
    // In [500, 6000]: blocks at 1000, 3000, 5000; the first opens the span.
    expect(rateOverBlocks(blocks, 500, 6000)).toBe(1000);
    expect(rateOverBlocks(blocks, 500, 9000)).toBe(1000);
    expect(Number.isNaN(rateOverBlocks(blocks, 8000, 9500))).toBe(true);
  });
});

describe('slope', () => {
  it('is the least-squares growth per unit', () => {
    expect(slope([[0, 10], [1, 12], [2, 14], [3, 16]])).toBeCloseTo(2);
    expect(slope([[0, 5], [1, 5]])).toBe(0);
    expect(slope([[0, 5]])).toBe(0);
  });
});

describe('the ramp', () => {
  it('multiplies or adds, rounded to 50/s and always rising', () => {
    const times = parseRampStep('x1.25');
    expect([1000, 1250, 1550].map((r) => nextRate(r, times))).toEqual([1250, 1550, 1950]);
    expect(nextRate(1000, parseRampStep('+500'))).toBe(1500);
    expect(nextRate(50, parseRampStep('x1.01'))).toBe(100);
    expect(() => parseRampStep('1.25')).toThrow();
    expect(() => parseRampStep('x1')).toThrow();
  });

  it('sizes batches to a fifth of a second within the API limit', () => {
    expect(batchSizeFor(100)).toBe(100);
    expect(batchSizeFor(4000)).toBe(800);
    expect(batchSizeFor(50_000)).toBe(1000);
  });

  const step: StepFigures = { scheduled: 4000, offered: 4000, confirmed: 3900, poolGrowth: 0, poolFullRefusals: 0, blockTime: 2 };

  it('follows a step that kept up', () => {
    expect(judgeStep(step, 30)).toEqual({ followed: true, reasons: [] });
  });

  it('stops on each sign of falling behind', () => {
    expect(judgeStep({ ...step, confirmed: 3700 }, 30).reasons).toEqual(['confirmed 3700/s < 0.95 x offered 4000/s']);
    expect(judgeStep({ ...step, poolFullRefusals: 12 }, 30).followed).toBe(false);
    expect(judgeStep({ ...step, offered: 3500, confirmed: 3500 }, 30).reasons).toEqual(['intake fell behind: offered 3500/s of 4000/s scheduled']);
    expect(judgeStep({ ...step, poolGrowth: 600 }, 30).reasons[0]).toMatch(/^the pool grew steadily/);
    expect(judgeStep({ ...step, confirmed: Number.NaN }, 30).followed).toBe(false);
  });

  it('takes a small pool trend for the sawtooth of blocks', () => {
    // 300/s over 30 s = 9,000: above 5% of the rate but not two blocks' worth (16,000).
    expect(judgeStep({ ...step, poolGrowth: 300 }, 30).followed).toBe(true);
  });
});

describe('boundsOf', () => {
  const base = { ...{ scheduled: 4000, offered: 4000, confirmed: 4000, poolGrowth: 0, poolFullRefusals: 0, blockTime: 2 }, nodeCpuPercent: 100, machineCpuPercent: 120, cores: 2, poolMax: 1000, poolCapacity: 65_536, largestBlock: 8000, blockCapacity: 8192 };

  it('names each limit the run hit', () => {
    expect(boundsOf({ ...base, largestBlock: 100 })).toEqual([]);
    expect(boundsOf({ ...base, largestBlock: 100, machineCpuPercent: 195 })[0]).toMatch(/^the machine's CPU is saturated, by other processes too \(195% of 200%, the node 100%\)/);
    expect(boundChecks({ ...base, offered: 3000 })).toBe('node CPU saturated: no (100% of 200%; the machine 120%); pool full: no (max 1000 of 65536, 0 refused for it); '
      + 'intake fell behind: YES (offered 3000/s of 4000/s scheduled); largest block 8000 of 8192');
    expect(boundsOf({ ...base, nodeCpuPercent: 190, poolMax: 65_000, offered: 3000 })).toEqual([
      "the node's CPU is saturated (190% of 200%)",
      'the pool is full (max 65000 of 65536, 0 refused for it)',
      'intake fell behind (offered 3000/s of 4000/s scheduled)',
      'blocks are full (largest 8000 of 8192)',
    ]);
  });
});
