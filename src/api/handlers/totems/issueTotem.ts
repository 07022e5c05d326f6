// issueTotem: a totem issuance (type 2, subtype 0). The new totem's id is the transaction's id
// and the issuer receives the whole quantity. Rules and fee: src/capabilities/totems/issuance.ts.
import {
  issuanceProblem,
  MAX_DECIMALS,
  MAX_DESCRIPTION_BYTES,
  MAX_NAME_LENGTH,
  MAX_QUANTITY_QNT,
  MIN_NAME_LENGTH,
  SINGLETON_MAX_DESCRIPTION_BYTES,
  totemIssuance,
  type IssuanceAttachment,
} from '../../../capabilities/totems/issuance.js';
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { R } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { CREATE_TRANSACTION_PARAMS, createTransaction } from '../transactions/create-transaction.js';

export const issueTotem = defineHandler({
  requestType: 'issueTotem',
  tags: [ApiTag.AE, ApiTag.CREATE_TRANSACTION],
  description:
    `Issues a new totem (an asset): the sender becomes its issuer and receives the whole quantityQNT; the totem's id is this transaction's id (transaction in the answer). Totem names are NOT unique: any number of totems may share a name, so a totem is identified by its id alone (RequestTotemApproval asks the network's approvers to vouch for one). name: ${MIN_NAME_LENGTH}..${MAX_NAME_LENGTH} letters and digits; description: at most ${MAX_DESCRIPTION_BYTES} bytes of UTF-8; decimals: 0..${MAX_DECIMALS}; quantityQNT: 1..${MAX_QUANTITY_QNT} (in QNT, the smallest unit: 1 unit = 10^decimals QNT). Out of range: errorCode 7 naming the parameter. Minimum fee: 1000 coins; a singleton (quantityQNT 1, decimals 0, description at most ${SINGLETON_MAX_DESCRIPTION_BYTES} bytes) pays 1 coin plus 1 coin per started 32 bytes of description beyond the first 32. Returns what every transaction-creating operation returns.`,
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: R.createTransaction,
  params: [
    { name: 'name', type: 'string', required: true, description: `${MIN_NAME_LENGTH}..${MAX_NAME_LENGTH} letters and digits (not unique).` },
    { name: 'description', type: 'string', description: `Up to ${MAX_DESCRIPTION_BYTES} bytes of UTF-8 (absent: empty).` },
    { name: 'quantityQNT', type: 'amount', required: true, min: 1n, description: `Quantity issued, in QNT: 1..${MAX_QUANTITY_QNT}.` },
    { name: 'decimals', type: 'int', default: 0, description: `Decimal places of the unit: 0..${MAX_DECIMALS} (default 0).` },
    ...CREATE_TRANSACTION_PARAMS,
  ],
  async handler(p, ctx: NodeApiContext) {
    const attachment: IssuanceAttachment = { version: 1, name: p.name, description: p.description ?? '', quantityQNT: p.quantityQNT, decimals: p.decimals };
    const problem = issuanceProblem(attachment);
    if (problem !== undefined) throw apiErrors.invalidParam(problem.param, problem.description);
    return createTransaction(ctx, p, { type: totemIssuance.type, subtype: totemIssuance.subtype, attachment });
  },
});
