// The pool of unconfirmed transactions (docs/chain.md, "Mempool"): the synchronous core
// (./mempool/core.ts) behind the async MempoolService, with the saved pool restored on open and
// every accepted admission stored before it is answered (./mempool/persistence.ts,
// ./mempool/announcements.ts).
import type { Transaction } from '../domain/transaction.js';
import type { StateReader } from '../domain/state/state.js';
import type { AccountWithUnconfirmedBalance, MempoolService } from './interface.js';
import type { SubmitVerdict } from './mempool/admission.js';
import type { TransactionsAddedListener } from './mempool/announcements.js';
import type { RemovedTransaction, TransactionRemovedListener } from './mempool/removals.js';
import { MempoolCore, type MempoolModules, type MempoolOptions } from './mempool/core.js';
import { InlineVerifier, type SignatureJob } from './signature-pool.js';

const INLINE = new InlineVerifier();

export type { SubmitVerdict } from './mempool/admission.js';
export type { TransactionsAddedListener } from './mempool/announcements.js';
export type { RemovedTransaction, TransactionRemovedListener, TransactionRemovedReason } from './mempool/removals.js';
export { INCLUDED_DETAIL, TRANSACTION_REMOVED_REASONS } from './mempool/removals.js';
export type { MempoolModules, MempoolOptions, ScreenedBatch } from './mempool/core.js';
export type { Screened } from './mempool/admission.js';

export class Mempool extends MempoolCore implements MempoolService {
  /** A mempool that (with `persist`) re-admits the transactions saved by a previous run. */
  static async open(opts: MempoolOptions, modules: MempoolModules): Promise<Mempool> {
    const pool = new Mempool(opts, modules);
    if (pool.persistence.enabled) await pool.restore();
    return pool;
  }

  // -------------------------------------------------------------------------------------------
  // MempoolService (async facade over the synchronous core)

  /** Admits one transaction and answers once it is in the store (with persist). */
  async submit(tx: Transaction): Promise<{ accepted: boolean }> {
    const accepted = this.add(tx);
    if (accepted && !this.storedNow()) await this.stored();
    return { accepted };
  }

  /** Admits a batch; the accepted ones share one store write, and the answer waits for it. */
  async submitMany(txs: readonly Transaction[]): Promise<SubmitVerdict[]> {
    return this.storedVerdicts(await this.admitMany(txs));
  }

  /** The signatures of a screened batch (screenBatch), on the worker pool when there is one. It
   * reads and changes nothing of the pool, so an actor may run it outside its mailbox. */
  verifyJobs(jobs: readonly SignatureJob[]): Promise<boolean[]> {
    return (this.verifier ?? INLINE).verifyBatch(jobs);
  }

  /** submitMany's admission, without waiting for the store (storedVerdicts waits). */
  async admitMany(txs: readonly Transaction[]): Promise<SubmitVerdict[]> {
    return this.verifier === undefined ? this.addMany(txs) : this.addManyVerified(txs, this.verifier);
  }

  /** Resolves once every admission so far is in the store (see mempool/announcements.ts). */
  stored(): Promise<void> {
    return this.announcements.stored();
  }

  /** Stores every admission so far before returning when the store can (the pool journal):
   * false when the caller must wait for `stored()`; throws STORE_UNAVAILABLE when it fails. */
  storedNow(): boolean {
    return this.announcements.storedNow();
  }

  /** The verdicts once the accepted ones are stored; refusals if that write failed. */
  storedVerdicts(verdicts: SubmitVerdict[]): Promise<SubmitVerdict[]> {
    return this.announcements.storedVerdicts(verdicts);
  }

  /** True when admissions are written to the store before they are answered. */
  get persistent(): boolean {
    return this.persistence.enabled;
  }

  async list(opts: { account?: bigint; firstIndex?: number; lastIndex?: number } = {}): Promise<Transaction[]> {
    return this.pending(opts);
  }

  async get(id: bigint): Promise<Transaction | undefined> {
    return this.getPending(id);
  }

  async size(): Promise<number> {
    return this.count;
  }

  async unconfirmedBalance(accountId: bigint): Promise<bigint> {
    return this.unconfirmedBalanceOf(accountId);
  }

  async accountWithUnconfirmedBalance(accountId: bigint): Promise<AccountWithUnconfirmedBalance | undefined> {
    return this.accountWithUnconfirmedBalanceOf(accountId);
  }

  async pendingState(): Promise<StateReader> {
    return this.pendingView;
  }

  async clear(): Promise<number> {
    return this.removeAll();
  }

  async removal(id: bigint): Promise<RemovedTransaction | undefined> {
    return this.removalOf(id);
  }

  // -------------------------------------------------------------------------------------------
  // Events and persistence

  /** Called with every batch of newly admitted transactions; returns the unsubscribe function. */
  onTransactionsAdded(listener: TransactionsAddedListener): () => void {
    return this.announcements.onTransactionsAdded(listener);
  }

  /** Called with every transaction leaving the pool and why; returns the unsubscribe function. */
  onTransactionRemoved(listener: TransactionRemovedListener): () => void {
    return this.removals.onTransactionRemoved(listener);
  }

  /** Writes the pool changes not yet stored (removals; admissions are stored as they come) to
   * the MEMPOOL bucket; a no-op without persist. */
  async flush(): Promise<void> {
    await this.persistence.durable();
  }

  private async restore(): Promise<void> {
    const { saved } = await this.persistence.restore(this.rules.registry, (txs) => this.addMany(txs));
    this.logger?.info('mempool restored', { saved, admitted: this.pool.size });
  }
}
