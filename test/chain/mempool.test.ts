import { afterEach, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { TransactionRejectedError, TxRejectReason } from '../../src/domain/errors.js';
import { ChainErrorReason } from '../../src/chain/errors.js';
import { Mempool } from '../../src/chain/mempool.js';
import { WorkerVerifierPool } from '../../src/chain/signature-pool.js';
import { balanceOf, chainFixture, idOf, type ChainFixture } from './helpers.js';
import { TEST_RULES } from '../helpers/rules.js';
import { aliceFunded, pushSpentElsewhere } from './alice-fixture.js';

let fx: ChainFixture | undefined;
afterEach(async () => {
  await fx?.close();
  fx = undefined;
});

const COIN = ONE_COIN;

/** A fixture where `alice` holds exactly 100 coins (funded in block 1). */
async function withAlice(opts: { mempoolMaxSize?: number } = {}): Promise<ChainFixture> {
  const f = await aliceFunded(opts);
  expect(balanceOf(f.store, 'alice')).toBe(100n * COIN);
  return f;
}

describe('Mempool: admission', () => {
  it('accepts a valid payment once; a second submission is not an error', async () => {
    fx = await chainFixture();
    const tx = fx.pay('devnet-0', 'devnet-1', 5n * COIN);
    expect(await fx.mempool.submit(tx)).toEqual({ accepted: true });
    expect(await fx.mempool.submit(tx)).toEqual({ accepted: false });
    expect(await fx.mempool.size()).toBe(1);
    expect((await fx.mempool.get(tx.id))!.id).toBe(tx.id);
    expect(await fx.mempool.get(tx.id + 1n)).toBeUndefined();
    expect((await fx.mempool.list()).map((t) => t.id)).toEqual([tx.id]);
    expect(await fx.mempool.list({ account: idOf('devnet-1') })).toHaveLength(1);
    expect(await fx.mempool.list({ account: idOf('devnet-2') })).toHaveLength(0);
  });

  it('refuses a bad signature, an expired or future transaction, a low fee and an unknown EC block', async () => {
    fx = await chainFixture();
    fx.time.set(10_000);
    const ok = fx.pay('devnet-0', 'devnet-1', COIN);
    const cases: Array<[ReturnType<ChainFixture['pay']>, TxRejectReason]> = [
      [ok.withSignature(new Uint8Array(64).fill(3)), TxRejectReason.BAD_SIGNATURE],
      [fx.pay('devnet-0', 'devnet-1', COIN, { timestamp: 10_000 - 120, deadline: 1 }), TxRejectReason.EXPIRED],
      [fx.pay('devnet-0', 'devnet-1', COIN, { timestamp: 10_000 + 16 }), TxRejectReason.TIMESTAMP_IN_FUTURE],
      [fx.pay('devnet-0', 'devnet-1', COIN, { feeMTA: COIN - 1n }), TxRejectReason.FEE_TOO_LOW],
      [fx.pay('devnet-0', 'devnet-1', COIN, { ecBlockId: 42n }), TxRejectReason.UNKNOWN_EC_BLOCK],
      [fx.pay('nobody', 'devnet-1', COIN), TxRejectReason.NOT_ENOUGH_FUNDS],
    ];
    for (const [tx, reason] of cases) {
      await expect(fx.mempool.submit(tx)).rejects.toMatchObject({ rejectReason: reason });
    }
    expect(fx.mempool.count).toBe(0);
    expect(fx.mempool.reservedBy(idOf('devnet-0'))).toBe(0n);
    expect(await fx.mempool.submit(ok)).toEqual({ accepted: true });
  });

  it('reserves amount + fee per sender, so a double spend never gets in', async () => {
    fx = await withAlice();
    const first = fx.pay('alice', 'bob', 60n * COIN);
    expect((await fx.mempool.submit(first)).accepted).toBe(true);
    expect(await fx.mempool.unconfirmedBalance(idOf('alice'))).toBe(39n * COIN);
    expect(fx.mempool.reservedBy(idOf('alice'))).toBe(61n * COIN);
    // 40 + 1 more would need 102 coins in all.
    const second = fx.pay('alice', 'carol', 40n * COIN);
    await expect(fx.mempool.submit(second)).rejects.toMatchObject({ rejectReason: TxRejectReason.NOT_ENOUGH_FUNDS });
    // What is left can still be spent.
    expect((await fx.mempool.submit(fx.pay('alice', 'carol', 38n * COIN))).accepted).toBe(true);
    expect(await fx.mempool.unconfirmedBalance(idOf('alice'))).toBe(0n);
    // Incoming unconfirmed payments are not spendable: bob has nothing confirmed.
    await expect(fx.mempool.submit(fx.pay('bob', 'carol', COIN))).rejects.toMatchObject({ rejectReason: TxRejectReason.NOT_ENOUGH_FUNDS });
    // The forged block holds both and is valid.
    const block = await fx.forger.generateBlock();
    expect(block.transactions).toHaveLength(2);
    expect(balanceOf(fx.store, 'alice')).toBe(0n);
    expect(fx.mempool.count).toBe(0);
  });

  it('judges a batch in order with one signature pass (submitMany)', async () => {
    fx = await withAlice();
    const a = fx.pay('alice', 'bob', 50n * COIN);
    const badSig = fx.pay('alice', 'bob', 2n * COIN).withSignature(new Uint8Array(64).fill(9));
    const overdraft = fx.pay('alice', 'carol', 49n * COIN);
    const b = fx.pay('alice', 'carol', 48n * COIN);
    const verdicts = await fx.mempool.submitMany([a, badSig, a, overdraft, b]);
    expect(verdicts.map((v) => v.accepted)).toEqual([true, false, false, false, true]);
    expect(verdicts[1]!.error).toMatchObject({ rejectReason: TxRejectReason.BAD_SIGNATURE });
    expect(verdicts[2]!.error).toBeUndefined();
    expect(verdicts[3]!.error).toBeInstanceOf(TransactionRejectedError);
    expect(fx.mempool.count).toBe(2);
  });
});

describe('Mempool: batches on worker threads', () => {
  it('submitMany with a worker verifier gives the same verdicts as on this thread', async () => {
    fx = await withAlice();
    const f = fx;
    const pool = new WorkerVerifierPool({ workers: 1, minBatch: 2 });
    try {
      const threaded = new Mempool({ params: f.params }, { store: f.store, timeSource: f.time, rules: TEST_RULES, verifier: pool });
      const local = new Mempool({ params: f.params }, { store: f.store, timeSource: f.time, rules: TEST_RULES });
      const batch = [
        f.pay('alice', 'bob', 50n * COIN),
        f.pay('alice', 'bob', 2n * COIN).withSignature(new Uint8Array(64).fill(9)),
        f.pay('alice', 'carol', 49n * COIN),
        ...Array.from({ length: 40 }, (_, i) => f.pay(`devnet-${i % 10}`, 'bob', BigInt(i + 1))),
      ];
      batch.push(batch[3]!);
      const a = await threaded.submitMany(batch);
      const b = local.addMany(batch);
      expect(a.map((v) => [v.accepted, v.error?.constructor.name])).toEqual(b.map((v) => [v.accepted, v.error?.constructor.name]));
      expect(a.filter((v) => v.accepted)).toHaveLength(41);
      expect(threaded.pending().map((t) => t.id)).toEqual(local.pending().map((t) => t.id));
    } finally {
      await pool.close();
    }
  });
});

describe('Mempool: order and capacity', () => {
  it('orders by fee per byte, then arrival', async () => {
    fx = await chainFixture();
    const fees = [1n, 3n, 2n, 3n, 1n];
    const txs = fees.map((fee, i) => fx!.pay(`devnet-${i}`, 'bob', COIN, { feeMTA: fee * COIN }));
    for (const tx of txs) await fx.mempool.submit(tx);
    const order = (await fx.mempool.list()).map((t) => txs.indexOf(t));
    expect(order).toEqual([1, 3, 2, 0, 4]);
    expect((await fx.mempool.list({ firstIndex: 1, lastIndex: 2 })).map((t) => txs.indexOf(t))).toEqual([3, 2]);
    // A larger transaction pays less per byte for the same fee.
    const big = fx.pay('devnet-6', 'bob', COIN, { feeMTA: 3n * COIN, appendices: { message: { data: new Uint8Array(20), isText: false } } });
    const small = fx.pay('devnet-7', 'bob', COIN, { feeMTA: 3n * COIN });
    expect(big.size).toBeGreaterThan(small.size);
    await fx.mempool.submit(big);
    await fx.mempool.submit(small);
    const ids = (await fx.mempool.list()).map((t) => t.id);
    expect(ids.slice(0, 4)).toEqual([txs[1]!.id, txs[3]!.id, small.id, big.id]);
  });

  it('when full, evicts the lowest priority for a better newcomer and refuses a worse one', async () => {
    fx = await chainFixture({ mempoolMaxSize: 3 });
    const [low, mid, high] = [2n, 3n, 4n].map((fee, i) => fx!.pay(`devnet-${i}`, 'bob', COIN, { feeMTA: fee * COIN }));
    for (const tx of [mid, low, high]) await fx.mempool.submit(tx!);
    const worse = fx.pay('devnet-5', 'bob', COIN, { feeMTA: 1n * COIN });
    await expect(fx.mempool.submit(worse)).rejects.toMatchObject({ chainReason: ChainErrorReason.MEMPOOL_FULL, param: 'feeMTA' });
    // Equal to the lowest is not better: the earlier arrival keeps its place.
    const equal = fx.pay('devnet-6', 'bob', COIN, { feeMTA: 2n * COIN });
    await expect(fx.mempool.submit(equal)).rejects.toMatchObject({ chainReason: ChainErrorReason.MEMPOOL_FULL });
    const better = fx.pay('devnet-7', 'bob', COIN, { feeMTA: 5n * COIN });
    expect((await fx.mempool.submit(better)).accepted).toBe(true);
    expect((await fx.mempool.list()).map((t) => t.id)).toEqual([better.id, high!.id, mid!.id]);
    expect(await fx.mempool.get(low!.id)).toBeUndefined();
    // The evicted transaction's reservation is released.
    expect(fx.mempool.reservedBy(idOf('devnet-0'))).toBe(0n);
    expect(fx.mempool.count).toBe(3);
  });

  it('keeps order and eviction right over many random fees', async () => {
    fx = await chainFixture({ mempoolMaxSize: 20 });
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const accepted: Array<{ fee: bigint; n: number; id: bigint }> = [];
    for (let n = 0; n < 80; n++) {
      const fee = BigInt(1 + Math.floor(rand() * 9)) * COIN;
      const tx = fx.pay(`devnet-${n % 10}`, 'bob', BigInt(n + 1), { feeMTA: fee });
      try {
        await fx.mempool.submit(tx);
        accepted.push({ fee, n, id: tx.id });
      } catch (e) {
        expect(e).toMatchObject({ chainReason: ChainErrorReason.MEMPOOL_FULL });
      }
    }
    // The pool holds the 20 best by (fee desc, arrival asc) among everything accepted.
    const best = [...accepted].sort((a, b) => (a.fee !== b.fee ? (a.fee > b.fee ? -1 : 1) : a.n - b.n)).slice(0, 20);
    expect((await fx.mempool.list()).map((t) => t.id)).toEqual(best.map((b) => b.id));
  });
});

describe('Mempool: following the chain', () => {
  it('drops expired transactions', async () => {
    fx = await chainFixture();
    fx.time.set(1000);
    const short = fx.pay('devnet-0', 'bob', COIN, { deadline: 1 });
    const long = fx.pay('devnet-1', 'bob', COIN, { deadline: 60 });
    await fx.mempool.submit(short);
    await fx.mempool.submit(long);
    expect(fx.mempool.removeExpired()).toBe(0);
    fx.time.set(1000 + 61);
    expect(fx.mempool.removeExpired()).toBe(1);
    expect((await fx.mempool.list()).map((t) => t.id)).toEqual([long.id]);
    expect(fx.mempool.reservedBy(idOf('devnet-0'))).toBe(0n);
  });

  it('re-checks pending transactions after a block: one whose sender spent elsewhere is dropped', async () => {
    fx = await withAlice();
    // A block from elsewhere in which alice spends 50 coins: 60 + 1 no longer fits.
    await pushSpentElsewhere(fx);
    expect(await fx.mempool.unconfirmedBalance(idOf('alice'))).toBe(48n * COIN);
  });

  it('notices a chain change even without the event (self-healing)', async () => {
    fx = await withAlice();
    const unsubscribed = new Mempool({ params: fx.params }, { store: fx.store, timeSource: fx.time, rules: TEST_RULES });
    const tx = fx.pay('alice', 'bob', 10n * COIN);
    unsubscribed.add(tx);
    await fx.mempool.submit(tx);
    await fx.forger.generateBlock();
    expect(unsubscribed.count).toBe(0);
    expect(unsubscribed.reservedBy(idOf('alice'))).toBe(0n);
  });

  it('read view: answers without catching up, and declines (null) while the pool is behind the tip', async () => {
    fx = await withAlice();
    const unsubscribed = new Mempool({ params: fx.params }, { store: fx.store, timeSource: fx.time, rules: TEST_RULES });
    const tx = fx.pay('alice', 'bob', 10n * COIN);
    unsubscribed.add(tx);
    const peeked = unsubscribed.peekAccountWithUnconfirmedBalance(idOf('alice'));
    expect(peeked).toMatchObject({ account: { balanceMTA: 100n * COIN }, unconfirmedBalanceMTA: 89n * COIN });
    expect(unsubscribed.peekAccountWithUnconfirmedBalance(idOf('nobody'))).toBeUndefined();
    // A block confirms the payment; the unsubscribed pool still reserves it, so it must not
    // answer (balance 89 minus a stale reservation of 11 would be wrong), and peeking does not
    // make it catch up (asking twice still declines).
    await fx.mempool.submit(tx);
    await fx.forger.generateBlock();
    expect(unsubscribed.peekAccountWithUnconfirmedBalance(idOf('alice'))).toBeNull();
    // Once it catches up (as any message to its actor makes it), it answers again, exactly.
    expect(unsubscribed.accountWithUnconfirmedBalanceOf(idOf('alice'))).toMatchObject({ unconfirmedBalanceMTA: 89n * COIN });
    expect(unsubscribed.peekAccountWithUnconfirmedBalance(idOf('alice'))).toMatchObject({ account: { balanceMTA: 89n * COIN }, unconfirmedBalanceMTA: 89n * COIN });
  });

  it('re-queues popped transactions first (keepTransactions), and re-checks them', async () => {
    fx = await withAlice();
    const y = fx.pay('alice', 'bob', 50n * COIN);
    const expiring = fx.pay('devnet-4', 'bob', COIN, { deadline: 1 });
    await fx.mempool.submit(y);
    await fx.mempool.submit(expiring);
    const block = await fx.forger.generateBlock();
    expect(block.transactions).toHaveLength(2);
    const z = fx.pay('devnet-2', 'bob', COIN);
    await fx.mempool.submit(z);
    fx.time.advance(70); // `expiring` has expired by now
    await fx.blockchain.popOff({ numBlocks: 1, keepTransactions: true });
    expect((await fx.mempool.list()).map((t) => t.id)).toEqual([y.id, z.id]);
    expect(fx.mempool.reservedBy(idOf('alice'))).toBe(51n * COIN);
    // Without keepTransactions they are gone.
    await fx.forger.generateBlock();
    await fx.blockchain.popOff({ numBlocks: 1 });
    expect(fx.mempool.count).toBe(0);
  });
});

describe('Mempool: capacity and late events', () => {
  it('keeps the pool within maxSize when popped transactions are re-queued ahead of pending ones', async () => {
    fx = await chainFixture({ mempoolMaxSize: 2 });
    fx.time.set(1000);
    const confirmed = [fx.pay('devnet-0', 'bob', COIN, { feeMTA: 3n * COIN }), fx.pay('devnet-1', 'bob', COIN, { feeMTA: 3n * COIN })];
    for (const tx of confirmed) await fx.mempool.submit(tx);
    await fx.forger.generateBlock();
    const pending = [fx.pay('devnet-2', 'bob', COIN), fx.pay('devnet-3', 'bob', COIN)];
    for (const tx of pending) await fx.mempool.submit(tx);
    await fx.blockchain.popOff({ numBlocks: 1, keepTransactions: true });
    // The re-queued ones pay more per byte, so they keep their places and the pending ones go.
    expect((await fx.mempool.list()).map((t) => t.id).sort()).toEqual(confirmed.map((t) => t.id).sort());
    expect(fx.mempool.count).toBe(2);
    expect(fx.mempool.reservedBy(idOf('devnet-2'))).toBe(0n);
  });

  it('releases the reservation of a transaction whose block event arrives after the pool caught up', async () => {
    fx = await chainFixture({ follow: false });
    fx.time.set(1000);
    const tx = fx.pay('devnet-4', 'bob', 10n * COIN);
    await fx.mempool.submit(tx);
    const pushed: Array<Parameters<Mempool['onBlockPushed']>[0]> = [];
    fx.blockchain.events.on('blockPushed', (e) => pushed.push(e));
    await fx.forger.generateBlock();
    await fx.blockchain.popOff({ numBlocks: 1 });
    // The pool catches up with the tip (unchanged) before the queued event reaches it.
    expect(fx.mempool.count).toBe(1);
    await fx.mempool.clear();
    await fx.mempool.submit(tx);
    fx.mempool.onBlockPushed(pushed[0]!);
    expect(fx.mempool.count).toBe(0);
    expect(fx.mempool.reservedBy(idOf('devnet-4'))).toBe(0n);
    expect(fx.mempool.unconfirmedBalanceOf(idOf('devnet-4'))).toBe(balanceOf(fx.store, 'devnet-4'));
  });
});

describe('Mempool: block selection', () => {
  it('selects in pool order within the limits and the block timestamp', async () => {
    fx = await chainFixture();
    fx.time.set(1000);
    const txs = [3n, 1n, 2n].map((fee, i) => fx!.pay(`devnet-${i}`, 'bob', COIN, { feeMTA: fee * COIN }));
    const future = fx.pay('devnet-5', 'bob', COIN, { timestamp: 1010, feeMTA: 9n * COIN });
    for (const tx of [...txs, future]) await fx.mempool.submit(tx);
    expect(fx.mempool.selectForBlock({}, 1000).map((t) => t.id)).toEqual([future.id, txs[0]!.id, txs[2]!.id, txs[1]!.id]);
    // A block stamped before the transaction could include it (more than 15 s) leaves it out.
    expect(fx.mempool.selectForBlock({}, 990).map((t) => t.id)).toEqual([txs[0]!.id, txs[2]!.id, txs[1]!.id]);
    expect(fx.mempool.selectForBlock({ maxTransactions: 2 }, 1000)).toHaveLength(2);
    expect(fx.mempool.selectForBlock({ maxPayloadLength: txs[0]!.size * 3 - 1 }, 1000)).toHaveLength(2);
    // Selection leaves the pool as it was.
    expect(fx.mempool.count).toBe(4);
  });
});

describe('Mempool: persistence', () => {
  it('saves the pool on flush and re-admits it on open', async () => {
    fx = await chainFixture();
    const pool = await Mempool.open({ params: fx.params, persist: true }, { store: fx.store, timeSource: fx.time, rules: TEST_RULES });
    const a = fx.pay('devnet-0', 'bob', COIN);
    const b = fx.pay('devnet-1', 'bob', COIN);
    pool.add(a);
    pool.add(b);
    await pool.flush();
    expect((await fx.store.mempool.all()).map(([id]) => id).sort()).toEqual([a.id, b.id].sort());
    pool.removeAll();
    pool.add(b);
    await pool.flush();
    expect((await fx.store.mempool.all()).map(([id]) => id)).toEqual([b.id]);
    const reopened = await Mempool.open({ params: fx.params, persist: true }, { store: fx.store, timeSource: fx.time, rules: TEST_RULES });
    expect(reopened.pending().map((t) => t.id)).toEqual([b.id]);
    // A saved transaction that became invalid is dropped from the store on open.
    await fx.mempool.submit(b);
    await fx.forger.generateBlock();
    const third = await Mempool.open({ params: fx.params, persist: true }, { store: fx.store, timeSource: fx.time, rules: TEST_RULES });
    expect(third.count).toBe(0);
    expect(await fx.store.mempool.all()).toEqual([]);
  });
});
