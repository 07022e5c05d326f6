import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';

describe('getAccountId', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  it('derives account, accountRS and publicKey from a secret phrase (never echoing it)', async () => {
    const a = testAccount('correct horse battery staple');
    const r = await node.post({ requestType: 'getAccountId', secretPhrase: a.secretPhrase });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ account: a.account, accountRS: a.accountRS, publicKey: a.publicKey });
    expect(JSON.stringify(r.json)).not.toContain(a.secretPhrase);
    expect(node.logs.join('\n')).not.toContain(a.secretPhrase);
  });

  it('derives them from a public key, with GET too', async () => {
    const a = devnet(7);
    const r = await node.get({ requestType: 'getAccountId', publicKey: a.publicKey.toUpperCase() });
    expect(r.json).toMatchObject({ account: a.account, accountRS: a.accountRS, publicKey: a.publicKey });
  });

  it('accepts both when they agree, refuses a public key of another phrase', async () => {
    const a = devnet(7);
    const ok = await node.post({ requestType: 'getAccountId', secretPhrase: a.secretPhrase, publicKey: a.publicKey });
    expect(ok.json.account).toBe(a.account);
    const bad = await node.post({ requestType: 'getAccountId', secretPhrase: a.secretPhrase, publicKey: devnet(8).publicKey });
    expect(bad.json).toMatchObject({ errorCode: 7, error: 'publicKey' });
    expect(JSON.stringify(bad.json)).not.toContain(a.secretPhrase);
  });

  it('needs one of them; a public key must be 32 bytes of hex', async () => {
    expect((await node.get({ requestType: 'getAccountId' })).json).toMatchObject({ errorCode: 1, error: 'secretPhrase' });
    expect((await node.get({ requestType: 'getAccountId', publicKey: 'abcd' })).json).toMatchObject({ errorCode: 7, error: 'publicKey' });
    expect((await node.get({ requestType: 'getAccountId', publicKey: 'zz'.repeat(32) })).json).toMatchObject({ errorCode: 7, error: 'publicKey' });
  });
});
