// Reading the message parts of a transaction, shared by readMessage and getPrunableMessage: the
// plain parts as text or hex, and the encrypted ones decrypted for the sender or the recipient.
// Who may decrypt: the sender (with the recipient's key, or its own for a note to self) and the
// recipient (with the sender's key, which every transaction carries). Any other account's secret
// phrase is refused naming secretPhrase. Scheme: docs/encryption.md.
import { accountIdFromPublicKey } from '../../../domain/account-id.js';
import { decryptData } from '../../../domain/encryption.js';
import { bytesEqual, toHex } from '../../../domain/hex.js';
import type { Transaction } from '../../../domain/transaction.js';
import type { EncryptedPart, PlainPart } from '../../../domain/types.js';
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import type { Signer } from '../../signer.js';
import { accountKey } from './public-keys.js';

const lenientUtf8 = new TextDecoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** A plain part as the API shows it: text (the chain checked it is UTF-8), or hex. */
export function plainText(part: PlainPart): string {
  return part.isText ? lenientUtf8.decode(part.data) : toHex(part.data);
}

/** The reader of a transaction's encrypted parts, from the secret phrase given. */
export interface Reader {
  readonly seed: Uint8Array;
  readonly role: 'sender' | 'recipient';
}

/** The signer's account (secretPhrase, or sharedPiece with sharedPieceAccount) as a party of `tx`: its sender (the key must be the one that
 * signed) or its recipient. Anyone else cannot decrypt anything of it: errorCode 7 naming
 * the parameter it came from. A transaction to oneself makes the reader its sender. */
export function readerOf(tx: Transaction, signer: Signer): Reader {
  const { seed, publicKey } = signer.keyPair;
  if (bytesEqual(publicKey, tx.senderPublicKey)) return { seed, role: 'sender' };
  if (tx.recipientId !== 0n && accountIdFromPublicKey(publicKey) === tx.recipientId) return { seed, role: 'recipient' };
  throw apiErrors.invalidParam(signer.param, 'its account is neither the sender nor the recipient of the transaction, so it cannot decrypt its messages');
}

/** The other party's key for a message to the recipient: the sender's (carried by the
 * transaction) when the recipient reads; when the sender reads, the recipient's as announced by
 * this transaction, else as the chain holds it (the key it was encrypted to). */
export async function otherPartyKey(ctx: Pick<NodeApiContext, 'blockchain'>, tx: Transaction, reader: Reader): Promise<Uint8Array> {
  if (reader.role === 'recipient') return tx.senderPublicKey;
  if (tx.recipientId === tx.senderId) return tx.senderPublicKey;
  const announced = tx.appendices.publicKeyAnnouncement?.publicKey;
  if (announced !== undefined) return announced;
  return accountKey(ctx, tx.recipientId, 'transaction');
}

/** A decrypted part as the API shows it: text when it was sent as text and is valid UTF-8,
 * otherwise hex (isText false says which). */
export interface Decrypted {
  readonly text: string;
  readonly isText: boolean;
}

/** Decrypts an encrypted part of the transaction. A part that fails authentication (altered after
 * signing, or built with other keys than its sender's and recipient's) is errorCode 7 naming
 * transaction: the data is at fault, not what the caller gave. */
export function decryptPart(part: EncryptedPart, seed: Uint8Array, theirPublicKey: Uint8Array): Decrypted {
  const plain = decryptData({ data: part.data, nonce: part.nonce }, seed, theirPublicKey, { compressed: part.isCompressed, param: 'transaction', keyParam: 'transaction' });
  if (part.isText) {
    try {
      return { text: strictUtf8.decode(plain), isText: true };
    } catch {
      // Declared text but not UTF-8 (the chain cannot check inside a ciphertext): show the bytes.
    }
  }
  return { text: toHex(plain), isText: false };
}
