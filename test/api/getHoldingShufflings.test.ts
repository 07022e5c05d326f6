// getHoldingShufflings: the shufflings of the coin ("0"), a totem or a currency (the handler finds
// which the id names), by stage index, open ones unless includeFinished, newest first, paged; an
// unknown holding or a stage out of 0..5 is errorCode 7 naming it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet } from './chain-fixture.js';
import { issueCurrency } from './currency-helpers.js';
import { A, B, C, contract, expectBadParam, get, ids, issueTotem, startShufflingNode, type ShufflingDriver } from './shuffling-read-helpers.js';

describe('getHoldingShufflings', () => {
  let d: ShufflingDriver;
  // Coin: DONE, BLAME, PROCESSING, then two in REGISTRATION created in one block. A totem's and a
  // currency's, in REGISTRATION.
  let done: string, blame: string, processing: string, sameBlock: string[];
  let totem: string, currency: string, ofTotem: string, ofCurrency: string;
  beforeAll(async () => {
    d = await startShufflingNode();
    done = String(await d.done());
    const b = await d.filled();
    await d.step(b, 0);
    await d.blame(b, B);
    blame = String(b);
    processing = String(await d.filled());
    const pair = [d.createTx(C), d.createTx(devnet(4))];
    await d.forge(...pair);
    sameBlock = pair.map((t) => t.id.toString());
    const t = await issueTotem(d, A);
    totem = t.id.toString();
    ofTotem = String(await d.create(A, { holding: t, amount: 100n }));
    currency = (await issueCurrency(d.node, A)).currency;
    ofCurrency = String(await d.create(A, { holding: { type: 'CURRENCY', id: BigInt(currency) }, amount: 100n }));
  });
  afterAll(() => d.close());
  const list = async (params: Record<string, string>) => contract.check('getHoldingShufflings', await get(d.node, 'getHoldingShufflings', params));
  const stages = (r: Record<string, any>) => (r.shufflings as Array<{ stage: string }>).map((s) => s.stage);

  it('lists the coin\'s open shufflings, newest first, the finished ones too with includeFinished', async () => {
    const open = await list({ holding: '0' });
    // Creations of one block: id descending, as getAllShufflings orders them.
    const pair = [...sameBlock].sort((x, y) => (BigInt(y) > BigInt(x) ? 1 : -1));
    expect(ids(open)).toEqual([...pair, processing, blame]);
    expect(stages(open)).toEqual(['REGISTRATION', 'REGISTRATION', 'PROCESSING', 'BLAME']);
    expect(ids(await list({ holding: '0', includeFinished: 'true' }))).toEqual([...pair, processing, blame, done]);
    const all = contract.check('getAllShufflings', await get(d.node, 'getAllShufflings', { includeFinished: 'true' }));
    expect(ids(all).filter((id) => ![ofTotem, ofCurrency].includes(id))).toEqual([...pair, processing, blame, done]);
  });

  it('keeps one stage, by its index (a finished stage with includeFinished only)', async () => {
    expect(ids(await list({ holding: '0', stage: '1' }))).toEqual([processing]);
    expect(ids(await list({ holding: '0', stage: '3' }))).toEqual([blame]);
    expect(ids(await list({ holding: '0', stage: '2' }))).toEqual([]);
    expect(ids(await list({ holding: '0', stage: '5' }))).toEqual([]);
    expect(ids(await list({ holding: '0', stage: '5', includeFinished: 'true' }))).toEqual([done]);
    expect(ids(await list({ holding: '0', stage: '4', includeFinished: 'true' }))).toEqual([]);
  });

  it('finds whether an id names a totem or a currency', async () => {
    const t = await list({ holding: totem });
    expect(t.shufflings).toEqual([expect.objectContaining({ shuffling: ofTotem, holding: totem, holdingType: 1, amount: 100, stage: 'REGISTRATION' })]);
    expect(ids(await list({ holding: totem, stage: '0' }))).toEqual([ofTotem]);
    expect(ids(await list({ holding: totem, stage: '1' }))).toEqual([]);
    const c = await list({ holding: currency });
    expect(c.shufflings).toEqual([expect.objectContaining({ shuffling: ofCurrency, holding: currency, holdingType: 2 })]);
    // The spec's operation takes no includeHoldingInfo.
    expect(c.shufflings[0]).not.toHaveProperty('holdingInfo');
  });

  it('pages', async () => {
    expect(ids(await list({ holding: '0', includeFinished: 'true', firstIndex: '3', lastIndex: '3' }))).toEqual([blame]);
    expect(ids(await list({ holding: '0', includeFinished: 'true', firstIndex: '4' }))).toEqual([done]);
    expect(ids(await list({ holding: totem, firstIndex: '1' }))).toEqual([]);
  });

  it('refuses an unknown or malformed holding and a stage out of 0..5 by errorCode 7 naming them', async () => {
    // An account id names no holding; nor does a shuffling's.
    await expectBadParam(d.node, 'getHoldingShufflings', 'holding', ['1234567890123', A.account, done, 'x', '-', '00', '18446744073709551616']);
    expect((await get(d.node, 'getHoldingShufflings')).json).toMatchObject({ errorCode: 1, error: 'holding' });
    await expectBadParam(d.node, 'getHoldingShufflings', 'stage', ['6', '-1', '127', 'x'], { holding: '0' });
    expect((await get(d.node, 'getHoldingShufflings', { holding: '0', includeFinished: 'maybe' })).json).toMatchObject({ errorCode: 7, error: 'includeFinished' });
  });
});
