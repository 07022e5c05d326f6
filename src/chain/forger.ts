// The forger: Nxt-style proof of stake for the accounts it was given. Key pairs live in this
// object's memory only: never stored, never logged, never part of a debug view (the secret
// phrase itself is dropped as soon as the key pair is derived).
//
// On every tick (`tryForge`) each forging account's hit time on the current tip is computed:
//   hitTime = tip.timestamp + floor(hit / (baseTarget * effectiveBalance)) + 1;
// the account with the earliest hit time forges once that time has come, with
//   timestamp = max(hitTime, tip.timestamp + 1)
// (or `now` when the hit time is more than an hour old, as Nxt does, so a node that was offline
// does not forge a run of blocks stamped in the past), filling the block from the mempool.
//
// The throughput devnet forges on a regular schedule instead (ForgerOptions.schedule 'regular'):
// under its forge-on-demand rule any forging account may forge at any time, so a block is forged
// at the first tick at least blockTimeSeconds after the tip (timestamp: now), by the account with
// the earliest hit. Hit times are the minimum of ten accounts' uniform waits: gaps of 1 to 8 s
// around a 2 s mean, and after a long gap the pool holds more than a block, so transactions wait
// several blocks (docs/performance.md, section 13). Regular blocks bound that wait.
//
// `generateBlock` (devnet/debug) forges at once with the account whose hit time is earliest.
// Under the devnet's forge-on-demand rule (NetworkParams.forgeOnDemand) its hit need not have
// come: timestamp = max(now, tip.timestamp + 1), so it never waits and never fails while a
// forging account has a balance. Without that rule (tests of the proof-of-stake timing):
//   timestamp = max(now, tip.timestamp + 1, bestHitTime);
// a timestamp more than MAX_TIMESTAMP_DRIFT_SECONDS ahead of now advances a ManualTimeSource to
// it (tests never wait), and is refused on the system clock with the second it becomes possible.
import type { Block } from '../domain/block.js';
import type { Transaction } from '../domain/transaction.js';
import type { NetworkParams } from '../domain/network-params.js';
import { toKeyPair, type KeyPair, type SecretOrKeyPair } from '../domain/crypto.js';
import { accountIdFromPublicKey } from '../domain/account-id.js';
import { earliestGenerator, generatorHitTime } from '../domain/consensus.js';
import { forgeBlock } from '../domain/forging.js';
import { MAX_TIMESTAMP_DRIFT_SECONDS } from '../domain/constants.js';
import { BlockRejectedError, BlockRejectReason } from '../domain/errors.js';
import type { Logger } from '../log/index.js';
import type { ForgerService, ForgingAccountInfo, PushResult } from './interface.js';
import type { ForgingBasis } from './blockchain.js';
import { ChainError, ChainErrorReason } from './errors.js';
import type { BlockLimits } from './options.js';
import { ManualTimeSource, type TimeSource } from './time.js';

/** What the forger needs of the blockchain (the Blockchain itself or its actor client). */
export interface ForgerChain {
  forgingBasis(accountIds: readonly bigint[]): Promise<ForgingBasis>;
  pushBlock(block: Block): Promise<PushResult>;
}

/** What the forger needs of the mempool (the Mempool itself or its actor client). */
export interface ForgerPool {
  selectForBlock(limits: BlockLimits, blockTimestamp: number): Transaction[] | Promise<Transaction[]>;
}

/** When a block is due: at the best hit time (Nxt), or blockTimeSeconds after the tip. */
export type ForgingSchedule = 'hit' | 'regular';

export interface ForgerOptions {
  readonly params: NetworkParams;
  readonly blockLimits?: BlockLimits;
  /** Default 'hit'. 'regular' needs a forge-on-demand network (its blocks carry no hit check). */
  readonly schedule?: ForgingSchedule;
}

export interface ForgerModules {
  readonly chain: ForgerChain;
  readonly pool: ForgerPool;
  readonly timeSource: TimeSource;
  readonly logger?: Logger;
}

/** A hit time older than this (seconds) forges with the current time instead (Nxt's rule). */
export const STALE_HIT_SECONDS = 3600;

interface ForgingAccount {
  readonly id: bigint;
  readonly keyPair: KeyPair;
}

interface Candidate {
  readonly account: ForgingAccount;
  readonly effectiveBalanceCoins: bigint;
  /** Infinity when the account cannot forge (no effective balance). */
  readonly hitTime: number;
}

export class Forger implements ForgerService {
  private readonly params: NetworkParams;
  private readonly schedule: ForgingSchedule;
  private readonly limits: BlockLimits;
  private readonly chain: ForgerChain;
  private readonly pool: ForgerPool;
  private readonly timeSource: TimeSource;
  private readonly logger: Logger | undefined;
  /** Forging accounts by id, in the order they started. */
  private readonly accounts = new Map<bigint, ForgingAccount>();
  private forgedCount = 0;
  /** Height and timestamp (epoch seconds) of the last block this forger forged. */
  private lastForgedBlock: { readonly height: number; readonly timestamp: number } | undefined;

