// The transaction-creating PHASING operations.
import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';
import { approveTransaction } from './approveTransaction.js';
import { castVote } from './castVote.js';
import { createPoll } from './createPoll.js';
import { setPhasingOnlyControl } from './setPhasingOnlyControl.js';

export const PHASING_WRITE_HANDLERS: HandlerTable<NodeApiContext> = Object.fromEntries([approveTransaction, setPhasingOnlyControl, createPoll, castVote].map((h) => [h.requestType, h]));
