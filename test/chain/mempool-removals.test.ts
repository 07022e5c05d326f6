// Every way a transaction leaves the pool is told to onTransactionRemoved listeners once, with
// its reason and a detail (src/chain/mempool/removals.ts): included, expired, invalid (the rule
// that refused it), evicted, cleared; the pool counts them by reason and remembers the ones that
// did not reach a block (removalOf), bounded.
import { afterEach, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { INCLUDED_DETAIL, type TransactionRemovedReason } from '../../src/chain/mempool.js';
import { RecentRemovals } from '../../src/chain/mempool/recent-removals.js';
import { TransactionRejectedError } from '../../src/domain/errors.js';
import { aliceFunded, pushSpentElsewhere } from './alice-fixture.js';
import { chainFixture, type ChainFixture } from './helpers.js';

let fx: ChainFixture | undefined;
afterEach(async () => {
  await fx?.close();
  fx = undefined;
});

const COIN = ONE_COIN;

function record(f: ChainFixture): Array<[bigint, TransactionRemovedReason]> {
  const removed: Array<[bigint, TransactionRemovedReason]> = [];
  f.mempool.onTransactionRemoved((tx, reason) => removed.push([tx.id, reason]));
  return removed;
}

/** The details told, by transaction id. */
function details(f: ChainFixture): Map<bigint, string> {
  const told = new Map<bigint, string>();
  f.mempool.onTransactionRemoved((tx, _reason, detail) => told.set(tx.id, detail));
  return told;
}

describe('Mempool: removal notifications', () => {
  it('included: a forged block takes its transactions out of the pool', async () => {
    fx = await chainFixture();
    fx.time.set(1000);
    const removed = record(fx);
    const told = details(fx);
    const tx = fx.pay('devnet-0', 'bob', COIN);
    await fx.mempool.submit(tx);
    await fx.forger.generateBlock();
    expect(removed).toEqual([[tx.id, 'included']]);
    expect(told.get(tx.id)).toBe(INCLUDED_DETAIL);
    // The chain answers for it: the pool does not remember inclusions.
    expect(fx.mempool.removalOf(tx.id)).toBeUndefined();
    expect(fx.mempool.peekRemovalStats().removed).toMatchObject({ included: 1, invalid: 0, contractFault: 0 });
  });

  it('included, also when the pool caught up with the tip before the block event reached it', async () => {
    fx = await chainFixture({ follow: false });
    fx.time.set(1000);
    const removed = record(fx);
    const tx = fx.pay('devnet-0', 'bob', COIN);
    await fx.mempool.submit(tx);
    await fx.forger.generateBlock();
    // Any pool operation re-checks against the store's new tip.
    expect(fx.mempool.count).toBe(0);
    expect(removed).toEqual([[tx.id, 'included']]);
  });

  it('expired: its deadline passed', async () => {
    fx = await chainFixture();
    fx.time.set(1000);
    const removed = record(fx);
    const told = details(fx);
    const short = fx.pay('devnet-0', 'bob', COIN, { deadline: 1 });
    await fx.mempool.submit(short);
    fx.time.set(1000 + 61);
    expect(fx.mempool.removeExpired()).toBe(1);
    expect(removed).toEqual([[short.id, 'expired']]);
    expect(told.get(short.id)).toBe(`its deadline passed (expiration at epoch second ${short.expiration}, now ${1000 + 61})`);
    expect(fx.mempool.removalOf(short.id)).toMatchObject({ reason: 'expired', detail: told.get(short.id), height: 0 });
  });

  it('invalid: a block from elsewhere spent what a pending transaction needed; included for the one it held', async () => {
    fx = await aliceFunded();
    const removed = record(fx);
    const told = details(fx);
    const { pending, other } = await pushSpentElsewhere(fx);
    expect(removed).toEqual([
      [other.id, 'included'],
      [pending.id, 'invalid'],
    ]);
    // The detail is the description of the rule that refused it: the same refusal a new
    // submission of it gets now.
    const refusal = await fx.mempool.submit(pending).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(TransactionRejectedError);
    expect(told.get(pending.id)).toBe((refusal as TransactionRejectedError).reason);
    expect(told.get(pending.id)!.length).toBeGreaterThan(5);
    expect(fx.mempool.removalOf(pending.id)).toEqual({ reason: 'invalid', detail: told.get(pending.id), height: fx.blockchain.tip.height, fullHash: pending.fullHash });
    expect(fx.mempool.peekRemovalStats().removed).toMatchObject({ included: 2, invalid: 1 });
  });

  it('evicted: a full pool makes room for a better-paying newcomer', async () => {
    fx = await chainFixture({ mempoolMaxSize: 2 });
    fx.time.set(1000);
    const removed = record(fx);
    const told = details(fx);
    const low = fx.pay('devnet-0', 'bob', COIN, { feeMTA: 2n * COIN });
    const mid = fx.pay('devnet-1', 'bob', COIN, { feeMTA: 3n * COIN });
    const high = fx.pay('devnet-2', 'bob', COIN, { feeMTA: 4n * COIN });
    for (const tx of [low, mid, high]) await fx.mempool.submit(tx);
    expect(removed).toEqual([[low.id, 'evicted']]);
    expect(told.get(low.id)).toBe(`the pool was full: transaction ${high.id} pays more per share of a block`);
  });

  it('cleared: clearUnconfirmedTransactions tells each one', async () => {
    fx = await chainFixture();
    fx.time.set(1000);
    const removed = record(fx);
    const told = details(fx);
    const txs = [fx.pay('devnet-0', 'bob', COIN), fx.pay('devnet-1', 'bob', COIN)];
    for (const tx of txs) await fx.mempool.submit(tx);
    expect(await fx.mempool.clear()).toBe(2);
    expect(removed.map(([, reason]) => reason)).toEqual(['cleared', 'cleared']);
    expect([...told.values()]).toEqual(['clearUnconfirmedTransactions emptied the pool', 'clearUnconfirmedTransactions emptied the pool']);
    expect(await fx.mempool.removal(txs[0]!.id)).toMatchObject({ reason: 'cleared' });
    expect(removed.map(([id]) => id).sort()).toEqual(txs.map((t) => t.id).sort());
  });

  it('a listener that throws does not stop the pool', async () => {
    fx = await chainFixture();
    fx.time.set(1000);
    fx.mempool.onTransactionRemoved(() => {
      throw new Error('listener bug');
    });
    const removed = record(fx);
    await fx.mempool.submit(fx.pay('devnet-0', 'bob', COIN));
    expect(await fx.mempool.clear()).toBe(1);
    expect(removed).toHaveLength(1);
    expect(fx.mempool.count).toBe(0);
  });

  it('remembers the most recent removals only, oldest forgotten first', () => {
    const recent = new RecentRemovals(3);
    const removal = (height: number) => ({ reason: 'expired' as const, detail: 'd', height, fullHash: new Uint8Array(32) });
    for (let id = 1n; id <= 4n; id++) recent.remember(id, removal(Number(id)));
    expect(recent.size).toBe(3);
    expect(recent.get(1n)).toBeUndefined();
    expect(recent.get(4n)).toMatchObject({ height: 4 });
    // Removed again, 2 becomes the newest: the next one pushes out 3, now the oldest.
    recent.remember(2n, removal(5));
    recent.remember(5n, removal(6));
    expect([2n, 3n, 4n, 5n].map((id) => recent.get(id)?.height)).toEqual([5, undefined, 4, 6]);
  });
});
