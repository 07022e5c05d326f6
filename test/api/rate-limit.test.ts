import { describe, it, expect } from '@jest/globals';
import { WriteRateLimiter } from '../../src/api/rate-limit.js';

describe('WriteRateLimiter', () => {
  it('allows a burst of perSecond, then refills continuously', () => {
    let now = 0;
    const limiter = new WriteRateLimiter(() => 10, () => now);
    for (let i = 0; i < 10; i++) expect(limiter.take('a').allowed).toBe(true);
    const refused = limiter.take('a');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeCloseTo(0.1, 5);
    now += 100;
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
    now += 10_000;
    for (let i = 0; i < 10; i++) expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('keeps a separate bucket per address', () => {
    const limiter = new WriteRateLimiter(() => 1, () => 0);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
    expect(limiter.take('b').allowed).toBe(true);
    expect(limiter.size).toBe(2);
  });

  it('sustains exactly the configured rate over time', () => {
    let now = 0;
    const limiter = new WriteRateLimiter(() => 10, () => now);
    let allowed = 0;
    for (let ms = 0; ms < 5000; ms += 10) {
      now = ms;
      if (limiter.take('a').allowed) allowed++;
    }
    // Burst of 10 plus 10 per second for ~5 s.
    expect(allowed).toBeGreaterThanOrEqual(59);
    expect(allowed).toBeLessThanOrEqual(60);
  });
});
