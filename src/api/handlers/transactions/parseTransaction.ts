// parseTransaction: decodes transaction bytes or JSON into the Transaction object and reports
// whether its signature verifies and whether it passes the ledger-free rules now.
import { SIGNATURE_LENGTH } from '../../../domain/constants.js';
import { DomainError } from '../../../domain/errors.js';
import { verify } from '../../../domain/crypto.js';
import { transactionToJSON } from '../../../domain/transaction.js';
import { validateStateless } from '../../../domain/validation.js';
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { parseTransactionInput } from './parse-input.js';
import { BOOLEAN, INTEGER, STRING, extend } from '../../response-schema.js';
import { TRANSACTION_OBJECT } from '../../response-components.js';

export const parseTransaction = defineHandler({
  requestType: 'parseTransaction',
  tags: [ApiTag.TRANSACTIONS],
  description:
    'Parses transactionBytes or transactionJSON (signed or not) and returns its Transaction object plus verify (the signature is present and valid) and validate (it passes every rule that needs no ledger at this moment, the signature aside; when false, validateErrorCode, validateErrorMessage and validateError name the problem). Nothing is stored or broadcast.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: false,
  response: extend(
    TRANSACTION_OBJECT,
    { verify: BOOLEAN, validate: BOOLEAN },
    { validateErrorCode: INTEGER, validateErrorMessage: STRING, validateError: { ...STRING, description: 'The field at fault, when there is one.' } },
    { description: 'The Transaction object plus verify and validate; validateErrorCode and validateErrorMessage (and validateError) only when validate is false.' },
  ),
  params: [
    { name: 'transactionBytes', type: 'hex', description: 'Transaction bytes (signed or unsigned).' },
    { name: 'transactionJSON', type: 'string', description: 'Transaction as its JSON object.' },
  ],
  async handler({ transactionBytes, transactionJSON }, ctx: NodeApiContext) {
    const tx = parseTransactionInput({ bytes: transactionBytes, json: transactionJSON, bytesParam: 'transactionBytes', jsonParam: 'transactionJSON' }, ctx.registry);
    const out: Record<string, unknown> = transactionToJSON(tx);
    out['verify'] = tx.signature !== null && verify(tx.signature, tx.unsignedBytes(), tx.senderPublicKey);
    try {
      // An unsigned transaction is checked on a stand-in signature: `verify` already says it is
      // unsigned, and `validate` then tells whether signing it would give a valid transaction.
      const subject = tx.signature === null ? tx.withSignature(new Uint8Array(SIGNATURE_LENGTH)) : tx;
      validateStateless(subject, { nowEpochSeconds: ctx.epochTime(), params: ctx.params, registry: ctx.registry, verifySignature: false });
      out['validate'] = true;
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      out['validate'] = false;
      out['validateErrorCode'] = err.code;
      out['validateErrorMessage'] = err.reason;
      if (err.param !== undefined) out['validateError'] = err.param;
    }
    return out;
  },
});
