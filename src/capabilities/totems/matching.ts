// Matching: runs when an order placement is applied in a block (never in the mempool). The
// incoming order meets the other side of its totem's book while they cross:
//   - the other side's best order first: the lowest ask or the highest bid; equal prices by
//     height, then by the block sequence (transaction order), so the oldest order first;
//   - quantity = the smaller remainder; price = the resting order's price (the resting order is
//     always the older one), so a bid that takes a cheaper ask pays the ask's price and gets the
//     difference back (tradeType 'buy'), an ask that meets a higher bid is paid the bid's price
//     (tradeType 'sell');
//   - the seller's units go to the buyer and the coin to the seller; a filled resting order
//     leaves the book; what remains of the incoming order enters the book (placement in
//     orders.ts).
// The book was crossed by nothing before the incoming order, so every trade involves it. Each
// step reads the best resting order with one O(log n) index lookup, whatever the depth of the
// book, and an incoming order that fills at once never enters the book at all.
import type { LedgerState } from '../../domain/types.js';
import { adjustBalance } from '../../domain/ledger.js';
import { adjustHolding, OWNER } from './holdings.js';
import { ORDERS, pair, TRADES } from './tables.js';
import type { Order } from './records.js';

/** The best resting order of `kind` for the totem. */
function best(state: LedgerState, totem: bigint, kind: 'ask' | 'bid'): readonly [bigint, Order] | undefined {
  return state.scan(ORDERS, 'book', { prefix: [totem, kind], limit: 1 })[0];
}

/** True when the resting order's price crosses the incoming one's. */
function crosses(incoming: Order, resting: Order): boolean {
  return incoming.kind === 'bid' ? resting.price <= incoming.price : resting.price >= incoming.price;
}

/**
 * Trades the incoming order `id` (not yet in the book; its units or coin already held in full by
 * the placement) against the book. Settles both sides: the resting orders' owners here, trade by
 * trade; the incoming order's owner once at the end (its units or its price improvement).
 * Returns the quantity left unfilled.
 */
export function matchIncoming(state: LedgerState, id: bigint, incoming: Order): bigint {
  const isBid = incoming.kind === 'bid';
  let remaining = incoming.quantity;
  let filled = 0n;
  /** Coin the incoming order's owner receives: a seller's proceeds, or a buyer's refund. */
  let coin = 0n;
  for (let trades = 0; remaining > 0n; trades++) {
    const found = best(state, incoming.totem, isBid ? 'ask' : 'bid');
    if (found === undefined || !crosses(incoming, found[1])) break;
    const [restingId, resting] = found;
    const quantity = remaining < resting.quantity ? remaining : resting.quantity;
    const price = resting.price;
    if (resting.quantity === quantity) state.delete(ORDERS, restingId);
    else state.put(ORDERS, restingId, { ...resting, quantity: resting.quantity - quantity });
    if (isBid) {
      // The resting ask held the seller's units: they leave, the coin arrives.
      adjustHolding(state, resting.account, incoming.totem, -quantity, 0n);
      adjustBalance(state, resting.account, quantity * price);
      coin += quantity * (incoming.price - price);
    } else {
      // The resting bid held quantity x its price of the buyer's coin: exactly what is paid.
      adjustHolding(state, resting.account, incoming.totem, quantity, quantity);
      coin += quantity * price;
    }
    const [askOrder, bidOrder, ask, bid] = isBid ? [restingId, id, resting, incoming] : [id, restingId, incoming, resting];
    state.put(TRADES, pair(askOrder, bidOrder), {
      totem: incoming.totem,
      askOrder,
      bidOrder,
      seller: ask.account,
      buyer: bid.account,
      quantity,
      price,
      askOrderHeight: ask.height,
      bidOrderHeight: bid.height,
      tradeType: isBid ? 'buy' : 'sell',
      height: state.height,
      // Trades of one block follow their incoming orders: its place, then the trade count.
      seq: incoming.seq * 1024 + Math.min(trades, 1023),
      timestamp: state.blockTimestamp,
    });
    state.emit({
      capability: OWNER,
      name: 'trade',
      attributes: { totem: incoming.totem, askOrder, bidOrder, seller: ask.account, buyer: bid.account, quantityQNT: quantity, priceMTA: price, tradeType: isBid ? 'buy' : 'sell' },
    });
    remaining -= quantity;
    filled += quantity;
  }
  if (filled > 0n) {
    // A buyer's units arrive (and may move at once); a seller's held units leave.
    if (isBid) adjustHolding(state, incoming.account, incoming.totem, filled, filled);
    else adjustHolding(state, incoming.account, incoming.totem, -filled, 0n);
  }
  if (coin > 0n) adjustBalance(state, incoming.account, coin);
  return remaining;
}
