// Order placement: ask (2/2) and bid (2/3); cancellation: ask (2/5) and bid (2/6).
//
// Placement attachment (version 1): u64 totem, u64 quantityQNT, u64 priceMTA (JSON: totem,
// quantityQNT, priceMTA), the price in MTA per QNT. Rules: quantity 1..the totem's initial
// quantity, price 1..MAX_LONG, quantity x price at most MAX_LONG; an ask needs the units
// available, a bid quantity x price in coin besides the fee. Applying it holds them (the ask's
// units, the bid's coin), matches it against the book (matching.ts) and enters what remains in
// the book. The mempool reserves the same, so nothing is offered twice. Fee: 1 coin.
//
// Cancellation attachment (version 1): u64 order (JSON: order). The order must be open, of the
// right side and the sender's; what it still holds goes back. In the mempool the order leaves
// the pending state, so a second cancellation of it is refused. Fee: 1 coin.
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import { MAX_LONG, MIN_TRANSACTION_FEE_MTA } from '../../domain/constants.js';
import { stateRejection, TxRejectReason } from '../../domain/errors.js';
import { adjustBalance } from '../../domain/ledger.js';
import { fieldCodec } from '../../domain/tx-types/attachment-fields.js';
import { checkQuantityOf, checkTotemTx, refuse, requireTotem, aeType } from './checks.js';
import { adjustHolding, balancesOf, nextSeq, OWNER } from './holdings.js';
import { matchIncoming } from './matching.js';
import { ORDERS } from './tables.js';
import type { Order, OrderKind } from './records.js';

export interface PlacementAttachment extends Attachment {
  readonly totem: bigint;
  readonly quantityQNT: bigint;
  readonly priceMTA: bigint;
}

export interface CancellationAttachment extends Attachment {
  readonly order: bigint;
}

/** Coin a bid holds: quantity x price. */
export function bidCost(quantity: bigint, price: bigint): bigint {
  return quantity * price;
}

function placement(kind: OrderKind, subtype: number, name: string): TransactionType<PlacementAttachment> {
  const type: TransactionType<PlacementAttachment> = Object.freeze({
    ...aeType(subtype, name, false),
    ...fieldCodec<PlacementAttachment>(name, [
      { name: 'totem', kind: 'id' },
      { name: 'quantityQNT', kind: 'amount' },
      { name: 'priceMTA', kind: 'amount' },
    ]),

    validateStateless(tx: Transaction): void {
      const a = attachmentOf(tx, type);
      checkTotemTx(tx, a.totem, a.quantityQNT);
      if (a.priceMTA < 1n || a.priceMTA > MAX_LONG) refuse('priceMTA must be positive', 'priceMTA');
      if (bidCost(a.quantityQNT, a.priceMTA) > MAX_LONG) refuse('quantityQNT x priceMTA is out of range', 'priceMTA', TxRejectReason.OVERFLOW);
    },
    validate(tx: Transaction, { state }: TxValidationContext): void {
      const a = attachmentOf(tx, type);
      checkQuantityOf(requireTotem(state, a.totem), a.quantityQNT);
      if (kind === 'ask') {
        if (balancesOf(state, tx.senderId, a.totem).available < a.quantityQNT) {
          throw stateRejection(TxRejectReason.NOT_ENOUGH_FUNDS, 'not enough available units of the totem', 'quantityQNT');
        }
      } else {
        // The common check covered amount + fee; the bid's coin comes on top (in the mempool the
        // balance is already net of every pending reservation).
        const balance = state.getAccount(tx.senderId)?.balanceMTA ?? 0n;
        if (balance - tx.feeMTA < bidCost(a.quantityQNT, a.priceMTA)) {
          throw stateRejection(TxRejectReason.NOT_ENOUGH_FUNDS, 'not enough funds for quantityQNT x priceMTA and the fee', 'priceMTA');
        }
      }
    },
    apply(tx: Transaction, state: LedgerState): void {
      const a = attachmentOf(tx, type);
      hold(tx, a, state);
      const order: Order = { kind, account: tx.senderId, totem: a.totem, price: a.priceMTA, quantity: a.quantityQNT, height: state.height, seq: nextSeq(state) };
      state.emit({ capability: OWNER, name: `${kind}Placed`, transactionId: tx.id, attributes: { order: tx.id, totem: a.totem, account: tx.senderId, quantityQNT: a.quantityQNT, priceMTA: a.priceMTA } });
      // What does not fill at once rests in the book, still holding its share.
      const remaining = matchIncoming(state, tx.id, order);
      if (remaining > 0n) state.put(ORDERS, tx.id, remaining === order.quantity ? order : { ...order, quantity: remaining });
    },
    reserve(tx: Transaction, state: LedgerState): void {
      hold(tx, attachmentOf(tx, type), state);
    },
    /** A phased placement's hold, given back at its finish height. */
    release(tx: Transaction, state: LedgerState): void {
      const a = attachmentOf(tx, type);
      if (kind === 'ask') adjustHolding(state, tx.senderId, a.totem, 0n, a.quantityQNT);
      else adjustBalance(state, tx.senderId, bidCost(a.quantityQNT, a.priceMTA));
    },
    minimumFeeMTA(): bigint {
      return MIN_TRANSACTION_FEE_MTA;
    },
  });
  function hold(tx: Transaction, a: PlacementAttachment, state: LedgerState): void {
    if (kind === 'ask') adjustHolding(state, tx.senderId, a.totem, 0n, -a.quantityQNT);
    else adjustBalance(state, tx.senderId, -bidCost(a.quantityQNT, a.priceMTA));
  }
  return type;
}

