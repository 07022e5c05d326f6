// getShuffling: one shuffling through its stages (REGISTRATION, PROCESSING, DONE), a totem's with
// its holdingInfo, and bad input.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { toHex } from '../../src/domain/hex.js';
import { A, B, C, contract, expectBadParam, get, issueTotem, startShufflingNode, type ShufflingDriver } from './shuffling-read-helpers.js';

describe('getShuffling', () => {
  let d: ShufflingDriver;
  beforeAll(async () => {
    d = await startShufflingNode();
  });
  afterAll(() => d.close());
  const read = async (id: bigint, extra: Record<string, string> = {}) => contract.check('getShuffling', await get(d.node, 'getShuffling', { shuffling: id.toString(), ...extra }));
  const height = async () => (await get(d.node, 'getBlockchainStatus')).json.numberOfBlocks - 1;

  it('follows a coin shuffling from REGISTRATION through PROCESSING to DONE', async () => {
    const id = await d.create(A);
    const created = d.record(id);
    const fullHash = toHex(created.fullHash);
    // The coin has no holdingInfo, even when asked for.
    const r = await read(id, { includeHoldingInfo: 'true' });
    expect(r).toEqual({
      shuffling: id.toString(), shufflingFullHash: fullHash, issuer: A.account, issuerRS: A.accountRS, holding: '0', holdingType: 0,
      amount: 1_000_000_000, deposit: created.deposit.toString(), participantCount: 3, registrantCount: 1, registrationPeriod: 10, stage: 'REGISTRATION',
      assigneeAccount: A.account, assigneeAccountRS: A.accountRS, blocksRemaining: 10, shufflingStateHash: fullHash, height: created.height, closedHeight: 0,
      requestProcessingTime: expect.any(Number),
    });
    // The spec's promise: amount is a JSON number, not a decimal string.
    expect(typeof r.amount).toBe('number');

    await d.register(id, B, C);
    const full = d.record(id);
    expect(await read(id)).toMatchObject({ stage: 'PROCESSING', registrantCount: 3, assigneeAccount: A.account, blocksRemaining: 100, shufflingStateHash: toHex(full.stateHash) });
    await d.step(id, 0);
    expect(await read(id)).toMatchObject({ stage: 'PROCESSING', assigneeAccount: B.account, assigneeAccountRS: B.accountRS });

    await d.step(id, 1);
    await d.step(id, 2);
    const verifying = await read(id);
    expect(verifying).toMatchObject({ stage: 'VERIFICATION', assigneeAccount: '0', blocksRemaining: 103 });
    expect(verifying.recipientPublicKeys).toEqual(d.record(id).recipientPublicKeys.map(toHex));

    await d.finish(id, 3);
    const done = await read(id);
    expect(done).toMatchObject({ stage: 'DONE', assigneeAccount: '0', blocksRemaining: 0, closedHeight: await height(), height: created.height });
    // The zero assignee has no RS address (as a loan's borrower of 0).
    expect(done).not.toHaveProperty('assigneeAccountRS');
    expect(done.recipientPublicKeys).toHaveLength(3);
  });

  it('a totem shuffling: holdingType 1, and the Totem object as holdingInfo on request', async () => {
    const totem = await issueTotem(d, A);
    const id = await d.create(A, { holding: totem, amount: 500n });
    const r = await read(id, { includeHoldingInfo: 'true' });
    expect(r).toMatchObject({ holding: totem.id.toString(), holdingType: 1, amount: 500, stage: 'REGISTRATION' });
    expect(r.holdingInfo).toMatchObject({ totem: totem.id.toString(), issuer: A.account, quantityQNT: '1000000' });
    expect(await read(id)).not.toHaveProperty('holdingInfo');
  });

  it('refuses an unknown or malformed shuffling by errorCode 7 naming shuffling', async () => {
    await expectBadParam(d.node, 'getShuffling', 'shuffling');
    expect((await get(d.node, 'getShuffling')).json).toMatchObject({ errorCode: 1, error: 'shuffling' });
    const id = await d.create(B);
    expect((await get(d.node, 'getShuffling', { shuffling: id.toString(), includeHoldingInfo: 'maybe' })).json).toMatchObject({ errorCode: 7, error: 'includeHoldingInfo' });
  });
});
