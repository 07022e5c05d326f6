// canDeleteCurrency: whether an account's deletion of a currency would be accepted, and why not.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { deletionProblem } from '../../../capabilities/currencies/queries.js';
import { requireAccount } from '../accounts/lookup.js';
import { requireCurrency, tipHeight } from './render.js';
import { CAN_DELETE_SCHEMA } from './read-render.js';

export const canDeleteCurrency = defineHandler({
  requestType: 'canDeleteCurrency',
  tags: [ApiTag.MS],
  description:
    'Returns canDelete: whether deleteCurrency by the account would pass the deletion rules in the next block (the committed state at the tip, checked at the height tip + 1 the deletion would be validated at; unconfirmed transactions are not counted), and when it would not, reason, the rule it breaks: a currency not active yet may be deleted by its issuer only (and by it whoever holds units); once active, a MINTABLE currency with units still to mint by its issuer only, and only when no other account holds units of it or offers units on the sell side of an exchange offer. It does not check the fee. Unknown account: errorCode 3 naming account; unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: CAN_DELETE_SCHEMA,
  params: [
    { name: 'account', type: 'account', required: true, description: 'The account that would delete it (numeric id or RS address).' },
    { name: 'currency', type: 'id', required: true, description: 'The currency. Unknown: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY.' },
  ],
  async handler({ account, currency }, ctx: NodeApiContext) {
    await requireAccount(ctx, account);
    const c = requireCurrency(ctx, currency);
    const reason = deletionProblem(ctx.state, currency, c, account, (await tipHeight(ctx)) + 1);
    return reason === undefined ? { canDelete: true } : { canDelete: false, reason };
  },
});
