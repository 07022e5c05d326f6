import { afterEach, describe, expect, it } from '@jest/globals';
import { createLogger } from '../../src/log/logger.js';
import { ChainStore } from '../../src/storage/chain-store.js';
import { StoreHealth, describeCause } from '../../src/storage/health.js';
import { diskFullError, failingDatabase } from '../helpers/failing-db.js';

function captured(): { logger: ReturnType<typeof createLogger>; records: Array<Record<string, unknown>> } {
  const records: Array<Record<string, unknown>> = [];
  const logger = createLogger({ level: 'DEBUG', sink: (line) => records.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, records };
}

let health: StoreHealth | undefined;
afterEach(() => health?.close());

describe('StoreHealth', () => {
  it('logs a failed write at ERROR with its cause, reports it, and logs the recovery', async () => {
    const { logger, records } = captured();
    let now = 1_000;
    health = new StoreHealth({}, { probe: async () => undefined, logger, now: () => now });
    expect(health.failing).toBe(false);
    await expect(health.track('block', () => Promise.reject(diskFullError()))).rejects.toThrow('No space left');
    expect(health.failing).toBe(true);
    expect(health.lastFailure).toEqual({
      atMs: 1_000,
      write: 'block',
      cause: 'IO error: /data/chain/000123.log: No space left on device: ENOSPC: no space left on device, write',
      code: 'ENOSPC',
    });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ level: 'ERROR', write: 'block', code: 'ENOSPC' });
    expect(String(records[0]!.cause)).toContain('No space left on device');
    // While failing, no other write is attempted: only the probe may end it.
    let ran = false;
    await expect(health.track('pool', async () => void (ran = true))).rejects.toMatchObject({ code: 'WRITES_SUSPENDED' });
    expect(ran).toBe(false);
    now = 4_000;
    await health.probe();
    expect(health.failing).toBe(false);
    expect(health.lastFailure).toMatchObject({ atMs: 1_000, recoveredAtMs: 4_000 });
    expect(records[1]).toMatchObject({ level: 'WARN', write: 'probe', failedForMs: 3_000 });
    expect(String(records[1]!.msg)).toContain('work again');
    expect(await health.track('pool', async () => 7)).toBe(7);
  });

  it('logs a repeated cause once per period, with how many failed meanwhile', async () => {
    const { logger, records } = captured();
    let now = 0;
    health = new StoreHealth({ repeatLogMs: 1_000 }, { probe: async () => undefined, logger, now: () => now });
    for (let i = 0; i < 5; i++) health.failed('block', diskFullError());
    expect(records).toHaveLength(1);
    now = 1_500;
    health.failed('block', diskFullError());
    expect(records).toHaveLength(2);
    expect(records[1]).toMatchObject({ level: 'ERROR', failedMeanwhile: 4 });
    health.failed('pool', new Error('another cause'));
    expect(records).toHaveLength(3);
  });

  it('probes while failing and recovers on the first probe that writes', async () => {
    let probeFails = true;
    let probes = 0;
    health = new StoreHealth({ probeIntervalMs: 10 }, {
      probe: async () => {
        probes++;
        if (probeFails) throw diskFullError();
      },
    });
    health.failed('block', diskFullError());
    await health.probe();
    expect(health.failing).toBe(true);
    probeFails = false;
    // The timer probes by itself.
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (!health!.failing) {
          clearInterval(check);
          resolve();
        }
      }, 5);
    });
    expect(probes).toBeGreaterThanOrEqual(2);
    expect(health.lastFailure?.recoveredAtMs).toBeDefined();
    const after = probes;
    await health.probe(); // not failing: no probe
    expect(probes).toBe(after);
  });

  it('ends a failure only by the probe: a write begun before the failure may still succeed', async () => {
    health = new StoreHealth({}, { probe: async () => undefined });
    health.failed('pool', diskFullError());
    health.succeeded('block');
    expect(health.failing).toBe(true);
    await health.probe();
    expect(health.failing).toBe(false);
  });

  it('waits for a probe in progress when closed, and probes no more', async () => {
    let release!: () => void;
    let probes = 0;
    health = new StoreHealth({}, {
      probe: () => {
        probes++;
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    health.failed('block', diskFullError());
    const probing = health.probe();
    let closed = false;
    const closing = health.close().then(() => (closed = true));
    await Promise.resolve();
    expect(closed).toBe(false);
    release();
    await closing;
    await probing;
    await health.probe();
    expect(probes).toBe(1);
  });

  it('describes nested causes once each', () => {
    expect(describeCause(new Error('a', { cause: new Error('b', { cause: new Error('a') }) }))).toBe('a: b');
    expect(describeCause('plain')).toBe('plain');
    expect(describeCause(undefined)).toBe('unknown error');
  });
});

describe('ChainStore health', () => {
  it('records a failed block write, keeps the tip, and its probe writes a real record', async () => {
    const sw = await failingDatabase();
    const store = await ChainStore.open({ health: { probeIntervalMs: 60_000 } }, { db: sw.db });
    try {
      sw.fail();
      await expect(store.health.probe()).resolves.toBeUndefined(); // not failing yet: no-op
      store.health.failed('block', diskFullError());
      const before = sw.writes;
      await store.health.probe();
      expect(sw.writes).toBe(before + 1);
      expect(store.health.failing).toBe(true);
      sw.heal();
      await store.health.probe();
      expect(store.health.failing).toBe(false);
    } finally {
      await store.close();
      await sw.db.close();
    }
  });
});
