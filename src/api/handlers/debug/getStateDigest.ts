// getStateDigest: one hash of the whole consensus state, to compare nodes (the same blocks give
// the same digest everywhere) and to check that popOff and a push again restore state exactly.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { NON_NEGATIVE, object, R } from '../../response-schema.js';

export const getStateDigest = defineHandler({
  requestType: 'getStateDigest',
  tags: [ApiTag.DEBUG],
  description:
    'Returns digest (hex SHA-256 over every state table\'s committed records at the tip: accounts, the schedule of later work, deferred transactions and every capability\'s tables, in bucket and key order), height and block (the tip it was computed at). Nodes that applied the same blocks answer the same digest. Public and read-only (GET, no password); it reads every record, so it costs time in proportion to the state.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: object({ digest: R.hash, height: NON_NEGATIVE, block: R.id }),
  params: [],
  async handler(_p, ctx: NodeApiContext) {
    const { digest, height, blockId } = await ctx.stateDigest();
    return { digest, height, block: blockId.toString() };
  },
});
