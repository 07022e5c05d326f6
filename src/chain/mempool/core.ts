// The synchronous core of the pool of unconfirmed transactions (docs/chain.md, "Mempool"); the
// Mempool class (../mempool.ts) adds the async service, restore and the durable answers. Its
// parts live here: entries and eviction (pool.ts), batch admission (admission.ts), the pending
// state (pending-state.ts: the committed state with every pending reservation applied), block
// selection (block-selection.ts), persistence (persistence.ts) and announcements
// (announcements.ts). The core admits transactions (cheap rules, capacity, ledger rules against
// the pending state, the signature last) and follows the chain: when the committed tip moves
// (events, or noticed at the start of any operation) or the pending state went stale, every
// entry is re-checked in pool order against a fresh pending state; after popOff with
// keepTransactions the popped ones come first.
import type { Transaction } from '../../domain/transaction.js';
import type { NetworkParams } from '../../domain/network-params.js';
import type { ChainRules } from '../../domain/capability.js';
import type { StateReader } from '../../domain/state/state.js';
import { DomainError, TransactionRejectedError, TxRejectReason } from '../../domain/errors.js';
import { verify } from '../../domain/crypto.js';
import { bytesEqual } from '../../domain/hex.js';
import { validateStateless } from '../../domain/validation.js';
import { hasPrunedPart, validatePrunableContent } from '../../domain/appendices.js';
import type { ChainStore } from '../../storage/chain-store.js';
import type { Logger } from '../../log/index.js';
import type { AccountWithUnconfirmedBalance } from '../interface.js';
import type { BlockPoppedEvent, BlockPushedEvent, ChainEvents } from '../events.js';
import type { VerifiedTransactions } from '../blockchain.js';
import { ChainDefaults, type BlockLimits } from '../options.js';
import type { PoolEntry } from './pool-heap.js';
import { PoolEntries, poolEntry } from './pool.js';
import { PendingState } from './pending-state.js';
import { PoolPersistence } from './persistence.js';
import { Announcements } from './announcements.js';
import { Removals, type TransactionRemovedReason } from './removals.js';
import { selectForBlock } from './block-selection.js';
import { admitScreened, screen, signatureJobs, type AdmissionPool, type Screened, type SubmitVerdict } from './admission.js';

import type { SignatureVerifier } from '../signature-pool.js';
import type { TimeSource } from '../time.js';

export interface MempoolOptions {
  readonly params: NetworkParams;
  /** Most transactions kept (default 2000). */
  readonly maxSize?: number;
  /** Mirror the pool in the store's MEMPOOL bucket (default false). */
  readonly persist?: boolean;
}

export interface MempoolModules {
  /** The chain's store: committed state, chain facts and the MEMPOOL bucket. */
  readonly store: ChainStore;
  readonly timeSource: TimeSource;
  /** The registered capabilities' rules (registry, block hooks for selection). */
  readonly rules: ChainRules;
  readonly logger?: Logger;
  /** Checks the signatures of submitMany batches (e.g. a WorkerVerifierPool); default: this
   * thread. The mempool does not close it. */
  readonly verifier?: SignatureVerifier;
}


export class MempoolCore implements VerifiedTransactions {
  readonly maxSize: number;
  private readonly params: NetworkParams;
  private readonly store: ChainStore;
  private readonly timeSource: TimeSource;
  protected readonly logger: Logger | undefined;
  protected readonly rules: ChainRules;
  protected readonly verifier: SignatureVerifier | undefined;
  protected readonly pool: PoolEntries;
  private readonly pendingOverlay: PendingState;
  protected readonly persistence: PoolPersistence;
  private nextSeq = 0;
  private lowSeq = 0;
  /** The tip the pool was last checked against. */
  private syncedTipId: bigint | undefined;
  protected readonly announcements: Announcements;
  /** Tells listeners of every transaction leaving the pool, with why (removals.ts). */
  protected readonly removals: Removals;
  /** What batch admission calls back into. */
  private readonly admission: AdmissionPool = {
    checkStateless: (tx, now) => this.checkStateless(tx, now),
    isPending: (tx) => this.isPending(tx),
    admitNext: (tx) => this.admit(tx, this.nextSeq++),
  };

