// getCurrency: the Currency object by id or by code (a plain, a MINTABLE and a crowdfunded
// currency), the counts of includeCounts, and the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { giveUnits, issueCurrency, issueMintable, ok, registerMerchant } from './currency-helpers.js';
import { contract } from './fixtures/totem-reads.js';

describe('getCurrency', () => {
  let node: ChainNode;
  const issuer = devnet(0);
  let plain = { currency: '', code: '', name: '' };
  let plainHeight = 0;
  const tip = async (): Promise<number> => (await node.get({ requestType: 'getBlockchainStatus' })).json.height as number;
  beforeAll(async () => {
    node = await startChainNode();
    plain = await issueCurrency(node, issuer, { description: 'plain units' });
    plainHeight = await tip();
    // Counts: a transfer, a merchant payment and an exchange against an offer.
    await giveUnits(node, issuer, devnet(1), plain.currency, '300');
    await registerMerchant(node, devnet(2), 'Shop');
    await ok(node, { requestType: 'currencyPayment', secretPhrase: devnet(1).secretPhrase, recipient: devnet(2).account, currency: plain.currency, unitsQNT: '50' });
    await node.forge();
    await ok(node, {
      requestType: 'publishExchangeOffer', secretPhrase: issuer.secretPhrase, currency: plain.currency, buyRateMTA: '1', sellRateMTA: '5',
      totalBuyLimitQNT: '0', totalSellLimitQNT: '100', initialBuySupplyQNT: '0', initialSellSupplyQNT: '100', expirationHeight: String((await tip()) + 100),
    });
    await node.forge();
    await ok(node, { requestType: 'currencyBuy', secretPhrase: devnet(3).secretPhrase, currency: plain.currency, rateMTA: '5', unitsQNT: '20' });
    await node.forge();
  });
  afterAll(() => node.close());

  const get = (params: Record<string, string>) => node.get({ requestType: 'getCurrency', ...params });

  it('answers the Currency object by id, and the same by code', async () => {
    const r = contract.check('getCurrency', await get({ currency: plain.currency }), 'by id');
    expect(r).toEqual({
      currency: plain.currency,
      issuer: issuer.account,
      issuerRS: issuer.accountRS,
      account: issuer.account,
      accountRS: issuer.accountRS,
      name: plain.name,
      code: plain.code,
      description: 'plain units',
      type: 1,
      types: ['EXCHANGEABLE'],
      sovereign: true,
      decimals: 2,
      initialSupplyQNT: '1000000',
      currentSupplyQNT: '1000000',
      maxSupplyQNT: '1000000',
      reserveSupplyQNT: '0',
      issuanceHeight: 0,
      active: true,
      minReservePerUnitMTA: '0',
      currentReservePerUnitMTA: '0',
      minDifficulty: 0,
      maxDifficulty: 0,
      algorithm: 0,
      height: plainHeight,
      requestProcessingTime: expect.any(Number),
    });
    const byCode = contract.check('getCurrency', await get({ code: plain.code }), 'by code');
    expect({ ...byCode, requestProcessingTime: 0 }).toEqual({ ...r, requestProcessingTime: 0 });
  });

  it('includeCounts adds the holders, transfers, payments and exchanges', async () => {
    const r = contract.check('getCurrency', await get({ currency: plain.currency, includeCounts: 'true' }), 'counts');
    // Holders: the issuer (units outside its offer), devnet-1, the merchant and the buyer.
    expect(r).toMatchObject({ numberOfAccounts: 4, numberOfTransfers: 1, numberOfPayments: 1, numberOfExchanges: 1 });
    const without = (await get({ currency: plain.currency, includeCounts: 'false' })).json;
    expect(without.numberOfAccounts).toBeUndefined();
    expect(without.numberOfExchanges).toBeUndefined();
  });

  it('shows a MINTABLE currency\'s algorithm and difficulties, and a crowdfunded one as not active until its issuance height', async () => {
    const mintable = await issueMintable(node, issuer, '3');
    const m = contract.check('getCurrency', await get({ currency: mintable.currency }), 'mintable');
    expect(m).toMatchObject({ type: 17, types: ['EXCHANGEABLE', 'MINTABLE'], sovereign: false, algorithm: 3, algorithmName: 'SHA3_256', minDifficulty: 1, maxDifficulty: 3, initialSupplyQNT: '0', currentSupplyQNT: '0' });

    const at = (await tip()) + 3;
    const crowd = await issueCurrency(node, issuer, { type: '5', maxSupplyQNT: '10000', reserveSupplyQNT: '10000', initialSupplyQNT: '100', issuanceHeight: String(at), minReservePerUnitMTA: '7' });
    const c = contract.check('getCurrency', await get({ currency: crowd.currency }), 'crowdfunded');
    expect(c).toMatchObject({ type: 5, types: ['EXCHANGEABLE', 'RESERVABLE'], issuanceHeight: at, active: false, reserveSupplyQNT: '10000', minReservePerUnitMTA: '7', currentReservePerUnitMTA: '0', currentSupplyQNT: '100' });
    expect(c.algorithmName).toBeUndefined();
  });

  it('refuses an unknown currency or code (errorCode 7, UNKNOWN_CURRENCY), neither or both (errorCode 1 / 7), malformed values', async () => {
    expect((await get({ currency: '1234567890123' })).json).toMatchObject({ errorCode: 7, error: 'currency', errorName: 'UNKNOWN_CURRENCY' });
    expect((await get({ code: 'NOPEX' })).json).toMatchObject({ errorCode: 7, error: 'code', errorName: 'UNKNOWN_CURRENCY' });
    // A code is matched exactly: the name does not answer as a code.
    expect((await get({ code: plain.name })).json).toMatchObject({ errorCode: 7, error: 'code', errorName: 'UNKNOWN_CURRENCY' });
    expect((await get({})).json).toMatchObject({ errorCode: 1, error: 'currency' });
    expect((await get({ currency: plain.currency, code: plain.code })).json).toMatchObject({ errorCode: 7, error: 'code' });
    expect((await get({ currency: 'GOLD' })).json).toMatchObject({ errorCode: 7, error: 'currency' });
    expect((await get({ currency: plain.currency, includeCounts: 'maybe' })).json).toMatchObject({ errorCode: 7, error: 'includeCounts' });
  });
});
