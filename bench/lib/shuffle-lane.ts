// The chain of the shuffling and contracts benches: a Blockchain on a ChainStore on disk (classic-level), fed block by
// block by an offline ChainBuilder (the forger with the earliest hit time forges, at that time).
// Each block's transactions are signed natively when the builder knows the block's timestamp,
// the block goes through its wire bytes (so the node parses its own copy, prunable processing
// data included) and is pushed; the signatures count as verified (the mempool's case), and every
// phase's time is kept apart: signing, the builder's forging (a fixture cost), the push.
import { performance } from 'node:perf_hooks';
import { Block } from '../../src/domain/block.js';
import { ONE_COIN, TRANSACTION_VERSION } from '../../src/domain/constants.js';
import { Transaction } from '../../src/domain/transaction.js';
import type { Appendices, Attachment } from '../../src/domain/types.js';
import { appendixFeeMTA } from '../../src/domain/appendix-rules.js';
import { bytesEqual } from '../../src/domain/hex.js';
import type { NetworkParams } from '../../src/domain/network-params.js';
import { Blockchain } from '../../src/chain/blockchain.js';
import { SystemTimeSource } from '../../src/chain/time.js';
import { ChainStore } from '../../src/storage/chain-store.js';
import type { BenchKey } from './keys.js';
import type { BenchNetwork } from './fixtures.js';
import { ChainBuilder } from './chain-builder.js';
import { BENCH_REGISTRY, BENCH_RULES } from './rules.js';
import type { ChainRules } from '../../src/domain/capability.js';

/** One transaction to sign: its sender, type, attachment (without its version) and appendices;
 * a recipient, an amount, a fee and the attachment's version when the type needs them. */
export interface TxSpec {
  readonly sender: BenchKey;
  readonly type: { readonly type: number; readonly subtype: number };
  readonly attachment: object;
  readonly appendices?: Appendices;
  readonly recipientId?: bigint;
  readonly amountMTA?: bigint;
  /** Default: 1 coin + the appendices' fee (the shuffling types' minimum). */
  readonly feeMTA?: bigint;
  /** Default 1 (0 for an empty attachment, as a payment's). */
  readonly version?: number;
}

/** Signed natively at `timestamp`. */
export function signedSpec(spec: TxSpec, timestamp: number, ecBlockId: bigint): Transaction {
  const appendices = spec.appendices ?? {};
  const unsigned = new Transaction(
    {
      type: spec.type.type,
      subtype: spec.type.subtype,
      version: TRANSACTION_VERSION,
      timestamp,
      deadline: 1440,
      senderPublicKey: spec.sender.publicKey,
      recipientId: spec.recipientId ?? 0n,
      amountMTA: spec.amountMTA ?? 0n,
      feeMTA: spec.feeMTA ?? ONE_COIN + appendixFeeMTA(appendices),
      referencedTransactionFullHash: null,
      ecBlockHeight: 0,
      ecBlockId,
      attachment: { version: spec.version ?? 1, ...spec.attachment } as Attachment,
      appendices,
      signature: null,
    },
    BENCH_REGISTRY,
  );
  return unsigned.withSignature(spec.sender.sign(unsigned.unsignedBytes()));
}

export interface PushedBlock {
  readonly block: Block;
  readonly transactions: readonly Transaction[];
  readonly signMs: number;
  readonly forgeMs: number;
  readonly pushMs: number;
}

export class ShuffleLane {
  /** Every transaction's fee, by sender (for the balance checks). */
  readonly feesBySender = new Map<bigint, bigint>();

  private constructor(
    readonly builder: ChainBuilder,
    readonly chain: Blockchain,
    readonly store: ChainStore,
    /** Full hashes of the transactions signed here: the node treats them as verified. */
    private readonly signed: Map<bigint, Uint8Array>,
  ) {}

  /** `rules`: the pushing chain's (default the bench's; the contracts bench plugs in the executor). */
  static async open(net: BenchNetwork, dir: string, rules: ChainRules = BENCH_RULES): Promise<ShuffleLane> {
    const params: NetworkParams = net.params;
    const signed = new Map<bigint, Uint8Array>();
    const store = await ChainStore.open({ path: dir }, { tables: BENCH_RULES.tables });
    const chain = await Blockchain.open(
      { params, rules },
      { store, timeSource: new SystemTimeSource(params), verified: { isVerified: (tx) => bytesEqual(signed.get(tx.id) ?? new Uint8Array(0), tx.fullHash) } },
    );
    return new ShuffleLane(new ChainBuilder(params, net.forgers), chain, store, signed);
  }

  get height(): number {
    return this.chain.tip.height;
  }

  /** Forges the next block holding `specs` (signed at the block's timestamp) and pushes it. */
  async block(specs: readonly TxSpec[]): Promise<PushedBlock> {
    let signMs = 0;
    let transactions: Transaction[] = [];
    const f0 = performance.now();
    const forged = this.builder.forgeAppend((timestamp) => {
      const s0 = performance.now();
      transactions = specs.map((spec) => signedSpec(spec, timestamp, this.builder.genesis.id));
      signMs = performance.now() - s0;
      return transactions;
    });
    const forgeMs = performance.now() - f0 - signMs;
    for (const tx of transactions) {
      this.signed.set(tx.id, tx.fullHash);
      this.feesBySender.set(tx.senderId, (this.feesBySender.get(tx.senderId) ?? 0n) + tx.feeMTA);
    }
    const block = Block.fromFullBytes(forged.fullBytes(), forged.height, forged.cumulativeDifficulty, BENCH_REGISTRY);
    const p0 = performance.now();
    const result = await this.chain.pushBlock(block);
    const pushMs = performance.now() - p0;
    if (result.status !== 'pushed') throw new Error(`block at height ${block.height} was not pushed: ${result.status}`);
    return { block, transactions, signMs, forgeMs, pushMs };
  }

  async close(): Promise<void> {
    await this.store.close();
  }
}
