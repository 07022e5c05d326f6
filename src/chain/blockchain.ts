// The blockchain service: owns the chain and the ledger (through the ChainStore), validates and
// applies blocks on top of the tip, pops blocks off, and answers queries. It only ever extends
// its tip: choosing between forks is the sync layer's job (popOff to the common block, then push
// the better branch).
//
// Pushing a block:
//   1. a block we already have is ignored ({status: 'known'});
//   2. it must name the tip as its previous block; its height and cumulative difficulty are chain
//      positions (not block content), so they are assigned here from the tip;
//   3. validateBlock against the tip with the generator's effective balance at the tip;
//   4. transaction signatures are checked unless the mempool already verified that very
//      transaction (same full hash), as one batch on the verifier (the node's worker pool) when
//      there is one, then applyBlock on a fresh overlay with the other per-transaction rules;
//   5. commitBlock writes block, indexes, accounts, tip and undo record in one atomic batch;
//   6. `blockPushed` is emitted (mempool clean-up, gossip).
// Block writes (push, pop) are serialised here as well, so direct callers (tests, tools) get the
// same one-at-a-time guarantee the blockchain actor gives.
import { ContractNodeFaultError } from '../domain/contract-runner.js';
import type { Account, ChainView } from '../domain/types.js';
import type { Block } from '../domain/block.js';
import { positioned, parseStored, storedBlockOf, transactionIndexes } from './block-records.js';
import { BlockReader } from './block-reader.js';
import { popTarget } from './pop-target.js';
import type { NetworkParams } from '../domain/network-params.js';
import { applyGenesis, buildGenesisBlock } from '../domain/genesis.js';
import { validateBlock } from '../domain/block-validation.js';
import { applyBlock } from '../domain/block-apply.js';
import { EC_BLOCK_DISTANCE } from '../domain/constants.js';
import { BlockRejectedError, BlockRejectReason, invalidParameter, TransactionRejectedError, TxRejectReason } from '../domain/errors.js';
import type { ChainStore } from '../storage/chain-store.js';
import type { StateOverlay } from '../domain/state/overlay.js';
import type { StateReader } from '../domain/state/state.js';
import type { ChainRules } from '../domain/capability.js';
import { StorageError, StorageErrorCode } from '../storage/errors.js';
import type { StoredBlock, StoredTransactionIndex } from '../storage/interface.js';
import type { Logger } from '../log/index.js';
import type {
  AccountHistoryFilter,
  BlockchainService,
  BlockchainState,
  BlockQuery,
  ChainStatus,
  LocatedTransaction,
  PopOffRequest,
  PushResult,
} from './interface.js';
import { ChainEventEmitter, type ChainEvents } from './events.js';
import { ChainError, ChainErrorReason } from './errors.js';
import { ChainDefaults } from './options.js';
import { RecentBlocks } from './recent-blocks.js';
import type { TimeSource } from './time.js';
import type { SignatureVerifier } from './signature-pool.js';
import { checkSignatures, type VerifiedTransactions } from './block-signatures.js';

export type { VerifiedTransactions } from './block-signatures.js';
import { PrunableKeeper, type PrunableLifetimes } from './prunable.js';
import { TransactionReader } from './transaction-reader.js';
import type { PrunableQuery } from '../storage/interface.js';

export interface BlockchainOptions {
  readonly params: NetworkParams;
  /** The registered capabilities' rules (registry, tables, block hooks). */
  readonly rules: ChainRules;
  /** Parsed blocks kept near the tip (default ChainDefaults.recentBlocks). */
  readonly recentBlocks?: number;
  /** How long prunable data is held and kept (default DEFAULT_PRUNABLE_LIFETIMES). */
  readonly prunable?: Partial<PrunableLifetimes>;
}

export interface BlockchainModules {
  /** An open store; the blockchain never closes it (its opener does). */
  readonly store: ChainStore;
  readonly timeSource: TimeSource;
  readonly logger?: Logger;
  /** Usually the mempool; can also be set later with useVerifiedTransactions. */
  readonly verified?: VerifiedTransactions;
  /** Verifies the signatures the mempool has not (blocks from peers) in batches, usually the
   * node's worker pool; without one they are verified on the calling thread. Either way the
   * rule is the domain's `verify`. The blockchain never closes it (its opener does). */
  readonly verifier?: SignatureVerifier;
}

