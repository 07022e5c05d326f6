import { describe, it, expect } from '@jest/globals';
import {
  blockPositionAfter,
  blockTimeLimits,
  computeHit,
  difficultyDelta,
  effectiveBalanceCoins,
  guaranteedBalanceMTA,
  hitTime,
  nextBaseTarget,
  nextGenerationSignature,
  recordBalance,
  retargetAncestorHeight,
  retargetsAfter,
  verifyHit,
} from '../../src/domain/consensus.js';
import { sha256 } from '../../src/domain/crypto.js';
import { devnetParams, mainnetParams } from '../../src/domain/network-params.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import type { Account } from '../../src/domain/types.js';
import { DomainError } from '../../src/domain/errors.js';
import { key } from './fakes.js';

function account(history: Array<[number, bigint]>, balance = history.at(-1)?.[1] ?? 0n): Account {
  return { id: 1n, publicKey: null, balanceMTA: balance, forgedBalanceMTA: 0n, creationHeight: 0, balanceHistory: history };
}

describe('generation signature and hit', () => {
  it('gen sig = SHA-256(prev || pk); hit = its first 8 bytes LE', () => {
    const prev = sha256(Uint8Array.of(1));
    const pk = key('alice').publicKey;
    const gs = nextGenerationSignature(prev, pk);
    expect(gs).toEqual(sha256(prev, pk));
    let expected = 0n;
    for (let i = 7; i >= 0; i--) expected = (expected << 8n) | BigInt(gs[i]!);
    expect(computeHit(prev, pk)).toBe(expected);
  });

  it('target grows with balance, base target and time (monotonic)', () => {
    const hit = 123_456_789_000_000n;
    const bt = 1000n;
    // earliest time is exactly where the inequality turns true
    const t = hitTime(hit, bt, 500n, 100);
    const elapsed = t - 100;
    expect(verifyHit(hit, 500n, bt, elapsed)).toBe(true);
    expect(verifyHit(hit, 500n, bt, elapsed - 1)).toBe(false);
    for (let e = elapsed; e < elapsed + 5; e++) expect(verifyHit(hit, 500n, bt, e)).toBe(true);
    // more balance or a bigger base target: never later
    expect(hitTime(hit, bt, 1000n, 100)).toBeLessThanOrEqual(t);
    expect(hitTime(hit, bt * 2n, 500n, 100)).toBeLessThanOrEqual(t);
    expect(hitTime(hit + 10n ** 12n, bt, 500n, 100)).toBeGreaterThanOrEqual(t);
    expect(hitTime(hit, bt, 0n, 100)).toBe(Number.POSITIVE_INFINITY);
    expect(verifyHit(0n, 0n, bt, 10)).toBe(false);
    expect(verifyHit(0n, 1n, bt, 0)).toBe(false);
    expect(verifyHit(0n, 1n, bt, 1)).toBe(true);
  });

  it('many equal forgers at the initial base target average about one block time', () => {
    const p = devnetParams();
    const forgers = Array.from({ length: 10 }, (_, i) => key(`devnet-${i}`).publicKey);
    let genSig: Uint8Array = new Uint8Array(32);
    let total = 0;
    const rounds = 300;
    for (let r = 0; r < rounds; r++) {
      let best = Number.POSITIVE_INFINITY;
      let bestPk = forgers[0]!;
      for (const pk of forgers) {
        const t = hitTime(computeHit(genSig, pk), p.initialBaseTarget, 100_000_000n, 0);
        if (t < best) {
          best = t;
          bestPk = pk;
        }
      }
      total += best;
      genSig = nextGenerationSignature(genSig, bestPk);
    }
    const mean = total / rounds;
    expect(mean).toBeGreaterThan(p.blockTimeSeconds * 0.6);
    expect(mean).toBeLessThan(p.blockTimeSeconds * 1.6);
  });
});

