import { describe, it, expect } from '@jest/globals';
import { RequestPacer } from '../../src/net/sync/pacer.js';

describe('request pacer', () => {
  it('lets `perSecond` requests per peer start in any second and makes the next one wait', async () => {
    let now = 10_000;
    const waits: number[] = [];
    const pacer = new RequestPacer(3, { now: () => now, wait: async (ms) => { waits.push(ms); now += ms; } });
    await pacer.acquire('a');
    now += 100;
    await pacer.acquire('a');
    await pacer.acquire('a');
    await pacer.acquire('b');
    expect(waits).toEqual([]);
    await pacer.acquire('a');
    // The oldest start was at 10_000: the fourth may start at 11_000.
    expect(waits).toEqual([900]);
    expect(now).toBe(11_000);
  });

  it('forgets a peer', async () => {
    let now = 0;
    const waits: number[] = [];
    const pacer = new RequestPacer(1, { now: () => now, wait: async (ms) => { waits.push(ms); now += ms; } });
    await pacer.acquire('a');
    pacer.forget('a');
    await pacer.acquire('a');
    expect(waits).toEqual([]);
  });

  it('refuses a zero rate', () => {
    expect(() => new RequestPacer(0)).toThrow(RangeError);
  });
});
