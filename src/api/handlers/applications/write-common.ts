// What the transaction-creating application operations share: the factory of typed-write.ts
// under the applications tag.
import type { Attachment } from '../../../domain/types.js';
import type { TransactionType } from '../../../domain/tx-types/registry.js';
import type { NodeApiContext } from '../../context.js';
import type { HandlerSpec, ParamSpec, ParamsOf } from '../../types.js';
import { typedWrite } from '../transactions/typed-write.js';
import { APPLICATIONS_TAG } from './render.js';

export const ONE_COIN_FEE = 'Minimum fee: 1 coin.';

export interface ApplicationWrite<P extends readonly ParamSpec[]> {
  readonly requestType: string;
  readonly type: TransactionType;
  readonly description: string;
  readonly params: P;
  attachment(p: ParamsOf<P>): Omit<Attachment, 'version'>;
}

export function applicationWrite<const P extends readonly ParamSpec[]>(w: ApplicationWrite<P>): HandlerSpec<NodeApiContext> {
  return typedWrite({ ...w, tag: APPLICATIONS_TAG });
}
