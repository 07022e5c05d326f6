// get-currenciesByIssuer (the request type has a hyphen): one inner array per requested account
// in request order, each newest issuance first with the spec's subset of the Currency object,
// pages applied per account, includeCounts, unknown accounts empty, and the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { giveUnits, issueCurrency, ok, registerMerchant } from './currency-helpers.js';
import { contract, NO_SUCH_ID } from './fixtures/totem-reads.js';

describe('get-currenciesByIssuer', () => {
  let node: ChainNode;
  const REQUEST = 'get-currenciesByIssuer';
  type Issued = { currency: string; code: string; name: string };
  let a: Issued;
  let b: Issued;
  let c: Issued;
  beforeAll(async () => {
    node = await startChainNode();
    a = await issueCurrency(node, devnet(0));
    b = await issueCurrency(node, devnet(1), { type: '3', maxSupplyQNT: '500' });
    c = await issueCurrency(node, devnet(0), { initialSupplyQNT: '0', type: String(1 | 16), algorithm: '2', minDifficulty: '1', maxDifficulty: '3', maxSupplyQNT: '2000000' });
    await giveUnits(node, devnet(0), devnet(3), a.currency, '10');
    await registerMerchant(node, devnet(4), 'Shop');
    await ok(node, { requestType: 'currencyPayment', secretPhrase: devnet(0).secretPhrase, recipient: devnet(4).account, currency: a.currency, unitsQNT: '5' });
    await node.forge();
  });
  afterAll(() => node.close());

  const get = (params: Record<string, string>) => node.get({ requestType: REQUEST, ...params });
  const summary = (x: Issued, issuer: string, type: number, current: string, max: string) => ({ currency: x.currency, issuer, name: x.name, code: x.code, type, currentSupplyQNT: current, maxSupplyQNT: max });
  const A = () => summary(a, devnet(0).account, 1, '1000000', '1000000');
  const B = () => summary(b, devnet(1).account, 3, '500', '500');
  const C = () => summary(c, devnet(0).account, 17, '0', '2000000');

  it('answers one inner array per requested account, in request order, newest issuance first', async () => {
    const account = [devnet(0).account, devnet(1).accountRS, devnet(2).account, devnet(0).accountRS].join(',');
    const r = contract.check(REQUEST, await get({ account }));
    expect(r.currencies).toEqual([[C(), A()], [B()], [], [C(), A()]]);
  });

  it('gives an empty inner array to an account the chain has never seen', async () => {
    const r = contract.check(REQUEST, await get({ account: `${NO_SUCH_ID}, ${devnet(1).account}` }), 'unknown account');
    expect(r.currencies).toEqual([[], [B()]]);
  });

  it('pages each inner array on its own', async () => {
    const account = `${devnet(0).account},${devnet(1).account}`;
    expect(contract.check(REQUEST, await get({ account, firstIndex: '1' }), 'page').currencies).toEqual([[A()], []]);
    expect(contract.check(REQUEST, await get({ account, lastIndex: '0' }), 'first').currencies).toEqual([[C()], [B()]]);
  });

  it('includeCounts adds the transfers and the merchant payments of each currency', async () => {
    const r = contract.check(REQUEST, await get({ account: devnet(0).account, includeCounts: 'true' }), 'counts');
    expect(r.currencies).toEqual([[{ ...C(), numberOfTransfers: 0, numberOfPayments: 0 }, { ...A(), numberOfTransfers: 1, numberOfPayments: 1 }]]);
  });

  it('refuses a missing account (errorCode 1) and an entry that is not an account (errorCode 7), naming account', async () => {
    expect((await get({})).json).toMatchObject({ errorCode: 1, error: 'account' });
    expect((await get({ account: ' , ' })).json).toMatchObject({ errorCode: 1, error: 'account' });
    expect((await get({ account: 'nonsense' })).json).toMatchObject({ errorCode: 7, error: 'account' });
    expect((await get({ account: `${devnet(0).account},NOT-AN-ADDRESS` })).json).toMatchObject({ errorCode: 7, error: 'account' });
    expect((await get({ account: devnet(0).account, includeCounts: '1' })).json).toMatchObject({ errorCode: 7, error: 'includeCounts' });
    // The spelling is exact.
    expect((await node.get({ requestType: 'getCurrenciesByIssuer', account: devnet(0).account })).json).toMatchObject({ errorCode: 2 });
  });
});
