// stopForging: stop one account by its secret phrase or, with admin rights, every account.
// startForging and getForging are in startForging.test.ts and getForging.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_PASSWORD, devnet, whileNotReady, type ChainNode } from './chain-fixture.js';
import { expectAdminRefused, expectGetRefused, forgingAccount as forger, startForgingNode } from './fixtures/forging.js';

describe('stopForging', () => {
  let node: ChainNode;
  beforeAll(async () => {
    // The ten devnet accounts forge from the start; the forger joins them.
    node = await startForgingNode({ started: true });
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
    const viaGet = await expectGetRefused(node, 'stopForging', devnet(0).secretPhrase);
    await expectAdminRefused(node, 'stopForging');
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
    await whileNotReady(node, async () => {
      const r = await node.post({ requestType: 'stopForging', secretPhrase: forger.secretPhrase });
      expect(r.status).toBe(200);
      expect(r.json.foundAndStopped).toBe(true);
    });
  });
});
