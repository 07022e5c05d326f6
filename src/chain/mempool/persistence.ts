// Mirroring the pool in the store's MEMPOOL bucket: changes are collected in memory and written
// in batches by flush() (the mempool actor flushes on its expiry tick and the node on stop), not
// per transaction, so admission stays a verify plus a few map operations. A crash loses at most
// the changes since the last flush; peers re-gossip what matters.
import { Transaction } from '../../domain/transaction.js';
import type { TransactionTypeRegistry } from '../../domain/tx-types/registry.js';
import type { MempoolRepository } from '../../storage/repositories/mempool.js';

export class PoolPersistence {
  private readonly unsavedPuts = new Map<bigint, Transaction>();
  private readonly unsavedDeletes = new Set<bigint>();

  constructor(
    private readonly repository: MempoolRepository,
    readonly enabled: boolean,
  ) {}

  added(tx: Transaction): void {
    if (!this.enabled) return;
    this.unsavedDeletes.delete(tx.id);
    this.unsavedPuts.set(tx.id, tx);
  }

  deleted(id: bigint): void {
    if (!this.enabled) return;
    this.unsavedPuts.delete(id);
    this.unsavedDeletes.add(id);
  }

  /** Writes the changes since the last flush (no-op when disabled or unchanged). */
  async flush(): Promise<void> {
    if (!this.enabled || (this.unsavedPuts.size === 0 && this.unsavedDeletes.size === 0)) return;
    const puts = [...this.unsavedPuts].map(([id, tx]) => [id, tx.bytes()] as const);
    const deletes = [...this.unsavedDeletes];
    this.unsavedPuts.clear();
    this.unsavedDeletes.clear();
    await this.repository.deleteMany(deletes);
    await this.repository.putMany(puts);
  }

  /** The saved transactions that still parse, and the ids of the ones that do not (deleted on
   * the next flush). */
  private async load(registry: TransactionTypeRegistry): Promise<{ saved: number; transactions: Transaction[] }> {
    const saved = await this.repository.all();
    const transactions: Transaction[] = [];
    for (const [id, bytes] of saved) {
      try {
        const tx = Transaction.fromBytes(bytes, registry);
        if (tx.signature === null || tx.id !== id) this.deleted(id);
        else transactions.push(tx);
      } catch {
        this.deleted(id);
      }
    }
    return { saved: saved.length, transactions };
  }

  /** Re-admits the saved pool through `admit` (saved order is by id: arrival order is lost on
   * restart, fee order still holds), forgets what is gone, and writes that down. */
  async restore(registry: TransactionTypeRegistry, admit: (txs: readonly Transaction[]) => ReadonlyArray<{ accepted: boolean }>): Promise<{ saved: number }> {
    const { saved, transactions } = await this.load(registry);
    const verdicts = admit(transactions);
    this.unsavedPuts.clear(); // what was re-admitted is stored already
    verdicts.forEach((v, i) => {
      if (!v.accepted) this.deleted(transactions[i]!.id);
    });
    await this.flush();
    return { saved };
  }
}
