// JSON forms of Nxt's polls (the poll, a vote, the count) and their declared response schemas.
// Ids are unsigned decimals, balances and sums decimal strings, every account with its RS
// address; a vote's values are integers, -128 for an option it does not answer.
import type { OptionResult, PollVote, PollVoting, VotingPoll } from '../../../capabilities/phasing/records.js';
import { VOTING_MODEL_NAMES } from '../../../domain/phasing.js';
import { idToString } from '../../../domain/ids.js';
import { arrayOf, bool, int, object, oneOfStrings, R, str, type ResponseSchema } from '../../response-schema.js';
import { accountFields } from '../accounts/account-extras.js';

function renderVoting(v: PollVoting): Record<string, unknown> {
  return {
    votingModel: v.votingModel,
    votingModelName: VOTING_MODEL_NAMES[v.votingModel],
    minBalance: v.minBalance.toString(),
    minBalanceModel: v.minBalanceModel,
    holding: idToString(v.holding),
  };
}

const VOTING_SCHEMA = {
  votingModel: { type: 'integer', enum: [0, 1, 2, 3], description: 'What a vote weighs: 0 ACCOUNT (1 per voter), 1 COIN (MTA), 2 TOTEM or 3 CURRENCY (units of holding).' },
  votingModelName: oneOfStrings(['ACCOUNT', 'COIN', 'TOTEM', 'CURRENCY'], 'The voting model\'s name.'),
  minBalance: { ...R.amount, description: 'A voter below this balance (by minBalanceModel) weighs 0.' },
  minBalanceModel: { type: 'integer', enum: [0, 1, 2, 3], description: '0 NONE, 1 COIN, 2 TOTEM, 3 CURRENCY.' },
  holding: { ...R.idOrZero, description: 'The totem or currency of a TOTEM / CURRENCY model or minimum balance ("0": none).' },
} as const satisfies Record<string, ResponseSchema>;

/** The poll `id`; finished once its count is recorded. */
export function renderVotingPoll(id: bigint, p: VotingPoll, finished: boolean): Record<string, unknown> {
  return {
    poll: idToString(id),
    name: p.name,
    description: p.description,
    options: [...p.options],
    ...accountFields('account', p.account),
    finishHeight: p.finishHeight,
    minNumberOfOptions: p.minNumberOfOptions,
    maxNumberOfOptions: p.maxNumberOfOptions,
    minRangeValue: p.minRangeValue,
    maxRangeValue: p.maxRangeValue,
    ...renderVoting(p.voting),
    finished,
    timestamp: p.timestamp,
    height: p.height,
  };
}

export const VOTING_POLL_SCHEMA = object(
  {
    poll: { ...R.id, description: 'The poll (its createPoll transaction\'s id).' },
    name: str('The question, 1..100 bytes.'),
    description: str('At most 1000 bytes.'),
    options: arrayOf(str('1..100 bytes.'), 'The options, in the order votes answer them (option00 first).'),
    account: { ...R.id, description: 'The poll\'s creator.' },
    accountRS: R.accountRS,
    finishHeight: int('The height whose block counts the votes.', 1),
    minNumberOfOptions: int('Fewest options a vote answers.', 1),
    maxNumberOfOptions: int('Most options a vote answers.', 1),
    minRangeValue: int('Smallest value of an answer.', 0),
    maxRangeValue: int('Largest value of an answer.', 0),
    ...VOTING_SCHEMA,
    finished: bool('The count is recorded (by the block at the finish height).'),
    timestamp: int('Timestamp of the block that created the poll (epoch seconds).', 0),
    height: int('Height of the block that created the poll.', 0),
  },
  {},
  { description: 'A poll (createPoll).' },
);

export function renderPollVote(v: PollVote): Record<string, unknown> {
  return { poll: idToString(v.poll), ...accountFields('voter', v.voter), transaction: idToString(v.transaction), votes: [...v.votes], height: v.height };
}

export const POLL_VOTE_SCHEMA = object(
  {
    poll: R.id,
    voter: R.id,
    voterRS: R.accountRS,
    transaction: { ...R.id, description: 'The castVote transaction.' },
    votes: arrayOf(int('A value within the poll\'s range, or -128: not answered.', -128), 'One value per option, in the options\' order.'),
    height: int('Height of the vote\'s block.', 0),
  },
  {},
  { description: 'A vote on a poll (one per account and poll).' },
);

/** getPollResult's answer: the count `results` of the poll, made at `height`. */
export function renderPollResult(id: bigint, p: VotingPoll, finished: boolean, results: readonly OptionResult[], height: number): Record<string, unknown> {
  return {
    poll: idToString(id),
    options: [...p.options],
    results: results.map((r) => ({ result: r.result.toString(), weight: r.weight.toString() })),
    ...renderVoting(p.voting),
    finished,
    height,
  };
}

export const POLL_RESULT_SCHEMA = object(
  {
    poll: R.id,
    options: arrayOf(str('An option.'), 'The options, in order.'),
    results: arrayOf(
      object({
        result: { ...R.decimal, description: 'The sum over the voters who answered the option of weight x value.' },
        weight: { ...R.decimal, description: 'The sum of those voters\' weights.' },
      }),
      'One per option, in the options\' order.',
    ),
    ...VOTING_SCHEMA,
    finished: bool('The count is the recorded one (made by the block at the finish height); false: counted now at the tip.'),
    height: int('Finished: the height of the block that counted it (weights as its start read them). Open: the tip whose committed state weighed the votes.', 0),
  },
  {},
  { description: 'The count of a poll.' },
);
