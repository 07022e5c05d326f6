// The Prunable message object (schema: PRUNABLE_MESSAGE_OBJECT in response-components.ts), one
// renderer for getPrunableMessage, getPrunableMessages and getAllPrunableMessages. It shows the
// prunable parts of a confirmed transaction whose data this node still holds: the prunable plain
// message (message, messageIsText, messageIsPrunable) and the prunable encrypted one
// (encryptedMessage). The transaction's other (non-prunable) parts are readMessage's business.
import type { LocatedTransaction } from '../../../chain/interface.js';
import { isPruned } from '../../../domain/appendices.js';
import { idToString } from '../../../domain/ids.js';
import { toHex } from '../../../domain/hex.js';
import { encodeRS } from '../../../domain/reed-solomon.js';
import type { Appendices, EncryptedPart, PlainPart } from '../../../domain/types.js';
import { plainText, type Decrypted } from './read-parts.js';
import { encryptedPartToJSON } from '../../../domain/appendices.js';

/** The prunable parts of these appendices whose content is held (not pruned). */
export interface HeldPrunable {
  readonly message?: PlainPart;
  readonly encrypted?: EncryptedPart;
}

export function heldPrunable(a: Appendices): HeldPrunable {
  const pm = a.prunableMessage;
  const pe = a.prunableEncryptedMessage;
  return {
    ...(pm !== undefined && !isPruned(pm) ? { message: pm } : {}),
    ...(pe !== undefined && !isPruned(pe) ? { encrypted: pe } : {}),
  };
}

/** True when the appendices hold some prunable content (what a Prunable message object shows). */
export function holdsPrunable(a: Appendices): boolean {
  const held = heldPrunable(a);
  return held.message !== undefined || held.encrypted !== undefined;
}

/** The Prunable message object of a confirmed transaction; `decrypted` is its prunable encrypted
 * message as a party read it (getPrunableMessage with a secret phrase). */
export function renderPrunableMessage(located: LocatedTransaction, decrypted?: Decrypted): Record<string, unknown> {
  const tx = located.transaction;
  const { message, encrypted } = heldPrunable(tx.appendices);
  return {
    transaction: idToString(tx.id),
    transactionFullHash: toHex(tx.fullHash),
    sender: idToString(tx.senderId),
    senderRS: encodeRS(tx.senderId),
    ...(tx.recipientId !== 0n ? { recipient: idToString(tx.recipientId), recipientRS: encodeRS(tx.recipientId) } : {}),
    timestamp: tx.timestamp,
    blockTimestamp: located.location.blockTimestamp,
    height: located.location.height,
    ...(message !== undefined ? { message: plainText(message), messageIsText: message.isText, messageIsPrunable: true } : {}),
    ...(encrypted !== undefined ? { encryptedMessage: encryptedPartToJSON(encrypted) } : {}),
    ...(decrypted !== undefined ? { decryptedMessage: decrypted.text, decryptedMessageIsText: decrypted.isText } : {}),
  };
}
