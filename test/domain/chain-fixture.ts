// A tiny in-memory chain driven by the domain functions only: genesis, forging by the best
// forger (the ten devnet keys unless others are given) at its hit time, validation and
// application. Used by the block-level tests, and by the benchmarks' offline chain builder.
import type { ChainView } from '../../src/domain/types.js';
import { Block } from '../../src/domain/block.js';
import type { Transaction } from '../../src/domain/transaction.js';
import { applyGenesis, buildGenesisBlock } from '../../src/domain/genesis.js';
import { devnetParams, type NetworkParams } from '../../src/domain/network-params.js';
import { earliestGenerator, effectiveBalanceCoins, retargetAncestorHeight, retargetsAfter } from '../../src/domain/consensus.js';
import { forgeBlock } from '../../src/domain/forging.js';
import { validateBlock } from '../../src/domain/block-validation.js';
import { applyBlock } from '../../src/domain/block-apply.js';
import { accountIdFromPublicKey } from '../../src/domain/account-id.js';
import type { KeyPair } from '../../src/domain/crypto.js';
import { toHex } from '../../src/domain/hex.js';
import { ACCOUNTS } from '../../src/domain/state/accounts.js';
import type { StateOverlay } from '../../src/domain/state/overlay.js';
import { TEST_RULES } from '../helpers/rules.js';
import { MemoryLedger, MemoryStore, key } from './fakes.js';

export class TestChain implements ChainView {
  readonly blocks: Block[] = [];
  /** The committed state at the tip. */
  readonly store = new MemoryStore();
  readonly txIds = new Set<bigint>();
  readonly fullHashes = new Set<string>();
  readonly forgers: readonly KeyPair[];

  constructor(readonly params: NetworkParams = devnetParams(), forgers?: readonly KeyPair[]) {
    const genesis = buildGenesisBlock(params);
    const overlay = this.store.beginBlock(0, genesis.timestamp);
    applyGenesis(overlay, params);
    this.store.commit(overlay);
    this.blocks.push(genesis);
    this.forgers = forgers ?? Array.from({ length: 10 }, (_, i) => key(`devnet-${i}`));
  }

  /** A read view of the state at the tip (a fresh overlay: what is written to it is not kept). */
  get state(): MemoryLedger {
    return new MemoryLedger(this.height, this.lastBlockTimestamp, this.store);
  }

  /** An overlay for applying `block` on the tip (commit it with store.commit). */
  beginBlock(block: Block): StateOverlay {
    return this.store.beginBlock(block.height, block.timestamp);
  }

  get genesis(): Block {
    return this.blocks[0]!;
  }

  get tip(): Block {
    return this.blocks[this.blocks.length - 1]!;
  }
  get height(): number {
    return this.tip.height;
  }
  get lastBlockTimestamp(): number {
    return this.tip.timestamp;
  }
  getBlockIdAtHeight(height: number): bigint | undefined {
    return this.blocks[height]?.id;
  }
  hasTransaction(id: bigint): boolean {
    return this.txIds.has(id);
  }
  hasTransactionFullHash(fullHash: Uint8Array): boolean {
    return this.fullHashes.has(toHex(fullHash));
  }

  ancestorTimestamp(): number | undefined {
    return retargetsAfter(this.height) ? this.blocks[retargetAncestorHeight(this.height)]!.timestamp : undefined;
  }

  effectiveBalance(publicKey: Uint8Array): bigint {
    return effectiveBalanceCoins(this.store.get(ACCOUNTS, accountIdFromPublicKey(publicKey)), this.height, this.params);
  }

  /** The forger with the earliest hit time, and that time. */
  bestForger(): { keyPair: KeyPair; timestamp: number } {
    const earliest = earliestGenerator(
      this.tip,
      this.forgers.map((keyPair) => ({ keyPair, publicKey: keyPair.publicKey, effectiveBalanceCoins: this.effectiveBalance(keyPair.publicKey) })),
    );
    return earliest === undefined
      ? { keyPair: this.forgers[0]!, timestamp: Number.POSITIVE_INFINITY }
      : { keyPair: earliest.candidate.keyPair, timestamp: earliest.hitTime };
  }

  /** The next block by the best forger at its hit time (not yet pushed). */
  forgeNext(transactions: readonly Transaction[] = []): Block {
    const { keyPair, timestamp } = this.bestForger();
    const ancestorTimestamp = this.ancestorTimestamp();
    return forgeBlock({
      previous: this.tip,
      ...(ancestorTimestamp !== undefined ? { ancestorTimestamp } : {}),
      timestamp,
      transactions,
      keyPair,
      params: this.params,
    });
  }

  /** Validates and applies a block, then makes it the tip. */
  push(block: Block): void {
    const ancestorTimestamp = this.ancestorTimestamp();
    validateBlock(block, {
      previous: this.tip,
      ...(ancestorTimestamp !== undefined ? { ancestorTimestamp } : {}),
      nowEpochSeconds: block.timestamp,
      generatorEffectiveBalanceCoins: this.effectiveBalance(block.generatorPublicKey),
      params: this.params,
    });
    this.append(block, true);
  }

  /** Applies a block and makes it the tip; `validate` false skips the transaction rules (for a
   * chain whose transactions the caller made itself, e.g. benchmark fixtures). */
  append(block: Block, validate: boolean): void {
    const state = this.beginBlock(block);
    applyBlock(block, { state, chain: this, params: this.params, rules: TEST_RULES, validateTransactions: validate });
    this.store.commit(state);
    for (const tx of block.transactions) {
      this.txIds.add(tx.id);
      this.fullHashes.add(toHex(tx.fullHash));
    }
    this.blocks.push(block);
  }
}
