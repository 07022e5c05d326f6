// getShufflers: this node's shufflers. Which accounts shuffle here, and to which recipients, is
// exactly what a shuffling hides, so the list needs the account's secret phrase or admin rights.
import type { NodeApiContext } from '../../context.js';
import { arrayOf, object } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { renderShuffler, SHUFFLER_SCHEMA, shufflerFilter, SHUFFLER_FILTER_PARAMS, shufflerOf } from './shuffler-common.js';

export const getShufflers = defineHandler({
  requestType: 'getShufflers',
  tags: [ApiTag.SHUFFLING],
  description:
    'Returns shufflers: this node\'s shufflers (running, and finished ones for 720 blocks) with their machine state, the stage they last heard, their submissions, the last failed submission and its cause (retried after the next block), and how they ended. With secretPhrase only that account\'s; without it admin rights are needed (those of account, or all). shufflingFullHash narrows to one shuffling; includeParticipantState adds the account\'s participant state in the ledger. POST only (it takes a secret phrase or pieces).',
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: false,
  response: object({ shufflers: arrayOf(SHUFFLER_SCHEMA) }),
  params: [
    ...SHUFFLER_FILTER_PARAMS,
    { name: 'includeParticipantState', type: 'boolean', default: false, description: 'Add participantState (the account\'s state in the shuffling).' },
  ],
  async handler(p, ctx: NodeApiContext, req) {
    const filter = await shufflerFilter(p, ctx, req);
    const shufflers = await shufflerOf(ctx).getShufflers(filter);
    return { shufflers: shufflers.map((s) => renderShuffler(s, p.includeParticipantState)) };
  },
});
