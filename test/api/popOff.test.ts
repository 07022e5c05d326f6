import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';

describe('popOff', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  const height = async () => (await node.get({ requestType: 'getBlockchainStatus' })).json.height as number;
  const balance = async (account: string) => (await node.get({ requestType: 'getBalance', account })).json.balanceMTA as string;

  it('pops blocks and returns them; keepTransactions=true puts their transactions back in the mempool', async () => {
    const to = testAccount('popOff keep recipient');
    const tx = (await node.pay(devnet(0), to, 3n * ONE_COIN)).json;
    const block = await node.forge();
    expect(await balance(to.account)).toBe((3n * ONE_COIN).toString());
    const r = await node.admin({ requestType: 'popOff', numBlocks: '1', keepTransactions: 'true' });
    expect(r.status).toBe(200);
    expect(r.json.blocks).toHaveLength(1);
    expect(r.json.blocks[0]).toMatchObject({ block: block.block, height: block.height });
    expect(r.json.blocks[0].transactions[0]).toMatchObject({ transaction: tx.transaction, fullHash: tx.fullHash });
    expect(await height()).toBe(block.height - 1);
    expect((await node.get({ requestType: 'getAccount', account: to.account })).json.errorCode).toBe(3);
    expect((await node.get({ requestType: 'getUnconfirmedTransactionIds' })).json.unconfirmedTransactionIds).toContain(tx.transaction);
    expect((await node.get({ requestType: 'getTransaction', transaction: tx.transaction })).json).not.toHaveProperty('height');
    await node.forge();
    expect(await balance(to.account)).toBe((3n * ONE_COIN).toString());
  });

  it('without keepTransactions the popped transactions are dropped', async () => {
    const to = testAccount('popOff drop recipient');
    const tx = (await node.pay(devnet(1), to, ONE_COIN)).json;
    await node.forge();
    const r = await node.admin({ requestType: 'popOff', numBlocks: '1' });
    expect(r.json.blocks[0].transactions.map((t: { transaction: string }) => t.transaction)).toContain(tx.transaction);
    expect((await node.get({ requestType: 'getUnconfirmedTransactionIds' })).json.unconfirmedTransactionIds).not.toContain(tx.transaction);
    expect((await node.get({ requestType: 'getTransaction', transaction: tx.transaction })).status).toBe(404);
  });

  it('pops down to a height, newest first', async () => {
    const start = await height();
    for (let i = 0; i < 3; i++) await node.forge();
    const r = await node.admin({ requestType: 'popOff', height: String(start) });
    expect(r.json.blocks.map((b: { height: number }) => b.height)).toEqual([start + 3, start + 2, start + 1]);
    expect(await height()).toBe(start);
    expect((await node.admin({ requestType: 'popOff', height: String(start) })).json.blocks).toEqual([]);
  });

  it('never pops the genesis block', async () => {
    await node.forge();
    const r = await node.admin({ requestType: 'popOff', numBlocks: '1000' });
    expect(r.status).toBe(200);
    expect(await height()).toBe(0);
    expect(r.json.blocks.at(-1).height).toBe(1);
    expect((await node.admin({ requestType: 'popOff', numBlocks: '1' })).json.blocks).toEqual([]);
  });

  it('errors: neither numBlocks nor height names numBlocks; both, bad values, above the tip', async () => {
    const neither = await node.admin({ requestType: 'popOff' });
    expect(neither.status).toBe(400);
    expect(neither.json).toMatchObject({ errorCode: 1, error: 'numBlocks' });
    expect(neither.json.errorDescription).toMatch(/numBlocks or height/);
    expect((await node.admin({ requestType: 'popOff', numBlocks: '1', height: '0' })).json).toMatchObject({ errorCode: 7, error: 'height' });
    expect((await node.admin({ requestType: 'popOff', numBlocks: '-1' })).json).toMatchObject({ errorCode: 7, error: 'numBlocks' });
    expect((await node.admin({ requestType: 'popOff', height: 'x' })).json).toMatchObject({ errorCode: 7, error: 'height' });
    expect((await node.admin({ requestType: 'popOff', height: '50' })).json).toMatchObject({ errorCode: 7, error: 'height' });
  });

  it('works while the blockchain is not ready (the spec: no running blockchain needed)', async () => {
    const start = await height();
    await node.forge();
    node.setBlockchainReady(false);
    try {
      expect((await node.get({ requestType: 'getBlockchainStatus' })).status).toBe(503);
      const r = await node.admin({ requestType: 'popOff', numBlocks: '1' });
      expect(r.status).toBe(200);
      expect(r.json.blocks).toHaveLength(1);
    } finally {
      node.setBlockchainReady(true);
    }
    expect(await height()).toBe(start);
  });

  it('is POST only and needs the admin password', async () => {
    await node.forge();
    const get = await node.get({ requestType: 'popOff', numBlocks: '1' });
    expect(get.status).toBe(405);
    const none = await node.post({ requestType: 'popOff', numBlocks: '1' });
    expect(none.status).toBe(401);
    expect(none.json).toMatchObject({ errorCode: 1, error: 'adminPassword' });
    const wrong = await node.post({ requestType: 'popOff', numBlocks: '1', adminPassword: 'wrong' });
    expect(wrong.json).toMatchObject({ errorCode: 7, error: 'adminPassword' });
    expect(await height()).toBe(1);
  });
});
