// setAccountInfo: the account info transaction (1/5) through the API, shown by getAccount.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';

describe('setAccountInfo', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  const set = (params: Record<string, string>) => node.post({ requestType: 'setAccountInfo', ...params });
  const account = async (id: string) => (await node.get({ requestType: 'getAccount', account: id })).json;

  it('names and describes the sender (45 bytes: a 3-coin fee); getAccount shows both once confirmed', async () => {
    const a = devnet(1);
    const r = await set({ secretPhrase: a.secretPhrase, name: 'Forge & Co. 🚀', description: 'A devnet account\nwith two lines' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ broadcasted: true, transactionJSON: { type: 1, subtype: 5, sender: a.account, amountMTA: '0', feeMTA: (3n * ONE_COIN).toString() } });
    expect(r.json.transactionJSON.attachment).toEqual({ 'version.AccountInfo': 1, name: 'Forge & Co. 🚀', description: 'A devnet account\nwith two lines' });
    expect(r.json.transactionJSON.recipient).toBeUndefined();
    expect(await account(a.account)).not.toHaveProperty('name');
    await node.forge();
    expect(await account(a.account)).toMatchObject({ name: 'Forge & Co. 🚀', description: 'A devnet account\nwith two lines' });
  });

  it('replaces the info; a name alone has an empty description; neither clears it', async () => {
    const a = devnet(2);
    await set({ secretPhrase: a.secretPhrase, name: 'first', description: 'first text' });
    await node.forge();
    await set({ secretPhrase: a.secretPhrase, name: 'second' });
    await node.forge();
    expect(await account(a.account)).toMatchObject({ name: 'second', description: '' });
    await set({ secretPhrase: a.secretPhrase });
    await node.forge();
    const cleared = await account(a.account);
    expect(cleared).not.toHaveProperty('name');
    expect(cleared).not.toHaveProperty('description');
  });

  it('charges 1 coin plus 2 coins per started 32 bytes beyond the first 32; refuses a lower fee', async () => {
    const base = { secretPhrase: devnet(3).secretPhrase, broadcast: 'false' };
    const fee = async (params: Record<string, string>) => (await set({ ...base, ...params })).json.transactionJSON.feeMTA;
    expect(await fee({ name: 'x'.repeat(32) })).toBe(ONE_COIN.toString());
    expect(await fee({ name: 'x'.repeat(32), description: 'y' })).toBe((3n * ONE_COIN).toString());
    expect(await fee({ description: 'y'.repeat(1000) })).toBe((63n * ONE_COIN).toString());
    const low = await set({ ...base, description: 'y'.repeat(33), feeMTA: String(2n * ONE_COIN) });
    expect(low.json).toMatchObject({ errorCode: 7, error: 'feeMTA' });
  });

  it('refuses a name over 100 characters and a description over 1000 bytes with errorCode 7 naming it', async () => {
    const base = { secretPhrase: devnet(3).secretPhrase, broadcast: 'false' };
    expect((await set({ ...base, name: 'é'.repeat(100) })).status).toBe(200);
    expect((await set({ ...base, name: 'n'.repeat(101) })).json).toMatchObject({ errorCode: 7, error: 'name' });
    expect((await set({ ...base, description: 'd'.repeat(1001) })).json).toMatchObject({ errorCode: 7, error: 'description' });
    // 500 two-byte characters are exactly 1000 bytes; one more is over.
    expect((await set({ ...base, description: 'é'.repeat(500) })).status).toBe(200);
    expect((await set({ ...base, description: 'é'.repeat(501) })).json).toMatchObject({ errorCode: 7, error: 'description' });
  });

  it('returns an unsigned transaction for a public key; an unknown sender is errorCode 3', async () => {
    const unsigned = await set({ publicKey: devnet(4).publicKey, name: 'offline' });
    expect(unsigned.json.broadcasted).toBe(false);
    expect(unsigned.json.transaction).toBeUndefined();
    const stranger = await set({ secretPhrase: testAccount('setAccountInfo stranger').secretPhrase, name: 'who' });
    expect(stranger.json).toMatchObject({ errorCode: 3, error: 'secretPhrase' });
  });

  it('is POST only and never echoes or logs the secret phrase', async () => {
    const a = testAccount('setAccountInfo: a phrase that must never leak 91c2');
    await node.pay(devnet(6), a, 10n * ONE_COIN);
    await node.forge();
    const get = await node.get({ requestType: 'setAccountInfo', secretPhrase: a.secretPhrase, name: 'x' });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const answers = [await set({ secretPhrase: a.secretPhrase, name: 'x' }), await set({ secretPhrase: a.secretPhrase, name: 'n'.repeat(101) })];
    for (const r of answers) expect(JSON.stringify(r.json)).not.toContain(a.secretPhrase);
    expect(node.logs.join('\n')).not.toContain(a.secretPhrase);
  });
});
