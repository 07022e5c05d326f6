// getLoanOffers: offers, newest first, by principal holding and lender.
import type { NodeApiContext } from '../../context.js';
import { applyPage } from '../../params.js';
import { ApiTag, defineHandler } from '../../types.js';
import { loanOffersOf, type OfferFilter } from '../../../capabilities/loans/queries.js';
import type { HoldingType } from '../../../domain/holding-ref.js';
import { apiErrors } from '../../errors.js';
import { requireAccount } from '../accounts/lookup.js';
import { loanList, renderLoan } from './render.js';
import { holdingId, holdingIdParam } from './write-common.js';

export const getLoanOffers = defineHandler({
  requestType: 'getLoanOffers',
  tags: [ApiTag.LOANS],
  description:
    'Returns loan offers, newest first (offer height, then id). Filters, combined: holdingType (+ holding, the id; 0 for the coin) of the principal, lender; openOnly (default true) keeps OFFERED ones only, false lists every offer whatever became of it. Unknown lender: errorCode 3 naming lender.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: loanList('offers', 'Newest first.'),
  params: [
    { name: 'holdingType', type: 'enum', values: ['COIN', 'TOTEM', 'CURRENCY'], description: 'Only offers whose principal is of this kind (with holding).' },
    holdingIdParam('holding', 'The principal'),
    { name: 'lender', type: 'account', description: 'Only this lender\'s offers.' },
    { name: 'openOnly', type: 'boolean', default: true, description: 'Only OFFERED ones (default true).' },
  ],
  async handler({ holdingType, holding, lender, openOnly }, ctx: NodeApiContext, req) {
    if (lender !== undefined) await requireAccount(ctx, lender, 'lender');
    if (holding !== undefined && holdingType === undefined) throw apiErrors.invalidParam('holdingType', 'holdingType is required with holding');
    const filter: OfferFilter = {
      openOnly,
      ...(holdingType !== undefined ? { holding: { type: holdingType as HoldingType, id: holdingId(holding, 'holding') } } : {}),
      ...(lender !== undefined ? { lender } : {}),
    };
    return { offers: applyPage(loanOffersOf(ctx.state, filter), req.page).map(([id, l]) => renderLoan(id, l)) };
  },
});
