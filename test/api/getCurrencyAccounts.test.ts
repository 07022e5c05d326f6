// getCurrencyAccounts: a currency's holders most units first (equal units: by account id), a
// page, an account whose units all sit in its offer left out, and the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode, type TestAccount } from './chain-fixture.js';
import { giveUnits, issueCurrency, ok } from './currency-helpers.js';
import { contract, NO_SUCH_ID } from './fixtures/totem-reads.js';

describe('getCurrencyAccounts', () => {
  let node: ChainNode;
  const issuer = devnet(0);
  let currency = '';
  beforeAll(async () => {
    node = await startChainNode();
    currency = (await issueCurrency(node, issuer)).currency;
    await giveUnits(node, issuer, devnet(1), currency, '300');
    await giveUnits(node, issuer, devnet(2), currency, '300');
    await giveUnits(node, issuer, devnet(3), currency, '500');
  });
  afterAll(() => node.close());

  const get = (params: Record<string, string>) => node.get({ requestType: 'getCurrencyAccounts', ...params });
  const row = (a: TestAccount, units: string) => ({ account: a.account, accountRS: a.accountRS, currency, unitsQNT: units });
  const tied = () => [devnet(1), devnet(2)].sort((x, y) => (x.id < y.id ? -1 : 1));

  it('lists the holders most units first, equal holdings by account id', async () => {
    const r = contract.check('getCurrencyAccounts', await get({ currency }));
    expect(r.accountCurrencies).toEqual([row(issuer, '998900'), row(devnet(3), '500'), ...tied().map((a) => row(a, '300'))]);
  });

  it('pages the list', async () => {
    const r = contract.check('getCurrencyAccounts', await get({ currency, firstIndex: '1', lastIndex: '2' }), 'page');
    expect(r.accountCurrencies).toEqual([row(devnet(3), '500'), row(tied()[0]!, '300')]);
    expect((await get({ currency, firstIndex: '4' })).json.accountCurrencies).toEqual([]);
  });

  it('leaves out an account whose units all sit in its own exchange offer', async () => {
    const tip = (await node.get({ requestType: 'getBlockchainStatus' })).json.height as number;
    await ok(node, {
      requestType: 'publishExchangeOffer', secretPhrase: devnet(3).secretPhrase, currency, buyRateMTA: '1', sellRateMTA: '2',
      totalBuyLimitQNT: '0', totalSellLimitQNT: '500', initialBuySupplyQNT: '0', initialSellSupplyQNT: '500', expirationHeight: String(tip + 100),
    });
    await node.forge();
    const r = contract.check('getCurrencyAccounts', await get({ currency }), 'offer holds');
    expect(r.accountCurrencies).toEqual([row(issuer, '998900'), ...tied().map((a) => row(a, '300'))]);
  });

  it('refuses an unknown currency (errorCode 7, UNKNOWN_CURRENCY), a missing or malformed one', async () => {
    expect((await get({ currency: NO_SUCH_ID })).json).toMatchObject({ errorCode: 7, error: 'currency', errorName: 'UNKNOWN_CURRENCY' });
    expect((await get({})).json).toMatchObject({ errorCode: 1, error: 'currency' });
    expect((await get({ currency: '-1' })).json).toMatchObject({ errorCode: 7, error: 'currency' });
  });
});
