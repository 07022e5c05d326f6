// Removing an exchange offer, whatever the reason (replaced by a new one, expired, or its
// currency deleted): what its two sides still hold goes back to its owner, the buy side's coin
// (supply x buy rate) and the sell side's units, and its expiry is unscheduled.
import type { LedgerState } from '../../domain/types.js';
import { adjustBalance } from '../../domain/ledger.js';
import { unschedule } from '../../domain/state/schedule.js';
import { adjustUnits, OWNER } from './holdings.js';
import { OFFERS } from './tables.js';
import type { Offer } from './records.js';

/** Prefix of the scheduled item that removes an offer at its expiration height. */
export const EXPIRE = 'offer:';

export type RemovalReason = 'replaced' | 'expired' | 'deleted';

export function removeOffer(state: LedgerState, id: bigint, o: Offer, reason: RemovalReason): void {
  if (o.buySupply > 0n) adjustBalance(state, o.account, o.buySupply * o.buyRate);
  if (o.sellSupply > 0n) adjustUnits(state, o.account, o.currency, o.sellSupply);
  state.delete(OFFERS, id);
  if (reason !== 'expired') unschedule(state, OWNER, `${EXPIRE}${id}`);
  state.emit({ capability: OWNER, name: reason === 'expired' ? 'offerExpired' : 'offerRemoved', attributes: { offer: id, currency: o.currency, account: o.account, reason } });
}

/** The account's offer on the currency, if any (there is at most one). */
export function offerOf(state: LedgerState, account: bigint, currency: bigint): readonly [bigint, Offer] | undefined {
  return state.scan(OFFERS, 'byAccount', { prefix: [account, currency], limit: 1 })[0];
}

/** The scheduled expiry of an offer (at the start of the block at its expiration height). */
export function runOfferExpiry(state: LedgerState, item: string): boolean {
  if (!item.startsWith(EXPIRE)) return false;
  const id = BigInt(item.slice(EXPIRE.length));
  const o = state.get(OFFERS, id);
  if (o !== undefined) removeOffer(state, id, o, 'expired');
  return true;
}
