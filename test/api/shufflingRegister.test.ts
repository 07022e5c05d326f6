// shufflingRegister: a ShufflingRegistration (7/1) through the API: the layer public key of the
// sender's secret (participant.ts registrationOf), the lock, PROCESSING once full, and the
// refusals: a registration after the period, an unknown or malformed full hash, a second
// registration, a sender without its secret phrase.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { registrationOf } from '../../src/capabilities/shuffling/participant.js';
import { participantsHash, SHUFFLING_DEPOSIT_MTA } from '../../src/capabilities/shuffling/types.js';
import { toHex } from '../../src/domain/hex.js';
import { startChainNode, type ChainNode, type TestAccount } from './chain-fixture.js';
import { AMOUNT, balanceOf, createShuffling, expectRefused, feeOf, participants, post, record, register } from './shuffling-write-helpers.js';

describe('shufflingRegister', () => {
  let node: ChainNode;
  let A: TestAccount, B: TestAccount, C: TestAccount, D: TestAccount;
  beforeAll(async () => {
    node = await startChainNode();
    [A, B, C, D] = (await participants(node, 4)) as [TestAccount, TestAccount, TestAccount, TestAccount];
  });
  afterAll(() => node.close());

  it('registers with the layer key of the sender\'s secret, locks amount + deposit; the last one starts PROCESSING', async () => {
    const { id, fullHash } = await createShuffling(node, A);
    const before = await balanceOf(node, B);
    const r = await register(node, B, fullHash);
    const expected = registrationOf(record(node, id), BigInt(id), B.keyPair.seed);
    expect(r.json.transactionJSON).toMatchObject({ type: 7, subtype: 1 });
    expect(r.json.transactionJSON.attachment).toEqual({ 'version.ShufflingRegistration': 1, shufflingFullHash: fullHash, layerPublicKey: toHex(expected.layerPublicKey) });
    expect(record(node, id).participants.map((p) => p.account)).toEqual([A.id, B.id]);
    expect(record(node, id).participants[1]!.layerPublicKey).toEqual(expected.layerPublicKey);
    expect(await balanceOf(node, B)).toBe(before - feeOf(r) - AMOUNT - SHUFFLING_DEPOSIT_MTA);
    await register(node, C, fullHash);
    const s = record(node, id);
    expect(s).toMatchObject({ stage: 'PROCESSING', assignee: A.id });
    expect(s.stateHash).toEqual(participantsHash(s.participants));
    // Full: a fourth registrant is refused.
    expectRefused(await post(node, 'shufflingRegister', { secretPhrase: D.secretPhrase, shufflingFullHash: fullHash }), 7, 'shufflingFullHash');
  });

  it('refuses a second registration of the same account, and the issuer\'s (errorCode 7 naming shufflingFullHash)', async () => {
    const { fullHash } = await createShuffling(node, A);
    await register(node, B, fullHash);
    const again = await post(node, 'shufflingRegister', { secretPhrase: B.secretPhrase, shufflingFullHash: fullHash });
    expectRefused(again, 7, 'shufflingFullHash');
    expect(again.json.errorDescription).toMatch(/already registered/);
    expectRefused(await post(node, 'shufflingRegister', { secretPhrase: A.secretPhrase, shufflingFullHash: fullHash }), 7, 'shufflingFullHash');
  });

  it('refuses a registration after the registration period ended (errorCode 7 naming shufflingFullHash)', async () => {
    const { id, fullHash } = await createShuffling(node, A, { registrationPeriod: '2' });
    // The period is the two blocks after the creation's: the second of them still takes one.
    await node.forge();
    await register(node, D, fullHash);
    expect(record(node, id).participants.map((p) => p.account)).toEqual([A.id, D.id]);
    // The next block is the deadline's: the period is over (the timeout cancels it at its start).
    const late = await post(node, 'shufflingRegister', { secretPhrase: B.secretPhrase, shufflingFullHash: fullHash });
    expectRefused(late, 7, 'shufflingFullHash');
    expect(late.json.errorDescription).toMatch(/registration period/);
    await node.forge();
    expect(record(node, id).stage).toBe('CANCELLED');
    const cancelled = await post(node, 'shufflingRegister', { secretPhrase: B.secretPhrase, shufflingFullHash: fullHash });
    expectRefused(cancelled, 7, 'shufflingFullHash');
    expect(cancelled.json.errorDescription).toMatch(/CANCELLED/);
  });

  it('refuses an unknown, malformed or missing full hash', async () => {
    const { fullHash } = await createShuffling(node, A);
    // The right id (first 8 bytes) with the rest of the hash wrong is not the shuffling either.
    const forged = fullHash.slice(0, 16) + '00'.repeat(24);
    for (const shufflingFullHash of ['11'.repeat(32), forged]) expectRefused(await post(node, 'shufflingRegister', { secretPhrase: B.secretPhrase, shufflingFullHash }), 7, 'shufflingFullHash');
    expectRefused(await post(node, 'shufflingRegister', { secretPhrase: B.secretPhrase, shufflingFullHash: 'abcd' }), 7, 'shufflingFullHash');
    expectRefused(await post(node, 'shufflingRegister', { secretPhrase: B.secretPhrase }), 1, 'shufflingFullHash');
  });

  it('needs the secret phrase: publicKey alone cannot give the layer key (errorCode 1 naming secretPhrase)', async () => {
    const { fullHash } = await createShuffling(node, A);
    const r = await post(node, 'shufflingRegister', { publicKey: B.publicKey, shufflingFullHash: fullHash });
    expectRefused(r, 1, 'secretPhrase');
    expectRefused(await post(node, 'shufflingRegister', { shufflingFullHash: fullHash }), 1, 'secretPhrase');
  });

  it('refuses an account that cannot lock amount + deposit (errorCode 6 naming amount)', async () => {
    const { fullHash } = await createShuffling(node, A);
    const [poor] = await participants(node, 1, 15n);
    expectRefused(await post(node, 'shufflingRegister', { secretPhrase: poor!.secretPhrase, shufflingFullHash: fullHash }), 6, 'amount');
  });
});
