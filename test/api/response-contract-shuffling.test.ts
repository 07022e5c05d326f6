// The declared responses of the SHUFFLING operations against real answers: one devnet node takes
// coin shufflings through the API (created signed and unsigned, registered, processed to the
// recipients, verified to DONE; a corrupt turn answered by a cancellation, a blame answered by a
// reveal), reads them at each stage, and runs the node's shuffler (started, listed by its
// account and by the admin, stopped). Every answer must fit the published 200 schema. The last
// test proves no SHUFFLING operation went unchecked (CHECKED_IN_SHUFFLING, shuffling-contract-ops.ts).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { toHex } from '../../src/domain/hex.js';
import { nodeHandlerTable } from '../../src/node.js';
import { ADMIN_PASSWORD, devnet, startChainNode, testAccount, type ChainNode, type TestAccount } from './chain-fixture.js';
import { ResponseContract } from './response-contract.js';
import { CHECKED_IN_SHUFFLING } from './shuffling-contract-ops.js';
import { AMOUNT, corruptProcessing, fee, freshRecipient, participants, record } from './shuffling-write-helpers.js';
import { createShuffling as createBySignedTx, settleShufflers } from './shuffler-helpers.js';
import { give, issue } from './totem-helpers.js';

const contract = new ResponseContract(nodeHandlerTable());

