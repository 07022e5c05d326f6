// updateApplication: the application update (10/1) through the API: the developer replaces the
// description, url and version, retires the application (retire=true); refused for anyone else,
// an unknown application, a retired one, an update that changes nothing and bad values.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { applicationContract as contract, devnet, registered, startApplicationNode, type ChainNode } from '../helpers/application-node.js';
import { expectPostOnlyAndSecretSafe, expectUnsigned } from './currency-helpers.js';

describe('updateApplication', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startApplicationNode();
  });
  afterAll(() => node.close());

  const [developer, other] = [devnet(3), devnet(4)];
  const update = (params: Record<string, string>, by = developer) => node.post({ requestType: 'updateApplication', secretPhrase: by.secretPhrase, ...params });
  const get = async (application: string) => (await node.get({ requestType: 'getApplication', application })).json;

  it('the developer replaces the description, url and version; the name stays', async () => {
    const id = await registered(node, developer, 'Chat', { url: 'http://chat.example.org', version: '1.0' });
    const r = contract.check('updateApplication', await update({ application: id, description: 'Chat, encrypted', url: 'https://chat.example.org', version: '2.0' }));
    expect(r).toMatchObject({ broadcasted: true, transactionJSON: { type: 10, subtype: 1, sender: developer.account, amountMTA: '0', feeMTA: '100000000' } });
    expect(r.transactionJSON.attachment).toEqual({ 'version.ApplicationUpdate': 1, application: id, retire: false, description: 'Chat, encrypted', url: 'https://chat.example.org', appVersion: '2.0' });
    await node.forge();
    expect(await get(id)).toMatchObject({ name: 'Chat', description: 'Chat, encrypted', url: 'https://chat.example.org', version: '2.0', retired: false });
    // One field alone leaves the others.
    contract.check('updateApplication', await update({ application: id, version: '2.1' }), 'version only');
    await node.forge();
    expect(await get(id)).toMatchObject({ description: 'Chat, encrypted', url: 'https://chat.example.org', version: '2.1' });
  });

  it('retires with retire=true; a retired application cannot be updated or retired again', async () => {
    const id = await registered(node, developer, 'Old tool');
    const r = contract.check('updateApplication', await update({ application: id, retire: 'true' }));
    expect(r.transactionJSON.attachment).toEqual({ 'version.ApplicationUpdate': 1, application: id, retire: true });
    // While the retirement is pending, an update is refused at once.
    expect((await update({ application: id, description: 'late' })).json).toMatchObject({ errorCode: 7, error: 'application', errorName: 'APPLICATION_RETIRED' });
    await node.forge();
    expect(await get(id)).toMatchObject({ retired: true, description: 'About Old tool' });
    expect((await update({ application: id, description: 'again' })).json).toMatchObject({ errorCode: 7, error: 'application', errorName: 'APPLICATION_RETIRED' });
    expect((await update({ application: id, retire: 'true' })).json).toMatchObject({ errorCode: 7, error: 'application', errorName: 'APPLICATION_RETIRED' });
  });

  it('retires with a last change in the same transaction', async () => {
    const id = await registered(node, developer, 'Sunset');
    contract.check('updateApplication', await update({ application: id, description: 'Replaced by Sunrise', retire: 'true' }));
    await node.forge();
    expect(await get(id)).toMatchObject({ retired: true, description: 'Replaced by Sunrise' });
  });

  it('refuses anyone but the developer, an unknown application and bad values, naming the parameter', async () => {
    const id = await registered(node, developer, 'Mine');
    expect((await update({ application: id, description: 'hijack' }, other)).json).toMatchObject({ errorCode: 7, error: 'application', errorName: 'NOT_APPLICATION_DEVELOPER' });
    expect((await update({ application: id, retire: 'true' }, other)).json).toMatchObject({ errorCode: 7, error: 'application', errorName: 'NOT_APPLICATION_DEVELOPER' });
    expect((await update({ application: '1234567890123', description: 'x' })).json).toMatchObject({ errorCode: 7, error: 'application', errorName: 'UNKNOWN_APPLICATION' });
    expect((await update({ application: 'abc', description: 'x' })).json).toMatchObject({ errorCode: 7, error: 'application' });
    expect((await update({ description: 'x' })).json).toMatchObject({ errorCode: 1, error: 'application' });
    expect((await update({ application: id })).json).toMatchObject({ errorCode: 7, error: 'application' });
    expect((await update({ application: id, retire: 'false' })).json).toMatchObject({ errorCode: 7, error: 'application' });
    expect((await update({ application: id, retire: 'maybe' })).json).toMatchObject({ errorCode: 7, error: 'retire' });
    expect((await update({ application: id, description: 'd'.repeat(1001) })).json).toMatchObject({ errorCode: 7, error: 'description' });
    expect((await update({ application: id, url: 'javascript:alert(1)' })).json).toMatchObject({ errorCode: 7, error: 'url' });
    expect((await update({ application: id, version: 'x'.repeat(33) })).json).toMatchObject({ errorCode: 7, error: 'version' });
    // Unsigned, by another account's public key: refused the same way.
    expect((await node.post({ requestType: 'updateApplication', publicKey: other.publicKey, application: id, description: 'x' })).json).toMatchObject({ errorCode: 7, error: 'application', errorName: 'NOT_APPLICATION_DEVELOPER' });
    expect(await get(id)).toMatchObject({ description: 'About Mine', retired: false });
  });

  it('builds an unsigned transaction for a public key, is POST only and never echoes the secret phrase', async () => {
    const id = await registered(node, developer, 'Unsigned');
    contract.check('updateApplication', await expectUnsigned(node, developer, { requestType: 'updateApplication', application: id, version: '9' }, 10, 1), 'unsigned');
    await expectPostOnlyAndSecretSafe(node, 'updateApplication', developer, [{ application: id, version: '10' }, { application: '1234567890123', version: '1' }]);
  });
});
