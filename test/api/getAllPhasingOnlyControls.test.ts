// getAllPhasingOnlyControls: every phasing-only control, oldest first, paged.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { ok } from './totem-helpers.js';
import { contract } from './fixtures/totem-reads.js';

describe('getAllPhasingOnlyControls', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
    for (const i of [2, 4]) {
      await ok(node, { requestType: 'setPhasingOnlyControl', secretPhrase: devnet(i).secretPhrase, controlVotingModel: '0', controlQuorum: '1', controlWhitelisted: devnet(9).account });
      await node.forge();
    }
  });
  afterAll(() => node.close());

  it('lists the controls oldest first, and pages', async () => {
    const all = contract.check('getAllPhasingOnlyControls', await node.get({ requestType: 'getAllPhasingOnlyControls' }));
    expect(all.phasingOnlyControls.map((c: { account: string }) => c.account)).toEqual([devnet(2).account, devnet(4).account]);
    const second = await node.get({ requestType: 'getAllPhasingOnlyControls', firstIndex: '1', lastIndex: '1' });
    expect(second.json.phasingOnlyControls.map((c: { account: string }) => c.account)).toEqual([devnet(4).account]);
    expect((await node.get({ requestType: 'getAllPhasingOnlyControls', firstIndex: 'x' })).json).toMatchObject({ errorCode: 7, error: 'firstIndex' });
  });
});
