// The transactions the throughput bench feeds (bench/tps.ts): transaction number i of a load, the
// same in whichever worker thread signs it. Payments only, or the mixed load (of every ten: six
// payments, two arbitrary messages with a text message, two transfers of one totem). Every
// transaction is unique by construction: its number is in the amount of a payment, the text of a
// message and the quantity of a transfer (timestamp, senders and recipients repeat).
import { arbitraryMessage } from '../../src/capabilities/messages/arbitrary-message.js';
import { ONE_COIN, TRANSACTION_VERSION } from '../../src/domain/constants.js';
import { utf8Bytes } from '../../src/domain/crypto.js';
import { Transaction } from '../../src/domain/transaction.js';
import { recipientIds, signedPayment } from './fixtures.js';
import { benchKeys, type BenchKey } from './keys.js';
import { BENCH_REGISTRY } from './rules.js';
import { benchTransfer } from './totem-txs.js';

export type LoadKind = 'payments' | 'mixed';

/** Senders: the ten devnet accounts (they forge too, so fees come back to them). */
export const SENDERS = 10;
/** New accounts that only receive. */
export const RECIPIENTS = 20_000;

/** What every transaction of one node's load shares (plain data: it goes to worker threads). */
export interface LoadSpec {
  readonly kind: LoadKind;
  /** Epoch seconds (the node's time when the phase was signed). */
  readonly timestamp: number;
  /** Decimal id of the genesis block (the economic-clustering block). */
  readonly ecBlockId: string;
  /** Decimal id of the totem the mixed load transfers ('0' for payments). */
  readonly totem: string;
}

export const LOAD_LABEL: Record<LoadKind, string> = {
  payments: 'payments',
  mixed: 'transactions (60% payments, 20% arbitrary messages with a text message, 20% transfers of one totem)',
};

export interface LoadKeys {
  readonly senders: readonly BenchKey[];
  readonly recipients: readonly bigint[];
}

export function loadKeys(): LoadKeys {
  return { senders: benchKeys('devnet', SENDERS), recipients: recipientIds(RECIPIENTS, 'tps-recipient') };
}

/** Transaction number `i` of the load, signed. */
export function loadTransaction(spec: LoadSpec, keys: LoadKeys, i: number): Transaction {
  const ecBlockId = BigInt(spec.ecBlockId);
  const slot = i % 10;
  const recipientId = keys.recipients[(i * 7919) % keys.recipients.length]!;
  if (spec.kind === 'mixed' && slot >= 8) {
    return benchTransfer(keys.senders[0]!, recipientId, BigInt(spec.totem), 1n + BigInt(i), { timestamp: spec.timestamp, ecBlockId });
  }
  const sender = keys.senders[i % keys.senders.length]!;
  if (spec.kind === 'mixed' && slot >= 6) {
    const unsigned = new Transaction({
      type: arbitraryMessage.type, subtype: arbitraryMessage.subtype, version: TRANSACTION_VERSION, timestamp: spec.timestamp, deadline: 1440,
      senderPublicKey: sender.publicKey, recipientId: keys.recipients[i % keys.recipients.length]!, amountMTA: 0n, feeMTA: ONE_COIN,
      referencedTransactionFullHash: null, ecBlockHeight: 0, ecBlockId, attachment: { version: 0 },
      appendices: { message: { data: utf8Bytes(`tps message ${i}`), isText: true } }, signature: null,
    }, BENCH_REGISTRY);
    return unsigned.withSignature(sender.sign(unsigned.unsignedBytes()));
  }
  return signedPayment({ sender, recipientId, amountMTA: ONE_COIN + BigInt(i), timestamp: spec.timestamp, ecBlockHeight: 0, ecBlockId });
}
