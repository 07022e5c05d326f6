// Offline forging of a benchmark fixture chain: the in-memory TestChain of the domain tests (the
// forger with the earliest hit time forges, at that time, by the consensus rules), so every block
// is valid for a real node. Blocks are appended without re-validating their transactions: the
// builder made them itself, and checking 10^5 signatures would only slow the fixture down.
import type { Block } from '../../src/domain/block.js';
import type { Transaction } from '../../src/domain/transaction.js';
import { TestChain } from '../../test/domain/chain-fixture.js';

export class ChainBuilder extends TestChain {
  /** Forges the next block holding `make(timestamp)` (so the transactions can carry the block's
   * own timestamp) and appends it. */
  forgeAppend(make: (blockTimestamp: number) => readonly Transaction[]): Block {
    const { timestamp } = this.bestForger();
    if (!Number.isFinite(timestamp)) throw new Error('no forger can forge on the tip');
    const block = this.forgeNext(make(timestamp));
    this.append(block, false);
    return block;
  }
}
