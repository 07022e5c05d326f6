// setPhasingTotemControl: a totem's phasing control through the API: set by its issuer holding
// every unit, shown by getTotem (hasPhasingTotemControl), then an unphased transfer is refused
// with errorCode 10 and one phased with the control goes through; the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { expectPostOnlyAndSecretSafe, expectUnsigned, issue, ok } from './totem-helpers.js';
import { contract } from './fixtures/totem-reads.js';

describe('setPhasingTotemControl', () => {
  let node: ChainNode;
  let totem: string;
  const voter = devnet(7);
  beforeAll(async () => {
    node = await startChainNode();
    totem = await issue(node, devnet(1), '1000');
  });
  afterAll(() => node.close());

  const tip = async () => (await node.get({ requestType: 'getBlockchainStatus' })).json.numberOfBlocks - 1;

  it('controls the totem\'s transfers', async () => {
    const r = await node.post({ requestType: 'setPhasingTotemControl', secretPhrase: devnet(1).secretPhrase, totem, controlVotingModel: '0', controlQuorum: '1', controlWhitelisted: voter.account });
    contract.check('setPhasingTotemControl', r);
    expect(r.json).toMatchObject({ transactionJSON: { type: 2, subtype: 10, attachment: { 'version.SetPhasingTotemControl': 1, totem, controlVotingModel: 0 } } });
    await node.forge();
    expect((await node.get({ requestType: 'getTotem', totem })).json.hasPhasingTotemControl).toBe(true);
    const plain = await node.post({ requestType: 'transferTotem', secretPhrase: devnet(1).secretPhrase, recipient: devnet(2).account, totem, quantityQNT: '5' });
    expect(plain.json).toMatchObject({ errorCode: 10, error: 'phased' });
    const h = await tip();
    const phased = await ok(node, {
      requestType: 'transferTotem', secretPhrase: devnet(1).secretPhrase, recipient: devnet(2).account, totem, quantityQNT: '5',
      phased: 'true', phasingFinishHeight: String(h + 10), phasingVotingModel: '0', phasingQuorum: '1', phasingWhitelisted: voter.account,
    });
    await node.forge();
    await ok(node, { requestType: 'approveTransaction', secretPhrase: voter.secretPhrase, transactionFullHash: phased.json.fullHash as string });
    await node.forge();
    expect((await node.get({ requestType: 'getAccount', account: devnet(2).account, includeTotems: 'true' })).json.totemBalances).toEqual([{ totem, balanceQNT: '5' }]);
  });

  it('refuses another account, an unknown totem and bad parameters, naming them', async () => {
    const other = await issue(node, devnet(3), '10');
    const set = (secret: string, extra: Record<string, string>) => node.post({ requestType: 'setPhasingTotemControl', secretPhrase: secret, ...extra });
    expect((await set(devnet(4).secretPhrase, { totem: other, controlVotingModel: '0', controlQuorum: '1' })).json).toMatchObject({ errorCode: 7, error: 'secretPhrase' });
    expect((await set(devnet(3).secretPhrase, { totem: '123456789', controlVotingModel: '0', controlQuorum: '1' })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    expect((await set(devnet(3).secretPhrase, { totem: other, controlVotingModel: '0', controlQuorum: '0' })).json).toMatchObject({ errorCode: 7, error: 'controlQuorum' });
    expect((await set(devnet(3).secretPhrase, { totem: other, controlVotingModel: '-1' })).json).toMatchObject({ errorCode: 7, error: 'controlVotingModel' });
  });

  it('builds an unsigned transaction, is POST only and never echoes the secret phrase', async () => {
    const own = await issue(node, devnet(5), '10');
    await expectUnsigned(node, devnet(5), { requestType: 'setPhasingTotemControl', totem: own, controlVotingModel: '0', controlQuorum: '1' }, 2, 10);
    await expectPostOnlyAndSecretSafe(node, 'setPhasingTotemControl', devnet(5), [{ totem: own, controlVotingModel: '0', controlQuorum: '1' }, { totem: own, controlVotingModel: '0', controlQuorum: '0' }]);
  });
});
