// getPhasingTotemControl: a totem's phasing control, and the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { issue, ok } from './totem-helpers.js';
import { contract } from './fixtures/totem-reads.js';

describe('getPhasingTotemControl', () => {
  let node: ChainNode;
  let totem: string;
  let plain: string;
  beforeAll(async () => {
    node = await startChainNode();
    totem = await issue(node, devnet(1), '100');
    plain = await issue(node, devnet(1), '100');
    await ok(node, { requestType: 'setPhasingTotemControl', secretPhrase: devnet(1).secretPhrase, totem, controlVotingModel: '0', controlQuorum: '2', controlWhitelisted: `${devnet(7).account},${devnet(8).account}` });
    await node.forge();
  });
  afterAll(() => node.close());

  it('answers the control', async () => {
    const r = contract.check('getPhasingTotemControl', await node.get({ requestType: 'getPhasingTotemControl', totem }));
    expect(r).toMatchObject({ totem, votingModel: 0, votingModelName: 'ACCOUNT', quorum: '2', holding: '0' });
    expect(r.whitelist.map((w: { whitelisted: string }) => w.whitelisted).sort()).toEqual([devnet(7).account, devnet(8).account].sort());
  });

  it('refuses a totem without a control, an unknown and a malformed totem', async () => {
    expect((await node.get({ requestType: 'getPhasingTotemControl', totem: plain })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    expect((await node.get({ requestType: 'getPhasingTotemControl', totem: '123456789' })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    expect((await node.get({ requestType: 'getPhasingTotemControl', totem: 'x' })).json).toMatchObject({ errorCode: 7, error: 'totem' });
  });
});
