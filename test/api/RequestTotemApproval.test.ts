// RequestTotemApproval: the approval request (2/4) through the API on the devnet (approvers
// devnet-7, devnet-8 and devnet-9, quorum 2): the request pending once forged, who may ask and
// when (only the issuer; not while pending or once approved; again after a rejection or an
// expiry), also for unsigned transactions.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { approvalOf } from '../../src/capabilities/totems/queries.js';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { expectPostOnlyAndSecretSafe, expectUnsigned, funded, issue, ok } from './totem-helpers.js';

describe('RequestTotemApproval', () => {
  let node: ChainNode;
  const issuer = devnet(1);
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  const request = (params: Record<string, string>) => node.post({ requestType: 'RequestTotemApproval', secretPhrase: issuer.secretPhrase, ...params });
  const approval = (totem: string) => approvalOf(node.node.state, BigInt(totem));
  const vote = (approver: number, totem: string, approve: boolean) =>
    ok(node, { requestType: 'CastTotemApprovalVote', secretPhrase: devnet(approver).secretPhrase, totem, approve: String(approve) });

  it('makes the request pending; a second is refused while it is (errorCode 8 naming totem)', async () => {
    const totem = await issue(node, issuer);
    const r = await request({ totem });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ broadcasted: true, transactionJSON: { type: 2, subtype: 4, sender: issuer.account, amountMTA: '0', feeMTA: ONE_COIN.toString() } });
    expect(r.json.transactionJSON.attachment).toEqual({ 'version.TotemApprovalRequest': 1, totem });
    // Pending in the pool.
    expect((await request({ totem, feeMTA: (ONE_COIN + 1n).toString() })).json).toMatchObject({ errorCode: 8, error: 'totem' });
    const block = await node.forge();
    expect(approval(totem)).toMatchObject({ state: 'PENDING', request: BigInt(r.json.transaction), requestHeight: block.height, votes: [] });
    expect((await request({ totem, feeMTA: (ONE_COIN + 2n).toString() })).json).toMatchObject({ errorCode: 8, error: 'totem' });
    expect((await request({ totem, feeMTA: (ONE_COIN + 2n).toString(), broadcast: 'false' })).json).toMatchObject({ errorCode: 8, error: 'totem' });
  });

  it('only the issuer may ask: errorCode 7 naming totem; unknown totem likewise', async () => {
    const totem = await issue(node, issuer);
    expect((await node.post({ requestType: 'RequestTotemApproval', secretPhrase: devnet(2).secretPhrase, totem })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    expect((await node.post({ requestType: 'RequestTotemApproval', publicKey: devnet(2).publicKey, totem })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    expect((await request({ totem: '5550123' })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    expect((await request({ totem: '0' })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    expect((await request({})).json).toMatchObject({ errorCode: 1, error: 'totem' });
  });

  it('a rejected totem may ask again, an approved one may not', async () => {
    const rejected = await issue(node, issuer);
    const approved = await issue(node, issuer);
    await ok(node, { requestType: 'RequestTotemApproval', secretPhrase: issuer.secretPhrase, totem: rejected });
    await ok(node, { requestType: 'RequestTotemApproval', secretPhrase: issuer.secretPhrase, totem: approved });
    await node.forge();
    await vote(7, rejected, false);
    await vote(8, rejected, false);
    await vote(7, approved, true);
    await vote(9, approved, true);
    await node.forge();
    expect(approval(rejected)?.state).toBe('REJECTED');
    expect(approval(approved)?.state).toBe('APPROVED');
    expect((await request({ totem: approved, feeMTA: (ONE_COIN + 3n).toString() })).json).toMatchObject({ errorCode: 8, error: 'totem' });
    await ok(node, { requestType: 'RequestTotemApproval', secretPhrase: issuer.secretPhrase, totem: rejected, feeMTA: (ONE_COIN + 3n).toString() });
    await node.forge();
    expect(approval(rejected)).toMatchObject({ state: 'PENDING', votes: [] });
  });

  it('an expired request may be made again', async () => {
    const totem = await issue(node, issuer);
    await ok(node, { requestType: 'RequestTotemApproval', secretPhrase: issuer.secretPhrase, totem });
    await node.forge();
    const { expiresAt } = approval(totem)!;
    expect(expiresAt).toBeGreaterThan(0);
    const tip = (await node.get({ requestType: 'getBlockchainStatus' })).json.numberOfBlocks - 1;
    await node.admin({ requestType: 'generateBlock', numBlocks: String(expiresAt - tip) });
    expect(approval(totem)?.state).toBe('EXPIRED');
    await ok(node, { requestType: 'RequestTotemApproval', secretPhrase: issuer.secretPhrase, totem, feeMTA: (ONE_COIN + 4n).toString() });
  });

  it('returns an unsigned transaction for a public key alone', async () => {
    const totem = await issue(node, issuer);
    const r = await expectUnsigned(node, issuer, { requestType: 'RequestTotemApproval', totem }, 2, 4);
    expect(r.json.transactionJSON.attachment).toEqual({ 'version.TotemApprovalRequest': 1, totem });
  });

  it('is POST only and never echoes or logs the secret phrase', async () => {
    const a = await funded(node, 'RequestTotemApproval: a phrase that must never leak 4be1', 5n);
    const totem = await issue(node, a, '1');
    const other = await issue(node, issuer);
    await expectPostOnlyAndSecretSafe(node, 'RequestTotemApproval', a, [{ totem }, { totem, feeMTA: '100000001' }, { totem: other }]);
  });
});
