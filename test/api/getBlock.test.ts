import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';

describe('getBlock', () => {
  let node: ChainNode;
  const blocks: Array<Record<string, any>> = [];
  let paymentFullHash = '';
  beforeAll(async () => {
    node = await startChainNode();
    paymentFullHash = (await node.pay(devnet(0), devnet(1), 2n * ONE_COIN)).json.fullHash;
    const forged = [];
    for (let i = 0; i < 3; i++) forged.push(await node.forge());
    blocks.push((await node.get({ requestType: 'getBlock', height: '0' })).json, ...forged);
  });
  afterAll(() => node.close());

  it('returns the genesis block with the spec fields', async () => {
    const g = blocks[0]!;
    expect(g).toMatchObject({ height: 0, previousBlock: '0', numberOfTransactions: 0, totalFeeFQT: '0', version: 3, transactions: [], executedPhasedTransactions: [] });
    expect(g.nextBlock).toBe(blocks[1]!.block);
    for (const field of ['block', 'generator', 'generatorRS', 'generatorPublicKey', 'timestamp', 'baseTarget', 'cumulativeDifficulty', 'payloadHash', 'generationSignature', 'previousBlockHash', 'blockSignature']) {
      expect(g).toHaveProperty(field);
    }
    const status = await node.get({ requestType: 'getBlockchainStatus' });
    expect(g.block).toBe(status.json.genesisBlockId);
  });

  it('finds a block by id, by height and by timestamp; the tip without a selector', async () => {
    const b = blocks[1]!;
    const byId = await node.get({ requestType: 'getBlock', block: b.block });
    expect(byId.status).toBe(200);
    expect(byId.json.block).toBe(b.block);
    expect(byId.json.nextBlock).toBe(blocks[2]!.block);
    expect((await node.get({ requestType: 'getBlock', height: String(b.height) })).json.block).toBe(b.block);
    expect((await node.get({ requestType: 'getBlock', timestamp: String(b.timestamp) })).json.block).toBe(b.block);
    expect((await node.get({ requestType: 'getBlock', timestamp: String(blocks[2]!.timestamp - 1) })).json.block).toBe(b.block);
    const tip = await node.get({ requestType: 'getBlock' });
    expect(tip.json.block).toBe(blocks[3]!.block);
    expect(tip.json.nextBlock).toBe('0');
  });

  it('gives full hashes, or transaction objects with confirmations on request', async () => {
    const b = blocks[1]!;
    const plain = await node.get({ requestType: 'getBlock', block: b.block });
    expect(plain.json.transactions).toEqual([paymentFullHash]);
    expect(plain.json.totalAmountFQT).toBe((2n * ONE_COIN).toString());
    const full = await node.get({ requestType: 'getBlock', block: b.block, includeTransactions: 'true' });
    expect(full.json.transactions[0]).toMatchObject({ fullHash: paymentFullHash, block: b.block, height: b.height, confirmations: 2, transactionIndex: 0 });
  });

  it('unknown block: errorCode 4 naming the selector, HTTP 404', async () => {
    const byId = await node.get({ requestType: 'getBlock', block: '12345' });
    expect(byId.status).toBe(404);
    expect(byId.json).toMatchObject({ errorCode: 4, error: 'block' });
    expect((await node.get({ requestType: 'getBlock', height: '1000000' })).json).toMatchObject({ errorCode: 4, error: 'height' });
  });

  it('honours requireBlock and requireLastBlock against the real chain', async () => {
    const tip = blocks[3]!.block;
    expect((await node.get({ requestType: 'getBlock', height: '1', requireLastBlock: tip })).status).toBe(200);
    expect((await node.get({ requestType: 'getBlock', height: '1', requireBlock: blocks[1]!.block })).status).toBe(200);
    const stale = await node.get({ requestType: 'getBlock', requireLastBlock: blocks[2]!.block });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ errorCode: 4, error: 'requireLastBlock' });
    expect((await node.get({ requestType: 'getBlock', requireBlock: '777' })).json).toMatchObject({ errorCode: 4, error: 'requireBlock' });
  });

  it('refuses bad and conflicting selectors', async () => {
    expect((await node.get({ requestType: 'getBlock', block: '0' })).json).toMatchObject({ errorCode: 7, error: 'block' });
    expect((await node.get({ requestType: 'getBlock', block: 'abc' })).json).toMatchObject({ errorCode: 7, error: 'block' });
    expect((await node.get({ requestType: 'getBlock', height: '-1' })).json).toMatchObject({ errorCode: 7, error: 'height' });
    expect((await node.get({ requestType: 'getBlock', timestamp: '-5' })).json).toMatchObject({ errorCode: 7, error: 'timestamp' });
    expect((await node.get({ requestType: 'getBlock', height: '1', block: blocks[1]!.block })).json).toMatchObject({ errorCode: 7, error: 'height' });
  });
});
