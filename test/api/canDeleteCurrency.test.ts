// canDeleteCurrency: each deletion rule with its reason (other holders, another account's sell
// offer, not active yet, MINTABLE with units to mint), the check made at the next block's height,
// and the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode, type TestAccount } from './chain-fixture.js';
import { giveUnits, issueCurrency, issueMintable, ok } from './currency-helpers.js';
import { contract, NO_SUCH_ID } from './fixtures/totem-reads.js';

const OTHERS_HOLD = 'another account holds units of the currency';
const OTHERS_OFFER = 'another account offers units of the currency';
const NOT_ACTIVE = 'a currency that is not active yet may be deleted by its issuer only';
const MINTABLE = 'a MINTABLE currency with units still to mint may be deleted by its issuer only';

describe('canDeleteCurrency', () => {
  let node: ChainNode;
  const issuer = devnet(0);
  const other = devnet(1);
  const tip = async (): Promise<number> => (await node.get({ requestType: 'getBlockchainStatus' })).json.height as number;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  const can = async (a: TestAccount, currency: string, label: string) => {
    const r = contract.check('canDeleteCurrency', await node.get({ requestType: 'canDeleteCurrency', account: a.accountRS, currency }), label);
    delete r.requestProcessingTime;
    return r;
  };

  it('a sole holder may delete; anyone else may not while another account holds units', async () => {
    const { currency } = await issueCurrency(node, issuer);
    expect(await can(issuer, currency, 'sole holder')).toEqual({ canDelete: true });
    expect(await can(other, currency, 'other holds')).toEqual({ canDelete: false, reason: OTHERS_HOLD });
    await giveUnits(node, issuer, other, currency, '10');
    expect(await can(issuer, currency, 'after a transfer')).toEqual({ canDelete: false, reason: OTHERS_HOLD });
    await giveUnits(node, other, issuer, currency, '10');
    expect(await can(issuer, currency, 'all back')).toEqual({ canDelete: true });
    // The answer holds: the deletion is accepted and the currency is gone.
    await ok(node, { requestType: 'deleteCurrency', secretPhrase: issuer.secretPhrase, currency });
    await node.forge();
    expect((await node.get({ requestType: 'canDeleteCurrency', account: issuer.account, currency })).json).toMatchObject({ errorCode: 7, errorName: 'UNKNOWN_CURRENCY' });
  });

  it('units on another account\'s sell offer count as held by it', async () => {
    const { currency } = await issueCurrency(node, issuer);
    await giveUnits(node, issuer, other, currency, '10');
    await ok(node, {
      requestType: 'publishExchangeOffer', secretPhrase: other.secretPhrase, currency, buyRateMTA: '1', sellRateMTA: '2',
      totalBuyLimitQNT: '0', totalSellLimitQNT: '10', initialBuySupplyQNT: '0', initialSellSupplyQNT: '10', expirationHeight: String((await tip()) + 100),
    });
    await node.forge();
    expect(await can(issuer, currency, 'offered')).toEqual({ canDelete: false, reason: OTHERS_OFFER });
  });

  it('a MINTABLE currency with units to mint: its issuer only', async () => {
    const { currency } = await issueMintable(node, issuer);
    expect(await can(issuer, currency, 'mintable issuer')).toEqual({ canDelete: true });
    expect(await can(other, currency, 'mintable other')).toEqual({ canDelete: false, reason: MINTABLE });
  });

  it('a currency not active yet: its issuer only, judged at the height of the next block', async () => {
    const at = (await tip()) + 4;
    const { currency } = await issueCurrency(node, issuer, { type: '5', maxSupplyQNT: '10000', reserveSupplyQNT: '10000', initialSupplyQNT: '100', issuanceHeight: String(at), minReservePerUnitMTA: '1' });
    expect(await tip()).toBe(at - 3);
    expect(await can(issuer, currency, 'not active, issuer')).toEqual({ canDelete: true });
    expect(await can(other, currency, 'not active, other')).toEqual({ canDelete: false, reason: NOT_ACTIVE });
    await node.forge();
    // The tip is at - 2: the next block (at - 1) is still before the issuance height.
    expect(await can(other, currency, 'two blocks before')).toEqual({ canDelete: false, reason: NOT_ACTIVE });
    await node.forge();
    // The tip is at - 1: the next block is at the issuance height, where the currency is active,
    // so the rule that applies is the holders' (the issuer holds its initial supply).
    expect(await can(other, currency, 'active in the next block')).toEqual({ canDelete: false, reason: OTHERS_HOLD });
  });

  it('refuses an unknown account (errorCode 3), an unknown currency (errorCode 7, UNKNOWN_CURRENCY), missing parameters', async () => {
    const { currency } = await issueCurrency(node, issuer);
    const get = (params: Record<string, string>) => node.get({ requestType: 'canDeleteCurrency', ...params });
    expect((await get({ account: NO_SUCH_ID, currency })).json).toMatchObject({ errorCode: 3, error: 'account' });
    expect((await get({ account: issuer.account, currency: NO_SUCH_ID })).json).toMatchObject({ errorCode: 7, error: 'currency', errorName: 'UNKNOWN_CURRENCY' });
    expect((await get({ currency })).json).toMatchObject({ errorCode: 1, error: 'account' });
    expect((await get({ account: issuer.account })).json).toMatchObject({ errorCode: 1, error: 'currency' });
    expect((await get({ account: issuer.account, currency: 'x' })).json).toMatchObject({ errorCode: 7, error: 'currency' });
  });
});
