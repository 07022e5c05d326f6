// getCurrencyFounders: the founders of a crowdfunded currency by account id, their pledges summed
// (height of the first), one founder, a page; after the issuance height none (they got their
// units), and a failed crowdfunding's currency is gone.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode, type TestAccount } from './chain-fixture.js';
import { issueCurrency, ok, unitsHeld } from './currency-helpers.js';
import { contract, NO_SUCH_ID } from './fixtures/totem-reads.js';

describe('getCurrencyFounders', () => {
  let node: ChainNode;
  const issuer = devnet(0);
  let crowd = '';
  let failing = '';
  let plain = '';
  let issuanceHeight = 0;
  const heights = new Map<string, number>();
  const tip = async (): Promise<number> => (await node.get({ requestType: 'getBlockchainStatus' })).json.height as number;
  const pledge = async (a: TestAccount, currency: string, amountPerUnitMTA: string) => {
    await ok(node, { requestType: 'currencyReserveIncrease', secretPhrase: a.secretPhrase, currency, amountPerUnitMTA });
    return (await node.forge()).height as number;
  };
  beforeAll(async () => {
    node = await startChainNode();
    issuanceHeight = (await tip()) + 10;
    const crowdfunded = { type: '5', maxSupplyQNT: '100000', reserveSupplyQNT: '100000', initialSupplyQNT: '1000', issuanceHeight: String(issuanceHeight) };
    crowd = (await issueCurrency(node, issuer, { ...crowdfunded, minReservePerUnitMTA: '5' })).currency;
    failing = (await issueCurrency(node, issuer, { ...crowdfunded, minReservePerUnitMTA: '100' })).currency;
    plain = (await issueCurrency(node, issuer)).currency;
    heights.set(devnet(1).account, await pledge(devnet(1), crowd, '3'));
    heights.set(devnet(2).account, await pledge(devnet(2), crowd, '2'));
    await pledge(devnet(2), crowd, '1');
    await pledge(devnet(3), failing, '1');
  });
  afterAll(() => node.close());

  const get = (params: Record<string, string>) => node.get({ requestType: 'getCurrencyFounders', ...params });
  const founder = (a: TestAccount, perUnit: bigint) => ({
    currency: crowd,
    account: a.account,
    accountRS: a.accountRS,
    amountPerUnitMTA: perUnit.toString(),
    amountMTA: (perUnit * 100000n).toString(),
    height: heights.get(a.account)!,
  });
  const byAccount = () => [founder(devnet(1), 3n), founder(devnet(2), 3n)].sort((x, y) => (BigInt(x.account) < BigInt(y.account) ? -1 : 1));

  it('lists the founders by account id, each pledge summed, with the height of the first', async () => {
    const r = contract.check('getCurrencyFounders', await get({ currency: crowd }));
    expect(r.founders).toEqual(byAccount());
  });

  it('with account: that founder alone, or an empty list', async () => {
    expect(contract.check('getCurrencyFounders', await get({ currency: crowd, account: devnet(2).accountRS }), 'one').founders).toEqual([founder(devnet(2), 3n)]);
    expect(contract.check('getCurrencyFounders', await get({ currency: crowd, account: devnet(3).account }), 'not a founder').founders).toEqual([]);
    expect(contract.check('getCurrencyFounders', await get({ currency: plain }), 'not reservable').founders).toEqual([]);
  });

  it('pages the list', async () => {
    expect(contract.check('getCurrencyFounders', await get({ currency: crowd, firstIndex: '1' }), 'page').founders).toEqual(byAccount().slice(1));
    expect((await get({ currency: crowd, lastIndex: '0' })).json.founders).toEqual(byAccount().slice(0, 1));
  });

  it('has no founders once the issuance height is reached: they hold their units; a failed crowdfunding is deleted', async () => {
    while ((await tip()) < issuanceHeight) await node.forge();
    expect(contract.check('getCurrencyFounders', await get({ currency: crowd }), 'resolved').founders).toEqual([]);
    expect(unitsHeld(node, devnet(1), crowd)).toBe(49_500n);
    expect(unitsHeld(node, devnet(2), crowd)).toBe(49_500n);
    expect((await get({ currency: failing })).json).toMatchObject({ errorCode: 7, error: 'currency', errorName: 'UNKNOWN_CURRENCY' });
  });

  it('refuses an unknown currency (errorCode 7, UNKNOWN_CURRENCY), a missing one, a malformed account', async () => {
    expect((await get({ currency: NO_SUCH_ID })).json).toMatchObject({ errorCode: 7, error: 'currency', errorName: 'UNKNOWN_CURRENCY' });
    expect((await get({})).json).toMatchObject({ errorCode: 1, error: 'currency' });
    expect((await get({ currency: crowd, account: 'nobody' })).json).toMatchObject({ errorCode: 7, error: 'account' });
  });
});
