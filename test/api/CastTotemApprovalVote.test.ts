// CastTotemApprovalVote: the approval vote (2/11) through the API on the devnet (approvers
// devnet-7, devnet-8 and devnet-9, quorum 2): votes recorded, the quorum approving, and the
// refusals (a sender that is no approver, a second vote, no pending request), also for unsigned
// transactions.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { approvalOf } from '../../src/capabilities/totems/queries.js';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { expectPostOnlyAndSecretSafe, expectUnsigned, funded, issue, ok } from './totem-helpers.js';

describe('CastTotemApprovalVote', () => {
  let node: ChainNode;
  const issuer = devnet(1);
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  const vote = (approver: number, params: Record<string, string>) => node.post({ requestType: 'CastTotemApprovalVote', secretPhrase: devnet(approver).secretPhrase, ...params });
  const approval = (totem: string) => approvalOf(node.node.state, BigInt(totem));
  /** A totem of devnet-1 with a pending approval request. */
  const requested = async (): Promise<string> => {
    const totem = await issue(node, issuer);
    await ok(node, { requestType: 'RequestTotemApproval', secretPhrase: issuer.secretPhrase, totem });
    await node.forge();
    return totem;
  };

  it('records the vote; the second approval of the quorum approves the totem', async () => {
    const totem = await requested();
    const r = await vote(7, { totem, approve: 'true' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ broadcasted: true, transactionJSON: { type: 2, subtype: 11, sender: devnet(7).account, amountMTA: '0', feeMTA: ONE_COIN.toString() } });
    expect(r.json.transactionJSON.attachment).toEqual({ 'version.TotemApprovalVote': 1, totem, approve: true });
    const block = await node.forge();
    expect(approval(totem)).toMatchObject({ state: 'PENDING', votes: [{ approver: devnet(7).id, approve: true, height: block.height, transaction: BigInt(r.json.transaction) }] });
    await ok(node, { requestType: 'CastTotemApprovalVote', secretPhrase: devnet(8).secretPhrase, totem, approve: 'false' });
    await node.forge();
    expect(approval(totem)?.state).toBe('PENDING');
    await ok(node, { requestType: 'CastTotemApprovalVote', secretPhrase: devnet(9).secretPhrase, totem, approve: 'TRUE' });
    const decided = await node.forge();
    expect(approval(totem)).toMatchObject({ state: 'APPROVED', decisionHeight: decided.height });
    // Decided: no pending request to vote on.
    expect((await vote(7, { totem, approve: 'true', feeMTA: (ONE_COIN + 1n).toString() })).json).toMatchObject({ errorCode: 7, error: 'totem' });
  });

  it('only the network\'s approvers vote: anyone else is errorCode 7 naming secretPhrase', async () => {
    const totem = await requested();
    for (const i of [0, 1, 6]) expect((await vote(i, { totem, approve: 'true' })).json).toMatchObject({ errorCode: 7, error: 'secretPhrase' });
    expect((await node.post({ requestType: 'CastTotemApprovalVote', publicKey: devnet(1).publicKey, totem, approve: 'true' })).json).toMatchObject({ errorCode: 7, error: 'secretPhrase' });
    expect((await vote(2, { totem, approve: 'true', broadcast: 'false' })).json).toMatchObject({ errorCode: 7, error: 'secretPhrase' });
  });

  it('one vote per approver (errorCode 8 naming totem), only on a pending request of a known totem (7)', async () => {
    const totem = await requested();
    await ok(node, { requestType: 'CastTotemApprovalVote', secretPhrase: devnet(8).secretPhrase, totem, approve: 'true' });
    // Pending in the pool, then in a block.
    expect((await vote(8, { totem, approve: 'false' })).json).toMatchObject({ errorCode: 8, error: 'totem' });
    await node.forge();
    expect((await vote(8, { totem, approve: 'false' })).json).toMatchObject({ errorCode: 8, error: 'totem' });
    expect((await node.post({ requestType: 'CastTotemApprovalVote', publicKey: devnet(8).publicKey, totem, approve: 'true' })).json).toMatchObject({ errorCode: 8, error: 'totem' });
    const never = await issue(node, issuer);
    expect((await vote(7, { totem: never, approve: 'true' })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    expect((await vote(7, { totem: '8675309', approve: 'true' })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    expect((await vote(7, { totem })).json).toMatchObject({ errorCode: 1, error: 'approve' });
    expect((await vote(7, { totem, approve: 'maybe' })).json).toMatchObject({ errorCode: 7, error: 'approve' });
  });

  it('returns an unsigned transaction for a public key alone', async () => {
    const totem = await requested();
    const r = await expectUnsigned(node, devnet(9), { requestType: 'CastTotemApprovalVote', totem, approve: 'false' }, 2, 11);
    expect(r.json.transactionJSON.attachment).toEqual({ 'version.TotemApprovalVote': 1, totem, approve: false });
  });

  it('is POST only and never echoes or logs the secret phrase', async () => {
    // A phrase of its own is no approver's: every vote is refused, and the phrase never shows.
    const a = await funded(node, 'CastTotemApprovalVote: a phrase that must never leak 0e5d');
    const totem = await requested();
    await expectPostOnlyAndSecretSafe(node, 'CastTotemApprovalVote', a, [{ totem, approve: 'true' }, { totem, approve: 'false' }, { totem: '3', approve: 'true' }], false);
  });
});
