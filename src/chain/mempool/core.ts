// The synchronous core of the pool of unconfirmed transactions (docs/chain.md, "Mempool"); the
// Mempool class (../mempool.ts) adds the async service, restore and the durable answers. Its
// parts live here: the pool's state and its ways in and out (pool-base.ts), entries, order and
// eviction (pool.ts), batch admission (admission.ts), the pending state (pending-state.ts: the
// committed state with every pending reservation applied), block selection (block-selection.ts),
// removals (removals.ts), the contract penalty window (penalties.ts), persistence
// (persistence.ts) and announcements (announcements.ts). The core admits transactions (cheap
// rules, the penalty window, capacity, ledger rules against the pending state, the signature
// last) and follows the chain: when the committed tip moves (events, or noticed at the start of
// any operation) or the pending state went stale, every entry is re-checked in pool order against
// a fresh pending state; after popOff with keepTransactions the popped ones come first.
import type { Transaction } from '../../domain/transaction.js';
import type { StateReader } from '../../domain/state/state.js';
import type { ContractNodeFaultError } from '../../domain/contract-runner.js';
import { TransactionRejectedError, TxRejectReason } from '../../domain/errors.js';
import { verify } from '../../domain/crypto.js';
import { bytesEqual } from '../../domain/hex.js';
import type { AccountWithUnconfirmedBalance } from '../interface.js';
import type { BlockPoppedEvent, BlockPushedEvent, ChainEvents } from '../events.js';
import type { VerifiedTransactions } from '../blockchain.js';
import type { BlockLimits } from '../options.js';
import { poolEntry } from './pool.js';
import { INCLUDED_DETAIL, type RemovedTransaction, type TransactionRemovedReason } from './removals.js';
import type { ContractPenalty } from './penalties.js';
import { selectForBlock } from './block-selection.js';
import { admitScreened, screen, signatureJobs, type AdmissionPool, type Screened, type SubmitVerdict } from './admission.js';
import { expiredDetail, PoolBase, type MempoolModules, type MempoolOptions } from './pool-base.js';
import type { SignatureJob, SignatureVerifier } from '../signature-pool.js';

export type { MempoolModules, MempoolOptions } from './pool-base.js';

/** See MempoolCore.screenBatch. */
export type ScreenedBatch =
  | { readonly verdicts: SubmitVerdict[]; readonly screened: undefined; readonly jobs: readonly SignatureJob[] }
  | { readonly verdicts: undefined; readonly screened: Screened; readonly jobs: readonly SignatureJob[] };

export class MempoolCore extends PoolBase implements VerifiedTransactions {
  private lowSeq = 0;
  /** The tip the pool was last checked against. */
  private syncedTipId: bigint | undefined;
  /** What batch admission calls back into. */
  private readonly admission: AdmissionPool = {
    checkStateless: (tx, now) => {
      this.checkStateless(tx, now);
      this.penalties.check(tx, this.store.height);
    },
    isPending: (tx) => this.isPending(tx),
    admitNext: (tx) => this.admit(tx, this.nextSeq++),
  };

  constructor(opts: MempoolOptions, modules: MempoolModules) {
    super(opts, modules);
    this.syncedTipId = this.store.tip()?.blockId;
  }

  // -------------------------------------------------------------------------------------------
  // Admission (the mempool actor calls these directly)

  /** Admits one transaction: true when added, false when it is already pending. Throws
   * TransactionRejectedError for a rule it breaks, ChainError MEMPOOL_FULL when it ranks below
   * everything in a full pool. */
  add(tx: Transaction): boolean {
    this.syncWithChain();
    this.announcements.checkStoreWritable();
    this.checkStateless(tx, this.timeSource.nowEpochSeconds());
    this.penalties.check(tx, this.store.height);
    if (this.isPending(tx)) return false;
    const entry = poolEntry(tx, this.nextSeq, this.params.maxPayloadLength);
    const evict = this.pool.evictionFor(entry);
    this.pendingOverlay.check(tx);
    if (!verify(tx.signature!, tx.unsignedBytes(), tx.senderPublicKey)) {
      throw new TransactionRejectedError(TxRejectReason.BAD_SIGNATURE, 'signature does not verify', 'signature');
    }
    this.nextSeq++;
    this.insert(entry, evict);
    this.announcements.announce([tx]);
    return true;
  }

  /** Admits transactions in order, each judged as if submitted alone after the ones before it
   * (see mempool/admission.ts); signatures checked on this thread. */
  addMany(txs: readonly Transaction[]): SubmitVerdict[] {
    this.syncWithChain();
    const refused = this.announcements.refuseWhileStoreFails(txs);
    if (refused !== undefined) return refused;
    const screened = screen(this.admission, txs, this.timeSource.nowEpochSeconds());
    const valid = signatureJobs(txs, screened).map((job) => verify(job.signature, job.message, job.publicKey));
    return this.admitBatch(txs, screened, valid);
  }

