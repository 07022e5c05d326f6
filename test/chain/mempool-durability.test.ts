// Durable admission and store failures: what the pool answers as accepted is in the store first;
// while the store cannot write, nothing new is accepted, and the chain reports it. The pool's
// cases run on both kinds of store: in memory (each pool write a LevelDB batch) and on disk (the
// pool journal: an append done before the answer, folded into LevelDB later).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { ChainError, ChainErrorReason } from '../../src/chain/errors.js';
import { Mempool } from '../../src/chain/mempool.js';
import { ChainStore } from '../../src/storage/chain-store.js';
import { chainFixture, type ChainFixture } from './helpers.js';
import { TEST_RULES } from '../helpers/rules.js';
import { failingDatabase, type WriteSwitch } from '../helpers/failing-db.js';

const COIN = ONE_COIN;
let fx: ChainFixture | undefined;
let sw: WriteSwitch | undefined;
let dir: string | undefined;
afterEach(async () => {
  await fx?.store.close();
  await sw?.db.close();
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  fx = undefined;
  sw = undefined;
  dir = undefined;
});

async function setUpStore(journal = false): Promise<{ fx: ChainFixture; sw: WriteSwitch; pool: Mempool }> {
  sw = await failingDatabase();
  // On disk: the store's directory holds the pool journal (and the health probe's file).
  if (journal) dir = mkdtempSync(join(tmpdir(), 'totem-pool-journal-'));
  const store = await ChainStore.open(
    { health: { probeIntervalMs: 60_000 }, ...(dir !== undefined ? { path: dir } : {}) },
    { db: sw.db, tables: TEST_RULES.tables, journalFs: sw.fs },
  );
  fx = await chainFixture({ store });
  fx.time.set(1000);
  const pool = await Mempool.open({ params: fx.params, persist: true }, { store, timeSource: fx.time, rules: TEST_RULES });
  return { fx, sw, pool };
}

/** Lets queued microtasks and the store's callbacks run (announcements follow the write). */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

const storedIds = async (f: ChainFixture) => (await f.store.mempool.all()).map(([id]) => id).sort();

