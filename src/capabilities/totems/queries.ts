// Read functions of the totem exchange over committed state (the API, tests, benchmarks). Every
// list is read a window at a time (the API's firstIndex..lastIndex; the whole list without one):
// lists of live records from the in-memory indexes, skipping to the window's start in the index;
// the histories (trades, transfers, dividends), whose indexes are on disk, from the store
// (IndexPages).
import type { CommittedState, IndexRange, StateReader } from '../../domain/state/state.js';
import { windowOf, type ListWindow } from '../../domain/state/pages.js';
import { APPROVALS, DIVIDENDS, HOLDINGS, ORDERS, TOTEM_CONTROLS, TOTEMS, TRADES, TRANSFERS, pair } from './tables.js';
import type { Approval, ApprovalState, Dividend, Holding, Order, OrderKind, Totem, TotemControl, Trade, Transfer } from './records.js';
import { dividendShares } from './dividend.js';
import { balancesOf, holdingOf, quantityAt } from './holdings.js';

export type Keyed<V> = readonly [bigint, V];

export function totemOf(state: StateReader, totem: bigint): Totem | undefined {
  return state.get(TOTEMS, totem);
}

/** Every totem, oldest issuance first (or only those whose approval is in `approval`); the
 * window of that list. */
export function allTotems(state: StateReader, window?: ListWindow, approval?: ApprovalState | 'NONE'): Array<Keyed<Totem>> {
  const { offset = 0, limit = Number.POSITIVE_INFINITY } = windowOf(window);
  if (approval === undefined) return state.scan(TOTEMS, 'byHeight', windowOf(window));
  if (approval === 'NONE') {
    const out: Array<Keyed<Totem>> = [];
    let skip = offset;
    if (limit <= 0) return out;
    for (const entry of state.scan(TOTEMS, 'byHeight')) {
      if (state.get(APPROVALS, entry[0]) !== undefined) continue;
      if (skip > 0) skip--;
      else if (out.push(entry) >= limit) break;
    }
    return out;
  }
  // Approvals by state are few next to the totems: sorted here by issuance.
  const ids = state.scan(APPROVALS, 'byState', { prefix: [approval] }).map(([id]) => id);
  const totems = ids.map((id) => [id, state.get(TOTEMS, id)!] as const).sort(([, a], [, b]) => a.height - b.height);
  return totems.slice(offset, offset + limit);
}

/** The issuer's totems, oldest issuance first; the window of that list. */
export function totemsByIssuer(state: StateReader, issuer: bigint, window?: ListWindow): Array<Keyed<Totem>> {
  return state.scan(TOTEMS, 'byIssuer', { prefix: [issuer], ...windowOf(window) });
}

export function approvalOf(state: StateReader, totem: bigint): Approval | undefined {
  return state.get(APPROVALS, totem);
}

export { balancesOf, holdingOf };

/** The account's holdings with units, by totem id; the window of that list. */
export function accountHoldings(state: StateReader, account: bigint, window?: ListWindow): Holding[] {
  return state.scan(HOLDINGS, 'byAccount', { prefix: [account], ...windowOf(window) }).map(([, h]) => h);
}

/** Holders of the totem, largest quantity first (then by account id). Sorted here rather than
 * kept in an index: a holding's quantity changes with every trade, and a ranked index would pay a
 * tree delete and insert for each of those to serve this read. */
export function totemHolders(state: StateReader, totem: bigint, limit?: number): Holding[] {
  const holders = state.scan(HOLDINGS, 'byTotem', { prefix: [totem] }).flatMap(([, h]) => (h.quantity > 0n ? [h] : []));
  holders.sort((a, b) => (a.quantity > b.quantity ? -1 : a.quantity < b.quantity ? 1 : a.account < b.account ? -1 : a.account > b.account ? 1 : 0));
  return limit === undefined ? holders : holders.slice(0, limit);
}

export function numberOfHolders(state: StateReader, totem: bigint): number {
  let n = 0;
  for (const [, h] of state.scan(HOLDINGS, 'byTotem', { prefix: [totem] })) if (h.quantity > 0n) n++;
  return n;
}

/** Holders at a past height (within the dividend window), issuer excluded: who a dividend pays. */
export { dividendShares };

/** Holders of the totem at the end of block `height` (within the dividend window: the history
 * holdings keep answers no further back), issuer included, largest quantity first, then account
 * order (the order of the `ranked` index). Walks every holding record of the totem. */
