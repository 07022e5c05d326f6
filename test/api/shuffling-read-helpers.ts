// Shared by the SHUFFLING read tests (getShuffling, getShufflingParticipants, getAllShufflings,
// getAccountShufflings, getHoldingShufflings, getAssignedShufflings): a devnet node and a driver
// that signs shuffling transactions (test/helpers/shuffling-txs.ts) and submits them the way any
// client would, with broadcastTransaction and their bytes (a processing step's prunable blobs ride
// inline in them), so the shufflings the reads see are made by the node's own mempool and blocks.
import { expect } from '@jest/globals';
import { toHex } from '../../src/domain/hex.js';
import type { HoldingRef } from '../../src/domain/holding-ref.js';
import type { Transaction } from '../../src/domain/transaction.js';
import type { Shuffling } from '../../src/capabilities/shuffling/records.js';
import { shufflingOf } from '../../src/capabilities/shuffling/queries.js';
import { cancelShufflingTx, createShufflingTx, onionStep, seedOf, processShufflingTx, recipientsTx, registerShufflingTx, verifyShufflingTx, type CreateInput, type ShufflingTxInput } from '../helpers/shuffling-txs.js';
import { keyOf } from '../chain/helpers.js';
import { devnet, startChainNode, type ChainNode, type TestAccount } from './chain-fixture.js';
import { NO_SUCH_ID } from './fixtures/totem-reads.js';

export { contract, NO_SUCH_ID } from './fixtures/totem-reads.js';

/** The three participants of every test shuffling, in registration order. */
export const [A, B, C] = [devnet(1), devnet(2), devnet(3)];

export const get = (node: ChainNode, requestType: string, params: Record<string, string> = {}) => node.get({ requestType, ...params });

/** The ids of a `shufflings` answer, in answer order. */
export const ids = (r: Record<string, any>): string[] => (r.shufflings as Array<{ shuffling: string }>).map((s) => s.shuffling);

/** What an unknown or malformed id is answered with: errorCode 7 naming the parameter. */
export async function expectBadParam(node: ChainNode, requestType: string, param: string, values: readonly string[] = [NO_SUCH_ID, 'x', '0'], extra: Record<string, string> = {}): Promise<void> {
  for (const v of values) expect({ v, json: (await get(node, requestType, { ...extra, [param]: v })).json }).toMatchObject({ v, json: { errorCode: 7, error: param } });
}

export interface ShufflingDriver {
  readonly node: ChainNode;
  /** Submits the transactions and forges a block with them; returns the block's height. */
  forge(...txs: Transaction[]): Promise<number>;
  /** A creation by `issuer` (coin, 10 coins, 3 participants, unless told), not submitted. */
  createTx(issuer: TestAccount, c?: CreateInput): Transaction;
  /** A shuffling created by `issuer` (as createTx), forged. */
  create(issuer: TestAccount, c?: CreateInput): Promise<bigint>;
  /** Registers the accounts, one block each. */
  register(id: bigint, ...who: TestAccount[]): Promise<void>;
  /** Created by A, B and C registered: in PROCESSING, A's turn. */
  filled(c?: CreateInput): Promise<bigint>;
  /** Participant `index` of A, B, C takes its turn (the last submits the recipients). */
  step(id: bigint, index: number): Promise<void>;
  /** `who` starts a blame (a cancellation revealing its layer seed): stage BLAME, assignee `who`. */
  blame(id: bigint, who: TestAccount): Promise<void>;
  /** A filled shuffling taken to DONE: the steps from `fromStep` on, then A's and B's verifications. */
  finish(id: bigint, fromStep?: number): Promise<void>;
  /** A filled shuffling, finished. */
  done(): Promise<bigint>;
  /** The record in committed state. */
  record(id: bigint): Shuffling;
  close(): Promise<void>;
}

let fresh = 0;

export async function startShufflingNode(): Promise<ShufflingDriver> {
  const node = await startChainNode();
  const ecBlockId = BigInt((await get(node, 'getBlockId', { height: '0' })).json.block as string);
  let bump = 0n;
  // Distinct fees so that equal transactions (two equal creations, say) are distinct.
  const input = (a: TestAccount): ShufflingTxInput => ({ from: a.secretPhrase, timestamp: node.epochTime(), ecBlockId, extraFee: ++bump });
  const reg = node.node;
  const record = (id: bigint): Shuffling => {
    const s = shufflingOf(node.node.state, id);
    if (s === undefined) throw new Error(`no shuffling ${id}`);
    return s;
  };
  const forge = async (...txs: Transaction[]): Promise<number> => {
    for (const tx of txs) {
      const r = await node.post({ requestType: 'broadcastTransaction', transactionBytes: toHex(tx.bytes()) });
      expect({ status: r.status, body: r.json }).toMatchObject({ status: 200, body: { transaction: tx.id.toString() } });
    }
    const block = await node.forge();
    expect((block.transactions as unknown[]).length).toBe(txs.length);
    return block.height as number;
  };
  // Each shuffling pays fresh recipients: a recipient account must not have a public key yet.
  const recipients = new Map<bigint, Uint8Array[]>();
  const recipientsOf = (id: bigint): Uint8Array[] => {
    let keys = recipients.get(id);
    if (keys === undefined) recipients.set(id, (keys = [0, 1, 2].map((i) => keyOf(`shuffling-read-recipient-${++fresh}-${i}`).publicKey)));
    return keys;
  };
  const driver: ShufflingDriver = {
    node,
    forge,
    record,
    createTx: (issuer, c = {}) => createShufflingTx(reg, input(issuer), c),
    async create(issuer, c = {}) {
      const tx = driver.createTx(issuer, c);
      await forge(tx);
      return tx.id;
    },
    async register(id, ...who) {
      for (const a of who) await forge(registerShufflingTx(reg, input(a), { id, fullHash: record(id).fullHash }));
    },
    async filled(c = {}) {
      const id = await driver.create(A, c);
      await driver.register(id, B, C);
      return id;
    },
    async step(id, index) {
      const who = [A, B, C][index]!;
      const s = record(id);
      const blobs = onionStep(s, id, index, who.secretPhrase, recipientsOf(id)[index]!);
      await forge(index === s.participantCount - 1 ? recipientsTx(reg, input(who), id, s, blobs) : processShufflingTx(reg, input(who), id, s, blobs));
    },
    async blame(id, who) {
      await forge(cancelShufflingTx(reg, input(who), id, record(id), seedOf(who.secretPhrase, id)));
    },
    async finish(id, fromStep = 0) {
      for (let i = fromStep; i < 3; i++) await driver.step(id, i);
      for (const a of [A, B]) await forge(verifyShufflingTx(reg, input(a), id, record(id)));
      expect(record(id).stage).toBe('DONE');
    },
    async done() {
      const id = await driver.filled();
      await driver.finish(id);
      return id;
    },
    close: () => node.close(),
  };
  return driver;
}

/** A totem holding of `issuer` (1,000,000 units), issued through the API and forged. */
export async function issueTotem(d: ShufflingDriver, issuer: TestAccount): Promise<HoldingRef> {
  const r = await d.node.post({ requestType: 'issueTotem', secretPhrase: issuer.secretPhrase, name: `Shuf${++fresh}`, quantityQNT: '1000000' });
  expect(r.json.errorCode).toBeUndefined();
  await d.node.forge();
  return { type: 'TOTEM', id: BigInt(r.json.transaction as string) };
}
