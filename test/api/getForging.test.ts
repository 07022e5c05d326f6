// getForging: the forging state of one account by its secret phrase or, with admin rights, of
// every account the node forges for. startForging and stopForging are in startForging.test.ts
// and stopForging.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { ADMIN_PASSWORD, devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';

describe('getForging', () => {
  let node: ChainNode;
  const forger = testAccount('forging test account 91c2');
  beforeAll(async () => {
    node = await startChainNode();
    await node.pay(devnet(0), forger, 50_000n * ONE_COIN);
    await node.forge();
    const started = await node.post({ requestType: 'startForging', secretPhrase: forger.secretPhrase });
    expect(started.json).toMatchObject({ account: forger.account });
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
    const anonymous = await node.post({ requestType: 'getForging' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toMatchObject({ errorCode: 1, error: 'adminPassword' });
    const wrong = await node.post({ requestType: 'getForging', adminPassword: 'not it' });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toMatchObject({ errorCode: 1, error: 'adminPassword' });
  });

  it('needs POST, and echoes the phrase in no refusal', async () => {
    const viaGet = await node.get({ requestType: 'getForging', secretPhrase: forger.secretPhrase });
    expect(viaGet.status).toBe(405);
    expect(viaGet.json).toMatchObject({ errorCode: 1 });
    for (const text of [JSON.stringify(viaGet.json), node.logs.join('\n')]) expect(text).not.toContain(forger.secretPhrase);
  });

  it('answers HTTP 503 while the blockchain is not ready', async () => {
    node.setBlockchainReady(false);
    try {
      expect((await node.post({ requestType: 'getForging', secretPhrase: forger.secretPhrase })).status).toBe(503);
      expect((await node.post({ requestType: 'getForging', adminPassword: ADMIN_PASSWORD })).status).toBe(503);
    } finally {
      node.setBlockchainReady(true);
    }
  });
});
