// getAccountLessors: the accounts whose balance lease to this one runs at a height (default the
// tip), with what each lends. Above the tip it is a forecast from the leases as they stand.
import { ONE_COIN } from '../../../domain/constants.js';
import { leasedBalanceMTA } from '../../../capabilities/accounts/lease-phase.js';
import { lessorsAt } from '../../../capabilities/accounts/queries.js';
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { ApiTag, defineHandler } from '../../types.js';
import { accountFields } from './account-extras.js';
import { accountRef, requireAccount } from './lookup.js';
import { arrayOf, int, NON_NEGATIVE, object, R } from '../../response-schema.js';

const LESSOR = object(
  {
    lessor: R.id,
    lessorRS: R.accountRS,
    guaranteedBalanceMTA: { ...R.amount, description: 'The lessor\'s guaranteed balance at the height (what it lends; above the tip, if its balance does not change).' },
    effectiveBalance: { ...R.decimal, description: 'The same in whole coins.' },
    heightFrom: int('First height of the lease covering the height.', 0),
    heightTo: int('Height at whose start that lease ends.', 0),
  },
  {},
  { description: 'A lessor of the account at the height.' },
);

export const getAccountLessors = defineHandler({
  requestType: 'getAccountLessors',
  tags: [ApiTag.ACCOUNTS, ApiTag.FORGING],
  description:
    'Returns account, accountRS, height and lessors: the accounts whose balance lease to the account runs at height (default: the tip), in id order, each with lessor, lessorRS, guaranteedBalanceMTA (what it lends at that height), effectiveBalance (the same in whole coins) and the heightFrom/heightTo of the lease. A height above the tip is answered from the leases as they stand (a lease made later can still change it); below the tip is errorCode 7 naming height (past leases are not kept). Unknown account: errorCode 3.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: object({ account: R.id, accountRS: R.accountRS, height: NON_NEGATIVE, lessors: arrayOf(LESSOR, 'In lessor id order.') }),
  params: [
    { name: 'account', type: 'account', required: true, description: 'The lessee (numeric id or RS address).' },
    { name: 'height', type: 'int', min: 0, description: 'Height to answer for: the tip (default) or above it.' },
  ],
  async handler(p, ctx: NodeApiContext) {
    await requireAccount(ctx, p.account);
    const tip = (await ctx.blockchain.status()).height;
    const height = p.height ?? tip;
    if (height < tip) throw apiErrors.invalidParam('height', `the tip is at ${tip}: lessors are known from there on (past leases are not kept)`);
    return {
      ...accountRef(p.account),
      height,
      lessors: lessorsAt(ctx.state, p.account, height, tip).map(({ lessor, term }) => {
        const lent = leasedBalanceMTA(ctx.state, lessor, height, ctx.params);
        return { ...accountFields('lessor', lessor), guaranteedBalanceMTA: lent.toString(), effectiveBalance: (lent / ONE_COIN).toString(), heightFrom: term.from, heightTo: term.to };
      }),
    };
  },
});
