// Reading confirmed transactions: by id or full hash, an account's history, and those whose
// prunable data the store holds; each located in its block through the block reader (recent
// cache first).
import { invalidParameter } from '../domain/errors.js';
import type { ChainStore } from '../storage/chain-store.js';
import type { PrunableQuery, StoredTransactionIndex } from '../storage/interface.js';
import type { BlockReader } from './block-reader.js';
import type { AccountHistoryFilter, LocatedTransaction } from './interface.js';

export class TransactionReader {
  constructor(
    private readonly store: ChainStore,
    private readonly blocks: BlockReader,
  ) {}

  async byQuery(query: { id?: bigint; fullHash?: Uint8Array }): Promise<LocatedTransaction | undefined> {
    let index: StoredTransactionIndex | undefined;
    if (query.fullHash !== undefined) {
      index = await this.store.transactions.getByFullHash(query.fullHash);
      if (index !== undefined && query.id !== undefined && index.id !== query.id) return undefined;
    } else if (query.id !== undefined) {
      index = await this.store.transactions.getById(query.id);
    } else {
      throw invalidParameter('a transaction id or full hash is required', 'transaction');
    }
    return index === undefined ? undefined : this.blocks.locate(index);
  }

  /** Newest first, as the store's prunable index pages them. */
  async holdingPrunableData(query: PrunableQuery): Promise<LocatedTransaction[]> {
    const page = await this.store.prunable.page(query);
    return this.locateAll(page.map((e) => e.id));
  }

  async ofAccount(accountId: bigint, filter: AccountHistoryFilter): Promise<LocatedTransaction[]> {
    const ids = await this.store.transactions.idsForAccount(accountId, {
      ...(filter.type !== undefined ? { type: filter.type } : {}),
      ...(filter.subtype !== undefined ? { subtype: filter.subtype } : {}),
      ...(filter.fromHeight !== undefined ? { fromHeight: filter.fromHeight } : {}),
      firstIndex: filter.firstIndex,
      lastIndex: filter.lastIndex,
    });
    return this.locateAll(ids);
  }

  /** In order; ids whose index is gone (popped meanwhile) are skipped. */
  private async locateAll(ids: readonly bigint[]): Promise<LocatedTransaction[]> {
    const out: LocatedTransaction[] = [];
    for (const id of ids) {
      const index = await this.store.transactions.getById(id);
      if (index !== undefined) out.push(await this.blocks.locate(index));
    }
    return out;
  }
}
