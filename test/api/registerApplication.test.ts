// registerApplication: the application registration (10/0) through the API on the devnet: the
// transaction and its attachment, the application once forged, the optional url and version,
// and the refusals naming the parameter (also unsigned).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { applicationContract as contract, devnet, startApplicationNode, type ChainNode } from '../helpers/application-node.js';
import { expectPostOnlyAndSecretSafe, expectUnsigned } from './currency-helpers.js';

describe('registerApplication', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startApplicationNode();
  });
  afterAll(() => node.close());

  const developer = devnet(1);
  const register = (params: Record<string, string>) => node.post({ requestType: 'registerApplication', secretPhrase: developer.secretPhrase, ...params });
  const get = async (application: string) => (await node.get({ requestType: 'getApplication', application })).json;

  it('registers an application with url and version; its id is the transaction id', async () => {
    const r = contract.check('registerApplication', await register({ name: 'Block Explorer', description: 'Browse blocks.\nAnd transactions.', url: 'https://explorer.example.org/', version: '1.2.3' }));
    expect(r).toMatchObject({ broadcasted: true, transactionJSON: { type: 10, subtype: 0, sender: developer.account, amountMTA: '0', feeMTA: '100000000' } });
    expect(r.transactionJSON.attachment).toEqual({ 'version.ApplicationRegistration': 1, name: 'Block Explorer', description: 'Browse blocks.\nAnd transactions.', url: 'https://explorer.example.org/', appVersion: '1.2.3' });
    expect(r.transactionJSON.recipient).toBeUndefined();
    const block = await node.forge();
    expect(await get(r.transaction)).toMatchObject({ application: r.transaction, developer: developer.account, developerRS: developer.accountRS, name: 'Block Explorer', url: 'https://explorer.example.org/', version: '1.2.3', retired: false, height: block.height });
  });

  it('registers one without url and version; names need not be unique', async () => {
    const a = contract.check('registerApplication', await register({ name: 'Wallet', description: 'A wallet' }));
    const b = contract.check('registerApplication', await register({ name: 'Wallet', description: 'Another wallet' }));
    expect(a.transactionJSON.attachment).toEqual({ 'version.ApplicationRegistration': 1, name: 'Wallet', description: 'A wallet' });
    await node.forge();
    const app = await get(a.transaction);
    expect(app).toMatchObject({ name: 'Wallet', description: 'A wallet', retired: false });
    expect(app.url).toBeUndefined();
    expect(app.version).toBeUndefined();
    expect((await get(b.transaction)).description).toBe('Another wallet');
  });

  it('accepts the limits: 100-character name, 1000-character description, 200-character url, 32-character version', async () => {
    const url = `http://example.org/${'p'.repeat(200 - 'http://example.org/'.length)}`;
    const r = await register({ name: 'ñ'.repeat(100), description: '€'.repeat(1000), url, version: 'v'.repeat(32) });
    expect(r.json.broadcasted).toBe(true);
    await node.forge();
    expect(await get(r.json.transaction)).toMatchObject({ name: 'ñ'.repeat(100), url, version: 'v'.repeat(32) });
  });

  it('refuses bad values, naming the parameter', async () => {
    const base = { name: 'Tool', description: 'A tool' };
    const refused = async (params: Record<string, string>, error: string, errorCode = 7) => expect((await register({ ...base, ...params })).json).toMatchObject({ errorCode, error });
    await refused({ name: 'x'.repeat(101) }, 'name');
    await refused({ name: ' Tool' }, 'name');
    await refused({ name: 'Tool\u0001' }, 'name');
    await refused({ description: 'd'.repeat(1001) }, 'description');
    await refused({ description: 'bell\u0007' }, 'description');
    await refused({ url: 'ftp://example.org/' }, 'url');
    await refused({ url: 'example.org' }, 'url');
    await refused({ url: 'https://example.org/has space' }, 'url');
    await refused({ url: `https://example.org/${'p'.repeat(200)}` }, 'url');
    await refused({ version: 'v'.repeat(33) }, 'version');
    await refused({ version: '1 2' }, 'version');
    expect((await node.post({ requestType: 'registerApplication', secretPhrase: developer.secretPhrase, description: 'x' })).json).toMatchObject({ errorCode: 1, error: 'name' });
    expect((await node.post({ requestType: 'registerApplication', secretPhrase: developer.secretPhrase, name: 'x' })).json).toMatchObject({ errorCode: 1, error: 'description' });
    // The same refusal for a transaction that is only built, not signed.
    expect((await node.post({ requestType: 'registerApplication', publicKey: developer.publicKey, ...base, url: 'mailto:a@b.c' })).json).toMatchObject({ errorCode: 7, error: 'url' });
  });

  it('builds an unsigned transaction for a public key, is POST only and never echoes the secret phrase', async () => {
    contract.check('registerApplication', await expectUnsigned(node, developer, { requestType: 'registerApplication', name: 'Unsigned', description: 'd' }, 10, 0), 'unsigned');
    await expectPostOnlyAndSecretSafe(node, 'registerApplication', developer, [{ name: 'Posted', description: 'd' }, { name: '', description: 'd' }]);
  });
});
