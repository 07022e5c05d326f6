// stopForging: stop one account by its secret phrase or, with admin rights, every account.
// startForging and getForging are in startForging.test.ts and getForging.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { ADMIN_PASSWORD, devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';

describe('stopForging', () => {
  let node: ChainNode;
  const forger = testAccount('forging test account 91c2');
  beforeAll(async () => {
    node = await startChainNode();
    await node.pay(devnet(0), forger, 50_000n * ONE_COIN);
    await node.forge();
    // The ten devnet accounts forge from the start; the forger joins them.
    const started = await node.post({ requestType: 'startForging', secretPhrase: forger.secretPhrase });
    expect(started.json).toMatchObject({ account: forger.account });
  });
  afterAll(() => node.close());

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

  it('needs POST, and admin rights to stop every account; never echoes the phrase', async () => {
    const viaGet = await node.get({ requestType: 'stopForging', secretPhrase: devnet(0).secretPhrase });
    expect(viaGet.status).toBe(405);
    expect(viaGet.json).toMatchObject({ errorCode: 1 });
    const anonymous = await node.post({ requestType: 'stopForging' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toMatchObject({ errorCode: 1, error: 'adminPassword' });
    const wrong = await node.post({ requestType: 'stopForging', adminPassword: 'not it' });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toMatchObject({ errorCode: 1, error: 'adminPassword' });
    // None of the refusals stopped anything: devnet-0 still forges.
    const stillForging = await node.post({ requestType: 'stopForging', secretPhrase: devnet(0).secretPhrase });
    expect(stillForging.json).toEqual({ foundAndStopped: true, requestProcessingTime: stillForging.json.requestProcessingTime });
    for (const text of [JSON.stringify(viaGet.json), JSON.stringify(stillForging.json), node.logs.join('\n')]) {
      expect(text).not.toContain(devnet(0).secretPhrase);
      expect(text).not.toContain(forger.secretPhrase);
    }
  });

  it('works while the blockchain is not ready', async () => {
    await node.post({ requestType: 'startForging', secretPhrase: forger.secretPhrase });
    node.setBlockchainReady(false);
    try {
      const r = await node.post({ requestType: 'stopForging', secretPhrase: forger.secretPhrase });
      expect(r.status).toBe(200);
      expect(r.json.foundAndStopped).toBe(true);
    } finally {
      node.setBlockchainReady(true);
    }
  });
});
