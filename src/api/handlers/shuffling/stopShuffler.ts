// stopShuffler: stops this node's shufflers of one account (its secret phrase), optionally for
// one shuffling; with admin rights and no secret phrase, those of `account`, or all of them.
import type { NodeApiContext } from '../../context.js';
import { NON_NEGATIVE, object } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { shufflerFilter, SHUFFLER_FILTER_PARAMS, shufflerOf } from './shuffler-common.js';

export const stopShuffler = defineHandler({
  requestType: 'stopShuffler',
  tags: [ApiTag.SHUFFLING],
  description:
    'Stops shufflers: with secretPhrase, those of its account (only the one of shufflingFullHash when given); without it, admin rights are needed (a valid adminPassword, unless the node needs none), and it stops those of account, or every shuffler. A stopped shuffler submits nothing more (the shuffling goes on in the ledger: a participant that misses its turn is blamed). Returns stoppedShufflers, how many were running and are now stopped.',
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: false,
  response: object({ stoppedShufflers: NON_NEGATIVE }),
  params: [
    ...SHUFFLER_FILTER_PARAMS,
  ],
  async handler(p, ctx: NodeApiContext, req) {
    const filter = await shufflerFilter(p, ctx, req);
    return { stoppedShufflers: await shufflerOf(ctx).stopShuffler(filter) };
  },
});
