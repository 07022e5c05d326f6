// The approval flow on an in-process devnet node (approvers devnet-7, devnet-8, devnet-9, quorum
// 2, expiry 60 blocks): votes counted at the end of their block, approval at the quorum,
// rejection once the quorum is out of reach, expiry, who may request and vote, and popOff.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Transaction } from '../../src/domain/transaction.js';
import { approvalOf, allTotems } from '../../src/capabilities/totems/queries.js';
import { decision } from '../../src/capabilities/totems/approval.js';
import { devnetParams } from '../../src/domain/network-params.js';
import { idOf } from '../chain/helpers.js';
import { tallyNode, type TallyNode } from '../helpers/tally-node.js';
import { approvalRequestTx, approvalVoteTx, issueTotemTx } from '../helpers/totem-txs.js';

describe('totem approval', () => {
  let t: TallyNode;
  let genesis: bigint;
  let totem: bigint;
  beforeEach(async () => {
    t = await tallyNode();
    genesis = (await t.node.blockchain.status()).genesisBlockId;
    const issue = issueTotemTx(t.node, p('devnet-0'), { name: 'Vouched', quantityQNT: 10n });
    await forge(issue);
    totem = issue.id;
  });
  afterEach(() => t.node.stop());

  const p = (from: string, fee?: bigint) => ({ from, timestamp: t.time.nowEpochSeconds(), ecBlockId: genesis, ...(fee ? { feeMTA: fee } : {}) });
  const forge = async (...txs: Transaction[]) => {
    for (const tx of txs) expect((await t.node.mempool.submit(tx)).accepted).toBe(true);
    return t.node.forger.generateBlock();
  };
  const refusal = (tx: Transaction) => t.node.mempool.submit(tx).catch((e: unknown) => e);

  it('is pending until two approvers approve, then approved at that block', async () => {
    const request = approvalRequestTx(t.node, p('devnet-0'), totem);
    const requested = await forge(request);
    expect(approvalOf(t.node.state, totem)).toMatchObject({ state: 'PENDING', request: request.id, requestHeight: requested.height, expiresAt: requested.height + 60, votes: [], toTally: false });
    await forge(approvalVoteTx(t.node, p('devnet-7'), totem, true));
    expect(approvalOf(t.node.state, totem)).toMatchObject({ state: 'PENDING', votes: [{ approver: idOf('devnet-7'), approve: true }] });
    const decided = await forge(approvalVoteTx(t.node, p('devnet-8'), totem, true));
    expect(approvalOf(t.node.state, totem)).toMatchObject({ state: 'APPROVED', decisionHeight: decided.height });
    expect(allTotems(t.node.state, undefined, 'APPROVED').map(([id]) => id)).toEqual([totem]);
    // Approved for good: no second request; a vote has nothing to vote on.
    expect(await refusal(approvalRequestTx(t.node, p('devnet-0', 100_000_001n), totem))).toMatchObject({ code: 8, param: 'totem' });
    expect(await refusal(approvalVoteTx(t.node, p('devnet-9'), totem, true))).toMatchObject({ code: 7, param: 'totem' });
    // popOff takes the decision back.
    await t.node.blockchain.popOff({ numBlocks: 1 });
    expect(approvalOf(t.node.state, totem)).toMatchObject({ state: 'PENDING', votes: [{ approver: idOf('devnet-7') }] });
  });

  it('is rejected once the quorum is out of reach; the issuer may ask again', async () => {
    await forge(approvalRequestTx(t.node, p('devnet-0'), totem));
    await forge(approvalVoteTx(t.node, p('devnet-7'), totem, false), approvalVoteTx(t.node, p('devnet-8'), totem, true));
    expect(approvalOf(t.node.state, totem)?.state).toBe('PENDING');
    await forge(approvalVoteTx(t.node, p('devnet-9'), totem, false));
    expect(approvalOf(t.node.state, totem)?.state).toBe('REJECTED');
    const again = approvalRequestTx(t.node, p('devnet-0', 100_000_002n), totem);
    await forge(again);
    expect(approvalOf(t.node.state, totem)).toMatchObject({ state: 'PENDING', request: again.id, votes: [] });
  });

  it('expires without a decision at request height + 60', async () => {
    const requested = await forge(approvalRequestTx(t.node, p('devnet-0'), totem));
    await forge(approvalVoteTx(t.node, p('devnet-7'), totem, true));
    while ((await t.node.blockchain.status()).height < requested.height + 59) await t.node.forger.generateBlock();
    expect(approvalOf(t.node.state, totem)?.state).toBe('PENDING');
    const expired = await t.node.forger.generateBlock();
    expect(expired.height).toBe(requested.height + 60);
    expect(approvalOf(t.node.state, totem)).toMatchObject({ state: 'EXPIRED', decisionHeight: expired.height });
  });

  it('only the issuer requests, only approvers vote, once each, and one request is pending at a time', async () => {
    expect(await refusal(approvalRequestTx(t.node, p('devnet-1'), totem))).toMatchObject({ code: 7, param: 'totem' });
    expect(await refusal(approvalVoteTx(t.node, p('devnet-7'), totem, true))).toMatchObject({ code: 7, param: 'totem' });
    await t.node.mempool.submit(approvalRequestTx(t.node, p('devnet-0'), totem));
    expect(await refusal(approvalRequestTx(t.node, p('devnet-0', 100_000_003n), totem))).toMatchObject({ code: 8, param: 'totem' });
    await t.node.forger.generateBlock();
    expect(await refusal(approvalVoteTx(t.node, p('devnet-1'), totem, true))).toMatchObject({ code: 7, param: 'secretPhrase' });
    await t.node.mempool.submit(approvalVoteTx(t.node, p('devnet-7'), totem, true));
    expect(await refusal(approvalVoteTx(t.node, p('devnet-7', 100_000_004n), totem, false))).toMatchObject({ code: 8, param: 'totem' });
  });

  it('decides by the quorum of the named approvers only', () => {
    const params = devnetParams();
    const votes = (...v: Array<[number, boolean]>) => ({ request: 1n, requestHeight: 1, state: 'PENDING' as const, expiresAt: 9, decisionHeight: 0, toTally: true, votes: v.map(([i, approve]) => ({ approver: idOf(`devnet-${i}`), approve, height: 1, transaction: 1n })) });
    expect(decision(votes([7, true]), params)).toBeUndefined();
    expect(decision(votes([7, true], [9, true]), params)).toBe('APPROVED');
    expect(decision(votes([7, false], [8, false]), params)).toBe('REJECTED');
    expect(decision(votes([7, true], [8, false]), params)).toBeUndefined();
    // A vote of an account that is not (or no longer) an approver does not count.
    expect(decision(votes([1, true], [7, true]), params)).toBeUndefined();
  });

  it('a network without approvers refuses requests', () => {
    expect(() => devnetParams({ totemApprovers: [1n, 1n] })).toThrow(/twice/);
    expect(() => devnetParams({ totemApprovalQuorum: 4 })).toThrow(/1\.\.3/);
  });
});
