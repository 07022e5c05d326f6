// Kills a forging node (a child process on disk) with SIGKILL at arbitrary moments, many times.
// After each kill the store must reopen with no repair: the tip is a whole block, the balances
// sum to the genesis supply (fees go to forgers, nothing is created or lost), and the chain
// re-validates from genesis: every stored block, re-applied in a fresh in-memory store, gives
// the same tip and exactly the same accounts.
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ChainStore } from '../../src/storage/chain-store.js';
import { Blockchain } from '../../src/chain/blockchain.js';
import { parseStored } from '../../src/chain/block-records.js';
import { ManualTimeSource } from '../../src/chain/time.js';
import { devnetParams } from '../../src/domain/network-params.js';
import { allAccounts, DEVNET_SUPPLY_MTA } from '../chain/helpers.js';
import { runAndKill } from '../helpers/child-process.js';
import { mulberry32 } from '../helpers/random.js';
import { TEST_REGISTRY, TEST_RULES } from '../helpers/rules.js';

const child = fileURLToPath(new URL('./fixtures/forging-child.ts', import.meta.url));
let dir: string | undefined;

afterAll(async () => {
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

async function checkStore(path: string, committedAtLeast: number): Promise<number> {
  const params = devnetParams();
  const store = await ChainStore.open({ path }, { tables: TEST_RULES.tables });
  try {
    const tip = store.tip()!;
    expect(tip.height).toBeGreaterThanOrEqual(committedAtLeast);
    // The store opens as a chain of this network, at a whole block.
    const chain = await Blockchain.open({ params, rules: TEST_RULES }, { store, timeSource: new ManualTimeSource({ params }) });
    expect(chain.tip.id).toBe(tip.blockId);
    const ids = await store.blocks.idsInRange(0, tip.height + 5);
    expect(ids).toHaveLength(tip.height + 1);
    expect(ids[tip.height]).toBe(tip.blockId);
    const stored = await allAccounts(store);
    expect(stored.reduce((sum, a) => sum + a.balanceMTA, 0n)).toBe(DEVNET_SUPPLY_MTA);

    // Re-validate from genesis into a fresh store.
    const records = await store.blocks.range(1, tip.height);
    const fresh = await ChainStore.open({}, { tables: TEST_RULES.tables });
    try {
      const time = new ManualTimeSource({ params, startEpochSeconds: (records.at(-1)?.timestamp ?? 0) + 60 });
      const replay = await Blockchain.open({ params, rules: TEST_RULES }, { store: fresh, timeSource: time });
      for (const record of records) {
        const result = await replay.pushBlock(parseStored(record, TEST_REGISTRY));
        expect(result.status).toBe('pushed');
      }
      expect(replay.tip.id).toBe(tip.blockId);
      expect(replay.tip.cumulativeDifficulty).toBe(tip.cumulativeDifficulty);
      const byId = (a: { id: bigint }, b: { id: bigint }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
      expect((await allAccounts(fresh)).sort(byId)).toEqual(stored.sort(byId));
    } finally {
      await fresh.close();
    }
    return tip.height;
  } finally {
    await store.close();
  }
}

describe('node crash safety', () => {
  it('a node SIGKILLed while forging reopens at a whole block whose chain re-validates', async () => {
    dir = await mkdtemp(join(tmpdir(), 'node-crash-'));
    const path = join(dir, 'db');
    // Deterministic "random" kill points: after 1..8 progress lines, i.e. between submitting
    // payments, while forging, or right after a commit.
    const random = mulberry32(20261122);
    let height = 0;
    for (let kill = 0; kill < 9; kill++) {
      const lines = 1 + Math.floor(random() * 8);
      // Progress is every payment batch submitted and every block committed.
      const committed = await runAndKill({ script: child, args: [path], lines, progress: /^(submitted|height) / });
      height = await checkStore(path, Math.max(committed, height));
    }
    expect(height).toBeGreaterThan(5);
  }, 90_000);
});