import type { ForgingBasis, StoredBlockBytes, SyncStatus } from './interface.js';
export type { ForgingBasis, SyncStatus } from './interface.js';

export class Blockchain implements BlockchainService {
  readonly params: NetworkParams;
  readonly rules: ChainRules;
  readonly genesisBlockId: bigint;
  private readonly store: ChainStore;
  private readonly timeSource: TimeSource;
  private readonly logger: Logger | undefined;
  private verified: VerifiedTransactions | undefined;
  private readonly verifier: SignatureVerifier | undefined;
  private readonly emitter: ChainEventEmitter;
  private readonly recent: RecentBlocks;
  private tipBlock: Block;
  private writes: Promise<unknown> = Promise.resolve();
  private sync: Required<SyncStatus> = { isDownloading: false, isScanning: false, blockchainState: 'UP_TO_DATE' };
  /** Blocks and transactions from the recent-block cache or the store. */
  private readonly reader: BlockReader;
  /** Confirmed transactions located in their blocks. */
  private readonly transactions: TransactionReader;
  /** Prunable data: the minimum-lifetime check, what is stored, pruning. */
  readonly prunable: PrunableKeeper;

  private constructor(opts: BlockchainOptions, modules: BlockchainModules, genesisBlockId: bigint, tip: Block) {
    this.params = opts.params;
    this.rules = opts.rules;
    this.genesisBlockId = genesisBlockId;
    this.store = modules.store;
    this.timeSource = modules.timeSource;
    this.logger = modules.logger;
    this.verified = modules.verified;
    this.verifier = modules.verifier;
    this.recent = new RecentBlocks(opts.recentBlocks ?? ChainDefaults.recentBlocks, ChainDefaults.recentBlockTransactions);
    this.tipBlock = tip;
    this.recent.push(tip);
    this.reader = new BlockReader({ store: this.store, recent: this.recent, registry: this.rules.registry, tip: () => this.tipBlock });
    this.transactions = new TransactionReader(this.store, this.reader);
    this.prunable = new PrunableKeeper(opts.prunable ?? {}, { store: this.store, recent: this.recent, registry: this.rules.registry, timeSource: this.timeSource, logger: this.logger });
    this.emitter = new ChainEventEmitter((type, error) => {
      this.logger?.error('chain event listener failed', { event: type, error: error instanceof Error ? error.message : String(error) });
    });
  }

  /** Opens the chain on a store: applies the genesis block to an empty store; on a store that
   * already holds a chain, checks that its genesis block is this network's. */
  static async open(opts: BlockchainOptions, modules: BlockchainModules): Promise<Blockchain> {
    const store = modules.store;
    const genesis = buildGenesisBlock(opts.params);
    if (store.tip() === undefined) {
      const overlay = store.beginBlock(0, genesis.timestamp);
      applyGenesis(overlay, opts.params);
      await store.commitBlock(overlay, storedBlockOf(genesis), []);
      modules.logger?.info('genesis block applied', { genesisBlockId: genesis.id.toString(), network: opts.params.name });
    } else {
      const storedGenesisId = store.getBlockIdAtHeight(0);
      if (storedGenesisId !== genesis.id) {
        throw new ChainError(
          ChainErrorReason.GENESIS_MISMATCH,
          `the store's genesis block ${storedGenesisId} is not the ${opts.params.name} genesis block ${genesis.id}`,
        );
      }
    }
    const tipRecord = await store.blocks.getById(store.tip()!.blockId);
    if (tipRecord === undefined) throw new StorageError(StorageErrorCode.CORRUPT_RECORD, 'the store has a tip but not its block');
    return new Blockchain(opts, modules, genesis.id, parseStored(tipRecord, opts.rules.registry));
  }

  // -------------------------------------------------------------------------------------------
  // Wiring

  get events(): ChainEvents {
    return this.emitter;
  }

