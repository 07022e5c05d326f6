// startForging: forge with the account of a secret phrase, held in memory and never echoed.
// stopForging and getForging are in stopForging.test.ts and getForging.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';

describe('startForging', () => {
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
    for (const text of [JSON.stringify(r.json), JSON.stringify(mine.json), node.logs.join('\n')]) expect(text).not.toContain(forger.secretPhrase);
  });

  it('needs POST and a secret phrase to start, and echoes the phrase in no refusal', async () => {
    const viaGet = await node.get({ requestType: 'startForging', secretPhrase: forger.secretPhrase });
    expect(viaGet.status).toBe(405);
    expect(viaGet.json).toMatchObject({ errorCode: 1 });
    expect((await node.post({ requestType: 'startForging' })).json).toMatchObject({ errorCode: 1, error: 'secretPhrase' });
    expect((await node.post({ requestType: 'startForging', secretPhrase: '' })).json).toMatchObject({ errorCode: 1, error: 'secretPhrase' });
    for (const text of [JSON.stringify(viaGet.json), node.logs.join('\n')]) expect(text).not.toContain(forger.secretPhrase);
  });

  it('answers HTTP 503 while the blockchain is not ready', async () => {
    node.setBlockchainReady(false);
    try {
      expect((await node.post({ requestType: 'startForging', secretPhrase: forger.secretPhrase })).status).toBe(503);
    } finally {
      node.setBlockchainReady(true);
    }
  });
});
