// sendMoney: an ordinary payment (type 0, subtype 0) of amountMTA to recipient.
import { ordinaryPayment } from '../../../capabilities/payments/ordinary-payment.js';
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { ApiTag, defineHandler } from '../../types.js';
import { CREATE_TRANSACTION_PARAMS, createTransaction, resolveAlias } from '../transactions/create-transaction.js';
import { R } from '../../response-schema.js';

export const sendMoney = defineHandler({
  requestType: 'sendMoney',
  tags: [ApiTag.TRANSACTIONS, ApiTag.CREATE_TRANSACTION],
  description:
    'Pays amountMTA (alias amountNQT) to recipient. Returns transactionJSON and unsignedTransactionBytes; when signed (secretPhrase) also transaction, fullHash, transactionBytes, signatureHash and broadcasted.',
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: R.createTransaction,
  params: [
    { name: 'recipient', type: 'account', required: true, description: 'Recipient account (numeric id or RS address).' },
    { name: 'amountMTA', type: 'amount', description: 'Amount in MTA (1 coin = 10^8 MTA), at least 1.' },
    { name: 'amountNQT', type: 'amount', description: 'Alias of amountMTA (the spec\'s and Nxt\'s name). If both are given they must be equal.' },
    ...CREATE_TRANSACTION_PARAMS,
  ],
  async handler(p, ctx: NodeApiContext) {
    const amountMTA = resolveAlias(p.amountMTA, p.amountNQT, 'amountMTA', 'amountNQT');
    if (amountMTA === undefined) throw apiErrors.missingParam('amountMTA');
    return createTransaction(ctx, p, {
      type: ordinaryPayment.type,
      subtype: ordinaryPayment.subtype,
      recipientId: p.recipient,
      amountMTA,
      attachment: { version: 0 },
    });
  },
});