  /** addMany with the signatures checked by the signature verifier (worker threads); the pool
   * may change while they are checked, so ledger rules and admission run after, against the tip
   * of that moment. */
  protected async addManyVerified(txs: readonly Transaction[], verifier: SignatureVerifier): Promise<SubmitVerdict[]> {
    const batch = this.screenBatch(txs);
    if (batch.verdicts !== undefined) return batch.verdicts;
    const valid = await verifier.verifyBatch(batch.jobs);
    return this.admitVerifiedBatch(txs, batch.screened, valid);
  }

  /**
   * A batch's first step: the store check and the cheap rules, against the tip of now. Answers
   * `verdicts` when the batch is settled already (the store is failing), else the screening and
   * the signature jobs of the candidates, to verify outside the pool (nothing here changes while
   * they are verified) and hand to admitVerifiedBatch.
   */
  screenBatch(txs: readonly Transaction[]): ScreenedBatch {
    this.syncWithChain();
    const refused = this.announcements.refuseWhileStoreFails(txs);
    if (refused !== undefined) return { verdicts: refused, screened: undefined, jobs: [] };
    const screened = screen(this.admission, txs, this.timeSource.nowEpochSeconds());
    return { verdicts: undefined, screened, jobs: signatureJobs(txs, screened) };
  }

  /** A screened batch's last step, once its signatures are verified: the ledger rules and
   * admission against the tip of now (the pool may have changed meanwhile). */
  admitVerifiedBatch(txs: readonly Transaction[], screened: Screened, valid: readonly boolean[]): SubmitVerdict[] {
    this.syncWithChain();
    return this.admitBatch(txs, screened, valid);
  }

  private admitBatch(txs: readonly Transaction[], screened: Screened, valid: readonly boolean[]): SubmitVerdict[] {
    const { verdicts, added } = admitScreened(this.admission, txs, screened, valid);
    if (added.length > 0) this.announcements.announce(added);
    return verdicts;
  }

  // -------------------------------------------------------------------------------------------
  // Reads

  /** Pending transactions in pool order, optionally of one account (sender or recipient). */
  pending(opts: { account?: bigint; firstIndex?: number; lastIndex?: number } = {}): Transaction[] {
    this.syncWithChain();
    return this.pool.page(opts);
  }

  getPending(id: bigint): Transaction | undefined {
    this.syncWithChain();
    return this.pool.get(id)?.tx;
  }

  get count(): number {
    this.syncWithChain();
    return this.pool.size;
  }

  /** The pending state of every table: unconfirmed holdings of any capability. */
  get pendingView(): StateReader {
    this.syncWithChain();
    return this.pendingOverlay.state;
  }

  /** Confirmed balance minus what the account's pending transactions reserve. */
  unconfirmedBalanceOf(accountId: bigint): bigint {
    this.syncWithChain();
    return this.pendingOverlay.account(accountId)?.balanceMTA ?? 0n;
  }

  /** The committed record of the account and its unconfirmed balance, both at the tip the pool
   * is synchronised with; undefined when the account never appeared. */
  accountWithUnconfirmedBalanceOf(accountId: bigint): AccountWithUnconfirmedBalance | undefined {
    this.syncWithChain();
    return this.pendingOverlay.withUnconfirmedBalance(accountId);
  }

  /** Size and bytes of the pool as it stands, without catching up with the tip: metrics read it
   * outside the actor's mailbox, so it must change nothing (a block just applied shows once the
   * pool has taken its blockPushed message). */
  peekStats(): { readonly size: number; readonly bytes: number } {
    return { size: this.pool.size, bytes: this.pool.bytes };
  }

  /** Removals by reason and contract penalties imposed since the pool was created (running
   * counts: reading them changes nothing, like peekStats). */
  peekRemovalStats(): { readonly removed: Readonly<Record<TransactionRemovedReason, number>>; readonly penalties: number } {
    return { removed: this.removals.countsByReason(), penalties: this.penalties.imposed };
  }

  /** Why the transaction with this id left the pool (reason, detail, height), while the pool
   * remembers it (the last RECENT_REMOVALS_KEPT removals other than inclusions). */
  removalOf(id: bigint): RemovedTransaction | undefined {
    return this.removals.removalOf(id);
  }

  /** ChainReadView: accountWithUnconfirmedBalanceOf without catching up with the tip, so it
   * changes nothing and may run outside the actor's mailbox; null when the pool is behind the
   * store's tip (its pending state could count transactions the new block confirmed). The store
   * updates its tip and caches together after each block's write, and every change of the
   * pending state happens in synchronous code, so both are read at one point of the chain. */
  peekAccountWithUnconfirmedBalance(accountId: bigint): AccountWithUnconfirmedBalance | undefined | null {
    if (!this.inStep) return null;
    return this.pendingOverlay.withUnconfirmedBalance(accountId);
  }

  /** ChainReadView: the pending state when the pool is in step with the store's tip, else null
   * (see peekAccountWithUnconfirmedBalance). */
  peekPendingState(): StateReader | null {
    return this.inStep ? this.pendingOverlay.state : null;
  }

  /** True when the pending state is exact for the store's tip (no catching up needed). */
  private get inStep(): boolean {
    return this.store.tip()?.blockId === this.syncedTipId && !this.pendingOverlay.stale;
  }

