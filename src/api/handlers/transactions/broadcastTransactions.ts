// broadcastTransactions: many signed transactions in one request, admitted as one batch
// (Mempool.submitMany: signatures checked by the worker pool, one store write for the batch), so a
// client can feed the pool at the speed the node verifies rather than one HTTP round trip per
// transaction. Each transaction gets its own verdict, in the order given; a refused one does not
// stop the others.
import { TransactionRejectedError, TxRejectReason } from '../../../domain/errors.js';
import { toHex } from '../../../domain/hex.js';
import { idToString } from '../../../domain/ids.js';
import type { Transaction } from '../../../domain/transaction.js';
import type { NodeApiContext } from '../../context.js';
import { errorResponse } from '../../errors.js';
import { arrayOf, bool, int, NON_NEGATIVE, object, R, str } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { parseTransactionInput } from './parse-input.js';

/** Transactions one request may carry. */
export const MAX_BATCH = 1000;

interface Verdict {
  index: number;
  accepted: boolean;
  transaction?: string;
  fullHash?: string;
  errorCode?: number;
  errorDescription?: string;
}

/** A refusal as the API would answer it for broadcastTransaction (errorCode, errorDescription). */
function refusal(index: number, err: unknown, tx?: Transaction): Verdict {
  const { body } = errorResponse(err, () => 'internal');
  return {
    index,
    accepted: false,
    ...(tx !== undefined ? { transaction: idToString(tx.id), fullHash: toHex(tx.fullHash) } : {}),
    errorCode: body.errorCode,
    errorDescription: body.errorDescription,
  };
}

export const broadcastTransactions = defineHandler({
  requestType: 'broadcastTransactions',
  tags: [ApiTag.TRANSACTIONS],
  description:
    `Submits up to ${MAX_BATCH} signed transactions (transactionBytes, repeated or comma-separated hex) to the mempool as one batch, and the network. Answers accepted and refused counts and, in the order given, one verdict per transaction: index, accepted, transaction and fullHash (when it parses), and for a refused one errorCode and errorDescription as broadcastTransaction would answer (8 already confirmed, 9 expired, 6 not enough funds, 4 or 7 malformed or invalid). One already pending counts as accepted. The request body is bounded by node.apiMaxBodyBytes (1 MiB by default: about 2,900 payments).`,
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: object({
    accepted: { ...NON_NEGATIVE, description: 'Transactions admitted (or already pending).' },
    refused: { ...NON_NEGATIVE, description: 'Transactions refused.' },
    transactions: arrayOf(object(
      { index: int('Position in the request, from 0.', 0), accepted: bool('Admitted, or already pending.') },
      {
        transaction: R.id,
        fullHash: R.hash,
        errorCode: int('As broadcastTransaction would answer for this transaction.', 1),
        errorDescription: str('Why it was refused.'),
      },
    ), 'One verdict per transaction, in the order given.'),
  }),
  params: [
    { name: 'transactionBytes', type: 'hexList', required: true, maxItems: MAX_BATCH, description: 'Signed transaction bytes, as transactionBytes of a create or sign operation; repeat the parameter or separate them with commas.' },
  ],
  async handler({ transactionBytes }, ctx: NodeApiContext) {
    const verdicts: Verdict[] = [];
    const parsed: Array<{ index: number; tx: Transaction }> = [];
    transactionBytes.forEach((bytes, index) => {
      try {
        const tx = parseTransactionInput({ bytes, json: undefined, bytesParam: 'transactionBytes', jsonParam: 'transactionJSON' }, ctx.registry);
        if (!tx.isSigned) throw new TransactionRejectedError(TxRejectReason.NOT_SIGNED, 'transaction is not signed (use signTransaction first)', 'transactionBytes');
        parsed.push({ index, tx });
      } catch (err) {
        verdicts[index] = refusal(index, err);
      }
    });
    const results = parsed.length > 0 ? await ctx.mempool.submitMany(parsed.map((p) => p.tx)) : [];
    results.forEach((r, i) => {
      const { index, tx } = parsed[i]!;
      verdicts[index] = r.error !== undefined
        ? refusal(index, r.error, tx)
        : { index, accepted: true, transaction: idToString(tx.id), fullHash: toHex(tx.fullHash) };
    });
    const accepted = verdicts.filter((v) => v.accepted).length;
    return { accepted, refused: verdicts.length - accepted, transactions: verdicts };
  },
});
