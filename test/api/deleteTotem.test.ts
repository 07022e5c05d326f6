// deleteTotem: the totem delete (2/8) through the API on the devnet: burnt units leave the
// holder and the totem's quantity, any holder may burn its own, and the refusals (unknown totem,
// quantities out of range or above what the sender can move), also for unsigned transactions.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { expectPostOnlyAndSecretSafe, expectUnsigned, funded, give, issue, ok, totemRecord, units } from './totem-helpers.js';

describe('deleteTotem', () => {
  let node: ChainNode;
  let totem: string;
  beforeAll(async () => {
    node = await startChainNode();
    totem = await issue(node, devnet(1), '500');
  });
  afterAll(() => node.close());

  const del = (params: Record<string, string>) => node.post({ requestType: 'deleteTotem', ...params });

  it('burns the units: the holder\'s and the totem\'s quantity fall, the initial quantity stays', async () => {
    const issuer = devnet(1);
    const r = await del({ secretPhrase: issuer.secretPhrase, totem, quantityQNT: '200' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ broadcasted: true, transactionJSON: { type: 2, subtype: 8, sender: issuer.account, amountMTA: '0', feeMTA: '100000000' } });
    expect(r.json.transactionJSON.attachment).toEqual({ 'version.TotemDelete': 1, totem, quantityQNT: '200' });
    expect(r.json.transactionJSON).not.toHaveProperty('recipient');
    await node.forge();
    expect(totemRecord(node, totem)).toMatchObject({ quantity: 300n, initialQuantity: 500n });
    expect(units(node, issuer, totem)).toEqual({ quantity: 300n, available: 300n });
  });

  it('any holder may burn its own units', async () => {
    const holder = await funded(node, 'deleteTotem holder');
    await give(node, devnet(1), holder, totem, '50');
    await ok(node, { requestType: 'deleteTotem', secretPhrase: holder.secretPhrase, totem, quantityQNT: '50' });
    await node.forge();
    expect(units(node, holder, totem)).toEqual({ quantity: 0n, available: 0n });
    expect(totemRecord(node, totem)).toMatchObject({ quantity: 250n, initialQuantity: 500n });
  });

  it('refuses an unknown totem (7, totem) and quantities out of range (7) or above what the sender can move (6), naming quantityQNT', async () => {
    const base = { secretPhrase: devnet(1).secretPhrase, totem };
    expect((await del({ ...base, totem: '98765', quantityQNT: '1' })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    for (const quantityQNT of ['0', '-1']) expect((await del({ ...base, quantityQNT })).json).toMatchObject({ errorCode: 7, error: 'quantityQNT' });
    expect((await del({ ...base, quantityQNT: '501' })).json).toMatchObject({ errorCode: 7, error: 'quantityQNT' });
    expect((await del({ ...base, quantityQNT: '251' })).json).toMatchObject({ errorCode: 6, error: 'quantityQNT' });
    expect((await del({ ...base, quantityQNT: '251', broadcast: 'false' })).json).toMatchObject({ errorCode: 6, error: 'quantityQNT' });
    expect((await node.post({ requestType: 'deleteTotem', publicKey: devnet(1).publicKey, totem, quantityQNT: '251' })).json).toMatchObject({ errorCode: 6, error: 'quantityQNT' });
    // Units a pending delete takes are not there for the next.
    await ok(node, { requestType: 'deleteTotem', ...base, quantityQNT: '199' });
    expect((await del({ ...base, quantityQNT: '52' })).json).toMatchObject({ errorCode: 6, error: 'quantityQNT' });
    await node.forge();
    expect(units(node, devnet(1), totem)).toEqual({ quantity: 51n, available: 51n });
    expect((await del({ ...base })).json).toMatchObject({ errorCode: 1, error: 'quantityQNT' });
  });

  it('returns an unsigned transaction for a public key alone', async () => {
    const r = await expectUnsigned(node, devnet(1), { requestType: 'deleteTotem', totem, quantityQNT: '3' }, 2, 8);
    expect(r.json.transactionJSON.attachment).toMatchObject({ totem, quantityQNT: '3' });
  });

  it('is POST only and never echoes or logs the secret phrase', async () => {
    const a = await funded(node, 'deleteTotem: a phrase that must never leak 0b77');
    await give(node, devnet(1), a, totem, '4');
    await expectPostOnlyAndSecretSafe(node, 'deleteTotem', a, [
      { totem, quantityQNT: '1' },
      { totem, quantityQNT: '9' },
      { totem: '7', quantityQNT: '1' },
    ]);
  });
});