  on: ChainEvents['on'] = (type, listener) => this.emitter.on(type, listener);
  off: ChainEvents['off'] = (type, listener) => this.emitter.off(type, listener);

  /** The source of already verified transactions (the mempool), once it exists. */
  useVerifiedTransactions(source: VerifiedTransactions | undefined): void {
    this.verified = source;
  }

  /** Synchronous chain facts at the tip, for transaction validation (the mempool). */
  get chainView(): ChainView {
    return this.store;
  }

  /** Committed state of every table at the tip (synchronous; capability queries read it). */
  get state(): StateReader {
    return this.store;
  }

  /** The tip block (synchronous). */
  get tip(): Block {
    return this.tipBlock;
  }

  /** Set by the sync layer; reported by status(). */
  setSyncStatus(status: SyncStatus): void {
    this.sync = { ...this.sync, ...status };
  }

  // -------------------------------------------------------------------------------------------
  // Queries

  async status(): Promise<ChainStatus> {
    return this.statusNow();
  }

  /** status() without the mailbox (synchronous): the committed tip and the sync and store state
   * as they are at the call (the read view's answer; see ChainReadView.chainStatus). */
  statusNow(): ChainStatus {
    const tip = this.tipBlock;
    const health = this.store.health;
    const lastStoreError = health.lastFailure;
    return {
      height: tip.height,
      lastBlockId: tip.id,
      lastBlockTimestamp: tip.timestamp,
      cumulativeDifficulty: tip.cumulativeDifficulty,
      genesisBlockId: this.genesisBlockId,
      isScanning: this.sync.isScanning,
      isDownloading: this.sync.isDownloading,
      blockchainState: health.failing ? 'STORE_ERROR' : this.sync.blockchainState,
      minPrunableLifetime: this.prunable.lifetimes.minLifetimeSeconds,
      maxPrunableLifetime: this.prunable.lifetimes.maxLifetimeSeconds,
      ...(lastStoreError !== undefined ? { lastStoreError } : {}),
    };
  }

  async lastBlock(): Promise<Block> {
    return this.tipBlock;
  }

  async getBlock(query: BlockQuery): Promise<Block | undefined> {
    let block: Block | undefined;
    if (query.id !== undefined) {
      block = await this.reader.byId(query.id);
      if (block !== undefined && query.height !== undefined && block.height !== query.height) return undefined;
    } else if (query.height !== undefined) {
      block = await this.reader.atHeight(query.height);
    } else if (query.timestamp !== undefined) {
      return this.reader.atTimestamp(query.timestamp);
    } else {
      throw invalidParameter('a block id, height or timestamp is required', 'block');
    }
    if (block !== undefined && query.timestamp !== undefined && block.timestamp > query.timestamp) return undefined;
    return block;
  }

  async getBlocks(fromHeight: number, toHeight: number): Promise<Block[]> {
    return this.reader.range(fromHeight, toHeight);
  }

  async getBlockIdAtHeight(height: number): Promise<bigint | undefined> {
    return this.store.getBlockIdAtHeight(height);
  }

  /** The chain's ids at these heights as they are at the call (a snapshot taken before it
   * returns): the blockchain actor answers it without holding its mailbox for the read. */
  getBlockIds(fromHeight: number, toHeight: number): Promise<bigint[]> {
    return this.store.blockIdsNow(fromHeight, toHeight);
  }

  /** The stored bytes of these blocks as they are at the call (see getBlockIds). */
  async getBlockBytes(fromHeight: number, toHeight: number): Promise<StoredBlockBytes[]> {
    const records = await this.store.blocksNow(fromHeight, toHeight);
    return records.map(({ id, height, previousBlockId, bytes }) => ({ id, height, previousBlockId, bytes }));
  }

  getTransaction(query: { id?: bigint; fullHash?: Uint8Array }): Promise<LocatedTransaction | undefined> {
    return this.transactions.byQuery(query);
  }

  getPrunableTransactions(query: PrunableQuery): Promise<LocatedTransaction[]> {
    return this.transactions.holdingPrunableData(query);
  }

