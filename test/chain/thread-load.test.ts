// The calling thread's share of a signature batch follows what its other work leaves it.
import { describe, expect, it } from '@jest/globals';
import { ownShare, ThreadLoad } from '../../src/chain/thread-load.js';

describe('ownShare', () => {
  it('is an equal share when the thread is otherwise idle', () => {
    expect(ownShare(1000, 1, 1)).toBe(500);
    expect(ownShare(900, 2, 1)).toBe(300);
  });
  it('is nothing when other work fills the thread, and shrinks with its load', () => {
    expect(ownShare(1000, 1, 0)).toBe(0);
    expect(ownShare(1000, 1, 0.25)).toBe(200);
    expect(ownShare(7, 3, 0.5)).toBeLessThanOrEqual(7);
  });
});

describe('ThreadLoad', () => {
  it('sees a thread kept busy by other work as having little to spare, and time spent verifying as spare', async () => {
    const load = new ThreadLoad();
    expect(load.spare()).toBe(1);
    // Busy for a whole window with work that is not verification.
    const until = performance.now() + 600;
    while (performance.now() < until) { /* other work */ }
    expect(load.spare()).toBeLessThan(0.5);
    // A window busy verifying only: all of it could go to verifying again.
    const verifyUntil = performance.now() + 600;
    while (performance.now() < verifyUntil) { /* verifying */ }
    load.verified(600);
    expect(load.spare()).toBeGreaterThan(0.5);
  });
});