describe.each([
  ['in memory (LevelDB batches)', false],
  ['on disk (the pool journal)', true],
])('Mempool: durable admission, store %s', (_kind, journal) => {
  const setUp = () => setUpStore(journal);

  it('answers a submission once the transaction is in the store', async () => {
    const { fx, pool } = await setUp();
    const tx = fx.pay('devnet-0', 'bob', COIN);
    expect(await pool.submit(tx)).toEqual({ accepted: true });
    expect(await storedIds(fx)).toEqual([tx.id]);
  });

  it(journal ? 'stores each submission before answering it, one append each' : 'lets concurrent submissions share a few writes (group commit)', async () => {
    const { fx, sw, pool } = await setUp();
    const txs = Array.from({ length: 40 }, (_, i) => fx.pay(`devnet-${i % 10}`, 'bob', COIN + BigInt(i)));
    const before = sw.writes;
    const answers = await Promise.all(txs.map((tx) => pool.submit(tx)));
    expect(answers.every((a) => a.accepted)).toBe(true);
    // Every submission is admitted synchronously. Without a journal the first starts a write and
    // the rest share one more; with it each is appended (a few µs) before its answer.
    if (journal) expect(sw.writes - before).toBe(txs.length);
    else expect(sw.writes - before).toBeLessThanOrEqual(2);
    expect(await storedIds(fx)).toEqual(txs.map((t) => t.id).sort());
  });

  it('stores a batch in one write and announces it only once stored', async () => {
    const { fx, sw, pool } = await setUp();
    const announced: bigint[] = [];
    pool.onTransactionsAdded((txs) => announced.push(...txs.map((t) => t.id)));
    const txs = [fx.pay('devnet-0', 'bob', COIN), fx.pay('devnet-1', 'bob', COIN)];
    const before = sw.writes;
    const verdicts = await pool.submitMany(txs);
    expect(verdicts).toEqual([{ accepted: true }, { accepted: true }]);
    expect(sw.writes - before).toBe(1);
    await settled();
    expect(announced.sort()).toEqual(txs.map((t) => t.id).sort());
  });

  it('takes back a transaction whose write failed, refuses new ones while failing, and recovers', async () => {
    const { fx, sw, pool } = await setUp();
    const announced: bigint[] = [];
    pool.onTransactionsAdded((txs) => announced.push(...txs.map((t) => t.id)));
    sw.fail();
    const tx = fx.pay('devnet-0', 'bob', COIN);
    const failure = await pool.submit(tx).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ChainError);
    expect(failure).toMatchObject({ chainReason: ChainErrorReason.STORE_UNAVAILABLE });
    expect((failure as ChainError).reason).toMatch(/no space left on device/i);
    expect(pool.count).toBe(0);
    expect(pool.reservedBy(tx.senderId)).toBe(0n);
    expect(fx.store.health.failing).toBe(true);
    // While failing: refused before any write, batches too.
    const writes = sw.writes;
    await expect(pool.submit(fx.pay('devnet-1', 'bob', COIN))).rejects.toMatchObject({ chainReason: ChainErrorReason.STORE_UNAVAILABLE });
    const verdicts = await pool.submitMany([fx.pay('devnet-2', 'bob', COIN)]);
    expect(verdicts[0]).toMatchObject({ accepted: false, error: { chainReason: ChainErrorReason.STORE_UNAVAILABLE } });
    expect(sw.writes).toBe(writes);
    // Space comes back: the probe notices, and submissions work again.
    sw.heal();
    await fx.store.health.probe();
    expect(fx.store.health.failing).toBe(false);
    expect(await pool.submit(tx)).toEqual({ accepted: true });
    await settled();
    expect(announced).toEqual([tx.id]);
    expect(await storedIds(fx)).toEqual([tx.id]);
  });

  it('keeps what is stored already when a later write fails (a block re-checks the pool first)', async () => {
    const { fx, sw, pool } = await setUp();
    const a = fx.pay('devnet-0', 'bob', COIN);
    await pool.submit(a);
    await fx.forger.generateBlock(); // the tip moves: the pool re-checks `a` at its next operation
    sw.fail();
    await expect(pool.submit(fx.pay('devnet-1', 'bob', COIN))).rejects.toMatchObject({ chainReason: ChainErrorReason.STORE_UNAVAILABLE });
    expect(pool.pending().map((t) => t.id)).toEqual([a.id]);
    sw.heal();
    await fx.store.health.probe();
    await pool.flush();
    expect(await storedIds(fx)).toEqual([a.id]);
  });

  it('answers a batch from the write that carries it, with that write\'s own cause', async () => {
    const { fx, sw, pool } = await setUp();
    sw.fail();
    const verdicts = await pool.submitMany([fx.pay('devnet-0', 'bob', COIN)]);
    expect(verdicts[0]!.accepted).toBe(false);
    const reason = (verdicts[0]!.error as ChainError).reason;
    expect(reason).toMatch(/no space left on device/i);
    expect(reason).not.toContain('suspended'); // not the refusal of a later write
  });

  it('announces a stored transaction even when the next write fails', async () => {
    const { fx, sw, pool } = await setUp();
    const announced: bigint[] = [];
    pool.onTransactionsAdded((txs) => announced.push(...txs.map((t) => t.id)));
    const x = fx.pay('devnet-0', 'bob', COIN);
    await pool.submit(x);
    sw.fail();
    await expect(pool.submit(fx.pay('devnet-1', 'bob', COIN))).rejects.toBeInstanceOf(ChainError);
    await settled();
    expect(announced).toEqual([x.id]);
  });

  it('turns the accepted verdicts of a batch into refusals when its write fails', async () => {
    const { fx, sw, pool } = await setUp();
    const good = fx.pay('devnet-0', 'bob', COIN);
    const bad = fx.pay('nobody', 'bob', COIN);
    // The disk fails before the store health knows it: admission passes, the write fails.
    sw.fail();
    const admitted = await pool.admitMany([good, bad]);
    expect(admitted.map((v) => v.accepted)).toEqual([true, false]);
    const verdicts = await pool.storedVerdicts(admitted);
    expect(verdicts[0]).toMatchObject({ accepted: false, error: { chainReason: ChainErrorReason.STORE_UNAVAILABLE } });
    expect(verdicts[1]).toBe(admitted[1]);
    expect(pool.count).toBe(0);
  });

  it('re-admits the stored pool after a restart, without what was confirmed meanwhile', async () => {
    const { fx, pool } = await setUp();
    const a = fx.pay('devnet-0', 'bob', COIN);
    const b = fx.pay('devnet-1', 'bob', COIN);
    await pool.submit(a);
    await pool.submit(b);
    // `a` is confirmed by a block (through the fixture's own pool) before the restart.
    await fx.mempool.submit(a);
    await fx.forger.generateBlock();
    const reopened = await Mempool.open({ params: fx.params, persist: true }, { store: fx.store, timeSource: fx.time, rules: TEST_RULES });
    expect(reopened.pending().map((t) => t.id)).toEqual([b.id]);
    expect(await storedIds(fx)).toEqual([b.id]);
  });
});

describe('Blockchain: a block that cannot be stored', () => {
  it('reports STORE_ERROR with the last error, keeps the tip, and recovers', async () => {
    const { fx, sw } = await setUpStore();
    const tip = fx.blockchain.tip;
    sw.fail();
    await expect(fx.forger.generateBlock()).rejects.toThrow('No space left on device');
    expect(fx.blockchain.tip).toBe(tip);
    const failed = await fx.blockchain.status();
    expect(failed.blockchainState).toBe('STORE_ERROR');
    expect(failed.height).toBe(tip.height);
    expect(failed.lastStoreError).toMatchObject({ write: 'block', code: 'ENOSPC' });
    sw.heal();
    // Nothing is written until the probe finds the store writable again.
    await expect(fx.forger.generateBlock()).rejects.toMatchObject({ code: 'WRITES_SUSPENDED' });
    await fx.store.health.probe();
    await fx.forger.generateBlock();
    const recovered = await fx.blockchain.status();
    expect(recovered.blockchainState).toBe('UP_TO_DATE');
    expect(recovered.height).toBe(tip.height + 1);
    expect(recovered.lastStoreError?.recoveredAtMs).toBeDefined();
  });
});
