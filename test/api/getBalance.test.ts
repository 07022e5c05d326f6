import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';

describe('getBalance', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  it('follows a payment: reserved while pending, moved when confirmed, fee to the forger', async () => {
    const from = devnet(6);
    const to = testAccount('getBalance recipient');
    const start = BigInt((await node.get({ requestType: 'getBalance', account: from.account })).json.balanceMTA);
    const sent = await node.pay(from, to, 3n * ONE_COIN);
    const fee = BigInt(sent.json.transactionJSON.feeMTA);

    const pending = (await node.get({ requestType: 'getBalance', account: from.accountRS })).json;
    expect(BigInt(pending.balanceMTA)).toBe(start);
    expect(BigInt(pending.unconfirmedBalanceMTA)).toBe(start - 3n * ONE_COIN - fee);

    const block = await node.forge();
    const after = (await node.get({ requestType: 'getBalance', account: from.account })).json;
    const generatorIsSender = block.generator === from.account;
    expect(BigInt(after.balanceMTA)).toBe(start - 3n * ONE_COIN - (generatorIsSender ? 0n : fee));
    expect(after.unconfirmedBalanceMTA).toBe(after.balanceMTA);

    const received = (await node.get({ requestType: 'getBalance', account: to.account })).json;
    expect(received).toMatchObject({ balanceMTA: (3n * ONE_COIN).toString(), unconfirmedBalanceMTA: (3n * ONE_COIN).toString(), forgedBalanceMTA: '0' });

    const forger = (await node.get({ requestType: 'getBalance', account: block.generator })).json;
    expect(BigInt(forger.forgedBalanceMTA)).toBeGreaterThanOrEqual(fee);
    expect(typeof forger.effectiveBalance).toBe('string');
  });

  it('reports the effective balance in whole coins', async () => {
    const r = await node.get({ requestType: 'getBalance', account: devnet(9).account });
    expect(BigInt(r.json.effectiveBalance)).toBe(BigInt(r.json.balanceMTA) / ONE_COIN);
  });

  it('unknown account: errorCode 3; bad account: errorCode 7', async () => {
    expect((await node.get({ requestType: 'getBalance', account: testAccount('no balance here').account })).json).toMatchObject({ errorCode: 3, error: 'account' });
    expect((await node.get({ requestType: 'getBalance', account: '-' })).json).toMatchObject({ errorCode: 7, error: 'account' });
  });
});
