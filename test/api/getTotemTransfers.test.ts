// getTotemTransfers: transfers of a totem, of an account (sent and received), of both, newest
// first (by height, then block order), pages, includeTotemInfo, and the refusals (neither
// totem nor account: errorCode 1 naming totem).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, testAccount } from './chain-fixture.js';
import { contract, NO_SUCH_ID, startTotemNode, type TotemDriver } from './fixtures/totem-reads.js';

describe('getTotemTransfers', () => {
  let t: TotemDriver;
  const [d0, d1, d2, d3] = [devnet(0), devnet(1), devnet(2), devnet(3)];
  let x = '';
  let y = '';
  /** Every transfer, newest first. */
  let newest: string[] = [];
  const info = new Map<string, { totem: string; sender: string; recipient: string; quantityQNT: string; height: number }>();
  beforeAll(async () => {
    t = await startTotemNode();
    const ix = t.issue(d0, 'XRAY', 100n, { decimals: 2 });
    const iy = t.issue(d0, 'YANKEE', 100n);
    [x, y] = [ix.id.toString(), iy.id.toString()];
    await t.forge(ix, iy);
    const record = (tx: { id: bigint }, totem: string, from: typeof d0, to: typeof d0, q: bigint, height: number) =>
      info.set(tx.id.toString(), { totem, sender: from.account, recipient: to.account, quantityQNT: q.toString(), height });
    // Block A: two transfers to d1 (newest first: the later in the block first).
    const a1 = t.transfer(d0, d1, ix.id, 10n);
    const a2 = t.transfer(d0, d1, iy.id, 5n);
    const blockA = await t.forge(a1, a2);
    record(a1, x, d0, d1, 10n, blockA.height);
    record(a2, y, d0, d1, 5n, blockA.height);
    // Block B: d1 passes 3 XRAY to d2.
    const b1 = t.transfer(d1, d2, ix.id, 3n);
    const blockB = await t.forge(b1);
    record(b1, x, d1, d2, 3n, blockB.height);
    newest = [b1.id.toString(), ...[...blockA.ids].reverse()];
  });
  afterAll(() => t.close());

  const transfers = async (params: Record<string, string>, label = 'default') => contract.check('getTotemTransfers', await t.node.get({ requestType: 'getTotemTransfers', ...params }), label);
  const ids = (r: Record<string, any>) => (r.transfers as Array<{ totemTransfer: string }>).map((x) => x.totemTransfer);
  const ofTotem = (totem: string) => newest.filter((id) => info.get(id)!.totem === totem);

  it('lists a totem\'s transfers newest first, each with its parties, quantity, height and timestamp', async () => {
    const r = await transfers({ totem: x });
    expect(ids(r)).toEqual(ofTotem(x));
    const [latest] = ofTotem(x) as [string];
    expect(r.transfers[0]).toEqual({
      totemTransfer: latest,
      totem: x,
      sender: d1.account,
      senderRS: d1.accountRS,
      recipient: d2.account,
      recipientRS: d2.accountRS,
      quantityQNT: '3',
      height: info.get(latest)!.height,
      timestamp: expect.any(Number),
    });
    expect(ids(await transfers({ totem: y }))).toEqual(ofTotem(y));
  });

  it('lists an account\'s transfers, sent and received, newest first; with a totem only those of it', async () => {
    expect(ids(await transfers({ account: d1.accountRS }))).toEqual(newest);
    expect(ids(await transfers({ account: d2.account }))).toEqual(ofTotem(x).slice(0, 1));
    expect(ids(await transfers({ account: d1.account, totem: y }))).toEqual(ofTotem(y));
    expect(ids(await transfers({ account: d2.account, totem: y }))).toEqual([]);
    expect(ids(await transfers({ account: d3.account }))).toEqual([]);
  });

  it('pages with firstIndex and lastIndex', async () => {
    expect(ids(await transfers({ account: d1.account, firstIndex: '1', lastIndex: '1' }))).toEqual(newest.slice(1, 2));
    expect(ids(await transfers({ account: d1.account, firstIndex: '1' }))).toEqual(newest.slice(1));
    expect(ids(await transfers({ totem: x, firstIndex: '1' }))).toEqual(ofTotem(x).slice(1));
    expect(ids(await transfers({ totem: x, firstIndex: '5' }))).toEqual([]);
  });

  it('includeTotemInfo adds the totem\'s name and decimals', async () => {
    const r = await transfers({ account: d1.account, includeTotemInfo: 'true' }, 'totem info');
    expect(r.transfers.map((tr: Record<string, unknown>) => [tr.totemTransfer, tr.name, tr.decimals])).toEqual(
      newest.map((id) => [id, info.get(id)!.totem === x ? 'XRAY' : 'YANKEE', info.get(id)!.totem === x ? 2 : 0]),
    );
    expect((await transfers({ totem: x })).transfers[0].name).toBeUndefined();
  });

  it('refuses neither totem nor account (errorCode 1 naming totem), unknown ones and malformed ones', async () => {
    const get = (params: Record<string, string>) => t.node.get({ requestType: 'getTotemTransfers', ...params });
    expect((await get({})).json).toMatchObject({ errorCode: 1, error: 'totem' });
    expect((await get({ includeTotemInfo: 'true' })).json).toMatchObject({ errorCode: 1, error: 'totem' });
    expect((await get({ totem: NO_SUCH_ID })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    expect((await get({ totem: NO_SUCH_ID, account: d1.account })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    expect((await get({ account: testAccount('getTotemTransfers nobody').account })).json).toMatchObject({ errorCode: 3, error: 'account' });
    expect((await get({ totem: 'XRAY' })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    expect((await get({ account: 'junk' })).json).toMatchObject({ errorCode: 7, error: 'account' });
  });
});
