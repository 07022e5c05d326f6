// shufflingCreate: a ShufflingCreation (7/0) through the API: the record in REGISTRATION with the
// issuer as participant 0, amount + deposit locked, coin and currency shufflings, an unsigned
// transaction, and the refusals by errorCode and parameter (a NON_SHUFFLEABLE currency among them).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SHUFFLING_DEPOSIT_MTA } from '../../src/capabilities/shuffling/types.js';
import { startChainNode, type ChainNode, type TestAccount } from './chain-fixture.js';
import { issueCurrency } from './currency-helpers.js';
import { expectPostOnlyAndSecretSafe, expectUnsigned, issue } from './totem-helpers.js';
import { AMOUNT, balanceOf, createShuffling, expectRefused, feeOf, participants, post, record } from './shuffling-write-helpers.js';

describe('shufflingCreate', () => {
  let node: ChainNode;
  let issuer: TestAccount;
  beforeAll(async () => {
    node = await startChainNode();
    [issuer] = await participants(node, 1, 5000n);
  });
  afterAll(() => node.close());
  const base = (): Record<string, string> => ({ secretPhrase: issuer.secretPhrase, amount: AMOUNT.toString(), participantCount: '3', registrationPeriod: '10' });

  it('creates a coin shuffling: REGISTRATION, the issuer participant 0, amount + deposit locked', async () => {
    const before = await balanceOf(node, issuer);
    const r = await post(node, 'shufflingCreate', { ...base(), participantCount: '4', registrationPeriod: '20' });
    expect(r.json.transactionJSON).toMatchObject({ type: 7, subtype: 0, amountMTA: '0', feeMTA: '100000000' });
    expect(r.json.transactionJSON.attachment).toEqual({
      'version.ShufflingCreation': 1,
      holdingType: 'COIN',
      holding: '0',
      amount: AMOUNT.toString(),
      participantCount: 4,
      registrationPeriod: 20,
    });
    const block = await node.forge();
    const s = record(node, r.json.transaction as string);
    // Registration lasts 20 full blocks after the creation's: the timeout runs at the start of the 21st.
    expect(s).toMatchObject({ stage: 'REGISTRATION', issuer: issuer.id, assignee: issuer.id, amount: AMOUNT, participantCount: 4, deadline: block.height + 20 + 1 });
    expect(s.participants.map((p) => p.account)).toEqual([issuer.id]);
    expect(Buffer.from(s.fullHash).toString('hex')).toBe(r.json.fullHash);
    expect(await balanceOf(node, issuer)).toBe(before - feeOf(r) - AMOUNT - SHUFFLING_DEPOSIT_MTA);
  });

  it('creates currency and totem shufflings (amount in QNT, holdingType 2 and 1)', async () => {
    const { currency } = await issueCurrency(node, issuer);
    const c = await createShuffling(node, issuer, { holdingType: '2', holding: currency, amount: '500' });
    expect(record(node, c.id)).toMatchObject({ holding: { type: 'CURRENCY', id: BigInt(currency) }, amount: 500n });
    const totem = await issue(node, issuer, '1000');
    const t = await createShuffling(node, issuer, { holdingType: '1', holding: totem, amount: '7' });
    expect(record(node, t.id)).toMatchObject({ holding: { type: 'TOTEM', id: BigInt(totem) }, amount: 7n });
  });

  it('builds an unsigned transaction from a public key; POST only, the secret never echoed', async () => {
    const { secretPhrase: _, ...rest } = base();
    await expectUnsigned(node, issuer, { requestType: 'shufflingCreate', ...rest }, 7, 0);
    await expectPostOnlyAndSecretSafe(node, 'shufflingCreate', issuer, [rest, { ...rest, participantCount: '2' }]);
    await node.forge();
  });

  it('refuses participantCount, registrationPeriod and amount out of range (errorCode 7 naming each)', async () => {
    for (const participantCount of ['2', '31', '0', '256']) expectRefused(await post(node, 'shufflingCreate', { ...base(), participantCount }), 7, 'participantCount');
    for (const registrationPeriod of ['0', '1441']) expectRefused(await post(node, 'shufflingCreate', { ...base(), registrationPeriod }), 7, 'registrationPeriod');
    for (const amount of ['0', (2n ** 53n).toString(), '-5', 'ten']) expectRefused(await post(node, 'shufflingCreate', { ...base(), amount }), 7, 'amount');
    const r = (await post(node, 'shufflingCreate', { ...base(), participantCount: '31' })).json;
    expect(r.errorDescription).toMatch(/3 to 30/);
  });

  it('refuses a bad holding: unknown, malformed, an id for the coin, none for a totem, a bad holdingType', async () => {
    expectRefused(await post(node, 'shufflingCreate', { ...base(), holdingType: '1', holding: '1234567890123' }), 7, 'holding');
    expectRefused(await post(node, 'shufflingCreate', { ...base(), holdingType: '2', holding: '1234567890123' }), 7, 'holding');
    expectRefused(await post(node, 'shufflingCreate', { ...base(), holdingType: '1' }), 7, 'holding');
    expectRefused(await post(node, 'shufflingCreate', { ...base(), holding: '42' }), 7, 'holding');
    expectRefused(await post(node, 'shufflingCreate', { ...base(), holding: 'x1' }), 7, 'holding');
    expectRefused(await post(node, 'shufflingCreate', { ...base(), holdingType: '3' }), 7, 'holdingType');
  });

  it('refuses a NON_SHUFFLEABLE currency (type bit 32) naming holding', async () => {
    const { currency } = await issueCurrency(node, issuer, { type: String(1 | 32) });
    const r = await post(node, 'shufflingCreate', { ...base(), holdingType: '2', holding: currency, amount: '10' });
    expectRefused(r, 7, 'holding');
    expect(r.json.errorDescription).toMatch(/NON_SHUFFLEABLE/);
  });

  it('refuses missing parameters (errorCode 1) and too little to lock (errorCode 6 naming amount)', async () => {
    for (const name of ['amount', 'participantCount', 'registrationPeriod']) {
      const params = base();
      delete params[name];
      expectRefused(await post(node, 'shufflingCreate', params), 1, name);
    }
    // The coin: amount + the deposit must be free beside the fee.
    const [poor] = await participants(node, 1, 15n);
    expectRefused(await post(node, 'shufflingCreate', { ...base(), secretPhrase: poor!.secretPhrase, amount: (4n * 100_000_000n).toString() }), 6, 'amount');
  });
});
