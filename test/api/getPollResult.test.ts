// getPollResult: a poll's count per option (result = the sum of weight x value over the voters
// who answered the option, weight = the sum of their weights): counted live at the tip while the
// poll is open (COIN weights follow the voters' balances), then the count recorded by the block
// at its finish height, which no later change of balance moves; the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { balance, funded } from './totem-helpers.js';
import { contract, forgeTo, NO_SUCH_ID, submitPoll, submitVote, tip } from './poll-helpers.js';

describe('getPollResult', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  const result = async (poll: string, label: string) => contract.check('getPollResult', await node.get({ requestType: 'getPollResult', poll }), label);
  const counts = (...pairs: Array<[bigint | number, bigint | number]>) => pairs.map(([r, w]) => ({ result: String(r), weight: String(w) }));

  it('ACCOUNT: one per voter; open polls are counted at the tip, finished ones give the recorded count', async () => {
    const finishHeight = (await tip(node)) + 5;
    const poll = await submitPoll(node, devnet(0), finishHeight);
    await node.forge();
    expect(await result(poll, 'open')).toEqual({
      poll,
      options: ['red', 'green', 'blue'],
      results: counts([0, 0], [0, 0], [0, 0]),
      votingModel: 0,
      votingModelName: 'ACCOUNT',
      minBalance: '0',
      minBalanceModel: 0,
      holding: '0',
      finished: false,
      height: await tip(node),
      requestProcessingTime: expect.any(Number),
    });
    await submitVote(node, devnet(1), poll, { vote00: '3', vote02: '1' });
    await submitVote(node, devnet(2), poll, { vote00: '1' });
    await node.forge();
    await submitVote(node, devnet(3), poll, { vote01: '2' });
    await node.forge();
    expect(await result(poll, 'open')).toMatchObject({ results: counts([4, 2], [2, 1], [1, 1]), finished: false, height: await tip(node) });
    await forgeTo(node, finishHeight);
    await node.forge();
    expect(await result(poll, 'finished')).toMatchObject({ results: counts([4, 2], [2, 1], [1, 1]), finished: true, height: finishHeight });
  });

  it('COIN with a minimum balance: open counts follow balances; the recorded count stays', async () => {
    const [a, b] = [await funded(node, 'poll result a', 10n), await funded(node, 'poll result b', 2n)];
    const finishHeight = (await tip(node)) + 5;
    const poll = await submitPoll(node, devnet(0), finishHeight, { votingModel: '1', minBalance: String(5n * ONE_COIN), minBalanceModel: '1' });
    await node.forge();
    await submitVote(node, a, poll, { vote00: '2' });
    await submitVote(node, b, poll, { vote01: '3' });
    await node.forge();
    const balanceA = await balance(node, a);
    // b holds 1 coin after its fee: below the minimum, it weighs 0.
    expect(await result(poll, 'open')).toMatchObject({ votingModel: 1, votingModelName: 'COIN', minBalance: '500000000', minBalanceModel: 1, results: counts([2n * balanceA, balanceA], [0, 0], [0, 0]) });
    await node.pay(devnet(0), b, 10n * ONE_COIN);
    await node.forge();
    const balanceB = await balance(node, b);
    expect((await result(poll, 'open')).results).toEqual(counts([2n * balanceA, balanceA], [3n * balanceB, balanceB], [0, 0]));
    await forgeTo(node, finishHeight);
    await node.pay(devnet(0), a, 11n * ONE_COIN);
    await node.forge();
    expect(await result(poll, 'finished')).toMatchObject({ finished: true, height: finishHeight, results: counts([2n * balanceA, balanceA], [3n * balanceB, balanceB], [0, 0]) });
  });

  it('refuses an unknown poll (errorCode 7, HTTP 404) and a missing id', async () => {
    const unknown = await node.get({ requestType: 'getPollResult', poll: NO_SUCH_ID });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ errorCode: 7, error: 'poll' });
    expect((await node.get({ requestType: 'getPollResult' })).json).toMatchObject({ errorCode: 1, error: 'poll' });
  });
});
