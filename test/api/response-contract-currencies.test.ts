// The declared responses of the MS operations (the monetary system) against real answers: one
// devnet node walks currencies' lives through the API (issue, transfer, a merchant payment, a
// crowdfunding resolved and claimed, an offer filled by a buy and a sell, a mint, a deletion) and
// every answer must fit the published 200 schema. The last test proves that no MS operation, and
// no alternative of an anyOf answer, went unchecked; response-contract.test.ts leaves them to
// this file (CHECKED_IN_CURRENCIES).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { nodeHandlerTable } from '../../src/node.js';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { CHECKED_IN_CURRENCIES, ResponseContract } from './response-contract.js';
import { proofNonce } from './currency-helpers.js';

const contract = new ResponseContract(nodeHandlerTable());

describe('declared responses of the MS operations', () => {
  let node: ChainNode;
  const [issuer, holder, shop] = [devnet(0), devnet(1), devnet(2)];
  let currency: string;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  const post = (requestType: string, params: Record<string, string>) => node.post({ requestType, ...params });
  const get = (requestType: string, params: Record<string, string> = {}) => node.get({ requestType, ...params });
  const tip = async () => (await get('getBlockchainStatus')).json.numberOfBlocks - 1;

  it('issue, transfer, pay a merchant: the writes and the currency reads', async () => {
    const issued = contract.check('issueCurrency', await post('issueCurrency', { secretPhrase: issuer.secretPhrase, name: 'Contract', code: 'CNTRC', type: '1', maxSupplyQNT: '100000', initialSupplyQNT: '100000', decimals: '2' }));
    currency = issued.transaction;
    contract.check('issueCurrency', await post('issueCurrency', { publicKey: issuer.publicKey, name: 'Unsigned', code: 'UNSGN', type: '1', maxSupplyQNT: '1', initialSupplyQNT: '1' }), 'unsigned');
    contract.check('registerMerchant', await post('registerMerchant', { secretPhrase: shop.secretPhrase, name: 'Contract shop' }));
    await node.forge();
    contract.check('transferCurrency', await post('transferCurrency', { secretPhrase: issuer.secretPhrase, recipient: holder.account, currency, unitsQNT: '5000' }));
    contract.check('currencyPayment', await post('currencyPayment', { secretPhrase: issuer.secretPhrase, recipient: shop.account, currency, unitsQNT: '10', feeRateQNTPerFXT: '100000000' }));
    await node.forge();
    expect(contract.check('getCurrency', await get('getCurrency', { code: 'CNTRC', includeCounts: 'true' }))).toMatchObject({ currency, numberOfTransfers: 1, numberOfPayments: 1 });
    contract.check('getAllCurrencies', await get('getAllCurrencies'));
    contract.check('searchCurrencies', await get('searchCurrencies', { query: 'contr' }));
    contract.check('getAccountCurrencies', await get('getAccountCurrencies', { account: holder.account }));
    contract.check('getCurrencyAccounts', await get('getCurrencyAccounts', { currency }));
    contract.check('get-currenciesByIssuer', await get('get-currenciesByIssuer', { account: `${issuer.account},${holder.accountRS}`, includeCounts: 'true' }));
    contract.check('getCurrencyTransfers', await get('getCurrencyTransfers', { currency }));
    contract.check('getMerchants', await get('getMerchants'));
    contract.check('getMerchant', await get('getMerchant', { account: shop.account }));
    const withCurrencies = contract.check('getAccount', await get('getAccount', { account: holder.account, includeCurrencies: 'true' }), 'with currencies');
    expect(withCurrencies.currencyBalances).toMatchObject([{ currency, unitsQNT: '5000' }]);
  });

  it('an offer filled by a buy and a sell; the offer and exchange reads', async () => {
    const h = await tip();
    contract.check('publishExchangeOffer', await post('publishExchangeOffer', {
      secretPhrase: holder.secretPhrase, currency, buyRateMTA: '5', sellRateMTA: '7', totalBuyLimitQNT: '100', totalSellLimitQNT: '100', initialBuySupplyQNT: '50', initialSellSupplyQNT: '50', expirationHeight: String(h + 100),
    }));
    await node.forge();
    contract.check('getBuyOffers', await get('getBuyOffers', { currency }));
    contract.check('getSellOffers', await get('getSellOffers', { account: holder.account }));
    contract.check('currencyBuy', await post('currencyBuy', { secretPhrase: issuer.secretPhrase, currency, rateMTA: '7', unitsQNT: '10' }));
    contract.check('currencySell', await post('currencySell', { secretPhrase: issuer.secretPhrase, currency, rateMTA: '5', unitsQNT: '10' }));
    await node.forge();
    expect(contract.check('getExchanges', await get('getExchanges', { currency, includeCurrencyInfo: 'true' })).exchanges).toHaveLength(2);
  });

  it('a crowdfunding resolved, then claimed; a mint; a deletion', async () => {
    const h = await tip();
    const claimable = contract.check('issueCurrency', await post('issueCurrency', {
      secretPhrase: issuer.secretPhrase, name: 'Backed', code: 'BACKD', type: String(1 | 4 | 8), maxSupplyQNT: '1000', reserveSupplyQNT: '1000', initialSupplyQNT: '0', issuanceHeight: String(h + 3), minReservePerUnitMTA: '2',
    })).transaction;
    await node.forge();
    contract.check('currencyReserveIncrease', await post('currencyReserveIncrease', { secretPhrase: holder.secretPhrase, currency: claimable, amountPerUnitMTA: '3' }));
    await node.forge();
    contract.check('getCurrencyFounders', await get('getCurrencyFounders', { currency: claimable }));
    await node.forge();
    contract.check('currencyReserveClaim', await post('currencyReserveClaim', { secretPhrase: holder.secretPhrase, currency: claimable, unitsQNT: '100' }));

    const mintable = contract.check('issueCurrency', await post('issueCurrency', {
      secretPhrase: issuer.secretPhrase, name: 'Minted', code: 'MINTD', type: String(1 | 16), maxSupplyQNT: '1000000', initialSupplyQNT: '0', algorithm: '2', minDifficulty: '1', maxDifficulty: '3',
    })).transaction;
    await node.forge();
    const target = contract.check('GetMintingTarget', await get('GetMintingTarget', { currency: mintable, account: issuer.account, unitsQNT: '10' }));
    const nonce = proofNonce(node, mintable, 10n, BigInt(target.counter), issuer);
    contract.check('currencyMint', await post('currencyMint', { secretPhrase: issuer.secretPhrase, currency: mintable, nonce: String(nonce), unitsQNT: '10', counter: String(target.counter) }));
    await node.forge();
    expect(contract.check('canDeleteCurrency', await get('canDeleteCurrency', { account: issuer.account, currency: mintable }))).toMatchObject({ canDelete: true });
    contract.check('canDeleteCurrency', await get('canDeleteCurrency', { account: holder.account, currency: mintable }), 'refused');
    contract.check('deleteCurrency', await post('deleteCurrency', { secretPhrase: issuer.secretPhrase, currency: mintable }));
    contract.check('deregisterMerchant', await post('deregisterMerchant', { secretPhrase: shop.secretPhrase }));
    await node.forge();
  });

  it('checked a real answer of every MS operation', () => {
    expect(contract.unchecked(CHECKED_IN_CURRENCIES)).toEqual({ unchecked: [], undeclared: [] });
    const ms = contract.declared().filter((op) => nodeHandlerTable()[op]!.tags.includes('MS' as never));
    expect([...ms].sort()).toEqual([...CHECKED_IN_CURRENCIES].sort());
    expect(contract.unmetAlternatives(CHECKED_IN_CURRENCIES)).toEqual([]);
  });
});
