// getAccount: an account's ledger record, with optional extras. Lessors are always an empty
// list today (no balance leasing type exists yet, so no account can have lessors). The other
// include flags are served by the registered capabilities' account extras (AccountExtra in
// src/api/context.ts): a flag no registered capability serves is accepted and adds nothing (the
// totem exchange and the monetary system bring includeTotems and includeCurrencies).
import { toHex } from '../../../domain/hex.js';
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { accountRef, unknownAccount } from './lookup.js';
import { R } from '../../response-schema.js';

export const getAccount = defineHandler({
  requestType: 'getAccount',
  tags: [ApiTag.ACCOUNTS],
  description:
    'Returns account, accountRS, publicKey (absent until the account has signed a transaction or had its key announced), balanceMTA and balanceFQT (the same amount: FQT is the spec\'s name for the unit), unconfirmedBalanceMTA (balance minus what pending transactions reserve), forgedBalanceMTA (fees earned by forging) and creationHeight. includeEffectiveBalance adds effectiveBalance (whole coins counting for forging); includeLessors adds lessors and lessorsRS (empty until balance leasing exists). includeTotems and includeCurrencies are accepted and add nothing until the totem exchange and monetary system exist (they then add totemBalances and currencies). Unknown account: errorCode 3.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: R.accountDetails,
  params: [
    { name: 'account', type: 'account', required: true, description: 'Account (numeric id or RS address).' },
    { name: 'includeLessors', type: 'boolean', default: false, description: 'Add lessors and lessorsRS (accounts leasing their balance to this one).' },
    { name: 'includeEffectiveBalance', type: 'boolean', default: false, description: 'Add effectiveBalance (whole coins counting for forging).' },
    { name: 'includeTotems', type: 'boolean', default: false, description: 'Totem holdings: accepted, adds nothing until the totem exchange exists.' },
    { name: 'includeCurrencies', type: 'boolean', default: false, description: 'Currency holdings: accepted, adds nothing until the monetary system exists.' },
  ],
  async handler(p, ctx: NodeApiContext) {
    // The committed record and its reservation at the same tip: read directly when the pool is
    // in step with the tip, else in one ask of the pool (which catches up first).
    const peeked = ctx.readView.accountWithUnconfirmedBalance(p.account);
    const found = peeked !== null ? peeked : await ctx.mempool.accountWithUnconfirmedBalance(p.account);
    if (found === undefined) throw unknownAccount('account', p.account);
    const { account } = found;
    const out: Record<string, unknown> = { ...accountRef(account.id) };
    if (account.publicKey !== null) out['publicKey'] = toHex(account.publicKey);
    const balance = account.balanceMTA.toString();
    out['balanceMTA'] = balance;
    out['balanceFQT'] = balance;
    out['unconfirmedBalanceMTA'] = found.unconfirmedBalanceMTA.toString();
    out['forgedBalanceMTA'] = account.forgedBalanceMTA.toString();
    out['creationHeight'] = account.creationHeight;
    if (p.includeEffectiveBalance) out['effectiveBalance'] = (await ctx.blockchain.getEffectiveBalance(account.id)).toString();
    if (p.includeLessors) {
      out['lessors'] = [];
      out['lessorsRS'] = [];
    }
    const flags = p as Readonly<Record<string, unknown>>;
    for (const extra of ctx.accountExtras) {
      if (extra.param === undefined || flags[extra.param] === true) Object.assign(out, extra.render(ctx.state, account.id));
    }
    return out;
  },
});
