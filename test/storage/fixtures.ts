// Test helpers: deterministic blocks, transaction indexes and a payment "rule" applied through a
// LedgerState, standing in for the domain layer (storage is codec-agnostic).

import { createHash } from 'node:crypto';
import type { Account, LedgerState } from '../../src/domain/types.js';
import type { ChainStore } from '../../src/storage/chain-store.js';
import type { Db } from '../../src/storage/db.js';
import type { StoredBlock, StoredTransactionIndex } from '../../src/storage/interface.js';

export const COIN = 100_000_000n;

export function sha256(text: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(text).digest());
}

export function idOf(hash: Uint8Array): bigint {
  return new DataView(hash.buffer, hash.byteOffset, 8).getBigUint64(0, true);
}

export function accountId(n: number): bigint {
  return idOf(sha256(`account-${n}`));
}

export function makeBlock(height: number, previousBlockId: bigint, opts: { generatorId?: bigint; timestamp?: number; salt?: string } = {}): StoredBlock {
  const hash = sha256(`block-${height}-${previousBlockId}-${opts.salt ?? ''}`);
  return {
    id: idOf(hash),
    height,
    timestamp: opts.timestamp ?? height * 60,
    previousBlockId,
    generatorId: opts.generatorId ?? accountId(0),
    cumulativeDifficulty: BigInt(height) * 10n ** 20n + 7n,
    bytes: new Uint8Array([...hash, height & 0xff, 1, 2, 3]),
  };
}

export interface Payment {
  readonly from: bigint;
  readonly to: bigint;
  readonly amount: bigint;
  readonly fee: bigint;
}

export function makeTx(block: StoredBlock, index: number, p: Payment, salt = ''): StoredTransactionIndex {
  const fullHash = sha256(`tx-${block.id}-${index}-${salt}`);
  return {
    id: idOf(fullHash),
    fullHash,
    height: block.height,
    blockId: block.id,
    index,
    blockTimestamp: block.timestamp,
    senderId: p.from,
    recipientId: p.to,
    type: 0,
    subtype: 0,
  };
}

/** What a payment's apply rule does, through the LedgerState interface only. */
export function applyPayment(ledger: LedgerState, p: Payment): void {
  const sender = ledger.getAccount(p.from);
  if (sender === undefined) throw new Error(`no sender ${p.from}`);
  const balanceMTA = sender.balanceMTA - p.amount - p.fee;
  ledger.putAccount({ ...sender, balanceMTA, balanceHistory: [...sender.balanceHistory, [ledger.height, balanceMTA]] });
  const recipient = ledger.getOrCreateAccount(p.to);
  ledger.putAccount({ ...recipient, balanceMTA: recipient.balanceMTA + p.amount });
}

/** Genesis: funds accounts 1..n with `each`. */
export async function commitGenesis(store: ChainStore, n = 3, each = 1_000n * COIN): Promise<StoredBlock> {
  const block = makeBlock(0, 0n);
  const ledger = store.beginBlock(0, block.timestamp);
  for (let i = 1; i <= n; i++) {
    const account = ledger.getOrCreateAccount(accountId(i));
    ledger.putAccount({ ...account, balanceMTA: each, publicKey: sha256(`pk-${i}`) });
  }
  await store.commitBlock(ledger, block, []);
  return block;
}

/** Commits the next block with the given payments (fees go to the generator, account 0). */
export async function commitPayments(store: ChainStore, payments: readonly Payment[], salt = ''): Promise<{ block: StoredBlock; txs: StoredTransactionIndex[] }> {
  const tip = store.tip()!;
  const block = makeBlock(tip.height + 1, tip.blockId, { salt });
  const ledger = store.beginBlock(block.height, block.timestamp);
  const txs = payments.map((p, i) => {
    applyPayment(ledger, p);
    return makeTx(block, i, p, salt);
  });
  const fees = payments.reduce((sum, p) => sum + p.fee, 0n);
  if (fees > 0n) {
    const generator = ledger.getOrCreateAccount(block.generatorId);
    ledger.putAccount({ ...generator, balanceMTA: generator.balanceMTA + fees, forgedBalanceMTA: generator.forgedBalanceMTA + fees });
  }
  await store.commitBlock(ledger, block, txs);
  return { block, txs };
}

/** Every key and value of the database, hex, in key order. */
export async function dumpDb(db: Db): Promise<Array<[string, string]>> {
  const entries = await db.iterator().all();
  return entries.map(([k, v]) => [Buffer.from(k).toString('hex'), Buffer.from(v).toString('hex')]);
}

export function sumBalances(accounts: readonly Account[]): bigint {
  return accounts.reduce((sum, a) => sum + a.balanceMTA, 0n);
}
