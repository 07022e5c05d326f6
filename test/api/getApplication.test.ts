// getApplication: one application as registered, after an update, retired; and the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { applicationContract as contract, devnet, startApplicationNode, type ChainNode } from '../helpers/application-node.js';

describe('getApplication', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startApplicationNode();
  });
  afterAll(() => node.close());

  const developer = devnet(2);
  const get = (params: Record<string, string>) => node.get({ requestType: 'getApplication', ...params });

  it('renders an application through its life', async () => {
    const r = await node.post({ requestType: 'registerApplication', secretPhrase: developer.secretPhrase, name: 'Notes', description: 'Take notes', version: '0.1' });
    const id = r.json.transaction as string;
    const timestamp = r.json.transactionJSON.timestamp as number;
    const { height } = await node.forge();
    const { requestProcessingTime: _t, ...fresh } = contract.check('getApplication', await get({ application: id }));
    expect(fresh).toEqual({
      application: id,
      developer: developer.account,
      developerRS: developer.accountRS,
      name: 'Notes',
      description: 'Take notes',
      version: '0.1',
      timestamp,
      retired: false,
      height,
      updateHeight: height,
    });
    await node.post({ requestType: 'updateApplication', secretPhrase: developer.secretPhrase, application: id, url: 'https://notes.example.org', version: '0.2' });
    const updated = await node.forge();
    expect(contract.check('getApplication', await get({ application: id }), 'updated')).toMatchObject({ description: 'Take notes', url: 'https://notes.example.org', version: '0.2', retired: false, height, updateHeight: updated.height });
    await node.post({ requestType: 'updateApplication', secretPhrase: developer.secretPhrase, application: id, retire: 'true' });
    const retired = await node.forge();
    expect(contract.check('getApplication', await get({ application: id }), 'retired')).toMatchObject({ retired: true, updateHeight: retired.height, timestamp });
  });

  it('refuses an unknown, missing or malformed application', async () => {
    expect((await get({ application: '1234567890123' })).json).toMatchObject({ errorCode: 7, error: 'application', errorName: 'UNKNOWN_APPLICATION' });
    expect((await get({})).json).toMatchObject({ errorCode: 1, error: 'application' });
    expect((await get({ application: 'x' })).json).toMatchObject({ errorCode: 7, error: 'application' });
  });
});
