// The chain services: what the blockchain, mempool and forger actors do, as plain async
// interfaces. The actors wrap the implementations; the API and the network call them through
// actor-backed clients with these very signatures, and tests may call implementations directly.
import type { Account } from '../domain/types.js';
import type { Block } from '../domain/block.js';
import type { Transaction } from '../domain/transaction.js';
import type { TransactionLocation } from '../domain/types.js';
import type { StateReader } from '../domain/state/state.js';
import type { StoreFailure } from '../storage/health.js';
import type { SecretOrKeyPair } from '../domain/crypto.js';

/** Values of `blockchainState` (spec Peer/Node field). STORE_ERROR: the store cannot write (a full
 * disk, say), so the chain cannot grow here; it wins over what the sync reports. */
export type BlockchainState = 'UP_TO_DATE' | 'DOWNLOADING' | 'LIGHT_CLIENT' | 'FORK' | 'STORE_ERROR';

export interface ChainStatus {
  readonly height: number;
  readonly lastBlockId: bigint;
  readonly lastBlockTimestamp: number;
  readonly cumulativeDifficulty: bigint;
  readonly genesisBlockId: bigint;
  readonly isScanning: boolean;
  readonly isDownloading: boolean;
  readonly blockchainState: BlockchainState;
  /** Seconds prunable data is held at least, and kept at most (-1: forever). */
  readonly minPrunableLifetime: number;
  readonly maxPrunableLifetime: number;
  /** The last failed store write (kept after recovery, with recoveredAtMs); absent if none. */
  readonly lastStoreError?: StoreFailure;
}

/** A confirmed transaction with where it sits. */
export interface LocatedTransaction {
  readonly transaction: Transaction;
  readonly location: TransactionLocation;
}

export interface BlockQuery {
  readonly id?: bigint;
  readonly height?: number;
  /** The last block whose timestamp is <= this epoch timestamp. */
  readonly timestamp?: number;
}

export interface AccountHistoryFilter {
  readonly type?: number;
  readonly subtype?: number;
  /** Only transactions at or above this height. */
  readonly fromHeight?: number;
  readonly firstIndex: number;
  readonly lastIndex: number;
}

export interface PopOffRequest {
  readonly numBlocks?: number;
  readonly height?: number;
  /** Return the popped transactions to the mempool (spec: keepTransactions). */
  readonly keepTransactions?: boolean;
}

/** Result of pushing a block: pushed, or ignored because we already have it. */
export type PushResult = { readonly status: 'pushed'; readonly block: Block } | { readonly status: 'known' };

export type { PrunableQuery } from '../storage/interface.js';
import type { PrunableQuery } from '../storage/interface.js';
import type { RemovedTransaction } from './mempool/recent-removals.js';

/** A block as stored: its id, its predecessor and its full bytes (the wire format). */
export interface StoredBlockBytes {
  readonly id: bigint;
  readonly height: number;
  readonly previousBlockId: bigint;
  readonly bytes: Uint8Array;
}

export interface BlockchainService {
  status(): Promise<ChainStatus>;
  /** The tip block. */
  lastBlock(): Promise<Block>;
  getBlock(query: BlockQuery): Promise<Block | undefined>;
  /** Blocks from height `from` down to `to` inclusive (newest first). */
  getBlocks(fromHeight: number, toHeight: number): Promise<Block[]>;
  getBlockIdAtHeight(height: number): Promise<bigint | undefined>;
  /** Ids of the blocks at heights from..to inclusive, ascending (one read of the height index;
   * shorter when the chain ends first). */
  getBlockIds(fromHeight: number, toHeight: number): Promise<bigint[]>;
  /** The stored bytes of the blocks at heights from..to inclusive, ascending, without parsing
   * them (what a peer that syncs from us is sent). */
  getBlockBytes(fromHeight: number, toHeight: number): Promise<StoredBlockBytes[]>;
  getTransaction(query: { id?: bigint; fullHash?: Uint8Array }): Promise<LocatedTransaction | undefined>;
  /** Confirmed transactions whose prunable data this node holds, newest first (by transaction
   * timestamp), optionally of one account and from a timestamp on. */
  getPrunableTransactions(query: PrunableQuery): Promise<LocatedTransaction[]>;
  /** Committed ledger record (undefined when the account never appeared). */
  getAccount(id: bigint): Promise<Account | undefined>;
  /** Effective (forging) balance in coins at the tip. */
  getEffectiveBalance(id: bigint): Promise<bigint>;
  /** Confirmed transactions that sent or received, newest first. */
  getAccountTransactions(accountId: bigint, filter: AccountHistoryFilter): Promise<LocatedTransaction[]>;
  /** Ids of blocks forged by the account, newest first. */
  getAccountBlockIds(accountId: bigint, opts: { fromHeight?: number; firstIndex: number; lastIndex: number }): Promise<bigint[]>;
  /** Economic clustering block for a transaction created at `timestamp` (epoch seconds). */
  getECBlock(timestamp?: number): Promise<{ ecBlockId: bigint; ecBlockHeight: number; timestamp: number }>;
  /** Validates and applies a block on top of the tip. Throws BlockRejectedError. */
  pushBlock(block: Block): Promise<PushResult>;
  /** Pops blocks (never the genesis block, never deeper than the maximum rollback). Returns them,
   * newest first; with keepTransactions their transactions go back to the mempool. */
  popOff(request: PopOffRequest): Promise<Block[]>;
}

