// Offline forging of a fixture chain: the devnet forgers take turns by the consensus rules (the
// forger with the earliest hit time forges, at that time), so every block is valid for a real
// node. The builder tracks the ledger in memory (applying without re-validation: it made the
// transactions itself) only to know the forgers' effective balances.
import type { Account, ChainView, LedgerState } from '../../src/domain/types.js';
import type { Block } from '../../src/domain/block.js';
import type { Transaction } from '../../src/domain/transaction.js';
import type { NetworkParams } from '../../src/domain/network-params.js';
import type { KeyPair } from '../../src/domain/crypto.js';
import { applyBlock } from '../../src/domain/block-apply.js';
import { applyGenesis, buildGenesisBlock } from '../../src/domain/genesis.js';
import { forgeBlock } from '../../src/domain/forging.js';
import { earliestGenerator, effectiveBalanceCoins, retargetAncestorHeight, retargetsAfter } from '../../src/domain/consensus.js';
import { accountIdFromPublicKey } from '../../src/domain/account-id.js';

class MapLedger implements LedgerState {
  readonly accounts = new Map<bigint, Account>();
  height = 0;
  blockTimestamp = 0;
  getAccount(id: bigint): Account | undefined {
    return this.accounts.get(id);
  }
  getOrCreateAccount(id: bigint): Account {
    let a = this.accounts.get(id);
    if (a === undefined) {
      a = { id, publicKey: null, balanceMTA: 0n, forgedBalanceMTA: 0n, creationHeight: this.height, balanceHistory: [] };
      this.accounts.set(id, a);
    }
    return a;
  }
  putAccount(account: Account): void {
    this.accounts.set(account.id, account);
  }
}

export class ChainBuilder implements ChainView {
  readonly blocks: Block[] = [];
  private readonly ledger = new MapLedger();
  private readonly txIds = new Set<bigint>();

  constructor(
    readonly params: NetworkParams,
    private readonly forgers: readonly KeyPair[],
  ) {
    this.blocks.push(buildGenesisBlock(params));
    applyGenesis(this.ledger, params);
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
  hasTransactionFullHash(): boolean {
    return false;
  }

  /** Balance of an account in the builder's ledger (MTA). */
  balance(id: bigint): bigint {
    return this.ledger.getAccount(id)?.balanceMTA ?? 0n;
  }

  private ancestorTimestamp(): number | undefined {
    return retargetsAfter(this.height) ? this.blocks[retargetAncestorHeight(this.height)]!.timestamp : undefined;
  }

  /** The forger with the earliest hit time on the tip, and that time. */
  nextSlot(): { keyPair: KeyPair; timestamp: number } {
    const earliest = earliestGenerator(
      this.tip,
      this.forgers.map((keyPair) => ({
        keyPair,
        publicKey: keyPair.publicKey,
        effectiveBalanceCoins: effectiveBalanceCoins(this.ledger.getAccount(accountIdFromPublicKey(keyPair.publicKey)), this.height, this.params),
      })),
    );
    if (earliest === undefined) throw new Error('no forger can forge on the tip');
    return { keyPair: earliest.candidate.keyPair, timestamp: earliest.hitTime };
  }

  /** Forges the next block holding `transactions` (made by `make(timestamp)` so they can carry
   * the block's own timestamp) and appends it. */
  forgeNext(make: (blockTimestamp: number) => readonly Transaction[]): Block {
    const { keyPair, timestamp } = this.nextSlot();
    const ancestorTimestamp = this.ancestorTimestamp();
    const block = forgeBlock({
      previous: this.tip,
      ...(ancestorTimestamp !== undefined ? { ancestorTimestamp } : {}),
      timestamp,
      transactions: make(timestamp),
      keyPair,
      params: this.params,
    });
    this.ledger.height = block.height;
    this.ledger.blockTimestamp = block.timestamp;
    applyBlock(block, { state: this.ledger, chain: this, params: this.params, validateTransactions: false });
    for (const tx of block.transactions) this.txIds.add(tx.id);
    this.blocks.push(block);
    return block;
  }
}
