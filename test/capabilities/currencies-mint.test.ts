// Minting on an in-process devnet node: a proof that meets the target mints into the issuer for
// each algorithm; a proof above the target, a counter not above the last, a mint above 0.01% of
// the total supply, a currency of at most 10,000 QNT and a sender that is not the issuer are
// refused; the target falls as supply is minted.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Transaction } from '../../src/domain/transaction.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { currencyOf, lastCounter, unitsOf } from '../../src/capabilities/currencies/queries.js';
import { MintingAlgorithm, meetsTarget, mintingHash, mintingHashInput, mintingTarget } from '../../src/capabilities/currencies/minting.js';
import type { Currency } from '../../src/capabilities/currencies/records.js';
import { idOf } from '../chain/helpers.js';
import { tallyNode, type TallyNode } from '../helpers/tally-node.js';
import { issueCurrencyTx, mintTx } from '../helpers/currency-txs.js';

/** A nonce whose proof meets (or, with `fail`, misses) the currency's target for these values. */
export function findNonce(c: Currency, currency: bigint, units: bigint, counter: bigint, account: bigint, fail = false): bigint {
  const target = mintingTarget(c, units);
  for (let nonce = 0n; nonce < 100_000n; nonce++) {
    const ok = meetsTarget(mintingHash(c.algorithm as MintingAlgorithm, mintingHashInput(nonce, currency, units, counter, account)), target);
    if (ok !== fail) return nonce;
  }
  throw new Error('no nonce found');
}

describe('monetary system: minting', () => {
  let t: TallyNode;
  let genesis: bigint;
  beforeEach(async () => {
    t = await tallyNode();
    genesis = (await t.node.blockchain.status()).genesisBlockId;
  });
  afterEach(() => t.node.stop());

  let bump = 0n;
  const p = (from: string) => ({ from, timestamp: t.time.nowEpochSeconds(), ecBlockId: genesis, feeMTA: ONE_COIN + ++bump });
  const forge = async (...txs: Transaction[]) => {
    for (const tx of txs) expect((await t.node.mempool.submit(tx)).accepted).toBe(true);
    return t.node.forger.generateBlock();
  };
  const refusal = (tx: Transaction) => t.node.mempool.submit(tx).catch((e: unknown) => e);
  const issuer = idOf('devnet-0');

  /** A mintable currency: difficulties 1..3 so a proof takes a few hashes in a test. */
  async function mintable(algorithm: number, maxSupply = 1_000_000n, code = 'MINTY'): Promise<bigint> {
    const issue = issueCurrencyTx(t.node, p('devnet-0'), { name: `Mint${code}`, code, type: 1 | 16, initialSupply: 0n, maxSupply, algorithm, minDifficulty: 1, maxDifficulty: 3 });
    await forge(issue);
    return issue.id;
  }
  const mint = (currency: bigint, units: bigint, counter: bigint, from = 'devnet-0', fail = false) => {
    const c = currencyOf(t.node.state, currency)!;
    return mintTx(t.node, p(from), { nonce: findNonce(c, currency, units, counter, idOf(from), fail), currency, unitsQNT: units, counter });
  };

  it.each([
    ['SHA256', MintingAlgorithm.SHA256],
    ['SHA3_256', MintingAlgorithm.SHA3_256],
    ['SCRYPT', MintingAlgorithm.SCRYPT],
    ['KECCAK256', MintingAlgorithm.KECCAK256],
  ])('mints with %s when the proof meets the target', async (_name, algorithm) => {
    const currency = await mintable(algorithm);
    await forge(mint(currency, 100n, 1n));
    expect(unitsOf(t.node.state, issuer, currency)).toBe(100n);
    expect(currencyOf(t.node.state, currency)).toMatchObject({ currentSupply: 100n });
    expect(lastCounter(t.node.state, currency, issuer)).toBe(1n);
  });

  it('refuses a proof above the target, an old counter, too many units and a non-issuer', async () => {
    const currency = await mintable(MintingAlgorithm.SHA256);
    expect(await refusal(mint(currency, 10n, 1n, 'devnet-0', true))).toMatchObject({ code: 7, param: 'nonce' });
    await forge(mint(currency, 10n, 5n));
    expect(await refusal(mint(currency, 10n, 5n))).toMatchObject({ code: 7, param: 'counter' });
    // 0.01% of 1,000,000 is 100.
    expect(await refusal(mint(currency, 101n, 6n))).toMatchObject({ code: 7, param: 'unitsQNT' });
    expect(await refusal(mint(currency, 10n, 1n, 'devnet-1'))).toMatchObject({ code: 7, param: 'secretPhrase', errorName: 'NOT_CURRENCY_ISSUER' });
    // A second mint with the same counter waits in no pool: the pending state has the counter.
    await t.node.mempool.submit(mint(currency, 10n, 6n));
    expect(await refusal(mint(currency, 10n, 6n))).toMatchObject({ code: 7, param: 'counter' });
  });

  it('refuses minting a currency whose total supply is not above 10,000', async () => {
    const currency = await mintable(MintingAlgorithm.SHA256, 10_000n, 'SMALL');
    expect(await refusal(mint(currency, 1n, 1n))).toMatchObject({ code: 7, param: 'currency' });
  });

  it('lowers the target as the mintable supply is minted', async () => {
    const currency = await mintable(MintingAlgorithm.SHA256, 20_000n, 'LOWER');
    const before = mintingTarget(currencyOf(t.node.state, currency)!, 1n);
    for (let counter = 1n; counter <= 3n; counter++) await forge(mint(currency, 2n, counter));
    const c = currencyOf(t.node.state, currency)!;
    expect(c.currentSupply).toBe(6n);
    // (3 - 1) x 6 / 20,000 rounds to 0: the same exponent; at half the supply it is one lower.
    expect(mintingTarget(c, 1n)).toBe(before);
    expect(mintingTarget({ ...c, currentSupply: 10_000n }, 1n)).toBe(before / 2n);
  });
});