export function totemHoldersAt(state: StateReader, totem: bigint, height: number): Array<{ account: bigint; quantity: bigint }> {
  const out: Array<{ account: bigint; quantity: bigint }> = [];
  for (const [, h] of state.scan(HOLDINGS, 'byTotem', { prefix: [totem] })) {
    const quantity = quantityAt(state, h, height);
    if (quantity > 0n) out.push({ account: h.account, quantity });
  }
  return out.sort((a, b) => (a.quantity === b.quantity ? (a.account < b.account ? -1 : 1) : a.quantity > b.quantity ? -1 : 1));
}

export function orderOf(state: StateReader, order: bigint, kind?: OrderKind): Order | undefined {
  const found = state.get(ORDERS, order);
  return found === undefined || (kind !== undefined && found.kind !== kind) ? undefined : found;
}

/** The book of one side: best price first, then oldest; the window of that list. */
export function bookOf(state: StateReader, totem: bigint, kind: OrderKind, window?: ListWindow): Array<Keyed<Order>> {
  return state.scan(ORDERS, 'book', { prefix: [totem, kind], ...windowOf(window) });
}

/** The account's open orders of one side (of one totem when given), oldest first per totem; the
 * window of that list. */
export function accountOrders(state: StateReader, account: bigint, kind: OrderKind, totem?: bigint, window?: ListWindow): Array<Keyed<Order>> {
  const prefix = totem === undefined ? [account, kind] : [account, kind, totem];
  return state.scan(ORDERS, 'byAccount', { prefix, ...windowOf(window) });
}

export function tradeOf(state: StateReader, askOrder: bigint, bidOrder: bigint): Trade | undefined {
  return state.get(TRADES, pair(askOrder, bidOrder));
}

export interface TradeFilter {
  readonly totem?: bigint;
  /** As seller or buyer (a trade with itself once). */
  readonly account?: bigint;
  /** Only trades whose block's timestamp is at or after this: block timestamps rise with height,
   * so on a newest-first list they are its beginning and the read stops at the first older one. */
  readonly fromTimestamp?: number;
}

/** Trades, newest first (height, then order within the block): of a totem, of an account, of
 * both, or all; the window of that list. */
export function tradesOf(state: CommittedState, filter: TradeFilter, window?: ListWindow): Promise<Trade[]> {
  const { totem, account, fromTimestamp } = filter;
  const ranges: IndexRange[] =
    account !== undefined
      ? [
          { index: 'bySeller', prefix: [account] },
          { index: 'byBuyer', prefix: [account] },
        ]
      : [totem === undefined ? { index: 'recent' } : { index: 'byTotem', prefix: [totem] }];
  return state
    .page(TRADES, ranges, {
      ...windowOf(window),
      ...(account !== undefined && totem !== undefined ? { keep: (t: Trade) => t.totem === totem } : {}),
      ...(fromTimestamp !== undefined ? { takeWhile: (t: Trade) => t.timestamp >= fromTimestamp } : {}),
    })
    .then((entries) => entries.map(([, t]) => t));
}

export function numberOfTrades(state: CommittedState, totem: bigint): Promise<number> {
  return state.count(TRADES, { index: 'byTotem', prefix: [totem] });
}

/** Transfers, newest first: of a totem, of an account (sent or received; to itself once), or of
 * the account in that totem; the window of that list (none without a filter). */
export async function transfersOf(state: CommittedState, filter: { totem?: bigint; account?: bigint }, window?: ListWindow): Promise<Array<Keyed<Transfer>>> {
  const { totem, account } = filter;
  if (account === undefined) {
    if (totem === undefined) return [];
    return state.page(TRANSFERS, { index: 'byTotem', prefix: [totem] }, windowOf(window));
  }
  const ranges: IndexRange[] = [
    { index: 'bySender', prefix: [account] },
    { index: 'byRecipient', prefix: [account] },
  ];
  return state.page(TRANSFERS, ranges, { ...windowOf(window), ...(totem !== undefined ? { keep: (t: Transfer) => t.totem === totem } : {}) });
}

export function numberOfTransfers(state: CommittedState, totem: bigint): Promise<number> {
  return state.count(TRANSFERS, { index: 'byTotem', prefix: [totem] });
}

/** Dividends of a totem, newest first; the window of that list. */
export function dividendsOf(state: CommittedState, totem: bigint, window?: ListWindow): Promise<Array<Keyed<Dividend>>> {
  return state.page(DIVIDENDS, { index: 'byTotem', prefix: [totem] }, windowOf(window));
}

/** The totem's phasing control, if it has one. */
export function totemControlOf(state: StateReader, totem: bigint): TotemControl | undefined {
  return state.get(TOTEM_CONTROLS, totem);
}
