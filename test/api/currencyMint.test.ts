// currencyMint: a mint (5/7) through the API on the devnet: a proof of work found against the
// currency's target, the transaction (with `transaction` and `fullHash`), the units once forged,
// the fee as a rate, and the spec's named refusals (NOT_CURRENCY_ISSUER, NOT_ENOUGH_CURRENCY for
// the fee) beside the proof, counter, units and supply rules, also for unsigned transactions.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { currencyOf, lastCounter } from '../../src/capabilities/currencies/queries.js';
import { MintingAlgorithm, meetsTarget, mintingHash, mintingHashInput, mintingTarget } from '../../src/capabilities/currencies/minting.js';
import { devnet, startChainNode, testAccount, type ChainNode, type TestAccount } from './chain-fixture.js';
import { balance, currencyRecord, expectPostOnlyAndSecretSafe, expectUnsigned, funded, issueCurrency, issueMintable, proofNonce, unitsHeld } from './currency-helpers.js';
import { contract } from './fixtures/totem-reads.js';

describe('currencyMint', () => {
  let node: ChainNode;
  let issuer: TestAccount;
  let currency: string;
  beforeAll(async () => {
    node = await startChainNode();
    issuer = await funded(node, 'currencyMint issuer', 100n);
    // 1,000,000 QNT of total supply: at most 100 per mint.
    currency = (await issueMintable(node, issuer)).currency;
  });
  afterAll(() => node.close());

  const mint = (a: TestAccount, params: Record<string, string>) => node.post({ requestType: 'currencyMint', secretPhrase: a.secretPhrase, currency, ...params });
  /** The proof's parameters for `units` at `counter`, minted by `a`. */
  const proof = (a: TestAccount, units: bigint, counter: bigint, id = currency) => ({ currency: id, nonce: proofNonce(node, id, units, counter, a).toString(), unitsQNT: units.toString(), counter: counter.toString() });
  /** A nonce whose proof misses the target. */
  const badNonce = (a: TestAccount, units: bigint, counter: bigint): bigint => {
    const c = currencyOf(node.node.state, BigInt(currency))!;
    const target = mintingTarget(c, units);
    for (let nonce = 0n; ; nonce++) {
      if (!meetsTarget(mintingHash(c.algorithm as MintingAlgorithm, mintingHashInput(nonce, BigInt(currency), units, counter, a.id)), target)) return nonce;
    }
  };

  it('mints the units into the issuer once forged; the answer carries transaction and fullHash', async () => {
    const before = await balance(node, issuer);
    const params = proof(issuer, 100n, 1n);
    const r = await mint(issuer, params);
    contract.check('currencyMint', r);
    expect(r.json).toMatchObject({ broadcasted: true, transactionJSON: { type: 5, subtype: 7, sender: issuer.account, amountMTA: '0', feeMTA: '100000000' } });
    expect(r.json.transaction).toMatch(/^[0-9]+$/);
    expect(r.json.fullHash).toMatch(/^[0-9a-f]{64}$/);
    expect(r.json.transactionJSON.attachment).toEqual({ 'version.CurrencyMinting': 1, nonce: params.nonce, currency, unitsQNT: '100', counter: '1' });
    expect(unitsHeld(node, issuer, currency)).toBe(0n);

    await node.forge();
    expect(unitsHeld(node, issuer, currency)).toBe(100n);
    expect(currencyRecord(node, currency)).toMatchObject({ currentSupply: 100n, maxSupply: 1_000_000n });
    expect(lastCounter(node.node.state, BigInt(currency), issuer.id)).toBe(1n);
    expect(await balance(node, issuer)).toBe(before - ONE_COIN);
  });

  it('takes the fee as a rate (feeRateQNTPerFXT)', async () => {
    const before = await balance(node, issuer);
    const r = await mint(issuer, { ...proof(issuer, 50n, 2n), feeRateQNTPerFXT: '300000000' });
    contract.check('currencyMint', r, 'fee rate');
    expect(r.json.transactionJSON.feeMTA).toBe('300000000');
    await node.forge();
    expect(unitsHeld(node, issuer, currency)).toBe(150n);
    expect(await balance(node, issuer)).toBe(before - 3n * ONE_COIN);
    const base = proof(issuer, 10n, 3n);
    expect((await mint(issuer, { ...base, feeRateQNTPerFXT: '100000000', broadcast: 'false' })).json.transactionJSON.feeMTA).toBe('100000000');
    expect((await mint(issuer, { ...base, feeRateQNTPerFXT: '99999999' })).json).toMatchObject({ errorCode: 7, error: 'feeRateQNTPerFXT' });
    expect((await mint(issuer, { ...base, feeRateQNTPerFXT: '100000000', feeMTA: '100000000' })).json).toMatchObject({ errorCode: 7, error: 'feeRateQNTPerFXT' });
  });

  it('refuses a sender that is not the issuer: NOT_CURRENCY_ISSUER naming secretPhrase', async () => {
    const other = devnet(3);
    const r = await mint(other, proof(other, 10n, 1n));
    expect(r.json).toMatchObject({ errorCode: 7, error: 'secretPhrase', errorName: 'NOT_CURRENCY_ISSUER' });
    // Also for a transaction that is only built.
    expect((await node.post({ requestType: 'currencyMint', publicKey: other.publicKey, ...proof(other, 10n, 1n) })).json).toMatchObject({ errorCode: 7, errorName: 'NOT_CURRENCY_ISSUER' });
  });

  it('refuses an issuer that cannot pay the fee: NOT_ENOUGH_CURRENCY (errorCode 6)', async () => {
    // A fresh issuer with 40.5 coins: a 5-letter code costs 40, half a coin is left for the mint's 1-coin fee.
    const poor = testAccount('currencyMint poor issuer');
    await node.pay(devnet(0), poor, 4_050_000_000n);
    await node.forge();
    const own = (await issueMintable(node, poor)).currency;
    expect(await balance(node, poor)).toBe(50_000_000n);
    expect(currencyRecord(node, own)).toMatchObject({ issuer: poor.id, currentSupply: 0n });
    const r = await mint(poor, proof(poor, 10n, 1n, own));
    expect(r.json).toMatchObject({ errorCode: 6, errorName: 'NOT_ENOUGH_CURRENCY' });
    expect((await node.post({ requestType: 'currencyMint', publicKey: poor.publicKey, ...proof(poor, 10n, 1n, own) })).json).toMatchObject({ errorCode: 6, errorName: 'NOT_ENOUGH_CURRENCY' });
    // Half a coin more, and it mints.
    await node.pay(devnet(0), poor, 50_000_000n);
    await node.forge();
    expect((await mint(poor, proof(poor, 10n, 1n, own))).json).toMatchObject({ broadcasted: true });
    await node.forge();
    expect(unitsHeld(node, poor, own)).toBe(10n);
    expect(await balance(node, poor)).toBe(0n);
  });

  it('refuses a proof above the target (nonce), an old counter (counter) and too many units (unitsQNT)', async () => {
    const counter = lastCounter(node.node.state, BigInt(currency), issuer.id) + 1n;
    expect((await mint(issuer, { ...proof(issuer, 10n, counter), nonce: badNonce(issuer, 10n, counter).toString() })).json).toMatchObject({ errorCode: 7, error: 'nonce' });
    // A proof made for other units or another account does not carry over.
    expect((await mint(issuer, { ...proof(issuer, 10n, counter), unitsQNT: '11', nonce: badNonce(issuer, 11n, counter).toString() })).json).toMatchObject({ errorCode: 7, error: 'nonce' });
    expect((await mint(issuer, { ...proof(issuer, 10n, counter - 1n) })).json).toMatchObject({ errorCode: 7, error: 'counter' });
    expect((await mint(issuer, { ...proof(issuer, 10n, 1n) })).json).toMatchObject({ errorCode: 7, error: 'counter' });
    expect((await mint(issuer, { ...proof(issuer, 10n, 0n) })).json).toMatchObject({ errorCode: 7, error: 'counter' });
    // 0.01% of 1,000,000 is 100.
    expect((await mint(issuer, proof(issuer, 101n, counter))).json).toMatchObject({ errorCode: 7, error: 'unitsQNT' });
    expect((await mint(issuer, { ...proof(issuer, 10n, counter), unitsQNT: '0' })).json).toMatchObject({ errorCode: 7, error: 'unitsQNT' });
    // A pending mint takes its counter: the same counter again waits for nothing.
    expect((await mint(issuer, proof(issuer, 100n, counter))).json).toMatchObject({ broadcasted: true });
    expect((await mint(issuer, proof(issuer, 20n, counter))).json).toMatchObject({ errorCode: 7, error: 'counter' });
    await node.forge();
    expect(unitsHeld(node, issuer, currency)).toBe(250n);
  });

  it('refuses a currency of 10,000 QNT or less in total, one that is not MINTABLE, and an unknown one, naming currency', async () => {
    const small = (await issueMintable(node, devnet(2), '2', '10000')).currency;
    expect((await mint(devnet(2), { ...proof(devnet(2), 1n, 1n, small) })).json).toMatchObject({ errorCode: 7, error: 'currency' });
    const fixed = (await issueCurrency(node, devnet(2))).currency;
    expect((await mint(devnet(2), { currency: fixed, nonce: '0', unitsQNT: '1', counter: '1' })).json).toMatchObject({ errorCode: 7, error: 'currency' });
    expect((await mint(devnet(2), { currency: '12345678901234567', nonce: '0', unitsQNT: '1', counter: '1' })).json).toMatchObject({ errorCode: 7, error: 'currency', errorName: 'UNKNOWN_CURRENCY' });
    // Just above 10,000 QNT it mints (one unit at a time).
    const least = (await issueMintable(node, devnet(2), '3', '10001')).currency;
    expect((await mint(devnet(2), proof(devnet(2), 1n, 1n, least))).json).toMatchObject({ broadcasted: true });
    expect((await mint(devnet(2), proof(devnet(2), 2n, 2n, least))).json).toMatchObject({ errorCode: 7, error: 'unitsQNT' });
    await node.forge();
    expect(unitsHeld(node, devnet(2), least)).toBe(1n);
  });

  it('builds an unsigned transaction for a public key, is POST only and never echoes the secret phrase', async () => {
    const counter = lastCounter(node.node.state, BigInt(currency), issuer.id) + 1n;
    const r = await expectUnsigned(node, issuer, { requestType: 'currencyMint', ...proof(issuer, 5n, counter) }, 5, 7);
    contract.check('currencyMint', r, 'unsigned');
    await expectPostOnlyAndSecretSafe(node, 'currencyMint', issuer, [proof(issuer, 5n, counter), proof(issuer, 6n, counter), proof(issuer, 500n, counter + 1n)]);
  });
});
