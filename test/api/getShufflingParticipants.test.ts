// getShufflingParticipants: the participants in registration order, each naming the next, their
// states as the shuffling moves on, and bad input.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { toHex } from '../../src/domain/hex.js';
import { A, B, C, contract, expectBadParam, get, startShufflingNode, type ShufflingDriver } from './shuffling-read-helpers.js';

describe('getShufflingParticipants', () => {
  let d: ShufflingDriver;
  beforeAll(async () => {
    d = await startShufflingNode();
  });
  afterAll(() => d.close());
  const read = async (id: bigint) => contract.check('getShufflingParticipants', await get(d.node, 'getShufflingParticipants', { shuffling: id.toString() })).participants as Array<Record<string, any>>;

  it('lists the issuer then the registrants, each naming the next, and their states as it moves on', async () => {
    const id = await d.create(A);
    expect(await read(id)).toEqual([{ shuffling: id.toString(), account: A.account, accountRS: A.accountRS, nextAccount: '0', state: 'REGISTERED', processed: false, revealed: false }]);

    await d.register(id, B, C);
    const layerKeys = d.record(id).participants.map((p) => toHex(p.layerPublicKey));
    const ps = await read(id);
    expect(ps).toEqual([
      { shuffling: id.toString(), account: A.account, accountRS: A.accountRS, nextAccount: B.account, nextAccountRS: B.accountRS, state: 'REGISTERED', processed: false, revealed: false },
      { shuffling: id.toString(), account: B.account, accountRS: B.accountRS, nextAccount: C.account, nextAccountRS: C.accountRS, state: 'REGISTERED', processed: false, revealed: false, layerPublicKey: layerKeys[1] },
      { shuffling: id.toString(), account: C.account, accountRS: C.accountRS, nextAccount: '0', state: 'REGISTERED', processed: false, revealed: false, layerPublicKey: layerKeys[2] },
    ]);
    // The last participant names no next one, and the zero account has no RS address.
    expect(ps[2]).not.toHaveProperty('nextAccountRS');

    await d.step(id, 0);
    const [a, b] = await read(id);
    expect(a).toMatchObject({ state: 'PROCESSED', processed: true, dataHash: toHex(d.record(id).participants[0]!.dataHash) });
    expect(b).toMatchObject({ state: 'REGISTERED', processed: false });
    expect(b).not.toHaveProperty('dataHash');

    await d.finish(id, 1);
    expect((await read(id)).map((p) => [p.account, p.state, p.processed])).toEqual([
      [A.account, 'VERIFIED', true],
      [B.account, 'VERIFIED', true],
      [C.account, 'VERIFIED', true],
    ]);
  });

  it('marks the participant that revealed its layer seed in blame', async () => {
    const id = await d.filled();
    await d.step(id, 0);
    await d.blame(id, B);
    expect((await read(id)).map((p) => [p.account, p.revealed])).toEqual([
      [A.account, false],
      [B.account, true],
      [C.account, false],
    ]);
  });

  it('refuses an unknown or malformed shuffling by errorCode 7 naming shuffling', async () => {
    await expectBadParam(d.node, 'getShufflingParticipants', 'shuffling');
    expect((await get(d.node, 'getShufflingParticipants')).json).toMatchObject({ errorCode: 1, error: 'shuffling' });
  });
});