  constructor(opts: ForgerOptions, modules: ForgerModules) {
    this.params = opts.params;
    this.schedule = opts.schedule ?? 'hit';
    if (this.schedule === 'regular' && !opts.params.forgeOnDemand) {
      throw new RangeError('a regular forging schedule needs a forge-on-demand network: elsewhere a block is valid only once its generator\'s hit has come');
    }
    // The network's block limits unless a test narrows them.
    this.limits = opts.blockLimits ?? { maxTransactions: opts.params.maxTransactionsPerBlock, maxPayloadLength: opts.params.maxPayloadLength };
    this.chain = modules.chain;
    this.pool = modules.pool;
    this.timeSource = modules.timeSource;
    this.logger = modules.logger;
  }

  /** Blocks forged by this forger since it was created. */
  get forged(): number {
    return this.forgedCount;
  }

  /** The last block this forger forged (undefined before the first). */
  get lastForged(): { readonly height: number; readonly timestamp: number } | undefined {
    return this.lastForgedBlock;
  }

  /** Number of forging accounts. */
  get accountCount(): number {
    return this.accounts.size;
  }

  async startForging(secret: SecretOrKeyPair): Promise<ForgingAccountInfo> {
    const id = this.addAccount(secret);
    const [info] = await this.infos([this.accounts.get(id)!]);
    return info!;
  }

  /** Adds a forging account without asking the chain anything (node start-up); returns its id. */
  addAccount(secret: SecretOrKeyPair): bigint {
    const keyPair = toKeyPair(secret);
    const id = accountIdFromPublicKey(keyPair.publicKey);
    if (!this.accounts.has(id)) {
      this.accounts.set(id, { id, keyPair });
      this.logger?.info('forging started', { account: id.toString() });
    }
    return id;
  }

  async stopForging(secret?: SecretOrKeyPair): Promise<number> {
    if (secret === undefined) {
      const n = this.accounts.size;
      this.accounts.clear();
      if (n > 0) this.logger?.info('forging stopped for all accounts', { count: n });
      return n;
    }
    const id = accountIdFromPublicKey(toKeyPair(secret).publicKey);
    const stopped = this.accounts.delete(id);
    if (stopped) this.logger?.info('forging stopped', { account: id.toString() });
    return stopped ? 1 : 0;
  }

  async getForging(account?: bigint): Promise<ForgingAccountInfo[]> {
    const selected = [...this.accounts.values()].filter((a) => account === undefined || a.id === account);
    return this.infos(selected);
  }

  /**
   * Forges when the best forging account's hit time has come (`now` defaults to the time
   * source). Returns the pushed block, or undefined when nobody may forge yet. A block that lost
   * a race against another block on the same tip is dropped quietly.
   */
  async tryForge(now: number = this.timeSource.nowEpochSeconds()): Promise<Block | undefined> {
    if (this.accounts.size === 0) return undefined;
    const { basis, best } = await this.plan();
    if (best === undefined || best.hitTime > now) return undefined;
    // Regular: best.hitTime is the due time, and the block is stamped when it is forged, so a
    // node that forges late never stamps blocks behind the clock.
    const earliest = Math.max(best.hitTime, basis.previous.timestamp + 1);
    const timestamp = this.schedule === 'regular' || now - earliest > STALE_HIT_SECONDS ? now : earliest;
    try {
      return await this.forge(basis, best.account, timestamp);
    } catch (error) {
      if (error instanceof BlockRejectedError && error.rejectReason === BlockRejectReason.BAD_PREVIOUS_BLOCK) {
        this.logger?.debug('forged block lost to a newer tip', { height: basis.previous.height + 1 });
        return undefined;
      }
      throw error;
    }
  }

  async generateBlock(): Promise<Block> {
    if (this.accounts.size === 0) throw new ChainError(ChainErrorReason.NO_FORGING_ACCOUNT, 'no account is forging on this node');
    const { basis, best } = await this.plan();
    if (best === undefined) throw new ChainError(ChainErrorReason.NO_FORGING_ACCOUNT, 'no forging account has an effective balance');
    const now = this.timeSource.nowEpochSeconds();
    if (this.params.forgeOnDemand) return this.forge(basis, best.account, Math.max(now, basis.previous.timestamp + 1));
    const timestamp = Math.max(now, basis.previous.timestamp + 1, best.hitTime);
    if (timestamp > now + MAX_TIMESTAMP_DRIFT_SECONDS) {
      if (this.timeSource instanceof ManualTimeSource) {
        this.timeSource.set(timestamp);
      } else {
        const retryAt = timestamp - MAX_TIMESTAMP_DRIFT_SECONDS;
        throw new ChainError(
          ChainErrorReason.TOO_EARLY,
          `no forging account may forge yet: the next block is possible at epoch second ${retryAt} (in ${retryAt - now} s)`,
          { retryAtEpochSeconds: retryAt },
        );
      }
    }
    return this.forge(basis, best.account, timestamp);
  }

