// JSON forms of the totem exchange's records (Totem, order, trade, transfer, dividend, approval)
// and their declared response schemas. Amounts are decimal strings, ids unsigned decimals, every
// account with its RS address.
import type { CommittedState } from '../../../domain/state/state.js';
import { idToString } from '../../../domain/ids.js';
import type { Approval, ApprovalState, Dividend, Order, Totem, Trade, Transfer } from '../../../capabilities/totems/records.js';
import { approvalOf, numberOfHolders, numberOfTrades, numberOfTransfers, totemControlOf, totemOf } from '../../../capabilities/totems/queries.js';
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode } from '../../errors.js';
import { arrayOf, bool, int, NON_NEGATIVE, object, oneOfStrings, R, str } from '../../response-schema.js';
import { accountFields } from '../accounts/account-extras.js';

/** What GetTotemApprovalStatus and the Totem object report: NONE when never requested or when
 * the last request expired without a decision. */
export type ApprovalStatus = 'NONE' | Exclude<ApprovalState, 'EXPIRED'>;
export const APPROVAL_STATUSES: readonly ApprovalStatus[] = ['NONE', 'PENDING', 'APPROVED', 'REJECTED'];

export function approvalStatus(approval: Approval | undefined): ApprovalStatus {
  return approval === undefined || approval.state === 'EXPIRED' ? 'NONE' : approval.state;
}

/** errorCode 7 naming the parameter: no such totem (or order). */
export function unknownTotem(param: string, what = 'totem'): ApiError {
  return new ApiError(ApiErrorCode.INVALID_PARAMETER, `Unknown ${what}`, { param });
}

export function requireTotem(ctx: Pick<NodeApiContext, 'state'>, totem: bigint, param = 'totem'): Totem {
  const found = totemOf(ctx.state, totem);
  if (found === undefined) throw unknownTotem(param);
  return found;
}

export async function renderTotem(state: CommittedState, id: bigint, t: Totem, includeCounts = false): Promise<Record<string, unknown>> {
  return {
    totem: idToString(id),
    ...accountFields('issuer', t.issuer),
    ...accountFields('account', t.issuer),
    name: t.name,
    description: t.description,
    decimals: t.decimals,
    quantityQNT: t.quantity.toString(),
    initialQuantityQNT: t.initialQuantity.toString(),
    height: t.height,
    hasPhasingTotemControl: totemControlOf(state, id) !== undefined,
    approvalStatus: approvalStatus(approvalOf(state, id)),
    ...(includeCounts ? { numberOfAccounts: numberOfHolders(state, id), numberOfTransfers: await numberOfTransfers(state, id), numberOfTrades: await numberOfTrades(state, id) } : {}),
  };
}

export async function renderOrder(ctx: Pick<NodeApiContext, 'blockchain'>, id: bigint, o: Order): Promise<Record<string, unknown>> {
  const located = await ctx.blockchain.getTransaction({ id });
  return {
    order: idToString(id),
    totem: idToString(o.totem),
    ...accountFields('account', o.account),
    quantityQNT: o.quantity.toString(),
    priceMTA: o.price.toString(),
    height: o.height,
    transactionHeight: o.height,
    transactionIndex: located?.location.index ?? 0,
    type: o.kind,
  };
}

export async function renderOrders(ctx: Pick<NodeApiContext, 'blockchain'>, orders: ReadonlyArray<readonly [bigint, Order]>): Promise<Array<Record<string, unknown>>> {
  return Promise.all(orders.map(([id, o]) => renderOrder(ctx, id, o)));
}

export async function renderTrade(ctx: Pick<NodeApiContext, 'blockchain' | 'state'>, t: Trade, includeTotemInfo = false): Promise<Record<string, unknown>> {
  const block = await ctx.blockchain.getBlockIdAtHeight(t.height);
  const totem = includeTotemInfo ? totemOf(ctx.state, t.totem) : undefined;
  return {
    totem: idToString(t.totem),
    askOrder: idToString(t.askOrder),
    bidOrder: idToString(t.bidOrder),
    askOrderHeight: t.askOrderHeight,
    bidOrderHeight: t.bidOrderHeight,
    ...accountFields('seller', t.seller),
    ...accountFields('buyer', t.buyer),
    quantityQNT: t.quantity.toString(),
    priceMTA: t.price.toString(),
    height: t.height,
    block: idToString(block ?? 0n),
    timestamp: t.timestamp,
    tradeType: t.tradeType,
    ...(totem ? { name: totem.name, decimals: totem.decimals } : {}),
  };
}

