// Shuffling (tag SHUFFLING): n accounts move equal amounts of the coin, a totem or a currency to n
// fresh recipient accounts through a layered onion (onion.ts). The ledger rules: types.ts; what an
// honest participant computes: participant.ts; the reads: queries.ts; the operations:
// src/api/handlers/shuffling/. docs/shuffling.md.
import type { Capability, CapabilityActorEnv } from '../capability.js';
import { SHUFFLING_HANDLERS } from '../../api/handlers/shuffling/index.js';
import { shufflerActor } from '../../actors/shuffler/actor.js';
import { shufflerRules } from './shuffler-rules.js';
import { shufflingRules } from './rules.js';
import * as queries from './queries.js';
import { shufflingHeldCoin } from './held-coin.js';

export const shuffling: Capability = Object.freeze({
  ...shufflingRules,
  heldCoin: shufflingHeldCoin,
  queries: {
    shufflingOf: queries.shufflingOf,
    allShufflings: queries.allShufflings,
    holdingShufflings: queries.holdingShufflings,
    accountShufflings: queries.accountShufflings,
    assignedShufflings: queries.assignedShufflings,
  },
  handlers: SHUFFLING_HANDLERS,
  // The shuffler: this node's automatic participant (startShuffler), lent the rules above.
  actors: (env: CapabilityActorEnv) => ({ shuffler: shufflerActor({}, { ...env, rules: shufflerRules }) }),
});
