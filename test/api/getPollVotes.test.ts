// getPollVotes: the votes on a poll in vote order (by the height of the vote, then by voter id),
// each with its values (-128: not answered), paged, still listed once the poll is finished; the
// refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode, type TestAccount } from './chain-fixture.js';
import { contract, forgeTo, NO_SUCH_ID, submitPoll, submitVote, tip } from './poll-helpers.js';

describe('getPollVotes', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  const votes = async (params: Record<string, string>, label = 'default') => contract.check('getPollVotes', await node.get({ requestType: 'getPollVotes', ...params }), label).votes as Array<Record<string, unknown>>;
  const byId = (accounts: TestAccount[]) => [...accounts].sort((a, b) => (a.id < b.id ? -1 : 1)).map((a) => a.account);

  it('lists the votes in vote order, pages them, and keeps them once the poll is finished', async () => {
    const finishHeight = (await tip(node)) + 5;
    const poll = await submitPoll(node, devnet(0), finishHeight);
    await node.forge();
    expect(await votes({ poll }, 'none')).toEqual([]);
    const first = await submitVote(node, devnet(4), poll, { vote02: '3' });
    const h1 = (await node.forge()).height as number;
    await submitVote(node, devnet(1), poll, { vote00: '1', vote01: '0' });
    await submitVote(node, devnet(2), poll, { vote01: '2' });
    await node.forge();
    const all = await votes({ poll });
    expect(all.map((v) => v.voter)).toEqual([devnet(4).account, ...byId([devnet(1), devnet(2)])]);
    expect(all[0]).toEqual({ poll, voter: devnet(4).account, voterRS: devnet(4).accountRS, transaction: first, votes: [-128, -128, 3], height: h1 });
    expect(all.find((v) => v.voter === devnet(1).account)!.votes).toEqual([1, 0, -128]);
    expect((await votes({ poll, firstIndex: '1', lastIndex: '1' })).map((v) => v.voter)).toEqual([all[1]!.voter]);
    await forgeTo(node, finishHeight);
    expect(await votes({ poll })).toEqual(all);
  });

  it('refuses an unknown poll (errorCode 7, HTTP 404) and a missing id', async () => {
    const unknown = await node.get({ requestType: 'getPollVotes', poll: NO_SUCH_ID });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ errorCode: 7, error: 'poll' });
    expect((await node.get({ requestType: 'getPollVotes' })).json).toMatchObject({ errorCode: 1, error: 'poll' });
  });
});
