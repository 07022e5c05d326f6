// The ledger view one block (or one trial) applies its effects to. Reads go through the overlay's
// own staged writes, then to its source: the store (hot account cache, then LevelDB getSync) or a
// parent overlay. Writes are staged here and reach the store only through ChainStore.commitBlock,
// as one batch with the block and its undo record.
//
// Why synchronous reads work without preloading: classic-level offers getSync, a blocking
// point read served from LevelDB's memtable/block cache and bloom filters in about 1-3 us, so an
// account missing from the hot cache is fetched on demand. No account set has to be loaded at
// open (fast start, memory bounded by the cache size) and no async prefetch step has to guess
// which accounts a block touches.
//
// No copies: accounts are immutable (see Account in src/domain/types.ts), so the overlay hands out
// the objects it has (its own staged ones, or the source's) and keeps the objects it is given.
// Copying them on every read and write cost more than the rest of applying a payment.

import type { Account, LedgerState } from '../domain/types.js';
import { StorageError, StorageErrorCode } from './errors.js';

/** Where an overlay reads accounts it has not staged (shared, immutable objects). */
export interface AccountSource {
  readAccount(id: bigint): Account | undefined;
}

/** One changed account: its value before the overlay (undefined: did not exist) and after. */
export interface AccountChange {
  readonly id: bigint;
  readonly prior: Account | undefined;
  readonly next: Account;
}

export interface LedgerOverlayOptions {
  readonly height: number;
  readonly blockTimestamp: number;
}

export interface LedgerOverlayModules {
  readonly source: AccountSource;
}

export class LedgerOverlay implements LedgerState, AccountSource {
  readonly height: number;
  readonly blockTimestamp: number;
  private readonly source: AccountSource;
  /** The accounts written (the objects given to putAccount), in first-write order. */
  private readonly staged = new Map<bigint, Account>();
  /** The source's value of every account read or written, at first touch. */
  private readonly priors = new Map<bigint, Account | undefined>();

  constructor(opts: LedgerOverlayOptions, modules: LedgerOverlayModules) {
    this.height = opts.height;
    this.blockTimestamp = opts.blockTimestamp;
    this.source = modules.source;
  }

  getAccount(id: bigint): Account | undefined {
    return this.readAccount(id);
  }

  getOrCreateAccount(id: bigint): Account {
    const existing = this.getAccount(id);
    if (existing !== undefined) return existing;
    const created: Account = {
      id,
      publicKey: null,
      balanceMTA: 0n,
      forgedBalanceMTA: 0n,
      creationHeight: this.height,
      balanceHistory: [],
    };
    // Creating is a write: the account exists from now on even if the caller never puts it.
    this.putAccount(created);
    return created;
  }

  putAccount(account: Account): void {
    const id = account.id;
    if (!this.priors.has(id)) this.priors.set(id, this.source.readAccount(id));
    this.staged.set(id, account);
  }

  /** AccountSource for forks: the staged value, else the source's (shared, do not mutate). */
  readAccount(id: bigint): Account | undefined {
    const staged = this.staged.get(id);
    if (staged !== undefined) return staged;
    if (this.priors.has(id)) return this.priors.get(id);
    const account = this.source.readAccount(id);
    this.priors.set(id, account);
    return account;
  }

  /** Number of accounts written. */
  get changeCount(): number {
    return this.staged.size;
  }

  /** Every written account with its value before this overlay, in first-write order. The
   * objects are the overlay's own; consumers must not mutate them. */
  *changes(): IterableIterator<AccountChange> {
    for (const [id, next] of this.staged) yield { id, prior: this.priors.get(id), next };
  }

  /** A child overlay reading through this one: try a transaction's effects there, then `merge`
   * it on success or drop it on failure. */
  fork(): LedgerOverlay {
    return new LedgerOverlay({ height: this.height, blockTimestamp: this.blockTimestamp }, { source: this });
  }

  /** Adopts the writes of a child made by `fork()` of this overlay. */
  merge(child: LedgerOverlay): void {
    if (child.source !== this) {
      throw new StorageError(StorageErrorCode.FOREIGN_OVERLAY, 'merge: the overlay is not a fork of this one');
    }
    for (const account of child.staged.values()) this.putAccount(account);
  }
}
