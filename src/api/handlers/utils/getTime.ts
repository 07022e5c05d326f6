// getTime: the node's current epoch time (seconds since the network's epoch).
import { ApiTag, defineHandler, type ApiContext } from '../../types.js';
import { INTEGER, object } from '../../response-schema.js';

export const getTime = defineHandler({
  requestType: 'getTime',
  tags: [ApiTag.BLOCKS, ApiTag.UTILS],
  description: 'Returns time: the current time of the node in seconds since the network epoch.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: false,
  response: object({ time: INTEGER }),
  params: [],
  async handler(_params, ctx: ApiContext) {
    return { time: ctx.epochTime() };
  },
});
