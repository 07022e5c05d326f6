// transferCurrency: the currency transfer (5/3) through the API on the devnet: the transaction,
// both holdings once forged, the unconfirmed balances in between, a CONTROLLABLE currency, and
// the refusals (unknown currency, too few units, bad units), also for unsigned transactions.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { expectPostOnlyAndSecretSafe, expectUnsigned, funded, issueCurrency, unitsHeld } from './currency-helpers.js';

describe('transferCurrency', () => {
  let node: ChainNode;
  let currency: string;
  beforeAll(async () => {
    node = await startChainNode();
    currency = (await issueCurrency(node, devnet(1))).currency;
  });
  afterAll(() => node.close());

  const transfer = (params: Record<string, string>) => node.post({ requestType: 'transferCurrency', ...params });
  const currenciesOf = async (a: { account: string }) => (await node.get({ requestType: 'getAccount', account: a.account, includeCurrencies: 'true' })).json;

  it('moves the units to the recipient; the sender\'s unconfirmed units fall at once', async () => {
    const sender = devnet(1);
    const recipient = await funded(node, 'transferCurrency recipient');
    const r = await transfer({ secretPhrase: sender.secretPhrase, recipient: recipient.accountRS, currency, unitsQNT: '300' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ broadcasted: true, transactionJSON: { type: 5, subtype: 3, sender: sender.account, recipient: recipient.account, amountMTA: '0', feeMTA: '100000000' } });
    expect(r.json.transactionJSON.attachment).toEqual({ 'version.CurrencyTransfer': 1, currency, unitsQNT: '300' });
    const pending = await currenciesOf(sender);
    expect(pending.currencyBalances).toContainEqual(expect.objectContaining({ currency, unitsQNT: '1000000' }));
    expect(pending.unconfirmedCurrencyBalances).toContainEqual(expect.objectContaining({ currency, unconfirmedUnitsQNT: '999700' }));

    await node.forge();
    expect(unitsHeld(node, sender, currency)).toBe(999_700n);
    expect(unitsHeld(node, recipient, currency)).toBe(300n);
    expect((await currenciesOf(recipient)).currencyBalances).toEqual([expect.objectContaining({ currency, unitsQNT: '300', decimals: 2 })]);
  });

  it('moves a CONTROLLABLE currency only to or from its issuer', async () => {
    const controlled = (await issueCurrency(node, devnet(2), { type: '3' })).currency;
    await transfer({ secretPhrase: devnet(2).secretPhrase, recipient: devnet(3).account, currency: controlled, unitsQNT: '10' });
    await node.forge();
    const r = await transfer({ secretPhrase: devnet(3).secretPhrase, recipient: devnet(4).account, currency: controlled, unitsQNT: '1' });
    expect(r.json).toMatchObject({ errorCode: 7, error: 'recipient' });
    expect((await transfer({ secretPhrase: devnet(3).secretPhrase, recipient: devnet(2).account, currency: controlled, unitsQNT: '1' })).json).toMatchObject({ broadcasted: true });
  });

  it('refuses an unknown currency, too few units and bad units, naming the parameter', async () => {
    const base = { secretPhrase: devnet(1).secretPhrase, recipient: devnet(2).account };
    expect((await transfer({ ...base, currency: '12345678901234567', unitsQNT: '1' })).json).toMatchObject({ errorCode: 7, error: 'currency', errorName: 'UNKNOWN_CURRENCY' });
    expect((await transfer({ ...base, currency, unitsQNT: '5000000' })).json).toMatchObject({ errorCode: 6, error: 'unitsQNT', errorName: 'NOT_ENOUGH_CURRENCY' });
    expect((await transfer({ ...base, currency, unitsQNT: '-5' })).json).toMatchObject({ errorCode: 7, error: 'unitsQNT' });
    expect((await transfer({ ...base, currency, unitsQNT: '0' })).json).toMatchObject({ errorCode: 7, error: 'unitsQNT' });
    expect((await transfer({ ...base, currency: 'GOLD', unitsQNT: '1' })).json).toMatchObject({ errorCode: 7, error: 'currency' });
    // The same refusal for a transaction that is only built, not signed.
    expect((await transfer({ publicKey: devnet(1).publicKey, recipient: devnet(2).account, currency, unitsQNT: '5000000' })).json).toMatchObject({ errorCode: 6, errorName: 'NOT_ENOUGH_CURRENCY' });
  });

  it('builds an unsigned transaction for a public key, is POST only and never echoes the secret phrase', async () => {
    await expectUnsigned(node, devnet(1), { requestType: 'transferCurrency', recipient: devnet(2).account, currency, unitsQNT: '1' }, 5, 3);
    await expectPostOnlyAndSecretSafe(node, 'transferCurrency', devnet(1), [{ recipient: devnet(2).account, currency, unitsQNT: '1' }, { recipient: devnet(2).account, currency, unitsQNT: '99999999' }]);
  });
});