  async getAccount(id: bigint): Promise<Account | undefined> {
    return this.store.getAccount(id);
  }

  async getEffectiveBalance(id: bigint): Promise<bigint> {
    return this.effectiveBalanceAtTip(id);
  }

  /** Effective balance in coins at the tip (synchronous): the account's guaranteed balance as
   * the registered capabilities adjust it (balance leasing), for the forger and block validation. */
  effectiveBalanceAtTip(id: bigint): bigint {
    return this.rules.effectiveBalanceCoins(this.store, id, this.tipBlock.height, this.params);
  }

  getAccountTransactions(accountId: bigint, filter: AccountHistoryFilter): Promise<LocatedTransaction[]> {
    return this.transactions.ofAccount(accountId, filter);
  }

  async getAccountBlockIds(accountId: bigint, opts: { fromHeight?: number; firstIndex: number; lastIndex: number }): Promise<bigint[]> {
    return this.store.generators.idsByGenerator(accountId, {
      ...(opts.fromHeight !== undefined ? { fromHeight: opts.fromHeight } : {}),
      firstIndex: opts.firstIndex,
      lastIndex: opts.lastIndex,
    });
  }

  /** The block EC_BLOCK_DISTANCE below the last block at or before `timestamp` (default: now,
   * i.e. the tip), or the genesis block on a shorter chain. */
  async getECBlock(timestamp?: number): Promise<{ ecBlockId: bigint; ecBlockHeight: number; timestamp: number }> {
    const at = timestamp ?? this.timeSource.nowEpochSeconds();
    if (!Number.isInteger(at)) throw invalidParameter('timestamp must be an integer', 'timestamp');
    const reference = at >= this.tipBlock.timestamp ? this.tipBlock : await this.reader.atTimestamp(at);
    const referenceHeight = reference?.height ?? 0;
    const ecBlockHeight = Math.max(0, referenceHeight - EC_BLOCK_DISTANCE);
    const ecBlockId = this.store.getBlockIdAtHeight(ecBlockHeight)!;
    return { ecBlockId, ecBlockHeight, timestamp: at };
  }

  /** Tip, retarget ancestor timestamp and the accounts' effective balances, read together. */
  async forgingBasis(accountIds: readonly bigint[]): Promise<ForgingBasis> {
    const previous = this.tipBlock;
    const ancestorTimestamp = await this.reader.ancestorTimestampAfter(previous.height);
    return {
      previous,
      ...(ancestorTimestamp !== undefined ? { ancestorTimestamp } : {}),
      effectiveBalancesCoins: accountIds.map((id) => this.effectiveBalanceAtTip(id)),
    };
  }

  // -------------------------------------------------------------------------------------------
  // Writes

  pushBlock(block: Block): Promise<PushResult> {
    return this.serial(() => this.push(block));
  }

  popOff(request: PopOffRequest): Promise<Block[]> {
    return this.serial(() => this.pop(request));
  }

