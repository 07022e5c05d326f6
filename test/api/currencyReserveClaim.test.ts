// currencyReserveClaim: claiming a CLAIMABLE currency's units back for their coin (5/2) through
// the API on the devnet: a claimable currency crowdfunded through the API (its coin stays as the
// units' backing), the transaction, the units burnt and units x reserve per unit paid, and the
// refusals (not CLAIMABLE, not active yet, too few units), also for unsigned transactions.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, testAccount, type ChainNode, type TestAccount } from './chain-fixture.js';
import { balance, currencyRecord, expectPostOnlyAndSecretSafe, expectUnsigned, freshCode, issueCurrency, ok, unitsHeld } from './currency-helpers.js';
import { contract } from './fixtures/totem-reads.js';

describe('currencyReserveClaim', () => {
  let node: ChainNode;
  let issuer: TestAccount;
  let founder: TestAccount;
  let other: TestAccount;
  let claimable: string;
  let pendingClaimable: string;
  let plain: string;
  let issuerAfterResolution: bigint;
  beforeAll(async () => {
    node = await startChainNode();
    issuer = testAccount('currencyReserveClaim issuer');
    founder = testAccount('currencyReserveClaim founder');
    other = testAccount('currencyReserveClaim other');
    for (const a of [issuer, founder, other]) await node.pay(devnet(0), a, 100n * ONE_COIN);
    await node.forge();
    plain = (await issueCurrency(node, devnet(1))).currency;
    const height = (await node.get({ requestType: 'getBlockchainStatus' })).json.height as number;
    // CLAIMABLE (1 | 4 | 8): nothing at first, 1000 units of reserve supply, active at height + 3.
    const claim = (issuanceHeight: number) => ({ requestType: 'issueCurrency', secretPhrase: issuer.secretPhrase, ...freshCode(), type: '13', maxSupplyQNT: '1000', reserveSupplyQNT: '1000', initialSupplyQNT: '0', issuanceHeight: String(issuanceHeight), minReservePerUnitMTA: '1000000' });
    claimable = (await ok(node, claim(height + 3))).json.transaction;
    pendingClaimable = (await ok(node, claim(height + 100))).json.transaction;
    await node.forge(); // height + 1
    await ok(node, { requestType: 'currencyReserveIncrease', secretPhrase: founder.secretPhrase, currency: claimable, amountPerUnitMTA: '2000000' });
    await ok(node, { requestType: 'currencyReserveIncrease', secretPhrase: founder.secretPhrase, currency: pendingClaimable, amountPerUnitMTA: '1000' });
    await node.forge(); // height + 2
    const issuerBefore = await balance(node, issuer);
    await node.forge(); // height + 3: the claimable currency is active
    issuerAfterResolution = await balance(node, issuer);
    expect(issuerAfterResolution).toBe(issuerBefore);
  });
  afterAll(() => node.close());

  const claim = (a: TestAccount, currency: string, unitsQNT: string, extra: Record<string, string> = {}) =>
    node.post({ requestType: 'currencyReserveClaim', secretPhrase: a.secretPhrase, currency, unitsQNT, ...extra });

  it('the founder holds the whole reserve supply; the coin stays as its backing, not with the issuer', () => {
    expect(unitsHeld(node, founder, claimable)).toBe(1000n);
    expect(unitsHeld(node, issuer, claimable)).toBe(0n);
    expect(currencyRecord(node, claimable)).toMatchObject({ type: 13, currentSupply: 1000n, currentReservePerUnit: 2_000_000n });
  });

  it('burns the units and pays units x the reserve per unit', async () => {
    const before = await balance(node, founder);
    const r = await claim(founder, claimable, '300');
    contract.check('currencyReserveClaim', r);
    expect(r.json).toMatchObject({ broadcasted: true, transactionJSON: { type: 5, subtype: 2, sender: founder.account, amountMTA: '0', feeMTA: '100000000' } });
    expect(r.json.transactionJSON.attachment).toEqual({ 'version.ReserveClaim': 1, currency: claimable, unitsQNT: '300' });
    // The units are taken at once from the unconfirmed holding.
    const pending = (await node.get({ requestType: 'getAccount', account: founder.account, includeCurrencies: 'true' })).json;
    expect(pending.unconfirmedCurrencyBalances).toContainEqual(expect.objectContaining({ currency: claimable, unconfirmedUnitsQNT: '700' }));
    await node.forge();
    expect(unitsHeld(node, founder, claimable)).toBe(700n);
    expect(currencyRecord(node, claimable)).toMatchObject({ currentSupply: 700n, currentReservePerUnit: 2_000_000n });
    // 300 x 2000000 MTA = 6 coins, less the 1-coin fee.
    expect(await balance(node, founder)).toBe(before + 300n * 2_000_000n - ONE_COIN);

    // Any holder claims: units passed on keep their backing.
    await ok(node, { requestType: 'transferCurrency', secretPhrase: founder.secretPhrase, recipient: other.accountRS, currency: claimable, unitsQNT: '50' });
    await node.forge();
    const otherBefore = await balance(node, other);
    await ok(node, { requestType: 'currencyReserveClaim', secretPhrase: other.secretPhrase, currency: claimable, unitsQNT: '50' });
    await node.forge();
    expect(unitsHeld(node, other, claimable)).toBe(0n);
    expect(await balance(node, other)).toBe(otherBefore + 50n * 2_000_000n - ONE_COIN);
    expect(currencyRecord(node, claimable)).toMatchObject({ currentSupply: 650n });
    expect(await balance(node, issuer)).toBe(issuerAfterResolution);
  });

  it('refuses a currency that is not CLAIMABLE or not active yet, naming currency', async () => {
    expect(unitsHeld(node, devnet(1), plain)).toBe(1_000_000n);
    expect((await claim(devnet(1), plain, '10')).json).toMatchObject({ errorCode: 7, error: 'currency' });
    expect((await claim(founder, pendingClaimable, '1')).json).toMatchObject({ errorCode: 7, error: 'currency' });
    expect((await claim(founder, '12345678901234567', '1')).json).toMatchObject({ errorCode: 7, error: 'currency', errorName: 'UNKNOWN_CURRENCY' });
  });

  it('refuses more units than the sender holds (NOT_ENOUGH_CURRENCY) and bad units', async () => {
    expect((await claim(founder, claimable, '651')).json).toMatchObject({ errorCode: 6, error: 'unitsQNT', errorName: 'NOT_ENOUGH_CURRENCY' });
    expect((await claim(issuer, claimable, '1')).json).toMatchObject({ errorCode: 6, error: 'unitsQNT', errorName: 'NOT_ENOUGH_CURRENCY' });
    expect((await claim(founder, claimable, '0')).json).toMatchObject({ errorCode: 7, error: 'unitsQNT' });
    expect((await claim(founder, claimable, '-1')).json).toMatchObject({ errorCode: 7, error: 'unitsQNT' });
    // Pending claims hold their units: two that each fit, but not together.
    expect((await claim(founder, claimable, '400')).json).toMatchObject({ broadcasted: true });
    expect((await claim(founder, claimable, '400')).json).toMatchObject({ errorCode: 6, error: 'unitsQNT', errorName: 'NOT_ENOUGH_CURRENCY' });
    await node.forge();
    expect(unitsHeld(node, founder, claimable)).toBe(250n);
    expect(currencyRecord(node, claimable)).toMatchObject({ currentSupply: 250n });
  });

  it('builds an unsigned transaction for a public key, is POST only and never echoes the secret phrase', async () => {
    const r = await expectUnsigned(node, founder, { requestType: 'currencyReserveClaim', currency: claimable, unitsQNT: '1' }, 5, 2);
    contract.check('currencyReserveClaim', r, 'unsigned');
    expect((await node.post({ requestType: 'currencyReserveClaim', publicKey: founder.publicKey, currency: claimable, unitsQNT: '251' })).json).toMatchObject({ errorCode: 6, errorName: 'NOT_ENOUGH_CURRENCY' });
    expect((await node.post({ requestType: 'currencyReserveClaim', publicKey: devnet(1).publicKey, currency: plain, unitsQNT: '1' })).json).toMatchObject({ errorCode: 7, error: 'currency' });
    await expectPostOnlyAndSecretSafe(node, 'currencyReserveClaim', founder, [
      { currency: claimable, unitsQNT: '1' },
      { currency: claimable, unitsQNT: '250' },
      { currency: plain, unitsQNT: '1' },
    ]);
  });
});
