// Read functions over committed state (the API, tests and benchmarks use these).
import type { StateReader } from '../../domain/state/state.js';
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

/** The issuer's currencies, newest first. */
export function currenciesByIssuer(state: StateReader, issuer: bigint): Array<readonly [bigint, Currency]> {
  return state.scan(CURRENCIES, 'byIssuer', { prefix: [issuer] });
}

/** The account's holdings (units outside its offers), by currency id. */
export function accountCurrencies(state: StateReader, account: bigint): CurrencyHolding[] {
  return state.scan(CURRENCY_HOLDINGS, 'byAccount', { prefix: [account] }).map(([, h]) => h);
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

/** Exchanges, newest first: of a currency, an account (as seller or buyer), an offer, or all. */
export function exchangesOf(state: StateReader, f: ExchangeFilter): Exchange[] {
  let rows: Exchange[];
  if (f.offer !== undefined) rows = state.scan(EXCHANGES, 'byOffer', { prefix: [f.offer] }).map(([, e]) => e);
  else if (f.account !== undefined) {
    const sold = state.scan(EXCHANGES, 'bySeller', { prefix: [f.account] }).map(([, e]) => e);
    const bought = state.scan(EXCHANGES, 'byBuyer', { prefix: [f.account] }).map(([, e]) => e).filter((e) => e.seller !== f.account);
    rows = [...sold, ...bought].sort(newestFirst);
  } else if (f.currency !== undefined) rows = state.scan(EXCHANGES, 'byCurrency', { prefix: [f.currency] }).map(([, e]) => e);
  else rows = state.scan(EXCHANGES, 'recent').map(([, e]) => e);
  return rows.filter((e) => (f.currency === undefined || e.currency === f.currency) && (f.account === undefined || e.seller === f.account || e.buyer === f.account));
}

function newestFirst(a: { height: number; seq: number }, b: { height: number; seq: number }): number {
  return b.height - a.height || b.seq - a.seq;
}

/** Transfers and payments, newest first: of a currency, of an account (either side), or both. */
export function transfersOf(state: StateReader, f: { currency?: bigint; account?: bigint }): Array<readonly [bigint, CurrencyTransfer]> {
  let rows: Array<readonly [bigint, CurrencyTransfer]>;
  if (f.account !== undefined) {
    const sent = state.scan(CURRENCY_TRANSFERS, 'bySender', { prefix: [f.account] });
    const received = state.scan(CURRENCY_TRANSFERS, 'byRecipient', { prefix: [f.account] }).filter(([, t]) => t.sender !== f.account);
    rows = [...sent, ...received].sort(([, a], [, b]) => newestFirst(a, b));
  } else if (f.currency !== undefined) rows = state.scan(CURRENCY_TRANSFERS, 'byCurrency', { prefix: [f.currency] });
  else rows = [];
  return f.currency === undefined ? rows : rows.filter(([, t]) => t.currency === f.currency);
}

export function merchantOf(state: StateReader, account: bigint): Merchant | undefined {
  return state.get(MERCHANTS, account);
}

/** Every merchant, by name (case-insensitive). */
export function allMerchants(state: StateReader): Array<readonly [bigint, Merchant]> {
  return state.scan(MERCHANTS, 'byName');
}
