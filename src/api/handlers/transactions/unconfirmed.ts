// What getUnconfirmedTransactions and getUnconfirmedTransactionIds share: the same optional
// account filter over the same page of the mempool; they differ only in how they render it.
import type { Transaction } from '../../../domain/transaction.js';
import type { NodeApiContext } from '../../context.js';
import type { Page, ParamSpec } from '../../types.js';

export const UNCONFIRMED_PARAMS = [
  { name: 'account', type: 'account', description: 'Only transactions this account sends or receives.' },
] as const satisfies readonly ParamSpec[];

/** A page of the mempool in pool order, only transactions `account` sends or receives when given. */
export function listUnconfirmed(ctx: Pick<NodeApiContext, 'mempool'>, account: bigint | undefined, page: Page): Promise<Transaction[]> {
  return ctx.mempool.list({
    ...(account !== undefined ? { account } : {}),
    firstIndex: page.firstIndex,
    lastIndex: page.lastIndex,
  });
}
