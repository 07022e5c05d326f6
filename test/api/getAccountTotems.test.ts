// getAccountTotems: an account's holdings by totem id with the totem's name and decimals, what
// it owns against what it may still move (an open ask, an unconfirmed transfer), one totem, pages,
// and the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, testAccount } from './chain-fixture.js';
import { byId, contract, NO_SUCH_ID, startTotemNode, type TotemDriver } from './fixtures/totem-reads.js';

describe('getAccountTotems', () => {
  let t: TotemDriver;
  const [issuer, holder, bystander] = [devnet(0), devnet(1), devnet(2)];
  let x = 0n;
  let y = 0n;
  let z = 0n;
  beforeAll(async () => {
    t = await startTotemNode();
    const ix = t.issue(issuer, 'XRAY', 1000n, { decimals: 3 });
    const iy = t.issue(issuer, 'YANKEE', 50n);
    const iz = t.issue(bystander, 'ZULU', 5n);
    [x, y, z] = [ix.id, iy.id, iz.id];
    await t.forge(ix, iy, iz);
    await t.forge(t.transfer(issuer, holder, x, 200n));
    // holder: an open ask of 50 (confirmed), then a transfer of 30 left unconfirmed.
    await t.forge(t.ask(holder, x, 50n, 7n));
    await t.submit(t.transfer(holder, bystander, x, 30n));
  });
  afterAll(() => t.close());

  const holdings = async (params: Record<string, string>, label = 'default') => contract.check('getAccountTotems', await t.node.get({ requestType: 'getAccountTotems', ...params }), label);

  it('lists the account\'s holdings by totem id, with name and decimals', async () => {
    const r = await holdings({ account: issuer.account });
    const expected = [
      { totem: x.toString(), quantityQNT: '800', unconfirmedQuantityQNT: '800', name: 'XRAY', decimals: 3 },
      { totem: y.toString(), quantityQNT: '50', unconfirmedQuantityQNT: '50', name: 'YANKEE', decimals: 0 },
    ];
    const order = byId([x.toString(), y.toString()]);
    expect(r.accountTotems).toEqual(order.map((id) => ({ account: issuer.account, accountRS: issuer.accountRS, ...expected.find((e) => e.totem === id)! })));
  });

  it('unconfirmedQuantityQNT leaves out the open ask and the unconfirmed transfer', async () => {
    const r = await holdings({ account: holder.accountRS });
    expect(r.accountTotems).toEqual([{ account: holder.account, accountRS: holder.accountRS, totem: x.toString(), quantityQNT: '200', unconfirmedQuantityQNT: '120', name: 'XRAY', decimals: 3 }]);
  });

  it('with totem: only that one, or an empty list when the account holds none of it', async () => {
    expect((await holdings({ account: issuer.account, totem: y.toString() })).accountTotems).toMatchObject([{ totem: y.toString(), quantityQNT: '50' }]);
    expect((await holdings({ account: holder.account, totem: y.toString() })).accountTotems).toEqual([]);
    expect((await holdings({ account: issuer.account, totem: z.toString() })).accountTotems).toEqual([]);
  });

  it('pages with firstIndex and lastIndex', async () => {
    const order = byId([x.toString(), y.toString()]);
    expect((await holdings({ account: issuer.account, firstIndex: '1' })).accountTotems.map((h: { totem: string }) => h.totem)).toEqual(order.slice(1));
    expect((await holdings({ account: issuer.account, firstIndex: '0', lastIndex: '0' })).accountTotems.map((h: { totem: string }) => h.totem)).toEqual(order.slice(0, 1));
    expect((await holdings({ account: issuer.account, totem: y.toString(), firstIndex: '1' })).accountTotems).toEqual([]);
  });

  it('refuses an unknown account (errorCode 3), an unknown totem (errorCode 7) and missing or malformed parameters', async () => {
    const get = (params: Record<string, string>) => t.node.get({ requestType: 'getAccountTotems', ...params });
    expect((await get({ account: testAccount('getAccountTotems nobody').account })).json).toMatchObject({ errorCode: 3, error: 'account' });
    expect((await get({ account: holder.account, totem: NO_SUCH_ID })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    expect((await get({})).json).toMatchObject({ errorCode: 1, error: 'account' });
    expect((await get({ account: holder.account, totem: 'XRAY' })).json).toMatchObject({ errorCode: 7, error: 'totem' });
  });
});