  /** Amount + fee reserved by the account's pending transactions. */
  reservedBy(accountId: bigint): bigint {
    this.syncWithChain();
    return this.pendingOverlay.reservedBy(accountId);
  }

  removeAll(): number {
    const n = this.pool.size;
    for (const entry of [...this.pool.values()]) this.remove(entry, 'cleared', 'clearUnconfirmedTransactions emptied the pool');
    return n;
  }

  /** VerifiedTransactions: true when this very transaction (same full hash) is pending, i.e. its
   * signature was verified on admission. */
  isVerified(tx: Transaction): boolean {
    const entry = this.pool.get(tx.id);
    return entry !== undefined && (entry.tx === tx || bytesEqual(entry.tx.fullHash, tx.fullHash));
  }

  /** Transactions for a block at `blockTimestamp` on the current tip (see block-selection.ts). */
  selectForBlock(limits: BlockLimits = {}, blockTimestamp: number = this.timeSource.nowEpochSeconds()): Transaction[] {
    this.syncWithChain();
    const tip = this.store.height;
    const faulted: Array<readonly [Transaction, ContractNodeFaultError]> = [];
    const penalised: ContractPenalty[] = [];
    const selected = selectForBlock(
      this.pool.ordered(),
      {
        store: this.store,
        params: this.params,
        rules: this.rules,
        onNodeFault: (tx, error) => {
          faulted.push([tx, error]);
          // Only a run past the watchdog is the sender's doing; a dead worker or a missing
          // runner is this node's own failure.
          if (error.kind === 'watchdog') penalised.push(this.penalties.impose(tx, tip, error.message));
        },
        skip: (tx) => this.penalties.refuses(tx, tip),
      },
      limits,
      blockTimestamp,
    );
    this.dropFaulted(faulted, penalised, tip);
    return selected;
  }

  /** Drops transactions whose deadline passed before `now`; returns how many. */
  removeExpired(now: number = this.timeSource.nowEpochSeconds()): number {
    let n = 0;
    for (const entry of [...this.pool.values()]) {
      if (entry.tx.expiration < now) {
        this.remove(entry, 'expired', expiredDetail(entry.tx, now));
        n++;
      }
    }
    if (n > 0) this.logger?.debug('expired transactions dropped', { count: n });
    return n;
  }

  // -------------------------------------------------------------------------------------------
  // Following the chain

  /** Listens to a blockchain's events directly (tests and tools; the node routes the events
   * through the mempool actor's mailbox instead). Returns the unsubscribe function. */
  follow(events: ChainEvents): () => void {
    const offPushed = events.on('blockPushed', (e) => this.onBlockPushed(e));
    const offPopped = events.on('blockPopped', (e) => this.onBlockPopped(e));
    return () => {
      offPushed();
      offPopped();
    };
  }

  /** A block was pushed: its transactions leave the pool, the rest is re-checked. */
  onBlockPushed(event: BlockPushedEvent): void {
    for (const tx of event.block.transactions) {
      const entry = this.pool.get(tx.id);
      // Released too: the event may arrive after the pool already caught up with this tip.
      if (entry !== undefined) this.remove(entry, 'included', INCLUDED_DETAIL);
    }
    this.syncWithChain();
  }

  /** Blocks were popped: with keepTransactions their transactions are re-admitted first. */
  onBlockPopped(event: BlockPoppedEvent): void {
    if (!event.keepTransactions) {
      this.syncWithChain();
      return;
    }
    const txs: Transaction[] = [];
    for (let b = event.blocks.length - 1; b >= 0; b--) txs.push(...event.blocks[b]!.transactions);
    this.requeue(txs);
  }

  /**
   * Rebuilds the pool with `txs` (oldest first; their signatures were verified when their block
   * was accepted) admitted ahead of the pending transactions, which follow in pool order. Each
   * is re-checked against the current state; one that does not fit the state waits for the next
   * block (waiting.ts), one refused for a reason of its own leaves with it.
   */
  requeue(txs: readonly Transaction[]): number {
    this.syncedTipId = this.store.tip()?.blockId;
    const seqBase = this.lowSeq - txs.length;
    this.lowSeq = seqBase;
    const { added } = this.rebuild(txs.map((tx, i) => [tx, seqBase + i] as const));
    if (added.length > 0) this.announcements.announce(added);
    return added.length;
  }

  /** Re-checks the pool when the committed tip moved since the last check. */
  syncWithChain(): void {
    const tipId = this.store.tip()?.blockId;
    if (tipId === this.syncedTipId && !this.pendingOverlay.stale) return;
    this.syncedTipId = tipId;
    this.recheck();
  }

  /** Re-checks every pending transaction against the new committed state. */
  private recheck(): void {
    const { added, dropped } = this.rebuild();
    // Waiting transactions that fit again are new to the pool's listeners (gossip).
    if (added.length > 0) this.announcements.announce(added);
    if (dropped > 0) this.logger?.debug('pending transactions dropped after a chain change', { count: dropped });
  }
}
