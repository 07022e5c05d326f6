// What the transaction-creating MS operations share: their common parameters, and one factory
// that builds the transaction, checks it with the type's own rules against the pending state
// (pending-check.ts) and signs and broadcasts it. Each operation's file gives its parameters,
// its description and how its parameters make the attachment.
import type { Attachment } from '../../../domain/types.js';
import type { TransactionType } from '../../../domain/tx-types/registry.js';
import type { NodeApiContext } from '../../context.js';
import { R } from '../../response-schema.js';
import { ApiTag, defineHandler, type HandlerSpec, type ParamSpec, type ParamsOf } from '../../types.js';
import { CREATE_TRANSACTION_PARAMS, createTransaction, type CreateTransactionParams } from '../transactions/create-transaction.js';
import { checkOnPendingState } from '../transactions/pending-check.js';
import { requireCurrency } from './render.js';

export const ONE_COIN_FEE = 'Minimum fee: 1 coin.';

export const CURRENCY_PARAM = {
  name: 'currency',
  type: 'id',
  required: true,
  description: 'The currency (the id of its issuance transaction). Unknown: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY.',
} as const;

export const UNITS_PARAM = {
  name: 'unitsQNT',
  type: 'amount',
  required: true,
  min: 1n,
  description: 'Units in QNT (the currency\'s smallest unit: 1 unit = 10^decimals QNT), at least 1.',
} as const;

export const RECIPIENT_PARAM = { name: 'recipient', type: 'account', required: true, description: 'The receiving account (numeric id or RS address).' } as const;

export const FEE_RATE_PARAM = {
  name: 'feeRateQNTPerFXT',
  type: 'amount',
  min: 1n,
  description:
    'The fee as a rate: MTA paid per whole coin of the minimum fee (this node has one chain, whose coin pays its own fees, so 100000000 pays exactly the minimum and 200000000 twice it; rounded up). Below 100000000: errorCode 7 naming feeRateQNTPerFXT. Give this or feeMTA, not both.',
} as const;

type AnyParams = CreateTransactionParams & Record<string, unknown>;

export interface CurrencyWrite<P extends readonly ParamSpec[]> {
  readonly requestType: string;
  readonly type: TransactionType;
  readonly description: string;
  readonly params: P;
  /** The attachment (without its version) from the parsed parameters. */
  attachment(p: ParamsOf<P>): Omit<Attachment, 'version'>;
  /** The recipient parameter's value, for types that have one. */
  recipient?(p: ParamsOf<P>): bigint;
  /** The spec's operations that take feeRateQNTPerFXT. */
  readonly feeRate?: boolean;
  /** The spec's name for "not enough coin for the fee" of this operation. */
  readonly fundsErrorName?: string;
  /** The parameter naming the currency, checked first (UNKNOWN_CURRENCY). */
  readonly currencyParam?: string;
  /** The attachment's version (default 1; 0 for an empty attachment). */
  readonly version?: number;
}

/** A transaction-creating MS operation (POST, tags MS and CREATE_TRANSACTION). */
export function currencyWrite<const P extends readonly ParamSpec[]>(w: CurrencyWrite<P>): HandlerSpec<NodeApiContext> {
  return defineHandler({
    requestType: w.requestType,
    tags: [ApiTag.MS, ApiTag.CREATE_TRANSACTION],
    description: `${w.description} Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).`,
    method: 'POST',
    requirePost: true,
    requirePassword: false,
    requireBlockchain: true,
    response: R.createTransaction,
    params: [...w.params, ...(w.feeRate ? [FEE_RATE_PARAM] : []), ...CREATE_TRANSACTION_PARAMS] as readonly ParamSpec[],
    async handler(raw, ctx: NodeApiContext) {
      const p = raw as unknown as ParamsOf<P> & AnyParams;
      const currencyParam = w.currencyParam ?? (w.params.some((s) => s.name === 'currency') ? 'currency' : undefined);
      if (currencyParam !== undefined) requireCurrency(ctx, p[currencyParam] as bigint, currencyParam);
      const rate = w.feeRate ? (p['feeRateQNTPerFXT'] as bigint | undefined) : undefined;
      return createTransaction(ctx, p, {
        type: w.type.type,
        subtype: w.type.subtype,
        ...(w.recipient ? { recipientId: w.recipient(p) } : {}),
        attachment: { version: w.version ?? 1, ...w.attachment(p) } as Attachment,
        ...(rate !== undefined ? { feeRateQNTPerFXT: rate } : {}),
        ...(w.fundsErrorName !== undefined ? { fundsErrorName: w.fundsErrorName } : {}),
        check: (tx) => checkOnPendingState(ctx, tx),
      });
    },
  });
}
