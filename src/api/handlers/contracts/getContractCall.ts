// getContractCall: the outcome of an upload's init or a call, by its transaction.
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode } from '../../errors.js';
import { ApiTag, defineHandler } from '../../types.js';
import { callEventsOf, contractCallOf } from '../../../capabilities/contracts/queries.js';
import { CALL_SCHEMA, renderCall } from './render.js';

export const getContractCall = defineHandler({
  requestType: 'getContractCall',
  tags: [ApiTag.CONTRACTS],
  description:
    'Returns the recorded outcome of a confirmed ContractUpload (its init) or ContractCall: the contract and function, ok or the revert kind and reason, gas limit and gas used, the return value (hex, and text when UTF-8), and the events it emitted. A transaction that is not a confirmed upload or call: errorCode 7 naming transaction.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: CALL_SCHEMA,
  params: [{ name: 'transaction', type: 'id', required: true, description: 'The upload or call transaction.' }],
  async handler({ transaction }, ctx: NodeApiContext) {
    const call = contractCallOf(ctx.state, transaction);
    if (call === undefined) throw new ApiError(ApiErrorCode.INVALID_PARAMETER, `No contract outcome for transaction ${transaction}`, { param: 'transaction' });
    return renderCall(transaction, call, callEventsOf(ctx.state, transaction, call));
  },
});
