// createPoll: polls made through the API on the devnet: the PollCreation transaction (1/2) and
// its attachment, the poll getPoll shows once forged, the fee by option count, a TOTEM poll, and
// the refusals naming the parameter (numbered options without gaps, the option-count and range
// rules, the voting parameters, the finish height).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { expectPostOnlyAndSecretSafe, expectUnsigned, issue } from './totem-helpers.js';
import { contract, ok, pollParams, tip } from './poll-helpers.js';

describe('createPoll', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  const create = (extra: Record<string, string>, finish?: number) => async () =>
    node.post({ requestType: 'createPoll', secretPhrase: devnet(0).secretPhrase, ...pollParams(finish ?? (await tip(node)) + 10), ...extra });
  const refused = async (extra: Record<string, string>, finish?: number) => (await (await create(extra, finish))()).json;

  it('creates a poll: the PollCreation transaction, its attachment, and the poll once forged', async () => {
    const h = await tip(node);
    const r = await ok(node, { requestType: 'createPoll', secretPhrase: devnet(0).secretPhrase, ...pollParams(h + 10, { votingModel: '1', minBalance: '100000000', minBalanceModel: '1' }) });
    contract.check('createPoll', r);
    expect(r.json.transactionJSON).toMatchObject({
      type: 1,
      subtype: 2,
      feeMTA: '1000000000',
      attachment: {
        'version.PollCreation': 1,
        name: 'Best colour?',
        description: 'Pick one or two',
        finishHeight: h + 10,
        options: ['red', 'green', 'blue'],
        votingModel: 1,
        minNumberOfOptions: 1,
        maxNumberOfOptions: 2,
        minRangeValue: 0,
        maxRangeValue: 3,
        minBalance: '100000000',
        minBalanceModel: 1,
        holding: '0',
      },
    });
    await node.forge();
    const poll = (await node.get({ requestType: 'getPoll', poll: r.json.transaction as string })).json;
    expect(poll).toMatchObject({ poll: r.json.transaction, options: ['red', 'green', 'blue'], votingModelName: 'COIN', finished: false, height: h + 1 });
  });

  it('costs 10 coins plus 1 coin per option above 20', async () => {
    const options = Object.fromEntries(Array.from({ length: 23 }, (_, i) => [`option${String(i).padStart(2, '0')}`, `choice ${i}`]));
    const r = await ok(node, { requestType: 'createPoll', secretPhrase: devnet(1).secretPhrase, ...pollParams((await tip(node)) + 10, options) });
    expect(r.json.transactionJSON.feeMTA).toBe('1300000000');
    expect(r.json.transactionJSON.attachment.options).toHaveLength(23);
    expect((await refused({ ...options, feeMTA: '1299999999' })).errorCode).toBeDefined();
  });

  it('a TOTEM poll names an existing totem', async () => {
    const totem = await issue(node, devnet(2), '500');
    await ok(node, { requestType: 'createPoll', secretPhrase: devnet(2).secretPhrase, ...pollParams((await tip(node)) + 10, { votingModel: '2', holding: totem }) });
    expect(await refused({ votingModel: '2', holding: '1234567890123' })).toMatchObject({ errorCode: 7, error: 'holding' });
    expect(await refused({ votingModel: '2' })).toMatchObject({ errorCode: 7, error: 'holding' });
  });

  it('refuses bad polls, naming the parameter', async () => {
    expect(await refused({ name: '' })).toMatchObject({ errorCode: 1, error: 'name' });
    expect(await refused({ name: 'é'.repeat(51) })).toMatchObject({ errorCode: 7, error: 'name' });
    expect(await refused({ description: 'x'.repeat(1001) })).toMatchObject({ errorCode: 7, error: 'description' });
    expect(await refused({ option01: '', option02: '' })).toMatchObject({ errorCode: 7, error: 'option01' });
    expect(await refused({ option01: '' })).toMatchObject({ errorCode: 7, error: 'option02' });
    expect(await refused({ option00: '', option01: '', option02: '' })).toMatchObject({ errorCode: 7, error: 'option00' });
    expect(await refused({ option03: 'x'.repeat(101) })).toMatchObject({ errorCode: 7, error: 'option03' });
    expect(await refused({ minNumberOfOptions: '0' })).toMatchObject({ errorCode: 7, error: 'minNumberOfOptions' });
    expect(await refused({ minNumberOfOptions: '4', maxNumberOfOptions: '4' })).toMatchObject({ errorCode: 7, error: 'minNumberOfOptions' });
    expect(await refused({ minNumberOfOptions: '2', maxNumberOfOptions: '1' })).toMatchObject({ errorCode: 7, error: 'maxNumberOfOptions' });
    expect(await refused({ maxRangeValue: '101' })).toMatchObject({ errorCode: 7, error: 'maxRangeValue' });
    expect(await refused({ minRangeValue: '-1' })).toMatchObject({ errorCode: 7, error: 'minRangeValue' });
    expect(await refused({ minRangeValue: '3', maxRangeValue: '2' })).toMatchObject({ errorCode: 7, error: 'maxRangeValue' });
    expect(await refused({ maxNumberOfOptions: '' })).toMatchObject({ errorCode: 1, error: 'maxNumberOfOptions' });
    expect(await refused({ votingModel: '4' })).toMatchObject({ errorCode: 7, error: 'votingModel' });
    expect(await refused({ votingModel: '-1' })).toMatchObject({ errorCode: 7, error: 'votingModel' });
    expect(await refused({ minBalance: '5' })).toMatchObject({ errorCode: 7, error: 'minBalanceModel' });
    expect(await refused({ votingModel: '1', minBalance: '5', minBalanceModel: '2' })).toMatchObject({ errorCode: 7, error: 'minBalanceModel' });
    expect(await refused({ holding: '1234567890123' })).toMatchObject({ errorCode: 7, error: 'holding' });
    const h = await tip(node);
    expect(await refused({}, h + 2)).toMatchObject({ errorCode: 7, error: 'finishHeight' });
    expect(await refused({}, h + 1 + 20160 + 1)).toMatchObject({ errorCode: 7, error: 'finishHeight' });
    expect(await refused({ finishHeight: '' })).toMatchObject({ errorCode: 1, error: 'finishHeight' });
  });

  it('builds an unsigned poll for a public key, is POST only and never echoes the secret phrase', async () => {
    const params = pollParams((await tip(node)) + 10);
    await expectUnsigned(node, devnet(3), { requestType: 'createPoll', ...params }, 1, 2);
    await expectPostOnlyAndSecretSafe(node, 'createPoll', devnet(4), [params, { ...params, option01: '' }]);
  });
});
