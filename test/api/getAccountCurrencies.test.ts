// getAccountCurrencies: an account's holdings by currency id with their units in committed state
// and in the pending state, one currency's holding, units held by an offer left out, a page,
// and the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { giveUnits, issueCurrency, ok } from './currency-helpers.js';
import { byId, contract, NO_SUCH_ID } from './fixtures/totem-reads.js';

describe('getAccountCurrencies', () => {
  let node: ChainNode;
  const issuer = devnet(0);
  const holder = devnet(1);
  let a = { currency: '', code: '', name: '' };
  let b = { currency: '', code: '', name: '' };
  let unheld = '';
  beforeAll(async () => {
    node = await startChainNode();
    a = await issueCurrency(node, issuer);
    b = await issueCurrency(node, issuer, { decimals: '0', maxSupplyQNT: '50' });
    unheld = (await issueCurrency(node, issuer)).currency;
    await giveUnits(node, issuer, holder, a.currency, '300');
    await giveUnits(node, issuer, holder, b.currency, '5');
  });
  afterAll(() => node.close());

  const get = (params: Record<string, string>) => node.get({ requestType: 'getAccountCurrencies', ...params });
  const entry = (c: { currency: string; code: string; name: string }, decimals: number, units: string, unconfirmed = units) => ({
    account: holder.account,
    accountRS: holder.accountRS,
    currency: c.currency,
    code: c.code,
    name: c.name,
    decimals,
    unitsQNT: units,
    unconfirmedUnitsQNT: unconfirmed,
    issuanceHeight: 0,
    type: 1,
  });
  const sorted = () => {
    const order = byId([a.currency, b.currency]);
    return order.map((id) => (id === a.currency ? entry(a, 2, '300') : entry(b, 0, '5')));
  };

  it('lists the currencies the account holds by currency id, with their code, name, decimals, issuance height and type', async () => {
    const r = contract.check('getAccountCurrencies', await get({ account: holder.accountRS }));
    expect(r.accountCurrencies).toEqual(sorted());
  });

  it('pages the list', async () => {
    const r = contract.check('getAccountCurrencies', await get({ account: holder.account, firstIndex: '1' }), 'page');
    expect(r.accountCurrencies).toEqual(sorted().slice(1));
    expect((await get({ account: holder.account, lastIndex: '0' })).json.accountCurrencies).toEqual(sorted().slice(0, 1));
  });

  it('with currency: that holding alone, or an empty list when the account holds none of it', async () => {
    expect(contract.check('getAccountCurrencies', await get({ account: holder.account, currency: b.currency }), 'one').accountCurrencies).toEqual([entry(b, 0, '5')]);
    expect(contract.check('getAccountCurrencies', await get({ account: holder.account, currency: unheld }), 'none held').accountCurrencies).toEqual([]);
    expect(contract.check('getAccountCurrencies', await get({ account: devnet(5).account }), 'holds nothing').accountCurrencies).toEqual([]);
  });

  it('leaves out units the account\'s own exchange offer holds (all of them: no entry)', async () => {
    const tip = (await node.get({ requestType: 'getBlockchainStatus' })).json.height as number;
    await ok(node, {
      requestType: 'publishExchangeOffer', secretPhrase: holder.secretPhrase, currency: b.currency, buyRateMTA: '1', sellRateMTA: '2',
      totalBuyLimitQNT: '0', totalSellLimitQNT: '5', initialBuySupplyQNT: '0', initialSellSupplyQNT: '5', expirationHeight: String(tip + 100),
    });
    await node.forge();
    expect(contract.check('getAccountCurrencies', await get({ account: holder.account }), 'offer holds').accountCurrencies).toEqual([entry(a, 2, '300')]);
    expect((await get({ account: holder.account, currency: b.currency })).json.accountCurrencies).toEqual([]);
  });

  it('unconfirmedUnitsQNT shows what unconfirmed transactions leave; unitsQNT waits for the block', async () => {
    await ok(node, { requestType: 'transferCurrency', secretPhrase: holder.secretPhrase, recipient: devnet(2).account, currency: a.currency, unitsQNT: '120' });
    const r = contract.check('getAccountCurrencies', await get({ account: holder.account, currency: a.currency }), 'pending');
    expect(r.accountCurrencies).toEqual([entry(a, 2, '300', '180')]);
    await node.forge();
    expect((await get({ account: holder.account, currency: a.currency })).json.accountCurrencies).toEqual([entry(a, 2, '180')]);
  });

  it('refuses an unknown account (errorCode 3), an unknown currency (errorCode 7, UNKNOWN_CURRENCY), a missing or malformed account', async () => {
    expect((await get({ account: NO_SUCH_ID })).json).toMatchObject({ errorCode: 3, error: 'account' });
    expect((await get({ account: holder.account, currency: NO_SUCH_ID })).json).toMatchObject({ errorCode: 7, error: 'currency', errorName: 'UNKNOWN_CURRENCY' });
    expect((await get({})).json).toMatchObject({ errorCode: 1, error: 'account' });
    expect((await get({ account: 'NOT-AN-ACCOUNT' })).json).toMatchObject({ errorCode: 7, error: 'account' });
    expect((await get({ account: holder.account, currency: 'abc' })).json).toMatchObject({ errorCode: 7, error: 'currency' });
  });
});
