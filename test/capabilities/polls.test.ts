// Nxt's polls (PollCreation 1/2, VoteCasting 1/3) on an in-process devnet node: the count at the
// finish height under ACCOUNT, COIN and TOTEM weights (read at the finish height, not when the
// votes came; a voter weighing 0 still recorded), the range and option-count rules, one vote per
// account and poll, the refusals of bad polls, a phased poll, and popOff across a finish.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Transaction } from '../../src/domain/transaction.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { MinBalanceModel, VotingModel } from '../../src/domain/phasing.js';
import { NO_VOTE } from '../../src/capabilities/phasing/poll-count.js';
import { pollResultOf, pollVoteOf, pollVotesOf, votingPollOf } from '../../src/capabilities/phasing/poll-queries.js';
import { idOf, payment } from '../chain/helpers.js';
import { tallyNode, type TallyNode } from '../helpers/tally-node.js';
import { ledgerKit } from '../helpers/ledger-kit.js';
import { issueTotemTx, transferTotemTx } from '../helpers/totem-txs.js';
import { castVoteTx, createPollTx, pollFeeOf, pollTermsOf } from '../helpers/poll-txs.js';
import { phasingOf } from '../helpers/phasing-txs.js';

const [A, B, C] = ['poll voter a', 'poll voter b', 'poll voter c'];