describe('base target retargeting', () => {
  const p = mainnetParams();
  const prevBaseTarget = p.initialBaseTarget * 2n;

  it('retargets after even heights above 2 only', () => {
    expect([1, 2, 3, 4, 5, 6].map(retargetsAfter)).toEqual([false, false, false, true, false, true]);
    expect(retargetAncestorHeight(10)).toBe(8);
    expect(nextBaseTarget({ prevHeight: 5, prevBaseTarget, timestamp: 999 }, p)).toBe(prevBaseTarget);
    expect(() => nextBaseTarget({ prevHeight: 6, prevBaseTarget, timestamp: 999 }, p)).toThrow(DomainError);
  });

  it('on time keeps it, slow raises it, fast lowers it, within limits', () => {
    const at = (avg: number) => nextBaseTarget({ prevHeight: 10, prevBaseTarget, timestamp: 1000 + 3 * avg, ancestorTimestamp: 1000 }, p);
    expect(at(60)).toBe(prevBaseTarget);
    expect(at(61)).toBe((prevBaseTarget * 61n) / 60n);
    expect(at(67)).toBe((prevBaseTarget * 67n) / 60n);
    expect(at(600)).toBe(at(67)); // one step is capped at 67/60
    expect(at(59)).toBe(prevBaseTarget - (prevBaseTarget * 64n * 1n) / 6000n);
    expect(at(1)).toBe(at(53)); // capped at 53 s
    // monotonic in the average interval
    let last = 0n;
    for (let avg = 1; avg < 100; avg++) {
      const bt = at(avg);
      expect(bt).toBeGreaterThanOrEqual(last);
      last = bt;
    }
    expect(blockTimeLimits(60)).toEqual({ min: 53, max: 67 });
    expect(blockTimeLimits(5)).toEqual({ min: 4, max: 6 });
  });

  it('clamps to [minBaseTarget, maxBaseTarget]', () => {
    const low = nextBaseTarget({ prevHeight: 4, prevBaseTarget: p.minBaseTarget, timestamp: 3, ancestorTimestamp: 0 }, p);
    expect(low).toBe(p.minBaseTarget);
    const high = nextBaseTarget({ prevHeight: 4, prevBaseTarget: p.maxBaseTarget, timestamp: 10_000, ancestorTimestamp: 0 }, p);
    expect(high).toBe(p.maxBaseTarget);
  });

  it('cumulative difficulty grows by 2^64 / baseTarget', () => {
    expect(difficultyDelta(2n ** 32n)).toBe(2n ** 32n);
    expect(blockPositionAfter({ height: 4, cumulativeDifficulty: 10n }, 2n ** 60n)).toEqual({ height: 5, cumulativeDifficulty: 26n });
    expect(() => difficultyDelta(0n)).toThrow(DomainError);
    expect(difficultyDelta(100n)).toBeGreaterThan(difficultyDelta(200n));
  });
});

