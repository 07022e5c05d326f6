// getPolls: the polls newest first (by creation height, then by poll id), all or one creator's,
// open only, finished only, paged; an unknown account.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';
import { contract, forgeTo, submitPoll, tip } from './poll-helpers.js';

describe('getPolls', () => {
  let node: ChainNode;
  /** Newest first: late (devnet-1); the two of one block (second by devnet-0, one by devnet-2),
   * by id; early (devnet-0, finished). */
  let early: string;
  let same: string[];
  let second: string;
  let late: string;
  beforeAll(async () => {
    node = await startChainNode();
    const h = await tip(node);
    early = await submitPoll(node, devnet(0), h + 3);
    await node.forge();
    second = await submitPoll(node, devnet(0), h + 30, { name: 'Second' });
    same = [second, await submitPoll(node, devnet(2), h + 30, { name: 'Third' })];
    same.sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
    await node.forge();
    late = await submitPoll(node, devnet(1), h + 30);
    await node.forge();
    await forgeTo(node, h + 3);
  });
  afterAll(() => node.close());

  const list = async (params: Record<string, string>, label = 'default') => (contract.check('getPolls', await node.get({ requestType: 'getPolls', ...params }), label).polls as Array<{ poll: string; finished: boolean }>);
  const ids = async (params: Record<string, string> = {}) => (await list(params)).map((p) => p.poll);

  it('lists every poll newest first, finished ones included, each as getPoll shows it', async () => {
    const polls = await list({});
    expect(polls.map((p) => p.poll)).toEqual([late, ...same, early]);
    expect(polls.map((p) => p.finished)).toEqual([false, false, false, true]);
    const one = (await node.get({ requestType: 'getPoll', poll: late })).json;
    expect({ ...polls[0], requestProcessingTime: one.requestProcessingTime }).toEqual(one);
  });

  it('filters by creator, open or finished', async () => {
    const creator = devnet(0).account;
    expect(await ids({ account: creator })).toEqual([second, early]);
    expect(await ids({ account: devnet(0).accountRS })).toEqual([second, early]);
    expect(await ids({ includeFinished: 'false' })).toEqual([late, ...same]);
    expect(await ids({ finishedOnly: 'true' })).toEqual([early]);
    // finishedOnly wins over includeFinished (as in Nxt).
    expect(await ids({ finishedOnly: 'true', includeFinished: 'false' })).toEqual([early]);
    expect(await ids({ account: creator, includeFinished: 'false' })).toEqual([second]);
    expect(await ids({ account: devnet(1).account, finishedOnly: 'true' })).toEqual([]);
  });

  it('pages with firstIndex and lastIndex', async () => {
    expect(await ids({ firstIndex: '1', lastIndex: '2' })).toEqual(same);
    expect(await ids({ firstIndex: '3' })).toEqual([early]);
    expect(await ids({ firstIndex: '4' })).toEqual([]);
  });

  it('an account the chain knows without polls has none; one it never saw is errorCode 3', async () => {
    expect(await ids({ account: devnet(5).account })).toEqual([]);
    expect((await node.get({ requestType: 'getPolls', account: testAccount('never seen polls').account })).json).toMatchObject({ errorCode: 3, error: 'account' });
    expect((await node.get({ requestType: 'getPolls', includeFinished: 'maybe' })).json).toMatchObject({ errorCode: 7, error: 'includeFinished' });
  });
});
