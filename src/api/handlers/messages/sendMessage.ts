// sendMessage: a zero-amount ArbitraryMessage transaction (type 1, subtype 0) carrying message
// appendices; every message parameter is the common create-transaction one (message-params.ts).
import { arbitraryMessage } from '../../../capabilities/messages/arbitrary-message.js';
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { CREATE_TRANSACTION_PARAMS, createTransaction } from '../transactions/create-transaction.js';
import { R } from '../../response-schema.js';

export const sendMessage = defineHandler({
  requestType: 'sendMessage',
  tags: [ApiTag.MESSAGES, ApiTag.CREATE_TRANSACTION],
  description:
    'Sends a message transaction (type 1, subtype 0, no amount) carrying any of: message (plain, or prunable with messageIsPrunable), messageToEncrypt (encrypted to the recipient; prunable with encryptedMessageIsPrunable) and messageToEncryptToSelf. At least one is required. The recipient is optional for plain messages and notes to self, required for a message encrypted to it. Answers as every transaction-creating operation.',
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: R.createTransaction,
  params: [{ name: 'recipient', type: 'account', description: 'Recipient account (numeric id or RS address); optional for plain messages.' }, ...CREATE_TRANSACTION_PARAMS],
  async handler(p, ctx: NodeApiContext) {
    return createTransaction(ctx, p, {
      type: arbitraryMessage.type,
      subtype: arbitraryMessage.subtype,
      recipientId: p.recipient ?? 0n,
      attachment: { version: 0 },
    });
  },
});