describe('effective balance', () => {
  const C = ONE_COIN;
  const params = { guaranteedBalanceConfirmations: 10, minForgingBalanceMTA: 1000n * C };

  it('is the minimum balance over the confirmation window', () => {
    const a = account([
      [0, 5000n * C],
      [20, 2000n * C],
      [25, 8000n * C],
    ]);
    expect(guaranteedBalanceMTA(a, 10, 10)).toBe(5000n * C);
    expect(guaranteedBalanceMTA(a, 20, 10)).toBe(2000n * C);
    expect(guaranteedBalanceMTA(a, 29, 10)).toBe(2000n * C); // 19..29 includes the dip at 20
    expect(guaranteedBalanceMTA(a, 30, 10)).toBe(2000n * C); // balance at end of 20 still counts
    expect(guaranteedBalanceMTA(a, 31, 10)).toBe(2000n * C); // window 21..31: end of 21 = 2000
    expect(guaranteedBalanceMTA(a, 35, 10)).toBe(8000n * C); // window 25..35
    expect(guaranteedBalanceMTA(a, 26, 0)).toBe(8000n * C);
    expect(guaranteedBalanceMTA(a, 22, 0)).toBe(2000n * C);
  });

  it('an account funded inside the window has nothing guaranteed yet, except from genesis', () => {
    const late = account([[15, 9000n * C]]);
    expect(guaranteedBalanceMTA(late, 20, 10)).toBe(0n);
    expect(guaranteedBalanceMTA(late, 25, 10)).toBe(9000n * C);
    const genesis = account([[0, 9000n * C]]);
    expect(guaranteedBalanceMTA(genesis, 3, 1440)).toBe(9000n * C);
  });

  it('is in whole coins and zero below the minimum forging balance', () => {
    expect(effectiveBalanceCoins(account([[0, 1500n * C + 7n]]), 50, params)).toBe(1500n);
    expect(effectiveBalanceCoins(account([[0, 999n * C]]), 50, params)).toBe(0n);
    expect(effectiveBalanceCoins(undefined, 50, params)).toBe(0n);
  });

  it('recordBalance appends, updates in place and trims to the window', () => {
    let a = account([], 100n);
    a = recordBalance(a, 1, params);
    expect(a.balanceHistory).toEqual([[1, 100n]]);
    const same = recordBalance(a, 2, params);
    expect(same).toBe(a); // unchanged balance: nothing to record
    a = { ...a, balanceMTA: 50n };
    const before = a.balanceHistory;
    a = recordBalance(a, 3, params);
    expect(before).toEqual([[1, 100n]]); // never mutated
    expect(a.balanceHistory).toEqual([[1, 100n], [3, 50n]]);
    a = recordBalance({ ...a, balanceMTA: 40n }, 3, params);
    expect(a.balanceHistory).toEqual([[1, 100n], [3, 40n]]);
    for (let h = 4; h <= 40; h++) a = recordBalance({ ...a, balanceMTA: BigInt(h) }, h, params);
    // window at 40 is 30..40: entries 31..40 plus the last at or before 30
    expect(a.balanceHistory[0]).toEqual([30, 30n]);
    expect(a.balanceHistory).toHaveLength(11);
    expect(guaranteedBalanceMTA(a, 40, 10)).toBe(30n);
    expect(() => recordBalance({ ...a, balanceMTA: 1n }, 39, params)).toThrow(DomainError);
  });

  it('trimming never changes a later guaranteed balance', () => {
    let full = account([], 0n);
    let trimmed = account([], 0n);
    const huge = { guaranteedBalanceConfirmations: 10_000 };
    let seed = 7;
    for (let h = 1; h <= 120; h++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      if (seed % 3 === 0) continue;
      const bal = BigInt(seed % 1000);
      full = recordBalance({ ...full, balanceMTA: bal }, h, huge);
      trimmed = recordBalance({ ...trimmed, balanceMTA: bal }, h, params);
      for (let q = h; q <= h + 3; q++) expect(guaranteedBalanceMTA(trimmed, q, 10)).toBe(guaranteedBalanceMTA(full, q, 10));
    }
    expect(trimmed.balanceHistory.length).toBeLessThanOrEqual(12);
  });
});

describe('earliestGenerator', () => {
  const tip = { generationSignature: sha256(new TextEncoder().encode('tip')), baseTarget: 1_000_000n, timestamp: 500 };
  const cand = (name: string, effectiveBalanceCoins: bigint) => ({ name, publicKey: key(name).publicKey, effectiveBalanceCoins });

  it('picks the candidate with the smallest hit time, which equals generatorHitTime', async () => {
    const { generatorHitTime, earliestGenerator } = await import('../../src/domain/consensus.js');
    const cands = ['a', 'b', 'c', 'd'].map((n) => cand(n, 1000n));
    const best = earliestGenerator(tip, cands)!;
    const times = cands.map((c) => generatorHitTime(tip, c.publicKey, c.effectiveBalanceCoins));
    expect(best.hitTime).toBe(Math.min(...times));
    expect(times[cands.indexOf(best.candidate)]).toBe(best.hitTime);
    expect(best.hitTime).toBeGreaterThan(tip.timestamp);
  });

  it('skips candidates without effective balance and answers undefined when none can forge', async () => {
    const { earliestGenerator } = await import('../../src/domain/consensus.js');
    expect(earliestGenerator(tip, [cand('a', 0n), cand('b', 0n)])).toBeUndefined();
    expect(earliestGenerator(tip, [cand('a', 0n), cand('b', 10n)])!.candidate.name).toBe('b');
    expect(earliestGenerator(tip, [])).toBeUndefined();
  });
});
