// Read functions of the totem exchange over committed state (the API, tests, benchmarks). Lists
// come from the in-memory indexes in their order; `limit` bounds how much is read (a page's
// lastIndex + 1), the caller slices off what is before its firstIndex.
import type { StateReader } from '../../domain/state/state.js';
import { APPROVALS, DIVIDENDS, HOLDINGS, ORDERS, TOTEM_CONTROLS, TOTEMS, TRADES, TRANSFERS, pair } from './tables.js';
import type { Approval, ApprovalState, Dividend, Holding, Order, OrderKind, Totem, TotemControl, Trade, Transfer } from './records.js';
import { dividendShares } from './dividend.js';
import { balancesOf, holdingOf, quantityAt } from './holdings.js';

export type Keyed<V> = readonly [bigint, V];

export function totemOf(state: StateReader, totem: bigint): Totem | undefined {
  return state.get(TOTEMS, totem);
}

/** Every totem, oldest issuance first (or only those whose approval is in `approval`). */
export function allTotems(state: StateReader, limit?: number, approval?: ApprovalState | 'NONE'): Array<Keyed<Totem>> {
  if (approval === undefined) return state.scan(TOTEMS, 'byHeight', limit === undefined ? {} : { limit });
  if (approval === 'NONE') {
    const out: Array<Keyed<Totem>> = [];
    for (const entry of state.scan(TOTEMS, 'byHeight')) {
      if (state.get(APPROVALS, entry[0]) === undefined) out.push(entry);
      if (limit !== undefined && out.length >= limit) break;
    }
    return out;
  }
  const ids = state.scan(APPROVALS, 'byState', { prefix: [approval] }).map(([id]) => id);
  const totems = ids.map((id) => [id, state.get(TOTEMS, id)!] as const).sort(([, a], [, b]) => a.height - b.height);
  return limit === undefined ? totems : totems.slice(0, limit);
}

export function totemsByIssuer(state: StateReader, issuer: bigint, limit?: number): Array<Keyed<Totem>> {
  return state.scan(TOTEMS, 'byIssuer', { prefix: [issuer], ...(limit === undefined ? {} : { limit }) });
}

export function approvalOf(state: StateReader, totem: bigint): Approval | undefined {
  return state.get(APPROVALS, totem);
}

export { balancesOf, holdingOf };

/** The account's holdings with units, by totem id. */
export function accountHoldings(state: StateReader, account: bigint, limit?: number): Holding[] {
  return state.scan(HOLDINGS, 'byAccount', { prefix: [account], ...(limit === undefined ? {} : { limit }) }).map(([, h]) => h);
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

/** The book of one side: best price first, then oldest. */
export function bookOf(state: StateReader, totem: bigint, kind: OrderKind, limit?: number): Array<Keyed<Order>> {
  return state.scan(ORDERS, 'book', { prefix: [totem, kind], ...(limit === undefined ? {} : { limit }) });
}

/** The account's open orders of one side (of one totem when given), oldest first per totem. */
export function accountOrders(state: StateReader, account: bigint, kind: OrderKind, totem?: bigint, limit?: number): Array<Keyed<Order>> {
  const prefix = totem === undefined ? [account, kind] : [account, kind, totem];
  return state.scan(ORDERS, 'byAccount', { prefix, ...(limit === undefined ? {} : { limit }) });
}

export function tradeOf(state: StateReader, askOrder: bigint, bidOrder: bigint): Trade | undefined {
  return state.get(TRADES, pair(askOrder, bidOrder));
}

/** Trades, newest first: of a totem, of an account (as seller or buyer), of both, or all. */
export function tradesOf(state: StateReader, filter: { totem?: bigint; account?: bigint }, limit?: number): Trade[] {
  const lim = limit === undefined ? {} : { limit };
  if (filter.account === undefined) {
    const entries = filter.totem === undefined ? state.scan(TRADES, 'recent', lim) : state.scan(TRADES, 'byTotem', { prefix: [filter.totem], ...lim });
    return entries.map(([, t]) => t);
  }
  const account = filter.account;
  const keep = (t: Trade) => filter.totem === undefined || t.totem === filter.totem;
  const sold = state.scan(TRADES, 'bySeller', { prefix: [account] }).map(([, t]) => t).filter(keep);
  // A self-trade is both sold and bought: listed once.
  const bought = state.scan(TRADES, 'byBuyer', { prefix: [account] }).map(([, t]) => t).filter((t) => keep(t) && t.seller !== account);
  const merged = [...sold, ...bought].sort((a, b) => b.height - a.height || b.seq - a.seq);
  return limit === undefined ? merged : merged.slice(0, limit);
}

export function numberOfTrades(state: StateReader, totem: bigint): number {
  return state.scan(TRADES, 'byTotem', { prefix: [totem] }).length;
}

/** Transfers, newest first: of a totem, of an account (sent or received), or both. */
export function transfersOf(state: StateReader, filter: { totem?: bigint; account?: bigint }, limit?: number): Array<Keyed<Transfer>> {
  const keep = (t: Transfer) => filter.totem === undefined || t.totem === filter.totem;
  if (filter.account === undefined) {
    if (filter.totem === undefined) return [];
    return state.scan(TRANSFERS, 'byTotem', { prefix: [filter.totem], ...(limit === undefined ? {} : { limit }) });
  }
  const account = filter.account;
  const sent = state.scan(TRANSFERS, 'bySender', { prefix: [account] }).filter(([, t]) => keep(t));
  const received = state.scan(TRANSFERS, 'byRecipient', { prefix: [account] }).filter(([, t]) => keep(t) && t.sender !== account);
  const merged = [...sent, ...received].sort(([, a], [, b]) => b.height - a.height || b.seq - a.seq);
  return limit === undefined ? merged : merged.slice(0, limit);
}

export function numberOfTransfers(state: StateReader, totem: bigint): number {
  return state.scan(TRANSFERS, 'byTotem', { prefix: [totem] }).length;
}

/** Dividends of a totem, newest first. */
export function dividendsOf(state: StateReader, totem: bigint, limit?: number): Array<Keyed<Dividend>> {
  return state.scan(DIVIDENDS, 'byTotem', { prefix: [totem], ...(limit === undefined ? {} : { limit }) });
}

/** The totem's phasing control, if it has one. */
export function totemControlOf(state: StateReader, totem: bigint): TotemControl | undefined {
  return state.get(TOTEM_CONTROLS, totem);
}
