// getLoanOffers: offers by principal holding and lender, open only by default, paged.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { contract } from './fixtures/totem-reads.js';
import { fee, get, post, publishOffer } from './loan-helpers.js';

describe('getLoanOffers', () => {
  let node: ChainNode;
  let coinA: string, coinB: string, totemOffer: string, cancelled: string;
  const [a, b] = [devnet(1), devnet(2)];
  beforeAll(async () => {
    node = await startChainNode();
    coinA = await publishOffer(node, a);
    coinB = await publishOffer(node, b);
    cancelled = await publishOffer(node, a);
    await post(node, 'cancelLoanOffer', { secretPhrase: a.secretPhrase, loan: cancelled, feeMTA: fee() });
    const totem = (await post(node, 'issueTotem', { secretPhrase: a.secretPhrase, name: 'offertotem', quantityQNT: '100', decimals: '0' })).json.transaction as string;
    await node.forge();
    totemOffer = await publishOffer(node, a, { principalType: 'TOTEM', principal: totem, principalAmount: '10', interestValue: '1' });
  });
  afterAll(() => node.close());
  const ids = (r: Record<string, any>) => (r.offers as Array<{ loan: string }>).map((o) => o.loan);

  it('lists open offers newest first, filtered by holding and lender', async () => {
    expect(ids(contract.check('getLoanOffers', await get(node, 'getLoanOffers')))).toEqual([totemOffer, coinB, coinA]);
    expect(ids(contract.check('getLoanOffers', await get(node, 'getLoanOffers', { holdingType: 'COIN' })))).toEqual([coinB, coinA]);
    expect(ids(contract.check('getLoanOffers', await get(node, 'getLoanOffers', { lender: a.accountRS })))).toEqual([totemOffer, coinA]);
    expect(ids(contract.check('getLoanOffers', await get(node, 'getLoanOffers', { lender: a.account, openOnly: 'false' })))).toEqual([totemOffer, cancelled, coinA]);
    expect(ids(contract.check('getLoanOffers', await get(node, 'getLoanOffers', { firstIndex: '1', lastIndex: '1' })))).toEqual([coinB]);
  });

  it('refuses a holding without its type, and an unknown lender', async () => {
    expect((await get(node, 'getLoanOffers', { holding: '5' })).json).toMatchObject({ errorCode: 7, error: 'holdingType' });
    expect((await get(node, 'getLoanOffers', { holdingType: 'GOLD' })).json).toMatchObject({ errorCode: 7, error: 'holdingType' });
    expect((await get(node, 'getLoanOffers', { lender: '1234567890123' })).json).toMatchObject({ errorCode: 3 });
  });
});
