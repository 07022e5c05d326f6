// getTotem: the Totem object of an issued totem (current and initial quantity after a delete,
// the approval status), the counts of includeCounts, and the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet } from './chain-fixture.js';
import { contract, NO_SUCH_ID, startTotemNode, type TotemDriver } from './fixtures/totem-reads.js';

describe('getTotem', () => {
  let t: TotemDriver;
  const issuer = devnet(0);
  const holder = devnet(1);
  let totem = '';
  let issuedAt = 0;
  beforeAll(async () => {
    t = await startTotemNode();
    const issue = t.issue(issuer, 'GOLD', 1000n, { decimals: 2, description: 'shiny units' });
    totem = issue.id.toString();
    issuedAt = (await t.forge(issue)).height;
    await t.forge(t.transfer(issuer, holder, issue.id, 300n), t.remove(issuer, issue.id, 100n));
  });
  afterAll(() => t.close());

  const get = (params: Record<string, string>) => t.node.get({ requestType: 'getTotem', ...params });

  it('answers the Totem object: issuer, quantities (a delete lowers the current one), height, status', async () => {
    const r = contract.check('getTotem', await get({ totem }));
    expect(r).toEqual({
      totem,
      issuer: issuer.account,
      issuerRS: issuer.accountRS,
      account: issuer.account,
      accountRS: issuer.accountRS,
      name: 'GOLD',
      description: 'shiny units',
      decimals: 2,
      quantityQNT: '900',
      initialQuantityQNT: '1000',
      height: issuedAt,
      hasPhasingTotemControl: false,
      approvalStatus: 'NONE',
      requestProcessingTime: expect.any(Number),
    });
  });

  it('includeCounts adds the holders, transfers and trades', async () => {
    const r = contract.check('getTotem', await get({ totem, includeCounts: 'true' }), 'counts');
    expect(r).toMatchObject({ totem, numberOfAccounts: 2, numberOfTransfers: 1, numberOfTrades: 0 });
    const plain = (await get({ totem, includeCounts: 'false' })).json;
    expect(plain.numberOfAccounts).toBeUndefined();
  });

  it('refuses an unknown totem (errorCode 7), a missing one (errorCode 1) and a malformed id or flag (errorCode 7)', async () => {
    expect((await get({ totem: NO_SUCH_ID })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    expect((await get({ totem: issuer.account })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    expect((await get({})).json).toMatchObject({ errorCode: 1, error: 'totem' });
    expect((await get({ totem: 'GOLD' })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    expect((await get({ totem: '-5' })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    expect((await get({ totem, includeCounts: 'maybe' })).json).toMatchObject({ errorCode: 7, error: 'includeCounts' });
  });
});
