// The PHASING read operations (phased transactions' polls, and Nxt's polls).
import type { NodeApiContext } from '../../context.js';
import type { HandlerSpec, HandlerTable } from '../../types.js';
import { getAccountPhasedTransactions } from './getAccountPhasedTransactions.js';
import { getCurrencyPhasedTransactions } from './getCurrencyPhasedTransactions.js';
import { getLinkedPhasedTransactions } from './getLinkedPhasedTransactions.js';
import { getPhasingPoll } from './getPhasingPoll.js';
import { getPhasingPolls } from './getPhasingPolls.js';
import { getPhasingPollVote } from './getPhasingPollVote.js';
import { getPhasingPollVotes } from './getPhasingPollVotes.js';
import { getTotemPhasedTransactions } from './getTotemPhasedTransactions.js';
import { getVoterPhasedTransactions } from './getVoterPhasedTransactions.js';
import { getPoll } from './getPoll.js';
import { getPolls } from './getPolls.js';
import { getPollResult } from './getPollResult.js';
import { getPollVote } from './getPollVote.js';
import { getPollVotes } from './getPollVotes.js';

const READS: ReadonlyArray<HandlerSpec<NodeApiContext>> = [
  getPhasingPoll,
  getPhasingPolls,
  getPhasingPollVotes,
  getPhasingPollVote,
  getAccountPhasedTransactions,
  getVoterPhasedTransactions,
  getLinkedPhasedTransactions,
  getTotemPhasedTransactions,
  getCurrencyPhasedTransactions,
  getPoll,
  getPolls,
  getPollResult,
  getPollVotes,
  getPollVote,
];

export const PHASING_READ_HANDLERS: HandlerTable<NodeApiContext> = Object.fromEntries(READS.map((h) => [h.requestType, h]));
