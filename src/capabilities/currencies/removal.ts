// Deleting a currency, by its deletion transaction (deletion.ts) or by failed crowdfunding
// (reserve.ts): its offers are removed with refunds, its holdings, mint counters and founders
// go, its name and code are freed and its resolution is unscheduled.
import type { LedgerState } from '../../domain/types.js';
import { pair } from '../../domain/state/pair-key.js';
import { unschedule } from '../../domain/state/schedule.js';
import { OWNER } from './holdings.js';
import { freeNames } from './names.js';
import { removeOffer } from './offer-book.js';
import { CURRENCIES, CURRENCY_HOLDINGS, FOUNDERS, MINT_COUNTERS, OFFERS } from './tables.js';
import type { Currency } from './records.js';
import { RESOLVE_PREFIX } from './resolve-item.js';

export function deleteCurrency(state: LedgerState, currency: bigint, c: Currency): void {
  for (const [id, o] of state.scan(OFFERS, 'byCurrency', { prefix: [currency] })) removeOffer(state, id, o, 'deleted');
  for (const [, h] of state.scan(CURRENCY_HOLDINGS, 'byCurrency', { prefix: [currency] })) state.delete(CURRENCY_HOLDINGS, pair(h.account, currency));
  for (const [key] of state.scan(MINT_COUNTERS, 'byCurrency', { prefix: [currency] })) state.delete(MINT_COUNTERS, key);
  for (const [, f] of state.scan(FOUNDERS, 'byCurrency', { prefix: [currency] })) state.delete(FOUNDERS, pair(currency, f.account));
  freeNames(state, c.name, c.code);
  unschedule(state, OWNER, `${RESOLVE_PREFIX}${currency}`);
  state.delete(CURRENCIES, currency);
  state.emit({ capability: OWNER, name: 'deleted', attributes: { currency, code: c.code } });
}
