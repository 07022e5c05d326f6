// The ask and bid sides of the open-order reads. Each pair of operations (getAskOrder and
// getBidOrder, getAskOrders and getBidOrders, getAccountCurrentAskOrders and
// getAccountCurrentBidOrders) is made by one factory from the side it reads, so the two cannot
// drift apart; each operation's own file names its side. Open orders are read from committed
// state at the tip (queries.ts); a page reads only as far as its lastIndex.
import type { OrderKind } from '../../../capabilities/totems/records.js';
import { accountOrders, bookOf, orderOf } from '../../../capabilities/totems/queries.js';
import type { NodeApiContext } from '../../context.js';
import { arrayOf, object } from '../../response-schema.js';
import { ApiTag, defineHandler, type HandlerSpec } from '../../types.js';
import { requireAccount } from '../accounts/lookup.js';
import { ORDER_SCHEMA, renderOrder, renderOrders, requireTotem, unknownTotem } from './render.js';

/** How each side is named and ranked. */
export const SIDES = {
  ask: { title: 'Ask', list: 'askOrders', best: 'lowest price first' },
  bid: { title: 'Bid', list: 'bidOrders', best: 'highest price first' },
} as const satisfies Record<OrderKind, { title: string; list: string; best: string }>;

const TAGS = [ApiTag.AE] as const;
const ORDER_FIELDS =
  'order (the placement transaction id), totem, account, accountRS, quantityQNT (what remains to fill), priceMTA (MTA per QNT), height and transactionHeight (the placement\'s block), transactionIndex (its place in that block) and type';

/** getAskOrder / getBidOrder: one open order of the side by id. */
export function openOrderRead(kind: OrderKind): HandlerSpec<NodeApiContext> {
  const side = SIDES[kind];
  return defineHandler({
    requestType: `get${side.title}Order`,
    tags: TAGS,
    description: `Returns the open ${kind} order with this id: ${ORDER_FIELDS}. An order that is not open (filled, cancelled, never placed, or a ${kind === 'ask' ? 'bid' : 'ask'}) is errorCode 7 naming order.`,
    method: 'GET',
    requirePost: false,
    requirePassword: false,
    requireBlockchain: true,
    response: ORDER_SCHEMA,
    params: [{ name: 'order', type: 'id', required: true, description: `Id of the ${kind} order (its placement transaction's id).` }],
    async handler({ order }, ctx: NodeApiContext) {
      const found = orderOf(ctx.state, order, kind);
      if (found === undefined) throw unknownTotem('order', `open ${kind} order`);
      return renderOrder(ctx, order, found);
    },
  });
}

/** getAskOrders / getBidOrders: one side of a totem's book, a page. */
export function bookRead(kind: OrderKind): HandlerSpec<NodeApiContext> {
  const side = SIDES[kind];
  return defineHandler({
    requestType: `get${side.title}Orders`,
    tags: TAGS,
    description: `Returns ${side.list}: the open ${kind} orders of a totem in book order, ${side.best}, then the oldest first at one price (height, then place in the block): the order in which they fill. Each has ${ORDER_FIELDS}. Unknown totem: errorCode 7 naming totem.`,
    method: 'GET',
    requirePost: false,
    requirePassword: false,
    requireBlockchain: true,
    paginated: true,
    response: object({ [side.list]: arrayOf(ORDER_SCHEMA, `Book order: ${side.best}, then oldest.`) }),
    params: [{ name: 'totem', type: 'id', required: true, description: 'The totem whose book to read.' }],
    async handler({ totem }, ctx: NodeApiContext, req) {
      requireTotem(ctx, totem);
      const orders = bookOf(ctx.state, totem, kind, req.page);
      return { [side.list]: await renderOrders(ctx, orders) };
    },
  });
}

/** getAccountCurrentAskOrders / getAccountCurrentBidOrders: an account's open orders of the side. */
export function accountOrdersRead(kind: OrderKind): HandlerSpec<NodeApiContext> {
  const side = SIDES[kind];
  return defineHandler({
    requestType: `getAccountCurrent${side.title}Orders`,
    tags: TAGS,
    description: `Returns ${side.list}: the account's open ${kind} orders (only those of one totem when totem is given), by totem id, then oldest first. Each has ${ORDER_FIELDS}. Unknown account: errorCode 3 naming account; unknown totem: errorCode 7 naming totem.`,
    method: 'GET',
    requirePost: false,
    requirePassword: false,
    requireBlockchain: true,
    paginated: true,
    response: object({ [side.list]: arrayOf(ORDER_SCHEMA, 'By totem id, then oldest first.') }),
    params: [
      { name: 'account', type: 'account', required: true, description: 'The account (numeric id or RS address) whose orders to list.' },
      { name: 'totem', type: 'id', description: 'Only orders of this totem.' },
    ],
    async handler({ account, totem }, ctx: NodeApiContext, req) {
      await requireAccount(ctx, account);
      if (totem !== undefined) requireTotem(ctx, totem);
      const orders = accountOrders(ctx.state, account, kind, totem, req.page);
      return { [side.list]: await renderOrders(ctx, orders) };
    },
  });
}
