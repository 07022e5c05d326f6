import { describe, it, expect } from '@jest/globals';
import { devnetParams, devnetSecretPhrases, epochTime, epochToUnixMs, EPOCH_BEGINNING_MS, initialBaseTargetFor, mainnetParams } from '../../src/domain/network-params.js';
import { keyPairFromSecret } from '../../src/domain/crypto.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { DomainError } from '../../src/domain/errors.js';

describe('network params', () => {
  it('epoch is 2026-01-01T00:00:00Z', () => {
    expect(EPOCH_BEGINNING_MS).toBe(Date.parse('2026-01-01T00:00:00Z'));
    const p = devnetParams();
    expect(epochTime(EPOCH_BEGINNING_MS, p)).toBe(0);
    expect(epochTime(EPOCH_BEGINNING_MS + 1999, p)).toBe(1);
    expect(epochTime(EPOCH_BEGINNING_MS - 1, p)).toBe(-1);
    expect(epochToUnixMs(60, p)).toBe(EPOCH_BEGINNING_MS + 60_000);
  });

  it('devnet: ten devnet-N accounts of 100,000,000 coins, 5 s blocks', () => {
    const p = devnetParams();
    expect(p.name).toBe('devnet');
    expect(p.blockTimeSeconds).toBe(5);
    expect(devnetSecretPhrases()).toEqual(['devnet-0', 'devnet-1', 'devnet-2', 'devnet-3', 'devnet-4', 'devnet-5', 'devnet-6', 'devnet-7', 'devnet-8', 'devnet-9']);
    expect(p.genesis).toHaveLength(10);
    p.genesis.forEach((a, i) => {
      expect(a.publicKey).toEqual(keyPairFromSecret(`devnet-${i}`).publicKey);
      expect(a.amountMTA).toBe(100_000_000n * ONE_COIN);
    });
    expect(p.minForgingBalanceMTA).toBe(1000n * ONE_COIN);
    expect(p.guaranteedBalanceConfirmations).toBeGreaterThanOrEqual(0);
    expect(p.guaranteedBalanceConfirmations).toBeLessThanOrEqual(10);
    expect(p.maxRollback).toBe(720);
  });

  it('base target = 2^64 / (blockTime x supply), clamped to [0.9, 50] x', () => {
    const d = devnetParams();
    expect(d.initialBaseTarget).toBe(2n ** 64n / (5n * 1_000_000_000n));
    expect(d.minBaseTarget).toBe((d.initialBaseTarget * 9n) / 10n);
    expect(d.maxBaseTarget).toBe(d.initialBaseTarget * 50n);
    const m = mainnetParams();
    expect(m.blockTimeSeconds).toBe(60);
    expect(m.guaranteedBalanceConfirmations).toBe(1440);
    expect(m.initialBaseTarget).toBe(2n ** 64n / (60n * 1_000_000_000n));
    // Nxt's 153722867 is 2^63 / (60 x 1e9): ours is its double (many-forger mean).
    expect(m.initialBaseTarget / 2n).toBe(153722867n);
    expect(() => initialBaseTargetFor(0, 1n)).toThrow(DomainError);
  });

  it('overrides re-derive the targets unless given', () => {
    const fast = devnetParams({ blockTimeSeconds: 1 });
    expect(fast.initialBaseTarget).toBe(2n ** 64n / 1_000_000_000n);
    const fixed = devnetParams({ blockTimeSeconds: 1, initialBaseTarget: 1000n });
    expect(fixed.initialBaseTarget).toBe(1000n);
    expect(fixed.minBaseTarget).toBe(900n);
    const small = devnetParams({ genesis: [{ publicKey: keyPairFromSecret('x').publicKey, amountMTA: 1000n * ONE_COIN }] });
    expect(small.initialBaseTarget).toBe(2n ** 64n / (5n * 1000n));
    expect(devnetParams({ guaranteedBalanceConfirmations: 3 }).guaranteedBalanceConfirmations).toBe(3);
  });
});

describe('leasing parameters', () => {
  it('refuses a leasing delay or minimum period below one block', () => {
    expect(() => devnetParams({ leasingDelay: 0 })).toThrow(/leasingDelay/);
    expect(() => devnetParams({ minLeasingPeriod: 0 })).toThrow(/minLeasingPeriod/);
    expect(devnetParams({ leasingDelay: 1, minLeasingPeriod: 1 }).leasingDelay).toBe(1);
  });
});
