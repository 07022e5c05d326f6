// What the transaction-creating LOANS operations share: their parameters and the factory of
// typed-write.ts under the LOANS tag.
import type { Attachment } from '../../../domain/types.js';
import type { TransactionType } from '../../../domain/tx-types/registry.js';
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { ApiTag, type HandlerSpec, type ParamSpec, type ParamsOf } from '../../types.js';
import { typedWrite } from '../transactions/typed-write.js';

export const ONE_COIN_FEE = 'Minimum fee: 1 coin.';

export const LOAN_PARAM = { name: 'loan', type: 'id', required: true, description: 'The loan (the id of its LoanOffer transaction). Unknown: errorCode 7 naming loan.' } as const;

/** A holding id parameter: an unsigned 64-bit decimal, 0 or absent for the coin. */
export const holdingIdParam = (name: string, what: string) => ({ name, type: 'string', maxLength: 20, description: `${what}: the totem or currency id (0 or absent for the coin).` }) as const;

/** The holding id's value (errorCode 7 naming the parameter when it is not one). */
export function holdingId(value: string | undefined, param: string): bigint {
  if (value === undefined) return 0n;
  if (!/^[0-9]{1,20}$/.test(value) || BigInt(value) >> 64n !== 0n) throw apiErrors.invalidParam(param, 'must be an unsigned 64-bit decimal id');
  return BigInt(value);
}

export interface LoanWrite<P extends readonly ParamSpec[]> {
  readonly requestType: string;
  readonly type: TransactionType;
  readonly description: string;
  readonly params: P;
  attachment(p: ParamsOf<P>): Omit<Attachment, 'version'>;
}

/** A transaction-creating LOANS operation (POST, tags LOANS and CREATE_TRANSACTION). */
export function loanWrite<const P extends readonly ParamSpec[]>(w: LoanWrite<P>): HandlerSpec<NodeApiContext> {
  return typedWrite({ ...w, tag: ApiTag.LOANS, description: `${w.description} ${ONE_COIN_FEE}` });
}
