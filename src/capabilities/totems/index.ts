// The totem exchange (AE): issuance, transfers and deletes, an order book matched in blocks,
// trades, dividends and the approval flow, with their operations and getAccount's totem
// balances. docs/totems.md.
import type { Capability } from '../capability.js';
import { TOTEM_HANDLERS } from '../../api/handlers/totems/index.js';
import { TOTEM_ACCOUNT_EXTRAS } from '../../api/handlers/totems/account-extras.js';
import { TOTEM_LIVE_EVENTS } from '../../api/handlers/totems/live-events.js';
import { totemsRules } from './rules.js';
import * as queries from './queries.js';
import { totemsHeldCoin } from './held-coin.js';

export const totems: Capability = Object.freeze({
  ...totemsRules,
  heldCoin: totemsHeldCoin,
  queries: {
    totemOf: queries.totemOf,
    allTotems: queries.allTotems,
    accountHoldings: queries.accountHoldings,
    totemHolders: queries.totemHolders,
    bookOf: queries.bookOf,
    tradesOf: queries.tradesOf,
    approvalOf: queries.approvalOf,
  },
  handlers: TOTEM_HANDLERS,
  accountExtras: TOTEM_ACCOUNT_EXTRAS,
  liveEvents: TOTEM_LIVE_EVENTS,
});
