// getAllCurrencies: every currency newest issuance first (same block: by currency id), a page,
// the counts of includeCounts, and a deleted currency gone.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { freshCode, giveUnits, issueCurrency, ok } from './currency-helpers.js';
import { byId, contract } from './fixtures/totem-reads.js';

describe('getAllCurrencies', () => {
  let node: ChainNode;
  /** Currency ids, oldest issuance first. */
  const oldest: string[] = [];
  /** The two issued in one block, by id. */
  let sameBlock: string[] = [];
  beforeAll(async () => {
    node = await startChainNode();
    oldest.push((await issueCurrency(node, devnet(0))).currency);
    oldest.push((await issueCurrency(node, devnet(1))).currency);
    oldest.push((await issueCurrency(node, devnet(0))).currency);
    const pair: string[] = [];
    for (const a of [devnet(2), devnet(3)]) {
      const { name, code } = freshCode();
      pair.push((await ok(node, { requestType: 'issueCurrency', secretPhrase: a.secretPhrase, name, code, type: '1', maxSupplyQNT: '500', initialSupplyQNT: '500' })).json.transaction as string);
    }
    await node.forge();
    sameBlock = byId(pair);
    await giveUnits(node, devnet(0), devnet(4), oldest[0]!, '10');
  });
  afterAll(() => node.close());

  const get = (params: Record<string, string> = {}) => node.get({ requestType: 'getAllCurrencies', ...params });
  const ids = (r: Record<string, any>) => (r.currencies as Array<{ currency: string }>).map((c) => c.currency);

  it('lists every currency newest issuance first, one block\'s by currency id, each the Currency object of getCurrency', async () => {
    const r = contract.check('getAllCurrencies', await get());
    expect(ids(r)).toEqual([...sameBlock, ...[...oldest].reverse()]);
    for (const c of r.currencies as Array<Record<string, unknown>>) {
      const one = (await node.get({ requestType: 'getCurrency', currency: c.currency as string })).json;
      delete one.requestProcessingTime;
      expect(c).toEqual(one);
    }
  });

  it('pages with firstIndex / lastIndex', async () => {
    const all = ids(contract.check('getAllCurrencies', await get()));
    expect(ids(contract.check('getAllCurrencies', await get({ firstIndex: '1', lastIndex: '2' }), 'page'))).toEqual(all.slice(1, 3));
    expect(ids(contract.check('getAllCurrencies', await get({ firstIndex: '4' }), 'tail'))).toEqual(all.slice(4));
    expect(ids(contract.check('getAllCurrencies', await get({ firstIndex: '9' }), 'past the end'))).toEqual([]);
    expect(ids(await get({ firstIndex: '3', lastIndex: '2' }).then((r) => r.json))).toEqual([]);
  });

  it('includeCounts adds the counts to each', async () => {
    const r = contract.check('getAllCurrencies', await get({ includeCounts: 'true' }), 'counts');
    const first = (r.currencies as Array<Record<string, unknown>>).find((c) => c.currency === oldest[0])!;
    expect(first).toMatchObject({ numberOfAccounts: 2, numberOfTransfers: 1, numberOfPayments: 0, numberOfExchanges: 0 });
    for (const c of r.currencies as Array<Record<string, unknown>>) expect(c.numberOfAccounts).toEqual(expect.any(Number));
    expect((await get()).json.currencies[0].numberOfAccounts).toBeUndefined();
  });

  it('no longer lists a deleted currency', async () => {
    await ok(node, { requestType: 'deleteCurrency', secretPhrase: devnet(1).secretPhrase, currency: oldest[1]! });
    await node.forge();
    expect(ids(contract.check('getAllCurrencies', await get(), 'after a deletion'))).toEqual([...sameBlock, oldest[2], oldest[0]]);
  });

  it('refuses a malformed flag or index (errorCode 7 naming it)', async () => {
    expect((await get({ includeCounts: 'maybe' })).json).toMatchObject({ errorCode: 7, error: 'includeCounts' });
    expect((await get({ firstIndex: 'one' })).json).toMatchObject({ errorCode: 7, error: 'firstIndex' });
  });
});
