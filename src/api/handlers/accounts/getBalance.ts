// getBalance: the balances of an account.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { unknownAccount } from './lookup.js';
import { object, R } from '../../response-schema.js';

export const getBalance = defineHandler({
  requestType: 'getBalance',
  tags: [ApiTag.ACCOUNTS],
  description:
    'Returns balanceMTA (confirmed), unconfirmedBalanceMTA (minus what pending transactions reserve), forgedBalanceMTA (fees earned by forging) and effectiveBalance (whole coins counting for forging). Unknown account: errorCode 3.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: object({ balanceMTA: R.amount, unconfirmedBalanceMTA: R.long, forgedBalanceMTA: R.amount, effectiveBalance: R.decimal }),
  params: [{ name: 'account', type: 'account', required: true, description: 'Account (numeric id or RS address).' }],
  async handler({ account }, ctx: NodeApiContext) {
    // As getAccount: record and reservation at one tip, directly when the pool is in step.
    const peeked = ctx.readView.accountWithUnconfirmedBalance(account);
    const found = peeked !== null ? peeked : await ctx.mempool.accountWithUnconfirmedBalance(account);
    if (found === undefined) throw unknownAccount('account', account);
    const record = found.account;
    const effective = await ctx.blockchain.getEffectiveBalance(record.id);
    return {
      balanceMTA: record.balanceMTA.toString(),
      unconfirmedBalanceMTA: found.unconfirmedBalanceMTA.toString(),
      forgedBalanceMTA: record.forgedBalanceMTA.toString(),
      effectiveBalance: effective.toString(),
    };
  },
});
