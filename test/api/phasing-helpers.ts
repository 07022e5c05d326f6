// Shared by the PHASING read operations' tests (test/api/<requestType>.test.ts): phased
// transactions and votes made through the API (sendMoney or any transaction-creating operation
// with phased=true, approveTransaction), blocks forged to a height, and the expected Poll object.
import { expect } from '@jest/globals';
import type { ChainNode, TestAccount } from './chain-fixture.js';
import { ok } from './totem-helpers.js';

export { ok } from './totem-helpers.js';
export { contract, NO_SUCH_ID } from './fixtures/totem-reads.js';

export interface Phased {
  readonly transaction: string;
  readonly fullHash: string;
}

export const tip = async (node: ChainNode): Promise<number> => (await node.get({ requestType: 'getBlockchainStatus' })).json.numberOfBlocks - 1;

/** Forges empty blocks until the tip is at `height`. */
export async function forgeTo(node: ChainNode, height: number): Promise<void> {
  while ((await tip(node)) < height) await node.forge();
}

/** Submits a phased transaction through the API (not forged): sendMoney of `amountMTA` to
 * `to` unless `params` names another requestType; `phasing` holds the phasing parameters
 * (phasingFinishHeight, phasingVotingModel, ...). */
export async function submitPhased(node: ChainNode, from: TestAccount, phasing: Record<string, string>, params: Record<string, string> = {}): Promise<Phased> {
  const r = await ok(node, { requestType: 'sendMoney', amountMTA: '100000000', secretPhrase: from.secretPhrase, phased: 'true', ...params, ...phasing });
  expect(r.json.transactionJSON.phased).toBe(true);
  return { transaction: r.json.transaction as string, fullHash: r.json.fullHash as string };
}

/** An ACCOUNT poll of the whitelisted voters, quorum `quorum`, finishing at `finishHeight`. */
export const accountPoll = (finishHeight: number, voters: readonly TestAccount[], quorum = 1): Record<string, string> => ({
  phasingFinishHeight: String(finishHeight),
  phasingVotingModel: '0',
  phasingQuorum: String(quorum),
  phasingWhitelisted: voters.map((v) => v.account).join(','),
});

/** Votes for the phased transactions (approveTransaction); not forged. */
export async function approve(node: ChainNode, voter: TestAccount, polls: readonly Phased[], extra: Record<string, string> = {}): Promise<string> {
  const r = await ok(node, { requestType: 'approveTransaction', secretPhrase: voter.secretPhrase, transactionFullHash: polls.map((p) => p.fullHash).join(','), ...extra });
  return r.json.transaction as string;
}

/** The ids of a listing's transactions, in order. */
export const idsOf = (json: Record<string, any>): string[] => (json.transactions as Array<{ transaction: string }>).map((t) => t.transaction);

/** Where the node put a confirmed transaction: its height and position in the block. */
export async function located(node: ChainNode, transaction: string): Promise<{ height: number; index: number }> {
  const t = (await node.get({ requestType: 'getTransaction', transaction })).json;
  return { height: t.height as number, index: t.transactionIndex as number };
}

/** Sorts phased transactions newest first: by height, then by position in the block (both
 * descending), as the listings order them. */
export async function newestFirst(node: ChainNode, txs: readonly Phased[]): Promise<string[]> {
  const where = await Promise.all(txs.map(async (t) => ({ id: t.transaction, ...(await located(node, t.transaction)) })));
  return where.sort((a, b) => b.height - a.height || b.index - a.index).map((w) => w.id);
}
