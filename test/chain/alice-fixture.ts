// `alice`, funded with 100 coins in block 1, and a block from elsewhere that spends what her
// pending payment needs: shared by the mempool tests (mempool.test.ts, mempool-removals.test.ts).
import { expect } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { forgeBlock } from '../../src/domain/forging.js';
import type { Transaction } from '../../src/domain/transaction.js';
import { chainFixture, keyOf, type ChainFixture, type FixtureOptions } from './helpers.js';

/** A fixture, its clock at epoch second 1000, in which devnet-0 paid `alice` 100 coins in block 1. */
export async function aliceFunded(opts: FixtureOptions = {}): Promise<ChainFixture> {
  const f = await chainFixture(opts);
  f.time.set(1000);
  await f.mempool.submit(f.pay('devnet-0', 'alice', 100n * ONE_COIN));
  await f.forger.generateBlock();
  return f;
}

/** With `pending` (alice → bob, 60 coins) and `other` (devnet-3 → bob, one coin) waiting, a block
 * from elsewhere (forged by devnet-9, 60 seconds later) in which alice spends 50 coins (fee 2) and
 * that holds `other`: 60 + 1 no longer fits. Expects the block pushed and the pool emptied. */
export async function pushSpentElsewhere(f: ChainFixture): Promise<{ pending: Transaction; other: Transaction }> {
  const pending = f.pay('alice', 'bob', 60n * ONE_COIN);
  const other = f.pay('devnet-3', 'bob', ONE_COIN);
  await f.mempool.submit(pending);
  await f.mempool.submit(other);
  const elsewhere = f.pay('alice', 'carol', 50n * ONE_COIN, { feeMTA: 2n * ONE_COIN });
  f.time.advance(60);
  const block = forgeBlock({ previous: f.blockchain.tip, timestamp: f.time.nowEpochSeconds(), transactions: [elsewhere, other], keyPair: keyOf('devnet-9'), params: f.params });
  expect((await f.blockchain.pushBlock(block)).status).toBe('pushed');
  expect(f.mempool.count).toBe(0);
  return { pending, other };
}
