// Shared by the AE write operations' tests (test/api/<requestType>.test.ts): issuing a totem
// through the API, reading holdings from the in-process node's committed state, and the checks
// every transaction-creating operation passes (POST only, the secret phrase never echoed or
// logged, an unsigned transaction for a public key alone).
import { expect } from '@jest/globals';
import { balancesOf, bookOf, orderOf, totemOf } from '../../src/capabilities/totems/queries.js';
import type { OrderKind } from '../../src/capabilities/totems/records.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, testAccount, type ChainNode, type TestAccount } from './chain-fixture.js';
import type { ApiResponse } from './helpers.js';

/** Posts a transaction-creating operation and fails the test unless it succeeds. */
export async function ok(node: ChainNode, params: Record<string, string>): Promise<ApiResponse> {
  const r = await node.post(params);
  if (r.status !== 200 || r.json.errorCode !== undefined) throw new Error(`${params['requestType']} failed: HTTP ${r.status} ${JSON.stringify(r.json)}`);
  return r;
}

let issued = 0;
/** Issues a totem (signed by `issuer`, a new name each time so no two are the same
 * transaction) and forges it; returns the totem id. */
export async function issue(node: ChainNode, issuer: TestAccount, quantityQNT = '1000', extra: Record<string, string> = {}): Promise<string> {
  const r = await ok(node, { requestType: 'issueTotem', secretPhrase: issuer.secretPhrase, name: `Totem${++issued}`, quantityQNT, ...extra });
  await node.forge();
  return r.json.transaction as string;
}

/** Transfers units and forges the transfer. */
export async function give(node: ChainNode, from: TestAccount, to: TestAccount, totem: string, quantityQNT: string): Promise<void> {
  await ok(node, { requestType: 'transferTotem', secretPhrase: from.secretPhrase, recipient: to.accountRS, totem, quantityQNT });
  await node.forge();
}

/** A fresh account with `coins` coins (from devnet-0), forged. */
export async function funded(node: ChainNode, phrase: string, coins = 10n): Promise<TestAccount> {
  const a = testAccount(phrase);
  await node.pay(devnet(0), a, coins * ONE_COIN);
  await node.forge();
  return a;
}

/** The account's units of the totem in committed state. */
export const units = (node: ChainNode, a: TestAccount, totem: string) => balancesOf(node.node.state, a.id, BigInt(totem));
export const totemRecord = (node: ChainNode, totem: string) => totemOf(node.node.state, BigInt(totem));
export const openOrder = (node: ChainNode, order: string, kind: OrderKind) => orderOf(node.node.state, BigInt(order), kind);
export const book = (node: ChainNode, totem: string, kind: OrderKind) => bookOf(node.node.state, BigInt(totem), kind);

export const balance = async (node: ChainNode, a: TestAccount): Promise<bigint> => BigInt((await node.get({ requestType: 'getAccount', account: a.account })).json.balanceMTA);

/** GET is refused with 405 (Allow: POST); the answers to `posts`, each signed by `account` (a
 * phrase of its own), and the node's logs never contain that phrase. The first post must be
 * broadcast (unless `firstSucceeds` is false), the others must be refused. */
export async function expectPostOnlyAndSecretSafe(
  node: ChainNode,
  requestType: string,
  account: TestAccount,
  posts: ReadonlyArray<Record<string, string>>,
  firstSucceeds = true,
): Promise<void> {
  const get = await node.get({ requestType, secretPhrase: account.secretPhrase, ...posts[0] });
  expect(get.status).toBe(405);
  expect(get.headers.get('allow')).toBe('POST');
  expect(JSON.stringify(get.json)).not.toContain(account.secretPhrase);
  const answers: ApiResponse[] = [];
  for (const params of posts) answers.push(await node.post({ requestType, secretPhrase: account.secretPhrase, ...params }));
  if (firstSucceeds) expect(answers[0]!.json).toMatchObject({ broadcasted: true });
  for (const r of answers.slice(firstSucceeds ? 1 : 0)) expect(r.json.errorCode).toBeDefined();
  for (const r of answers) expect(JSON.stringify(r.json)).not.toContain(account.secretPhrase);
  expect(node.logs.join('\n')).not.toContain(account.secretPhrase);
}

/** With a public key alone: an unsigned transaction of that type, not broadcast, no id. */
export async function expectUnsigned(node: ChainNode, sender: TestAccount, params: Record<string, string>, type: number, subtype: number): Promise<ApiResponse> {
  const r = await node.post({ publicKey: sender.publicKey, ...params });
  expect(r.status).toBe(200);
  expect(r.json).toMatchObject({ broadcasted: false, transactionJSON: { type, subtype, sender: sender.account, senderPublicKey: sender.publicKey } });
  expect(r.json.transactionJSON.signature).toBeUndefined();
  expect(r.json.transaction).toBeUndefined();
  expect(r.json.unsignedTransactionBytes).toMatch(/^[0-9a-f]+$/);
  return r;
}
