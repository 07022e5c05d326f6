// The store over capability tables: commit and pop of any table with its undo record, cache and
// ordered indexes; reopening loads indexed tables; the state digest covers every table.
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChainStore } from '../../src/storage/chain-store.js';
import { STORAGE_ENGINES } from '../../src/storage/db.js';
import { CORE_TABLES } from '../../src/domain/capability.js';
import { StateErrorCode } from '../../src/domain/state/errors.js';
import { ACCOUNTS } from '../../src/domain/state/accounts.js';
import { COUNTERS, HOLDINGS, type Holding } from '../helpers/tally-capability.js';
import { commitGenesis, makeBlock } from './fixtures.js';

const TABLES = [...CORE_TABLES, HOLDINGS, COUNTERS];
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

const h = (tally: bigint, account: bigint, units: bigint): Holding => ({ tally, account, units });
const byAccount = (store: ChainStore, account: bigint) => store.scan(HOLDINGS, 'byAccount', { prefix: [account] }).map(([, v]) => v);

async function commit(store: ChainStore, write: (o: ReturnType<ChainStore['beginBlock']>) => void): Promise<void> {
  const tip = store.tip()!;
  const block = makeBlock(tip.height + 1, tip.blockId);
  const overlay = store.beginBlock(block.height, block.timestamp);
  write(overlay);
  await store.commitBlock(overlay, block, []);
}

describe('ChainStore tables', () => {
  it('commits, indexes and pops records of a capability table', async () => {
    const store = await ChainStore.open({}, { tables: TABLES });
    await commitGenesis(store);
    const empty = await store.stateDigest();
    await commit(store, (o) => {
      o.put(HOLDINGS, '1:7', h(1n, 7n, 5n));
      o.put(HOLDINGS, '2:7', h(2n, 7n, 9n));
      o.put(COUNTERS, 'n', 2n);
    });
    expect(byAccount(store, 7n)).toEqual([h(1n, 7n, 5n), h(2n, 7n, 9n)]);
    const first = await store.stateDigest();
    expect(first.records).toBe(empty.records + 3);
    await commit(store, (o) => {
      o.delete(HOLDINGS, '1:7');
      o.put(HOLDINGS, '2:7', h(2n, 7n, 1n));
      o.put(HOLDINGS, '2:8', h(2n, 8n, 8n));
    });
    expect(byAccount(store, 7n)).toEqual([h(2n, 7n, 1n)]);
    expect(store.scan(HOLDINGS, 'byTally', { prefix: [2n] }).map(([k]) => k)).toEqual(['2:7', '2:8']);
    await store.popBlock();
    expect(byAccount(store, 7n)).toEqual([h(1n, 7n, 5n), h(2n, 7n, 9n)]);
    expect(store.get(HOLDINGS, '2:8')).toBeUndefined();
    expect(await store.stateDigest()).toEqual(first);
    await store.popBlock();
    expect(byAccount(store, 7n)).toEqual([]);
    expect(store.get(COUNTERS, 'n')).toBeUndefined();
    expect(await store.stateDigest()).toEqual(empty);
    await store.close();
  });

  it('a record created and deleted in one block leaves nothing, not even an undo entry', async () => {
    const store = await ChainStore.open({}, { tables: TABLES });
    await commitGenesis(store);
    const before = await store.stateDigest();
    await commit(store, (o) => {
      o.put(HOLDINGS, '3:3', h(3n, 3n, 3n));
      o.delete(HOLDINGS, '3:3');
    });
    expect(store.get(HOLDINGS, '3:3')).toBeUndefined();
    expect((await store.stateDigest()).digest).toBe(before.digest);
    const undo = (await store.undo.get(1))!;
    expect(undo.filter((e) => e.key[0] === HOLDINGS.bucket)).toEqual([]);
    await store.close();
  });

  it.each(STORAGE_ENGINES)('reopening on disk loads indexed tables whole (%s)', async (engine) => {
    const dir = await mkdtemp(join(tmpdir(), 'tables-'));
    dirs.push(dir);
    const store = await ChainStore.open({ path: dir, engine }, { tables: TABLES });
    await commitGenesis(store);
    await commit(store, (o) => o.put(HOLDINGS, '4:4', h(4n, 4n, 4n)));
    const digest = await store.stateDigest();
    await store.close();
    const reopened = await ChainStore.open({ path: dir, engine }, { tables: TABLES });
    expect(byAccount(reopened, 4n)).toEqual([h(4n, 4n, 4n)]);
    expect(await reopened.stateDigest()).toEqual(digest);
    await reopened.close();
  });

  it.each(STORAGE_ENGINES)('computes the digest once per state, and close lets a digest in progress finish (%s)', async (engine) => {
    const dir = await mkdtemp(join(tmpdir(), 'tables-'));
    dirs.push(dir);
    const store = await ChainStore.open({ path: dir, engine }, { tables: TABLES });
    await commitGenesis(store);
    for (let i = 0; i < 50; i++) await commit(store, (o) => o.put(HOLDINGS, `9:${i}`, h(9n, BigInt(i), 1n)));
    const first = await store.stateDigest();
    expect(await store.stateDigest()).toBe(first); // the same object: not recomputed
    await commit(store, (o) => o.put(COUNTERS, 'n', 1n));
    const second = await store.stateDigest();
    expect(second.digest).not.toBe(first.digest);
    await store.popBlock();
    const third = await store.stateDigest();
    expect(third).not.toBe(first); // recomputed after the pop, and equal
    expect(third).toEqual(first);
    await commit(store, (o) => o.put(COUNTERS, 'n', 2n));
    const inProgress = store.stateDigest();
    await store.close();
    await expect(inProgress).resolves.toMatchObject({ height: 51 });
  });

  it('refuses tables it was not opened with and tables on its own buckets', async () => {
    const store = await ChainStore.open({});
    expect(() => store.get(HOLDINGS, 'x')).toThrow(expect.objectContaining({ code: StateErrorCode.UNKNOWN_TABLE }));
    expect(() => store.scan(ACCOUNTS, 'none')).toThrow(expect.objectContaining({ code: StateErrorCode.UNKNOWN_TABLE }));
    await store.close();
    const onMeta = { ...HOLDINGS, bucket: 1 };
    await expect(ChainStore.open({}, { tables: [...CORE_TABLES, onMeta] })).rejects.toThrow(/bucket 1/);
  });
});