  constructor(opts: MempoolOptions, modules: MempoolModules) {
    const maxSize = opts.maxSize ?? ChainDefaults.mempoolMaxSize;
    if (!Number.isInteger(maxSize) || maxSize < 1) throw new RangeError(`mempool maxSize must be a positive integer, got ${maxSize}`);
    this.maxSize = maxSize;
    this.params = opts.params;
    this.store = modules.store;
    this.timeSource = modules.timeSource;
    this.logger = modules.logger;
    this.rules = modules.rules;
    this.verifier = modules.verifier;
    this.pool = new PoolEntries(maxSize);
    this.pendingOverlay = new PendingState(this.store, this.params, this.rules.registry);
    this.persistence = new PoolPersistence(opts.persist ?? false, {
      repository: this.store.mempool,
      health: this.store.health,
      onLost: (txs) => this.lost(txs),
    });
    this.announcements = new Announcements({
      persistence: this.persistence,
      health: this.store.health,
      isCurrent: (tx) => this.pool.get(tx.id)?.tx === tx,
      ...(this.logger ? { logger: this.logger } : {}),
    });
    this.removals = new Removals(this.logger);
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
    if (this.isPending(tx)) return false;
    const entry = poolEntry(tx, this.nextSeq);
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
    this.syncWithChain();
    const refused = this.announcements.refuseWhileStoreFails(txs);
    if (refused !== undefined) return refused;
    const screened = screen(this.admission, txs, this.timeSource.nowEpochSeconds());
    const valid = await verifier.verifyBatch(signatureJobs(txs, screened));
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
    for (const entry of [...this.pool.values()]) this.remove(entry, 'cleared');
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
    const faulted: Transaction[] = [];
    const selected = selectForBlock(this.pool.ordered(), { store: this.store, params: this.params, rules: this.rules, onNodeFault: (tx) => faulted.push(tx) }, limits, blockTimestamp);
    for (const tx of faulted) {
      const entry = this.pool.get(tx.id);
      if (entry !== undefined) this.remove(entry, 'invalid');
    }
    return selected;
  }

