// Figures of the chain services read synchronously from the objects behind the actors, for
// monitoring (src/metrics). Nothing here goes through a mailbox: a scrape every second must not
// queue behind a block being applied, nor show up in the actors' own message counts. Each figure
// is a field the service already keeps (or a running total kept as it changes), so reading them
// costs a few property loads.
import type { BlockchainState } from './interface.js';
import type { Blockchain } from './blockchain.js';
import type { Mempool } from './mempool.js';
import type { Forger } from './forger.js';
import type { ChainStore } from '../storage/chain-store.js';

export interface NodeStats {
  readonly chain: {
    readonly height: number;
    /** Epoch seconds of the tip. */
    readonly lastBlockTimestamp: number;
    /** Confirmed transactions in the chain, the genesis block's included (the store's exact
     * in-memory id set, so it follows pops too). */
    readonly transactions: number;
    readonly blockchainState: BlockchainState;
    readonly isDownloading: boolean;
  };
  readonly mempool: {
    readonly size: number;
    readonly bytes: number;
    readonly maxSize: number;
    /** Transactions that left the pool since the node started, by reason (removals.ts). */
    readonly removed?: Readonly<Record<string, number>>;
    /** Contract senders penalised since the node started (penalties.ts). */
    readonly contractPenalties?: number;
  };
  readonly forger: {
    readonly accounts: number;
    /** Blocks this node forged since it started. */
    readonly forged: number;
    /** Height and epoch timestamp of the last of them. */
    readonly lastForged: { readonly height: number; readonly timestamp: number } | undefined;
  };
}

export interface NodeStatsSources {
  readonly blockchain: Blockchain;
  readonly store: ChainStore;
  readonly mempool: Mempool;
  readonly forger: Forger;
}

/** Reads the figures now. */
export async function readNodeStats(s: NodeStatsSources): Promise<NodeStats> {
  // status() only reads fields (tip, sync status, store health); called on the object, not the
  // actor, so it does not wait for the mailbox.
  const status = await s.blockchain.status();
  const pool = s.mempool.peekStats();
  const removals = s.mempool.peekRemovalStats();
  return {
    chain: {
      height: status.height,
      lastBlockTimestamp: status.lastBlockTimestamp,
      transactions: s.store.stats().transactionIds,
      blockchainState: status.blockchainState,
      isDownloading: status.isDownloading,
    },
    mempool: { size: pool.size, bytes: pool.bytes, maxSize: s.mempool.maxSize, removed: removals.removed, contractPenalties: removals.penalties },
    forger: { accounts: s.forger.accountCount, forged: s.forger.forged, lastForged: s.forger.lastForged },
  };
}
