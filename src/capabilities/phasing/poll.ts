// The phasing poll the core asks about every phased transaction (PhasingHooks in
// src/domain/tx-types/hooks.ts): its checks at acceptance, its record, the count at the finish
// height, the recorded outcome, and the early finish at the end of a block.
import type { ChainView, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import type { BlockPhaseContext } from '../../domain/capability.js';
import { isBalanceIndependent, VotingModel, type PhasingAppendix } from '../../domain/phasing.js';
import type { PhasingHooks, RegistryHooks } from '../../domain/tx-types/hooks.js';
import type { TxValidationContext } from '../../domain/tx-types/registry.js';
import { stateRejection, TransactionRejectedError, TxRejectReason } from '../../domain/errors.js';
import { pair } from '../../domain/state/pair-key.js';
import { idFromHashPrefix } from '../../domain/ids.js';
import { StateOverlay } from '../../domain/state/overlay.js';
import { resolveDeferredNow } from '../../domain/deferred.js';
import { countVotes, holdingKindOf } from './counting.js';
import { LINKS, POLLS, RESULTS } from './tables.js';

export const OWNER = 'phasing';

/** The totem or currency a transaction moves, read from its attachment's field of that name
 * (the AE and MS types name it so), for the listings by holding. */
export function movedHoldingOf(tx: Transaction): bigint {
  const a = tx.attachment as unknown as Record<string, unknown>;
  const h = a['totem'] ?? a['currency'];
  return typeof h === 'bigint' ? h : 0n;
}

/** A poll that may finish before its height once its quorum is reached: its weights do not
 * depend on balances that could still change, and it has a closed set of voters or none
 * (whitelisted ACCOUNT, TRANSACTION and HASH polls). */
export function finishesEarly(p: PhasingAppendix): boolean {
  return isBalanceIndependent(p) && p.votingModel !== VotingModel.NONE && (p.whitelist.length > 0 || p.votingModel !== VotingModel.ACCOUNT);
}

function validate(tx: Transaction, { state }: TxValidationContext, hooks: RegistryHooks): void {
  const p = tx.appendices.phasing!;
  const kind = holdingKindOf(p);
  if (kind !== undefined) {
    const view = hooks.holdings[kind];
    if (view === undefined || !view.exists(state, p.holding)) throw stateRejection(TxRejectReason.INVALID_APPENDIX, `unknown ${kind.toLowerCase()} ${p.holding}`, 'phasingHolding');
    const max = view.maxUnits(state, p.holding);
    if (p.votingModel !== VotingModel.ACCOUNT && p.quorum > max) throw new TransactionRejectedError(TxRejectReason.INVALID_APPENDIX, `quorum is above the ${kind.toLowerCase()}'s ${max} units`, 'phasingQuorum');
    if (p.minBalance > max) throw new TransactionRejectedError(TxRejectReason.INVALID_APPENDIX, `minimum balance is above the ${kind.toLowerCase()}'s ${max} units`, 'phasingMinBalance');
  }
}

function accept(tx: Transaction, state: LedgerState): void {
  const p = tx.appendices.phasing!;
  // A TRANSACTION poll is looked at after every block until it finishes (its links may be
  // confirmed any time); a voted poll only after the blocks its votes come in.
  const watched = p.votingModel === VotingModel.TRANSACTION;
  state.put(POLLS, tx.id, { account: tx.senderId, fullHash: tx.fullHash, type: tx.type, subtype: tx.subtype, movedHolding: movedHoldingOf(tx), phasing: p, fee: tx.feeMTA, height: state.height, toCheck: watched });
  for (const h of p.linkedFullHashes) state.put(LINKS, pair(idFromHashPrefix(h), tx.id), h);
  state.emit({ capability: OWNER, name: 'pollCreated', transactionId: tx.id, attributes: { account: tx.senderId, finishHeight: p.finishHeight, votingModel: p.votingModel } });
}

export const pollHooks: PhasingHooks = Object.freeze({
  validate,
  accept,
  approved(tx: Transaction, state: LedgerState, hooks: RegistryHooks, chain: ChainView): boolean {
    const poll = state.get(POLLS, tx.id);
    return poll !== undefined && countVotes(state, hooks, chain, tx.id, poll) >= poll.phasing.quorum;
  },
  finish(tx: Transaction, state: LedgerState, applied: boolean, hooks: RegistryHooks, chain: ChainView): void {
    const poll = state.get(POLLS, tx.id);
    const result = poll === undefined ? 0n : countVotes(state, hooks, chain, tx.id, poll);
    state.put(RESULTS, tx.id, { result, approved: applied, height: state.height });
    if (poll?.toCheck) state.put(POLLS, tx.id, { ...poll, toCheck: false });
    state.emit({ capability: OWNER, name: applied ? 'released' : 'rejected', transactionId: tx.id, attributes: { result } });
  },
});

/** End of block: the polls votes touched, and the open TRANSACTION polls, checked for an early
 * finish (quorum reached). A TRANSACTION poll counts the links confirmed up to the block before
 * (the chain view of the block phase), so it finishes one block after its last link. */
export function finishEarly(state: LedgerState, ctx: BlockPhaseContext): void {
  const touched = state.scan(POLLS, 'toCheck');
  if (touched.length === 0) return;
  if (!(state instanceof StateOverlay)) throw new Error('the block phase runs on a state overlay');
  const hooks = ctx.rules.registry.hooks;
  for (const [id, poll] of touched) {
    const watched = poll.phasing.votingModel === VotingModel.TRANSACTION;
    if (!watched) state.put(POLLS, id, { ...poll, toCheck: false });
    if (state.get(RESULTS, id) !== undefined || poll.phasing.finishHeight <= state.height) continue;
    if (countVotes(state, hooks, ctx.chain, id, poll) >= poll.phasing.quorum) resolveDeferredNow(state, id, ctx);
  }
}
