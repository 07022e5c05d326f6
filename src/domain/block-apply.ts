// Applying a whole block: the pipeline every capability plugs into.
//   1. begin phase: each capability's beginBlock hook (registration order), then the items
//      scheduled for this height (owner, item order), including deferred effects that are due;
//   2. each transaction in order (optionally validated at its position);
//   3. the fees to the generator;
//   4. end phase: each capability's endBlock hook;
//   5. one balance-history entry per changed account.
// Everything goes into the block's overlay; on any error the caller discards it (the block is
// applied atomically or not at all), and the store commits it in one batch with its undo record.
import type { ChainView } from './types.js';
import type { NetworkParams } from './network-params.js';
import type { Block } from './block.js';
import type { BlockPhaseContext, ChainRules } from './capability.js';
import type { StateOverlay } from './state/overlay.js';
import { ACCOUNTS } from './state/accounts.js';
import { dueAt, takeDue } from './state/schedule.js';
import { DEFERRED_OWNER } from './deferred-table.js';
import { resolveDeferred } from './deferred.js';
import { BlockRejectedError, BlockRejectReason, DomainError, TransactionRejectedError } from './errors.js';
import { StateError } from './state/errors.js';
import { recordBalance } from './consensus.js';
import { adjustBalance } from './ledger.js';
import { applyTransaction, validateAgainstState, validateStateless, type StatelessValidationContext, type StateValidationContext } from './validation.js';

export interface ApplyBlockContext {
  /** The overlay at block.height (state.height === block.height). */
  readonly state: StateOverlay;
  /** The chain up to block.height - 1. */
  readonly chain: ChainView;
  readonly params: NetworkParams;
  readonly rules: ChainRules;
  /** Default true: validate each transaction at its position before applying it: stateless
   * rules with now = the block's timestamp (so a transaction may be at most 15 s newer than its
   * block and must not have expired before it), then ledger rules against the state so far. */
  readonly validateTransactions?: boolean;
  /** Default true: with validateTransactions, also verify signatures (pass false for
   * transactions whose signatures were already verified, e.g. by the mempool). */
  readonly verifySignatures?: boolean;
}

/** The begin phase of a block: capability hooks, then the work scheduled for its height. The
 * forger runs it too, on its trial overlay, so the transactions it picks are checked against
 * the state they will meet. */
export function beginBlockPhase(state: StateOverlay, ctx: BlockPhaseContext): void {
  for (const capability of ctx.rules.capabilities) capability.beginBlock?.(state, ctx);
  for (const item of dueAt(state, state.height)) {
    takeDue(state, item);
    if (item.owner === DEFERRED_OWNER) {
      resolveDeferred(state, item.item, ctx);
      continue;
    }
    const owner = ctx.rules.capability(item.owner);
    // An item of a capability this node does not run is dropped (it was consensus state of a
    // chain built with other rules; our own capabilities cannot schedule for absent owners).
    owner?.onScheduled?.(state, item.item, ctx);
  }
}

export function endBlockPhase(state: StateOverlay, ctx: BlockPhaseContext): void {
  for (const capability of ctx.rules.capabilities) capability.endBlock?.(state, ctx);
}

/** Block-phase work that throws a rule or state error fails the block with a typed reason
 * (marked as ours: every node with these rules fails alike, the peer is not at fault). The
 * forger's selection runs the begin phase through it too. */
export function inPhase(which: 'begin' | 'end', work: () => void): void {
  try {
    work();
  } catch (error) {
    if (!(error instanceof DomainError) && !(error instanceof StateError)) throw error;
    throw new BlockRejectedError(BlockRejectReason.BLOCK_PHASE_FAILED, `${which}-block work failed: ${error.message}`, error, undefined, { dependsOnState: true });
  }
}

/** Applies the block; returns the ids of the accounts it changed. Throws BlockRejectedError
 * INVALID_TRANSACTION (cause: the TransactionRejectedError) when a transaction is invalid at its
 * position. Block-level checks are validateBlock's job. */
export function applyBlock(block: Block, ctx: ApplyBlockContext): Set<bigint> {
  const state = ctx.state;
  const phase: BlockPhaseContext = { params: ctx.params, chain: ctx.chain, rules: ctx.rules };
  inPhase('begin', () => beginBlockPhase(state, phase));
  const validate = ctx.validateTransactions !== false;
  const txs = block.transactions;
  const registry = ctx.rules.registry;
  // The validation contexts are the same for every transaction of the block (the validators
  // only read them): built once, not twice per transaction.
  const statelessCtx: StatelessValidationContext = { nowEpochSeconds: block.timestamp, params: ctx.params, registry, verifySignature: ctx.verifySignatures !== false };
  const stateCtx: StateValidationContext = { chain: ctx.chain, state, params: ctx.params, registry };
  for (let i = 0; i < txs.length; i++) {
    const tx = txs[i]!;
    try {
      if (validate) {
        validateStateless(tx, statelessCtx);
        validateAgainstState(tx, stateCtx);
      }
      applyTransaction(tx, state, registry);
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
  inPhase('end', () => endBlockPhase(state, phase));
  const touched = new Set(state.changedKeys(ACCOUNTS));
  for (const id of touched) {
    const account = state.getAccount(id)!;
    const recorded = recordBalance(account, block.height, ctx.params);
    if (recorded !== account) state.putAccount(recorded);
  }
  return touched;
}
