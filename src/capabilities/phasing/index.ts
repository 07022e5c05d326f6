// Phasing (tag PHASING): transactions accepted now and applied or refused at a finish height by
// votes, linked transactions or a revealed secret; and Nxt's polls (createPoll, castVote), counted
// by the same voting models. docs/phasing.md.
import type { Capability } from '../capability.js';
import { PHASING_HANDLERS } from '../../api/handlers/phasing/index.js';
import { ACCOUNT_CONTROLS_EXTRA } from '../../api/handlers/phasing/control-reads.js';
import { phasingRules } from './rules.js';

export const phasing: Capability = Object.freeze({
  ...phasingRules,
  handlers: PHASING_HANDLERS,
  accountExtras: [ACCOUNT_CONTROLS_EXTRA],
});
