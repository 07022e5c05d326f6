// currencyPayment: the merchant payment (5/9) through the API on the devnet: the transaction, both
// holdings once forged, the payment listed apart from transfers, the fee as a rate
// (feeRateQNTPerFXT), and the spec's named refusals (NOT_REGISTERED_MERCHANT, NOT_ENOUGH_CURRENCY,
// UNKNOWN_CURRENCY), also for unsigned transactions.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { transfersOf } from '../../src/capabilities/currencies/queries.js';
import { devnet, startChainNode, type ChainNode, type TestAccount } from './chain-fixture.js';
import { balance, expectPostOnlyAndSecretSafe, expectUnsigned, funded, giveUnits, issueCurrency, registerMerchant, unitsHeld } from './currency-helpers.js';
import { contract } from './fixtures/totem-reads.js';

describe('currencyPayment', () => {
  let node: ChainNode;
  let currency: string;
  let merchant: TestAccount;
  beforeAll(async () => {
    node = await startChainNode();
    currency = (await issueCurrency(node, devnet(1))).currency;
    merchant = await funded(node, 'currencyPayment merchant');
    await registerMerchant(node, merchant, 'Corner shop');
  });
  afterAll(() => node.close());

  const pay = (params: Record<string, string>) => node.post({ requestType: 'currencyPayment', ...params });
  const movements = (account: TestAccount) => transfersOf(node.node.state, { account: account.id, currency: BigInt(currency) });

  it('pays a registered merchant: the units move once forged and the payment is listed as one', async () => {
    const payer = devnet(1);
    const r = await pay({ secretPhrase: payer.secretPhrase, recipient: merchant.accountRS, currency, unitsQNT: '250' });
    contract.check('currencyPayment', r);
    expect(r.json).toMatchObject({ broadcasted: true, transactionJSON: { type: 5, subtype: 9, sender: payer.account, recipient: merchant.account, amountMTA: '0', feeMTA: '100000000' } });
    expect(r.json.transaction).toMatch(/^[0-9]+$/);
    expect(r.json.fullHash).toMatch(/^[0-9a-f]{64}$/);
    expect(r.json.transactionJSON.attachment).toEqual({ 'version.CurrencyPayment': 1, currency, unitsQNT: '250' });
    const pending = (await node.get({ requestType: 'getAccount', account: payer.account, includeCurrencies: 'true' })).json;
    expect(pending.unconfirmedCurrencyBalances).toContainEqual(expect.objectContaining({ currency, unconfirmedUnitsQNT: '999750' }));

    const block = await node.forge();
    expect(unitsHeld(node, payer, currency)).toBe(999_750n);
    expect(unitsHeld(node, merchant, currency)).toBe(250n);
    expect(await movements(merchant)).toEqual([
      [BigInt(r.json.transaction), expect.objectContaining({ currency: BigInt(currency), sender: payer.id, recipient: merchant.id, units: 250n, payment: true, height: block.height })],
    ]);
    // A plain transfer to the same merchant is listed as no payment.
    const t = await node.post({ requestType: 'transferCurrency', secretPhrase: payer.secretPhrase, recipient: merchant.accountRS, currency, unitsQNT: '5' });
    await node.forge();
    const listed = await movements(merchant);
    expect(listed).toHaveLength(2);
    expect(listed.find(([id]) => id === BigInt(t.json.transaction))?.[1].payment).toBe(false);
    expect(listed.find(([id]) => id === BigInt(r.json.transaction))?.[1].payment).toBe(true);
    expect(unitsHeld(node, merchant, currency)).toBe(255n);
  });

  it('refuses a recipient that is not a registered merchant: NOT_REGISTERED_MERCHANT naming recipient', async () => {
    const r = await pay({ secretPhrase: devnet(1).secretPhrase, recipient: devnet(3).accountRS, currency, unitsQNT: '1' });
    expect(r.json).toMatchObject({ errorCode: 7, error: 'recipient', errorName: 'NOT_REGISTERED_MERCHANT' });
    // Also an account the chain has never seen.
    expect((await pay({ secretPhrase: devnet(1).secretPhrase, recipient: '1234567890123', currency, unitsQNT: '1' })).json).toMatchObject({ errorCode: 7, error: 'recipient', errorName: 'NOT_REGISTERED_MERCHANT' });
  });

  it('a CONTROLLABLE currency: its issuer pays a merchant, a holder paying one is refused naming recipient', async () => {
    const controlled = (await issueCurrency(node, devnet(2), { type: '3' })).currency;
    await giveUnits(node, devnet(2), devnet(3), controlled, '10');
    expect((await pay({ secretPhrase: devnet(2).secretPhrase, recipient: merchant.accountRS, currency: controlled, unitsQNT: '4' })).json).toMatchObject({ broadcasted: true });
    const r = await pay({ secretPhrase: devnet(3).secretPhrase, recipient: merchant.accountRS, currency: controlled, unitsQNT: '1' });
    expect(r.json).toMatchObject({ errorCode: 7, error: 'recipient' });
    expect(r.json.errorName).toBeUndefined();
    await node.forge();
    expect(unitsHeld(node, merchant, controlled)).toBe(4n);
  });

  it('refuses too few units (NOT_ENOUGH_CURRENCY), an unknown currency (UNKNOWN_CURRENCY) and bad units', async () => {
    const base = { secretPhrase: devnet(1).secretPhrase, recipient: merchant.accountRS };
    expect((await pay({ ...base, currency, unitsQNT: '5000000' })).json).toMatchObject({ errorCode: 6, error: 'unitsQNT', errorName: 'NOT_ENOUGH_CURRENCY' });
    // An account that holds none of the currency.
    expect((await pay({ ...base, secretPhrase: devnet(5).secretPhrase, currency, unitsQNT: '1' })).json).toMatchObject({ errorCode: 6, error: 'unitsQNT', errorName: 'NOT_ENOUGH_CURRENCY' });
    expect((await pay({ ...base, currency: '12345678901234567', unitsQNT: '1' })).json).toMatchObject({ errorCode: 7, error: 'currency', errorName: 'UNKNOWN_CURRENCY' });
    expect((await pay({ ...base, currency, unitsQNT: '0' })).json).toMatchObject({ errorCode: 7, error: 'unitsQNT' });
    expect((await pay({ ...base, currency, unitsQNT: '-3' })).json).toMatchObject({ errorCode: 7, error: 'unitsQNT' });
    // The same named refusals for a transaction that is only built.
    const unsigned = { publicKey: devnet(1).publicKey, currency, unitsQNT: '1' };
    expect((await pay({ ...unsigned, recipient: devnet(3).accountRS })).json).toMatchObject({ errorCode: 7, error: 'recipient', errorName: 'NOT_REGISTERED_MERCHANT' });
    expect((await pay({ ...unsigned, recipient: merchant.accountRS, unitsQNT: '5000000' })).json).toMatchObject({ errorCode: 6, errorName: 'NOT_ENOUGH_CURRENCY' });
  });

  it('takes the fee as a rate: 100000000 pays exactly the minimum, 250000000 pays 2.5 coins; below the minimum or with feeMTA it is refused', async () => {
    const payer = await funded(node, 'currencyPayment rate payer', 10n);
    await giveUnits(node, devnet(1), payer, currency, '100');
    const base = { secretPhrase: payer.secretPhrase, recipient: merchant.accountRS, currency, unitsQNT: '10' };
    const minimum = await pay({ ...base, feeRateQNTPerFXT: '100000000', broadcast: 'false' });
    expect(minimum.json.transactionJSON.feeMTA).toBe(ONE_COIN.toString());
    const rated = await pay({ ...base, feeRateQNTPerFXT: '250000000' });
    contract.check('currencyPayment', rated, 'fee rate');
    expect(rated.json.transactionJSON.feeMTA).toBe('250000000');
    await node.forge();
    expect(await balance(node, payer)).toBe(10n * ONE_COIN - 250_000_000n);
    expect(unitsHeld(node, payer, currency)).toBe(90n);

    expect((await pay({ ...base, feeRateQNTPerFXT: '99999999' })).json).toMatchObject({ errorCode: 7, error: 'feeRateQNTPerFXT' });
    expect((await pay({ ...base, feeRateQNTPerFXT: '0' })).json).toMatchObject({ errorCode: 7, error: 'feeRateQNTPerFXT' });
    expect((await pay({ ...base, feeRateQNTPerFXT: '200000000', feeMTA: '200000000' })).json).toMatchObject({ errorCode: 7, error: 'feeRateQNTPerFXT' });
    // A rate the sender cannot pay: errorCode 6.
    expect((await pay({ ...base, feeRateQNTPerFXT: (100n * ONE_COIN).toString() })).json).toMatchObject({ errorCode: 6 });
  });

  it('builds an unsigned transaction for a public key, is POST only and never echoes the secret phrase', async () => {
    const r = await expectUnsigned(node, devnet(1), { requestType: 'currencyPayment', recipient: merchant.accountRS, currency, unitsQNT: '1' }, 5, 9);
    contract.check('currencyPayment', r, 'unsigned');
    expect(r.json.transactionJSON.recipient).toBe(merchant.account);
    await expectPostOnlyAndSecretSafe(node, 'currencyPayment', devnet(1), [
      { recipient: merchant.accountRS, currency, unitsQNT: '1' },
      { recipient: merchant.accountRS, currency, unitsQNT: '99999999' },
      { recipient: devnet(3).accountRS, currency, unitsQNT: '1' },
    ]);
  });
});
