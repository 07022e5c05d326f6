// The pool's state and its ways in and out, under MempoolCore (core.ts): the entries (pool.ts),
// the pending state (pending-state.ts), persistence and announcements, removals told with their
// reason and detail (removals.ts) and the contract penalty window (penalties.ts). Every entry
// enters through `insert` and leaves through `remove` (or `rebuild`, which re-checks them all),
// so the pending state, the store and the listeners always agree with the entries.
import type { Transaction } from '../../domain/transaction.js';
import type { NetworkParams } from '../../domain/network-params.js';
import type { ChainRules } from '../../domain/capability.js';
import type { ContractNodeFaultError } from '../../domain/contract-runner.js';
import { DomainError, TransactionRejectedError, TxRejectReason } from '../../domain/errors.js';
import { bytesEqual } from '../../domain/hex.js';
import { idToString } from '../../domain/ids.js';
import { validateStateless } from '../../domain/validation.js';
import { hasPrunedPart, validatePrunableContent } from '../../domain/appendices.js';
import type { ChainStore } from '../../storage/chain-store.js';
import type { Logger } from '../../log/index.js';
import { ChainDefaults } from '../options.js';
import type { SignatureVerifier } from '../signature-pool.js';
import type { TimeSource } from '../time.js';
import type { PoolEntry } from './pool-heap.js';
import { PoolEntries, poolEntry } from './pool.js';
import { PendingState } from './pending-state.js';
import { PoolPersistence } from './persistence.js';
import { Announcements } from './announcements.js';
import { INCLUDED_DETAIL, isContractTransaction, Removals, type TransactionRemovedReason } from './removals.js';
import { ContractPenalties, penaltyDescription, type ContractPenalty } from './penalties.js';
import { WaitingTransactions } from './waiting.js';