  /** Drops transactions whose deadline passed before `now`; returns how many. */
  removeExpired(now: number = this.timeSource.nowEpochSeconds()): number {
    let n = 0;
    for (const entry of [...this.pool.values()]) {
      if (entry.tx.expiration < now) {
        this.remove(entry, 'expired');
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
      if (entry !== undefined) this.remove(entry, 'included');
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
   * is re-checked against the current state; the ones that fail are dropped.
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

  // -------------------------------------------------------------------------------------------
  // Internals

  /** A pool write failed: its transactions were never stored, so they leave the pool (their
   * submitters get STORE_UNAVAILABLE). It runs in the write's callback, possibly while an async
   * admission awaits its signatures; like every pool change it is synchronous, so no operation
   * sees it half done, and admission re-checks the pool after that await. */
  private lost(txs: readonly Transaction[]): void {
    let n = 0;
    for (const tx of txs) {
      const entry = this.pool.get(tx.id);
      if (entry !== undefined && entry.tx === tx) {
        this.remove(entry, 'notStored');
        n++;
      }
    }
    if (n > 0) this.logger?.warn('transactions dropped from the pool: they could not be stored', { count: n });
  }

  private checkStateless(tx: Transaction, now: number): void {
    // A pending transaction is gossiped and forged from this pool: it must carry its data.
    if (hasPrunedPart(tx.appendices)) throw new TransactionRejectedError(TxRejectReason.PRUNABLE_DATA_MISSING, 'a new transaction must carry the data of its prunable message', 'message');
    validatePrunableContent(tx.appendices);
    validateStateless(tx, { nowEpochSeconds: now, params: this.params, verifySignature: false, registry: this.rules.registry });
  }

  /** True when this transaction is pending; throws DUPLICATE when another one with its id is. */
  private isPending(tx: Transaction): boolean {
    const existing = this.pool.get(tx.id);
    if (existing === undefined) return false;
    if (existing.tx === tx || bytesEqual(existing.tx.fullHash, tx.fullHash)) return true;
    throw new TransactionRejectedError(TxRejectReason.DUPLICATE, 'another transaction with this id is pending', 'transaction', { dependsOnState: true });
  }

  /** Capacity and ledger rules against the pending state, then inserts. */
  private admit(tx: Transaction, seq: number): void {
    const entry = poolEntry(tx, seq);
    this.insert(entry, this.checked(entry));
  }

  /** Capacity, then the ledger rules; returns the entry to evict for it, if any. */
  private checked(entry: PoolEntry): PoolEntry | undefined {
    const evict = this.pool.evictionFor(entry);
    this.pendingOverlay.check(entry.tx);
    return evict;
  }

  /** `stored`: the entry was pending before (a re-check after a chain change), so its record is
   * in the store or on its way there already. */
  private insert(entry: PoolEntry, evict: PoolEntry | undefined, stored = false): void {
    if (evict !== undefined) this.remove(evict, 'evicted');
    this.pendingOverlay.reserve(entry.tx);
    this.pool.insert(entry);
    if (!stored) this.persistence.added(entry.tx);
  }

  /** Takes an entry out of the pool and its reservation out of the pending state (and the
   * store, on the next flush). */
  private remove(entry: PoolEntry, reason: TransactionRemovedReason): void {
    if (!this.pool.remove(entry)) return;
    this.pendingOverlay.release(entry.tx);
    this.persistence.deleted(entry.id);
    this.removals.removed(entry.tx, reason);
  }

  /**
   * Rebuilds the pool and its pending state from the committed state: `front` (with their
   * arrival numbers) first, then the entries pending before, in pool order, each checked again;
   * the ones that expired or no longer fit the state are dropped.
   */
  private rebuild(front: ReadonlyArray<readonly [Transaction, number]> = []): { added: Transaction[]; dropped: number } {
    const previous = this.pool.ordered();
    this.pool.clear();
    this.pendingOverlay.reset();
    const now = this.timeSource.nowEpochSeconds();
    const added: Transaction[] = [];
    let dropped = 0;
    for (const [tx, seq] of front) {
      if (this.pool.has(tx.id)) continue;
      if (this.refused(() => (this.checkStateless(tx, now), this.admit(tx, seq)))) continue;
      added.push(tx);
    }
    for (const entry of previous) {
      if (this.pool.has(entry.id)) continue;
      const expired = entry.tx.expiration < now;
      // Through the capacity check too: re-admitted popped transactions come first and may fill it.
      if (!expired && !this.refused(() => this.insert(entry, this.checked(entry), true))) continue;
      this.persistence.deleted(entry.id);
      // The pool may catch up with a new tip before the block's own message reaches it: what
      // the block confirmed fails the re-check then, and is told as included, not invalid.
      this.removals.removed(entry.tx, expired ? 'expired' : this.store.hasTransaction(entry.id) ? 'included' : 'invalid');
      dropped++;
    }
    return { added, dropped };
  }

  /** Runs `step`; true when a rule refused it (any DomainError), which is then swallowed. */
  private refused(step: () => void): boolean {
    try {
      step();
      return false;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return true;
    }
  }

  /** Re-checks every pending transaction against the new committed state. */
  private recheck(): void {
    const { dropped } = this.rebuild();
    if (dropped > 0) this.logger?.debug('pending transactions dropped after a chain change', { count: dropped });
  }
}
