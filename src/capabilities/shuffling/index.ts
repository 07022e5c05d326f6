// Shuffling (tag SHUFFLING): n accounts move equal amounts of the coin, a totem or a currency to n
// fresh recipient accounts through a layered onion (onion.ts). The ledger rules: types.ts. API
// operations and the shuffler actor come later.
import type { Capability } from '../capability.js';
import { shufflingRules } from './rules.js';

export const shuffling: Capability = Object.freeze({
  ...shufflingRules,
});
