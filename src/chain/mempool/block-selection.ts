// Choosing the transactions of the next block: in pool order, each one checked at its position
// (stateless rules at the block's timestamp, then ledger rules) and applied to a trial overlay
// that first ran the block's begin phase (capability hooks, scheduled work), so the selection is
// valid together, in this order, against the state the block will meet. The ones that do not fit
// the limits or fail are skipped (and stay pending). Selection is local work: each candidate runs
// inside the contract runner's guarded scope, where a contract run past the watchdog is a node
// fault (block application, outside it, never stops for time).
import { ContractNodeFaultError } from '../../domain/contract-runner.js';
import type { Transaction } from '../../domain/transaction.js';
import type { NetworkParams } from '../../domain/network-params.js';
import type { ChainRules } from '../../domain/capability.js';
import { StateOverlay } from '../../domain/state/overlay.js';
import { beginBlockPhase, inPhase } from '../../domain/block-apply.js';
import { DomainError } from '../../domain/errors.js';
import { MAX_PAYLOAD_LENGTH, MAX_PRUNABLE_PAYLOAD_LENGTH, MAX_TRANSACTIONS_PER_BLOCK } from '../../domain/constants.js';
import { applyTransaction, validateAgainstState, validateStateless } from '../../domain/validation.js';
import type { ChainStore } from '../../storage/chain-store.js';
import type { BlockLimits } from '../options.js';
import type { PoolEntry } from './pool-heap.js';

export interface SelectionContext {
  readonly store: ChainStore;
  readonly params: NetworkParams;
  readonly rules: ChainRules;
  /** A transaction this node could not run (a contract past the watchdog, a failed worker): the
   * pool drops it, since trying it in every block would cost every block the watchdog. Called at
   * once, so `skip` may already leave out what it implies (its sender's other calls). */
  readonly onNodeFault?: (tx: Transaction, error: ContractNodeFaultError) => void;
  /** Candidates not to try at all (a penalised sender's contract transactions). */
  readonly skip?: (tx: Transaction) => boolean;
}

/** The runner's guarded scope when the contracts capability lends one, else a plain call. */
function guardOf(rules: ChainRules): <T>(fn: () => T) => T {
  const runner = rules.registry.hooks.contracts;
  if (runner?.guarded === undefined) return (fn) => fn();
  return (fn) => runner.guarded!(fn);
}

export function selectForBlock(ordered: readonly PoolEntry[], ctx: SelectionContext, limits: BlockLimits, blockTimestamp: number): Transaction[] {
  const { store, params, rules } = ctx;
  const registry = rules.registry;
  const guarded = guardOf(rules);
  const maxTransactions = limits.maxTransactions ?? MAX_TRANSACTIONS_PER_BLOCK;
  const maxPayload = limits.maxPayloadLength ?? MAX_PAYLOAD_LENGTH;
  const overlay = new StateOverlay({ height: store.height + 1, blockTimestamp }, { source: store });
  inPhase('begin', () => beginBlockPhase(overlay, { params, chain: store, rules }));
  const selected: Transaction[] = [];
  let payload = 0;
  let prunable = 0;
  for (const entry of ordered) {
    if (selected.length >= maxTransactions) break;
    if (payload + entry.size > maxPayload) continue;
    if (prunable + entry.tx.prunableLength > MAX_PRUNABLE_PAYLOAD_LENGTH) continue;
    const tx = entry.tx;
    if (ctx.skip?.(tx)) continue;
    const trial = overlay.fork();
    try {
      guarded(() => {
        validateStateless(tx, { nowEpochSeconds: blockTimestamp, params, verifySignature: false, registry });
        validateAgainstState(tx, { chain: store, state: trial, params, registry });
        applyTransaction(tx, trial, registry);
      });
    } catch (error) {
      if (error instanceof ContractNodeFaultError) ctx.onNodeFault?.(tx, error);
      if (error instanceof DomainError) continue;
      throw error;
    }
    overlay.merge(trial);
    selected.push(tx);
    payload += entry.size;
    prunable += entry.tx.prunableLength;
  }
  return selected;
}
