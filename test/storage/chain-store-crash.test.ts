// Kills a child that commits blocks with SIGKILL at arbitrary moments and checks that the store
// reopens at a whole block every time, with no repair step: the tip matches the height index,
// balances sum to the genesis supply, every block's undo record is in place, and blocks can
// still be popped and committed. On both storage engines.

import { describe, it, expect, afterAll } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ChainStore } from '../../src/storage/chain-store.js';
import { STORAGE_ENGINES, type StorageEngine } from '../../src/storage/db.js';
import { COIN, accountId, commitPayments, sumBalances } from './fixtures.js';
import { runAndKill } from '../helpers/child-process.js';

const child = fileURLToPath(new URL('./fixtures/commit-loop.ts', import.meta.url));
const dirs: string[] = [];

afterAll(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function checkStore(path: string, engine: StorageEngine, killedAfter: number): Promise<void> {
  const store = await ChainStore.open({ path, engine, maxRollback: 10 });
  try {
    const tip = store.tip()!;
    // The kill came after height `killedAfter` was committed (the child may have gone on for a
    // few more blocks while the parent read its output).
    expect(tip.height).toBeGreaterThanOrEqual(killedAfter);
    const ids = await store.blocks.idsInRange(0, tip.height + 5);
    expect(ids).toHaveLength(tip.height + 1);
    expect(ids[tip.height]).toBe(tip.blockId);
    const blocks = await store.blocks.range(0, tip.height);
    for (let h = 1; h < blocks.length; h++) expect(blocks[h]!.previousBlockId).toBe(blocks[h - 1]!.id);
    expect(blocks[tip.height]!.cumulativeDifficulty).toBe(tip.cumulativeDifficulty);
    const accounts = [];
    for await (const a of store.accounts.all()) accounts.push(a);
    expect(sumBalances(accounts)).toBe(10n * 1_000n * COIN);
    const undo = await store.undo.heights();
    const expected = Array.from({ length: Math.min(10, tip.height) }, (_, i) => tip.height - Math.min(10, tip.height) + 1 + i);
    expect(undo).toEqual(expected);
  } finally {
    await store.close();
  }
}

describe('ChainStore crash safety', () => {
  it.each(STORAGE_ENGINES)('reopens at a whole block after SIGKILL at arbitrary moments, with no repair (%s)', async (engine) => {
    const dir = await mkdtemp(join(tmpdir(), 'chain-crash-'));
    dirs.push(dir);
    const path = join(dir, 'db');
    for (const lines of [1, 7, 3, 12, 5, 2]) {
      const killedAfter = await runAndKill({ script: child, args: [path, engine], lines });
      await checkStore(path, engine, killedAfter);
    }
    // Still a working chain: pop to a few blocks back, then commit again.
    const store = await ChainStore.open({ path, engine, maxRollback: 10 });
    const height = store.height;
    await store.popTo(height - 3);
    await commitPayments(store, [{ from: accountId(1), to: accountId(2), amount: COIN, fee: 0n }], 'after-crash');
    expect(store.height).toBe(height - 2);
    await store.close();
  }, 120_000);
});
