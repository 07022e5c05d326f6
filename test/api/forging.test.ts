// startForging, stopForging and getForging.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { ADMIN_PASSWORD, devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';

describe('startForging / stopForging / getForging', () => {
  let node: ChainNode;
  const forger = testAccount('forging test account 91c2');
  beforeAll(async () => {
    node = await startChainNode();
    await node.pay(devnet(0), forger, 50_000n * ONE_COIN);
    await node.forge();
  });
  afterAll(() => node.close());

  it('starts forging with a secret phrase and shows it, never echoing the phrase', async () => {
    const r = await node.post({ requestType: 'startForging', secretPhrase: forger.secretPhrase });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ account: forger.account, accountRS: forger.accountRS, publicKey: forger.publicKey, effectiveBalance: '50000' });
    expect(typeof r.json.hitTime).toBe('number');
    expect(typeof r.json.deadline).toBe('number');
    const mine = await node.post({ requestType: 'getForging', secretPhrase: forger.secretPhrase });
    expect(mine.json.generators).toHaveLength(1);
    expect(mine.json.generators[0]).toMatchObject({ account: forger.account, effectiveBalance: '50000' });
    const notForging = await node.post({ requestType: 'getForging', secretPhrase: testAccount('idle account').secretPhrase });
    expect(notForging.json.generators).toEqual([]);
    for (const text of [JSON.stringify(r.json), JSON.stringify(mine.json), node.logs.join('\n')]) expect(text).not.toContain(forger.secretPhrase);
  });

  it('lists every forging account only with admin rights', async () => {
    const all = await node.post({ requestType: 'getForging', adminPassword: ADMIN_PASSWORD });
    expect(all.status).toBe(200);
    const accounts = all.json.generators.map((g: { account: string }) => g.account);
    expect(accounts).toContain(forger.account);
    expect(accounts).toContain(devnet(3).account);
    const anonymous = await node.post({ requestType: 'getForging' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toMatchObject({ errorCode: 1, error: 'adminPassword' });
    const wrong = await node.post({ requestType: 'getForging', adminPassword: 'not it' });
    expect(wrong.json).toMatchObject({ errorCode: 1, error: 'adminPassword' });
  });

  it('stops one account by its phrase, then all with admin rights', async () => {
    const stopped = await node.post({ requestType: 'stopForging', secretPhrase: forger.secretPhrase });
    expect(stopped.json).toEqual({ foundAndStopped: true, requestProcessingTime: stopped.json.requestProcessingTime });
    expect((await node.post({ requestType: 'stopForging', secretPhrase: forger.secretPhrase })).json.foundAndStopped).toBe(false);
    expect((await node.post({ requestType: 'stopForging' })).json).toMatchObject({ errorCode: 1, error: 'adminPassword' });
    const all = await node.post({ requestType: 'stopForging', adminPassword: ADMIN_PASSWORD });
    expect(all.json.stopped).toBe(10);
    expect((await node.post({ requestType: 'getForging', adminPassword: ADMIN_PASSWORD })).json.generators).toEqual([]);
    const noForger = await node.admin({ requestType: 'generateBlock' });
    expect(noForger.json.errorCode).toBe(1);
    await node.post({ requestType: 'startForging', secretPhrase: devnet(0).secretPhrase });
    expect((await node.forge()).generator).toBe(devnet(0).account);
  });

  it('needs POST and a secret phrase to start', async () => {
    expect((await node.get({ requestType: 'startForging', secretPhrase: forger.secretPhrase })).status).toBe(405);
    expect((await node.get({ requestType: 'getForging', secretPhrase: forger.secretPhrase })).status).toBe(405);
    expect((await node.post({ requestType: 'startForging' })).json).toMatchObject({ errorCode: 1, error: 'secretPhrase' });
  });
});
