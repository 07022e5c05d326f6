// approveTransaction: votes on phased transactions through the API on the devnet. A phased
// sendMoney (phased=true and the phasing parameters) shows phased: true and its appendix; two
// whitelisted voters approve it and it is released early; the refusals name the parameter.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sha256 } from '@noble/hashes/sha2.js';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { expectPostOnlyAndSecretSafe, expectUnsigned, ok } from './totem-helpers.js';
import { contract } from './fixtures/totem-reads.js';

describe('approveTransaction', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  const tip = async () => (await node.get({ requestType: 'getBlockchainStatus' })).json.numberOfBlocks - 1;
  const balance = async (i: number) => BigInt((await node.get({ requestType: 'getAccount', account: devnet(i).account })).json.balanceMTA);
  const approve = (voter: number, params: Record<string, string>) => node.post({ requestType: 'approveTransaction', secretPhrase: devnet(voter).secretPhrase, ...params });

  async function phasedPayment(extra: Record<string, string>): Promise<{ transaction: string; fullHash: string }> {
    const h = await tip();
    const r = await ok(node, {
      requestType: 'sendMoney',
      secretPhrase: devnet(0).secretPhrase,
      recipient: devnet(9).account,
      amountMTA: '500000000',
      phased: 'true',
      phasingFinishHeight: String(h + 20),
      ...extra,
    });
    await node.forge();
    return { transaction: r.json.transaction as string, fullHash: r.json.fullHash as string };
  }

  it('a 2-of-3 payment is released once two whitelisted voters approve', async () => {
    const voters = [devnet(1), devnet(2), devnet(3)];
    const tx = await phasedPayment({ phasingVotingModel: '0', phasingQuorum: '2', phasingWhitelisted: voters.map((v) => v.account).join(',') });
    const shown = (await node.get({ requestType: 'getTransaction', transaction: tx.transaction })).json;
    expect(shown).toMatchObject({ phased: true, attachment: { 'version.Phasing': 1, phasingVotingModel: 0, phasingQuorum: '2' } });
    expect([...shown.attachment.phasingWhitelist].sort()).toEqual(voters.map((v) => v.account).sort());
    const before = await balance(9);
    const first = await approve(1, { transactionFullHash: tx.fullHash });
    contract.check('approveTransaction', first);
    expect(first.json).toMatchObject({ broadcasted: true, transactionJSON: { type: 1, subtype: 9, attachment: { 'version.PhasingVoteCasting': 1, transactionFullHashes: [tx.fullHash] } } });
    await node.forge();
    expect(await balance(9)).toBe(before);
    await ok(node, { requestType: 'approveTransaction', secretPhrase: devnet(3).secretPhrase, transactionFullHash: tx.fullHash });
    const released = await node.forge();
    expect((await balance(9)) - before).toBe(500_000_000n);
    // The block that released it lists it.
    expect((await node.get({ requestType: 'getBlock', height: String(released.height) })).json.executedPhasedTransactions).toEqual([tx.transaction]);
    expect((await node.get({ requestType: 'getBlock', height: String((released.height as number) - 1) })).json.executedPhasedTransactions).toEqual([]);
  });

  it('reveals a HASH poll\'s secret as text', async () => {
    const tx = await phasedPayment({ phasingVotingModel: '5', phasingQuorum: '1', phasingHashedSecret: Buffer.from(sha256(new TextEncoder().encode('swordfish'))).toString('hex'), phasingHashedSecretAlgorithm: '2' });
    expect((await approve(4, { transactionFullHash: tx.fullHash, revealedSecret: 'trout', revealedSecretIsText: 'true' })).json).toMatchObject({ errorCode: 7, error: 'revealedSecret' });
    const before = await balance(9);
    await ok(node, { requestType: 'approveTransaction', secretPhrase: devnet(4).secretPhrase, transactionFullHash: tx.fullHash, revealedSecret: 'swordfish', revealedSecretIsText: 'true' });
    await node.forge();
    expect((await balance(9)) - before).toBe(500_000_000n);
  });

  it('refuses unknown transactions, voters off the whitelist and bad hashes, naming the parameter', async () => {
    const tx = await phasedPayment({ phasingVotingModel: '0', phasingQuorum: '1', phasingWhitelisted: devnet(5).account });
    expect((await approve(6, { transactionFullHash: tx.fullHash })).json).toMatchObject({ errorCode: 7, error: 'secretPhrase' });
    expect((await approve(5, { transactionFullHash: 'ab'.repeat(32) })).json).toMatchObject({ errorCode: 7, error: 'transactionFullHash' });
    expect((await approve(5, { transactionFullHash: 'abcd' })).json).toMatchObject({ errorCode: 7, error: 'transactionFullHash' });
    expect((await approve(5, {})).json).toMatchObject({ errorCode: 1, error: 'transactionFullHash' });
    const eleven = Array.from({ length: 11 }, (_, i) => i.toString(16).padStart(2, '0').repeat(32)).join(',');
    expect((await approve(5, { transactionFullHash: eleven })).json).toMatchObject({ errorCode: 7, error: 'transactionFullHash' });
  });

  it('phasing parameters out of range are refused naming them', async () => {
    const h = await tip();
    const send = (extra: Record<string, string>) => node.post({ requestType: 'sendMoney', secretPhrase: devnet(0).secretPhrase, recipient: devnet(9).account, amountMTA: '1', phased: 'true', ...extra });
    expect((await send({ phasingFinishHeight: String(h + 1), phasingVotingModel: '0', phasingQuorum: '1' })).json).toMatchObject({ errorCode: 7, error: 'phasingFinishHeight' });
    expect((await send({ phasingVotingModel: '0', phasingQuorum: '1' })).json).toMatchObject({ errorCode: 1, error: 'phasingFinishHeight' });
    const eleven = Array.from({ length: 11 }, (_, i) => devnet(0).account.slice(0, -2) + String(10 + i)).join(',');
    expect((await send({ phasingFinishHeight: String(h + 10), phasingVotingModel: '0', phasingQuorum: '1', phasingWhitelisted: eleven })).json).toMatchObject({ errorCode: 7, error: 'phasingWhitelisted' });
    expect((await send({ phasingFinishHeight: String(h + 10), phasingVotingModel: '0', phasingQuorum: '3', phasingWhitelisted: `${devnet(1).account},${devnet(2).account}` })).json).toMatchObject({ errorCode: 7, error: 'phasingQuorum' });
    expect((await send({ phasingFinishHeight: String(h + 10), phasingVotingModel: '2', phasingQuorum: '1', phasingHolding: '123456789' })).json).toMatchObject({ errorCode: 7, error: 'phasingHolding' });
    expect((await send({ phasingFinishHeight: String(h + 10), phasingVotingModel: '5', phasingQuorum: '1', phasingHashedSecret: 'ab'.repeat(16), phasingHashedSecretAlgorithm: '2' })).json).toMatchObject({ errorCode: 7, error: 'phasingHashedSecret' });
  });

  it('builds an unsigned vote for a public key, is POST only and never echoes the secret phrase', async () => {
    const tx = await phasedPayment({ phasingVotingModel: '0', phasingQuorum: '1', phasingWhitelisted: devnet(7).account });
    await expectUnsigned(node, devnet(7), { requestType: 'approveTransaction', transactionFullHash: tx.fullHash }, 1, 9);
    await expectPostOnlyAndSecretSafe(node, 'approveTransaction', devnet(7), [{ transactionFullHash: tx.fullHash }, { transactionFullHash: 'cd'.repeat(32) }]);
  });
});
