// currencyReserveIncrease: a founder's pledge to a crowdfunded currency (5/1) through the API on
// the devnet: the transaction, the coin taken at once, and both outcomes at the issuance height
// (the founders share the reserve supply in proportion to their pledges and the issuer gets the
// coin, or every founder is refunded and the currency is gone), and the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { foundersOf } from '../../src/capabilities/currencies/queries.js';
import { devnet, startChainNode, testAccount, type ChainNode, type TestAccount } from './chain-fixture.js';
import { balance, currencyRecord, expectPostOnlyAndSecretSafe, expectUnsigned, freshCode, issueCurrency, ok, unitsHeld } from './currency-helpers.js';
import { contract } from './fixtures/totem-reads.js';

describe('currencyReserveIncrease', () => {
  let node: ChainNode;
  let issuer: TestAccount;
  let founders: TestAccount[];
  let plain: string;
  beforeAll(async () => {
    node = await startChainNode();
    issuer = testAccount('currencyReserveIncrease issuer');
    founders = [1, 2, 3].map((i) => testAccount(`currencyReserveIncrease founder ${i}`));
    for (const a of [issuer, ...founders]) await node.pay(devnet(0), a, 100n * ONE_COIN);
    await node.forge();
    plain = (await issueCurrency(node, devnet(1))).currency;
  });
  afterAll(() => node.close());

  const pledge = (a: TestAccount, currency: string, amountPerUnitMTA: string, extra: Record<string, string> = {}) =>
    node.post({ requestType: 'currencyReserveIncrease', secretPhrase: a.secretPhrase, currency, amountPerUnitMTA, ...extra });
  const tip = async (): Promise<number> => (await node.get({ requestType: 'getBlockchainStatus' })).json.height as number;
  const unconfirmed = async (a: TestAccount): Promise<bigint> => BigInt((await node.get({ requestType: 'getAccount', account: a.account })).json.unconfirmedBalanceMTA);
  /** A crowdfunded currency (EXCHANGEABLE | RESERVABLE): 1000 units of reserve supply, 100 of them the issuer's now. */
  const crowdfunded = (minReservePerUnitMTA: string, issuanceHeight: number) => ({
    ...freshCode(),
    type: '5',
    maxSupplyQNT: '1000',
    reserveSupplyQNT: '1000',
    initialSupplyQNT: '100',
    issuanceHeight: String(issuanceHeight),
    minReservePerUnitMTA,
  });

  let succeeded: string;

  it('crowdfunding, both outcomes at the issuance height: the founders share the reserve supply in proportion and the issuer gets the coin, or every founder is refunded and the currency is gone', async () => {
    const height = await tip();
    const issuance = await ok(node, { requestType: 'issueCurrency', secretPhrase: issuer.secretPhrase, ...crowdfunded('1500000', height + 3) });
    const failing = await ok(node, { requestType: 'issueCurrency', secretPhrase: issuer.secretPhrase, ...crowdfunded('10000000', height + 3), code: 'FAILS', name: 'Failing' });
    await node.forge(); // height + 1
    succeeded = issuance.json.transaction;
    expect(currencyRecord(node, succeeded)).toMatchObject({ currentSupply: 100n, issuanceHeight: height + 3, currentReservePerUnit: 0n });
    expect(unitsHeld(node, issuer, succeeded)).toBe(100n);
    const issuerBefore = await balance(node, issuer);
    const before = await Promise.all(founders.map((f) => balance(node, f)));

    // Founder 1 pledges twice (500000 + 500000), founder 2 once (1000001); founder 3 backs the failing one.
    const r = await pledge(founders[0]!, succeeded, '500000');
    contract.check('currencyReserveIncrease', r);
    expect(r.json).toMatchObject({ broadcasted: true, transactionJSON: { type: 5, subtype: 1, sender: founders[0]!.account, amountMTA: '0', feeMTA: '100000000' } });
    expect(r.json.transactionJSON.attachment).toEqual({ 'version.ReserveIncrease': 1, currency: succeeded, amountPerUnitMTA: '500000' });
    // The pledge (reserve supply x amount per unit) leaves the unconfirmed balance at once.
    expect(await unconfirmed(founders[0]!)).toBe(before[0]! - 500_000n * 1000n - ONE_COIN);
    await ok(node, { requestType: 'currencyReserveIncrease', secretPhrase: founders[0]!.secretPhrase, currency: succeeded, amountPerUnitMTA: '500000', deadline: '1439' });
    await ok(node, { requestType: 'currencyReserveIncrease', secretPhrase: founders[1]!.secretPhrase, currency: succeeded, amountPerUnitMTA: '1000001' });
    await ok(node, { requestType: 'currencyReserveIncrease', secretPhrase: founders[2]!.secretPhrase, currency: failing.json.transaction, amountPerUnitMTA: '3000000' });
    const pledged = await node.forge(); // height + 2
    expect(await balance(node, founders[0]!)).toBe(before[0]! - 1_000_000n * 1000n - 2n * ONE_COIN);
    expect(await balance(node, founders[1]!)).toBe(before[1]! - 1_000_001n * 1000n - ONE_COIN);
    expect(await balance(node, founders[2]!)).toBe(before[2]! - 3_000_000n * 1000n - ONE_COIN);
    expect(currencyRecord(node, succeeded)).toMatchObject({ currentReservePerUnit: 2_000_001n, currentSupply: 100n });
    expect(foundersOf(node.node.state, BigInt(succeeded)).map((f) => [f.account, f.amountPerUnit, f.height]).sort()).toEqual(
      [[founders[0]!.id, 1_000_000n, pledged.height], [founders[1]!.id, 1_000_001n, pledged.height]].sort(),
    );
    expect(unitsHeld(node, founders[0]!, succeeded)).toBe(0n);

    await node.forge(); // height + 3: resolution
    // 900 units to share: 900 x 1000000 / 2000001 = 449, 900 x 1000001 / 2000001 = 450; the rounding's unit goes to the issuer.
    expect(unitsHeld(node, founders[0]!, succeeded)).toBe(449n);
    expect(unitsHeld(node, founders[1]!, succeeded)).toBe(450n);
    expect(unitsHeld(node, issuer, succeeded)).toBe(101n);
    expect(currencyRecord(node, succeeded)).toMatchObject({ currentSupply: 1000n, currentReservePerUnit: 2_000_001n });
    expect(foundersOf(node.node.state, BigInt(succeeded))).toEqual([]);
    expect(await balance(node, issuer)).toBe(issuerBefore + 2_000_001n * 1000n);

    // The failing one: its founder has the pledge back, the currency and the issuer's units are gone.
    expect(currencyRecord(node, failing.json.transaction)).toBeUndefined();
    expect(unitsHeld(node, issuer, failing.json.transaction)).toBe(0n);
    expect(await balance(node, founders[2]!)).toBe(before[2]! - ONE_COIN);
    expect(foundersOf(node.node.state, BigInt(failing.json.transaction))).toEqual([]);
    // Its name and code are free again.
    const again = await node.post({ requestType: 'issueCurrency', secretPhrase: devnet(2).secretPhrase, name: 'Failing', code: 'FAILS', type: '1', maxSupplyQNT: '10', initialSupplyQNT: '10', broadcast: 'false' });
    expect(again.json).toMatchObject({ broadcasted: false });
    // A founder's units of a currency that succeeded are ordinary units.
    await ok(node, { requestType: 'transferCurrency', secretPhrase: founders[0]!.secretPhrase, recipient: founders[1]!.accountRS, currency: succeeded, unitsQNT: '49' });
    await node.forge();
    expect(unitsHeld(node, founders[1]!, succeeded)).toBe(499n);
  });

  it('refuses a currency that is not RESERVABLE or already active, naming currency', async () => {
    const f = founders[0]!;
    expect((await pledge(f, plain, '1000')).json).toMatchObject({ errorCode: 7, error: 'currency' });
    expect((await pledge(f, succeeded, '1000')).json).toMatchObject({ errorCode: 7, error: 'currency' });
    expect((await pledge(f, '12345678901234567', '1000')).json).toMatchObject({ errorCode: 7, error: 'currency', errorName: 'UNKNOWN_CURRENCY' });
  });

  let open: string;

  it('refuses a bad amount and too little coin for the pledge', async () => {
    const height = await tip();
    open = (await ok(node, { requestType: 'issueCurrency', secretPhrase: devnet(2).secretPhrase, ...crowdfunded('1000', height + 50) })).json.transaction;
    await node.forge();
    const currency = open;
    const f = founders[2]!;
    expect((await pledge(f, currency, '0')).json).toMatchObject({ errorCode: 7, error: 'amountPerUnitMTA' });
    expect((await pledge(f, currency, '-5')).json).toMatchObject({ errorCode: 7, error: 'amountPerUnitMTA' });
    // 1000 units x 10 coins is 10,000 coins: more than the founder has.
    expect((await pledge(f, currency, (10n * ONE_COIN).toString())).json).toMatchObject({ errorCode: 6, error: 'amountPerUnitMTA' });
    // Exactly what the balance allows after the fee passes; one MTA per unit more does not.
    const available = await balance(node, f);
    const most = (available - ONE_COIN) / 1000n;
    expect((await pledge(f, currency, (most + 1n).toString(), { broadcast: 'false' })).json).toMatchObject({ errorCode: 6, error: 'amountPerUnitMTA' });
    expect((await pledge(f, currency, most.toString(), { broadcast: 'false' })).json).toMatchObject({ broadcasted: false });
    // Pending pledges hold their coin: two that each fit, but not together, leave the second refused.
    const half = most / 2n + 1n;
    expect((await pledge(f, currency, half.toString())).json).toMatchObject({ broadcasted: true });
    expect((await pledge(f, currency, half.toString())).json).toMatchObject({ errorCode: 6, error: 'amountPerUnitMTA' });
    // The unsigned transaction is refused the same way.
    expect((await node.post({ requestType: 'currencyReserveIncrease', publicKey: f.publicKey, currency, amountPerUnitMTA: half.toString() })).json).toMatchObject({ errorCode: 6 });
    expect((await node.post({ requestType: 'currencyReserveIncrease', publicKey: f.publicKey, currency: plain, amountPerUnitMTA: '1' })).json).toMatchObject({ errorCode: 7, error: 'currency' });
  });

  it('builds an unsigned transaction for a public key, is POST only and never echoes the secret phrase', async () => {
    const currency = open;
    const r = await expectUnsigned(node, founders[1]!, { requestType: 'currencyReserveIncrease', currency, amountPerUnitMTA: '7' }, 5, 1);
    contract.check('currencyReserveIncrease', r, 'unsigned');
    await expectPostOnlyAndSecretSafe(node, 'currencyReserveIncrease', founders[1]!, [
      { currency, amountPerUnitMTA: '7' },
      { currency, amountPerUnitMTA: (1000n * ONE_COIN).toString() },
      { currency: plain, amountPerUnitMTA: '7' },
    ]);
  });
});
