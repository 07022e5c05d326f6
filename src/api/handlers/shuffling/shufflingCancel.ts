// shufflingCancel: a ShufflingCancellation (7/5) revealing the sender's layer seed in this
// shuffling (participant.ts cancellationOf). Rules: src/capabilities/shuffling/blame.ts.
import { cancellationOf } from '../../../capabilities/shuffling/participant.js';
import { shufflingCancellation } from '../../../capabilities/shuffling/types.js';
import { ONE_COIN_FEE, recordOf, SHUFFLING_PARAM, STATE_HASH_PARAM, shufflingWrite } from './write-common.js';

export const shufflingCancel = shufflingWrite({
  requestType: 'shufflingCancel',
  description:
    'Reveals the sender\'s layer seed in the shuffling, so anyone can check the onion layers it made: it starts the blame (BLAME stage: the assignee in PROCESSING whose input does not peel, or a participant in VERIFICATION whose recipient is missing) or answers it (in BLAME, each participant that processed, and the blamer, reveals). ' +
    'Once every participant that must reveal has, the shuffling is CANCELLED: everything locked is given back, except the deposit of the participant found cheating (a false alarm: the blamer), shared among the others. ' +
    'A sender that may not cancel now: errorCode 7 naming shuffling. ' +
    ONE_COIN_FEE,
  params: [SHUFFLING_PARAM, STATE_HASH_PARAM],
  build(p, ctx, sender) {
    const s = recordOf(ctx, p.shuffling);
    const step = cancellationOf(s, p.shuffling, sender.privateSeed, 'shufflingCancel');
    // The state hash the caller saw is the one signed: a cancellation meant for one state of the
    // shuffling must not apply to a later one.
    return { type: shufflingCancellation, attachment: { ...step.attachment, shufflingStateHash: p.shufflingStateHash } };
  },
});
