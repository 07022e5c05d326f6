// shufflingVerify: a ShufflingVerification (7/4). Rules: src/capabilities/shuffling/round-types.ts.
import { shufflingVerification } from '../../../capabilities/shuffling/types.js';
import { ApiTag } from '../../types.js';
import { typedWrite } from '../transactions/typed-write.js';
import { ONE_COIN_FEE, SHUFFLING_PARAM, STATE_HASH_PARAM } from './write-common.js';

export const shufflingVerify = typedWrite({
  requestType: 'shufflingVerify',
  tag: ApiTag.SHUFFLING,
  type: shufflingVerification,
  description:
    'In VERIFICATION, confirms that the sender\'s recipient is among the published recipientPublicKeys (getShuffling); each participant but the last, which published them, sends one. ' +
    'With the last verification the shuffling is DONE: each recipient receives amount of the holding, every deposit is given back. A participant whose recipient is missing sends shufflingCancel instead. ' +
    'Not VERIFICATION, not a participant, or already verified: errorCode 7 naming shuffling. Needs no secret of the shuffling: publicKey alone gives an unsigned transaction. ' +
    ONE_COIN_FEE,
  params: [SHUFFLING_PARAM, STATE_HASH_PARAM],
  attachment: (p) => ({ shuffling: p.shuffling, shufflingStateHash: p.shufflingStateHash }),
});
