// getForging: the forging state of one account by its secret phrase or, with admin rights, of
// every account the node forges for. startForging and stopForging are in startForging.test.ts
// and stopForging.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_PASSWORD, devnet, testAccount, whileNotReady, type ChainNode } from './chain-fixture.js';
import { expectAdminRefused, expectGetRefused, forgingAccount as forger, startForgingNode } from './fixtures/forging.js';

describe('getForging', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startForgingNode({ started: true });
  });
  afterAll(() => node.close());

  it('shows the account of a secret phrase, an empty list for one not forging, never echoing the phrase', async () => {
    const mine = await node.post({ requestType: 'getForging', secretPhrase: forger.secretPhrase });
    expect(mine.status).toBe(200);
    expect(mine.json.generators).toHaveLength(1);
    expect(mine.json.generators[0]).toMatchObject({ account: forger.account, accountRS: forger.accountRS, publicKey: forger.publicKey, effectiveBalance: '50000' });
    expect(typeof mine.json.generators[0].hitTime).toBe('number');
    expect(typeof mine.json.generators[0].deadline).toBe('number');
    const idle = testAccount('idle account');
    const notForging = await node.post({ requestType: 'getForging', secretPhrase: idle.secretPhrase });
    expect(notForging.json.generators).toEqual([]);
    for (const text of [JSON.stringify(mine.json), JSON.stringify(notForging.json), node.logs.join('\n')]) {
      expect(text).not.toContain(forger.secretPhrase);
      expect(text).not.toContain(idle.secretPhrase);
    }
  });

  it('lists every forging account only with admin rights', async () => {
    const all = await node.post({ requestType: 'getForging', adminPassword: ADMIN_PASSWORD });
    expect(all.status).toBe(200);
    const accounts = all.json.generators.map((g: { account: string }) => g.account);
    expect(accounts).toContain(forger.account);
    expect(accounts).toContain(devnet(3).account);
    await expectAdminRefused(node, 'getForging');
  });

  it('needs POST, and echoes the phrase in no refusal', async () => {
    const viaGet = await expectGetRefused(node, 'getForging', forger.secretPhrase);
    for (const text of [JSON.stringify(viaGet.json), node.logs.join('\n')]) expect(text).not.toContain(forger.secretPhrase);
  });

  it('answers HTTP 503 while the blockchain is not ready', async () => {
    await whileNotReady(node, async () => {
      expect((await node.post({ requestType: 'getForging', secretPhrase: forger.secretPhrase })).status).toBe(503);
      expect((await node.post({ requestType: 'getForging', adminPassword: ADMIN_PASSWORD })).status).toBe(503);
    });
  });
});
