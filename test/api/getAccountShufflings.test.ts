// getAccountShufflings: the shufflings an account takes part in (issuer or registrant), open ones
// unless includeFinished, newest first, paged, and bad input.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet } from './chain-fixture.js';
import { A, B, C, contract, get, ids, issueTotem, NO_SUCH_ID, startShufflingNode, type ShufflingDriver } from './shuffling-read-helpers.js';

describe('getAccountShufflings', () => {
  let d: ShufflingDriver;
  // A, B and C take part in `done` and `open`; B alone in its own `registering` (a totem's).
  let done: string, open: string, registering: string;
  const D = devnet(4);
  beforeAll(async () => {
    d = await startShufflingNode();
    done = String(await d.done());
    open = String(await d.filled());
    registering = String(await d.create(B, { holding: await issueTotem(d, B), amount: 100n }));
  });
  afterAll(() => d.close());
  const list = async (params: Record<string, string>) => contract.check('getAccountShufflings', await get(d.node, 'getAccountShufflings', params));

  it('lists the open ones the account takes part in, the finished ones too with includeFinished', async () => {
    expect(ids(await list({ account: A.account }))).toEqual([open]);
    expect(ids(await list({ account: A.accountRS, includeFinished: 'true' }))).toEqual([open, done]);
    // The issuer of a shuffling takes part in it; a registrant too.
    expect(ids(await list({ account: B.account }))).toEqual([registering, open]);
    expect(ids(await list({ account: B.account, includeFinished: 'true' }))).toEqual([registering, open, done]);
    expect(ids(await list({ account: C.accountRS, includeFinished: 'true' }))).toEqual([open, done]);
    // An account that takes part in none.
    expect(ids(await list({ account: D.account, includeFinished: 'true' }))).toEqual([]);
  });

  it('pages, and adds holdingInfo with includeHoldingInfo', async () => {
    expect(ids(await list({ account: B.account, includeFinished: 'true', firstIndex: '1', lastIndex: '1' }))).toEqual([open]);
    expect(ids(await list({ account: B.account, includeFinished: 'true', firstIndex: '2' }))).toEqual([done]);
    const [totem] = (await list({ account: B.account, includeHoldingInfo: 'true', lastIndex: '0' })).shufflings as Array<Record<string, any>>;
    expect(totem).toMatchObject({ shuffling: registering, holdingType: 1, holdingInfo: { issuer: B.account } });
  });

  it('refuses an unknown account (errorCode 3), a missing one (1) and malformed input (7), naming the parameter', async () => {
    expect((await get(d.node, 'getAccountShufflings', { account: NO_SUCH_ID })).json).toMatchObject({ errorCode: 3, error: 'account' });
    expect((await get(d.node, 'getAccountShufflings', {})).json).toMatchObject({ errorCode: 1, error: 'account' });
    expect((await get(d.node, 'getAccountShufflings', { account: 'x' })).json).toMatchObject({ errorCode: 7, error: 'account' });
    expect((await get(d.node, 'getAccountShufflings', { account: A.account, includeFinished: 'maybe' })).json).toMatchObject({ errorCode: 7, error: 'includeFinished' });
  });
});
