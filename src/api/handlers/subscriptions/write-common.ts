// What the transaction-creating SUBSCRIPTIONS operations share: the factory of typed-write.ts
// under the SUBSCRIPTIONS tag.
import type { Attachment } from '../../../domain/types.js';
import type { TransactionType } from '../../../domain/tx-types/registry.js';
import type { NodeApiContext } from '../../context.js';
import { ApiTag, type HandlerSpec, type ParamSpec, type ParamsOf } from '../../types.js';
import { typedWrite } from '../transactions/typed-write.js';

export const ONE_COIN_FEE = 'Minimum fee: 1 coin.';

export interface SubscriptionWrite<P extends readonly ParamSpec[]> {
  readonly requestType: string;
  readonly type: TransactionType;
  readonly description: string;
  readonly params: P;
  attachment(p: ParamsOf<P>): Omit<Attachment, 'version'>;
  recipient?(p: ParamsOf<P>): bigint;
}

export function subscriptionWrite<const P extends readonly ParamSpec[]>(w: SubscriptionWrite<P>): HandlerSpec<NodeApiContext> {
  return typedWrite({ ...w, tag: ApiTag.SUBSCRIPTIONS });
}