export interface MempoolOptions {
  readonly params: NetworkParams;
  /** Most transactions kept (default 2000). */
  readonly maxSize?: number;
  /** Mirror the pool in the store's MEMPOOL bucket (default false). */
  readonly persist?: boolean;
  /** Blocks of a contract sender's penalty window (default CONTRACT_PENALTY_BLOCKS). */
  readonly contractPenaltyBlocks?: number;
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

export class PoolBase {
  readonly maxSize: number;
  protected readonly params: NetworkParams;
  protected readonly store: ChainStore;
  protected readonly timeSource: TimeSource;
  protected readonly logger: Logger | undefined;
  protected readonly rules: ChainRules;
  protected readonly verifier: SignatureVerifier | undefined;
  protected readonly pool: PoolEntries;
  protected readonly pendingOverlay: PendingState;
  protected readonly persistence: PoolPersistence;
  /** Arrival number of the next admission. */
  protected nextSeq = 0;
  protected readonly announcements: Announcements;
  /** Tells listeners of every transaction leaving the pool, with why (removals.ts). */
  protected readonly removals: Removals;
  /** Contract senders whose transactions are refused for a while (penalties.ts). */
  protected readonly penalties: ContractPenalties;
  /** Popped transactions that do not fit the state now, offered again after each block
   * (waiting.ts); as many as the pool holds. */
  protected readonly waiting: WaitingTransactions;

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
      entryOf: (tx) => {
        const entry = this.pool.get(tx.id);
        return entry?.tx === tx ? entry : undefined;
      },
      ...(this.logger ? { logger: this.logger } : {}),
    });
    this.removals = new Removals({ ...(this.logger ? { logger: this.logger } : {}), height: () => this.store.height });
    this.penalties = new ContractPenalties(opts.contractPenaltyBlocks);
    this.waiting = new WaitingTransactions(maxSize);
  }

  /** A pool write failed: its transactions were never stored, so they leave the pool (their
   * submitters get STORE_UNAVAILABLE). It runs in the write's callback, possibly while an async
   * admission awaits its signatures; like every pool change it is synchronous, so no operation
   * sees it half done, and admission re-checks the pool after that await. */
  private lost(txs: readonly Transaction[]): void {
    let n = 0;
    for (const tx of txs) {
      const entry = this.pool.get(tx.id);
      if (entry !== undefined && entry.tx === tx) {
        this.remove(entry, 'notStored', 'the store could not write it');
        n++;
      }
    }
    if (n > 0) this.logger?.warn('transactions dropped from the pool: they could not be stored', { count: n });
  }

  protected checkStateless(tx: Transaction, now: number): void {
    // A pending transaction is gossiped and forged from this pool: it must carry its data.
    if (hasPrunedPart(tx.appendices)) throw new TransactionRejectedError(TxRejectReason.PRUNABLE_DATA_MISSING, 'a new transaction must carry the data of its prunable message', 'message');
    validatePrunableContent(tx.appendices);
    validateStateless(tx, { nowEpochSeconds: now, params: this.params, verifySignature: false, registry: this.rules.registry });
  }

  /** True when this transaction is pending; throws DUPLICATE when another one with its id is. */
  protected isPending(tx: Transaction): boolean {
    const existing = this.pool.get(tx.id);
    if (existing === undefined) return false;
    if (existing.tx === tx || bytesEqual(existing.tx.fullHash, tx.fullHash)) return true;
    throw new TransactionRejectedError(TxRejectReason.DUPLICATE, 'another transaction with this id is pending', 'transaction', { dependsOnState: true });
  }

  /** Capacity and ledger rules against the pending state, then inserts. */
  protected admit(tx: Transaction, seq: number): void {
    const entry = poolEntry(tx, seq, this.params.maxPayloadLength);
    this.insert(entry, this.checked(entry));
  }

  /** Capacity, then the ledger rules; returns the entry to evict for it, if any. */
  protected checked(entry: PoolEntry): PoolEntry | undefined {
    const evict = this.pool.evictionFor(entry);
    this.pendingOverlay.check(entry.tx);
    return evict;
  }

  /** `stored`: the entry was pending before (a re-check after a chain change), so its record is
   * in the store or on its way there already. */
  protected insert(entry: PoolEntry, evict: PoolEntry | undefined, stored = false): void {
    if (evict !== undefined) this.remove(evict, 'evicted', `the pool was full: transaction ${idToString(entry.id)} pays more per share of a block`);
    this.pendingOverlay.reserve(entry.tx);
    this.pool.insert(entry);
    if (!stored) this.persistence.added(entry.tx);
  }

  /** Takes an entry out of the pool and its reservation out of the pending state (and the
   * store, on the next flush). */
  protected remove(entry: PoolEntry, reason: TransactionRemovedReason, detail: string): void {
    if (!this.pool.remove(entry)) return;
    this.pendingOverlay.release(entry.tx);
    this.persistence.deleted(entry.id);
    this.removals.removed(entry.tx, reason, detail);
  }

  /** After a selection: the transactions this node could not run leave the pool (trying them in
   * every block would cost every block the fault), and so do the other contract transactions of
   * the senders it penalised. */
  protected dropFaulted(faulted: ReadonlyArray<readonly [Transaction, ContractNodeFaultError]>, penalised: readonly ContractPenalty[], tip: number): void {
    for (const [tx, error] of faulted) {
      const entry = this.pool.get(tx.id);
      if (entry !== undefined && entry.tx === tx) this.remove(entry, 'contractFault', `${error.message} (block selection for height ${tip + 1})`);
    }
    if (penalised.length === 0) return;
    const bySender = new Map(penalised.map((p) => [p.sender, p]));
    for (const entry of this.pool.ordered().slice()) {
      const penalty = bySender.get(entry.senderId);
      if (penalty !== undefined && isContractTransaction(entry.tx)) this.remove(entry, 'contractFault', penaltyDescription(penalty));
    }
  }

  /**
   * Rebuilds the pool and its pending state from the committed state: `front` (popped
   * transactions, with their arrival numbers) first, then the waiting ones (waiting.ts), then the
   * entries pending before, in pool order, each checked again; the ones that expired or no
   * longer fit the state are dropped, each told as a removal. A popped or waiting transaction
   * refused for a reason of the state (funds a competing fork spent, coin an unconfirmed
   * transaction will give it) waits for the next block instead.
   */
  protected rebuild(front: ReadonlyArray<readonly [Transaction, number]> = []): { added: Transaction[]; dropped: number } {
    const previous = this.pool.ordered();
    this.pool.clear();
    this.pendingOverlay.reset();
    const now = this.timeSource.nowEpochSeconds();
    const added: Transaction[] = [];
    let dropped = 0;
    const offered = [...front, ...this.waiting.drain().map((w) => [w.tx, w.seq] as const)];
    for (const [tx, seq] of offered) {
      if (this.pool.has(tx.id)) continue;
      if (this.offer(tx, seq, now)) added.push(tx);
    }
    for (const entry of previous) {
      if (this.pool.has(entry.id)) continue;
      // The pool may catch up with a new tip before the block's own message reaches it: what
      // the block confirmed is told as included, not invalid. Asked first, it costs an id probe
      // where the ledger check would build a refusal (with its stack) for every transaction of a
      // full block.
      if (this.store.hasTransaction(entry.id)) {
        this.persistence.deleted(entry.id);
        this.removals.removed(entry.tx, 'included', INCLUDED_DETAIL);
        dropped++;
        continue;
      }
      const expired = entry.tx.expiration < now;
      // Through the capacity check too: re-admitted popped transactions come first and may fill it.
      const refusal = expired ? undefined : this.refusal(() => this.insert(entry, this.checked(entry), true));
      if (!expired && refusal === undefined) continue;
      this.persistence.deleted(entry.id);
      if (expired) this.removals.removed(entry.tx, 'expired', expiredDetail(entry.tx, now));
      else this.removals.removed(entry.tx, 'invalid', refusal!.reason);
      dropped++;
    }
    return { added, dropped };
  }

  /** A popped or waiting transaction offered to the pool: true when admitted; otherwise it
   * waits (a refusal of the state) or leaves with its reason. */
  private offer(tx: Transaction, seq: number, now: number): boolean {
    if (this.store.hasTransaction(tx.id)) {
      this.removals.removed(tx, 'included', INCLUDED_DETAIL);
      return false;
    }
    if (tx.expiration < now) {
      this.removals.removed(tx, 'expired', expiredDetail(tx, now));
      return false;
    }
    const refusal = this.refusal(() => (this.checkStateless(tx, now), this.admit(tx, seq)));
    if (refusal === undefined) return true;
    if (refusal instanceof TransactionRejectedError && refusal.dependsOnState && refusal.rejectReason !== TxRejectReason.DUPLICATE) {
      const out = this.waiting.add({ tx, seq, why: refusal.message });
      if (out !== undefined) this.removals.removed(out.tx, 'evicted', `${WAITING_FULL} (${this.waiting.limit}); it did not fit the state: ${out.why}`);
      return false;
    }
    this.removals.removed(tx, 'invalid', refusal.reason);
    return false;
  }

  /** Runs `step`; the refusal when a rule refused it (any DomainError, then swallowed), else
   * undefined. */
  protected refusal(step: () => void): DomainError | undefined {
    try {
      step();
      return undefined;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return error;
    }
  }
}

/** The start of the detail of a waiting transaction pushed out of a full list. */
export const WAITING_FULL = 'the list of transactions waiting to fit the state again after a fork switch is full';

/** The detail of an `expired` removal. */
export function expiredDetail(tx: Transaction, now: number): string {
  return `its deadline passed (expiration at epoch second ${tx.expiration}, now ${now})`;
}
