// shufflingVerify: a ShufflingVerification (7/4) through the API: each non-last participant
// verifies, the last verification makes the shuffling DONE (recipients funded, deposits back), an
// unsigned transaction from a public key; the refusals: a wrong shufflingStateHash, a second
// verification, the last participant, a stage other than VERIFICATION, malformed parameters.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SHUFFLING_DEPOSIT_MTA } from '../../src/capabilities/shuffling/types.js';
import { toHex } from '../../src/domain/hex.js';
import { devnet, startChainNode, type ChainNode, type TestAccount } from './chain-fixture.js';
import { expectUnsigned } from './totem-helpers.js';
import { AMOUNT, balanceOf, expectRefused, feeOf, filled, ok, participants, post, processed, record } from './shuffling-write-helpers.js';

describe('shufflingVerify', () => {
  let node: ChainNode;
  let A: TestAccount, B: TestAccount, C: TestAccount;
  beforeAll(async () => {
    node = await startChainNode();
    [A, B, C] = (await participants(node, 3)) as [TestAccount, TestAccount, TestAccount];
  });
  afterAll(() => node.close());
  const stateHash = (id: string): string => toHex(record(node, id).stateHash);
  const verify = (a: TestAccount, shuffling: string, shufflingStateHash = stateHash(shuffling)) => post(node, 'shufflingVerify', { secretPhrase: a.secretPhrase, shuffling, shufflingStateHash });

  it('the verifications of the non-last participants make the shuffling DONE: recipients funded, deposits back', async () => {
    const { id, recipients } = await processed(node, [A, B, C]);
    const before = await Promise.all([A, B, C].map((a) => balanceOf(node, a)));
    const vA = await ok(node, 'shufflingVerify', { secretPhrase: A.secretPhrase, shuffling: id, shufflingStateHash: stateHash(id) });
    expect(vA.json.transactionJSON).toMatchObject({ type: 7, subtype: 4, feeMTA: '100000000', attachment: { 'version.ShufflingVerification': 1, shuffling: id, shufflingStateHash: stateHash(id) } });
    await node.forge();
    expect(record(node, id).stage).toBe('VERIFICATION');
    expect(record(node, id).participants.map((p) => p.state)).toEqual(['VERIFIED', 'PROCESSED', 'VERIFIED']);
    const vB = await ok(node, 'shufflingVerify', { secretPhrase: B.secretPhrase, shuffling: id, shufflingStateHash: stateHash(id) });
    await node.forge();
    expect(record(node, id)).toMatchObject({ stage: 'DONE', deadline: 0 });
    for (const r of recipients) expect(await balanceOf(node, r)).toBe(AMOUNT);
    // Each participant's locked amount went to the recipients; the deposits (locked too) came back.
    expect(await balanceOf(node, A)).toBe(before[0]! - feeOf(vA) + SHUFFLING_DEPOSIT_MTA);
    expect(await balanceOf(node, B)).toBe(before[1]! - feeOf(vB) + SHUFFLING_DEPOSIT_MTA);
    expect(await balanceOf(node, C)).toBe(before[2]! + SHUFFLING_DEPOSIT_MTA);
  });

  it('builds an unsigned verification from a public key (it needs no secret of the shuffling)', async () => {
    const { id } = await processed(node, [A, B, C]);
    await expectUnsigned(node, A, { requestType: 'shufflingVerify', shuffling: id, shufflingStateHash: stateHash(id) }, 7, 4);
  });

  it('refuses a wrong shufflingStateHash (errorCode 7 naming shufflingStateHash)', async () => {
    const { id, fullHash } = await processed(node, [A, B, C]);
    for (const wrong of [fullHash, '00'.repeat(32)]) {
      const r = await verify(A, id, wrong);
      expectRefused(r, 7, 'shufflingStateHash');
      expect(r.json.errorDescription).toMatch(/moved on/);
    }
  });

  it('refuses a second verification, the last participant, an outsider, a stage other than VERIFICATION (errorCode 7 naming shuffling)', async () => {
    const { id } = await processed(node, [A, B, C]);
    await ok(node, 'shufflingVerify', { secretPhrase: A.secretPhrase, shuffling: id, shufflingStateHash: stateHash(id) });
    await node.forge();
    const again = await verify(A, id);
    expectRefused(again, 7, 'shuffling');
    expect(again.json.errorDescription).toMatch(/already verified/);
    // The last participant published the recipients: it counts as verified.
    expectRefused(await verify(C, id), 7, 'shuffling');
    expectRefused(await verify(devnet(4), id), 7, 'shuffling');
    const inProcessing = await filled(node, [A, B, C]);
    const r = await verify(A, inProcessing.id);
    expectRefused(r, 7, 'shuffling');
    expect(r.json.errorDescription).toMatch(/PROCESSING, not VERIFICATION/);
  });

  it('refuses an unknown shuffling, malformed and missing parameters', async () => {
    const hash = '11'.repeat(32);
    expectRefused(await verify(A, '1234567890123', hash), 7, 'shuffling');
    expectRefused(await verify(A, 'abc', hash), 7, 'shuffling');
    expectRefused(await verify(A, '1234567890123', 'abcd'), 7, 'shufflingStateHash');
    expectRefused(await post(node, 'shufflingVerify', { secretPhrase: A.secretPhrase, shufflingStateHash: hash }), 1, 'shuffling');
    expectRefused(await post(node, 'shufflingVerify', { secretPhrase: A.secretPhrase, shuffling: '1234567890123' }), 1, 'shufflingStateHash');
  });
});
