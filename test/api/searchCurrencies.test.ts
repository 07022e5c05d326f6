// searchCurrencies: a case-insensitive substring of the name, code or description, newest
// issuance first, a page, includeCounts, and the refusals of a missing or blank query.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { issueCurrency } from './currency-helpers.js';
import { contract } from './fixtures/totem-reads.js';

describe('searchCurrencies', () => {
  let node: ChainNode;
  let goldcoin = '';
  let silver = '';
  let copper = '';
  beforeAll(async () => {
    node = await startChainNode();
    goldcoin = (await issueCurrency(node, devnet(0), { name: 'Goldcoin', code: 'GLDCN', description: 'backed by nothing' })).currency;
    silver = (await issueCurrency(node, devnet(1), { name: 'Silver', code: 'SLVRX', description: 'a GOLD alternative' })).currency;
    copper = (await issueCurrency(node, devnet(2), { name: 'Copper', code: 'CPPRX', description: 'plain metal' })).currency;
  });
  afterAll(() => node.close());

  const search = (params: Record<string, string>) => node.get({ requestType: 'searchCurrencies', ...params });
  const found = async (query: string, extra: Record<string, string> = {}, label = query): Promise<string[]> =>
    (contract.check('searchCurrencies', await search({ query, ...extra }), label).currencies as Array<{ currency: string }>).map((c) => c.currency);

  it('matches the name, the code or the description, case-insensitively, newest issuance first', async () => {
    // "gold": Silver by its description (newer), Goldcoin by its name.
    expect(await found('gold')).toEqual([silver, goldcoin]);
    expect(await found('slvr')).toEqual([silver]);
    expect(await found('METAL')).toEqual([copper]);
    expect(await found('  copper  ', {}, 'trimmed')).toEqual([copper]);
    // All three have an "e": Copper and Silver in their names, Goldcoin in "backed by nothing".
    expect(await found('e')).toEqual([copper, silver, goldcoin]);
    expect(await found('zzz', {}, 'no match')).toEqual([]);
  });

  it('answers the Currency object of getCurrency; includeCounts adds the counts', async () => {
    const r = contract.check('searchCurrencies', await search({ query: 'Goldcoin' }), 'object');
    const one = (await node.get({ requestType: 'getCurrency', currency: goldcoin })).json;
    delete one.requestProcessingTime;
    expect(r.currencies).toEqual([one]);
    const counted = contract.check('searchCurrencies', await search({ query: 'Goldcoin', includeCounts: 'true' }), 'counts');
    expect(counted.currencies[0]).toMatchObject({ numberOfAccounts: 1, numberOfTransfers: 0, numberOfPayments: 0, numberOfExchanges: 0 });
  });

  it('pages the matches', async () => {
    expect(await found('e', { firstIndex: '1', lastIndex: '1' }, 'page')).toEqual([silver]);
    expect(await found('e', { firstIndex: '2' }, 'tail')).toEqual([goldcoin]);
  });

  it('refuses a missing or empty query (errorCode 1) and a blank one (errorCode 7), naming query', async () => {
    expect((await search({})).json).toMatchObject({ errorCode: 1, error: 'query' });
    expect((await search({ query: '' })).json).toMatchObject({ errorCode: 1, error: 'query' });
    expect((await search({ query: '   ' })).json).toMatchObject({ errorCode: 7, error: 'query' });
    expect((await search({ query: 'gold', includeCounts: 'yes' })).json).toMatchObject({ errorCode: 7, error: 'includeCounts' });
  });
});
