// getAccountPhasedTransactions: the open phased transactions an account sent or receives, newest
// first (height, then position in the block), rendered as getTransaction renders them; finished
// ones leave the list; pages that split a block; the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';
import { accountPoll, approve, contract, forgeTo, idsOf, newestFirst, NO_SUCH_ID, submitPhased, tip, type Phased } from './phasing-helpers.js';

describe('getAccountPhasedTransactions', () => {
  let node: ChainNode;
  const me = devnet(0);
  const fresh = testAccount('phased recipient never seen before 9b1e');
  let mine: Phased[] = [];
  let toFresh: Phased;
  let refusedAt = 0;
  let expected: string[] = [];
  beforeAll(async () => {
    node = await startChainNode();
    const h = await tip(node);
    refusedAt = h + 4;
    const poll = accountPoll(h + 40, [devnet(1)]);
    const pay = (to: string, amountMTA: number) => ({ recipient: to, amountMTA: String(amountMTA) });
    const a = await submitPhased(node, me, poll, pay(devnet(9).accountRS, 1));
    const soonRefused = await submitPhased(node, me, accountPoll(refusedAt, [devnet(1)]), pay(devnet(9).accountRS, 2));
    const released = await submitPhased(node, me, poll, pay(devnet(9).accountRS, 3));
    await submitPhased(node, devnet(5), poll, pay(devnet(6).accountRS, 4)); // someone else's
    await node.forge();
    // Three in one block: the sender's two, and one it receives.
    const b = await submitPhased(node, me, poll, pay(devnet(8).accountRS, 5));
    const c = await submitPhased(node, me, poll, pay(devnet(7).accountRS, 6));
    const incoming = await submitPhased(node, devnet(4), poll, pay(me.accountRS, 7));
    await approve(node, devnet(1), [released]);
    await node.forge();
    // To itself: listed once.
    const self = await submitPhased(node, me, poll, pay(me.accountRS, 8));
    toFresh = await submitPhased(node, devnet(3), poll, pay(fresh.accountRS, 9));
    await node.forge();
    await forgeTo(node, refusedAt);
    mine = [a, b, c, incoming, self];
    expected = await newestFirst(node, mine);
    const finished = await Promise.all([soonRefused, released].map(async (p) => (await node.get({ requestType: 'getPhasingPoll', transaction: p.transaction })).json));
    expect(finished.map((f) => [f.finished, f.approved])).toEqual([[true, false], [true, true]]);
  });
  afterAll(() => node.close());

  const get = (params: Record<string, string>) => node.get({ requestType: 'getAccountPhasedTransactions', ...params });

  it('lists the open phased transactions it sent or receives, newest first, as getTransaction shows them', async () => {
    const r = contract.check('getAccountPhasedTransactions', await get({ account: me.accountRS }));
    expect(idsOf(r)).toEqual(expected);
    expect(new Set(expected).size).toBe(5);
    for (const t of r.transactions) {
      const { requestProcessingTime: _, ...shown } = (await node.get({ requestType: 'getTransaction', transaction: t.transaction })).json;
      expect(t).toEqual(shown);
      expect(t.phased).toBe(true);
      expect([t.sender, t.recipient]).toContain(me.account);
    }
    // The block with three: by position within it, last first.
    const heights = r.transactions.map((t: { height: number }) => t.height);
    expect(heights).toEqual([...heights].sort((x: number, y: number) => y - x));
    const sameBlock = r.transactions.filter((t: { height: number }) => t.height === heights[2]);
    expect(sameBlock.map((t: { transactionIndex: number }) => t.transactionIndex)).toEqual(sameBlock.map((t: { transactionIndex: number }) => t.transactionIndex).sort((x: number, y: number) => y - x));
    expect(sameBlock).toHaveLength(3);
  });

  it('pages the list, also inside one block', async () => {
    for (const [firstIndex, lastIndex] of [[0, 0], [1, 1], [2, 3], [1, 2], [3, 10], [5, 9]] as const) {
      const r = contract.check('getAccountPhasedTransactions', await get({ account: me.account, firstIndex: String(firstIndex), lastIndex: String(lastIndex) }), 'page');
      expect(idsOf(r)).toEqual(expected.slice(firstIndex, lastIndex + 1));
    }
  });

  it('an account known only as the recipient of a phased payment; another with none', async () => {
    // Accepting the payment made the recipient an account (as Nxt does), with nothing yet.
    expect((await node.get({ requestType: 'getAccount', account: fresh.account })).json).toMatchObject({ account: fresh.account, balanceMTA: '0' });
    expect(idsOf(contract.check('getAccountPhasedTransactions', await get({ account: fresh.account }), 'recipient only'))).toEqual([toFresh.transaction]);
    expect(idsOf(contract.check('getAccountPhasedTransactions', await get({ account: devnet(2).account }), 'none'))).toEqual([]);
  });

  it('a transaction leaves the list once its poll is finished', async () => {
    const [first] = expected;
    await approve(node, devnet(1), [{ transaction: first!, fullHash: (await node.get({ requestType: 'getTransaction', transaction: first! })).json.fullHash }]);
    await node.forge();
    expect(idsOf(contract.check('getAccountPhasedTransactions', await get({ account: me.account }), 'after'))).toEqual(expected.slice(1));
  });

  it('refuses an unknown account (errorCode 3), a missing or malformed one', async () => {
    const r = await get({ account: NO_SUCH_ID });
    expect({ status: r.status, body: r.json }).toMatchObject({ status: 404, body: { errorCode: 3, error: 'account' } });
    expect((await get({})).json).toMatchObject({ errorCode: 1, error: 'account' });
    expect((await get({ account: 'nobody' })).json).toMatchObject({ errorCode: 7, error: 'account' });
  });
});
