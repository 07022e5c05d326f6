// Reading blocks and confirmed transactions: from the recent-block cache when it has them, else
// from the store (parsed with the node's registry, and kept in the cache below its blocks).
import { Transaction } from '../domain/transaction.js';
import type { Block } from '../domain/block.js';
import { retargetAncestorHeight, retargetsAfter } from '../domain/consensus.js';
import { bytesEqual } from '../domain/hex.js';
import type { TransactionTypeRegistry } from '../domain/tx-types/registry.js';
import type { ChainStore } from '../storage/chain-store.js';
import { StorageError, StorageErrorCode } from '../storage/errors.js';
import type { StoredTransactionIndex } from '../storage/interface.js';
import { parseStored } from './block-records.js';
import type { LocatedTransaction } from './interface.js';
import type { RecentBlocks } from './recent-blocks.js';

export interface BlockReaderModules {
  readonly store: ChainStore;
  readonly recent: RecentBlocks;
  readonly registry: TransactionTypeRegistry;
  /** The chain's tip block now. */
  readonly tip: () => Block;
}

export class BlockReader {
  private readonly store: ChainStore;
  private readonly recent: RecentBlocks;
  private readonly registry: TransactionTypeRegistry;
  private readonly tip: () => Block;

  constructor(modules: BlockReaderModules) {
    this.store = modules.store;
    this.recent = modules.recent;
    this.registry = modules.registry;
    this.tip = modules.tip;
  }

  /** Blocks from height `fromHeight` down to `toHeight` inclusive (newest first). */
  async range(fromHeight: number, toHeight: number): Promise<Block[]> {
    const from = Math.min(fromHeight, this.tip().height);
    const to = Math.max(toHeight, 0);
    if (!Number.isInteger(fromHeight) || !Number.isInteger(toHeight) || from < to) return [];
    const out: Block[] = [];
    let h = from;
    for (; h >= to; h--) {
      const cached = this.recent.atHeight(h);
      if (cached === undefined) break;
      out.push(cached);
    }
    if (h >= to) {
      const records = await this.store.blocks.range(to, h);
      for (let i = records.length - 1; i >= 0; i--) out.push(parseStored(records[i]!, this.registry));
    }
    return out;
  }

  /** The store's tip block, parsed. */
  async loadTip(): Promise<Block> {
    const record = await this.store.blocks.getById(this.store.tip()!.blockId);
    return parseStored(record!, this.registry);
  }

  /** Timestamp of the retarget ancestor of the block after `prevHeight`, when it retargets. */
  async ancestorTimestampAfter(prevHeight: number): Promise<number | undefined> {
    if (!retargetsAfter(prevHeight)) return undefined;
    const height = retargetAncestorHeight(prevHeight);
    const cached = this.recent.atHeight(height);
    if (cached !== undefined) return cached.timestamp;
    const record = await this.store.blocks.getAtHeight(height);
    return record!.timestamp;
  }

  async byId(id: bigint): Promise<Block | undefined> {
    const cached = this.recent.byBlockId(id);
    if (cached !== undefined) return cached;
    const record = await this.store.blocks.getById(id);
    return record === undefined ? undefined : this.keep(parseStored(record, this.registry));
  }

  async atHeight(height: number): Promise<Block | undefined> {
    if (!Number.isInteger(height) || height < 0 || height > this.tip().height) return undefined;
    const cached = this.recent.atHeight(height);
    if (cached !== undefined) return cached;
    const record = await this.store.blocks.getAtHeight(height);
    return record === undefined ? undefined : this.keep(parseStored(record, this.registry));
  }

  /** The last block whose timestamp is <= `timestamp` (timestamps strictly increase with
   * height, so a binary search over the height index finds it). */
  async atTimestamp(timestamp: number): Promise<Block | undefined> {
    if (timestamp >= this.tip().timestamp) return this.tip();
    let lo = 0;
    let hi = this.tip().height; // invariant: timestamp(hi) > timestamp
    const timestampAt = async (h: number) => this.recent.atHeight(h)?.timestamp ?? (await this.store.blocks.getAtHeight(h))!.timestamp;
    if ((await timestampAt(0)) > timestamp) return undefined;
    // invariant: timestamp(lo) <= timestamp < timestamp(hi)
    while (hi - lo > 1) {
      const mid = lo + Math.floor((hi - lo) / 2);
      if ((await timestampAt(mid)) <= timestamp) lo = mid;
      else hi = mid;
    }
    return this.atHeight(lo);
  }

  private keep(block: Block): Block {
    this.recent.fillBelow(block);
    return block;
  }

  /** A confirmed transaction with where it sits (bytes from the index's range, else its block). */
  async locate(index: StoredTransactionIndex): Promise<LocatedTransaction> {
    const location = { height: index.height, blockId: index.blockId, index: index.index, blockTimestamp: index.blockTimestamp };
    const cached = this.recent.byBlockId(index.blockId);
    let transaction: Transaction | undefined = cached?.transactions[index.index];
    if (transaction === undefined) {
      const bytes = await this.store.transactions.getBytes(index.id);
      if (bytes !== undefined) {
        transaction = Transaction.fromBytes(bytes, this.registry);
      } else {
        const block = await this.byId(index.blockId);
        transaction = block!.transactions[index.index]!;
      }
    }
    if (!bytesEqual(transaction.fullHash, index.fullHash)) {
      throw new StorageError(StorageErrorCode.CORRUPT_RECORD, `stored transaction ${index.id} does not match its index`);
    }
    return { transaction, location };
  }
}
