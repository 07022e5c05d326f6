// Every way a transaction leaves the pool is told to onTransactionRemoved listeners once, with
// its reason (src/chain/mempool/removals.ts): included, expired, invalid, evicted, cleared.
import { afterEach, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import type { TransactionRemovedReason } from '../../src/chain/mempool.js';
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

describe('Mempool: removal notifications', () => {
  it('included: a forged block takes its transactions out of the pool', async () => {
    fx = await chainFixture();
    fx.time.set(1000);
    const removed = record(fx);
    const tx = fx.pay('devnet-0', 'bob', COIN);
    await fx.mempool.submit(tx);
    await fx.forger.generateBlock();
    expect(removed).toEqual([[tx.id, 'included']]);
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
    const short = fx.pay('devnet-0', 'bob', COIN, { deadline: 1 });
    await fx.mempool.submit(short);
    fx.time.set(1000 + 61);
    expect(fx.mempool.removeExpired()).toBe(1);
    expect(removed).toEqual([[short.id, 'expired']]);
  });

  it('invalid: a block from elsewhere spent what a pending transaction needed; included for the one it held', async () => {
    fx = await aliceFunded();
    const removed = record(fx);
    const { pending, other } = await pushSpentElsewhere(fx);
    expect(removed).toEqual([
      [other.id, 'included'],
      [pending.id, 'invalid'],
    ]);
  });

  it('evicted: a full pool makes room for a better-paying newcomer', async () => {
    fx = await chainFixture({ mempoolMaxSize: 2 });
    fx.time.set(1000);
    const removed = record(fx);
    const low = fx.pay('devnet-0', 'bob', COIN, { feeMTA: 2n * COIN });
    const mid = fx.pay('devnet-1', 'bob', COIN, { feeMTA: 3n * COIN });
    const high = fx.pay('devnet-2', 'bob', COIN, { feeMTA: 4n * COIN });
    for (const tx of [low, mid, high]) await fx.mempool.submit(tx);
    expect(removed).toEqual([[low.id, 'evicted']]);
  });

  it('cleared: clearUnconfirmedTransactions tells each one', async () => {
    fx = await chainFixture();
    fx.time.set(1000);
    const removed = record(fx);
    const txs = [fx.pay('devnet-0', 'bob', COIN), fx.pay('devnet-1', 'bob', COIN)];
    for (const tx of txs) await fx.mempool.submit(tx);
    expect(await fx.mempool.clear()).toBe(2);
    expect(removed.map(([, reason]) => reason)).toEqual(['cleared', 'cleared']);
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
});
