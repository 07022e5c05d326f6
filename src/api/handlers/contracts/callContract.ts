// callContract: a ContractCall (8/2) to a contract, or to an account with a contract reference
// (resolved when the call is applied). Rules: src/capabilities/contracts/call.ts.
import { contractCall } from '../../../capabilities/contracts/call.js';
import type { Attachment } from '../../../domain/types.js';
import type { NodeApiContext } from '../../context.js';
import { R } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { CREATE_TRANSACTION_PARAMS, createTransaction, type CreateTransactionParams } from '../transactions/create-transaction.js';
import { checkOnPendingState } from '../transactions/pending-check.js';
import { CALL_PARAMS, GAS_LIMIT_PARAM, parseArgs, parseInput, TARGET_PARAMS, targetOf } from './params.js';
import { FEE_RULE } from './uploadContractFile.js';

const PARAMS = [
  ...TARGET_PARAMS,
  ...CALL_PARAMS,
  { name: 'amountMTA', type: 'amount', default: 0n, description: 'MTA paid to the recipient (the contract\'s account, or the referencing account) with the call; the contract sees it as ctx_amount.' },
  GAS_LIMIT_PARAM,
  ...CREATE_TRANSACTION_PARAMS,
] as const;

export const callContract = defineHandler({
  requestType: 'callContract',
  tags: [ApiTag.CONTRACTS, ApiTag.CREATE_TRANSACTION],
  description:
    `Calls a contract's exported function in a transaction: its storage writes and events are applied with its block unless it reverts (a failed require, a trap, out of gas, storage past 1 MB), which keeps the fee and records why (getContractCall). Give contract, or account for an account with a contract reference (resolved when the call is applied, so re-pointing the reference redirects it). Unknown contract or no reference: errorCode 7 naming the parameter; a bad function name, args or input: errorCode 7 naming it. ${FEE_RULE} ` +
    'Returns what every transaction-creating operation returns (transactionJSON, and for a signed one transaction and fullHash).',
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: R.createTransaction,
  params: PARAMS,
  async handler(p, ctx: NodeApiContext) {
    const { recipient } = targetOf(ctx, p);
    const attachment = { version: 1, fn: p.function, args: parseArgs(p.args), input: parseInput(p.input, p.inputHex), gasLimit: p.gasLimit } as Attachment;
    return createTransaction(ctx, p as unknown as CreateTransactionParams, {
      type: contractCall.type,
      subtype: contractCall.subtype,
      recipientId: recipient,
      amountMTA: p.amountMTA,
      attachment,
      check: (tx) => checkOnPendingState(ctx, tx),
    });
  },
});
