// getAssignedShufflings: the open shufflings whose assignee is the account (the issuer during
// REGISTRATION, whose turn it is in PROCESSING, the blamer in BLAME), newest first, paged; not a
// finished one even when its assignee is the account (CANCELLED names the blamed); bad input.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { A, B, C, contract, get, ids, issueTotem, NO_SUCH_ID, startShufflingNode, type ShufflingDriver } from './shuffling-read-helpers.js';

describe('getAssignedShufflings', () => {
  let d: ShufflingDriver;
  // In creation order: PROCESSING (A's turn), REGISTRATION (B's), BLAME (B started it after A
  // processed), DONE (nobody's), a totem's in REGISTRATION (C's).
  let processing: string, registration: string, blame: string, done: string, ofTotem: string;
  const LONG = { registrationPeriod: 1000 };
  beforeAll(async () => {
    d = await startShufflingNode();
    processing = String(await d.filled());
    registration = String(await d.create(B, LONG));
    const b = await d.filled();
    await d.step(b, 0);
    await d.blame(b, B);
    blame = String(b);
    done = String(await d.done());
    ofTotem = String(await d.create(C, { ...LONG, holding: await issueTotem(d, C), amount: 100n }));
  });
  afterAll(() => d.close());
  const list = async (params: Record<string, string>) => contract.check('getAssignedShufflings', await get(d.node, 'getAssignedShufflings', params));

  it('lists the open shufflings waiting on the account, newest first', async () => {
    expect(ids(await list({ account: A.account }))).toEqual([processing]);
    const forB = await list({ account: B.accountRS });
    expect(ids(forB)).toEqual([blame, registration]);
    expect(forB.shufflings).toEqual([
      expect.objectContaining({ stage: 'BLAME', assigneeAccount: B.account, assigneeAccountRS: B.accountRS }),
      expect.objectContaining({ stage: 'REGISTRATION', assigneeAccount: B.account, issuer: B.account }),
    ]);
    // The finished one waits on nobody (assignee 0), so no list has it.
    expect(d.record(BigInt(done)).assignee).toBe(0n);
  });

  it('follows the turn, pages, and adds holdingInfo with includeHoldingInfo', async () => {
    await d.step(BigInt(processing), 0);
    expect(ids(await list({ account: A.account }))).toEqual([]);
    expect(ids(await list({ account: B.account }))).toEqual([blame, registration, processing]);
    expect(ids(await list({ account: B.account, firstIndex: '1', lastIndex: '1' }))).toEqual([registration]);
    expect(ids(await list({ account: B.account, firstIndex: '2' }))).toEqual([processing]);
    const [totem] = (await list({ account: C.account, includeHoldingInfo: 'true' })).shufflings as Array<Record<string, any>>;
    expect(totem).toMatchObject({ shuffling: ofTotem, holdingType: 1, holdingInfo: { issuer: C.account } });
    expect((await list({ account: C.account })).shufflings[0]).not.toHaveProperty('holdingInfo');
  });

  it('leaves out a CANCELLED shuffling, though its assignee is the blamed account', async () => {
    // BLAME times out after 100 + 3 blocks; A processed but never revealed its seed: blamed.
    const { deadline } = d.record(BigInt(blame));
    while ((await get(d.node, 'getBlockchainStatus')).json.numberOfBlocks - 1 < deadline) await d.node.forge();
    expect(d.record(BigInt(blame))).toMatchObject({ stage: 'CANCELLED', assignee: A.id });
    expect(ids(await list({ account: A.account }))).toEqual([]);
    // B's turn in `processing` came later (its deadline restarted then): still open.
    expect(ids(await list({ account: B.account }))).toEqual([registration, processing]);
  });

  it('refuses an unknown account (errorCode 3), a missing one (1) and malformed input (7), naming the parameter', async () => {
    expect((await get(d.node, 'getAssignedShufflings', { account: NO_SUCH_ID })).json).toMatchObject({ errorCode: 3, error: 'account' });
    expect((await get(d.node, 'getAssignedShufflings')).json).toMatchObject({ errorCode: 1, error: 'account' });
    expect((await get(d.node, 'getAssignedShufflings', { account: 'x' })).json).toMatchObject({ errorCode: 7, error: 'account' });
    expect((await get(d.node, 'getAssignedShufflings', { account: A.account, includeHoldingInfo: 'maybe' })).json).toMatchObject({ errorCode: 7, error: 'includeHoldingInfo' });
  });
});
