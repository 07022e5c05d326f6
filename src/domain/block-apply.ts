// Applying a whole block to the ledger: each transaction in order (optionally validated at its
// position), the fees to the generator, then one balance-history entry per changed account.
// Writes go through the given LedgerState; on any error the caller discards that overlay (the
// block is applied atomically or not at all).
import type { Account, ChainView, LedgerState } from './types.js';
import type { NetworkParams } from './network-params.js';
import type { Block } from './block.js';
import { BlockRejectedError, BlockRejectReason, TransactionRejectedError } from './errors.js';
import { recordBalance } from './consensus.js';
import { adjustBalance } from './ledger.js';
import { applyTransaction, validateAgainstState, validateStateless, type StatelessValidationContext, type StateValidationContext } from './validation.js';
import type { TransactionTypeRegistry } from './tx-types/registry.js';

/** A LedgerState proxy that remembers which accounts were written. */
class TouchTracking implements LedgerState {
  readonly touched = new Set<bigint>();
  constructor(private readonly inner: LedgerState) {}
  get height(): number {
    return this.inner.height;
  }
  get blockTimestamp(): number {
    return this.inner.blockTimestamp;
  }
  getAccount(id: bigint): Account | undefined {
    return this.inner.getAccount(id);
  }
  getOrCreateAccount(id: bigint): Account {
    return this.inner.getOrCreateAccount(id);
  }
  putAccount(account: Account): void {
    this.touched.add(account.id);
    this.inner.putAccount(account);
  }
}

export interface ApplyBlockContext {
  /** The overlay at block.height (state.height === block.height). */
  readonly state: LedgerState;
  /** The chain up to block.height - 1. */
  readonly chain: ChainView;
  readonly params: NetworkParams;
  readonly registry?: TransactionTypeRegistry;
  /** Default true: validate each transaction at its position before applying it: stateless
   * rules with now = the block's timestamp (so a transaction may be at most 15 s newer than its
   * block and must not have expired before it), then ledger rules against the state so far. */
  readonly validateTransactions?: boolean;
  /** Default true: with validateTransactions, also verify signatures (pass false for
   * transactions whose signatures were already verified, e.g. by the mempool). */
  readonly verifySignatures?: boolean;
}

/** Applies the block's transactions and fees; returns the ids of the accounts it changed.
 * Throws BlockRejectedError INVALID_TRANSACTION (cause: the TransactionRejectedError) when a
 * transaction is invalid at its position. Block-level checks are validateBlock's job. */
export function applyBlock(block: Block, ctx: ApplyBlockContext): Set<bigint> {
  const state = new TouchTracking(ctx.state);
  const validate = ctx.validateTransactions !== false;
  const txs = block.transactions;
  // The validation contexts are the same for every transaction of the block (the validators
  // only read them): built once, not twice per transaction.
  const registry = ctx.registry ? { registry: ctx.registry } : {};
  const statelessCtx: StatelessValidationContext = { nowEpochSeconds: block.timestamp, params: ctx.params, ...registry, verifySignature: ctx.verifySignatures !== false };
  const stateCtx: StateValidationContext = { chain: ctx.chain, state, params: ctx.params, ...registry };
  for (let i = 0; i < txs.length; i++) {
    const tx = txs[i]!;
    try {
      if (validate) {
        validateStateless(tx, statelessCtx);
        validateAgainstState(tx, stateCtx);
      }
      applyTransaction(tx, state, ctx.registry);
    } catch (e) {
      if (e instanceof TransactionRejectedError) {
        throw new BlockRejectedError(BlockRejectReason.INVALID_TRANSACTION, `transaction ${i} invalid: ${e.reason}`, e, i);
      }
      throw e;
    }
  }
  const generatorId = block.generatorId;
  if (block.totalFeeMTA > 0n) {
    const credited = adjustBalance(state, generatorId, block.totalFeeMTA);
    state.putAccount({ ...credited, forgedBalanceMTA: credited.forgedBalanceMTA + block.totalFeeMTA });
  }
  const generator = state.getOrCreateAccount(generatorId);
  if (generator.publicKey === null) state.putAccount({ ...generator, publicKey: block.generatorPublicKey.slice() });
  for (const id of state.touched) {
    const account = ctx.state.getAccount(id)!;
    const recorded = recordBalance(account, block.height, ctx.params);
    if (recorded !== account) ctx.state.putAccount(recorded);
  }
  return state.touched;
}
