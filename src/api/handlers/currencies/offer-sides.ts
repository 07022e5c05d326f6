// getBuyOffers and getSellOffers, made by one factory from the side they list, so the two cannot
// drift apart; each operation's own file names its side. A side is listed while it can still
// trade (limit and supply both above 0: the offer books' own rule, tables.ts), in book order:
// by currency id, then the best rate first (the order currencySell / currencyBuy fill in), then
// the oldest offer.
import { windowOf } from '../../../domain/state/pages.js';
import type { NodeApiContext } from '../../context.js';
import { applyPage } from '../../params.js';
import { ApiTag, defineHandler, type HandlerSpec } from '../../types.js';
import { offersOf } from '../../../capabilities/currencies/queries.js';
import type { Offer } from '../../../capabilities/currencies/records.js';
import { OFFERS } from '../../../capabilities/currencies/tables.js';
import { requireAccount } from '../accounts/lookup.js';
import { listOf, OFFER_SCHEMA, renderOffer, requireCurrency, type OfferSide } from './render.js';

const SIDES = {
  buy: { requestType: 'getBuyOffers', list: 'buyOffers', book: 'buyBook', type: 'bid', best: 'highest buy rate first', fills: 'currencySell' },
  sell: { requestType: 'getSellOffers', list: 'sellOffers', book: 'sellBook', type: 'ask', best: 'lowest sell rate first', fills: 'currencyBuy' },
} as const;

/** The side can still trade: something left to trade in all, and something offered now. */
function canTrade(o: Offer, side: OfferSide): boolean {
  return side === 'buy' ? o.buyLimit > 0n && o.buySupply > 0n : o.sellLimit > 0n && o.sellSupply > 0n;
}

export function offerSideRead(side: OfferSide): HandlerSpec<NodeApiContext> {
  const s = SIDES[side];
  return defineHandler({
    requestType: s.requestType,
    tags: [ApiTag.MS],
    description: `Returns ${s.list}: the ${side} sides of the exchange offers (publishExchangeOffer) that can still trade (limitQNT and quantityQNT both above 0; an offer whose ${side} side is used up or was published empty is not listed), of one currency, of one account, of that account on that currency (at most one offer), or of every currency when neither is given; by currency id, then ${s.best}, then the oldest offer (height, then place in the block): the order ${s.fills} fills them in. Each is a Currency offer of type ${s.type}: order (the offer's id, its publishing transaction), orderFullHash, totem ("0": the price is paid in the coin), account/accountRS, quantityQNT (the side's supply: units offered now), limitQNT (units it may still trade in all), currency, priceQNTPerShare (the side's rate, MTA per QNT), expirationHeight, height, transactionIndex, transactionHeight and type. Read from committed state at the tip (an expired offer is removed at the start of the block at its expiration height). Unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY; unknown account: errorCode 3 naming account.`,
    method: 'GET',
    requirePost: false,
    requirePassword: false,
    requireBlockchain: true,
    paginated: true,
    response: listOf(s.list, OFFER_SCHEMA, `By currency id, then ${s.best}, then oldest.`),
    params: [
      { name: 'currency', type: 'id', description: 'Only offers on this currency.' },
      { name: 'account', type: 'account', description: 'Only offers of this account (numeric id or RS address).' },
    ],
    async handler({ currency, account }, ctx: NodeApiContext, req) {
      if (currency !== undefined) requireCurrency(ctx, currency);
      if (account !== undefined) await requireAccount(ctx, account);
      let offers: Array<readonly [bigint, Offer]>;
      if (account !== undefined) {
        // At most one offer per account and currency, by currency id: the book's first key.
        offers = applyPage(
          offersOf(ctx.state, currency === undefined ? { account } : { account, currency }).filter(([, o]) => canTrade(o, side)),
          req.page,
        );
      } else {
        offers = ctx.state.scan(OFFERS, s.book, { ...(currency !== undefined ? { prefix: [currency] } : {}), ...windowOf(req.page) });
      }
      return { [s.list]: await Promise.all(offers.map(([id, o]) => renderOffer(ctx, id, o, side))) };
    },
  });
}
