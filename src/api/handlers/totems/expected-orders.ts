// getExpectedAskOrders / getExpectedBidOrders: the order placements waiting in the mempool (not
// yet in a block), as the orders they will become. One factory makes both sides.
//
// What the fields mean for an order that is not placed yet:
//   order               the placement transaction's id (what the order's id will be);
//   quantityQNT         the whole quantity placed (nothing of it can have filled yet);
//   height, transactionHeight
//                       the height the next block will have (the tip + 1);
//   transactionIndex    the transaction's position in pool order: its index in the next block if
//                       that block takes the pool in order as it stands (a forecast: a fuller
//                       pool, an eviction or a refused transaction changes it).
// Sorted as the book will rank them: by price (asks lowest first, bids highest first), then in
// pool order (fee per byte, then arrival), the order in which the next block takes them and so
// the order of their places in the book at one price.
import type { Transaction } from '../../../domain/transaction.js';
import { idToString } from '../../../domain/ids.js';
import { attachmentOf, type TransactionType } from '../../../domain/tx-types/registry.js';
import type { OrderKind } from '../../../capabilities/totems/records.js';
import { askOrderPlacement, bidOrderPlacement, type PlacementAttachment } from '../../../capabilities/totems/orders.js';
import type { NodeApiContext } from '../../context.js';
import { arrayOf, int, object, R } from '../../response-schema.js';
import { ApiTag, defineHandler, type HandlerSpec } from '../../types.js';
import { accountFields } from '../accounts/account-extras.js';
import { ORDER_SCHEMA, requireTotem } from './render.js';
import { SIDES } from './order-sides.js';

const PLACEMENT: Readonly<Record<OrderKind, TransactionType<PlacementAttachment>>> = { ask: askOrderPlacement, bid: bidOrderPlacement };

/** An expected order: the fields of an open order, read as forecasts. */
export const EXPECTED_ORDER_SCHEMA = object(
  {
    ...ORDER_SCHEMA.properties,
    quantityQNT: { ...R.amount, description: 'The whole quantity placed (nothing of it can have filled yet).' },
    height: int('The height the next block will have (the tip + 1).', 0),
    transactionHeight: int('The same: the height the placement is expected at.', 0),
    transactionIndex: int('Position of the placement in pool order: its index in the next block if that block takes the pool as it stands.', 0),
  },
  {},
  { description: 'An order placement waiting in the mempool, as the order it will become.' },
);

export interface ExpectedPlacement {
  readonly tx: Transaction;
  readonly placement: PlacementAttachment;
  /** Position in pool order. */
  readonly index: number;
}

/** The side's placements in the pool (of one totem when given), in book order. */
export function expectedPlacements(pool: readonly Transaction[], kind: OrderKind, totem?: bigint): ExpectedPlacement[] {
  const type = PLACEMENT[kind];
  const out: ExpectedPlacement[] = [];
  pool.forEach((tx, index) => {
    if (tx.txType !== type) return;
    const placement = attachmentOf(tx, type);
    if (totem === undefined || placement.totem === totem) out.push({ tx, placement, index });
  });
  const better = kind === 'ask' ? (a: bigint, b: bigint) => a < b : (a: bigint, b: bigint) => a > b;
  return out.sort((x, y) => {
    const [a, b] = [x.placement.priceMTA, y.placement.priceMTA];
    if (a !== b) return better(a, b) ? -1 : 1;
    return x.index - y.index;
  });
}

function renderExpected(e: ExpectedPlacement, kind: OrderKind, height: number): Record<string, unknown> {
  return {
    order: idToString(e.tx.id),
    totem: idToString(e.placement.totem),
    ...accountFields('account', e.tx.senderId),
    quantityQNT: e.placement.quantityQNT.toString(),
    priceMTA: e.placement.priceMTA.toString(),
    height,
    transactionHeight: height,
    transactionIndex: e.index,
    type: kind,
  };
}

export function expectedOrdersRead(kind: OrderKind): HandlerSpec<NodeApiContext> {
  const side = SIDES[kind];
  return defineHandler({
    requestType: `getExpected${side.title}Orders`,
    tags: [ApiTag.AE],
    description: `Returns ${side.list}: the ${kind} order placements waiting in the mempool (not yet in a block), of one totem when totem is given, each as the order it will become: order (the placement transaction id), totem, account, accountRS, quantityQNT (the whole quantity placed), priceMTA, height and transactionHeight (the tip + 1, the height the next block will have), transactionIndex (its position in pool order: its index in the next block if that block takes the pool as it stands) and type. Sorted as the book will rank them: ${side.best}, then in pool order (fee per byte, then arrival), the order in which the next block takes them. Matching happens in the block: an expected order may fill at once. Unknown totem: errorCode 7 naming totem.`,
    method: 'GET',
    requirePost: false,
    requirePassword: false,
    requireBlockchain: true,
    response: object({ [side.list]: arrayOf(EXPECTED_ORDER_SCHEMA, `${side.best}, then pool order.`) }),
    params: [{ name: 'totem', type: 'id', description: 'Only placements of this totem.' }],
    async handler({ totem }, ctx: NodeApiContext) {
      if (totem !== undefined) requireTotem(ctx, totem);
      const height = (await ctx.blockchain.status()).height + 1;
      const pool = await ctx.mempool.list();
      return { [side.list]: expectedPlacements(pool, kind, totem).map((e) => renderExpected(e, kind, height)) };
    },
  });
}
