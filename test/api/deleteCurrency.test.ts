// deleteCurrency: a currency deletion (5/8) through the API on the devnet: the issuer holding
// every unit deletes it (its holdings go, its name and code are free again), the offers' holds
// come back, and the refusals while another account holds or offers units, also for unsigned
// transactions.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { offersOf } from '../../src/capabilities/currencies/queries.js';
import { devnet, startChainNode, testAccount, type ChainNode, type TestAccount } from './chain-fixture.js';
import { balance, currencyRecord, expectPostOnlyAndSecretSafe, expectUnsigned, freshCode, giveUnits, issueCurrency, ok, unitsHeld } from './currency-helpers.js';
import { contract } from './fixtures/totem-reads.js';

describe('deleteCurrency', () => {
  let node: ChainNode;
  let issuer: TestAccount;
  let holder: TestAccount;
  let bidder: TestAccount;
  beforeAll(async () => {
    node = await startChainNode();
    issuer = testAccount('deleteCurrency issuer');
    holder = testAccount('deleteCurrency holder');
    bidder = testAccount('deleteCurrency bidder');
    for (const a of [issuer, holder, bidder]) await node.pay(devnet(0), a, 500n * ONE_COIN);
    await node.forge();
  });
  afterAll(() => node.close());

  const remove = (a: TestAccount, currency: string, extra: Record<string, string> = {}) => node.post({ requestType: 'deleteCurrency', secretPhrase: a.secretPhrase, currency, ...extra });
  const offer = (a: TestAccount, currency: string, buy: string, sell: string) =>
    ok(node, { requestType: 'publishExchangeOffer', secretPhrase: a.secretPhrase, currency, buyRateMTA: '1000000', sellRateMTA: '2000000', totalBuyLimitQNT: buy, totalSellLimitQNT: sell, initialBuySupplyQNT: buy, initialSellSupplyQNT: sell, expirationHeight: '100000' });

  it('deletes a currency whose issuer holds every unit: its holdings go and its name and code are free again', async () => {
    const { currency, name, code } = await issueCurrency(node, issuer);
    expect(unitsHeld(node, issuer, currency)).toBe(1_000_000n);
    const before = await balance(node, issuer);
    const r = await remove(issuer, currency);
    contract.check('deleteCurrency', r);
    expect(r.json).toMatchObject({ broadcasted: true, transactionJSON: { type: 5, subtype: 8, sender: issuer.account, amountMTA: '0', feeMTA: '100000000' } });
    expect(r.json.transactionJSON.attachment).toEqual({ 'version.CurrencyDeletion': 1, currency });
    await node.forge();
    expect(currencyRecord(node, currency)).toBeUndefined();
    expect(unitsHeld(node, issuer, currency)).toBe(0n);
    expect(await balance(node, issuer)).toBe(before - ONE_COIN);
    expect((await node.get({ requestType: 'getAccount', account: issuer.account, includeCurrencies: 'true' })).json.currencyBalances).toEqual([]);
    // Another account issues a currency with the same name and code.
    const again = await ok(node, { requestType: 'issueCurrency', secretPhrase: devnet(2).secretPhrase, name, code, type: '1', maxSupplyQNT: '50', initialSupplyQNT: '50' });
    await node.forge();
    expect(currencyRecord(node, again.json.transaction)).toMatchObject({ name, code, issuer: devnet(2).id });
    // And the deleted id is unknown now.
    expect((await remove(issuer, currency)).json).toMatchObject({ errorCode: 7, error: 'currency', errorName: 'UNKNOWN_CURRENCY' });
  });

  it('is refused while another account holds units, or offers units on a sell side, naming currency', async () => {
    const { currency } = await issueCurrency(node, issuer);
    await giveUnits(node, issuer, holder, currency, '10');
    expect((await remove(issuer, currency)).json).toMatchObject({ errorCode: 7, error: 'currency' });
    // The holder cannot delete it either: it does not hold everything.
    expect((await remove(holder, currency)).json).toMatchObject({ errorCode: 7, error: 'currency' });
    // Units on the holder's sell side count as held: still refused.
    await offer(holder, currency, '0', '10');
    await node.forge();
    expect(unitsHeld(node, holder, currency)).toBe(0n);
    expect((await remove(issuer, currency)).json).toMatchObject({ errorCode: 7, error: 'currency' });
    expect((await node.post({ requestType: 'deleteCurrency', publicKey: issuer.publicKey, currency })).json).toMatchObject({ errorCode: 7, error: 'currency' });
    // Bought back through the offer, every unit is the issuer's again: now it may.
    await ok(node, { requestType: 'currencyBuy', secretPhrase: issuer.secretPhrase, currency, rateMTA: '2000000', unitsQNT: '10' });
    await node.forge();
    expect(unitsHeld(node, issuer, currency)).toBe(1_000_000n);
    expect((await remove(issuer, currency)).json).toMatchObject({ broadcasted: true });
    await node.forge();
    expect(currencyRecord(node, currency)).toBeUndefined();
  });

  it('returns every offer\'s holds on deletion: the issuer\'s coin and units, another account\'s buy side coin', async () => {
    const { currency } = await issueCurrency(node, issuer);
    // The issuer offers 500 units and bids for 100 (1 coin held); the bidder bids for 300 (3 coins held).
    await offer(issuer, currency, '100', '500');
    await offer(bidder, currency, '300', '0');
    await node.forge();
    const issuerBefore = await balance(node, issuer);
    const bidderBefore = await balance(node, bidder);
    expect(unitsHeld(node, issuer, currency)).toBe(999_500n);
    expect(offersOf(node.node.state, { currency: BigInt(currency) })).toHaveLength(2);
    await ok(node, { requestType: 'deleteCurrency', secretPhrase: issuer.secretPhrase, currency });
    await node.forge();
    expect(offersOf(node.node.state, { currency: BigInt(currency) })).toEqual([]);
    expect(await balance(node, issuer)).toBe(issuerBefore + 100n * 1_000_000n - ONE_COIN);
    expect(await balance(node, bidder)).toBe(bidderBefore + 300n * 1_000_000n);
    expect(currencyRecord(node, currency)).toBeUndefined();
    expect(unitsHeld(node, issuer, currency)).toBe(0n);
  });

  it('before its issuance height only the issuer deletes, and the founders get their pledges back; a CLAIMABLE currency\'s units are claimed first', async () => {
    const founder = holder;
    const height = (await node.get({ requestType: 'getBlockchainStatus' })).json.height as number;
    const reserved = (type: string, issuanceHeight: number) => ({ requestType: 'issueCurrency', secretPhrase: issuer.secretPhrase, ...freshCode(), type, maxSupplyQNT: '1000', reserveSupplyQNT: '1000', initialSupplyQNT: '0', minReservePerUnitMTA: '1000', issuanceHeight: String(issuanceHeight) });
    const crowdfunded = (await ok(node, reserved('5', height + 50))).json.transaction as string;
    const claimable = (await ok(node, reserved('13', height + 3))).json.transaction as string;
    await node.forge(); // height + 1
    await ok(node, { requestType: 'currencyReserveIncrease', secretPhrase: founder.secretPhrase, currency: crowdfunded, amountPerUnitMTA: '2000' });
    await ok(node, { requestType: 'currencyReserveIncrease', secretPhrase: issuer.secretPhrase, currency: claimable, amountPerUnitMTA: '3000' });
    await node.forge(); // height + 2
    const founderBefore = await balance(node, founder);
    expect((await remove(founder, crowdfunded)).json).toMatchObject({ errorCode: 7, error: 'currency' });
    await ok(node, { requestType: 'deleteCurrency', secretPhrase: issuer.secretPhrase, currency: crowdfunded });
    await node.forge(); // height + 3: the claimable currency is active, the crowdfunded one deleted
    expect(currencyRecord(node, crowdfunded)).toBeUndefined();
    expect(await balance(node, founder)).toBe(founderBefore + 1000n * 2000n);
    // The issuer is the claimable currency's only founder: it holds every unit, backed by 3000 MTA each.
    expect(unitsHeld(node, issuer, claimable)).toBe(1000n);
    expect(currencyRecord(node, claimable)).toMatchObject({ currentReservePerUnit: 3000n, currentSupply: 1000n });
    const issuerBefore = await balance(node, issuer);
    await ok(node, { requestType: 'deleteCurrency', secretPhrase: issuer.secretPhrase, currency: claimable });
    await node.forge();
    expect(currencyRecord(node, claimable)).toBeUndefined();
    expect(await balance(node, issuer)).toBe(issuerBefore + 1000n * 3000n - ONE_COIN);
  });

  it('is refused while the sender\'s own pending transfer moves units away: a deletion never overtakes it', async () => {
    const { currency } = await issueCurrency(node, issuer);
    await ok(node, { requestType: 'transferCurrency', secretPhrase: issuer.secretPhrase, recipient: holder.account, currency, unitsQNT: '10' });
    const refused = await remove(issuer, currency);
    expect(refused.json).toMatchObject({ errorCode: 7, error: 'currency' });
    expect(refused.json.errorDescription).toContain('pending');
    await node.forge();
    expect(unitsHeld(node, holder, currency)).toBe(10n);
    expect(currencyRecord(node, currency)).toBeDefined();
  });

  it('refuses an unknown currency (UNKNOWN_CURRENCY) and a bad id', async () => {
    expect((await remove(issuer, '12345678901234567')).json).toMatchObject({ errorCode: 7, error: 'currency', errorName: 'UNKNOWN_CURRENCY' });
    expect((await remove(issuer, 'GOLD')).json).toMatchObject({ errorCode: 7, error: 'currency' });
  });

  it('builds an unsigned transaction for a public key, is POST only and never echoes the secret phrase', async () => {
    const { currency } = await issueCurrency(node, devnet(4));
    const r = await expectUnsigned(node, devnet(4), { requestType: 'deleteCurrency', currency }, 5, 8);
    contract.check('deleteCurrency', r, 'unsigned');
    await expectPostOnlyAndSecretSafe(node, 'deleteCurrency', devnet(4), [{ currency }, { currency: '12345678901234567' }]);
  });
});
