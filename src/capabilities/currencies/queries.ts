// Read functions over committed state (the API, tests and benchmarks use these). The histories
// (exchanges, transfers) have their indexes on disk: their lists are read a window at a time from
// the store (IndexPages), never whole.
import type { CommittedState, IndexRange, StateReader } from '../../domain/state/state.js';
import { windowOf, type ListWindow } from '../../domain/state/pages.js';
import { pair } from '../../domain/state/pair-key.js';
import { currencyByNameOrCode } from './names.js';
import { CURRENCIES, CURRENCY_HOLDINGS, CURRENCY_TRANSFERS, EXCHANGES, FOUNDERS, MERCHANTS, OFFERS } from './tables.js';
import type { Currency, CurrencyHolding, CurrencyTransfer, Exchange, Founder, Merchant, Offer } from './records.js';

export { unitsOf } from './holdings.js';
export { lastCounter, maxMintUnits, mintableProblem } from './mint.js';
export { deletionProblem } from './deletion.js';

export function currencyOf(state: StateReader, id: bigint): Currency | undefined {
  return state.get(CURRENCIES, id);
}

/** The currency whose code is `code` (exactly, capital letters). */
export function currencyByCode(state: StateReader, code: string): readonly [bigint, Currency] | undefined {
  const id = currencyByNameOrCode(state, code);
  const c = id === undefined ? undefined : state.get(CURRENCIES, id);
  return c !== undefined && c.code === code ? [id!, c] : undefined;
}

/** Every currency, newest first. */
export function allCurrencies(state: StateReader): Array<readonly [bigint, Currency]> {
  return state.scan(CURRENCIES, 'byHeight');
}

/** The issuer's currencies, newest first; the window of that list. */
export function currenciesByIssuer(state: StateReader, issuer: bigint, window?: ListWindow): Array<readonly [bigint, Currency]> {
  return state.scan(CURRENCIES, 'byIssuer', { prefix: [issuer], ...windowOf(window) });
}

/** The account's holdings (units outside its offers), by currency id; the window of that list. */
export function accountCurrencies(state: StateReader, account: bigint, window?: ListWindow): CurrencyHolding[] {
  return state.scan(CURRENCY_HOLDINGS, 'byAccount', { prefix: [account], ...windowOf(window) }).map(([, h]) => h);
}

/** The currency's holders, most units first. */
export function currencyHolders(state: StateReader, currency: bigint): CurrencyHolding[] {
  return state.scan(CURRENCY_HOLDINGS, 'byCurrency', { prefix: [currency] }).map(([, h]) => h);
}

export function holdingOf(state: StateReader, account: bigint, currency: bigint): CurrencyHolding | undefined {
  return state.get(CURRENCY_HOLDINGS, pair(account, currency));
}

export function foundersOf(state: StateReader, currency: bigint): Founder[] {
  return state.scan(FOUNDERS, 'byCurrency', { prefix: [currency] }).map(([, f]) => f);
}

/** Offers of one currency (newest first), or every offer of one account, or both filters. */
export function offersOf(state: StateReader, filter: { currency?: bigint; account?: bigint }): Array<readonly [bigint, Offer]> {
  if (filter.account !== undefined) {
    const mine = state.scan(OFFERS, 'byAccount', { prefix: filter.currency === undefined ? [filter.account] : [filter.account, filter.currency] });
    return mine;
  }
  if (filter.currency !== undefined) return state.scan(OFFERS, 'byCurrency', { prefix: [filter.currency] });
  return state.scan(OFFERS, 'byCurrency');
}

export function offerById(state: StateReader, id: bigint): Offer | undefined {
  return state.get(OFFERS, id);
}

export type ExchangeFilter = { currency?: bigint; account?: bigint; offer?: bigint };

/** Exchanges, newest first (height, then order within the block): of an offer, an account (as
 * seller or buyer; with itself once), a currency, any of these together, or all; the window of
 * that list. */
export function exchangesOf(state: CommittedState, f: ExchangeFilter, window?: ListWindow): Promise<Exchange[]> {
  const { currency, account, offer } = f;
  let ranges: IndexRange[];
  // The range narrows by one filter; `keep` checks the others given with it.
  let keep: ((e: Exchange) => boolean) | undefined;
  if (offer !== undefined) {
    ranges = [{ index: 'byOffer', prefix: [offer] }];
    if (currency !== undefined || account !== undefined) {
      keep = (e) => (currency === undefined || e.currency === currency) && (account === undefined || e.seller === account || e.buyer === account);
    }
  } else if (account !== undefined) {
    ranges = [
      { index: 'bySeller', prefix: [account] },
      { index: 'byBuyer', prefix: [account] },
    ];
    if (currency !== undefined) keep = (e) => e.currency === currency;
  } else if (currency !== undefined) ranges = [{ index: 'byCurrency', prefix: [currency] }];
  else ranges = [{ index: 'recent' }];
  return state.page(EXCHANGES, ranges, { ...windowOf(window), ...(keep !== undefined ? { keep } : {}) }).then((rows) => rows.map(([, e]) => e));
}

export function numberOfExchanges(state: CommittedState, currency: bigint): Promise<number> {
  return state.count(EXCHANGES, { index: 'byCurrency', prefix: [currency] });
}

/** Transfers and payments, newest first: of a currency, of an account (either side; to itself
 * once), or of the account in that currency; the window of that list (none without a filter). */
export async function transfersOf(state: CommittedState, f: { currency?: bigint; account?: bigint }, window?: ListWindow): Promise<Array<readonly [bigint, CurrencyTransfer]>> {
  if (f.account !== undefined) {
    const ranges: IndexRange[] = [
      { index: 'bySender', prefix: [f.account] },
      { index: 'byRecipient', prefix: [f.account] },
    ];
    const currency = f.currency;
    return state.page(CURRENCY_TRANSFERS, ranges, { ...windowOf(window), ...(currency !== undefined ? { keep: (t: CurrencyTransfer) => t.currency === currency } : {}) });
  }
  if (f.currency !== undefined) return state.page(CURRENCY_TRANSFERS, { index: 'byCurrency', prefix: [f.currency] }, windowOf(window));
  return [];
}

/** A currency's transfers and merchant payments, counted apart. */
export async function transferCounts(state: CommittedState, currency: bigint): Promise<{ numberOfTransfers: number; numberOfPayments: number }> {
  const range = { index: 'byCurrency', prefix: [currency] };
  const [all, payments] = await Promise.all([state.count(CURRENCY_TRANSFERS, range), state.count(CURRENCY_TRANSFERS, range, { keep: (t) => t.payment })]);
  return { numberOfTransfers: all - payments, numberOfPayments: payments };
}

export function merchantOf(state: StateReader, account: bigint): Merchant | undefined {
  return state.get(MERCHANTS, account);
}

/** Every merchant, by name (case-insensitive). */
export function allMerchants(state: StateReader): Array<readonly [bigint, Merchant]> {
  return state.scan(MERCHANTS, 'byName');
}
