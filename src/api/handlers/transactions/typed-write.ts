// The transaction-creating operations of a capability's own types, from one factory: the
// operation's parameters make the attachment; the transaction is built with the common
// parameters, checked with the type's own rules against the pool's pending state
// (pending-check.ts) so an unsigned one is refused as a broadcast one would be, then signed and
// broadcast. The MS, LOANS and SUBSCRIPTIONS writes are made with it.
import type { Attachment } from '../../../domain/types.js';
import type { TransactionType } from '../../../domain/tx-types/registry.js';
import type { NodeApiContext } from '../../context.js';
import { R } from '../../response-schema.js';
import { ApiTag, defineHandler, type HandlerSpec, type ParamSpec, type ParamsOf } from '../../types.js';
import { CREATE_TRANSACTION_PARAMS, createTransaction, type CreateTransactionParams, type TransactionBody } from './create-transaction.js';
import { checkOnPendingState } from './pending-check.js';

export interface TypedWrite<P extends readonly ParamSpec[]> {
  readonly requestType: string;
  /** The capability's tag (CREATE_TRANSACTION is added). */
  readonly tag: ApiTag;
  readonly type: TransactionType;
  readonly description: string;
  readonly params: P;
  /** The attachment (without its version) from the parsed parameters. */
  attachment(p: ParamsOf<P>): Omit<Attachment, 'version'>;
  /** The recipient parameter's value, for types that have one. */
  recipient?(p: ParamsOf<P>): bigint;
  /** The attachment's version (default 1; 0 for an empty attachment). */
  readonly version?: number;
  /** Parameters added after the operation's own, before the common ones. */
  readonly extraParams?: readonly ParamSpec[];
  /** Checks run before the transaction is built (e.g. an unknown holding, errorCode 7). */
  before?(p: ParamsOf<P> & Record<string, unknown>, ctx: NodeApiContext): void;
  /** What the operation adds to the transaction body (a fee rate, a funds error name). */
  body?(p: ParamsOf<P> & Record<string, unknown>): Partial<Pick<TransactionBody, 'feeRateQNTPerFXT' | 'fundsErrorName'>>;
}

export function typedWrite<const P extends readonly ParamSpec[]>(w: TypedWrite<P>): HandlerSpec<NodeApiContext> {
  return defineHandler({
    requestType: w.requestType,
    tags: [w.tag, ApiTag.CREATE_TRANSACTION],
    description: `${w.description} Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).`,
    method: 'POST',
    requirePost: true,
    requirePassword: false,
    requireBlockchain: true,
    response: R.createTransaction,
    params: [...w.params, ...(w.extraParams ?? []), ...CREATE_TRANSACTION_PARAMS] as readonly ParamSpec[],
    async handler(raw, ctx: NodeApiContext) {
      const p = raw as unknown as ParamsOf<P> & CreateTransactionParams & Record<string, unknown>;
      w.before?.(p, ctx);
      return createTransaction(ctx, p, {
        type: w.type.type,
        subtype: w.type.subtype,
        ...(w.recipient ? { recipientId: w.recipient(p) } : {}),
        attachment: { version: w.version ?? 1, ...w.attachment(p) } as Attachment,
        ...(w.body?.(p) ?? {}),
        check: (tx) => checkOnPendingState(ctx, tx),
      });
    },
  });
}
