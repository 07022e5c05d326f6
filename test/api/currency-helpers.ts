// Shared by the MS operations' tests (test/api/<requestType>.test.ts): issuing currencies and
// moving units through the API, reading holdings from the in-process node's committed state,
// and finding a minting proof. The checks every transaction-creating operation passes (POST
// only, secret safety, unsigned transactions) come from totem-helpers.ts.
import { currencyOf, unitsOf } from '../../src/capabilities/currencies/queries.js';
import { MintingAlgorithm, meetsTarget, mintingHash, mintingHashInput, mintingTarget } from '../../src/capabilities/currencies/minting.js';
import type { ChainNode, TestAccount } from './chain-fixture.js';
import { ok } from './totem-helpers.js';

export { expectPostOnlyAndSecretSafe, expectUnsigned, funded, ok, balance } from './totem-helpers.js';

let issued = 0;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A fresh five-letter code (and a name from it) each call, so no two issuances clash. */
export function freshCode(): { name: string; code: string } {
  let n = ++issued;
  let code = '';
  for (let i = 0; i < 5; i++) {
    code = LETTERS[n % 26]! + code;
    n = Math.floor(n / 26);
  }
  return { name: `Cur${code.toLowerCase()}`, code };
}

/** Issues a currency through the API (a plain exchangeable one unless `extra` says otherwise:
 * type 1, initial = max supply) and forges it; returns its id and code. */
export async function issueCurrency(node: ChainNode, issuer: TestAccount, extra: Record<string, string> = {}): Promise<{ currency: string; code: string; name: string }> {
  const { name, code } = freshCode();
  const params = { requestType: 'issueCurrency', secretPhrase: issuer.secretPhrase, name, code, type: '1', maxSupplyQNT: '1000000', initialSupplyQNT: extra['maxSupplyQNT'] ?? '1000000', decimals: '2', ...extra };
  const r = await ok(node, params);
  await node.forge();
  return { currency: r.json.transaction as string, code: params.code, name: params.name };
}

/** Transfers units through the API and forges the transfer. */
export async function giveUnits(node: ChainNode, from: TestAccount, to: TestAccount, currency: string, unitsQNT: string): Promise<void> {
  await ok(node, { requestType: 'transferCurrency', secretPhrase: from.secretPhrase, recipient: to.accountRS, currency, unitsQNT });
  await node.forge();
}

/** Registers the account as a merchant and forges it. */
export async function registerMerchant(node: ChainNode, a: TestAccount, name: string): Promise<void> {
  await ok(node, { requestType: 'registerMerchant', secretPhrase: a.secretPhrase, name });
  await node.forge();
}

/** The account's units of the currency in committed state. */
export const unitsHeld = (node: ChainNode, a: TestAccount, currency: string): bigint => unitsOf(node.node.state, a.id, BigInt(currency));
export const currencyRecord = (node: ChainNode, currency: string) => currencyOf(node.node.state, BigInt(currency));

/** A nonce whose proof meets the currency's current target for (units, counter, account). */
export function proofNonce(node: ChainNode, currency: string, units: bigint, counter: bigint, account: TestAccount): bigint {
  const c = currencyOf(node.node.state, BigInt(currency))!;
  const target = mintingTarget(c, units);
  for (let nonce = 0n; nonce < 1_000_000n; nonce++) {
    if (meetsTarget(mintingHash(c.algorithm as MintingAlgorithm, mintingHashInput(nonce, BigInt(currency), units, counter, account.id)), target)) return nonce;
  }
  throw new Error('no proof found: is the difficulty low enough for a test?');
}

/** A MINTABLE currency (difficulties 1..3: a proof takes a few hashes) issued by `issuer`. */
export async function issueMintable(node: ChainNode, issuer: TestAccount, algorithm = '2', maxSupplyQNT = '1000000'): Promise<{ currency: string; code: string; name: string }> {
  return issueCurrency(node, issuer, { type: String(1 | 16), initialSupplyQNT: '0', maxSupplyQNT, algorithm, minDifficulty: '1', maxDifficulty: '3' });
}
