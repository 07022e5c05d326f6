// shufflingCreate: a ShufflingCreation (7/0). Rules: src/capabilities/shuffling/common.ts's header.
import { MAX_PARTICIPANTS, MAX_REGISTRATION_PERIOD, MAX_SHUFFLING_AMOUNT, MIN_PARTICIPANTS, SHUFFLING_DEPOSIT_MTA, shufflingCreation } from '../../../capabilities/shuffling/types.js';
import { ONE_COIN } from '../../../domain/constants.js';
import { HOLDING_TYPES } from '../../../domain/holding-ref.js';
import { ApiTag } from '../../types.js';
import { typedWrite } from '../transactions/typed-write.js';
import { holdingIdOf, ONE_COIN_FEE } from './write-common.js';

const DEPOSIT_COINS = SHUFFLING_DEPOSIT_MTA / ONE_COIN;

export const shufflingCreate = typedWrite({
  requestType: 'shufflingCreate',
  tag: ApiTag.SHUFFLING,
  type: shufflingCreation,
  description:
    `Creates a shuffling: participantCount accounts (${MIN_PARTICIPANTS}..${MAX_PARTICIPANTS}, the sender first) each move amount of the holding to a fresh recipient account none of the others can link to them. ` +
    `The shuffling id is this transaction's id; registration (shufflingRegister, by its full hash) stays open registrationPeriod blocks (1..${MAX_REGISTRATION_PERIOD}). ` +
    `The sender locks amount of the holding and a ${DEPOSIT_COINS}-coin deposit at once (coin shufflings: amount + deposit in coin), given back when the shuffling is done or cancelled, except the deposit of a participant blamed for its failure. ` +
    'Bad values (participantCount, registrationPeriod or amount out of range, an unknown holding, a NON_SHUFFLEABLE currency, a holding id given for the coin): errorCode 7 naming the parameter; too little to lock: errorCode 6 naming amount. ' +
    ONE_COIN_FEE,
  params: [
    { name: 'holding', type: 'string', maxLength: 20, description: 'The totem or currency id; 0 or absent for the coin.' },
    { name: 'holdingType', type: 'int', min: 0, max: HOLDING_TYPES.length - 1, default: 0, description: 'The holding\'s kind: 0 the coin, 1 a totem, 2 a currency.' },
    { name: 'amount', type: 'amount', required: true, description: `What each participant moves, in the holding's smallest unit (MTA or QNT): 1..${MAX_SHUFFLING_AMOUNT}.` },
    // The wire widths (u8, u16) bound the parameters; the ledger's own ranges are checked by the
    // type's rules, so they are written once and name the parameter.
    { name: 'participantCount', type: 'int', min: 0, max: 255, required: true, description: `Number of participants, ${MIN_PARTICIPANTS}..${MAX_PARTICIPANTS}.` },
    { name: 'registrationPeriod', type: 'int', min: 0, max: 65535, required: true, description: `Blocks during which accounts may register, 1..${MAX_REGISTRATION_PERIOD}.` },
  ],
  attachment: (p) => ({
    holding: { type: HOLDING_TYPES[p.holdingType]!, id: holdingIdOf(p.holding, 'holding') },
    amount: p.amount,
    participantCount: p.participantCount,
    registrationPeriod: p.registrationPeriod,
  }),
});
