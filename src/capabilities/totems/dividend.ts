// Dividend payment (2/7). Attachment (version 1): u64 totem, u32 height, u64 amountMTAPerQNT
// (JSON: totem, height, amountMTAPerQNT). The issuer pays every account that held units at the
// end of block `height`, units in open asks included, the issuer excluded: exactly quantity x
// amountMTAPerQNT each (a per-QNT rate leaves nothing to round). Rules: the sender is the
// issuer; 1 <= amountMTAPerQNT; height at most the previous block's and at most DIVIDEND_WINDOW
// blocks below it, and not before the totem's issuance; some account other than the issuer held
// units then; the issuer's coin covers the total besides the fee (the mempool reserves it).
// Fee: 1 coin.
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { StateReader } from '../../domain/state/state.js';
import type { Transaction } from '../../domain/transaction.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import { MAX_LONG, MIN_TRANSACTION_FEE_MTA } from '../../domain/constants.js';
import { stateRejection, TxRejectReason } from '../../domain/errors.js';
import { adjustBalance } from '../../domain/ledger.js';
import { fieldCodec } from '../../domain/tx-types/attachment-fields.js';
import { checkTotemTx, refuse, requireTotem, aeType } from './checks.js';
import { DIVIDEND_WINDOW, nextSeq, OWNER, quantityAt } from './holdings.js';
import { DIVIDENDS, HOLDINGS } from './tables.js';

export interface DividendAttachment extends Attachment {
  readonly totem: bigint;
  readonly height: number;
  readonly amountMTAPerQNT: bigint;
}

export interface DividendShare {
  readonly account: bigint;
  readonly quantity: bigint;
}

/** The accounts a dividend of `totem` at `height` pays (issuer excluded), in account order. */
export function dividendShares(state: StateReader, totem: bigint, issuer: bigint, height: number): DividendShare[] {
  const shares: DividendShare[] = [];
  for (const [, h] of state.scan(HOLDINGS, 'byTotem', { prefix: [totem] })) {
    if (h.account === issuer) continue;
    const quantity = quantityAt(state, h, height);
    if (quantity > 0n) shares.push({ account: h.account, quantity });
  }
  return shares;
}

/** The heights a dividend in the block at `blockHeight` may pay for. */
export function dividendHeights(blockHeight: number): { from: number; to: number } {
  const to = blockHeight - 1;
  return { from: Math.max(0, to - DIVIDEND_WINDOW), to };
}

function sharesTotal(shares: readonly DividendShare[], rate: bigint): bigint {
  let units = 0n;
  for (const s of shares) units += s.quantity;
  return units * rate;
}

/** Checks the dividend against the state; returns who is paid and the total. */
function plan(tx: Transaction, a: DividendAttachment, state: LedgerState): { shares: DividendShare[]; total: bigint } {
  const totem = requireTotem(state, a.totem);
  if (totem.issuer !== tx.senderId) refuse('only the issuer pays dividends', 'totem');
  const { from, to } = dividendHeights(state.height);
  if (a.height > to || a.height < from) throw stateRejection(TxRejectReason.INVALID_ATTACHMENT, `height must be ${from}..${to} (at most ${DIVIDEND_WINDOW} blocks back)`, 'height');
  if (a.height < totem.height) refuse(`the totem was issued at height ${totem.height}`, 'height');
  const shares = dividendShares(state, a.totem, totem.issuer, a.height);
  if (shares.length === 0) throw stateRejection(TxRejectReason.INVALID_ATTACHMENT, 'no account but the issuer held the totem at that height', 'height');
  const total = sharesTotal(shares, a.amountMTAPerQNT);
  if (total > MAX_LONG) refuse('the total dividend is out of range', 'amountMTAPerQNT', TxRejectReason.OVERFLOW);
  return { shares, total };
}

export const dividendPayment: TransactionType<DividendAttachment> = Object.freeze({
  ...aeType(7, 'DividendPayment', false),
  ...fieldCodec<DividendAttachment>('DividendPayment', [
    { name: 'totem', kind: 'id' },
    { name: 'height', kind: 'height' },
    { name: 'amountMTAPerQNT', kind: 'amount' },
  ]),

  validateStateless(tx: Transaction): void {
    const a = attachmentOf(tx, dividendPayment);
    checkTotemTx(tx, a.totem);
    if (a.amountMTAPerQNT < 1n || a.amountMTAPerQNT > MAX_LONG) refuse('amountMTAPerQNT must be positive', 'amountMTAPerQNT');
  },
  validate(tx: Transaction, { state }: TxValidationContext): void {
    const { total } = plan(tx, attachmentOf(tx, dividendPayment), state);
    const balance = state.getAccount(tx.senderId)?.balanceMTA ?? 0n;
    if (balance - tx.feeMTA < total) throw stateRejection(TxRejectReason.NOT_ENOUGH_FUNDS, `not enough funds for the dividend of ${total} MTA and the fee`, 'amountMTAPerQNT');
  },
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, dividendPayment);
    const { shares, total } = plan(tx, a, state);
    adjustBalance(state, tx.senderId, -total);
    for (const s of shares) adjustBalance(state, s.account, s.quantity * a.amountMTAPerQNT);
    state.put(DIVIDENDS, tx.id, {
      totem: a.totem,
      issuer: tx.senderId,
      amountPerQNT: a.amountMTAPerQNT,
      dividendHeight: a.height,
      totalDividend: total,
      numberOfAccounts: shares.length,
      height: state.height,
      seq: nextSeq(state),
      timestamp: state.blockTimestamp,
    });
    state.emit({ capability: OWNER, name: 'dividend', transactionId: tx.id, attributes: { totem: a.totem, totalDividendMTA: total, numberOfAccounts: shares.length } });
  },
  reserve(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, dividendPayment);
    adjustBalance(state, tx.senderId, -plan(tx, a, state).total);
  },
  minimumFeeMTA(): bigint {
    return MIN_TRANSACTION_FEE_MTA;
  },
});
