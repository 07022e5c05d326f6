// createPoll: a poll (PollCreation, 1/2). Rules: src/capabilities/phasing/poll-creation.ts. The
// options are numbered parameters, as in Nxt: option00, option01, ... (the API has no repeated
// text parameter).
import { MAX_POLL_OPTION_BYTES, MAX_POLL_OPTIONS, MAX_RANGE_VALUE, numberedParam, pollCreation } from '../../../capabilities/phasing/poll-creation.js';
import type { MinBalanceModel, VotingModel } from '../../../domain/phasing.js';
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { R } from '../../response-schema.js';
import { ApiTag, defineHandler, type StringParamSpec } from '../../types.js';
import { CREATE_TRANSACTION_PARAMS, createTransaction } from '../transactions/create-transaction.js';
import { checkOnPendingState } from '../transactions/pending-check.js';

type OptionParamSpec = StringParamSpec & { readonly name: `option${string}` };

const OPTION_PARAMS: readonly OptionParamSpec[] = Array.from({ length: MAX_POLL_OPTIONS }, (_, i) => ({
  name: numberedParam('option', i) as `option${string}`,
  type: 'string',
  maxLength: MAX_POLL_OPTION_BYTES,
  description: i === 0 ? `The first option (1..${MAX_POLL_OPTION_BYTES} bytes); option01 the second, and so on without gaps.` : `Option ${i + 1}.`,
}));

/** The options given: option00, option01, ... up to the first absent one; a later one after a
 * gap is refused (it would be silently dropped). */
function optionsOf(p: Readonly<Record<`option${string}`, string | undefined>>): string[] {
  const options: string[] = [];
  for (let i = 0; i < MAX_POLL_OPTIONS; i++) {
    const option = p[numberedParam('option', i) as `option${string}`];
    if (option === undefined) continue;
    if (options.length !== i) throw apiErrors.invalidParam(numberedParam('option', i), `options are numbered from option00 without gaps (${numberedParam('option', options.length)} is missing)`);
    options.push(option);
  }
  return options;
}

export const createPoll = defineHandler({
  requestType: 'createPoll',
  tags: [ApiTag.PHASING, ApiTag.CREATE_TRANSACTION],
  description:
    `Creates a poll (PollCreation, 1/2; Nxt's polls): a question (name, description) with 2..${MAX_POLL_OPTIONS} options given as option00, option01, ... without gaps, each 1..${MAX_POLL_OPTION_BYTES} bytes. Accounts answer it with castVote until finishHeight (2 blocks to 14 days of blocks, 20,160, after the including block); a vote answers minNumberOfOptions..maxNumberOfOptions options (1 <= min <= max <= the option count), each with a value within minRangeValue..maxRangeValue (0 <= min <= max <= ${MAX_RANGE_VALUE}). votingModel says what a vote weighs: 0 ACCOUNT (1 per voter), 1 COIN (the voter's balance in MTA), 2 TOTEM or 3 CURRENCY (its units of holding); minBalance with minBalanceModel (0 NONE, 1 COIN, 2 TOTEM, 3 CURRENCY) makes a voter below it weigh 0, with the phasing parameter rules (the model must match the voting model, ACCOUNT takes any; a holding exactly when a TOTEM or CURRENCY model or minimum balance needs one, and it must exist). The block at finishHeight counts the votes (getPollResult): per option, result = the sum over its voters of weight x value, weight = the sum of their weights, weights read at that block's start. The poll's id is this transaction's id. Refusals: errorCode 7 naming the parameter (name, description, optionNN, minNumberOfOptions, maxNumberOfOptions, minRangeValue, maxRangeValue, votingModel, minBalance, minBalanceModel, holding, finishHeight); a missing required one: errorCode 1. Minimum fee: 10 coins plus 1 coin per option above 20. Returns what every transaction-creating operation returns.`,
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: R.createTransaction,
  params: [
    { name: 'name', type: 'string', required: true, maxLength: 100, description: 'The question, 1..100 bytes of UTF-8.' },
    { name: 'description', type: 'string', maxLength: 1000, description: 'At most 1000 bytes of UTF-8.' },
    { name: 'finishHeight', type: 'int', required: true, min: 0, description: 'The height whose block counts the votes: 2..20160 blocks after the including block.' },
    ...OPTION_PARAMS,
    { name: 'minNumberOfOptions', type: 'int', required: true, min: 1, max: MAX_POLL_OPTIONS, description: 'Fewest options a vote must answer (1..the option count).' },
    { name: 'maxNumberOfOptions', type: 'int', required: true, min: 1, max: MAX_POLL_OPTIONS, description: 'Most options a vote may answer (minNumberOfOptions..the option count).' },
    { name: 'minRangeValue', type: 'int', required: true, min: 0, max: MAX_RANGE_VALUE, description: `Smallest value of an answer (0..${MAX_RANGE_VALUE}).` },
    { name: 'maxRangeValue', type: 'int', required: true, min: 0, max: MAX_RANGE_VALUE, description: `Largest value of an answer (minRangeValue..${MAX_RANGE_VALUE}).` },
    { name: 'votingModel', type: 'int', min: 0, max: 3, default: 0, description: '0 ACCOUNT, 1 COIN, 2 TOTEM, 3 CURRENCY.' },
    { name: 'minBalance', type: 'amount', default: 0n, description: 'A voter below this balance (MTA or units, by minBalanceModel) weighs 0.' },
    { name: 'minBalanceModel', type: 'int', min: 0, max: 3, default: 0, description: '0 NONE, 1 COIN, 2 TOTEM, 3 CURRENCY.' },
    { name: 'holding', type: 'id', description: 'The totem or currency of a TOTEM / CURRENCY voting model or minimum balance.' },
    ...CREATE_TRANSACTION_PARAMS,
  ],
  async handler(p, ctx: NodeApiContext) {
    const attachment = {
      version: 1,
      name: p.name,
      description: p.description ?? '',
      finishHeight: p.finishHeight,
      options: optionsOf(p),
      minNumberOfOptions: p.minNumberOfOptions,
      maxNumberOfOptions: p.maxNumberOfOptions,
      minRangeValue: p.minRangeValue,
      maxRangeValue: p.maxRangeValue,
      voting: { votingModel: p.votingModel as VotingModel, minBalance: p.minBalance, minBalanceModel: p.minBalanceModel as MinBalanceModel, holding: p.holding ?? 0n },
    };
    return createTransaction(ctx, p, { type: pollCreation.type, subtype: pollCreation.subtype, attachment: attachment as never, check: (tx) => checkOnPendingState(ctx, tx) });
  },
});