  private async push(input: Block): Promise<PushResult> {
    if (this.recent.byBlockId(input.id) !== undefined || this.store.blocks.hasSync(input.id)) return { status: 'known' };
    const previous = this.tipBlock;
    if (input.previousBlockId !== previous.id) {
      // Our tip decides this (it may have moved since the sender saw it).
      throw new BlockRejectedError(BlockRejectReason.BAD_PREVIOUS_BLOCK, `block ${input.id} does not extend the tip ${previous.id} at height ${previous.height}`, undefined, undefined, {
        dependsOnState: true,
      });
    }
    const block = positioned(input, previous);
    const ancestorTimestamp = await this.reader.ancestorTimestampAfter(previous.height);
    validateBlock(block, {
      previous,
      ...(ancestorTimestamp !== undefined ? { ancestorTimestamp } : {}),
      nowEpochSeconds: this.timeSource.nowEpochSeconds(),
      generatorEffectiveBalanceCoins: this.effectiveBalanceAtTip(block.generatorId),
      params: this.params,
    });
    this.prunable.check(block);
    // The block's effects go to an overlay while the worker pool checks the signatures the pool
    // has not verified (the two overlap); nothing is committed before every verdict is in.
    let overlay: StateOverlay | undefined;
    let applyError: unknown;
    let applied = false;
    const apply = () => {
      if (applied) return;
      applied = true;
      try {
        overlay = this.store.beginBlock(block.height, block.timestamp);
        applyBlock(block, { state: overlay, chain: this.store, params: this.params, rules: this.rules, verifySignatures: false });
      } catch (error) {
        applyError = error;
      }
    };
    const badSignature = await checkSignatures(block, { verified: this.verified, verifier: this.verifier }, apply);
    apply(); // a no-op unless the verifier skipped its `meanwhile` hook
    // As a check of each transaction in order would: the lower position fails the block, and a
    // bad signature is reported before the other rules of the same transaction.
    const applyIndex = applyError instanceof BlockRejectedError ? applyError.transactionIndex : undefined;
    if (badSignature >= 0 && (applyError === undefined || applyIndex === undefined || badSignature <= applyIndex)) {
      const cause = new TransactionRejectedError(TxRejectReason.BAD_SIGNATURE, 'signature does not verify', 'signature');
      throw new BlockRejectedError(BlockRejectReason.INVALID_TRANSACTION, `transaction ${badSignature} invalid: ${cause.reason}`, cause, badSignature);
    }
    if (applyError instanceof ContractNodeFaultError) {
      // This node could not run a contract of the block at all (no runner, an engine error; never
      // time: block application is untimed and gas bounds it): not the block's fault and not its
      // sender's; nothing is committed, and the block can be pushed again.
      this.logger?.error('block not applied: a contract could not be run on this node', { height: block.height, block: block.id.toString(), kind: applyError.kind, cause: applyError.message });
    }
    if (applyError !== undefined) throw applyError;
    const stored = this.prunable.forStorage(block);
    await this.store.commitBlock(overlay!, storedBlockOf(stored), transactionIndexes(stored));
    this.tipBlock = stored;
    this.recent.push(stored);
    this.logger?.debug('block pushed', { height: block.height, block: block.id.toString(), transactions: block.transactions.length });
    // Listeners (gossip among them) get the block as applied, with its data: a block published
    // pruned would be refused by peers that must hold the data.
    this.emitter.emit('blockPushed', { block, events: overlay!.events });
    // Pruning rides on the write queue; its failure is logged, never the push's.
    await this.prunable.maybePrune().catch((error: unknown) => this.logger?.warn('pruning failed', { error: error instanceof Error ? error.message : String(error) }));
    return { status: 'pushed', block: stored };
  }

  private async pop(request: PopOffRequest): Promise<Block[]> {
    const tip = this.tipBlock;
    const target = popTarget(request, tip.height, this.store.maxRollback);
    if (target === tip.height) return [];
    let records: StoredBlock[];
    try {
      records = await this.store.popTo(target);
    } catch (error) {
      // popTo pops block by block: after a failure part-way the store may sit lower than the
      // tip we knew. Follow it, so the cache and the events never describe a chain it lacks.
      const stored = this.store.tip();
      if (stored !== undefined && stored.blockId !== this.tipBlock.id) {
        this.recent.truncateAbove(stored.height);
        this.tipBlock = this.recent.atHeight(stored.height) ?? (await this.reader.loadTip());
      }
      throw error;
    }
    const popped = records.map((r) => this.recent.byBlockId(r.id) ?? parseStored(r, this.rules.registry));
    this.recent.truncateAbove(target);
    this.tipBlock = this.recent.atHeight(target) ?? (await this.reader.loadTip());
    this.recent.fillBelow(this.tipBlock);
    const keepTransactions = request.keepTransactions === true;
    this.logger?.info('blocks popped', { from: tip.height, to: target, keepTransactions });
    this.emitter.emit('blockPopped', { blocks: popped, tip: this.tipBlock, keepTransactions });
    return popped;
  }

  // -------------------------------------------------------------------------------------------
  // Internals

  private serial<T>(operation: () => Promise<T>): Promise<T> {
    const run = this.writes.then(operation, operation);
    this.writes = run.catch(() => undefined);
    return run;
  }
}
