// getPollVote: one account's vote on a poll (by id or RS address), before and after the poll is
// finished; an account that did not vote, and an unknown poll.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';
import { contract, forgeTo, NO_SUCH_ID, submitPoll, submitVote, tip } from './poll-helpers.js';

describe('getPollVote', () => {
  let node: ChainNode;
  let poll: string;
  let finishHeight: number;
  beforeAll(async () => {
    node = await startChainNode();
    finishHeight = (await tip(node)) + 4;
    poll = await submitPoll(node, devnet(0), finishHeight);
    await node.forge();
  });
  afterAll(() => node.close());

  const get = (params: Record<string, string>) => node.get({ requestType: 'getPollVote', poll, ...params });

  it('the vote of an account, every field, by id or RS address, also once the poll is finished', async () => {
    const transaction = await submitVote(node, devnet(1), poll, { vote00: '2', vote01: '3' });
    const height = (await node.forge()).height as number;
    const expected = { poll, voter: devnet(1).account, voterRS: devnet(1).accountRS, transaction, votes: [2, 3, -128], height, requestProcessingTime: expect.any(Number) };
    expect(contract.check('getPollVote', await get({ account: devnet(1).account }))).toEqual(expected);
    expect((await get({ account: devnet(1).accountRS })).json).toEqual(expected);
    await forgeTo(node, finishHeight);
    expect((await get({ account: devnet(1).account })).json).toEqual(expected);
  });

  it('refuses an account that did not vote (errorCode 7 naming account, HTTP 404) and an unknown poll', async () => {
    for (const account of [devnet(2).account, testAccount('never voted on polls').account]) {
      const r = await get({ account });
      expect(r.status).toBe(404);
      expect(r.json).toMatchObject({ errorCode: 7, error: 'account' });
    }
    const unknown = await get({ poll: NO_SUCH_ID, account: devnet(1).account });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ errorCode: 7, error: 'poll' });
    expect((await get({ account: '' })).json).toMatchObject({ errorCode: 1, error: 'account' });
  });
});