describe('declared responses of the SHUFFLING operations', () => {
  let node: ChainNode;
  let A: TestAccount, B: TestAccount, C: TestAccount;
  beforeAll(async () => {
    node = await startChainNode();
    [A, B, C] = (await participants(node, 3, 5000n)) as [TestAccount, TestAccount, TestAccount];
  });
  afterAll(() => node.close());
  const post = (requestType: string, params: Record<string, string>) => node.post({ requestType, ...params });
  const get = (requestType: string, params: Record<string, string> = {}) => node.get({ requestType, ...params });
  const stateHash = (id: string): string => toHex(record(node, id).stateHash);
  /** A signed step, checked, then forged. Distinct fees keep equal transactions distinct, but a
   * processing step's minimum fee counts its blobs: it takes the node's fee. */
  const step = async (requestType: string, params: Record<string, string>): Promise<Record<string, any>> => {
    const answer = contract.check(requestType, await post(requestType, requestType === 'shufflingProcess' ? params : { feeMTA: fee(), ...params }));
    expect(answer).toMatchObject({ broadcasted: true });
    await node.forge();
    return answer;
  };
  /** Every read of the shuffling `id`, checked. */
  const reads = async (id: string, label: string) => {
    const one = contract.check('getShuffling', await get('getShuffling', { shuffling: id, includeHoldingInfo: 'true' }), label);
    contract.check('getShufflingParticipants', await get('getShufflingParticipants', { shuffling: id }), label);
    contract.check('getAllShufflings', await get('getAllShufflings', { includeFinished: 'true', includeHoldingInfo: 'true' }), label);
    contract.check('getAccountShufflings', await get('getAccountShufflings', { account: A.account, includeFinished: 'true', includeHoldingInfo: 'true' }), label);
    contract.check('getHoldingShufflings', await get('getHoldingShufflings', { holding: one.holding as string, includeFinished: 'true' }), label);
    contract.check('getAssignedShufflings', await get('getAssignedShufflings', { account: A.account, includeHoldingInfo: 'true' }), label);
    return one;
  };

  it('a coin shuffling created, registered, processed and verified to DONE; the reads at each stage', async () => {
    contract.check('shufflingCreate', await post('shufflingCreate', { publicKey: A.publicKey, amount: AMOUNT.toString(), participantCount: '3', registrationPeriod: '10' }), 'unsigned');
    const id = (await step('shufflingCreate', { secretPhrase: A.secretPhrase, amount: AMOUNT.toString(), participantCount: '3', registrationPeriod: '10' })).transaction as string;
    expect(await reads(id, 'registration')).toMatchObject({ stage: 'REGISTRATION', blocksRemaining: 10 });
    const fullHash = toHex(record(node, id).fullHash);
    for (const a of [B, C]) await step('shufflingRegister', { secretPhrase: a.secretPhrase, shufflingFullHash: fullHash });
    expect(await reads(id, 'processing')).toMatchObject({ stage: 'PROCESSING', blocksRemaining: 100 });
    expect(await step('shufflingProcess', { secretPhrase: A.secretPhrase, shuffling: id, recipientPublicKey: freshRecipient().publicKey })).toMatchObject({ step: 'process' });
    expect(await step('shufflingProcess', { secretPhrase: B.secretPhrase, shuffling: id, recipientPublicKey: freshRecipient().publicKey })).toMatchObject({ step: 'process' });
    expect(await step('shufflingProcess', { secretPhrase: C.secretPhrase, shuffling: id, recipientPublicKey: freshRecipient().publicKey })).toMatchObject({ step: 'recipients' });
    expect(await reads(id, 'verification')).toMatchObject({ stage: 'VERIFICATION' });
    contract.check('shufflingVerify', await post('shufflingVerify', { publicKey: A.publicKey, shuffling: id, shufflingStateHash: stateHash(id) }), 'unsigned');
    for (const a of [A, B]) await step('shufflingVerify', { secretPhrase: a.secretPhrase, shuffling: id, shufflingStateHash: stateHash(id) });
    expect(await reads(id, 'done')).toMatchObject({ stage: 'DONE', blocksRemaining: 0 });
  });

  it('a totem shuffling: a turn that does not peel is a cancellation, the blame answered by a reveal', async () => {
    const totem = await issue(node, A, '1000');
    for (const a of [B, C]) await give(node, A, a, totem, '100');
    const id = (await step('shufflingCreate', { secretPhrase: A.secretPhrase, holdingType: '1', holding: totem, amount: '7', participantCount: '3', registrationPeriod: '10' })).transaction as string;
    const fullHash = toHex(record(node, id).fullHash);
    for (const a of [B, C]) await step('shufflingRegister', { secretPhrase: a.secretPhrase, shufflingFullHash: fullHash });
    await corruptProcessing(node, id, A);
    const cancel = await step('shufflingProcess', { secretPhrase: B.secretPhrase, shuffling: id, recipientPublicKey: freshRecipient().publicKey });
    expect(cancel).toMatchObject({ step: 'cancel', cancellationReason: expect.any(String) });
    expect(await reads(id, 'blame')).toMatchObject({ stage: 'BLAME', holdingInfo: expect.anything() });
    // A processed, so it must reveal its seed too.
    await step('shufflingCancel', { secretPhrase: A.secretPhrase, shuffling: id, shufflingStateHash: stateHash(id) });
    expect(await reads(id, 'cancelled')).toMatchObject({ stage: 'CANCELLED' });
  });

  it('the shuffler: started, listed by its account and by the admin, stopped', async () => {
    const [issuer, joiner] = [devnet(4), devnet(5)];
    const s = await createBySignedTx(node, issuer);
    for (const [i, p] of [issuer, joiner].entries()) {
      const r = await post('startShuffler', { secretPhrase: p.secretPhrase, shufflingFullHash: s.fullHash, recipientPublicKey: testAccount(`contract-shuffler-recipient-${i}`).publicKey });
      expect(contract.check('startShuffler', r)).toMatchObject({ account: p.account, shufflingFullHash: s.fullHash });
    }
    await settleShufflers(node);
    const own = contract.check('getShufflers', await post('getShufflers', { secretPhrase: joiner.secretPhrase, includeParticipantState: 'true' }), 'own');
    expect(own.shufflers).toEqual([expect.objectContaining({ account: joiner.account, submitted: [expect.objectContaining({ kind: 'register' })] })]);
    await node.forge();
    await settleShufflers(node);
    const all = contract.check('getShufflers', await post('getShufflers', { adminPassword: ADMIN_PASSWORD, includeParticipantState: 'true' }), 'admin');
    expect(all.shufflers).toHaveLength(2);
    expect(all.shufflers).toContainEqual(expect.objectContaining({ account: joiner.account, participantState: 'REGISTERED' }));
    expect(contract.check('stopShuffler', await post('stopShuffler', { secretPhrase: joiner.secretPhrase, shufflingFullHash: s.fullHash }))).toEqual(expect.objectContaining({ stoppedShufflers: 1 }));
    expect(contract.check('stopShuffler', await post('stopShuffler', { adminPassword: ADMIN_PASSWORD }), 'admin')).toEqual(expect.objectContaining({ stoppedShufflers: 1 }));
  });

  it('checked a real answer of every SHUFFLING operation', () => {
    expect(contract.unchecked(CHECKED_IN_SHUFFLING)).toEqual({ unchecked: [], undeclared: [] });
    const ops = contract.declared().filter((op) => nodeHandlerTable()[op]!.tags.includes('SHUFFLING' as never));
    expect([...ops].sort()).toEqual([...CHECKED_IN_SHUFFLING].sort());
    expect(contract.unmetAlternatives(CHECKED_IN_SHUFFLING)).toEqual([]);
  });
});
