// getPhasingOnlyControl: an account's phasing-only control, and the refusal for an account
// without one.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { ok } from './totem-helpers.js';
import { contract } from './fixtures/totem-reads.js';

describe('getPhasingOnlyControl', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
    await ok(node, { requestType: 'setPhasingOnlyControl', secretPhrase: devnet(3).secretPhrase, controlVotingModel: '1', controlQuorum: '5000', controlMinBalance: '10', controlMinBalanceModel: '1', controlMinDuration: '5', controlMaxDuration: '50' });
    await node.forge();
  });
  afterAll(() => node.close());

  const get = (params: Record<string, string>) => node.get({ requestType: 'getPhasingOnlyControl', ...params });

  it('answers the control by account id or RS address', async () => {
    const r = contract.check('getPhasingOnlyControl', await get({ account: devnet(3).accountRS }));
    expect(r).toEqual({
      account: devnet(3).account,
      accountRS: devnet(3).accountRS,
      votingModel: 1,
      votingModelName: 'COIN',
      quorum: '5000',
      minBalance: '10',
      minBalanceModel: 1,
      holding: '0',
      whitelist: [],
      maxFees: '0',
      minDuration: 5,
      maxDuration: 50,
      height: expect.any(Number),
      requestProcessingTime: expect.any(Number),
    });
  });

  it('refuses an account without a control, a missing and a malformed account', async () => {
    expect((await get({ account: devnet(4).account })).json).toMatchObject({ errorCode: 7, error: 'account' });
    expect((await get({})).json).toMatchObject({ errorCode: 1, error: 'account' });
    expect((await get({ account: 'nobody' })).json).toMatchObject({ errorCode: 7, error: 'account' });
  });
});