export function renderTransfer(id: bigint, t: Transfer): Record<string, unknown> {
  return {
    totemTransfer: idToString(id),
    totem: idToString(t.totem),
    ...accountFields('sender', t.sender),
    ...accountFields('recipient', t.recipient),
    quantityQNT: t.quantity.toString(),
    height: t.height,
    timestamp: t.timestamp,
  };
}

export function renderDividend(id: bigint, d: Dividend): Record<string, unknown> {
  return {
    totemDividend: idToString(id),
    totem: idToString(d.totem),
    amountMTAPerQNT: d.amountPerQNT.toString(),
    dividendHeight: d.dividendHeight,
    totalDividend: d.totalDividend.toString(),
    numberOfAccounts: d.numberOfAccounts,
    height: d.height,
    timestamp: d.timestamp,
  };
}

// ---------------------------------------------------------------------------------------------
// Declared response schemas (the OpenAPI document and the contract tests check real answers).

const qnt = (description: string) => ({ ...R.amount, description });

export const TOTEM_SCHEMA = object(
  {
    totem: R.id,
    issuer: R.id,
    issuerRS: R.accountRS,
    account: R.id,
    accountRS: R.accountRS,
    name: str('3..10 letters and digits.'),
    description: str('Up to 1000 bytes.'),
    decimals: int('Decimal places of the QNT unit (0..8).', 0),
    quantityQNT: qnt('Current quantity (falls when units are deleted).'),
    initialQuantityQNT: qnt('Quantity issued.'),
    height: int('Height of the issuance.', 0),
    hasPhasingTotemControl: bool('Whether movements of the totem must be phased with its control (setPhasingTotemControl; getPhasingTotemControl).'),
    approvalStatus: oneOfStrings(APPROVAL_STATUSES, 'Where its approval stands (GetTotemApprovalStatus).'),
  },
  {
    numberOfAccounts: int('Accounts holding units (includeCounts).', 0),
    numberOfTransfers: int('Transfers (includeCounts).', 0),
    numberOfTrades: int('Trades (includeCounts).', 0),
  },
  { description: 'A totem.' },
);

export const ORDER_SCHEMA = object(
  {
    order: R.id,
    totem: R.id,
    account: R.id,
    accountRS: R.accountRS,
    quantityQNT: qnt('What remains to fill.'),
    priceMTA: { ...R.amount, description: 'MTA per QNT.' },
    height: int('Height of the placement.', 0),
    transactionHeight: int('Height of the placement transaction.', 0),
    transactionIndex: int('Index of the placement transaction in its block.', 0),
    type: oneOfStrings(['ask', 'bid']),
  },
  {},
  { description: 'An open order.' },
);

export const TRADE_SCHEMA = object(
  {
    totem: R.id,
    askOrder: R.id,
    bidOrder: R.id,
    askOrderHeight: NON_NEGATIVE,
    bidOrderHeight: NON_NEGATIVE,
    seller: R.id,
    sellerRS: R.accountRS,
    buyer: R.id,
    buyerRS: R.accountRS,
    quantityQNT: R.amount,
    priceMTA: R.amount,
    height: NON_NEGATIVE,
    block: R.id,
    timestamp: NON_NEGATIVE,
    tradeType: oneOfStrings(['buy', 'sell'], 'buy: a bid took a resting ask (at its price); sell: an ask took a resting bid.'),
  },
  { name: str('The totem\'s name (includeTotemInfo).'), decimals: int('The totem\'s decimals (includeTotemInfo).', 0) },
  { description: 'A trade.' },
);

export const TRANSFER_SCHEMA = object(
  {
    totemTransfer: R.id,
    totem: R.id,
    sender: R.id,
    senderRS: R.accountRS,
    recipient: R.id,
    recipientRS: R.accountRS,
    quantityQNT: R.amount,
    height: NON_NEGATIVE,
    timestamp: NON_NEGATIVE,
  },
  {},
  { description: 'A totem transfer.' },
);

export const DIVIDEND_SCHEMA = object(
  {
    totemDividend: R.id,
    totem: R.id,
    amountMTAPerQNT: R.amount,
    dividendHeight: NON_NEGATIVE,
    totalDividend: R.amount,
    numberOfAccounts: NON_NEGATIVE,
    height: NON_NEGATIVE,
    timestamp: NON_NEGATIVE,
  },
  {},
  { description: 'A dividend payment.' },
);

export const totemsList = (name: string, items: ReturnType<typeof object>, description: string) => object({ [name]: arrayOf(items, description) });
