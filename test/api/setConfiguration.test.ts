import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_PASSWORD, startChainNode, type ChainNode } from './chain-fixture.js';

describe('setConfiguration', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
    for (let i = 0; i < 4; i++) await node.forge();
  });
  afterAll(() => node.close());

  it('changes maxAPIRecords at once', async () => {
    expect((await node.get({ requestType: 'getBlocks' })).json.blocks).toHaveLength(5);
    const r = await node.admin({ requestType: 'setConfiguration', maxAPIRecords: '2' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ configurationUpdated: true, settings: { maxAPIRecords: 2 } });
    expect((await node.get({ requestType: 'getBlocks' })).json.blocks).toHaveLength(2);
    expect((await node.post({ requestType: 'getBlocks', adminPassword: ADMIN_PASSWORD })).json.blocks).toHaveLength(5);
    await node.admin({ requestType: 'setConfiguration', maxAPIRecords: '100' });
    expect((await node.get({ requestType: 'getBlocks' })).json.blocks).toHaveLength(5);
  });

  it('changes the log level through logLevel', async () => {
    const r = await node.admin({ requestType: 'setConfiguration', logLevel: 'warn' });
    expect(r.json.settings).toEqual({ logLevel: 'WARN' });
    await node.admin({ requestType: 'setConfiguration', logLevel: 'DEBUG' });
  });

  it('applies nothing when one value is bad; needs at least one setting', async () => {
    const r = await node.admin({ requestType: 'setConfiguration', maxAPIRecords: '7', writeRequestsPerSecond: 'fast' });
    expect(r.json).toMatchObject({ errorCode: 7, error: 'writeRequestsPerSecond' });
    expect((await node.get({ requestType: 'getBlocks' })).json.blocks).toHaveLength(5);
    expect((await node.admin({ requestType: 'setConfiguration', maxAPIRecords: '0' })).json).toMatchObject({ errorCode: 7, error: 'maxAPIRecords' });
    expect((await node.admin({ requestType: 'setConfiguration' })).json).toMatchObject({ errorCode: 1, error: 'maxAPIRecords' });
  });

  it('offers only settings that may change at run time', async () => {
    await node.admin({ requestType: 'setConfiguration', maxAPIRecords: '3', apiServerPort: '1' });
    // apiServerPort is not a parameter of setConfiguration: ignored, and the server is still here.
    expect((await node.get({ requestType: 'getBlocks' })).json.blocks).toHaveLength(3);
    await node.admin({ requestType: 'setConfiguration', maxAPIRecords: '100' });
  });

  it('is POST only and admin only', async () => {
    expect((await node.get({ requestType: 'setConfiguration', maxAPIRecords: '1' })).status).toBe(405);
    expect((await node.post({ requestType: 'setConfiguration', maxAPIRecords: '1' })).status).toBe(401);
    expect((await node.get({ requestType: 'getBlocks' })).json.blocks).toHaveLength(5);
  });
});
