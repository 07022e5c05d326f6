// JSON forms of phasing's records (the poll, a vote) and their declared response schemas. Ids
// are unsigned decimals, quorum, balances and results decimal strings, every account with its RS
// address.
import type { Poll, PollResult, Vote } from '../../../capabilities/phasing/records.js';
import { VOTING_MODEL_NAMES } from '../../../domain/phasing.js';
import { toHex } from '../../../domain/hex.js';
import { idToString } from '../../../domain/ids.js';
import { arrayOf, bool, int, object, oneOfStrings, R, type ResponseSchema } from '../../response-schema.js';
import { accountFields } from '../accounts/account-extras.js';

export interface PollOutcome {
  /** How the poll ended (a finished poll). */
  readonly result?: PollResult | undefined;
  /** The count now (an open poll, countVotes=true). */
  readonly count?: bigint | undefined;
}

/** The poll of the phased transaction `id`. */
export function renderPoll(id: bigint, poll: Poll, outcome: PollOutcome = {}): Record<string, unknown> {
  const p = poll.phasing;
  const finished = outcome.result !== undefined;
  return {
    transaction: idToString(id),
    transactionFullHash: toHex(poll.fullHash),
    ...accountFields('account', poll.account),
    finishHeight: p.finishHeight,
    votingModel: p.votingModel,
    votingModelName: VOTING_MODEL_NAMES[p.votingModel],
    quorum: p.quorum.toString(),
    minBalance: p.minBalance.toString(),
    minBalanceModel: p.minBalanceModel,
    holding: idToString(p.holding),
    whitelist: p.whitelist.map((a) => accountFields('whitelisted', a)),
    linkedFullHashes: p.linkedFullHashes.map((h) => toHex(h)),
    hashedSecret: toHex(p.hashedSecret),
    algorithm: p.algorithm,
    height: poll.height,
    finished,
    ...(outcome.result !== undefined
      ? { approved: outcome.result.approved, result: outcome.result.result.toString(), executionHeight: outcome.result.height }
      : outcome.count !== undefined
        ? { result: outcome.count.toString() }
        : {}),
  };
}

export function renderVote(v: Vote): Record<string, unknown> {
  return { ...accountFields('voter', v.voter), transaction: idToString(v.transaction), height: v.height };
}

export const POLL_SCHEMA = object(
  {
    transaction: { ...R.id, description: 'The phased transaction (the poll\'s id).' },
    transactionFullHash: R.hash,
    account: { ...R.id, description: 'The phased transaction\'s sender.' },
    accountRS: R.accountRS,
    finishHeight: int('The height whose block decides the poll (unless it finished earlier).', 1),
    votingModel: { type: 'integer', enum: [-1, 0, 1, 2, 3, 4, 5], description: '-1 NONE, 0 ACCOUNT, 1 COIN, 2 TOTEM, 3 CURRENCY, 4 TRANSACTION, 5 HASH.' },
    votingModelName: oneOfStrings(Object.values(VOTING_MODEL_NAMES), 'The voting model\'s name.'),
    quorum: { ...R.amount, description: 'Votes (ACCOUNT), MTA (COIN), units (TOTEM, CURRENCY), confirmed linked transactions (TRANSACTION) needed; 1 for HASH, 0 for NONE.' },
    minBalance: { ...R.amount, description: 'A voter below this balance (by minBalanceModel) counts 0.' },
    minBalanceModel: { type: 'integer', enum: [0, 1, 2, 3], description: '0 NONE, 1 COIN, 2 TOTEM, 3 CURRENCY.' },
    holding: { ...R.idOrZero, description: 'The totem or currency of a TOTEM / CURRENCY model or minimum balance ("0": none).' },
    whitelist: arrayOf(object({ whitelisted: R.id, whitelistedRS: R.accountRS }), 'The only accounts that may vote (empty: anyone the model weighs), by signed id.'),
    linkedFullHashes: arrayOf(R.hash, 'TRANSACTION: the linked transactions.'),
    hashedSecret: { ...R.hex, description: 'HASH: the hash a vote\'s revealed secret must have (empty otherwise).' },
    algorithm: { type: 'integer', enum: [0, 2, 6, 62], description: 'HASH: 2 SHA256, 6 RIPEMD160, 62 RIPEMD160 of SHA256 (0 otherwise).' },
    height: int('Height of the block that accepted the phased transaction.', 0),
    finished: bool('A result is recorded: the poll was decided at its finish height, or earlier when a balance-independent poll reached its quorum.'),
  },
  {
    approved: bool('Finished polls: whether the transaction\'s effect was applied (false: refused, its amount and holdings went back).'),
    result: { ...R.decimal, description: 'Finished polls: the weight counted when it was decided; open polls with countVotes=true: the weight at the tip.' },
    executionHeight: int('Finished polls: the height of the block that decided it.', 0),
  },
  { description: 'A phasing poll: the phased transaction\'s conditions and, once decided, its outcome.' },
);

export const VOTE_SCHEMA = object(
  {
    voter: R.id,
    voterRS: R.accountRS,
    transaction: { ...R.id, description: 'The vote (approveTransaction) transaction.' },
    height: int('Height of the vote\'s block.', 0),
  },
  {},
  { description: 'A vote on a phasing poll (the first of its voter: later ones count nothing).' },
);

/** `{ <name>: [items] }`. */
export const listOf = (name: string, items: ResponseSchema, description: string) => object({ [name]: arrayOf(items, description) });

/** The answer of the listings of phased transactions. */
export const transactionsList = (description: string) => listOf('transactions', R.transaction, description);
