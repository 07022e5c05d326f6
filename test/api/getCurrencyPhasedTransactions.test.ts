// getCurrencyPhasedTransactions: the open phased transactions that move a currency, newest first
// (height, then position in the block), filtered by sender and by the absence of a whitelist; not
// a poll that merely weighs votes in the currency, nor another currency's, nor finished ones;
// pages; an unknown or deleted currency refused as UNKNOWN_CURRENCY.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { giveUnits, issueCurrency } from './currency-helpers.js';
import { accountPoll, approve, contract, forgeTo, idsOf, newestFirst, NO_SUCH_ID, ok, submitPhased, tip, type Phased } from './phasing-helpers.js';

describe('getCurrencyPhasedTransactions', () => {
  let node: ChainNode;
  let currency = '';
  let deleted = '';
  let expected: string[] = [];
  let bySender0: string[] = [];
  let open: string[] = [];
  let toRelease: Phased;
  beforeAll(async () => {
    node = await startChainNode();
    currency = (await issueCurrency(node, devnet(0))).currency;
    const otherCurrency = (await issueCurrency(node, devnet(0))).currency;
    deleted = (await issueCurrency(node, devnet(2))).currency;
    await ok(node, { requestType: 'deleteCurrency', secretPhrase: devnet(2).secretPhrase, currency: deleted });
    await giveUnits(node, devnet(0), devnet(1), currency, '30000');
    const h = await tip(node);
    const move = (unitsQNT: string, id = currency) => ({ requestType: 'transferCurrency', recipient: devnet(9).accountRS, currency: id, unitsQNT });
    const timeLock = { phasingFinishHeight: String(h + 40), phasingVotingModel: '-1' };
    const c1 = await submitPhased(node, devnet(0), accountPoll(h + 40, [devnet(5)]), move('10'));
    // Refused at its finish height, approved early: neither listed then.
    await submitPhased(node, devnet(0), accountPoll(h + 4, [devnet(5)]), move('11'));
    toRelease = await submitPhased(node, devnet(1), accountPoll(h + 40, [devnet(6)]), move('12'));
    // Another currency; a payment whose poll weighs votes in the currency: not listed.
    await submitPhased(node, devnet(0), accountPoll(h + 40, [devnet(5)]), move('13', otherCurrency));
    await submitPhased(node, devnet(0), { phasingFinishHeight: String(h + 40), phasingVotingModel: '3', phasingQuorum: '1', phasingHolding: currency }, { recipient: devnet(9).accountRS });
    await node.forge();
    await approve(node, devnet(6), [toRelease]);
    // Three in one block: two senders, with and without a whitelist.
    const c2 = await submitPhased(node, devnet(1), timeLock, move('14'));
    const c3 = await submitPhased(node, devnet(0), timeLock, move('15'));
    const c4 = await submitPhased(node, devnet(0), accountPoll(h + 40, [devnet(5), devnet(6)], 2), move('16'));
    await node.forge();
    await forgeTo(node, h + 4);
    expected = await newestFirst(node, [c1, c2, c3, c4]);
    bySender0 = await newestFirst(node, [c1, c3, c4]);
    open = await newestFirst(node, [c2, c3]);
  });
  afterAll(() => node.close());

  const get = (params: Record<string, string>) => node.get({ requestType: 'getCurrencyPhasedTransactions', currency, ...params });

  it('lists the open phased transactions that move the currency, newest first, as getTransaction shows them', async () => {
    const r = contract.check('getCurrencyPhasedTransactions', await get({}));
    expect(idsOf(r)).toEqual(expected);
    for (const t of r.transactions) {
      const { requestProcessingTime: _, ...shown } = (await node.get({ requestType: 'getTransaction', transaction: t.transaction })).json;
      expect(t).toEqual(shown);
      expect(t.attachment.currency).toBe(currency);
    }
  });

  it('filters by sender, by the absence of a whitelist, by both', async () => {
    expect(idsOf(contract.check('getCurrencyPhasedTransactions', await get({ account: devnet(0).accountRS }), 'account'))).toEqual(bySender0);
    expect(idsOf(contract.check('getCurrencyPhasedTransactions', await get({ withoutWhitelist: 'true' }), 'withoutWhitelist'))).toEqual(open);
    expect(idsOf(contract.check('getCurrencyPhasedTransactions', await get({ account: devnet(1).account, withoutWhitelist: 'true' }), 'both'))).toEqual(open.filter((id) => !bySender0.includes(id)));
    expect(idsOf(contract.check('getCurrencyPhasedTransactions', await get({ account: devnet(3).account }), 'none'))).toEqual([]);
  });

  it('pages the list', async () => {
    for (const [firstIndex, lastIndex] of [[0, 0], [1, 1], [1, 2], [2, 3], [3, 9], [4, 9]] as const) {
      const r = contract.check('getCurrencyPhasedTransactions', await get({ firstIndex: String(firstIndex), lastIndex: String(lastIndex) }), 'page');
      expect(idsOf(r)).toEqual(expected.slice(firstIndex, lastIndex + 1));
    }
  });

  it('refuses an unknown or deleted currency (errorCode 7 naming currency, UNKNOWN_CURRENCY), a missing one, a malformed account', async () => {
    for (const c of [NO_SUCH_ID, deleted]) {
      expect((await node.get({ requestType: 'getCurrencyPhasedTransactions', currency: c })).json).toMatchObject({ errorCode: 7, error: 'currency', errorName: 'UNKNOWN_CURRENCY', errorDescription: 'Unknown currency' });
    }
    expect((await node.get({ requestType: 'getCurrencyPhasedTransactions' })).json).toMatchObject({ errorCode: 1, error: 'currency' });
    expect((await get({ account: 'nobody' })).json).toMatchObject({ errorCode: 7, error: 'account' });
  });
});
