// Checks the totem types share: the totem must exist (errorCode 7 naming `totem`), quantities
// and prices in range (invalid anywhere), and the type carries no coin amount.
import type { StateReader } from '../../domain/state/state.js';
import type { Transaction } from '../../domain/transaction.js';
import { MAX_LONG } from '../../domain/constants.js';
import { stateRejection, TransactionRejectedError, TxRejectReason } from '../../domain/errors.js';
import { TOTEMS } from './tables.js';
import type { Totem } from './records.js';

export function refuse(description: string, param: string, reason = TxRejectReason.INVALID_ATTACHMENT): never {
  throw new TransactionRejectedError(reason, description, param);
}

/** The totem, or a refusal naming `param` (it may exist on a longer chain: depends on state). */
export function requireTotem(state: StateReader, totem: bigint, param = 'totem'): Totem {
  const found = state.get(TOTEMS, totem);
  if (found === undefined) throw stateRejection(TxRejectReason.INVALID_ATTACHMENT, `unknown totem ${totem}`, param);
  return found;
}

/** No coin amount, a totem id, and a positive quantity (the common stateless rules). */
export function checkTotemTx(tx: Transaction, totem: bigint, quantity?: bigint): void {
  if (tx.amountMTA !== 0n) refuse('this transaction carries no coin amount', 'amountMTA', TxRejectReason.INVALID_AMOUNT);
  if (totem === 0n) refuse('totem is required', 'totem');
  if (quantity !== undefined && (quantity < 1n || quantity > MAX_LONG)) refuse('quantityQNT must be positive', 'quantityQNT');
}

/** A quantity above the totem's initial quantity can never be held. */
export function checkQuantityOf(totem: Totem, quantity: bigint): void {
  if (quantity > totem.initialQuantity) refuse(`quantityQNT is above the totem's quantity ${totem.initialQuantity}`, 'quantityQNT');
}

/** The fields every AE transaction type shares (type 2, its name as attachment name, tag AE). */
export function aeType(subtype: number, name: string, hasRecipient: boolean) {
  return { type: 2, subtype, name, attachmentName: name, tags: Object.freeze(['AE']), canHaveRecipient: hasRecipient, mustHaveRecipient: hasRecipient } as const;
}
