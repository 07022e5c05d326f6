import { describe, expect, it } from '@jest/globals';
import { devnetParams, EPOCH_BEGINNING_MS } from '../../src/domain/network-params.js';
import { DomainError } from '../../src/domain/errors.js';
import { ManualTimeSource, SystemTimeSource } from '../../src/chain/time.js';

describe('time sources', () => {
  it('the system time source counts seconds from the network epoch', () => {
    const params = devnetParams();
    const t = new SystemTimeSource(params);
    const before = Date.now();
    const ms = t.nowMs();
    const s = t.nowEpochSeconds();
    const after = Date.now();
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(after);
    expect(s).toBeGreaterThanOrEqual(Math.floor((before - EPOCH_BEGINNING_MS) / 1000));
    expect(s).toBeLessThanOrEqual(Math.floor((after - EPOCH_BEGINNING_MS) / 1000));
  });

  it('the manual time source moves only forward, and only when told', () => {
    const params = devnetParams();
    const t = new ManualTimeSource({ params, startEpochSeconds: 50 });
    expect(t.nowEpochSeconds()).toBe(50);
    expect(t.nowMs()).toBe(EPOCH_BEGINNING_MS + 50_000);
    t.advance(10);
    expect(t.nowEpochSeconds()).toBe(60);
    t.set(100);
    expect(t.nowEpochSeconds()).toBe(100);
    t.set(100);
    expect(() => t.set(99)).toThrow(DomainError);
    expect(() => t.advance(-1)).toThrow(DomainError);
    expect(() => t.advance(0.5)).toThrow(DomainError);
    expect(t.nowEpochSeconds()).toBe(100);
  });
});
