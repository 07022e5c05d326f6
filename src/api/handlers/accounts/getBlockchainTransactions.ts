// getBlockchainTransactions: confirmed transactions an account sent or received, newest first.
import { transactionToJSON } from '../../../domain/transaction.js';
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { ApiTag, defineHandler } from '../../types.js';
import { requireAccount } from './lookup.js';
import { R, arrayOf, object } from '../../response-schema.js';

export const getBlockchainTransactions = defineHandler({
  requestType: 'getBlockchainTransactions',
  tags: [ApiTag.ACCOUNTS, ApiTag.TRANSACTIONS],
  description:
    'Returns transactions: confirmed Transaction objects (with confirmations) the account sent or received, newest first, optionally of one type (and subtype, which needs type) and from a height up. Unknown account: errorCode 3.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: object({ transactions: arrayOf(R.transaction, 'Confirmed, newest first.') }),
  params: [
    { name: 'account', type: 'account', required: true, description: 'Account (numeric id or RS address).' },
    { name: 'type', type: 'int', min: 0, max: 255, description: 'Only transactions of this type.' },
    { name: 'subtype', type: 'int', min: 0, max: 15, description: 'Only transactions of this subtype (requires type).' },
    { name: 'fromHeight', type: 'int', min: 0, description: 'Only transactions confirmed at this height or above.' },
  ],
  async handler({ account, type, subtype, fromHeight }, ctx: NodeApiContext, req) {
    if (subtype !== undefined && type === undefined) throw apiErrors.invalidParam('subtype', 'needs type');
    await requireAccount(ctx, account);
    const located = await ctx.blockchain.getAccountTransactions(account, {
      ...(type !== undefined ? { type } : {}),
      ...(subtype !== undefined ? { subtype } : {}),
      ...(fromHeight !== undefined ? { fromHeight } : {}),
      firstIndex: req.page.firstIndex,
      lastIndex: req.page.lastIndex,
    });
    const { height: tipHeight } = await ctx.blockchain.status();
    return { transactions: located.map((l) => transactionToJSON(l.transaction, { location: l.location, tipHeight })) };
  },
});
