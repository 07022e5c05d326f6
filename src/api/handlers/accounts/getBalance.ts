// getBalance: the balances of an account.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { requireAccount } from './lookup.js';

export const getBalance = defineHandler({
  requestType: 'getBalance',
  tags: [ApiTag.ACCOUNTS],
  description:
    'Returns balanceMTA (confirmed), unconfirmedBalanceMTA (minus what pending transactions reserve), forgedBalanceMTA (fees earned by forging) and effectiveBalance (whole coins counting for forging). Unknown account: errorCode 3.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  params: [{ name: 'account', type: 'account', required: true, description: 'Account (numeric id or RS address).' }],
  async handler({ account }, ctx: NodeApiContext) {
    const record = await requireAccount(ctx, account);
    const [unconfirmed, effective] = await Promise.all([ctx.mempool.unconfirmedBalance(record.id), ctx.blockchain.getEffectiveBalance(record.id)]);
    return {
      balanceMTA: record.balanceMTA.toString(),
      unconfirmedBalanceMTA: unconfirmed.toString(),
      forgedBalanceMTA: record.forgedBalanceMTA.toString(),
      effectiveBalance: effective.toString(),
    };
  },
});
