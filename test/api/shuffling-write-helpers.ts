// Shared by the SHUFFLING write operations' tests (test/api/shufflingCreate .. shufflingCancel): a
// shuffling created and filled through the API, the participants' turns taken through the API, the
// record in committed state, and a corrupt processing step sent as raw bytes (no honest
// participant makes one) to drive the blame.
import { expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { shufflingOf } from '../../src/capabilities/shuffling/queries.js';
import { participantIndexOf, type Shuffling } from '../../src/capabilities/shuffling/records.js';
import { blobLengthOf } from '../../src/capabilities/shuffling/types.js';
import { compareBlobs } from '../../src/capabilities/shuffling/onion.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { toHex } from '../../src/domain/hex.js';
import { processShufflingTx } from '../helpers/shuffling-txs.js';
import { devnet, testAccount, type ChainNode, type TestAccount } from './chain-fixture.js';
import { contract } from './fixtures/totem-reads.js';
import type { ApiResponse } from './helpers.js';

/** What each participant moves in the tests' coin shufflings: 10 coins. */
export const AMOUNT = 10n * ONE_COIN;

export const post = (node: ChainNode, requestType: string, params: Record<string, string>): Promise<ApiResponse> => node.post({ requestType, ...params });

/** Asserts a refusal: its errorCode and the parameter it names. */
export function expectRefused(r: ApiResponse, errorCode: number, error: string): void {
  expect(r.json).toMatchObject({ errorCode, error });
}

/** Posts, fails unless the answer is a broadcast transaction, checks it against the contract. */
export async function ok(node: ChainNode, requestType: string, params: Record<string, string>): Promise<ApiResponse> {
  const r = await post(node, requestType, params);
  expect(r.json).toMatchObject({ broadcasted: true });
  contract.check(requestType, r);
  return r;
}

let made = 0;
/** A fee of 1 coin and a little more each time: equal transactions of one second would be one. */
export const fee = (): string => String(ONE_COIN + BigInt(++made));
/** A phrase's account that the chain has never seen: a valid shuffling recipient. */
export const freshRecipient = (): TestAccount => testAccount(`shuffling-write recipient ${++made}`);

/** `n` fresh accounts with `coins` coins each, paid from devnet-0 in one block. Fresh, so that
 * balances move only by what the tests do (the devnet accounts may forge and earn fees). */
export async function participants(node: ChainNode, n: number, coins = 1000n): Promise<TestAccount[]> {
  const accounts = Array.from({ length: n }, () => testAccount(`shuffling-write participant ${++made}`));
  for (const a of accounts) await node.pay(devnet(0), a, coins * ONE_COIN);
  await node.forge();
  return accounts;
}

export interface Created {
  readonly id: string;
  readonly fullHash: string;
}

/** shufflingCreate (a coin shuffling of AMOUNT for 3, registration open 10 blocks, unless
 * `extra` says otherwise), forged. */
export async function createShuffling(node: ChainNode, issuer: TestAccount, extra: Record<string, string> = {}): Promise<Created> {
  const r = await ok(node, 'shufflingCreate', { secretPhrase: issuer.secretPhrase, feeMTA: fee(), amount: AMOUNT.toString(), participantCount: '3', registrationPeriod: '10', ...extra });
  await node.forge();
  return { id: r.json.transaction as string, fullHash: r.json.fullHash as string };
}

/** shufflingRegister by `a`, forged. */
export async function register(node: ChainNode, a: TestAccount, fullHash: string): Promise<ApiResponse> {
  const r = await ok(node, 'shufflingRegister', { secretPhrase: a.secretPhrase, shufflingFullHash: fullHash, feeMTA: fee() });
  await node.forge();
  return r;
}

/** A shuffling created by accounts[0] and registered by the others (one block each): PROCESSING
 * once they are participantCount. */
export async function filled(node: ChainNode, accounts: readonly TestAccount[], extra: Record<string, string> = {}): Promise<Created> {
  const created = await createShuffling(node, accounts[0]!, { participantCount: String(accounts.length), ...extra });
  for (const a of accounts.slice(1)) await register(node, a, created.fullHash);
  return created;
}

/** shufflingProcess by `a` for `recipient`, forged. */
export async function processTurn(node: ChainNode, id: string, a: TestAccount, recipient: TestAccount): Promise<ApiResponse> {
  const r = await ok(node, 'shufflingProcess', { secretPhrase: a.secretPhrase, shuffling: id, recipientPublicKey: recipient.publicKey });
  await node.forge();
  return r;
}

/** A filled shuffling every participant has processed: VERIFICATION. */
export async function processed(node: ChainNode, accounts: readonly TestAccount[]): Promise<Created & { recipients: TestAccount[] }> {
  const created = await filled(node, accounts);
  const recipients = accounts.map(() => freshRecipient());
  for (const [i, a] of accounts.entries()) await processTurn(node, created.id, a, recipients[i]!);
  expect(record(node, created.id).stage).toBe('VERIFICATION');
  return { ...created, recipients };
}

/** The shuffling in committed state. */
export function record(node: ChainNode, id: string): Shuffling {
  const s = shufflingOf(node.node.state, BigInt(id));
  if (s === undefined) throw new Error(`no shuffling ${id}`);
  return s;
}

/** The account's confirmed balance (0 for an account the chain has not seen). */
export async function balanceOf(node: ChainNode, a: TestAccount): Promise<bigint> {
  const r = await node.get({ requestType: 'getAccount', account: a.account });
  return r.json.errorCode === 3 ? 0n : BigInt(r.json.balanceMTA as string);
}

/** The fee the transaction of an answer paid. */
export const feeOf = (r: ApiResponse): bigint => BigInt(r.json.transactionJSON.feeMTA as string);

/** `from`'s processing turn with random blobs of the right shape (they peel for nobody), sent as
 * raw bytes, forged: the ledger accepts it (it cannot see inside), the next participant cannot. */
export async function corruptProcessing(node: ChainNode, id: string, from: TestAccount): Promise<void> {
  const s = record(node, id);
  const i = participantIndexOf(s, from.id);
  const data = Array.from({ length: i + 1 }, () => new Uint8Array(randomBytes(blobLengthOf(s.participantCount, i)))).sort(compareBlobs);
  const ecBlockId = BigInt((await node.get({ requestType: 'getBlockId', height: '0' })).json.block as string);
  const tx = processShufflingTx(node.node, { from: from.secretPhrase, timestamp: node.epochTime(), ecBlockId }, BigInt(id), s, data);
  const r = await post(node, 'broadcastTransaction', { transactionBytes: toHex(tx.bytes()) });
  expect(r.json).toMatchObject({ transaction: tx.id.toString() });
  await node.forge();
}
