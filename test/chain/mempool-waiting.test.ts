// Transactions that do not fit the state after a fork switch wait for it (src/chain/mempool/
// waiting.ts) instead of vanishing: a popped payment spending coin an earlier popped payment gave
// its sender waits out of the pool, comes back once its funding is confirmed again, and is
// confirmed itself; one whose deadline passes while it waits leaves as expired; every departure
// is told as a removal with its reason. (The liveness invariant of the simulation found the old
// silent drop: docs/simulation.md.)
import { afterEach, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import type { Transaction } from '../../src/domain/transaction.js';
import { chainFixture, idOf, type ChainFixture } from './helpers.js';

describe('transactions waiting to fit the state after a fork switch', () => {
  const open: ChainFixture[] = [];
  afterEach(async () => {
    for (const f of open.splice(0)) await f.close();
  });

  /** devnet-0 funds a new account in one block; the new account spends it in the next; both
   * blocks are popped with their transactions kept. */
  async function funded(deadline = 1440) {
    const f = await chainFixture();
    open.push(f);
    const removed: Array<{ transaction: Transaction; reason: string }> = [];
    f.mempool.onTransactionRemoved((transaction, reason) => removed.push({ transaction, reason }));
    const funding = f.pay('devnet-0', 'waiting-b', 10n * ONE_COIN);
    await f.mempool.submit(funding);
    const first = await f.forger.generateBlock();
    const spend = f.pay('waiting-b', 'devnet-1', 5n * ONE_COIN, { deadline });
    await f.mempool.submit(spend);
    await f.forger.generateBlock();
    await f.blockchain.popOff({ height: first.height - 1, keepTransactions: true });
    return { f, removed, funding, spend };
  }

  it('a spend of coin a popped payment gave waits, out of the pool, then is confirmed after its funding', async () => {
    const { f, removed, funding, spend } = await funded();
    // Only the funding fits now; the spend is neither pending nor removed.
    expect(f.mempool.pending().map((t) => t.id)).toEqual([funding.id]);
    expect(removed.filter((r) => r.transaction.id === spend.id && r.reason !== 'included')).toEqual([]);
    const again = await f.forger.generateBlock();
    expect(again.transactions.map((t) => t.id)).toEqual([funding.id]);
    // After the block, the spend fits: back in the pool, then confirmed.
    expect(f.mempool.pending().map((t) => t.id)).toEqual([spend.id]);
    const next = await f.forger.generateBlock();
    expect(next.transactions.map((t) => t.id)).toEqual([spend.id]);
    expect(f.store.hasTransaction(spend.id)).toBe(true);
    expect(removed.filter((r) => r.transaction.id === spend.id).map((r) => r.reason)).toEqual(['included', 'included']);
    expect(idOf('waiting-b')).toBeGreaterThan(0n);
  });

  it('one whose deadline passes while it waits leaves as expired, with the reason told', async () => {
    const { f, removed, spend } = await funded(1);
    f.time.advance(120);
    await f.forger.generateBlock();
    const gone = removed.filter((r) => r.transaction.id === spend.id && r.reason !== 'included');
    expect(gone.map((r) => r.reason)).toEqual(['expired']);
    expect(f.mempool.pending().map((t) => t.id)).not.toContain(spend.id);
  });
});
