// transferTotem: the totem transfer (2/1) through the API on the devnet: the transaction, both
// holdings once forged, what pending transfers and open asks leave movable, and the refusals
// (unknown totem, quantities out of range or above what the sender can move), also for unsigned
// and unbroadcast transactions.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { expectPostOnlyAndSecretSafe, expectUnsigned, funded, issue, ok, units } from './totem-helpers.js';

describe('transferTotem', () => {
  let node: ChainNode;
  let totem: string;
  beforeAll(async () => {
    node = await startChainNode();
    totem = await issue(node, devnet(1), '1000');
  });
  afterAll(() => node.close());

  const transfer = (params: Record<string, string>) => node.post({ requestType: 'transferTotem', ...params });
  const totemsOf = async (a: { account: string }) => (await node.get({ requestType: 'getAccount', account: a.account, includeTotems: 'true' })).json;

  it('moves the units to the recipient; the sender\'s unconfirmed units fall at once', async () => {
    const sender = devnet(1);
    const recipient = await funded(node, 'transferTotem recipient');
    const r = await transfer({ secretPhrase: sender.secretPhrase, recipient: recipient.accountRS, totem, quantityQNT: '300' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ broadcasted: true, transactionJSON: { type: 2, subtype: 1, sender: sender.account, recipient: recipient.account, amountMTA: '0', feeMTA: '100000000' } });
    expect(r.json.transactionJSON.attachment).toEqual({ 'version.TotemTransfer': 1, totem, quantityQNT: '300' });
    const pending = await totemsOf(sender);
    expect(pending.totemBalances).toContainEqual({ totem, balanceQNT: '1000' });
    expect(pending.unconfirmedTotemBalances).toContainEqual({ totem, unconfirmedBalanceQNT: '700' });

    await node.forge();
    expect(units(node, sender, totem)).toEqual({ quantity: 700n, available: 700n });
    expect(units(node, recipient, totem)).toEqual({ quantity: 300n, available: 300n });
    expect((await totemsOf(recipient)).totemBalances).toEqual([{ totem, balanceQNT: '300' }]);
  });

  it('unknown totem: errorCode 7 naming totem', async () => {
    const base = { secretPhrase: devnet(1).secretPhrase, recipient: devnet(2).account, quantityQNT: '1' };
    expect((await transfer({ ...base, totem: '12345678901234567' })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    expect((await transfer({ ...base, totem: '0' })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    expect((await transfer({ ...base, totem: 'gold' })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    expect((await transfer(base)).json).toMatchObject({ errorCode: 1, error: 'totem' });
  });

  it('quantities: below 1 or above the totem\'s errorCode 7, above what the sender can move errorCode 6, all naming quantityQNT', async () => {
    const base = { secretPhrase: devnet(1).secretPhrase, recipient: devnet(2).account, totem };
    for (const quantityQNT of ['0', '-5', 'many']) expect((await transfer({ ...base, quantityQNT })).json).toMatchObject({ errorCode: 7, error: 'quantityQNT' });
    expect((await transfer({ ...base, quantityQNT: '1001' })).json).toMatchObject({ errorCode: 7, error: 'quantityQNT' });
    for (const extra of [{}, { broadcast: 'false' }] as Array<Record<string, string>>) {
      expect((await transfer({ ...base, quantityQNT: '701', ...extra })).json).toMatchObject({ errorCode: 6, error: 'quantityQNT' });
    }
    const unsigned = await node.post({ requestType: 'transferTotem', publicKey: devnet(1).publicKey, recipient: devnet(2).account, totem, quantityQNT: '701' });
    expect(unsigned.json).toMatchObject({ errorCode: 6, error: 'quantityQNT' });
    // An account that holds none of it.
    expect((await transfer({ ...base, secretPhrase: devnet(3).secretPhrase, quantityQNT: '1' })).json).toMatchObject({ errorCode: 6, error: 'quantityQNT' });
  });

  it('what pending transfers and open asks hold is not movable', async () => {
    const holder = await funded(node, 'transferTotem holder');
    await ok(node, { requestType: 'transferTotem', secretPhrase: devnet(1).secretPhrase, recipient: holder.accountRS, totem, quantityQNT: '100' });
    await node.forge();
    const base = { secretPhrase: holder.secretPhrase, recipient: devnet(2).account, totem };
    await ok(node, { requestType: 'transferTotem', ...base, quantityQNT: '60' });
    expect((await transfer({ ...base, quantityQNT: '41' })).json).toMatchObject({ errorCode: 6, error: 'quantityQNT' });
    expect((await transfer({ ...base, quantityQNT: '41', broadcast: 'false' })).json).toMatchObject({ errorCode: 6, error: 'quantityQNT' });
    await ok(node, { requestType: 'placeAskOrder', secretPhrase: holder.secretPhrase, totem, quantityQNT: '30', priceMTA: '1000' });
    await node.forge();
    expect(units(node, holder, totem)).toEqual({ quantity: 40n, available: 10n });
    expect((await transfer({ ...base, quantityQNT: '11' })).json).toMatchObject({ errorCode: 6, error: 'quantityQNT' });
    await ok(node, { requestType: 'transferTotem', ...base, quantityQNT: '10' });
    await node.forge();
    expect(units(node, holder, totem)).toEqual({ quantity: 30n, available: 0n });
  });

  it('needs a recipient', async () => {
    expect((await transfer({ secretPhrase: devnet(1).secretPhrase, totem, quantityQNT: '1' })).json).toMatchObject({ errorCode: 1, error: 'recipient' });
  });

  it('returns an unsigned transaction for a public key alone', async () => {
    const r = await expectUnsigned(node, devnet(1), { requestType: 'transferTotem', recipient: devnet(2).account, totem, quantityQNT: '5' }, 2, 1);
    expect(r.json.transactionJSON.attachment).toMatchObject({ totem, quantityQNT: '5' });
  });

  it('is POST only and never echoes or logs the secret phrase', async () => {
    const a = await funded(node, 'transferTotem: a phrase that must never leak 51aa');
    await ok(node, { requestType: 'transferTotem', secretPhrase: devnet(1).secretPhrase, recipient: a.accountRS, totem, quantityQNT: '5' });
    await node.forge();
    await expectPostOnlyAndSecretSafe(node, 'transferTotem', a, [
      { recipient: devnet(2).account, totem, quantityQNT: '2' },
      { recipient: devnet(2).account, totem, quantityQNT: '4' },
      { recipient: devnet(2).account, totem: '42', quantityQNT: '1' },
    ]);
  });
});
