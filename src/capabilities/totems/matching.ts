// Matching: runs when an order placement is applied in a block (never in the mempool). The new
// order enters the book, then while the best ask is priced at or below the best bid they trade:
//   - best ask = lowest price, best bid = highest price; equal prices by height, then by the
//     block sequence (transaction order), so the oldest order first;
//   - quantity = the smaller remainder; price = the resting (older) order's price, so a bid
//     that takes a cheaper ask pays the ask's price and gets the difference back;
//   - the seller's units (held by the ask) go to the buyer, the coin (held by the bid) to the
//     seller; a filled order leaves the book.
// The book was crossed by nothing before the new order, so every trade involves it; each step
// reads the best order with one O(log n) index lookup, whatever the depth of the book.
import type { LedgerState } from '../../domain/types.js';
import { adjustBalance } from '../../domain/ledger.js';
import { adjustHolding, OWNER } from './holdings.js';
import { ORDERS, pair, TRADES } from './tables.js';
import type { Order } from './records.js';

function best(state: LedgerState, totem: bigint, kind: 'ask' | 'bid'): readonly [bigint, Order] | undefined {
  return state.scan(ORDERS, 'book', { prefix: [totem, kind], limit: 1 })[0];
}

/** True when order a was in the book before order b. */
function older(a: Order, b: Order): boolean {
  return a.height < b.height || (a.height === b.height && a.seq < b.seq);
}

function reduce(state: LedgerState, id: bigint, order: Order, quantity: bigint): void {
  if (order.quantity === quantity) state.delete(ORDERS, id);
  else state.put(ORDERS, id, { ...order, quantity: order.quantity - quantity });
}

/** Matches the book of `totem` until it no longer crosses; returns the number of trades. */
export function matchOrders(state: LedgerState, totem: bigint): number {
  let trades = 0;
  for (;;) {
    const ask = best(state, totem, 'ask');
    const bid = best(state, totem, 'bid');
    if (ask === undefined || bid === undefined) return trades;
    const [askId, a] = ask;
    const [bidId, b] = bid;
    if (a.price > b.price) return trades;
    const quantity = a.quantity < b.quantity ? a.quantity : b.quantity;
    const askRests = older(a, b);
    const price = askRests ? a.price : b.price;
    const amount = quantity * price;
    // Seller: the units leave (they were held by the ask), the coin arrives.
    adjustHolding(state, a.account, totem, -quantity, 0n);
    adjustBalance(state, a.account, amount);
    // Buyer: the units arrive, and what the bid held beyond the trade price comes back.
    adjustHolding(state, b.account, totem, quantity, quantity);
    const refund = quantity * (b.price - price);
    if (refund > 0n) adjustBalance(state, b.account, refund);
    reduce(state, askId, a, quantity);
    reduce(state, bidId, b, quantity);
    const tradeType = askRests ? 'buy' : 'sell';
    state.put(TRADES, pair(askId, bidId), {
      totem,
      askOrder: askId,
      bidOrder: bidId,
      seller: a.account,
      buyer: b.account,
      quantity,
      price,
      askOrderHeight: a.height,
      bidOrderHeight: b.height,
      tradeType,
      height: state.height,
      // Trades of one block follow their orders: the newer order's place, then the trade count.
      seq: (askRests ? b.seq : a.seq) * 1024 + Math.min(trades, 1023),
      timestamp: state.blockTimestamp,
    });
    state.emit({
      capability: OWNER,
      name: 'trade',
      attributes: { totem, askOrder: askId, bidOrder: bidId, seller: a.account, buyer: b.account, quantityQNT: quantity, priceMTA: price, tradeType },
    });
    trades++;
  }
}
