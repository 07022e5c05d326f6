// GetMintingTarget: the target, difficulty, counter and algorithm of a mint at the current
// supply; a proof meeting the answered target is accepted by currencyMint and moves the counter
// once in a block; the target falls as the supply grows; and the refusals (unknown currency,
// not MINTABLE, too small a supply, not active, too many units, a target of 0).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { currencyRecord, issueCurrency, issueMintable, ok, unitsHeld } from './currency-helpers.js';
import { contract, NO_SUCH_ID } from './fixtures/totem-reads.js';
import { getMintingTarget } from '../../src/tools/miner/node-api.js';
import { difficultyOf, mintingTarget, proofMeetsTarget, targetBytes, MintingAlgorithm } from '../../src/capabilities/currencies/minting.js';

describe('GetMintingTarget', () => {
  let node: ChainNode;
  const issuer = devnet(0);
  let currency = '';
  beforeAll(async () => {
    node = await startChainNode();
    currency = (await issueMintable(node, issuer, '2', '1000000')).currency;
  });
  afterAll(() => node.close());

  const get = (params: Record<string, string>) => node.get({ requestType: 'GetMintingTarget', ...params });
  const target = async (units: string, label: string, account = issuer) => contract.check('GetMintingTarget', await get({ currency, account: account.accountRS, unitsQNT: units }), label);
  /** The target by the formula, from the supply in committed state. */
  const expected = (units: bigint) => mintingTarget(currencyRecord(node, currency)!, units);
  const nonceFor = (hex: string, units: bigint, counter: bigint): bigint => {
    const t = Uint8Array.from(Buffer.from(hex, 'hex'));
    for (let nonce = 0n; ; nonce++) if (proofMeetsTarget(MintingAlgorithm.SHA256, { nonce, currency: BigInt(currency), units, counter, account: issuer.id }, t)) return nonce;
  };

  it('answers the target of a mint of unitsQNT at the current supply, its difficulty, the next counter and the algorithm', async () => {
    const r = await target('10', 'first mint');
    // Nothing minted: exp = 256 - minDifficulty (1).
    const t = ((1n << 255n) - 1n) / 10n;
    expect(expected(10n)).toBe(t);
    expect(r).toEqual({
      currency,
      account: issuer.account,
      accountRS: issuer.accountRS,
      unitsQNT: '10',
      targetBytes: Buffer.from(targetBytes(t)).toString('hex'),
      target: t.toString(),
      difficulty: difficultyOf(t).toString(),
      counter: 1,
      algorithm: 2,
      algorithmName: 'SHA256',
      requestProcessingTime: expect.any(Number),
    });
    // Twice the units, half the target (twice the work).
    expect((await target('20', 'twice the units')).target).toBe((((1n << 255n) - 1n) / 20n).toString());
  });

  it('is read as it is by the miner (npm run mint): the same target, difficulty, counter and algorithm', async () => {
    const r = await target('50', 'miner');
    const m = await getMintingTarget(node.base, BigInt(currency), issuer.id, 50n);
    expect({ ...m, targetLE: Buffer.from(m.targetLE).toString('hex') }).toEqual({
      targetLE: r.targetBytes,
      difficulty: BigInt(r.difficulty),
      counter: BigInt(r.counter),
      algorithm: MintingAlgorithm.SHA256,
      algorithmName: 'SHA256',
    });
  });

  it('a proof meeting the answered target is accepted; the counter moves once the mint is in a block', async () => {
    for (const expectedCounter of [1, 2]) {
      const r = await target('100', `mint ${expectedCounter}`);
      expect(r.counter).toBe(expectedCounter);
      const nonce = nonceFor(r.targetBytes, 100n, BigInt(r.counter));
      await ok(node, { requestType: 'currencyMint', secretPhrase: issuer.secretPhrase, currency, nonce: nonce.toString(), unitsQNT: '100', counter: String(r.counter) });
      // Still unconfirmed: the counter has not moved (the miner waits for this).
      expect((await target('100', 'pending mint')).counter).toBe(expectedCounter);
      await node.forge();
    }
    expect((await target('100', 'after two mints')).counter).toBe(3);
    expect(unitsHeld(node, issuer, currency)).toBe(200n);
    // Another account has its own counter (and may ask, though only the issuer's mints count).
    expect((await target('100', 'other account', devnet(1))).counter).toBe(1);
  });

  it('the target falls as the minted supply grows: the difficulty range is spread over the mintable supply', async () => {
    // A crowdfunded MINTABLE currency: a reserve of 1,000,000 units, 100 more to mint (the most
    // one mint creates: maxSupply / 10,000), difficulties 1..3. Minting 50 of those 100 units
    // moves the exponent from 255 to 254: every target halves.
    const tip = (await node.get({ requestType: 'getBlockchainStatus' })).json.height as number;
    const mintable = (await issueCurrency(node, issuer, {
      type: String(1 | 4 | 16), initialSupplyQNT: '0', reserveSupplyQNT: '1000000', maxSupplyQNT: '1000100', issuanceHeight: String(tip + 3),
      minReservePerUnitMTA: '1', algorithm: '2', minDifficulty: '1', maxDifficulty: '3',
    })).currency;
    await ok(node, { requestType: 'currencyReserveIncrease', secretPhrase: devnet(1).secretPhrase, currency: mintable, amountPerUnitMTA: '1' });
    await node.forge();
    await node.forge();
    const ask = async (units: string, label: string) => contract.check('GetMintingTarget', await get({ currency: mintable, account: issuer.account, unitsQNT: units }), label);
    const before = await ask('1', 'reserve only');
    expect(before.target).toBe(((1n << 255n) - 1n).toString());
    const r = await ask('50', 'mint half');
    const t = Uint8Array.from(Buffer.from(r.targetBytes, 'hex'));
    let nonce = 0n;
    while (!proofMeetsTarget(MintingAlgorithm.SHA256, { nonce, currency: BigInt(mintable), units: 50n, counter: 1n, account: issuer.id }, t)) nonce++;
    await ok(node, { requestType: 'currencyMint', secretPhrase: issuer.secretPhrase, currency: mintable, nonce: nonce.toString(), unitsQNT: '50', counter: '1' });
    await node.forge();
    expect(currencyRecord(node, mintable)!.currentSupply).toBe(1_000_050n);
    const after = await ask('1', 'half minted');
    expect(after.target).toBe(((1n << 254n) - 1n).toString());
    expect(BigInt(after.difficulty)).toBe(difficultyOf((1n << 254n) - 1n));
    expect(after.counter).toBe(2);
  });

  it('refuses an unknown currency (errorCode 7, UNKNOWN_CURRENCY) and a currency that cannot be minted (errorCode 7 naming currency)', async () => {
    const base = { account: issuer.account, unitsQNT: '1' };
    expect((await get({ ...base, currency: NO_SUCH_ID })).json).toMatchObject({ errorCode: 7, error: 'currency', errorName: 'UNKNOWN_CURRENCY' });
    const plain = (await issueCurrency(node, issuer)).currency;
    expect((await get({ ...base, currency: plain })).json).toMatchObject({ errorCode: 7, error: 'currency', errorDescription: expect.stringContaining('not MINTABLE') });
    const tiny = (await issueMintable(node, issuer, '2', '10000')).currency;
    expect((await get({ ...base, currency: tiny })).json).toMatchObject({ errorCode: 7, error: 'currency', errorDescription: expect.stringContaining('10000') });
    const tip = (await node.get({ requestType: 'getBlockchainStatus' })).json.height as number;
    const later = (await issueCurrency(node, issuer, { type: String(1 | 4 | 16), initialSupplyQNT: '0', reserveSupplyQNT: '100000', maxSupplyQNT: '1000000', issuanceHeight: String(tip + 50), minReservePerUnitMTA: '1', algorithm: '2', minDifficulty: '1', maxDifficulty: '3' })).currency;
    expect((await get({ ...base, currency: later })).json).toMatchObject({ errorCode: 7, error: 'currency', errorDescription: expect.stringContaining('not active') });
  });

  it('refuses more units than 0.01% of the total supply, or so many that the target is 0 (errorCode 7 naming unitsQNT), and missing or malformed parameters', async () => {
    expect((await get({ currency, account: issuer.account, unitsQNT: '101' })).json).toMatchObject({ errorCode: 7, error: 'unitsQNT' });
    const hard = (await issueCurrency(node, issuer, { type: '17', initialSupplyQNT: '0', maxSupplyQNT: '1000000', algorithm: '2', minDifficulty: '255', maxDifficulty: '255' })).currency;
    const one = contract.check('GetMintingTarget', await get({ currency: hard, account: issuer.account, unitsQNT: '1' }), 'hardest');
    expect(one).toMatchObject({ target: '1', difficulty: ((1n << 256n) - 1n).toString() });
    expect((await get({ currency: hard, account: issuer.account, unitsQNT: '2' })).json).toMatchObject({ errorCode: 7, error: 'unitsQNT' });
    expect((await get({ currency, account: issuer.account, unitsQNT: '0' })).json).toMatchObject({ errorCode: 7, error: 'unitsQNT' });
    expect((await get({ currency, account: issuer.account })).json).toMatchObject({ errorCode: 1, error: 'unitsQNT' });
    expect((await get({ currency, unitsQNT: '1' })).json).toMatchObject({ errorCode: 1, error: 'account' });
    expect((await get({ account: issuer.account, unitsQNT: '1' })).json).toMatchObject({ errorCode: 1, error: 'currency' });
    expect((await get({ currency, account: 'me', unitsQNT: '1' })).json).toMatchObject({ errorCode: 7, error: 'account' });
  });
});
