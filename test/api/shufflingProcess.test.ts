// shufflingProcess: each participant's turn through the API (participant.ts processingOf): a
// ShufflingProcessing whose blobs ride as the prunable message (its fee covering them), the last
// participant's ShufflingRecipients, then shufflingVerify to DONE with the recipients funded; a
// ShufflingCancellation when the input does not peel; and the refusals: not the sender's turn, a
// recipient key in use, a malformed or missing recipient, a sender without its secret phrase.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { layerSeedOf } from '../../src/capabilities/shuffling/participant.js';
import { blobLengthOf, shufflingDataHash } from '../../src/capabilities/shuffling/types.js';
import { toHex } from '../../src/domain/hex.js';
import { devnet, startChainNode, type ChainNode, type TestAccount } from './chain-fixture.js';
import { AMOUNT, balanceOf, corruptProcessing, expectRefused, filled, freshRecipient, ok, participants, post, processTurn, record } from './shuffling-write-helpers.js';

describe('shufflingProcess', () => {
  let node: ChainNode;
  let A: TestAccount, B: TestAccount, C: TestAccount;
  beforeAll(async () => {
    node = await startChainNode();
    [A, B, C] = (await participants(node, 3)) as [TestAccount, TestAccount, TestAccount];
  });
  afterAll(() => node.close());
  const turn = (a: TestAccount, shuffling: string, extra: Record<string, string>) => post(node, 'shufflingProcess', { secretPhrase: a.secretPhrase, shuffling, ...extra });

  it('takes the three turns (processing, processing, recipients), then verifications reach DONE with the recipients funded', async () => {
    const { id } = await filled(node, [A, B, C]);
    const [rA, rB, rC] = [freshRecipient(), freshRecipient(), freshRecipient()];

    const pA = await processTurn(node, id, A, rA);
    expect(pA.json).toMatchObject({ step: 'process', transactionJSON: { type: 7, subtype: 2 } });
    // The blobs are the prunable message (binary); the attachment signs only their hash.
    const blobs = pA.json.transactionJSON.attachment as Record<string, unknown>;
    expect(blobs).toMatchObject({ 'version.PrunablePlainMessage': 1, messageIsText: false });
    const data = Buffer.from(blobs.message as string, 'hex');
    expect(data.length).toBe(blobLengthOf(3, 0));
    expect(blobs.dataHash).toBe(toHex(shufflingDataHash([data])));
    // The minimum fee counts the prunable data: above the 1 coin of the type.
    expect(BigInt(pA.json.transactionJSON.feeMTA)).toBeGreaterThan(100_000_000n);
    expect(record(node, id)).toMatchObject({ assignee: B.id });
    expect(record(node, id).participants[0]!.data).toHaveLength(1);

    // B gives its recipient by secret phrase: only the public key is used, the phrase never echoed.
    const pB = await ok(node, 'shufflingProcess', { secretPhrase: B.secretPhrase, shuffling: id, recipientSecretPhrase: rB.secretPhrase });
    await node.forge();
    expect(pB.json).toMatchObject({ step: 'process', transactionJSON: { type: 7, subtype: 2 } });
    expect(JSON.stringify(pB.json)).not.toContain(rB.secretPhrase);
    expect(node.logs.join('\n')).not.toContain(rB.secretPhrase);
    expect(record(node, id).participants[1]!.data).toHaveLength(2);

    const pC = await processTurn(node, id, C, rC);
    expect(pC.json).toMatchObject({ step: 'recipients', transactionJSON: { type: 7, subtype: 3 } });
    const s = record(node, id);
    expect(s.stage).toBe('VERIFICATION');
    expect(s.recipientPublicKeys.map(toHex).sort()).toEqual([rA, rB, rC].map((r) => r.publicKey).sort());
    // Nothing announced any recipient's key: they are still new accounts.
    for (const r of [rA, rB, rC]) expect(await balanceOf(node, r)).toBe(0n);

    for (const a of [A, B]) await ok(node, 'shufflingVerify', { secretPhrase: a.secretPhrase, shuffling: id, shufflingStateHash: toHex(record(node, id).stateHash) });
    await node.forge();
    expect(record(node, id).stage).toBe('DONE');
    for (const r of [rA, rB, rC]) expect(await balanceOf(node, r)).toBe(AMOUNT);
  });

  it('blames with a ShufflingCancellation when its input does not peel (step cancel, the seed revealed)', async () => {
    const { id } = await filled(node, [A, B, C]);
    await corruptProcessing(node, id, A);
    const r = await ok(node, 'shufflingProcess', { secretPhrase: B.secretPhrase, shuffling: id, recipientPublicKey: freshRecipient().publicKey });
    expect(r.json).toMatchObject({ step: 'cancel', transactionJSON: { type: 7, subtype: 5 } });
    expect(r.json.cancellationReason).toMatch(/does not peel/);
    expect(r.json.transactionJSON.attachment.keySeed).toBe(toHex(layerSeedOf(B.keyPair.seed, BigInt(id))));
    await node.forge();
    expect(record(node, id)).toMatchObject({ stage: 'BLAME', assignee: B.id });
  });

  it('refuses a participant whose turn it is not, an outsider, a shuffling not in PROCESSING (errorCode 7 naming shuffling)', async () => {
    const { id } = await filled(node, [A, B, C]);
    const recipientPublicKey = freshRecipient().publicKey;
    const early = await turn(B, id, { recipientPublicKey });
    expectRefused(early, 7, 'shuffling');
    expect(early.json.errorDescription).toMatch(/turn/);
    expectRefused(await turn(devnet(4), id, { recipientPublicKey }), 7, 'shuffling');
    const [D] = await participants(node, 1);
    const open = await filled(node, [A, B, D!], { participantCount: '4' });
    expectRefused(await turn(A, open.id, { recipientPublicKey }), 7, 'shuffling');
    expectRefused(await turn(A, '1234567890123', { recipientPublicKey }), 7, 'shuffling');
  });

  it('refuses a recipient that is not a new account (errorCode 7 naming the parameter given)', async () => {
    const { id } = await filled(node, [A, B, C]);
    const inUse = await turn(A, id, { recipientPublicKey: devnet(5).publicKey });
    expectRefused(inUse, 7, 'recipientPublicKey');
    expect(inUse.json.errorDescription).toMatch(/new account/);
    expectRefused(await turn(A, id, { recipientPublicKey: A.publicKey }), 7, 'recipientPublicKey');
    expectRefused(await turn(A, id, { recipientSecretPhrase: devnet(5).secretPhrase }), 7, 'recipientSecretPhrase');
    // Still A's turn: nothing was sent.
    expect(record(node, id)).toMatchObject({ assignee: A.id });
  });

  it('refuses a missing, doubled or malformed recipient, and a sender without its secret phrase', async () => {
    const { id } = await filled(node, [A, B, C]);
    const r = freshRecipient();
    expectRefused(await turn(A, id, {}), 1, 'recipientPublicKey');
    expectRefused(await turn(A, id, { recipientPublicKey: r.publicKey, recipientSecretPhrase: r.secretPhrase }), 7, 'recipientPublicKey');
    expectRefused(await turn(A, id, { recipientPublicKey: 'abcd' }), 7, 'recipientPublicKey');
    // 32 bytes that are not a point of the curve.
    expectRefused(await turn(A, id, { recipientPublicKey: 'ff'.repeat(32) }), 7, 'recipientPublicKey');
    expectRefused(await post(node, 'shufflingProcess', { publicKey: A.publicKey, shuffling: id, recipientPublicKey: r.publicKey }), 1, 'secretPhrase');
    expectRefused(await post(node, 'shufflingProcess', { secretPhrase: A.secretPhrase, recipientPublicKey: r.publicKey }), 1, 'shuffling');
    expectRefused(await turn(A, 'x', { recipientPublicKey: r.publicKey }), 7, 'shuffling');
  });
});
