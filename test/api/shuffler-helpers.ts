// Helpers for the shuffler's operation tests: a coin shuffling created by a signed transaction,
// waiting until no shuffler has a submission in flight, and forging until a condition holds
// (each block lets the shufflers send their next step).
import { expect } from '@jest/globals';
import { SystemId } from '../../src/actors/system-ids.js';
import { shufflingOf } from '../../src/capabilities/shuffling/queries.js';
import type { Shuffling } from '../../src/capabilities/shuffling/records.js';
import { toHex } from '../../src/domain/hex.js';
import { createShufflingTx, type CreateInput } from '../helpers/shuffling-txs.js';
import type { ChainNode, TestAccount } from './chain-fixture.js';

export interface Created {
  readonly id: bigint;
  readonly fullHash: string;
}

/** `issuer` creates a coin shuffling (3 participants, 10 coins, registration 10 blocks unless told), confirmed in a block. */
export async function createShuffling(node: ChainNode, issuer: TestAccount, c: CreateInput = {}): Promise<Created> {
  const genesis = (await node.node.blockchain.status()).genesisBlockId;
  const tx = createShufflingTx(node.node, { from: issuer.secretPhrase, timestamp: node.epochTime(), ecBlockId: genesis }, c);
  expect((await node.node.mempool.submit(tx)).accepted).toBe(true);
  await node.forge();
  return { id: tx.id, fullHash: toHex(tx.fullHash) };
}

export const record = (node: ChainNode, id: bigint): Shuffling | undefined => shufflingOf(node.node.state, id);

/** Resolves once no shuffler machine has a submission in flight (its state shows `sending`). */
export async function settleShufflers(node: ChainNode): Promise<void> {
  for (let i = 0; i < 400; i++) {
    const children = node.node.debugSnapshot()[SystemId.shuffler]?.children ?? {};
    if (!Object.values(children).some((c) => JSON.stringify(c.state).includes('sending'))) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error('a shuffler is still sending');
}

/** Forges blocks (letting the shufflers act after each) until `done` holds; fails after `max`. */
export async function forgeUntil(node: ChainNode, done: () => boolean, max = 30): Promise<number> {
  for (let n = 0; n < max; n++) {
    await settleShufflers(node);
    if (done()) return n;
    await node.forge();
  }
  await settleShufflers(node);
  if (!done()) throw new Error(`not done after ${max} blocks`);
  return max;
}
