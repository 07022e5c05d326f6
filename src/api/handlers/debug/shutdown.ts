// shutdown: graceful stop of the node. The answer goes out first: the node's shutdown stops
// the API server, which waits for requests in flight (this one) before closing.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { BOOLEAN, object } from '../../response-schema.js';

export const shutdown = defineHandler({
  requestType: 'shutdown',
  tags: [ApiTag.DEBUG],
  description:
    'Shuts the node down gracefully: stops accepting requests, finishes the block in hand and closes the store. Answers shutdown=true before stopping; later requests are refused (HTTP 503) or find the port closed.',
  method: 'POST',
  requirePost: true,
  requirePassword: true,
  requireBlockchain: false,
  response: object({ shutdown: BOOLEAN }),
  params: [],
  async handler(_p, ctx: NodeApiContext) {
    ctx.logger.child('api').warn('shutdown requested through the API');
    // After this handler's result has been handed to the server; the server's stop() then waits
    // for the response to finish.
    setImmediate(() => ctx.shutdown());
    return { shutdown: true };
  },
});
