// Prunable data on the chain's side: which blocks may be stored without it, dropping it from
// transactions older than the node keeps, pruning stored blocks, and the listing of what is held.
//
// Lifetimes count from each transaction's own timestamp, against this node's clock:
//   - younger than minLifetimeSeconds: a block whose transaction lacks the data is refused
//     (PRUNABLE_DATA_MISSING; the messages capability first tries to fetch it from peers);
//   - older than maxLifetimeSeconds (-1: never): the data is not stored, and stored data is pruned:
//     the block record is rewritten without it. Ids and hashes never change (only a hash of the
//     data is signed), so the chain, undo records and peers are unaffected.
import type { Block } from '../domain/block.js';
import { Block as BlockClass } from '../domain/block.js';
import { hasPrunedPart, holdsPrunableData, withoutPrunableData } from '../domain/appendices.js';
import { BlockRejectedError, BlockRejectReason } from '../domain/errors.js';
import type { Transaction } from '../domain/transaction.js';
import type { ChainStore } from '../storage/chain-store.js';
import type { Logger } from '../log/index.js';
import type { TimeSource } from './time.js';
import type { RecentBlocks } from './recent-blocks.js';
import { parseStored, storedBlockOf, transactionIndexes } from './block-records.js';
import type { TransactionTypeRegistry } from '../domain/tx-types/registry.js';

export interface PrunableLifetimes {
  /** Seconds a transaction's prunable data must be held (blocks lacking it are refused). */
  readonly minLifetimeSeconds: number;
  /** Seconds after which it is pruned; -1 keeps it forever. At least minLifetimeSeconds. */
  readonly maxLifetimeSeconds: number;
  /** How often pruning looks for due data (seconds of the node's clock). */
  readonly pruneIntervalSeconds: number;
}

/** Nxt's lifetimes: 14 days held at least, 90 days at most, pruning checked hourly. */
export const DEFAULT_PRUNABLE_LIFETIMES: PrunableLifetimes = Object.freeze({
  minLifetimeSeconds: 14 * 24 * 3600,
  maxLifetimeSeconds: 90 * 24 * 3600,
  pruneIntervalSeconds: 3600,
});

/** Blocks pruned per store write (bounds the batch size of one pruning round). */
const PRUNE_BATCH = 256;

export interface PrunableKeeperModules {
  readonly store: ChainStore;
  readonly recent: RecentBlocks;
  readonly registry: TransactionTypeRegistry;
  readonly timeSource: TimeSource;
  readonly logger?: Logger | undefined;
}

export class PrunableKeeper {
  readonly lifetimes: PrunableLifetimes;
  private lastPrunedAt = -Infinity;

  constructor(
    lifetimes: Partial<PrunableLifetimes>,
    private readonly m: PrunableKeeperModules,
  ) {
    const min = lifetimes.minLifetimeSeconds ?? DEFAULT_PRUNABLE_LIFETIMES.minLifetimeSeconds;
    const max = lifetimes.maxLifetimeSeconds ?? DEFAULT_PRUNABLE_LIFETIMES.maxLifetimeSeconds;
    this.lifetimes = Object.freeze({
      minLifetimeSeconds: min,
      maxLifetimeSeconds: max < 0 ? -1 : Math.max(max, min),
      pruneIntervalSeconds: lifetimes.pruneIntervalSeconds ?? DEFAULT_PRUNABLE_LIFETIMES.pruneIntervalSeconds,
    });
  }

  /** True when this node must hold the transaction's prunable data now. */
  mustHold(tx: Transaction, now = this.m.timeSource.nowEpochSeconds()): boolean {
    return now - tx.timestamp < this.lifetimes.minLifetimeSeconds;
  }

  /** True when this node keeps the transaction's prunable data (not past the maximum). */
  keeps(tx: Transaction, now = this.m.timeSource.nowEpochSeconds()): boolean {
    return this.lifetimes.maxLifetimeSeconds < 0 || now - tx.timestamp < this.lifetimes.maxLifetimeSeconds;
  }

