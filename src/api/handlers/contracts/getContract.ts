// getContract: one contract.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { CONTRACT_PARAM, requireContractRecord } from './params.js';
import { CONTRACT_SCHEMA, renderContract } from './render.js';

export const getContract = defineHandler({
  requestType: 'getContract',
  tags: [ApiTag.CONTRACTS],
  description: 'Returns a contract: its name, uploader, code hash and size, upload height, storage use, the policy and metering versions it runs under, and how many accounts reference it. Unknown: errorCode 7 naming contract.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: CONTRACT_SCHEMA,
  params: [CONTRACT_PARAM],
  async handler({ contract }, ctx: NodeApiContext) {
    return renderContract(ctx.state, contract, requireContractRecord(ctx, contract));
  },
});
