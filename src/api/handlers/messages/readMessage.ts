// readMessage: the message parts of one transaction (confirmed, or waiting in the mempool). Plain
// parts always; encrypted parts decrypted for the sender or the recipient when a secret phrase is
// given (read-parts.ts). A prunable part this node has pruned is reported as pruned.
import { isPruned } from '../../../domain/appendices.js';
import { idToString } from '../../../domain/ids.js';
import { encodeRS } from '../../../domain/reed-solomon.js';
import type { NodeApiContext } from '../../context.js';
import { signerOf, signerParams } from '../../signer.js';
import { BOOLEAN, R, bool, object, str } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { requireTransaction, transactionOf } from '../transactions/lookup.js';
import { decryptPart, otherPartyKey, plainText, readerOf } from './read-parts.js';

export const readMessage = defineHandler({
  requestType: 'readMessage',
  tags: [ApiTag.MESSAGES],
  description:
    "Reads the messages of a transaction (confirmed or unconfirmed): the plain message (message, messageIsText, messageIsPrunable; a pruned prunable message shows messagePruned=true and no message). With the secretPhrase of the sender or the recipient, the encrypted message is decrypted (decryptedMessage), and with the sender's the note to self too (decryptedMessageToSelf); without one, hasEncryptedMessage and hasEncryptToSelfMessage only say they exist. Another account's secretPhrase: errorCode 7 naming secretPhrase. An encrypted part that fails authentication: errorCode 7 naming transaction. Unknown transaction: errorCode 7, HTTP 404. POST only (it takes a secret phrase).",
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: object(
    {
      transaction: R.id,
      sender: R.id,
      senderRS: R.accountRS,
      hasEncryptedMessage: bool('The transaction carries a message encrypted to its recipient (prunable or not).'),
      hasEncryptToSelfMessage: bool('The transaction carries a note its sender encrypted to itself.'),
    },
    {
      recipient: { ...R.id, description: 'Only for a transaction with a recipient.' },
      recipientRS: R.accountRS,
      message: str('The plain message (prunable or not): text, or hex when messageIsText is false. Absent when pruned.'),
      messageIsText: BOOLEAN,
      messageIsPrunable: bool('Present with a plain message: whether it is the prunable kind.'),
      messagePruned: bool('Present with a prunable plain message: true when this node no longer holds it.'),
      encryptedMessageIsPrunable: bool('Present when hasEncryptedMessage: whether it is the prunable kind.'),
      encryptedMessagePruned: bool('Present with a prunable encrypted message: true when this node no longer holds it.'),
      decryptedMessage: str('The message encrypted to the recipient, decrypted for the sender or the recipient: text, or hex when decryptedMessageIsText is false.'),
      decryptedMessageIsText: bool('False when the message is binary (or declared text but not valid UTF-8): decryptedMessage is hex.'),
      decryptedMessageToSelf: str("The sender's note to self, decrypted (sender's secretPhrase only)."),
      decryptedMessageToSelfIsText: BOOLEAN,
    },
  ),
  params: [
    { name: 'transaction', type: 'id', required: true, description: 'Transaction id.' },
    ...signerParams('Secret phrase of the sender or the recipient, to decrypt the encrypted parts (or sharedPiece with sharedPieceAccount). Never stored or echoed.'),
  ],
  async handler(p, ctx: NodeApiContext) {
    const { transaction } = p;
    // Pieces are refused (or combined) before anything is read.
    const signer = await signerOf(ctx, p);
    const tx = transactionOf(await requireTransaction(ctx, transaction, undefined));
    const a = tx.appendices;
    const plain = a.message ?? a.prunableMessage;
    const encrypted = a.encryptedMessage ?? a.prunableEncryptedMessage;
    const out: Record<string, unknown> = {
      transaction: idToString(tx.id),
      sender: idToString(tx.senderId),
      senderRS: encodeRS(tx.senderId),
      ...(tx.recipientId !== 0n ? { recipient: idToString(tx.recipientId), recipientRS: encodeRS(tx.recipientId) } : {}),
      hasEncryptedMessage: encrypted !== undefined,
      hasEncryptToSelfMessage: a.encryptToSelfMessage !== undefined,
    };
    if (plain !== undefined) {
      const prunable = a.prunableMessage !== undefined;
      if (!isPruned(plain)) out['message'] = plainText(plain);
      Object.assign(out, { messageIsText: plain.isText, messageIsPrunable: prunable }, prunable ? { messagePruned: isPruned(plain) } : {});
    }
    if (encrypted !== undefined) {
      out['encryptedMessageIsPrunable'] = a.prunableEncryptedMessage !== undefined;
      if (a.prunableEncryptedMessage !== undefined) out['encryptedMessagePruned'] = isPruned(encrypted);
    }
    if (signer === undefined) return out;
    // Every check happens before any decryption, so a refused reader learns nothing.
    const reader = readerOf(tx, signer);
    if (encrypted !== undefined && !isPruned(encrypted)) {
      const read = decryptPart(encrypted, reader.seed, await otherPartyKey(ctx, tx, reader));
      Object.assign(out, { decryptedMessage: read.text, decryptedMessageIsText: read.isText });
    }
    if (a.encryptToSelfMessage !== undefined && reader.role === 'sender') {
      const read = decryptPart(a.encryptToSelfMessage, reader.seed, tx.senderPublicKey);
      Object.assign(out, { decryptedMessageToSelf: read.text, decryptedMessageToSelfIsText: read.isText });
    }
    return out;
  },
});
