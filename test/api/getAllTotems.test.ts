// getAllTotems: every totem oldest issuance first (same height by id), pages, the approval
// status filter over totems never requested, pending, approved and rejected, and includeCounts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet } from './chain-fixture.js';
import { byId, contract, startTotemNode, type TotemDriver } from './fixtures/totem-reads.js';

describe('getAllTotems', () => {
  let t: TotemDriver;
  const [issuer, other, a7, a8] = [devnet(0), devnet(1), devnet(7), devnet(8)];
  /** Oldest issuance first: first, then the two of the second block by id, then last. */
  let order: string[] = [];
  let pending = '';
  let approved = '';
  let rejected = '';
  let plain = '';
  beforeAll(async () => {
    t = await startTotemNode();
    const first = t.issue(issuer, 'FIRST', 100n);
    await t.forge(first);
    const b = t.issue(issuer, 'SECOND', 200n);
    const c = t.issue(other, 'THIRD', 300n);
    await t.forge(b, c);
    const last = t.issue(other, 'LAST', 400n);
    await t.forge(last);
    order = [first.id.toString(), ...byId([b.id.toString(), c.id.toString()]), last.id.toString()];
    // first: approved (and 10 units given to `other`); b: pending; c: rejected; last: never asked.
    await t.forge(t.request(issuer, first.id), t.request(issuer, b.id), t.request(other, c.id));
    await t.forge(t.vote(a7, first.id, true), t.vote(a8, first.id, true), t.vote(a7, c.id, false), t.vote(a8, c.id, false), t.transfer(issuer, other, first.id, 10n));
    [approved, pending, rejected, plain] = [first.id, b.id, c.id, last.id].map(String) as [string, string, string, string];
  });
  afterAll(() => t.close());

  const all = async (params: Record<string, string> = {}, label = 'default') => contract.check('getAllTotems', await t.node.get({ requestType: 'getAllTotems', ...params }), label);
  const ids = (r: Record<string, any>) => (r.totems as Array<{ totem: string }>).map((x) => x.totem);

  it('lists every totem as a Totem object, oldest issuance first', async () => {
    const r = await all();
    expect(ids(r)).toEqual(order);
    expect(r.totems[0]).toMatchObject({ totem: approved, name: 'FIRST', issuer: issuer.account, quantityQNT: '100', approvalStatus: 'APPROVED' });
    expect(r.totems[0].numberOfAccounts).toBeUndefined();
  });

  it('pages with firstIndex and lastIndex', async () => {
    expect(ids(await all({ firstIndex: '1', lastIndex: '2' }))).toEqual(order.slice(1, 3));
    expect(ids(await all({ firstIndex: '3' }))).toEqual(order.slice(3));
    expect(ids(await all({ firstIndex: '0', lastIndex: '0' }))).toEqual(order.slice(0, 1));
    expect(ids(await all({ firstIndex: '9' }))).toEqual([]);
  });

  it('filters by approval status', async () => {
    expect(ids(await all({ approvalStatus: 'APPROVED' }, 'approved'))).toEqual([approved]);
    expect(ids(await all({ approvalStatus: 'PENDING' }))).toEqual([pending]);
    expect(ids(await all({ approvalStatus: 'rejected' }))).toEqual([rejected]);
    expect(ids(await all({ approvalStatus: 'NONE' }))).toEqual([plain]);
    const statuses = (await all()).totems.map((x: { approvalStatus: string }) => x.approvalStatus);
    expect(statuses).toEqual(order.map((id) => (id === approved ? 'APPROVED' : id === pending ? 'PENDING' : id === rejected ? 'REJECTED' : 'NONE')));
    expect(ids(await all({ approvalStatus: 'PENDING', firstIndex: '1' }))).toEqual([]);
  });

  it('includeCounts adds the counts to every totem', async () => {
    const r = await all({ includeCounts: 'true' }, 'counts');
    expect(r.totems.map((x: Record<string, unknown>) => [x.numberOfAccounts, x.numberOfTransfers, x.numberOfTrades])).toEqual([
      [2, 1, 0],
      [1, 0, 0],
      [1, 0, 0],
      [1, 0, 0],
    ]);
  });

  it('refuses an unknown approval status and malformed pages (errorCode 7)', async () => {
    expect((await t.node.get({ requestType: 'getAllTotems', approvalStatus: 'EXPIRED' })).json).toMatchObject({ errorCode: 7, error: 'approvalStatus' });
    expect((await t.node.get({ requestType: 'getAllTotems', firstIndex: 'x' })).json).toMatchObject({ errorCode: 7, error: 'firstIndex' });
  });
});
