// startForging: forge with the account of a secret phrase, held in memory and never echoed.
// stopForging and getForging are in stopForging.test.ts and getForging.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { whileNotReady, type ChainNode } from './chain-fixture.js';
import { expectGetRefused, forgingAccount as forger, startForgingNode } from './fixtures/forging.js';

describe('startForging', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startForgingNode({ started: false });
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
    for (const text of [JSON.stringify(r.json), JSON.stringify(mine.json), node.logs.join('\n')]) expect(text).not.toContain(forger.secretPhrase);
  });

  it('needs POST and a secret phrase to start, and echoes the phrase in no refusal', async () => {
    const viaGet = await expectGetRefused(node, 'startForging', forger.secretPhrase);
    expect((await node.post({ requestType: 'startForging' })).json).toMatchObject({ errorCode: 1, error: 'secretPhrase' });
    expect((await node.post({ requestType: 'startForging', secretPhrase: '' })).json).toMatchObject({ errorCode: 1, error: 'secretPhrase' });
    for (const text of [JSON.stringify(viaGet.json), node.logs.join('\n')]) expect(text).not.toContain(forger.secretPhrase);
  });

  it('answers HTTP 503 while the blockchain is not ready', async () => {
    await whileNotReady(node, async () => {
      expect((await node.post({ requestType: 'startForging', secretPhrase: forger.secretPhrase })).status).toBe(503);
    });
  });
});
