// getPhasingPollVote: one account's vote on a poll (its first), by id or RS address, still there
// once the poll is finished; errorCode 7 naming account when it did not vote, naming transaction
// when the transaction has no poll.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';
import { accountPoll, approve, contract, NO_SUCH_ID, submitPhased, tip, type Phased } from './phasing-helpers.js';

describe('getPhasingPollVote', () => {
  let node: ChainNode;
  let poll: Phased;
  let first = '';
  let firstHeight = 0;
  beforeAll(async () => {
    node = await startChainNode();
    poll = await submitPhased(node, devnet(0), accountPoll((await tip(node)) + 20, [devnet(1), devnet(2), devnet(3)], 2), { recipient: devnet(9).accountRS });
    await node.forge();
    first = await approve(node, devnet(1), [poll]);
    firstHeight = (await node.forge()).height as number;
    node.advance(1); // a new timestamp: otherwise the same transaction again
    await approve(node, devnet(1), [poll]);
    await node.forge();
  });
  afterAll(() => node.close());

  const get = (params: Record<string, string>) => node.get({ requestType: 'getPhasingPollVote', ...params });
  const expected = () => ({ voter: devnet(1).account, voterRS: devnet(1).accountRS, transaction: first, height: firstHeight, requestProcessingTime: expect.any(Number) });

  it('answers the voter\'s first vote, by numeric id or RS address', async () => {
    expect(contract.check('getPhasingPollVote', await get({ transaction: poll.transaction, account: devnet(1).account }))).toEqual(expected());
    expect(contract.check('getPhasingPollVote', await get({ transaction: poll.transaction, account: devnet(1).accountRS }), 'RS')).toEqual(expected());
  });

  it('keeps the vote once the poll is finished', async () => {
    await approve(node, devnet(3), [poll]);
    await node.forge();
    expect((await node.get({ requestType: 'getPhasingPoll', transaction: poll.transaction })).json).toMatchObject({ finished: true, approved: true });
    expect(contract.check('getPhasingPollVote', await get({ transaction: poll.transaction, account: devnet(1).account }), 'finished')).toEqual(expected());
    expect((await get({ transaction: poll.transaction, account: devnet(3).account })).json).toMatchObject({ voter: devnet(3).account });
  });

  it('refuses an account that did not vote (errorCode 7 naming account), known to the chain or not', async () => {
    for (const account of [devnet(2).account, devnet(5).accountRS, testAccount('never seen on the chain 41d2').account]) {
      const r = await get({ transaction: poll.transaction, account });
      expect({ status: r.status, body: r.json }).toMatchObject({ status: 404, body: { errorCode: 7, error: 'account', errorDescription: 'The account did not vote on this phased transaction' } });
    }
  });

  it('refuses what is not a confirmed phased transaction (naming transaction), missing and malformed parameters', async () => {
    expect((await get({ transaction: NO_SUCH_ID, account: devnet(1).account })).json).toMatchObject({ errorCode: 7, error: 'transaction' });
    expect((await get({ transaction: first, account: devnet(1).account })).json).toMatchObject({ errorCode: 7, error: 'transaction' });
    expect((await get({ account: devnet(1).account })).json).toMatchObject({ errorCode: 1, error: 'transaction' });
    expect((await get({ transaction: poll.transaction })).json).toMatchObject({ errorCode: 1, error: 'account' });
    expect((await get({ transaction: poll.transaction, account: 'nobody' })).json).toMatchObject({ errorCode: 7, error: 'account' });
  });
});
