// THE list of capabilities this node runs. Adding a capability is one line here (and its own
// folders): node.ts builds the transaction-type registry, the tables, the block hooks, the API
// handler table and the actors from this list.
import type { Capability } from './capability.js';
import { payments } from './payments/index.js';
import { messages } from './messages/index.js';
import { tokens } from './tokens/index.js';
import { accounts } from './accounts/index.js';
import { totems } from './totems/index.js';
import { currencies } from './currencies/index.js';
import { phasing } from './phasing/index.js';
import { loans } from './loans/index.js';
import { subscriptions } from './subscriptions/index.js';
import { shuffling } from './shuffling/index.js';
import { contracts } from './contracts/index.js';
import { applications } from './applications/index.js';
import { certificates } from './certificates/index.js';

export const CAPABILITIES: readonly Capability[] = Object.freeze([payments, messages, tokens, accounts, totems, currencies, phasing, loans, subscriptions, shuffling, contracts, applications, certificates]);
