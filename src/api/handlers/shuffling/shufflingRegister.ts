// shufflingRegister: a ShufflingRegistration (7/1) carrying the sender's layer public key in this
// shuffling (participant.ts registrationOf). Rules: src/capabilities/shuffling/setup-types.ts.
import { readU64LE } from '../../../domain/bytes.js';
import { registrationOf } from '../../../capabilities/shuffling/participant.js';
import { equalBytes, shufflingRegistration } from '../../../capabilities/shuffling/types.js';
import { shufflingOf } from '../../../capabilities/shuffling/queries.js';
import { apiErrors } from '../../errors.js';
import { ONE_COIN_FEE, shufflingWrite } from './write-common.js';

export const shufflingRegister = shufflingWrite({
  requestType: 'shufflingRegister',
  description:
    'Registers the sender in a shuffling in REGISTRATION, named by its full hash (shufflingFullHash of getShuffling), publishing the sender\'s layer public key for it: the others wrap their recipients in it. ' +
    'The sender locks amount of the holding and the deposit at once, as the issuer did. The last registration moves the shuffling to PROCESSING. ' +
    'No shuffling with this full hash, not in REGISTRATION, registration period over, sender already registered, shuffling full: errorCode 7 naming shufflingFullHash; too little to lock: errorCode 6 naming amount. ' +
    ONE_COIN_FEE,
  params: [{ name: 'shufflingFullHash', type: 'hex', bytes: 32, required: true, description: 'The full hash of the shuffling\'s ShufflingCreation transaction.' }],
  build(p, ctx, sender) {
    // The id is the full hash's first 8 bytes, as for every transaction.
    const id = readU64LE(p.shufflingFullHash, 0);
    const s = shufflingOf(ctx.state, id);
    if (s === undefined || !equalBytes(s.fullHash, p.shufflingFullHash)) throw apiErrors.invalidParam('shufflingFullHash', 'no shuffling in a block has this full hash');
    return { type: shufflingRegistration, attachment: registrationOf(s, id, sender.privateSeed) };
  },
});
