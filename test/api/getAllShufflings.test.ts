// getAllShufflings: open ones by default, includeFinished and finishedOnly, newest first, paged,
// with holdingInfo on request, and bad input.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { A, B, C, contract, get, ids, issueTotem, startShufflingNode, type ShufflingDriver } from './shuffling-read-helpers.js';

describe('getAllShufflings', () => {
  let d: ShufflingDriver;
  // Created in this order, one creation per block: DONE, PROCESSING, REGISTRATION (a totem's),
  // CANCELLED (its registration period of one block ran out).
  let done: string, processing: string, registration: string, cancelled: string;
  beforeAll(async () => {
    d = await startShufflingNode();
    done = String(await d.done());
    processing = String(await d.filled());
    registration = String(await d.create(B, { holding: await issueTotem(d, B), amount: 100n }));
    const c = await d.create(C, { registrationPeriod: 1 });
    // Its one block to register in, then the deadline's block, at whose start the timeout runs.
    await d.forge();
    await d.forge();
    cancelled = String(c);
    expect(d.record(c)).toMatchObject({ stage: 'CANCELLED', assignee: 0n });
  });
  afterAll(() => d.close());
  const list = async (params: Record<string, string> = {}) => contract.check('getAllShufflings', await get(d.node, 'getAllShufflings', params));

  it('lists the open ones by default, every one with includeFinished, the finished ones with finishedOnly', async () => {
    expect(ids(await list())).toEqual([registration, processing]);
    expect(ids(await list({ includeFinished: 'true' }))).toEqual([cancelled, registration, processing, done]);
    expect(ids(await list({ finishedOnly: 'true' }))).toEqual([cancelled, done]);
    // finishedOnly wins over includeFinished=false.
    expect(ids(await list({ finishedOnly: 'true', includeFinished: 'false' }))).toEqual([cancelled, done]);
    const all = (await list({ includeFinished: 'true' })).shufflings as Array<Record<string, any>>;
    expect(all.map((s) => s.stage)).toEqual(['CANCELLED', 'REGISTRATION', 'PROCESSING', 'DONE']);
  });

  it('pages', async () => {
    expect(ids(await list({ includeFinished: 'true', firstIndex: '1', lastIndex: '2' }))).toEqual([registration, processing]);
    expect(ids(await list({ includeFinished: 'true', firstIndex: '3' }))).toEqual([done]);
    expect(ids(await list({ firstIndex: '5' }))).toEqual([]);
  });

  it('adds holdingInfo for a totem or currency with includeHoldingInfo only', async () => {
    const plain = (await list()).shufflings as Array<Record<string, any>>;
    expect(plain.some((s) => 'holdingInfo' in s)).toBe(false);
    const [totem, coin] = (await list({ includeHoldingInfo: 'true' })).shufflings as Array<Record<string, any>>;
    expect(totem).toMatchObject({ shuffling: registration, holdingType: 1, holdingInfo: { totem: totem!.holding, issuer: B.account } });
    expect(coin).toMatchObject({ shuffling: processing, holdingType: 0, issuer: A.account });
    expect(coin).not.toHaveProperty('holdingInfo');
  });

  it('refuses malformed flags and bounds by errorCode 7 naming them', async () => {
    for (const p of ['includeFinished', 'finishedOnly', 'includeHoldingInfo']) expect((await get(d.node, 'getAllShufflings', { [p]: 'maybe' })).json).toMatchObject({ errorCode: 7, error: p });
    expect((await get(d.node, 'getAllShufflings', { firstIndex: 'x' })).json).toMatchObject({ errorCode: 7, error: 'firstIndex' });
  });
});
