// getTotemDividends: a totem's dividend payments newest first with their totals and the
// accounts paid (the issuer excluded), pages, a totem without dividends, and the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet } from './chain-fixture.js';
import { contract, NO_SUCH_ID, startTotemNode, type TotemDriver } from './fixtures/totem-reads.js';

describe('getTotemDividends', () => {
  let t: TotemDriver;
  const [d0, d1, d2] = [devnet(0), devnet(1), devnet(2)];
  let totem = '';
  let quiet = '';
  let held = 0;
  let first = { id: '', height: 0 };
  let second = { id: '', height: 0 };
  beforeAll(async () => {
    t = await startTotemNode();
    const issue = t.issue(d0, 'PAYER', 1000n);
    const other = t.issue(d1, 'QUIET', 10n);
    [totem, quiet] = [issue.id.toString(), other.id.toString()];
    await t.forge(issue, other);
    held = (await t.forge(t.transfer(d0, d1, issue.id, 100n), t.transfer(d0, d2, issue.id, 50n))).height;
    // At `held`: d1 100, d2 50 (the issuer's 850 are not paid). Then d2's units go to d1.
    const div1 = t.dividend(d0, issue.id, held, 10n);
    first = { id: div1.id.toString(), height: (await t.forge(div1, t.transfer(d2, d1, issue.id, 50n))).height };
    const div2 = t.dividend(d0, issue.id, first.height, 3n);
    second = { id: div2.id.toString(), height: (await t.forge(div2)).height };
  });
  afterAll(() => t.close());

  const dividends = async (params: Record<string, string>, label = 'default') => contract.check('getTotemDividends', await t.node.get({ requestType: 'getTotemDividends', ...params }), label);
  const ids = (r: Record<string, any>) => (r.dividends as Array<{ totemDividend: string }>).map((x) => x.totemDividend);

  it('lists the dividends newest first, each with its rate, height paid for, total and accounts paid', async () => {
    const r = await dividends({ totem });
    expect(r.dividends).toEqual([
      { totemDividend: second.id, totem, amountMTAPerQNT: '3', dividendHeight: first.height, totalDividend: '450', numberOfAccounts: 1, height: second.height, timestamp: expect.any(Number) },
      { totemDividend: first.id, totem, amountMTAPerQNT: '10', dividendHeight: held, totalDividend: '1500', numberOfAccounts: 2, height: first.height, timestamp: expect.any(Number) },
    ]);
  });

  it('pages with firstIndex and lastIndex', async () => {
    expect(ids(await dividends({ totem, firstIndex: '1' }))).toEqual([first.id]);
    expect(ids(await dividends({ totem, firstIndex: '0', lastIndex: '0' }))).toEqual([second.id]);
    expect(ids(await dividends({ totem, firstIndex: '2' }))).toEqual([]);
  });

  it('answers an empty list for a totem without dividends', async () => {
    expect((await dividends({ totem: quiet })).dividends).toEqual([]);
  });

  it('refuses an unknown totem (errorCode 7), a missing one (errorCode 1) and a malformed id (errorCode 7)', async () => {
    const get = (params: Record<string, string>) => t.node.get({ requestType: 'getTotemDividends', ...params });
    expect((await get({ totem: NO_SUCH_ID })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    expect((await get({})).json).toMatchObject({ errorCode: 1, error: 'totem' });
    expect((await get({ totem: 'PAYER' })).json).toMatchObject({ errorCode: 7, error: 'totem' });
  });
});
