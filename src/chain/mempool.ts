// The pool of unconfirmed transactions.
//
// Admission (submit): stateless rules first (cheap), then the pool-capacity check, then the rules
// against the committed ledger with the sender's reservation (amount + fee of its transactions
// already pending), and the Ed25519 signature last, so junk costs little. A sender can never have
// more pending than its confirmed balance covers, so no double spend reaches a block.
//
// Order: fee per byte (signed-form size), higher first, then arrival. When the pool is full a
// newcomer evicts the lowest-priority entry if it ranks above it, and is refused otherwise.
//
// Following the chain: whenever the committed tip differs from the one the pool was last checked
// against (a block pushed or popped, noticed through the blockchain's events or at the start of
// any operation), every pending transaction is re-checked in pool order against the new ledger
// and the reservations are rebuilt; confirmed, expired or now-invalid ones are dropped. After a
// popOff with keepTransactions the popped transactions are re-admitted first, ahead of the
// pending ones.
//
// Persistence (option `persist`): the pool is mirrored in the store's MEMPOOL bucket in batches
// written by `flush()` (the mempool actor flushes on its expiry tick and the node on stop), not
// per transaction, so admission stays a verify plus a few map operations. On open the saved
// transactions are re-admitted (signatures verified again). A crash loses at most the changes
// since the last flush; peers re-gossip what matters.
import type { Account, LedgerState } from '../domain/types.js';
import { Transaction } from '../domain/transaction.js';
import type { NetworkParams } from '../domain/network-params.js';
import { MAX_PAYLOAD_LENGTH, MAX_TRANSACTIONS_PER_BLOCK } from '../domain/constants.js';
import { DomainError, TransactionRejectedError, TxRejectReason } from '../domain/errors.js';
import { verify } from '../domain/crypto.js';
import { bytesEqual } from '../domain/hex.js';
import { applyTransaction, validateAgainstState, validateStateless } from '../domain/validation.js';
import type { TransactionTypeRegistry } from '../domain/tx-types/registry.js';
import type { ChainStore } from '../storage/chain-store.js';
import { LedgerOverlay } from '../storage/ledger-overlay.js';
import type { Logger } from '../log/index.js';
import type { AccountWithUnconfirmedBalance, MempoolService } from './interface.js';
import type { BlockPoppedEvent, BlockPushedEvent, ChainEvents } from './events.js';
import type { VerifiedTransactions } from './blockchain.js';
import { ChainError, ChainErrorReason } from './errors.js';
import { ChainDefaults, type BlockLimits } from './options.js';
import { comparePriority, WorstFirstHeap, type PoolEntry } from './pool-heap.js';
import type { SignatureVerifier } from './signature-pool.js';
import type { TimeSource } from './time.js';

export interface MempoolOptions {
  readonly params: NetworkParams;
  /** Most transactions kept (default 2000). */
  readonly maxSize?: number;
  /** Mirror the pool in the store's MEMPOOL bucket (default false). */
  readonly persist?: boolean;
}

export interface MempoolModules {
  /** The chain's store: committed ledger, chain facts and the MEMPOOL bucket. */
  readonly store: ChainStore;
  readonly timeSource: TimeSource;
  readonly logger?: Logger;
  readonly registry?: TransactionTypeRegistry;
  /** Checks the signatures of submitMany batches (e.g. a WorkerVerifierPool); default: this
   * thread. The mempool does not close it. */
  readonly verifier?: SignatureVerifier;
}

export interface SubmitVerdict {
  readonly accepted: boolean;
  readonly error?: Error;
}

/** Listeners of newly admitted transactions (the network gossips them). */
export type TransactionsAddedListener = (transactions: readonly Transaction[]) => void;

/** The committed ledger as a read-only LedgerState at the next block's height. Validation only
 * reads; the accounts handed out are the store's cached objects and are never written. */
class CommittedLedger implements LedgerState {
  constructor(private readonly store: ChainStore) {}
  get height(): number {
    return this.store.height + 1;
  }
  get blockTimestamp(): number {
    return this.store.lastBlockTimestamp;
  }
  getAccount(id: bigint): Account | undefined {
    return this.store.readAccount(id);
  }
  getOrCreateAccount(id: bigint): Account {
    return (
      this.store.readAccount(id) ?? { id, publicKey: null, balanceMTA: 0n, forgedBalanceMTA: 0n, creationHeight: this.height, balanceHistory: [] }
    );
  }
  putAccount(): void {
    throw new Error('the committed ledger is read-only to the mempool');
  }
}

