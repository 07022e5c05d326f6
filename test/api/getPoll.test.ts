// getPoll: a poll made through the API, field by field, open and then finished (counted by the
// block at its finish height); a TOTEM poll's holding; the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { issue } from './totem-helpers.js';
import { contract, forgeTo, NO_SUCH_ID, submitPoll, tip } from './poll-helpers.js';

describe('getPoll', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  const get = async (poll: string, label: string) => contract.check('getPoll', await node.get({ requestType: 'getPoll', poll }), label);

  it('every field of an open poll; finished once the block at its finish height counted it', async () => {
    const finishHeight = (await tip(node)) + 4;
    const poll = await submitPoll(node, devnet(0), finishHeight, { minBalance: '100', minBalanceModel: '1' });
    const block = await node.forge();
    expect(await get(poll, 'open')).toEqual({
      poll,
      name: 'Best colour?',
      description: 'Pick one or two',
      options: ['red', 'green', 'blue'],
      account: devnet(0).account,
      accountRS: devnet(0).accountRS,
      finishHeight,
      minNumberOfOptions: 1,
      maxNumberOfOptions: 2,
      minRangeValue: 0,
      maxRangeValue: 3,
      votingModel: 0,
      votingModelName: 'ACCOUNT',
      minBalance: '100',
      minBalanceModel: 1,
      holding: '0',
      finished: false,
      timestamp: block.timestamp,
      height: block.height,
      requestProcessingTime: expect.any(Number),
    });
    await forgeTo(node, finishHeight - 1);
    expect((await get(poll, 'open')).finished).toBe(false);
    await forgeTo(node, finishHeight);
    expect(await get(poll, 'finished')).toMatchObject({ poll, finished: true, finishHeight, height: block.height });
  });

  it('a TOTEM poll shows its holding', async () => {
    const totem = await issue(node, devnet(1), '100');
    const poll = await submitPoll(node, devnet(1), (await tip(node)) + 10, { votingModel: '2', holding: totem, description: '' });
    await node.forge();
    expect(await get(poll, 'open')).toMatchObject({ votingModel: 2, votingModelName: 'TOTEM', holding: totem, description: '', account: devnet(1).account });
  });

  it('refuses an unknown poll (errorCode 7, HTTP 404) and a missing or malformed id', async () => {
    const unknown = await node.get({ requestType: 'getPoll', poll: NO_SUCH_ID });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ errorCode: 7, error: 'poll' });
    // Another transaction's id is no poll.
    const pay = await node.pay(devnet(2), devnet(3), 1n);
    expect((await node.get({ requestType: 'getPoll', poll: pay.json.transaction as string })).json).toMatchObject({ errorCode: 7, error: 'poll' });
    expect((await node.get({ requestType: 'getPoll' })).json).toMatchObject({ errorCode: 1, error: 'poll' });
    expect((await node.get({ requestType: 'getPoll', poll: 'abc' })).json).toMatchObject({ errorCode: 7, error: 'poll' });
  });
});
