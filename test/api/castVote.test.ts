// castVote: votes on polls through the API on the devnet: the VoteCasting transaction (1/3) with
// one value per option (an absent voteNN is -128, no answer), the vote getPollVote shows once
// forged, one vote per account and poll (errorCode 8, pending or confirmed), and the refusals
// naming the parameter (values out of range, a voteNN beyond the options, too few or too many
// answers, an unknown or finished poll).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { expectPostOnlyAndSecretSafe, expectUnsigned } from './totem-helpers.js';
import { contract, forgeTo, NO_SUCH_ID, ok, submitPoll, tip } from './poll-helpers.js';

describe('castVote', () => {
  let node: ChainNode;
  let poll: string;
  let finishHeight: number;
  beforeAll(async () => {
    node = await startChainNode();
    finishHeight = (await tip(node)) + 12;
    // red, green, blue; one or two answered; values 0..3.
    poll = await submitPoll(node, devnet(0), finishHeight);
    await node.forge();
  });
  afterAll(() => node.close());

  const vote = (voter: number, params: Record<string, string>) => node.post({ requestType: 'castVote', secretPhrase: devnet(voter).secretPhrase, poll, ...params });

  it('casts a vote: one value per option, -128 where no voteNN is given', async () => {
    const r = await ok(node, { requestType: 'castVote', secretPhrase: devnet(1).secretPhrase, poll, vote00: '3', vote02: '1' });
    contract.check('castVote', r);
    expect(r.json.transactionJSON).toMatchObject({ type: 1, subtype: 3, feeMTA: '100000000', attachment: { 'version.VoteCasting': 1, poll, vote: [3, -128, 1] } });
    const h = (await node.forge()).height as number;
    const shown = (await node.get({ requestType: 'getPollVote', poll, account: devnet(1).account })).json;
    expect(shown).toMatchObject({ poll, voter: devnet(1).account, transaction: r.json.transaction, votes: [3, -128, 1], height: h });
  });

  it('one vote per account and poll: a second is refused with errorCode 8, pending or confirmed', async () => {
    expect((await vote(1, { vote01: '2' })).json).toMatchObject({ errorCode: 8, error: 'poll' });
    await ok(node, { requestType: 'castVote', secretPhrase: devnet(2).secretPhrase, poll, vote01: '2' });
    expect((await vote(2, { vote00: '1' })).json).toMatchObject({ errorCode: 8, error: 'poll' });
    await node.forge();
    expect((await node.get({ requestType: 'getPollVote', poll, account: devnet(2).account })).json.votes).toEqual([-128, 2, -128]);
  });

  it('refuses values out of range, voteNN beyond the options and too few or too many answers, naming the parameter', async () => {
    expect((await vote(3, { vote01: '4' })).json).toMatchObject({ errorCode: 7, error: 'vote01' });
    expect((await vote(3, { vote02: '-1' })).json).toMatchObject({ errorCode: 7, error: 'vote02' });
    expect((await vote(3, { vote00: '128' })).json).toMatchObject({ errorCode: 7, error: 'vote00' });
    expect((await vote(3, { vote00: 'yes' })).json).toMatchObject({ errorCode: 7, error: 'vote00' });
    expect((await vote(3, { vote00: '1', vote03: '1' })).json).toMatchObject({ errorCode: 7, error: 'vote03' });
    expect((await vote(3, {})).json).toMatchObject({ errorCode: 7, error: 'vote' });
    expect((await vote(3, { vote00: '-128' })).json).toMatchObject({ errorCode: 7, error: 'vote' });
    expect((await vote(3, { vote00: '1', vote01: '1', vote02: '1' })).json).toMatchObject({ errorCode: 7, error: 'vote' });
    expect((await vote(3, { poll: NO_SUCH_ID, vote00: '1' })).json).toMatchObject({ errorCode: 7, error: 'poll' });
    expect((await vote(3, { poll: '' })).json).toMatchObject({ errorCode: 1, error: 'poll' });
  });

  it('a poll takes votes until the block before its finish height', async () => {
    await forgeTo(node, finishHeight - 2);
    await ok(node, { requestType: 'castVote', secretPhrase: devnet(4).secretPhrase, poll, vote00: '0' });
    await node.forge();
    expect((await vote(5, { vote00: '0' })).json).toMatchObject({ errorCode: 7, error: 'poll' });
    await forgeTo(node, finishHeight);
    expect((await vote(5, { vote00: '0' })).json).toMatchObject({ errorCode: 7, error: 'poll' });
  });

  it('builds an unsigned vote for a public key, is POST only and never echoes the secret phrase', async () => {
    const open = await submitPoll(node, devnet(0), (await tip(node)) + 10);
    await node.forge();
    await expectUnsigned(node, devnet(6), { requestType: 'castVote', poll: open, vote00: '1' }, 1, 3);
    await expectPostOnlyAndSecretSafe(node, 'castVote', devnet(7), [{ poll: open, vote00: '1' }, { poll: open, vote00: '2' }]);
  });
});
