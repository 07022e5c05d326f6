// What the transaction-creating AE operations share: their common parameters, the fee sentence
// of their descriptions, and the checks against the ledger run before a transaction is signed
// (TransactionBody.check), so an unsigned or unbroadcast transaction is refused as a broadcast
// one. The mempool checks everything again with the domain rules (src/capabilities/totems/);
// these checks follow the same order and name the same parameters, only so the answer is clear
// whatever the caller does with the transaction.
import type { StateReader } from '../../../domain/state/state.js';
import { stateRejection, TxRejectReason } from '../../../domain/errors.js';
import { balancesOf, orderOf } from '../../../capabilities/totems/queries.js';
import type { OrderKind, Totem } from '../../../capabilities/totems/records.js';
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';

/** The fee of every AE transaction but issuance. */
export const ONE_COIN_FEE = 'Minimum fee: 1 coin.';

export const TOTEM_PARAM = { name: 'totem', type: 'id', required: true, description: 'The totem (the id of its issuance transaction). Unknown: errorCode 7 naming totem.' } as const;

export const QUANTITY_PARAM = {
  name: 'quantityQNT',
  type: 'amount',
  required: true,
  min: 1n,
  description: 'Quantity in QNT (the totem\'s smallest unit: 1 unit = 10^decimals QNT), at least 1.',
} as const;

/** The mempool's pending state: committed state with every pending transaction's reservation
 * (the units and coin the sender can still move). Read it at once: it changes with the pool. */
export async function pendingStateOf(ctx: NodeApiContext): Promise<StateReader> {
  return ctx.readView.pendingState() ?? (await ctx.mempool.pendingState());
}

/** A quantity the sender may move now: at most the totem's issued quantity (errorCode 7) and at
 * most its available units, open asks and pending transactions excluded (errorCode 6), both
 * naming quantityQNT. */
export async function requireMovable(ctx: NodeApiContext, sender: bigint, totemId: bigint, totem: Totem, quantity: bigint): Promise<void> {
  if (quantity > totem.initialQuantity) throw apiErrors.invalidParam('quantityQNT', `above the totem's quantity ${totem.initialQuantity}`);
  const { available } = balancesOf(await pendingStateOf(ctx), sender, totemId);
  if (available < quantity) {
    throw stateRejection(TxRejectReason.NOT_ENOUGH_FUNDS, `not enough units of the totem: quantityQNT is ${quantity}, the sender can move ${available}`, 'quantityQNT');
  }
}

/** Coin the transaction's sender can spend beyond its fee (unconfirmed balance minus the fee). */
export async function spendableBesidesFee(ctx: NodeApiContext, sender: bigint, feeMTA: bigint): Promise<bigint> {
  return (await ctx.mempool.unconfirmedBalance(sender)) - feeMTA;
}

export const PRICE_PARAM = { name: 'priceMTA', type: 'amount', required: true, min: 1n, description: 'Price in MTA per QNT, at least 1.' } as const;

export const ORDER_PARAM = { name: 'order', type: 'id', required: true, description: 'The order (the id of its placement transaction).' } as const;

/** An open order of this side that the sender placed, as the pending state has it (an order
 * whose cancellation is pending is gone there); otherwise errorCode 7 naming order. */
export async function requireOwnOpenOrder(ctx: NodeApiContext, sender: bigint, order: bigint, kind: OrderKind): Promise<void> {
  const found = orderOf(await pendingStateOf(ctx), order, kind);
  if (found === undefined) throw apiErrors.invalidParam('order', `no open ${kind} order ${order}`);
  if (found.account !== sender) throw apiErrors.invalidParam('order', `order ${order} is not the sender's`);
}
