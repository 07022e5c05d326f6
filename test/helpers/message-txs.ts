// Arbitrary-message transactions (type 1/0) for tests: signed, with the appendices given.
import type { Node } from '../../src/node.js';
import { ONE_COIN, TRANSACTION_VERSION } from '../../src/domain/constants.js';
import { utf8Bytes } from '../../src/domain/crypto.js';
import { encryptData } from '../../src/domain/encryption.js';
import { appendixFeeMTA } from '../../src/domain/appendices.js';
import { signTransaction, type Transaction } from '../../src/domain/transaction.js';
import type { Appendices } from '../../src/domain/types.js';
import { keyOf } from '../chain/helpers.js';

export interface MessageTxInput {
  readonly from: string;
  readonly to?: bigint;
  readonly timestamp: number;
  readonly ecBlockId: bigint;
}

/** A message transaction paying exactly its minimum fee. */
export function messageTx(node: Node, p: MessageTxInput, appendices: Appendices): Transaction {
  const key = keyOf(p.from);
  return signTransaction(
    {
      type: 1,
      subtype: 0,
      version: TRANSACTION_VERSION,
      timestamp: p.timestamp,
      deadline: 1440,
      senderPublicKey: key.publicKey,
      recipientId: p.to ?? 0n,
      amountMTA: 0n,
      feeMTA: ONE_COIN + appendixFeeMTA(appendices),
      referencedTransactionFullHash: null,
      ecBlockHeight: 0,
      ecBlockId: p.ecBlockId,
      attachment: { version: 0 },
      appendices,
      signature: null,
    },
    key,
    node.registry,
  );
}

/** The appendices of one of four kinds (plain, prunable, to self, prunable encrypted to `to`),
 * each `size` bytes of text. */
export function messageKind(kind: number, from: string, toKey: Uint8Array | undefined, size: number): Appendices {
  const text = utf8Bytes('m'.repeat(size));
  const seed = keyOf(from).seed;
  switch (kind % 4) {
    case 0:
      return { message: { data: text, isText: true } };
    case 1:
      return { prunableMessage: { data: text, isText: true } };
    case 2:
      return { encryptToSelfMessage: { ...encryptData(text, seed, keyOf(from).publicKey, { compress: false }), isText: true, isCompressed: false } };
    default:
      return toKey === undefined
        ? { prunableMessage: { data: text, isText: true } }
        : { prunableEncryptedMessage: { ...encryptData(text, seed, toKey, { compress: true }), isText: true, isCompressed: true } };
  }
}
