// What the transaction-creating MS operations share: their common parameters, and the factory
// (typed-write.ts's, with the currency checked first and the spec's fee rate and funds error).
// Each operation's file gives its parameters, its description and how they make the attachment.
import type { Attachment } from '../../../domain/types.js';
import type { TransactionType } from '../../../domain/tx-types/registry.js';
import type { NodeApiContext } from '../../context.js';
import { ApiTag, type HandlerSpec, type ParamSpec, type ParamsOf } from '../../types.js';
import { typedWrite } from '../transactions/typed-write.js';
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
  /** The attachment's version (default 1; 0 for an empty attachment). */
  readonly version?: number;
}

/** A transaction-creating MS operation (POST, tags MS and CREATE_TRANSACTION): an unknown
 * currency is refused first (UNKNOWN_CURRENCY). */
export function currencyWrite<const P extends readonly ParamSpec[]>(w: CurrencyWrite<P>): HandlerSpec<NodeApiContext> {
  const takesCurrency = w.params.some((s) => s.name === 'currency');
  return typedWrite({
    ...w,
    tag: ApiTag.MS,
    ...(w.feeRate ? { extraParams: [FEE_RATE_PARAM] } : {}),
    before: (p, ctx) => {
      if (takesCurrency) requireCurrency(ctx, p['currency'] as bigint, 'currency');
    },
    body: (p) => ({
      ...(w.feeRate && p['feeRateQNTPerFXT'] !== undefined ? { feeRateQNTPerFXT: p['feeRateQNTPerFXT'] as bigint } : {}),
      ...(w.fundsErrorName !== undefined ? { fundsErrorName: w.fundsErrorName } : {}),
    }),
  });
}
