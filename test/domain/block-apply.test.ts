import { describe, it, expect } from '@jest/globals';
import { applyBlock } from '../../src/domain/block-apply.js';
import { BlockRejectedError, BlockRejectReason, TransactionRejectedError, TxRejectReason } from '../../src/domain/errors.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnetParams } from '../../src/domain/network-params.js';
import { effectiveBalanceCoins } from '../../src/domain/consensus.js';
import { Transaction } from '../../src/domain/transaction.js';
import { TEST_REGISTRY, TEST_RULES } from '../helpers/rules.js';
import { TestChain } from './chain-fixture.js';
import { idOf, payment } from './fakes.js';

const SUPPLY = 10n * 100_000_000n * ONE_COIN;

describe('applyBlock', () => {
  it('moves payments, pays fees to the generator, keeps the supply and records history', () => {
    const chain = new TestChain();
    const ec = { ecBlockHeight: 0, ecBlockId: chain.tip.id, timestamp: 0 };
    const txs = [
      payment({ from: 'devnet-0', to: idOf('newcomer'), amountMTA: 5000n * ONE_COIN, feeMTA: 2n * ONE_COIN, ...ec }),
      payment({ from: 'devnet-1', to: idOf('newcomer'), amountMTA: 1n * ONE_COIN, feeMTA: 3n * ONE_COIN, ...ec }),
    ];
    const block = chain.forgeNext(txs);
    const generatorBefore = chain.state.getAccount(block.generatorId)!.balanceMTA;
    chain.push(block);
    expect(chain.state.total()).toBe(SUPPLY);
    const newcomer = chain.state.getAccount(idOf('newcomer'))!;
    expect(newcomer.balanceMTA).toBe(5001n * ONE_COIN);
    expect(newcomer.balanceHistory).toEqual([[1, 5001n * ONE_COIN]]);
    const gen = chain.state.getAccount(block.generatorId)!;
    const generatorPaid = block.transactions.filter((t) => t.senderId === block.generatorId).reduce((s, t) => s + t.amountMTA + t.feeMTA, 0n);
    expect(gen.balanceMTA).toBe(generatorBefore - generatorPaid + 5n * ONE_COIN);
    expect(gen.forgedBalanceMTA).toBe(5n * ONE_COIN);
    expect(gen.balanceHistory.at(-1)).toEqual([1, gen.balanceMTA]);
    // devnet: 0 confirmations, the newcomer can forge from the next block on
    expect(effectiveBalanceCoins(newcomer, 1, chain.params)).toBe(5001n);
  });

  it('runs a longer chain with retargets and keeps the supply', () => {
    const chain = new TestChain(devnetParams());
    let n = 0;
    for (let h = 1; h <= 12; h++) {
      const txs = [payment({ from: `devnet-${h % 10}`, to: idOf(`user-${h}`), amountMTA: BigInt(h) * ONE_COIN, timestamp: chain.tip.timestamp, ecBlockHeight: Math.max(0, chain.height - 2), ecBlockId: chain.getBlockIdAtHeight(Math.max(0, chain.height - 2))! })];
      chain.push(chain.forgeNext(txs));
      n += txs.length;
    }
    expect(chain.height).toBe(12);
    expect(chain.txIds.size).toBe(n);
    expect(chain.state.total()).toBe(SUPPLY);
    for (let h = 1; h <= 12; h++) expect(chain.blocks[h]!.cumulativeDifficulty).toBeGreaterThan(chain.blocks[h - 1]!.cumulativeDifficulty);
  });

  it('rejects a block whose transaction is invalid at its position', () => {
    const chain = new TestChain();
    const ec = { ecBlockHeight: 0, ecBlockId: chain.tip.id, timestamp: 0 };
    const rich = payment({ from: 'devnet-2', to: idOf('poor'), amountMTA: 10n * ONE_COIN, ...ec });
    const overspend = payment({ from: 'poor', to: idOf('x'), amountMTA: 10n * ONE_COIN, ...ec });
    const block = chain.forgeNext([rich, overspend]);
    let err: unknown;
    try {
      applyBlock(block, { state: chain.beginBlock(block), chain, params: chain.params, rules: TEST_RULES });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(BlockRejectedError);
    expect((err as BlockRejectedError).rejectReason).toBe(BlockRejectReason.INVALID_TRANSACTION);
    const cause = (err as BlockRejectedError).cause as TransactionRejectedError;
    expect(cause.rejectReason).toBe(TxRejectReason.NOT_ENOUGH_FUNDS);

    const fresh = new TestChain();
    const forged = new Transaction({ ...payment({ from: 'devnet-3', ...ec }), amountMTA: 2n * ONE_COIN }, TEST_REGISTRY);
    const bad = fresh.forgeNext([forged]);
    expect(() => applyBlock(bad, { state: fresh.beginBlock(bad), chain: fresh, params: fresh.params, rules: TEST_RULES })).toThrow(/BAD_SIGNATURE|signature/);
    // Without signature checks (already verified elsewhere) it applies.
    expect(() => applyBlock(bad, { state: fresh.beginBlock(bad), chain: fresh, params: fresh.params, rules: TEST_RULES, verifySignatures: false })).not.toThrow();
  });

  it('refuses transactions that expired before, or are dated after, their block', () => {
    const chain = new TestChain();
    chain.push(chain.forgeNext());
    const late = payment({ from: 'devnet-4', timestamp: chain.tip.timestamp + 100, ecBlockHeight: 0, ecBlockId: chain.getBlockIdAtHeight(0)! });
    const block = chain.forgeNext([late]);
    expect(() => applyBlock(block, { state: chain.beginBlock(block), chain, params: chain.params, rules: TEST_RULES })).toThrow(BlockRejectedError);
  });
});