describe('polls: weights, rules and the count at the finish height', () => {
  let t: TallyNode;
  let genesis: bigint;
  let events: string[];
  beforeEach(async () => {
    t = await tallyNode();
    genesis = (await t.node.blockchain.status()).genesisBlockId;
    events = [];
    t.node.events.on('blockPushed', (pushed) => pushed.events.forEach((e) => events.push(`${e.capability}.${e.name}`)));
  });
  afterEach(() => t.node.stop());

  const { p, height, forge, forgeTo, refusal } = ledgerKit(() => t, () => genesis);
  const results = (poll: Transaction) => pollResultOf(t.node.state, poll.id);
  /** Fresh voters with `coins` coins each. */
  const fund = (coins: readonly bigint[]) => forge(...coins.map((c, i) => payment({ from: 'devnet-0', to: idOf([A, B, C][i]!), amountMTA: c * ONE_COIN, timestamp: t.time.nowEpochSeconds(), ecBlockId: genesis })));

  it('ACCOUNT: one per voter; result = sum of weight x value, weight = sum of weights, per option; counted at the finish height', async () => {
    const h = await height();
    const poll = createPollTx(t.node, p('devnet-0'), pollTermsOf(h + 4, { options: ['red', 'green', 'blue'], minNumberOfOptions: 1, maxNumberOfOptions: 2, maxRangeValue: 5 }));
    await forge(poll);
    expect(votingPollOf(t.node.state, poll.id)).toMatchObject({ account: idOf('devnet-0'), finishHeight: h + 4, options: ['red', 'green', 'blue'], height: h + 1 });
    await forge(castVoteTx(t.node, p('devnet-1'), poll.id, [5, NO_VOTE, 2]), castVoteTx(t.node, p('devnet-2'), poll.id, [3, NO_VOTE, NO_VOTE]));
    await forge(castVoteTx(t.node, p('devnet-3'), poll.id, [NO_VOTE, 0, 4]));
    expect(pollVotesOf(t.node.state, poll.id)).toHaveLength(3);
    expect(results(poll)).toBeUndefined();
    expect(events).not.toContain('phasing.pollFinished');
    await forgeTo(h + 4);
    expect(results(poll)).toEqual({
      height: h + 4,
      options: [
        { result: 8n, weight: 2n },
        { result: 0n, weight: 1n },
        { result: 6n, weight: 2n },
      ],
    });
    expect(events).toContain('phasing.pollFinished');
    // Finished: a vote is refused.
    expect(await refusal(castVoteTx(t.node, p('devnet-4'), poll.id, [1, NO_VOTE, NO_VOTE]))).toMatchObject({ code: 7, param: 'poll' });
  });

  it('COIN: weights are coin balances at the finish height; a voter below minBalance weighs 0 and is still recorded', async () => {
    await fund([10n, 3n]);
    const h = await height();
    const poll = createPollTx(t.node, p('devnet-0'), pollTermsOf(h + 4, { voting: { votingModel: VotingModel.COIN, minBalance: 5n * ONE_COIN, minBalanceModel: MinBalanceModel.COIN } }));
    await forge(poll);
    const voteA = castVoteTx(t.node, p(A), poll.id, [1, NO_VOTE]);
    const voteB = castVoteTx(t.node, p(B), poll.id, [NO_VOTE, 1]);
    await forge(voteA, voteB);
    expect(pollVoteOf(t.node.state, poll.id, idOf(B))).toMatchObject({ votes: [NO_VOTE, 1] });
    // A spends after voting: the count weighs what it holds at the finish height.
    const spend = payment({ from: A, to: idOf('devnet-9'), amountMTA: 2n * ONE_COIN, timestamp: t.time.nowEpochSeconds(), ecBlockId: genesis });
    await forge(spend);
    const balanceA = (await t.node.blockchain.getAccount(idOf(A)))!.balanceMTA;
    expect(balanceA).toBe(10n * ONE_COIN - voteA.feeMTA - spend.feeMTA - 2n * ONE_COIN);
    await forgeTo(h + 4);
    expect(results(poll)).toEqual({ height: h + 4, options: [{ result: balanceA, weight: balanceA }, { result: 0n, weight: 0n }] });
  });

  it('TOTEM: weights are units of the holding at the finish height', async () => {
    await fund([5n, 5n, 5n]);
    const issue = issueTotemTx(t.node, p('devnet-0'), { name: 'POLLS', quantityQNT: 1000n });
    await forge(issue);
    await forge(transferTotemTx(t.node, p('devnet-0'), idOf(A), issue.id, 600n), transferTotemTx(t.node, p('devnet-0'), idOf(B), issue.id, 300n));
    const h = await height();
    const terms = pollTermsOf(h + 4, { maxNumberOfOptions: 2, maxRangeValue: 3, voting: { votingModel: VotingModel.TOTEM, holding: issue.id } });
    const poll = createPollTx(t.node, p('devnet-0'), terms);
    await forge(poll);
    await forge(castVoteTx(t.node, p(A), poll.id, [3, NO_VOTE]), castVoteTx(t.node, p(B), poll.id, [1, 2]), castVoteTx(t.node, p(C), poll.id, [2, 2]));
    // A moves 200 units to C (who holds none yet) after the votes.
    await forge(transferTotemTx(t.node, p(A), idOf(C), issue.id, 200n));
    await forgeTo(h + 4);
    expect(results(poll)).toEqual({
      height: h + 4,
      options: [
        { result: 400n * 3n + 300n * 1n + 200n * 2n, weight: 900n },
        { result: 300n * 2n + 200n * 2n, weight: 500n },
      ],
    });
  });

  it('refuses values out of range, the wrong option count and too few or too many answers, naming the parameter', async () => {
    const h = await height();
    const poll = createPollTx(t.node, p('devnet-0'), pollTermsOf(h + 10, { options: ['a', 'b', 'c'], minNumberOfOptions: 2, maxNumberOfOptions: 2, minRangeValue: 1, maxRangeValue: 3 }));
    await forge(poll);
    const vote = (votes: number[]) => refusal(castVoteTx(t.node, p('devnet-5'), poll.id, votes));
    expect(await vote([1, 4, NO_VOTE])).toMatchObject({ code: 7, param: 'vote01' });
    expect(await vote([0, 1, NO_VOTE])).toMatchObject({ code: 7, param: 'vote00' });
    expect(await vote([1, NO_VOTE, NO_VOTE])).toMatchObject({ code: 7, param: 'vote' });
    expect(await vote([1, 2, 3])).toMatchObject({ code: 7, param: 'vote' });
    expect(await vote([1, 2])).toMatchObject({ code: 7, param: 'vote' });
    expect(await refusal(castVoteTx(t.node, p('devnet-5'), 12345n, [1, 2, NO_VOTE]))).toMatchObject({ code: 7, param: 'poll' });
    await forge(castVoteTx(t.node, p('devnet-5'), poll.id, [1, NO_VOTE, 3]));
  });

  it('one vote per account and poll: a second is refused with errorCode 8, pending or confirmed', async () => {
    const h = await height();
    const poll = createPollTx(t.node, p('devnet-0'), pollTermsOf(h + 10));
    await forge(poll);
    expect((await t.node.mempool.submit(castVoteTx(t.node, p('devnet-6'), poll.id, [1, NO_VOTE]))).accepted).toBe(true);
    expect(await refusal(castVoteTx(t.node, p('devnet-6'), poll.id, [NO_VOTE, 1]))).toMatchObject({ code: 8, param: 'poll' });
    await t.node.forger.generateBlock();
    expect(pollVoteOf(t.node.state, poll.id, idOf('devnet-6'))).toMatchObject({ votes: [1, NO_VOTE] });
    expect(await refusal(castVoteTx(t.node, p('devnet-6'), poll.id, [NO_VOTE, 1]))).toMatchObject({ code: 8, param: 'poll' });
    // The block at the finish height takes no votes: the last one comes the block before.
    await forgeTo(h + 8);
    await forge(castVoteTx(t.node, p('devnet-7'), poll.id, [0, NO_VOTE]));
    expect(await refusal(castVoteTx(t.node, p('devnet-8'), poll.id, [0, NO_VOTE]))).toMatchObject({ code: 7, param: 'poll' });
  });

  it('refuses bad polls, naming the parameter; the fee grows by 1 coin per option above 20', async () => {
    const h = await height();
    const bad = (change: Parameters<typeof pollTermsOf>[1], finish = h + 5) => refusal(createPollTx(t.node, p('devnet-0'), pollTermsOf(finish, change)));
    expect(await bad({ name: '' })).toMatchObject({ code: 7, param: 'name' });
    expect(await bad({ name: 'x'.repeat(101) })).toMatchObject({ code: 7, param: 'name' });
    expect(await bad({ description: 'é'.repeat(501) })).toMatchObject({ code: 7, param: 'description' });
    expect(await bad({ options: ['only'] })).toMatchObject({ code: 7, param: 'option01' });
    expect(await bad({ options: ['a', ''] })).toMatchObject({ code: 7, param: 'option01' });
    expect(await bad({ options: Array.from({ length: 101 }, (_, i) => `o${i}`) })).toMatchObject({ code: 7, param: 'option100' });
    expect(await bad({ minNumberOfOptions: 0 })).toMatchObject({ code: 7, param: 'minNumberOfOptions' });
    expect(await bad({ minNumberOfOptions: 2, maxNumberOfOptions: 1 })).toMatchObject({ code: 7, param: 'maxNumberOfOptions' });
    expect(await bad({ maxNumberOfOptions: 3 })).toMatchObject({ code: 7, param: 'maxNumberOfOptions' });
    expect(await bad({ minRangeValue: -1 })).toMatchObject({ code: 7, param: 'minRangeValue' });
    expect(await bad({ minRangeValue: 2, maxRangeValue: 1 })).toMatchObject({ code: 7, param: 'maxRangeValue' });
    expect(await bad({ maxRangeValue: 101 })).toMatchObject({ code: 7, param: 'maxRangeValue' });
    expect(await bad({ voting: { votingModel: VotingModel.HASH } })).toMatchObject({ code: 7, param: 'votingModel' });
    expect(await bad({ voting: { votingModel: VotingModel.NONE } })).toMatchObject({ code: 7, param: 'votingModel' });
    expect(await bad({ voting: { votingModel: VotingModel.TOTEM, holding: 12345n } })).toMatchObject({ code: 7, param: 'holding' });
    expect(await bad({ voting: { votingModel: VotingModel.TOTEM } })).toMatchObject({ code: 7, param: 'holding' });
    expect(await bad({ voting: { holding: 12345n } })).toMatchObject({ code: 7, param: 'holding' });
    expect(await bad({ voting: { votingModel: VotingModel.COIN, minBalance: 5n, minBalanceModel: MinBalanceModel.TOTEM } })).toMatchObject({ code: 7, param: 'minBalanceModel' });
    expect(await bad({ voting: { minBalance: 5n } })).toMatchObject({ code: 7, param: 'minBalanceModel' });
    expect(await bad({}, h + 2)).toMatchObject({ code: 7, param: 'finishHeight' });
    expect(await bad({}, h + 2 + 14 * 1440)).toMatchObject({ code: 7, param: 'finishHeight' });
    // 22 options: 12 coins.
    const options = Array.from({ length: 22 }, (_, i) => `option ${i}`);
    expect(pollFeeOf(22)).toBe(12n * ONE_COIN);
    const input = p('devnet-0');
    const cheap = createPollTx(t.node, { ...input, extraFee: -ONE_COIN - input.extraFee }, pollTermsOf(h + 5, { options }));
    expect(await refusal(cheap)).toMatchObject({ code: 7, param: 'feeMTA' });
    await forge(createPollTx(t.node, p('devnet-0'), pollTermsOf(h + 3, { options })), createPollTx(t.node, p('devnet-0'), pollTermsOf(h + 1 + 14 * 1440)));
  });

  it('a phased poll is created when its phasing releases it; a vote cannot be phased', async () => {
    const h = await height();
    const lock = phasingOf(h + 3, [], { votingModel: VotingModel.NONE, quorum: 0n });
    const poll = createPollTx(t.node, p('devnet-0'), pollTermsOf(h + 6), lock);
    await forge(poll);
    expect(votingPollOf(t.node.state, poll.id)).toBeUndefined();
    await forgeTo(h + 3);
    expect(votingPollOf(t.node.state, poll.id)).toMatchObject({ height: h + 3, finishHeight: h + 6 });
    expect(await refusal(castVoteTx(t.node, p('devnet-1'), poll.id, [1, NO_VOTE], phasingOf(h + 6, [], { votingModel: VotingModel.NONE, quorum: 0n })))).toMatchObject({ code: 7, param: 'phased' });
    await forge(castVoteTx(t.node, p('devnet-1'), poll.id, [1, NO_VOTE]));
    await forgeTo(h + 6);
    expect(results(poll)).toMatchObject({ height: h + 6, options: [{ result: 1n, weight: 1n }, { result: 0n, weight: 0n }] });
  });

  it('popOff across the finish height takes the count back, and pushing again redoes it', async () => {
    const h = await height();
    const poll = createPollTx(t.node, p('devnet-0'), pollTermsOf(h + 3));
    await forge(poll);
    await forge(castVoteTx(t.node, p('devnet-1'), poll.id, [1, NO_VOTE]));
    const before = await t.node.stateDigest();
    const finish = await t.node.forger.generateBlock();
    expect(results(poll)).toEqual({ height: h + 3, options: [{ result: 1n, weight: 1n }, { result: 0n, weight: 0n }] });
    await t.node.blockchain.popOff({ numBlocks: 1 });
    expect(await t.node.stateDigest()).toEqual(before);
    expect(results(poll)).toBeUndefined();
    await t.node.blockchain.pushBlock(finish);
    expect(results(poll)).toEqual({ height: h + 3, options: [{ result: 1n, weight: 1n }, { result: 0n, weight: 0n }] });
  });
});
