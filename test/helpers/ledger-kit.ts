// What the ledger tests of a capability on an in-process devnet node keep writing: the input of a
// signed transaction (distinct fees so equal transactions differ), the tip's height, forging a
// block of transactions the pool must accept, forging up to a height, and a refusal as a value.
import { expect } from '@jest/globals';
import type { Block } from '../../src/domain/block.js';
import type { Transaction } from '../../src/domain/transaction.js';
import type { TallyNode } from './tally-node.js';

export interface LedgerKit {
  /** Input for the helpers' transaction builders: now, the genesis as EC block, a fresh extra fee. */
  p(from: string): { from: string; timestamp: number; ecBlockId: bigint; extraFee: bigint };
  height(): Promise<number>;
  /** Submits the transactions (each must be accepted) and forges a block. */
  forge(...txs: Transaction[]): Promise<Block>;
  /** Forges empty blocks until the tip is at `h`. */
  forgeTo(h: number): Promise<void>;
  /** The pool's refusal of the transaction (the error), or its answer when it accepts it. */
  refusal(tx: Transaction): Promise<unknown>;
}

/** The kit over a node and genesis set up in a beforeEach (read when used). */
export function ledgerKit(node: () => TallyNode, genesis: () => bigint): LedgerKit {
  let bump = 0n;
  const height = async () => (await node().node.blockchain.status()).height;
  return {
    p: (from) => ({ from, timestamp: node().time.nowEpochSeconds(), ecBlockId: genesis(), extraFee: ++bump }),
    height,
    async forge(...txs) {
      for (const tx of txs) expect((await node().node.mempool.submit(tx)).accepted).toBe(true);
      return node().node.forger.generateBlock();
    },
    async forgeTo(h) {
      while ((await height()) < h) await node().node.forger.generateBlock();
    },
    refusal: (tx) => node().node.mempool.submit(tx).catch((e: unknown) => e),
  };
}
