// Holdings and the per-block record sequence: every change of an account's units goes through
// adjustUnits, so a holding never goes negative and an emptied one leaves the table.
import type { LedgerState } from '../../domain/types.js';
import type { StateReader, StateWriter } from '../../domain/state/state.js';
import { stateRejection, TxRejectReason } from '../../domain/errors.js';
import { pair } from '../../domain/state/pair-key.js';
import { CURRENCY_HOLDINGS, CURRENCY_SEQ } from './tables.js';

export const OWNER = 'currencies';

/** The spec's named error of a sender with too little currency (or, for currencyMint, too
 * little coin for the fee). */
export const NOT_ENOUGH_CURRENCY = 'NOT_ENOUGH_CURRENCY';

/** The account's units of the currency (0 when it holds none). */
export function unitsOf(state: StateReader, account: bigint, currency: bigint): bigint {
  return state.get(CURRENCY_HOLDINGS, pair(account, currency))?.units ?? 0n;
}

/** Adds `delta` (may be negative) to the account's units. Below zero: NOT_ENOUGH_CURRENCY
 * (errorCode 6, naming `param`). In the mempool's pending state the same call reserves. */
export function adjustUnits(state: LedgerState, account: bigint, currency: bigint, delta: bigint, param = 'unitsQNT'): bigint {
  const key = pair(account, currency);
  const units = (state.get(CURRENCY_HOLDINGS, key)?.units ?? 0n) + delta;
  if (units < 0n) throw stateRejection(TxRejectReason.NOT_ENOUGH_FUNDS, 'not enough units of the currency', param, NOT_ENOUGH_CURRENCY);
  if (units === 0n) state.delete(CURRENCY_HOLDINGS, key);
  else state.put(CURRENCY_HOLDINGS, key, { account, currency, units });
  return units;
}

/** The next sequence number of this block's records (orders equal heights in listings and the
 * offer books). */
export function nextSeq(state: StateWriter & { readonly height: number }): number {
  const current = state.get(CURRENCY_SEQ, 0);
  const seq = current !== undefined && current.height === state.height ? current.next : 0;
  state.put(CURRENCY_SEQ, 0, { height: state.height, next: seq + 1 });
  return seq;
}