export const askOrderPlacement = placement('ask', 2, 'AskOrderPlacement');
export const bidOrderPlacement = placement('bid', 3, 'BidOrderPlacement');

function cancellation(kind: OrderKind, subtype: number, name: string): TransactionType<CancellationAttachment> {
  const openOrder = (tx: Transaction, a: CancellationAttachment, state: LedgerState) => {
    const order = state.get(ORDERS, a.order);
    if (order === undefined || order.kind !== kind) throw stateRejection(TxRejectReason.INVALID_ATTACHMENT, `no open ${kind} order ${a.order}`, 'order');
    if (order.account !== tx.senderId) refuse(`order ${a.order} is not the sender's`, 'order');
    return order;
  };
  const type: TransactionType<CancellationAttachment> = Object.freeze({
    ...aeType(subtype, name, false),
    ...fieldCodec<CancellationAttachment>(name, [{ name: 'order', kind: 'id' }]),

    validateStateless(tx: Transaction): void {
      const a = attachmentOf(tx, type);
      if (tx.amountMTA !== 0n) refuse('this transaction carries no coin amount', 'amountMTA', TxRejectReason.INVALID_AMOUNT);
      if (a.order === 0n) refuse('order is required', 'order');
    },
    validate(tx: Transaction, { state }: TxValidationContext): void {
      openOrder(tx, attachmentOf(tx, type), state);
    },
    apply(tx: Transaction, state: LedgerState): void {
      const a = attachmentOf(tx, type);
      const order = openOrder(tx, a, state);
      state.delete(ORDERS, a.order);
      if (kind === 'ask') adjustHolding(state, order.account, order.totem, 0n, order.quantity);
      else adjustBalance(state, order.account, bidCost(order.quantity, order.price));
      state.emit({ capability: OWNER, name: `${kind}Cancelled`, transactionId: tx.id, attributes: { order: a.order, totem: order.totem, account: order.account, quantityQNT: order.quantity } });
    },
    reserve(tx: Transaction, state: LedgerState): void {
      // The pending state only: the order is gone for every later pending transaction.
      state.delete(ORDERS, attachmentOf(tx, type).order);
    },
    minimumFeeMTA(): bigint {
      return MIN_TRANSACTION_FEE_MTA;
    },
  });
  return type;
}

export const askOrderCancellation = cancellation('ask', 5, 'AskOrderCancellation');
export const bidOrderCancellation = cancellation('bid', 6, 'BidOrderCancellation');
