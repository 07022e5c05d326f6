// shufflingCancel: a ShufflingCancellation (7/5) revealing the sender's layer seed (participant.ts
// cancellationOf) through the API: the assignee's cancellation in PROCESSING, a blame started in
// VERIFICATION and answered by the others' reveals, each ending CANCELLED with the blamed
// participant's deposit shared; the refusals: a wrong shufflingStateHash, a sender that may not
// cancel now, a finished shuffling, a sender without its secret phrase, malformed parameters.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { layerSeedOf } from '../../src/capabilities/shuffling/participant.js';
import { SHUFFLING_DEPOSIT_MTA } from '../../src/capabilities/shuffling/types.js';
import { toHex } from '../../src/domain/hex.js';
import { startChainNode, type ChainNode, type TestAccount } from './chain-fixture.js';
import { AMOUNT, balanceOf, expectRefused, feeOf, filled, ok, participants, post, processed, record } from './shuffling-write-helpers.js';

describe('shufflingCancel', () => {
  let node: ChainNode;
  let A: TestAccount, B: TestAccount, C: TestAccount;
  beforeAll(async () => {
    node = await startChainNode();
    [A, B, C] = (await participants(node, 3)) as [TestAccount, TestAccount, TestAccount];
  });
  afterAll(() => node.close());
  const stateHash = (id: string): string => toHex(record(node, id).stateHash);
  const cancel = (a: TestAccount, shuffling: string, shufflingStateHash = stateHash(shuffling)) => post(node, 'shufflingCancel', { secretPhrase: a.secretPhrase, shuffling, shufflingStateHash });
  const cancelOk = async (a: TestAccount, shuffling: string) => {
    const r = await ok(node, 'shufflingCancel', { secretPhrase: a.secretPhrase, shuffling, shufflingStateHash: stateHash(shuffling) });
    await node.forge();
    return r;
  };

  it('the assignee in PROCESSING reveals its seed: CANCELLED, it is blamed, its deposit shared by the others', async () => {
    const { id } = await filled(node, [A, B, C]);
    const before = await Promise.all([A, B, C].map((a) => balanceOf(node, a)));
    const hash = stateHash(id);
    const r = await cancelOk(A, id);
    expect(r.json.transactionJSON).toMatchObject({ type: 7, subtype: 5, feeMTA: '100000000' });
    expect(r.json.transactionJSON.attachment).toEqual({
      'version.ShufflingCancellation': 1,
      shuffling: id,
      shufflingStateHash: hash,
      keySeed: toHex(layerSeedOf(A.keyPair.seed, BigInt(id))),
    });
    // Nobody processed: the blamer was the only one to reveal, and a false alarm blames it.
    expect(record(node, id)).toMatchObject({ stage: 'CANCELLED', assignee: A.id });
    const share = SHUFFLING_DEPOSIT_MTA / 2n;
    expect(await balanceOf(node, A)).toBe(before[0]! - feeOf(r) + AMOUNT);
    expect(await balanceOf(node, B)).toBe(before[1]! + AMOUNT + SHUFFLING_DEPOSIT_MTA + share);
    expect(await balanceOf(node, C)).toBe(before[2]! + AMOUNT + SHUFFLING_DEPOSIT_MTA + share);
    // Finished: nobody may cancel it any more.
    expectRefused(await cancel(B, id), 7, 'shuffling');
  });

  it('a blame started in VERIFICATION waits for the others\' reveals, then cancels', async () => {
    const { id } = await processed(node, [A, B, C]);
    await cancelOk(A, id);
    const blame = record(node, id);
    expect(blame).toMatchObject({ stage: 'BLAME', assignee: A.id });
    // A revealed once; B and C processed, so they must reveal too, naming the BLAME state.
    expectRefused(await cancel(A, id), 7, 'shuffling');
    await cancelOk(B, id);
    expect(record(node, id).stage).toBe('BLAME');
    expect(record(node, id).participants[1]!.revealedSeed).toEqual(layerSeedOf(B.keyPair.seed, BigInt(id)));
    await cancelOk(C, id);
    // Every layer checks out: A's alarm was false, A is blamed.
    expect(record(node, id)).toMatchObject({ stage: 'CANCELLED', assignee: A.id });
  });

  it('refuses a wrong shufflingStateHash (errorCode 7 naming shufflingStateHash)', async () => {
    const { id, fullHash } = await filled(node, [A, B, C]);
    for (const wrong of [fullHash, '00'.repeat(32)]) {
      const r = await cancel(A, id, wrong);
      expectRefused(r, 7, 'shufflingStateHash');
      expect(r.json.errorDescription).toMatch(/moved on/);
    }
  });

  it('refuses a sender that may not cancel now (errorCode 7 naming shuffling)', async () => {
    const { id } = await filled(node, [A, B, C]);
    const notAssignee = await cancel(B, id);
    expectRefused(notAssignee, 7, 'shuffling');
    expect(notAssignee.json.errorDescription).toMatch(/assignee/);
    const [D] = await participants(node, 1);
    expectRefused(await cancel(D!, id), 7, 'shuffling');
    // In REGISTRATION no one can blame.
    const open = await filled(node, [A, B], { participantCount: '3' });
    expectRefused(await cancel(A, open.id), 7, 'shuffling');
  });

  it('needs the secret phrase (errorCode 1 naming secretPhrase); refuses unknown, malformed and missing parameters', async () => {
    const { id } = await filled(node, [A, B, C]);
    expectRefused(await post(node, 'shufflingCancel', { publicKey: A.publicKey, shuffling: id, shufflingStateHash: stateHash(id) }), 1, 'secretPhrase');
    expectRefused(await cancel(A, '1234567890123', stateHash(id)), 7, 'shuffling');
    expectRefused(await cancel(A, '-1', stateHash(id)), 7, 'shuffling');
    expectRefused(await cancel(A, id, 'zz'), 7, 'shufflingStateHash');
    expectRefused(await post(node, 'shufflingCancel', { secretPhrase: A.secretPhrase, shuffling: id }), 1, 'shufflingStateHash');
    expectRefused(await post(node, 'shufflingCancel', { secretPhrase: A.secretPhrase, shufflingStateHash: stateHash(id) }), 1, 'shuffling');
    expect(record(node, id)).toMatchObject({ stage: 'PROCESSING', assignee: A.id });
  });
});
