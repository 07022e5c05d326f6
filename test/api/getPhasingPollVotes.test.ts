// getPhasingPollVotes: the votes on a poll in vote order (by height, then voter id), each voter's
// first vote only, pages, still listed once the poll is finished; the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode, type TestAccount } from './chain-fixture.js';
import { accountPoll, approve, contract, forgeTo, NO_SUCH_ID, submitPhased, tip, type Phased } from './phasing-helpers.js';

describe('getPhasingPollVotes', () => {
  let node: ChainNode;
  let poll: Phased;
  let finishHeight = 0;
  const votes: Array<{ voter: string; voterRS: string; transaction: string; height: number }> = [];
  const cast = async (voters: TestAccount[]) => {
    const ids: string[] = [];
    for (const v of voters) ids.push(await approve(node, v, [poll]));
    const height = (await node.forge()).height as number;
    return voters.map((v, i) => ({ voter: v.account, voterRS: v.accountRS, transaction: ids[i]!, height }));
  };
  beforeAll(async () => {
    node = await startChainNode();
    finishHeight = (await tip(node)) + 8;
    // Quorum 4 of 4: it stays open while the votes come in.
    poll = await submitPhased(node, devnet(0), accountPoll(finishHeight, [devnet(1), devnet(2), devnet(3), devnet(4)], 4), { recipient: devnet(9).accountRS });
    await node.forge();
    votes.push(...(await cast([devnet(3)])));
    const same = await cast([devnet(1), devnet(2)]);
    votes.push(...same.sort((a, b) => (BigInt(a.voter) < BigInt(b.voter) ? -1 : 1)));
    // devnet(3) votes again (a new timestamp: another transaction): the first vote is the one
    // that counts, the second is not listed.
    node.advance(1);
    await cast([devnet(3)]);
  });
  afterAll(() => node.close());

  const get = (params: Record<string, string>) => node.get({ requestType: 'getPhasingPollVotes', ...params });

  it('lists each voter\'s first vote in vote order: by height, then by voter id', async () => {
    const r = contract.check('getPhasingPollVotes', await get({ transaction: poll.transaction }));
    expect(r.votes).toEqual(votes);
    expect(votes.map((v) => v.voter)).toEqual([devnet(3).account, ...[devnet(1), devnet(2)].map((a) => a.account).sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))]);
    expect(votes[1]!.height).toBe(votes[2]!.height);
    expect(votes[0]!.height).toBeLessThan(votes[1]!.height);
  });

  it('pages the votes', async () => {
    expect(contract.check('getPhasingPollVotes', await get({ transaction: poll.transaction, firstIndex: '1' }), 'page').votes).toEqual(votes.slice(1));
    expect((await get({ transaction: poll.transaction, firstIndex: '1', lastIndex: '1' })).json.votes).toEqual(votes.slice(1, 2));
    expect((await get({ transaction: poll.transaction, firstIndex: '5' })).json.votes).toEqual([]);
  });

  it('an open poll without votes has none; the votes stay listed once the poll is finished', async () => {
    const quiet = await submitPhased(node, devnet(5), accountPoll((await tip(node)) + 5, [devnet(6)]), { recipient: devnet(9).accountRS });
    await node.forge();
    expect(contract.check('getPhasingPollVotes', await get({ transaction: quiet.transaction }), 'empty').votes).toEqual([]);
    await forgeTo(node, finishHeight);
    expect((await node.get({ requestType: 'getPhasingPoll', transaction: poll.transaction })).json).toMatchObject({ finished: true, approved: false, result: '3' });
    expect(contract.check('getPhasingPollVotes', await get({ transaction: poll.transaction }), 'finished').votes).toEqual(votes);
  });

  it('refuses what is not a confirmed phased transaction (errorCode 7 naming transaction) and a missing one', async () => {
    const vote = votes[0]!.transaction; // a transaction, but not a phased one
    for (const transaction of [NO_SUCH_ID, vote]) {
      expect((await get({ transaction })).json).toMatchObject({ errorCode: 7, error: 'transaction', errorDescription: 'Unknown phased transaction' });
    }
    expect((await get({})).json).toMatchObject({ errorCode: 1, error: 'transaction' });
  });
});