  /** Refuses a block with a transaction lacking prunable data it must hold. Not the sender's
   * fault alone (it may have pruned with other settings), so no peer is penalised for it. */
  check(block: Block): void {
    const now = this.m.timeSource.nowEpochSeconds();
    block.transactions.forEach((tx, i) => {
      if (hasPrunedPart(tx.appendices) && this.mustHold(tx, now)) {
        throw new BlockRejectedError(
          BlockRejectReason.PRUNABLE_DATA_MISSING,
          `transaction ${i} (${tx.id}) lacks its prunable data, which this node must hold for ${this.lifetimes.minLifetimeSeconds} s`,
          undefined,
          i,
          { dependsOnState: true },
        );
      }
    });
  }

  /** The block as it is to be stored: data this node would not keep dropped. */
  forStorage(block: Block): Block {
    const now = this.m.timeSource.nowEpochSeconds();
    let changed = false;
    const txs = block.transactions.map((tx) => {
      if (!holdsPrunableData(tx.appendices) || this.keeps(tx, now)) return tx;
      changed = true;
      return tx.withAppendices(withoutPrunableData(tx.appendices));
    });
    return changed ? new BlockClass({ ...block, transactions: txs }) : block;
  }

  /** Prunes what is due when the interval has passed (called after each pushed block, inside
   * the chain's write queue). One round prunes at most PRUNE_BATCH transactions, so a backlog
   * (after downtime, or a lowered maximum) never holds the queue for long: while one remains,
   * the next pushed block prunes the next round. */
  async maybePrune(): Promise<number> {
    const now = this.m.timeSource.nowEpochSeconds();
    if (this.lifetimes.maxLifetimeSeconds < 0 || now - this.lastPrunedAt < this.lifetimes.pruneIntervalSeconds) return 0;
    const { pruned, more } = await this.pruneRound(now);
    if (!more) this.lastPrunedAt = now;
    return pruned;
  }

  /** Drops the data of every stored transaction older than the maximum lifetime, round after
   * round; returns how many transactions were pruned. */
  async prune(now = this.m.timeSource.nowEpochSeconds()): Promise<number> {
    let total = 0;
    for (let round = await this.pruneRound(now); ; round = await this.pruneRound(now)) {
      total += round.pruned;
      if (!round.more) return total;
    }
  }

  private async pruneRound(now: number): Promise<{ pruned: number; more: boolean }> {
    if (this.lifetimes.maxLifetimeSeconds < 0) return { pruned: 0, more: false };
    const cutoff = now - this.lifetimes.maxLifetimeSeconds;
    // A network younger than the lifetime has nothing old enough (timestamps start at 0); the
    // store's key is unsigned, so a negative cutoff must not reach it.
    if (cutoff <= 0) return { pruned: 0, more: false };
    const due = await this.m.store.prunable.before(cutoff, PRUNE_BATCH);
    const byBlock = new Map<bigint, typeof due>();
    for (const e of due) byBlock.set(e.blockId, [...(byBlock.get(e.blockId) ?? []), e]);
    for (const [blockId, entries] of byBlock) await this.pruneBlock(blockId, entries);
    if (due.length > 0) this.m.logger?.info('prunable data pruned', { transactions: due.length, olderThan: cutoff });
    return { pruned: due.length, more: due.length === PRUNE_BATCH };
  }

  private async pruneBlock(blockId: bigint, entries: Parameters<ChainStore['rewritePruned']>[2]): Promise<void> {
    const record = await this.m.store.blocks.getById(blockId);
    if (record === undefined) {
      // Unreachable while pushes and pops are serialised (popping a block deletes its entries);
      // drop stray entries all the same, so a round can never find them again and again.
      await this.m.store.rewritePruned(undefined, [], entries);
      return;
    }
    const ids = new Set(entries.map((e) => e.id));
    const block = stripped(parseStored(record, this.m.registry), ids);
    const indexes = transactionIndexes(block).map(({ prunableTimestamp: _dropped, ...index }) => index);
    await this.m.store.rewritePruned(storedBlockOf(block), indexes, entries);
    const cached = this.m.recent.byBlockId(blockId);
    if (cached !== undefined) this.m.recent.replace(stripped(cached, ids));
  }
}

/** The block with the prunable data of the transactions `ids` dropped. */
function stripped(block: Block, ids: ReadonlySet<bigint>): Block {
  return new BlockClass({ ...block, transactions: block.transactions.map((tx) => (ids.has(tx.id) ? tx.withAppendices(withoutPrunableData(tx.appendices)) : tx)) });
}
