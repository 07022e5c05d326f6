// uploadContractFile: a ContractUpload (8/0). The module comes as the multipart file field
// `contract`, or as hex in `contractBytes` for clients that cannot send multipart. Rules:
// src/capabilities/contracts/upload.ts, docs/contracts.md.
import { contractUpload } from '../../../capabilities/contracts/upload.js';
import { GAS_PER_FEE_COIN, MAX_CODE_BYTES, MAX_NAME_LENGTH } from '../../../capabilities/contracts/constants.js';
import type { Attachment } from '../../../domain/types.js';
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { R } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { CREATE_TRANSACTION_PARAMS, createTransaction, type CreateTransactionParams } from '../transactions/create-transaction.js';
import { checkOnPendingState } from '../transactions/pending-check.js';
import { GAS_LIMIT_PARAM } from './params.js';

export const FEE_RULE = `Minimum fee: 1 coin plus 1 coin per started ${GAS_PER_FEE_COIN} of gasLimit.`;

const PARAMS = [
  { name: 'contractName', type: 'string', required: true, maxLength: MAX_NAME_LENGTH, description: `A label, 1..${MAX_NAME_LENGTH} of A-Z, a-z, 0-9, _ and - (not unique).` },
  { name: 'contract', type: 'file', maxBytes: MAX_CODE_BYTES, description: `The WebAssembly module (multipart/form-data file field), at most ${MAX_CODE_BYTES} bytes. Give this or contractBytes.` },
  { name: 'contractBytes', type: 'hex', maxBytes: MAX_CODE_BYTES, description: 'The module as hex, for clients without multipart. Give this or contract.' },
  { ...GAS_LIMIT_PARAM, description: `Gas for its init, which runs once now with the uploader as sender. ${GAS_LIMIT_PARAM.description}` },
  ...CREATE_TRANSACTION_PARAMS,
] as const;

export const uploadContractFile = defineHandler({
  requestType: 'uploadContractFile',
  tags: [ApiTag.CONTRACTS, ApiTag.CREATE_TRANSACTION],
  description:
    `Uploads a WebAssembly contract (a core module importing only the contract ABI, docs/contracts.md) and runs its init once with the sender as its caller. The module is validated first (size, WebAssembly.validate, the node's allowlist): a refused module, or one over ${MAX_CODE_BYTES} bytes, is errorCode 7 naming contract. The transaction's id is the contract's id; an init that reverts creates no contract (getContractCall tells why) and keeps the fee. ${FEE_RULE} ` +
    'Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).',
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: R.createTransaction,
  params: PARAMS,
  async handler(p, ctx: NodeApiContext) {
    if (p.contract !== undefined && p.contractBytes !== undefined) throw apiErrors.invalidParam('contractBytes', 'give contract or contractBytes, not both');
    const code = p.contract?.data ?? p.contractBytes;
    if (code === undefined) throw apiErrors.missingParam('contract');
    const attachment = { version: 1, name: p.contractName, code, gasLimit: p.gasLimit } as Attachment;
    return createTransaction(ctx, p as unknown as CreateTransactionParams, {
      type: contractUpload.type,
      subtype: contractUpload.subtype,
      attachment,
      check: (tx) => checkOnPendingState(ctx, tx),
    });
  },
});