/** An account's committed record and its balance minus what pending transactions reserve. */
export interface AccountWithUnconfirmedBalance {
  readonly account: Account;
  readonly unconfirmedBalanceMTA: bigint;
}

export interface MempoolService {
  /** Validates and adds a signed transaction. Throws TransactionRejectedError. Returns false
   * when it was already pending (a duplicate submission is not an error). */
  submit(tx: Transaction): Promise<{ accepted: boolean }>;
  /** Many at once (gossip, benchmarks): per-transaction verdicts, in order. */
  submitMany(txs: readonly Transaction[]): Promise<Array<{ accepted: boolean; error?: Error }>>;
  /** Pending transactions, optionally of one account (sender or recipient), in pool order. */
  list(opts?: { account?: bigint; firstIndex?: number; lastIndex?: number }): Promise<Transaction[]>;
  get(id: bigint): Promise<Transaction | undefined>;
  size(): Promise<number>;
  /** Balance minus what pending transactions reserve. */
  unconfirmedBalance(accountId: bigint): Promise<bigint>;
  /** The committed ledger record of an account (as BlockchainService.getAccount gives it)
   * with its unconfirmed balance, read together at the same tip: getAccount answers with this one
   * call instead of asking the blockchain and then the mempool. Undefined when the account never
   * appeared on the chain. */
  accountWithUnconfirmedBalance(accountId: bigint): Promise<AccountWithUnconfirmedBalance | undefined>;
  /** The pending state: every table as the committed state with every pending transaction's
   * reservation applied, i.e. the unconfirmed holdings of any capability. Read it at once: it
   * changes with the pool. */
  pendingState(): Promise<StateReader>;
  clear(): Promise<number>;
  /** Why a transaction left the pool (reason, detail, tip height then), while the pool remembers
   * it (its last 10,000 removals other than inclusions); undefined otherwise. */
  removal(id: bigint): Promise<RemovedTransaction | undefined>;
}

/**
 * Synchronous reads of committed state that need no mailbox: each answers from the store's
 * committed blocks and the pool's reservations as they stand between two messages, never
 * changes anything, and returns `null` when it cannot answer exactly (the pool has not yet caught
 * up with a new tip): the caller then asks the owning actor, which catches up first. Reads that
 * take this path do not wait behind writes queued in a mailbox (docs/decisions.md, "Read view").
 */
export interface ChainReadView {
  /** MempoolService.accountWithUnconfirmedBalance without the round trip; null: ask instead. */
  accountWithUnconfirmedBalance(accountId: bigint): AccountWithUnconfirmedBalance | undefined | null;
  /** MempoolService.pendingState without the round trip; null: ask instead. */
  pendingState(): StateReader | null;
  /** BlockchainService.status without the round trip (the committed tip: a push in progress is
   * not in it yet, as if the question had been asked just before it); null: ask instead. */
  chainStatus(): ChainStatus | null;
}

export interface ForgingAccountInfo {
  readonly account: bigint;
  readonly publicKey: Uint8Array;
  readonly effectiveBalanceCoins: bigint;
  /** Epoch seconds at which this account may forge on the current tip (undefined when it cannot). */
  readonly hitTime?: number;
  /** Seconds from now until hitTime (0 when due). */
  readonly deadline?: number;
}

export interface ForgerService {
  /** Starts forging for the account of this secret phrase or key pair (kept in memory only). */
  startForging(secret: SecretOrKeyPair): Promise<ForgingAccountInfo>;
  /** Stops forging for one account, or for all when none is given; returns how many stopped. */
  stopForging(secret?: SecretOrKeyPair): Promise<number>;
  getForging(account?: bigint): Promise<ForgingAccountInfo[]>;
  /** Forges one block now with the best forging account (devnet/debug). */
  generateBlock(): Promise<Block>;
}

/** What a forger needs to build the next block, read at one instant. */
export interface ForgingBasis {
  readonly previous: Block;
  /** Timestamp of the retarget ancestor, when the next block retargets. */
  readonly ancestorTimestamp?: number;
  /** Effective balance (coins) at the tip of each requested account, in request order. */
  readonly effectiveBalancesCoins: readonly bigint[];
}

/** Sync-layer view of the node's state (reported by status()). */
export interface SyncStatus {
  readonly isDownloading?: boolean;
  readonly isScanning?: boolean;
  readonly blockchainState?: BlockchainState;
}
