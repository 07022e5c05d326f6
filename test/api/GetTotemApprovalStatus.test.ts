// GetTotemApprovalStatus: a totem never asked for, a pending request and its votes, an approval
// and a rejection by the devnet quorum (2 of devnet-7, -8, -9) with their decision heights, an
// expired request (status NONE, expired true), and the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet } from './chain-fixture.js';
import { contract, NO_SUCH_ID, startTotemNode, type TotemDriver } from './fixtures/totem-reads.js';

/** The devnet's approval expiry (blocks). */
const EXPIRY = 60;

describe('GetTotemApprovalStatus', () => {
  let t: TotemDriver;
  const issuer = devnet(0);
  const [a7, a8, a9] = [devnet(7), devnet(8), devnet(9)];
  const approvers = [a7, a8, a9].map((a) => a.account);
  let never = '';
  let approved = { totem: '', request: '', height: 0 };
  let rejected = { totem: '', request: '', height: 0 };
  let expiring = { totem: '', request: '', height: 0 };
  let vote7 = { id: '', height: 0 };
  beforeAll(async () => {
    t = await startTotemNode();
    const [n, a, r, e] = ['NEVER', 'APPROVE', 'REJECT', 'EXPIRE'].map((name) => t.issue(issuer, name, 100n));
    await t.forge(n!, a!, r!, e!);
    never = n!.id.toString();
    const [qa, qr, qe] = [t.request(issuer, a!.id), t.request(issuer, r!.id), t.request(issuer, e!.id)];
    const requested = (await t.forge(qa, qr, qe)).height;
    approved = { totem: a!.id.toString(), request: qa.id.toString(), height: requested };
    rejected = { totem: r!.id.toString(), request: qr.id.toString(), height: requested };
    expiring = { totem: e!.id.toString(), request: qe.id.toString(), height: requested };
    const v7 = t.vote(a7, a!.id, true);
    vote7 = { id: v7.id.toString(), height: (await t.forge(v7, t.vote(a9, e!.id, true))).height };
  });
  afterAll(() => t.close());

  const status = async (totem: string, label = 'default') => contract.check('GetTotemApprovalStatus', await t.node.get({ requestType: 'GetTotemApprovalStatus', totem }), label);
  const vote = (a: typeof a7, approve: boolean, height: number, transaction: string) => ({ approver: a.account, approverRS: a.accountRS, approve, height, transaction });

  it('a totem never asked for: NONE, no request, the quorum and the approvers', async () => {
    expect(await status(never)).toEqual({ totem: never, status: 'NONE', expired: false, votes: [], approvesNeeded: 2, approvers, requestProcessingTime: expect.any(Number) });
  });

  it('a pending request with one vote: PENDING, the request, its heights and the vote', async () => {
    expect(await status(approved.totem, 'pending')).toEqual({
      totem: approved.totem,
      status: 'PENDING',
      expired: false,
      request: approved.request,
      requestHeight: approved.height,
      expiresAtHeight: approved.height + EXPIRY,
      votes: [vote(a7, true, vote7.height, vote7.id)],
      approvesNeeded: 2,
      approvers,
      requestProcessingTime: expect.any(Number),
    });
    expect((await status(rejected.totem)).votes).toEqual([]);
  });

  it('the quorum decides: APPROVED or REJECTED, with the decision height; getTotem agrees', async () => {
    const v8 = t.vote(a8, BigInt(approved.totem), true);
    const r7 = t.vote(a7, BigInt(rejected.totem), false);
    const r8 = t.vote(a8, BigInt(rejected.totem), false);
    const decided = (await t.forge(v8, r7, r8)).height;
    const yes = await status(approved.totem, 'decided');
    expect(yes).toMatchObject({ status: 'APPROVED', expired: false, request: approved.request, decisionHeight: decided, votes: [vote(a7, true, vote7.height, vote7.id), vote(a8, true, decided, v8.id.toString())] });
    const no = await status(rejected.totem);
    expect(no).toMatchObject({ status: 'REJECTED', expired: false, request: rejected.request, requestHeight: rejected.height, decisionHeight: decided });
    expect(no.votes.map((v: { approver: string; approve: boolean }) => [v.approver, v.approve])).toEqual([
      [a7.account, false],
      [a8.account, false],
    ]);
    expect((await t.node.get({ requestType: 'getTotem', totem: rejected.totem })).json.approvalStatus).toBe('REJECTED');
  });

  it('a request left undecided expires: NONE with expired true, the request and its votes still shown', async () => {
    const before = await status(expiring.totem);
    expect(before).toMatchObject({ status: 'PENDING', expiresAtHeight: expiring.height + EXPIRY });
    const tip = (await t.node.get({ requestType: 'getBlockchainStatus' })).json.height as number;
    const forged = await t.node.admin({ requestType: 'generateBlock', numBlocks: String(expiring.height + EXPIRY - tip) });
    expect(forged.json.height).toBe(expiring.height + EXPIRY);
    const after = await status(expiring.totem, 'expired');
    expect(after).toEqual({
      totem: expiring.totem,
      status: 'NONE',
      expired: true,
      request: expiring.request,
      requestHeight: expiring.height,
      expiresAtHeight: expiring.height + EXPIRY,
      votes: [expect.objectContaining({ approver: a9.account, approve: true })],
      approvesNeeded: 2,
      approvers,
      requestProcessingTime: expect.any(Number),
    });
    expect((await t.node.get({ requestType: 'getTotem', totem: expiring.totem })).json.approvalStatus).toBe('NONE');
  });

  it('refuses an unknown totem (errorCode 7), a missing one (errorCode 1) and a malformed id (errorCode 7)', async () => {
    const get = (params: Record<string, string>) => t.node.get({ requestType: 'GetTotemApprovalStatus', ...params });
    expect((await get({ totem: NO_SUCH_ID })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    expect((await get({})).json).toMatchObject({ errorCode: 1, error: 'totem' });
    expect((await get({ totem: 'x1' })).json).toMatchObject({ errorCode: 7, error: 'totem' });
  });
});
