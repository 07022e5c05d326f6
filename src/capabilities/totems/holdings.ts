// Holdings: every change of an account's units goes through here, so the quantity, what is
// available and the recent history behind dividends stay in step.
import type { LedgerState } from '../../domain/types.js';
import type { StateReader, StateWriter } from '../../domain/state/state.js';
import { schedule } from '../../domain/state/schedule.js';
import { stateRejection, TxRejectReason } from '../../domain/errors.js';
import { HOLDINGS, pair, SEQ } from './tables.js';
import type { Holding } from './records.js';
import { deleteHistory, EMPTY_HISTORY, quantityAtHeight, recordHistory, type HistoryParts } from './history.js';

const NO_HISTORY: HistoryParts = { tail: EMPTY_HISTORY, firstChunk: 0, chunks: 0 };

export const OWNER = 'totems';

/** How far back a dividend may look: its height is at most this many blocks below the block
 * before the dividend's own (Nxt: 1440, a day of minute blocks). */
export const DIVIDEND_WINDOW = 1440;

/** Prefix of the scheduled item that deletes a holding left empty once the window has passed. */
const CLEANUP = 'holding:';

export function holdingOf(state: StateReader, account: bigint, totem: bigint): Holding | undefined {
  return state.get(HOLDINGS, pair(account, totem));
}

/** Units the account owns (open asks included) and may still move (open asks and, in the
 * mempool's pending state, pending transactions excluded). */
export function balancesOf(state: StateReader, account: bigint, totem: bigint): { quantity: bigint; available: bigint } {
  const h = holdingOf(state, account, totem);
  return { quantity: h?.quantity ?? 0n, available: h?.available ?? 0n };
}

/** The account's quantity at the end of block `height` (within the dividend window). */
export function quantityAt(state: StateReader, h: Holding, height: number): bigint {
  return quantityAtHeight(state, h.account, h.totem, h, height);
}

/**
 * Changes the account's units by `dQuantity` (owned) and `dAvailable` (movable). Throws
 * NOT_ENOUGH_FUNDS (errorCode 6, naming `param`) when either would fall below zero. In a block
 * the history records the new quantity; in the mempool's pending state (which never commits)
 * the same call only reserves.
 */
export function adjustHolding(state: LedgerState, account: bigint, totem: bigint, dQuantity: bigint, dAvailable: bigint, param = 'quantityQNT'): Holding {
  const before = holdingOf(state, account, totem);
  const quantity = (before?.quantity ?? 0n) + dQuantity;
  const available = (before?.available ?? 0n) + dAvailable;
  if (quantity < 0n || available < 0n) throw stateRejection(TxRejectReason.NOT_ENOUGH_FUNDS, 'not enough units of the totem', param);
  let next: Holding;
  if (dQuantity === 0n && before !== undefined) next = { ...before, available };
  else {
    const parts = recordHistory(state, account, totem, before ?? NO_HISTORY, state.height, quantity, state.height - 1 - DIVIDEND_WINDOW);
    next = { account, totem, quantity, available, tail: parts.tail, firstChunk: parts.firstChunk, chunks: parts.chunks, lastChange: state.height };
  }
  state.put(HOLDINGS, pair(account, totem), next);
  // An emptied holding stays while a dividend may still read its past; then it is deleted.
  if (quantity === 0n && dQuantity !== 0n) schedule(state, state.height + DIVIDEND_WINDOW + 2, OWNER, `${CLEANUP}${account}:${totem}`);
  return next;
}

/** The scheduled deletion of an emptied holding (a no-op when it holds units again). */
export function runHoldingCleanup(state: LedgerState, item: string): boolean {
  if (!item.startsWith(CLEANUP)) return false;
  const [account, totem] = item.slice(CLEANUP.length).split(':').map((s) => BigInt(s));
  const key = pair(account!, totem!);
  const h = state.get(HOLDINGS, key);
  if (h !== undefined && h.quantity === 0n && h.available === 0n) {
    deleteHistory(state, account!, totem!, h);
    state.delete(HOLDINGS, key);
  }
  return true;
}

/** The next sequence number of this block (records of a block are numbered in the order its
 * transactions made them, which orders equal prices of one height and lists history). */
export function nextSeq(state: StateWriter & { readonly height: number }): number {
  const current = state.get(SEQ, 0);
  const seq = current !== undefined && current.height === state.height ? current.next : 0;
  state.put(SEQ, 0, { height: state.height, next: seq + 1 });
  return seq;
}
