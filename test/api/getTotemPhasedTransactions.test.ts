// getTotemPhasedTransactions: the open phased transactions that move a totem (transfers, an ask
// order), newest first (height, then position in the block), filtered by sender and by the
// absence of a whitelist; not a poll that merely weighs votes in the totem, nor another totem's,
// nor finished ones; pages; the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { give, issue } from './totem-helpers.js';
import { accountPoll, approve, contract, forgeTo, idsOf, newestFirst, NO_SUCH_ID, submitPhased, tip, type Phased } from './phasing-helpers.js';

describe('getTotemPhasedTransactions', () => {
  let node: ChainNode;
  let totem = '';
  let expected: string[] = [];
  let bySender0: string[] = [];
  let open: string[] = [];
  let toRelease: Phased;
  beforeAll(async () => {
    node = await startChainNode();
    totem = await issue(node, devnet(0), '1000');
    const otherTotem = await issue(node, devnet(0), '1000');
    await give(node, devnet(0), devnet(1), totem, '300');
    const h = await tip(node);
    const move = (quantityQNT: string, id = totem) => ({ requestType: 'transferTotem', recipient: devnet(9).accountRS, totem: id, quantityQNT });
    const timeLock = { phasingFinishHeight: String(h + 40), phasingVotingModel: '-1' };
    const t1 = await submitPhased(node, devnet(0), accountPoll(h + 40, [devnet(5)]), move('10'));
    // Refused at its finish height, approved early: neither listed then.
    await submitPhased(node, devnet(0), accountPoll(h + 4, [devnet(5)]), move('11'));
    toRelease = await submitPhased(node, devnet(1), accountPoll(h + 40, [devnet(6)]), move('12'));
    // Another totem; a payment whose poll weighs votes in the totem: not listed.
    await submitPhased(node, devnet(0), accountPoll(h + 40, [devnet(5)]), move('13', otherTotem));
    await submitPhased(node, devnet(0), { phasingFinishHeight: String(h + 40), phasingVotingModel: '2', phasingQuorum: '1', phasingHolding: totem }, { recipient: devnet(9).accountRS });
    await node.forge();
    await approve(node, devnet(6), [toRelease]);
    // Three in one block: two senders, with and without a whitelist, a transfer and an order.
    const t2 = await submitPhased(node, devnet(1), timeLock, move('14'));
    const t3 = await submitPhased(node, devnet(0), timeLock, { requestType: 'placeAskOrder', totem, quantityQNT: '15', priceMTA: '1000' });
    const t4 = await submitPhased(node, devnet(0), accountPoll(h + 40, [devnet(5), devnet(6)], 2), move('16'));
    await node.forge();
    await forgeTo(node, h + 4);
    expected = await newestFirst(node, [t1, t2, t3, t4]);
    bySender0 = await newestFirst(node, [t1, t3, t4]);
    open = await newestFirst(node, [t2, t3]);
  });
  afterAll(() => node.close());

  const get = (params: Record<string, string>) => node.get({ requestType: 'getTotemPhasedTransactions', totem, ...params });

  it('lists the open phased transactions that move the totem, newest first, as getTransaction shows them', async () => {
    const r = contract.check('getTotemPhasedTransactions', await get({}));
    expect(idsOf(r)).toEqual(expected);
    for (const t of r.transactions) {
      const { requestProcessingTime: _, ...shown } = (await node.get({ requestType: 'getTransaction', transaction: t.transaction })).json;
      expect(t).toEqual(shown);
      expect(t.attachment.totem).toBe(totem);
    }
    expect(r.transactions.map((t: { type: number; subtype: number }) => [t.type, t.subtype])).toContainEqual([2, 2]);
  });

  it('filters by sender, by the absence of a whitelist, by both', async () => {
    expect(idsOf(contract.check('getTotemPhasedTransactions', await get({ account: devnet(0).accountRS }), 'account'))).toEqual(bySender0);
    expect(idsOf(contract.check('getTotemPhasedTransactions', await get({ withoutWhitelist: 'true' }), 'withoutWhitelist'))).toEqual(open);
    expect(idsOf(contract.check('getTotemPhasedTransactions', await get({ account: devnet(0).account, withoutWhitelist: 'true' }), 'both'))).toEqual(open.filter((id) => bySender0.includes(id)));
    expect(idsOf(contract.check('getTotemPhasedTransactions', await get({ account: devnet(2).account }), 'none'))).toEqual([]);
    // An account the chain never saw is a filter like any other.
    expect(idsOf((await get({ account: NO_SUCH_ID })).json)).toEqual([]);
  });

  it('pages the list', async () => {
    for (const [firstIndex, lastIndex] of [[0, 0], [1, 1], [1, 2], [2, 3], [3, 9], [4, 9]] as const) {
      const r = contract.check('getTotemPhasedTransactions', await get({ firstIndex: String(firstIndex), lastIndex: String(lastIndex) }), 'page');
      expect(idsOf(r)).toEqual(expected.slice(firstIndex, lastIndex + 1));
    }
  });

  it('refuses an unknown totem (errorCode 7 naming totem), a missing one, a malformed account or flag', async () => {
    const unknown = await node.get({ requestType: 'getTotemPhasedTransactions', totem: NO_SUCH_ID });
    expect(unknown.json).toMatchObject({ errorCode: 7, error: 'totem', errorDescription: 'Unknown totem' });
    expect((await node.get({ requestType: 'getTotemPhasedTransactions' })).json).toMatchObject({ errorCode: 1, error: 'totem' });
    expect((await get({ account: 'nobody' })).json).toMatchObject({ errorCode: 7, error: 'account' });
    expect((await get({ withoutWhitelist: 'sometimes' })).json).toMatchObject({ errorCode: 7, error: 'withoutWhitelist' });
  });
});