export class Mempool implements MempoolService, VerifiedTransactions {
  readonly maxSize: number;
  private readonly params: NetworkParams;
  private readonly store: ChainStore;
  private readonly timeSource: TimeSource;
  private readonly logger: Logger | undefined;
  private readonly registry: TransactionTypeRegistry | undefined;
  private readonly verifier: SignatureVerifier | undefined;
  private readonly persist: boolean;
  private readonly ledger: CommittedLedger;

  private readonly entries = new Map<bigint, PoolEntry>();
  private readonly heap = new WorstFirstHeap();
  /** Per sender: amount + fee of its pending transactions. */
  private readonly reserved = new Map<bigint, bigint>();
  private nextSeq = 0;
  private lowSeq = 0;
  /** Pool order, rebuilt on demand after a change. */
  private orderCache: PoolEntry[] | undefined;
  /** The tip the pool was last checked against. */
  private syncedTipId: bigint | undefined;
  private readonly unsavedPuts = new Map<bigint, Transaction>();
  private readonly unsavedDeletes = new Set<bigint>();
  private readonly addedListeners = new Set<TransactionsAddedListener>();

  constructor(opts: MempoolOptions, modules: MempoolModules) {
    const maxSize = opts.maxSize ?? ChainDefaults.mempoolMaxSize;
    if (!Number.isInteger(maxSize) || maxSize < 1) throw new RangeError(`mempool maxSize must be a positive integer, got ${maxSize}`);
    this.maxSize = maxSize;
    this.params = opts.params;
    this.persist = opts.persist ?? false;
    this.store = modules.store;
    this.timeSource = modules.timeSource;
    this.logger = modules.logger;
    this.registry = modules.registry;
    this.verifier = modules.verifier;
    this.ledger = new CommittedLedger(this.store);
    this.syncedTipId = this.store.tip()?.blockId;
  }

  /** A mempool that (with `persist`) re-admits the transactions saved by a previous run. */
  static async open(opts: MempoolOptions, modules: MempoolModules): Promise<Mempool> {
    const pool = new Mempool(opts, modules);
    if (pool.persist) await pool.restore();
    return pool;
  }

  // -------------------------------------------------------------------------------------------
  // MempoolService (async facade over the synchronous core)

  async submit(tx: Transaction): Promise<{ accepted: boolean }> {
    return { accepted: this.add(tx) };
  }

