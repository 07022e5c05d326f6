// issueTotem: the totem issuance (2/0) through the API on the devnet: the transaction, the totem
// and the issuer's units once forged, names that are not unique, the fee (singletons pay less)
// and the refusals of issuanceProblem, each naming its parameter.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { expectPostOnlyAndSecretSafe, expectUnsigned, funded, issue, totemRecord, units } from './totem-helpers.js';

describe('issueTotem', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  const post = (params: Record<string, string>) => node.post({ requestType: 'issueTotem', secretPhrase: devnet(1).secretPhrase, ...params });
  const feeOf = async (params: Record<string, string>) => BigInt((await post({ broadcast: 'false', ...params })).json.transactionJSON.feeMTA);

  it('issues the whole quantity to the issuer: the totem id is the transaction id', async () => {
    const issuer = devnet(1);
    const r = await post({ name: 'Gold', description: 'Shiny units', quantityQNT: '100000', decimals: '2' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ broadcasted: true, transactionJSON: { type: 2, subtype: 0, sender: issuer.account, amountMTA: '0', feeMTA: (1000n * ONE_COIN).toString() } });
    expect(r.json.transactionJSON.attachment).toEqual({ 'version.TotemIssuance': 1, name: 'Gold', description: 'Shiny units', quantityQNT: '100000', decimals: 2 });
    const totem = r.json.transaction as string;
    expect(totemRecord(node, totem)).toBeUndefined();

    const block = await node.forge();
    expect(totemRecord(node, totem)).toEqual({ issuer: issuer.id, name: 'Gold', description: 'Shiny units', decimals: 2, initialQuantity: 100000n, quantity: 100000n, height: block.height });
    expect(units(node, issuer, totem)).toEqual({ quantity: 100000n, available: 100000n });
    const account = (await node.get({ requestType: 'getAccount', account: issuer.account, includeTotems: 'true' })).json;
    expect(account.totemBalances).toContainEqual({ totem, balanceQNT: '100000' });
    expect(account.unconfirmedTotemBalances).toContainEqual({ totem, unconfirmedBalanceQNT: '100000' });
  });

  it('names are not unique: the same name twice makes two totems; decimals default to 0', async () => {
    const first = await issue(node, devnet(2), '10', { name: 'Twin' });
    const second = await issue(node, devnet(3), '20', { name: 'Twin' });
    expect(first).not.toBe(second);
    expect(totemRecord(node, first)).toMatchObject({ name: 'Twin', issuer: devnet(2).id, quantity: 10n, decimals: 0 });
    expect(totemRecord(node, second)).toMatchObject({ name: 'Twin', issuer: devnet(3).id, quantity: 20n, decimals: 0 });
  });

  it('charges 1000 coins, a singleton 1 coin plus 1 per started 32 bytes of description beyond 32', async () => {
    expect(await feeOf({ name: 'Big', quantityQNT: '5' })).toBe(1000n * ONE_COIN);
    expect(await feeOf({ name: 'One', quantityQNT: '1', decimals: '1' })).toBe(1000n * ONE_COIN);
    expect(await feeOf({ name: 'One', quantityQNT: '1' })).toBe(ONE_COIN);
    expect(await feeOf({ name: 'One', quantityQNT: '1', description: 'x'.repeat(32) })).toBe(ONE_COIN);
    expect(await feeOf({ name: 'One', quantityQNT: '1', description: 'x'.repeat(33) })).toBe(2n * ONE_COIN);
    expect(await feeOf({ name: 'One', quantityQNT: '1', description: 'x'.repeat(160) })).toBe(5n * ONE_COIN);
    expect(await feeOf({ name: 'One', quantityQNT: '1', description: 'x'.repeat(161) })).toBe(1000n * ONE_COIN);
    // A lower fee than the minimum is refused.
    expect((await post({ name: 'Big', quantityQNT: '5', feeMTA: (999n * ONE_COIN).toString(), broadcast: 'false' })).json).toMatchObject({ errorCode: 7 });
  });

  it('a singleton costs its issuer only the small fee', async () => {
    const issuer = await funded(node, 'issueTotem singleton issuer', 3n);
    const r = await node.post({ requestType: 'issueTotem', secretPhrase: issuer.secretPhrase, name: 'Deed1', quantityQNT: '1', description: 'one of a kind' });
    expect(r.json.transactionJSON.feeMTA).toBe(ONE_COIN.toString());
    await node.forge();
    expect(units(node, issuer, r.json.transaction)).toEqual({ quantity: 1n, available: 1n });
    // Not enough for the 1000-coin fee: errorCode 6.
    expect((await node.post({ requestType: 'issueTotem', secretPhrase: issuer.secretPhrase, name: 'Pricey', quantityQNT: '2' })).json).toMatchObject({ errorCode: 6 });
  });

  it('refuses what issuanceProblem refuses, naming the parameter', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ name: 'ab', quantityQNT: '5' }, 'name'],
      [{ name: 'ElevenChars', quantityQNT: '5' }, 'name'],
      [{ name: 'bad name', quantityQNT: '5' }, 'name'],
      [{ name: 'Tötem', quantityQNT: '5' }, 'name'],
      [{ name: 'Long', quantityQNT: '5', description: 'x'.repeat(1001) }, 'description'],
      [{ name: 'Long', quantityQNT: '5', description: 'é'.repeat(501) }, 'description'],
      [{ name: 'Dec', quantityQNT: '5', decimals: '9' }, 'decimals'],
      [{ name: 'Dec', quantityQNT: '5', decimals: '-1' }, 'decimals'],
      [{ name: 'Dec', quantityQNT: '5', decimals: 'two' }, 'decimals'],
      [{ name: 'Qty', quantityQNT: '0' }, 'quantityQNT'],
      [{ name: 'Qty', quantityQNT: '-4' }, 'quantityQNT'],
      [{ name: 'Qty', quantityQNT: (10n ** 17n + 1n).toString() }, 'quantityQNT'],
    ];
    for (const [params, param] of cases) {
      const r = await post({ broadcast: 'false', ...params });
      expect([params, r.json]).toEqual([params, expect.objectContaining({ errorCode: 7, error: param })]);
    }
    expect((await post({ name: 'Max', quantityQNT: (10n ** 17n).toString(), decimals: '8', description: 'x'.repeat(1000), broadcast: 'false' })).status).toBe(200);
    expect((await post({ quantityQNT: '5' })).json).toMatchObject({ errorCode: 1, error: 'name' });
    expect((await post({ name: 'NoQty' })).json).toMatchObject({ errorCode: 1, error: 'quantityQNT' });
  });

  it('returns an unsigned transaction for a public key alone', async () => {
    const r = await expectUnsigned(node, devnet(4), { requestType: 'issueTotem', name: 'Offline', quantityQNT: '7' }, 2, 0);
    expect(r.json.transactionJSON.attachment).toMatchObject({ name: 'Offline', quantityQNT: '7', decimals: 0, description: '' });
  });

  it('is POST only and never echoes or logs the secret phrase', async () => {
    const a = await funded(node, 'issueTotem: a phrase that must never leak 9c1f', 5n);
    await expectPostOnlyAndSecretSafe(node, 'issueTotem', a, [
      { name: 'Secret1', quantityQNT: '1' },
      { name: 'x', quantityQNT: '1' },
      { name: 'Secret2', quantityQNT: '50' },
    ]);
  });
});
