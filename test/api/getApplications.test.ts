// getApplications (spec): all applications, by developer (id or RS), by name prefix ignoring
// case, both, paged; retired ones are listed with retired=true. Ordered by lower-cased name, then id.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { applicationContract as contract, devnet, registered, startApplicationNode, testAccount, type ChainNode } from '../helpers/application-node.js';

describe('getApplications', () => {
  let node: ChainNode;
  const [a, b] = [devnet(5), devnet(6)];
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    node = await startApplicationNode();
    ids.wallet = await registered(node, a, 'Wallet');
    ids.walletPro = await registered(node, a, 'wallet Pro');
    ids.dex = await registered(node, a, 'Dex');
    ids.walrus = await registered(node, b, 'Walrus');
    ids.explorer = await registered(node, b, 'Explorer', { url: 'https://x.example.org' });
    ids.bWallet = await registered(node, b, 'WALLET');
    // b retires its explorer.
    await node.post({ requestType: 'updateApplication', secretPhrase: b.secretPhrase, application: ids.explorer!, retire: 'true' });
    await node.forge();
  });
  afterAll(() => node.close());

  const list = async (params: Record<string, string>, label?: string) =>
    contract.check('getApplications', await node.get({ requestType: 'getApplications', ...params }), label).applications as Array<Record<string, unknown>>;
  const names = async (params: Record<string, string>, label?: string) => (await list(params, label)).map((x) => x.name);
  /** Equal lower-cased names are ordered by id (unsigned). */
  const byId = (...keys: string[]) => keys.sort((x, y) => (BigInt(ids[x]!) < BigInt(ids[y]!) ? -1 : 1)).map((k) => ({ wallet: 'Wallet', bWallet: 'WALLET' })[k]);

  it('lists every application by name ignoring case, then id; retired ones with retired=true', async () => {
    const all = await list({});
    expect(all.map((x) => x.name)).toEqual(['Dex', 'Explorer', ...byId('wallet', 'bWallet'), 'wallet Pro', 'Walrus']);
    expect(all.find((x) => x.application === ids.explorer)).toMatchObject({ developer: b.account, developerRS: b.accountRS, retired: true, url: 'https://x.example.org' });
    expect(all.filter((x) => x.retired === true).map((x) => x.application)).toEqual([ids.explorer]);
    for (const x of all) expect(Object.keys(x)).toEqual(expect.arrayContaining(['application', 'developer', 'developerRS', 'name', 'description', 'timestamp', 'retired', 'height']));
  });

  it('filters by developer, given as id or RS address', async () => {
    expect(await names({ developer: a.account })).toEqual(['Dex', 'Wallet', 'wallet Pro']);
    expect(await names({ developer: b.accountRS })).toEqual(['Explorer', 'WALLET', 'Walrus']);
    expect(await list({ developer: testAccount('never-a-developer').account }, 'empty')).toEqual([]);
  });

  it('filters by name prefix, ignoring case; the whole name matches too', async () => {
    expect(await names({ appName: 'wal' })).toEqual([...byId('wallet', 'bWallet'), 'wallet Pro', 'Walrus']);
    expect(await names({ appName: 'WALLET' })).toEqual([...byId('wallet', 'bWallet'), 'wallet Pro']);
    expect(await names({ appName: 'wallet p' })).toEqual(['wallet Pro']);
    expect(await names({ appName: 'explorer' })).toEqual(['Explorer']);
    expect(await names({ appName: 'xplorer' }, 'no infix match')).toEqual([]);
  });

  it('combines developer and appName', async () => {
    expect(await names({ developer: a.account, appName: 'WAL' })).toEqual(['Wallet', 'wallet Pro']);
    expect(await names({ developer: b.accountRS, appName: 'wal' })).toEqual(['WALLET', 'Walrus']);
    expect(await names({ developer: a.account, appName: 'Walrus' })).toEqual([]);
  });

  it('pages with firstIndex and lastIndex', async () => {
    const all = (await list({})).map((x) => x.application);
    expect((await list({ firstIndex: '1', lastIndex: '2' })).map((x) => x.application)).toEqual(all.slice(1, 3));
    expect((await list({ firstIndex: '5' })).map((x) => x.application)).toEqual(all.slice(5));
    expect(await names({ developer: a.account, firstIndex: '2', lastIndex: '10' })).toEqual(['wallet Pro']);
    expect(await names({ appName: 'wal', firstIndex: '0', lastIndex: '0' })).toHaveLength(1);
  });

  it('refuses a malformed developer', async () => {
    expect((await node.get({ requestType: 'getApplications', developer: 'not-an-account' })).json).toMatchObject({ errorCode: 7, error: 'developer' });
    expect((await node.get({ requestType: 'getApplications', appName: 'x'.repeat(101) })).json).toMatchObject({ error: 'appName' });
  });
});