  async submitMany(txs: readonly Transaction[]): Promise<Array<{ accepted: boolean; error?: Error }>> {
    return this.verifier === undefined ? this.addMany(txs) : this.addManyVerified(txs, this.verifier);
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

  async clear(): Promise<number> {
    return this.removeAll();
  }

  // -------------------------------------------------------------------------------------------
  // Synchronous core (the mempool actor calls these directly)

  /** Admits one transaction: true when added, false when it is already pending. Throws
   * TransactionRejectedError for a rule it breaks, ChainError MEMPOOL_FULL when it ranks below
   * everything in a full pool. */
  add(tx: Transaction): boolean {
    this.syncWithChain();
    this.checkStateless(tx, this.timeSource.nowEpochSeconds());
    if (this.isPending(tx)) return false;
    const admission = this.prepare(tx, this.nextSeq);
    if (!verify(tx.signature!, tx.unsignedBytes(), tx.senderPublicKey)) {
      throw new TransactionRejectedError(TxRejectReason.BAD_SIGNATURE, 'signature does not verify', 'signature');
    }
    this.nextSeq++;
    this.insert(admission);
    this.notifyAdded([tx]);
    return true;
  }

  /** Admits transactions in order, each judged as if submitted alone after the ones before it.
   * The cheap rules run first for all of them, then all signatures in one pass (on this thread),
   * then ledger rules and admission in order. */
  addMany(txs: readonly Transaction[]): SubmitVerdict[] {
    const screened = this.prescreen(txs);
    const valid = screened.candidates.map((i) => {
      const tx = txs[i]!;
      return verify(tx.signature!, tx.unsignedBytes(), tx.senderPublicKey);
    });
    return this.admitVerified(txs, screened, valid);
  }

  /** addMany with the signatures of the batch checked by the signature verifier (worker
   * threads) when the mempool has one; the pool may change while they are checked, so ledger
   * rules and admission run after, against the tip of that moment. */
  private async addManyVerified(txs: readonly Transaction[], verifier: SignatureVerifier): Promise<SubmitVerdict[]> {
    const screened = this.prescreen(txs);
    const valid = await verifier.verifyBatch(
      screened.candidates.map((i) => {
        const tx = txs[i]!;
        return { signature: tx.signature!, message: tx.unsignedBytes(), publicKey: tx.senderPublicKey };
      }),
    );
    this.syncWithChain();
    return this.admitVerified(txs, screened, valid);
  }

  /** Stateless rules and duplicates for a batch: verdicts so far, and the indexes still open. */
  private prescreen(txs: readonly Transaction[]): { verdicts: Array<SubmitVerdict | undefined>; candidates: number[] } {
    this.syncWithChain();
    const now = this.timeSource.nowEpochSeconds();
    const verdicts: Array<SubmitVerdict | undefined> = new Array(txs.length);
    const candidates: number[] = [];
    for (let i = 0; i < txs.length; i++) {
      const tx = txs[i]!;
      try {
        this.checkStateless(tx, now);
        if (this.isPending(tx)) verdicts[i] = { accepted: false };
        else candidates.push(i);
      } catch (error) {
        verdicts[i] = { accepted: false, error: error as Error };
      }
    }
    return { verdicts, candidates };
  }

  /** Ledger rules and admission, in order, for the candidates whose signature verified. */
  private admitVerified(
    txs: readonly Transaction[],
    { verdicts, candidates }: { verdicts: Array<SubmitVerdict | undefined>; candidates: number[] },
    valid: readonly boolean[],
  ): SubmitVerdict[] {
    const added: Transaction[] = [];
    candidates.forEach((i, k) => {
      const tx = txs[i]!;
      if (!valid[k]) {
        verdicts[i] = { accepted: false, error: new TransactionRejectedError(TxRejectReason.BAD_SIGNATURE, 'signature does not verify', 'signature') };
        return;
      }
      try {
        if (this.isPending(tx)) {
          verdicts[i] = { accepted: false }; // the same transaction twice in the batch
          return;
        }
        this.admit(tx, this.nextSeq++);
        added.push(tx);
        verdicts[i] = { accepted: true };
      } catch (error) {
        verdicts[i] = { accepted: false, error: error as Error };
      }
    });
    if (added.length > 0) this.notifyAdded(added);
    return verdicts as SubmitVerdict[];
  }

  /** Pending transactions in pool order, optionally of one account (sender or recipient). */
  pending(opts: { account?: bigint; firstIndex?: number; lastIndex?: number } = {}): Transaction[] {
    this.syncWithChain();
    const first = Math.max(0, opts.firstIndex ?? 0);
    const last = opts.lastIndex ?? Number.MAX_SAFE_INTEGER;
    const out: Transaction[] = [];
    let position = 0;
    for (const entry of this.ordered()) {
      if (opts.account !== undefined && entry.senderId !== opts.account && entry.tx.recipientId !== opts.account) continue;
      if (position > last) break;
      if (position >= first) out.push(entry.tx);
      position++;
    }
    return out;
  }

  getPending(id: bigint): Transaction | undefined {
    this.syncWithChain();
    return this.entries.get(id)?.tx;
  }

  get count(): number {
    this.syncWithChain();
    return this.entries.size;
  }

  /** Confirmed balance minus what the account's pending transactions reserve. */
  unconfirmedBalanceOf(accountId: bigint): bigint {
    this.syncWithChain();
    const balance = this.store.readAccount(accountId)?.balanceMTA ?? 0n;
    return balance - (this.reserved.get(accountId) ?? 0n);
  }

  /** The committed record of the account and its unconfirmed balance, both at the tip
   * the pool is synchronised with; undefined when the account never appeared. */
  accountWithUnconfirmedBalanceOf(accountId: bigint): AccountWithUnconfirmedBalance | undefined {
    this.syncWithChain();
    const account = this.store.getAccount(accountId);
    if (account === undefined) return undefined;
    return { account, unconfirmedBalanceMTA: account.balanceMTA - (this.reserved.get(accountId) ?? 0n) };
  }

  /** ChainReadView: accountWithUnconfirmedBalanceOf without catching up with the tip, so it
   * changes nothing and may run outside the actor's mailbox; null when the pool is behind the
   * store's tip (its reservations could count transactions the new block confirmed). The store
   * updates its tip and account cache together after each block's write, and every change of
   * `reserved` happens in synchronous code, so both are read at one point of the chain. */
  peekAccountWithUnconfirmedBalance(accountId: bigint): AccountWithUnconfirmedBalance | undefined | null {
    if (this.store.tip()?.blockId !== this.syncedTipId) return null;
    const account = this.store.getAccount(accountId);
    if (account === undefined) return undefined;
    return { account, unconfirmedBalanceMTA: account.balanceMTA - (this.reserved.get(accountId) ?? 0n) };
  }

  /** Amount + fee reserved by the account's pending transactions. */
  reservedBy(accountId: bigint): bigint {
    this.syncWithChain();
    return this.reserved.get(accountId) ?? 0n;
  }

  removeAll(): number {
    const n = this.entries.size;
    for (const entry of [...this.entries.values()]) this.remove(entry);
    return n;
  }

  /** VerifiedTransactions: true when this very transaction (same full hash) is pending, i.e. its
   * signature was verified on admission. */
  isVerified(tx: Transaction): boolean {
    const entry = this.entries.get(tx.id);
    return entry !== undefined && (entry.tx === tx || bytesEqual(entry.tx.fullHash, tx.fullHash));
  }

  /**
   * Transactions for a block at `blockTimestamp` on the current tip: in pool order, each one
   * checked at its position (stateless rules at the block's timestamp, then ledger rules) and
   * applied to a trial overlay, so the selection is valid together, in this order; the ones that
   * do not fit the limits or fail are skipped (and stay pending).
   */
  selectForBlock(limits: BlockLimits = {}, blockTimestamp: number = this.timeSource.nowEpochSeconds()): Transaction[] {
    this.syncWithChain();
    const maxTransactions = limits.maxTransactions ?? MAX_TRANSACTIONS_PER_BLOCK;
    const maxPayload = limits.maxPayloadLength ?? MAX_PAYLOAD_LENGTH;
    const overlay = new LedgerOverlay({ height: this.store.height + 1, blockTimestamp }, { source: this.store });
    const selected: Transaction[] = [];
    let payload = 0;
    for (const entry of this.ordered()) {
      if (selected.length >= maxTransactions) break;
      if (payload + entry.size > maxPayload) continue;
      const tx = entry.tx;
      const trial = overlay.fork();
      try {
        validateStateless(tx, { nowEpochSeconds: blockTimestamp, params: this.params, verifySignature: false, ...this.registryOpt() });
        validateAgainstState(tx, { chain: this.store, state: trial, params: this.params, ...this.registryOpt() });
        applyTransaction(tx, trial, this.registry);
      } catch (error) {
        if (error instanceof DomainError) continue;
        throw error;
      }
      overlay.merge(trial);
      selected.push(tx);
      payload += entry.size;
    }
    return selected;
  }

  /** Drops transactions whose deadline passed before `now`; returns how many. */
  removeExpired(now: number = this.timeSource.nowEpochSeconds()): number {
    let n = 0;
    for (const entry of [...this.entries.values()]) {
      if (entry.tx.expiration < now) {
        this.remove(entry);
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
      const entry = this.entries.get(tx.id);
      if (entry !== undefined) this.remove(entry);
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
   * is re-checked against the current ledger; the ones that fail are dropped.
   */
  requeue(txs: readonly Transaction[]): number {
    const previous = this.ordered();
    for (const entry of previous) this.detach(entry);
    this.syncedTipId = this.store.tip()?.blockId;
    const now = this.timeSource.nowEpochSeconds();
    let requeued = 0;
    const seqBase = this.lowSeq - txs.length;
    this.lowSeq = seqBase;
    const added: Transaction[] = [];
    txs.forEach((tx, i) => {
      if (this.entries.has(tx.id)) return;
      try {
        this.checkStateless(tx, now);
        this.admit(tx, seqBase + i);
        added.push(tx);
        requeued++;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
    });
    for (const entry of previous) {
      if (this.entries.has(entry.id)) continue;
      try {
        if (entry.tx.expiration < now) throw new TransactionRejectedError(TxRejectReason.EXPIRED, 'expired');
        this.admit(entry.tx, entry.seq);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        this.markDeleted(entry.id);
      }
    }
    if (added.length > 0) this.notifyAdded(added);
    return requeued;
  }

  /** Re-checks the pool when the committed tip moved since the last check. */
  syncWithChain(): void {
    const tipId = this.store.tip()?.blockId;
    if (tipId === this.syncedTipId) return;
    this.syncedTipId = tipId;
    this.recheck();
  }

  // -------------------------------------------------------------------------------------------
  // Events and persistence

  /** Called with every batch of newly admitted transactions; returns the unsubscribe function. */
  onTransactionsAdded(listener: TransactionsAddedListener): () => void {
    this.addedListeners.add(listener);
    return () => this.addedListeners.delete(listener);
  }

  /** Writes the pool changes since the last flush to the MEMPOOL bucket (no-op without persist). */
  async flush(): Promise<void> {
    if (!this.persist || (this.unsavedPuts.size === 0 && this.unsavedDeletes.size === 0)) return;
    const puts = [...this.unsavedPuts].map(([id, tx]) => [id, tx.bytes()] as const);
    const deletes = [...this.unsavedDeletes];
    this.unsavedPuts.clear();
    this.unsavedDeletes.clear();
    await this.store.mempool.deleteMany(deletes);
    await this.store.mempool.putMany(puts);
  }

  private async restore(): Promise<void> {
    const saved = await this.store.mempool.all();
    const txs: Transaction[] = [];
    const broken: bigint[] = [];
    for (const [id, bytes] of saved) {
      try {
        const tx = Transaction.fromBytes(bytes, this.registry);
        if (tx.signature === null || tx.id !== id) broken.push(id);
        else txs.push(tx);
      } catch {
        broken.push(id);
      }
    }
    // Saved order is by id; arrival order is lost on restart, fee order still holds.
    const verdicts = this.addMany(txs);
    for (const id of broken) this.unsavedDeletes.add(id);
    verdicts.forEach((v, i) => {
      if (!v.accepted) this.unsavedDeletes.add(txs[i]!.id);
    });
    this.unsavedPuts.clear(); // what was re-admitted is stored already
    await this.flush();
    this.logger?.info('mempool restored', { saved: saved.length, admitted: this.entries.size });
  }

  // -------------------------------------------------------------------------------------------
  // Internals

  private registryOpt(): { registry?: TransactionTypeRegistry } {
    return this.registry ? { registry: this.registry } : {};
  }

  private checkStateless(tx: Transaction, now: number): void {
    validateStateless(tx, { nowEpochSeconds: now, params: this.params, verifySignature: false, ...this.registryOpt() });
  }

  /** True when this transaction is pending; throws DUPLICATE when another one with its id is. */
  private isPending(tx: Transaction): boolean {
    const existing = this.entries.get(tx.id);
    if (existing === undefined) return false;
    if (existing.tx === tx || bytesEqual(existing.tx.fullHash, tx.fullHash)) return true;
    throw new TransactionRejectedError(TxRejectReason.DUPLICATE, 'another transaction with this id is pending', 'transaction');
  }

  /** Capacity and ledger rules (with the sender's reservation), then inserts. */
  private admit(tx: Transaction, seq: number): PoolEntry {
    const admission = this.prepare(tx, seq);
    this.insert(admission);
    return admission.entry;
  }

  /** Checks capacity and the ledger rules (with the sender's reservation) without changing the
   * pool; names the entry to evict when the pool is full. */
  private prepare(tx: Transaction, seq: number): { entry: PoolEntry; evict: PoolEntry | undefined } {
    const size = tx.size;
    const feeMTA = tx.feeMTA;
    const entry: PoolEntry = {
      tx,
      id: tx.id,
      senderId: tx.senderId,
      costMTA: tx.amountMTA + feeMTA,
      feeMTA,
      size,
      rate: Number(feeMTA) / size,
      seq,
      heapIndex: -1,
    };
    let evict: PoolEntry | undefined;
    if (this.entries.size >= this.maxSize) {
      evict = this.heap.peekWorst()!;
      if (comparePriority(entry, evict) >= 0) {
        throw new ChainError(ChainErrorReason.MEMPOOL_FULL, `the pool holds ${this.maxSize} transactions paying at least as much per byte`, { param: 'feeMTA' });
      }
    }
    validateAgainstState(tx, {
      chain: this.store,
      state: this.ledger,
      unconfirmedSpentMTA: this.reserved.get(entry.senderId) ?? 0n,
      params: this.params,
      ...this.registryOpt(),
    });
    return { entry, evict };
  }

  private insert({ entry, evict }: { entry: PoolEntry; evict: PoolEntry | undefined }): void {
    if (evict !== undefined) this.remove(evict);
    this.entries.set(entry.id, entry);
    this.heap.push(entry);
    this.reserved.set(entry.senderId, (this.reserved.get(entry.senderId) ?? 0n) + entry.costMTA);
    this.orderCache = undefined;
    if (this.persist) {
      this.unsavedDeletes.delete(entry.id);
      this.unsavedPuts.set(entry.id, entry.tx);
    }
  }

  /** Takes an entry out of the pool (and the store, on the next flush). */
  private remove(entry: PoolEntry): void {
    if (this.entries.get(entry.id) !== entry) return;
    this.detach(entry);
    this.markDeleted(entry.id);
  }

  /** Takes an entry out of memory only. */
  private detach(entry: PoolEntry): void {
    this.entries.delete(entry.id);
    this.heap.remove(entry);
    const left = (this.reserved.get(entry.senderId) ?? 0n) - entry.costMTA;
    if (left > 0n) this.reserved.set(entry.senderId, left);
    else this.reserved.delete(entry.senderId);
    this.orderCache = undefined;
  }

  private markDeleted(id: bigint): void {
    if (!this.persist) return;
    this.unsavedPuts.delete(id);
    this.unsavedDeletes.add(id);
  }

  private ordered(): PoolEntry[] {
    if (this.orderCache === undefined) this.orderCache = [...this.entries.values()].sort(comparePriority);
    return this.orderCache;
  }

  /** Re-checks every pending transaction in pool order against the committed ledger, rebuilding
   * the reservations; drops the confirmed, expired and invalid ones. */
  private recheck(): void {
    const previous = this.ordered();
    this.heap.clear();
    this.entries.clear();
    this.reserved.clear();
    this.orderCache = undefined;
    const now = this.timeSource.nowEpochSeconds();
    let dropped = 0;
    for (const entry of previous) {
      try {
        if (entry.tx.expiration < now) throw new TransactionRejectedError(TxRejectReason.EXPIRED, 'expired');
        this.readmit(entry);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        this.markDeleted(entry.id);
        dropped++;
      }
    }
    if (dropped > 0) this.logger?.debug('pending transactions dropped after a chain change', { count: dropped });
  }

  /** Puts a previously admitted entry back after checking the ledger rules again. */
  private readmit(entry: PoolEntry): void {
    validateAgainstState(entry.tx, {
      chain: this.store,
      state: this.ledger,
      unconfirmedSpentMTA: this.reserved.get(entry.senderId) ?? 0n,
      params: this.params,
      ...this.registryOpt(),
    });
    this.entries.set(entry.id, entry);
    this.heap.push(entry);
    this.reserved.set(entry.senderId, (this.reserved.get(entry.senderId) ?? 0n) + entry.costMTA);
  }

  private notifyAdded(txs: readonly Transaction[]): void {
    for (const listener of this.addedListeners) {
      try {
        listener(txs);
      } catch (error) {
        this.logger?.error('transactions-added listener failed', { error: error instanceof Error ? error.message : String(error) });
      }
    }
  }
}