  // -------------------------------------------------------------------------------------------

  private async forge(basis: ForgingBasis, account: ForgingAccount, timestamp: number): Promise<Block> {
    const transactions = await this.pool.selectForBlock(this.limits, timestamp);
    const block = forgeBlock({
      previous: basis.previous,
      ...(basis.ancestorTimestamp !== undefined ? { ancestorTimestamp: basis.ancestorTimestamp } : {}),
      timestamp,
      transactions,
      keyPair: account.keyPair,
      params: this.params,
    });
    const result = await this.chain.pushBlock(block);
    const pushed = result.status === 'pushed' ? result.block : block;
    this.forgedCount++;
    this.lastForgedBlock = { height: pushed.height, timestamp: pushed.timestamp };
    this.logger?.info('block forged', {
      height: pushed.height,
      block: pushed.id.toString(),
      generator: account.id.toString(),
      timestamp,
      transactions: transactions.length,
    });
    return pushed;
  }

  /** Hit times of every forging account on the current tip, and the earliest one (its hitTime
   * the due time of the block: on the regular schedule blockTimeSeconds after the tip). */
  private async plan(): Promise<{ basis: ForgingBasis; best: Candidate | undefined }> {
    const accounts = [...this.accounts.values()];
    const basis = await this.chain.forgingBasis(accounts.map((a) => a.id));
    const earliest = earliestGenerator(
      basis.previous,
      accounts.map((account, i) => ({ account, publicKey: account.keyPair.publicKey, effectiveBalanceCoins: basis.effectiveBalancesCoins[i]! })),
    );
    const due = (hitTime: number): number => (this.schedule === 'regular' && Number.isFinite(hitTime) ? basis.previous.timestamp + this.params.blockTimeSeconds : hitTime);
    const best = earliest && { account: earliest.candidate.account, effectiveBalanceCoins: earliest.candidate.effectiveBalanceCoins, hitTime: due(earliest.hitTime) };
    this.planned = best && { account: best.account.id, hitTime: best.hitTime, height: basis.previous.height + 1 };
    return { basis, best };
  }

  private candidate(basis: ForgingBasis, account: ForgingAccount, effectiveBalanceCoins: bigint): Candidate {
    return { account, effectiveBalanceCoins, hitTime: generatorHitTime(basis.previous, account.keyPair.publicKey, effectiveBalanceCoins) };
  }

  private async infos(accounts: readonly ForgingAccount[]): Promise<ForgingAccountInfo[]> {
    if (accounts.length === 0) return [];
    const basis = await this.chain.forgingBasis(accounts.map((a) => a.id));
    const now = this.timeSource.nowEpochSeconds();
    return accounts.map((account, i) => {
      const c = this.candidate(basis, account, basis.effectiveBalancesCoins[i]!);
      return {
        account: account.id,
        publicKey: account.keyPair.publicKey,
        effectiveBalanceCoins: c.effectiveBalanceCoins,
        ...(Number.isFinite(c.hitTime) ? { hitTime: c.hitTime, deadline: Math.max(0, c.hitTime - now) } : {}),
      };
    });
  }

  // ---- debug view ------------------------------------------------------------------------------

  /** The earliest hit as the last plan (each tick) computed it, for describe(). */
  private planned: { readonly account: bigint; readonly hitTime: number; readonly height: number } | undefined;

  /**
   * What the debug view shows of this forger (the forger actor's `describe`): the forging account
   * ids (never their keys), the next hit as the last tick computed it (hit time in epoch seconds,
   * seconds left, the height it would forge), and blocks forged. Reads fields only: it runs
   * outside the actor's mailbox and must not ask the chain anything. A plan for a height this
   * forger has forged since is spent: no next hit until the next tick plans again.
   */
  describe(): { accounts: bigint[]; nextHit: { account: bigint; hitTime: number; deadline: number; height: number } | null; forged: number } {
    const p = this.planned;
    const next = p !== undefined && this.accounts.has(p.account) && (this.lastForgedBlock?.height ?? -1) < p.height ? p : undefined;
    return {
      accounts: [...this.accounts.keys()],
      nextHit: next === undefined ? null : { ...next, deadline: Math.max(0, next.hitTime - this.timeSource.nowEpochSeconds()) },
      forged: this.forgedCount,
    };
  }
}
