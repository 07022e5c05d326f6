// setPhasingOnlyControl: a phasing-only control through the API: set, shown by getAccount
// (accountControls) and getPhasingOnlyControl, enforced with errorCode 10, and removed by a
// phased removal the control's voter approves; the refusals name the parameter.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { expectPostOnlyAndSecretSafe, expectUnsigned, funded, ok } from './totem-helpers.js';
import { contract } from './fixtures/totem-reads.js';

describe('setPhasingOnlyControl', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  const tip = async () => (await node.get({ requestType: 'getBlockchainStatus' })).json.numberOfBlocks - 1;
  const voter = devnet(8);

  it('sets the control, which then refuses plain transactions with errorCode 10, and is removed by its voter', async () => {
    const owner = await funded(node, 'control owner', 100n);
    const set = await node.post({ requestType: 'setPhasingOnlyControl', secretPhrase: owner.secretPhrase, controlVotingModel: '0', controlQuorum: '1', controlWhitelisted: voter.account, controlMaxFees: '1000000000' });
    contract.check('setPhasingOnlyControl', set);
    expect(set.json).toMatchObject({ transactionJSON: { type: 4, subtype: 1, attachment: { 'version.SetPhasingOnly': 1, controlVotingModel: 0, controlQuorum: '1', controlWhitelisted: [voter.account], controlMaxFees: '1000000000' } } });
    await node.forge();
    expect((await node.get({ requestType: 'getAccount', account: owner.account })).json.accountControls).toEqual(['PHASING_ONLY']);
    const shown = contract.check('getPhasingOnlyControl', await node.get({ requestType: 'getPhasingOnlyControl', account: owner.account }));
    expect(shown).toMatchObject({ account: owner.account, votingModel: 0, quorum: '1', whitelist: [{ whitelisted: voter.account }], maxFees: '1000000000' });
    const plain = await node.post({ requestType: 'sendMoney', secretPhrase: owner.secretPhrase, recipient: devnet(1).account, amountMTA: '1' });
    expect(plain.json).toMatchObject({ errorCode: 10, error: 'phased' });
    // The removal: phased with the control, approved by its voter.
    const h = await tip();
    const removal = await ok(node, {
      requestType: 'setPhasingOnlyControl', secretPhrase: owner.secretPhrase, controlVotingModel: '-1',
      phased: 'true', phasingFinishHeight: String(h + 10), phasingVotingModel: '0', phasingQuorum: '1', phasingWhitelisted: voter.account,
    });
    await node.forge();
    await ok(node, { requestType: 'approveTransaction', secretPhrase: voter.secretPhrase, transactionFullHash: removal.json.fullHash as string });
    await node.forge();
    expect((await node.get({ requestType: 'getAccount', account: owner.account })).json.accountControls).toBeUndefined();
    expect((await node.get({ requestType: 'getPhasingOnlyControl', account: owner.account })).json).toMatchObject({ errorCode: 7, error: 'account' });
  });

  it('refuses bad controls naming the parameter', async () => {
    const owner = devnet(5);
    const set = (extra: Record<string, string>) => node.post({ requestType: 'setPhasingOnlyControl', secretPhrase: owner.secretPhrase, ...extra });
    expect((await set({ controlVotingModel: '0', controlQuorum: '2', controlWhitelisted: voter.account })).json).toMatchObject({ errorCode: 7, error: 'controlQuorum' });
    expect((await set({ controlVotingModel: '4', controlQuorum: '1' })).json).toMatchObject({ errorCode: 7, error: 'controlVotingModel' });
    expect((await set({ controlVotingModel: '0', controlQuorum: '1', controlMaxFees: '100' })).json).toMatchObject({ errorCode: 7, error: 'controlMaxFees' });
    expect((await set({ controlVotingModel: '-1' })).json).toMatchObject({ errorCode: 7, error: 'controlVotingModel' });
    expect((await set({ controlVotingModel: '2', controlQuorum: '1', controlHolding: '987654321' })).json).toMatchObject({ errorCode: 7, error: 'controlHolding' });
    expect((await set({})).json).toMatchObject({ errorCode: 1, error: 'controlVotingModel' });
  });

  it('builds an unsigned transaction, is POST only and never echoes the secret phrase', async () => {
    await expectUnsigned(node, devnet(6), { requestType: 'setPhasingOnlyControl', controlVotingModel: '0', controlQuorum: '1', controlWhitelisted: voter.account }, 4, 1);
    await expectPostOnlyAndSecretSafe(node, 'setPhasingOnlyControl', devnet(6), [{ controlVotingModel: '0', controlQuorum: '1', controlWhitelisted: voter.account }, { controlVotingModel: '0', controlQuorum: '0' }]);
  });
});
