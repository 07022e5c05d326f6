// Poll creation (1/2, `createPoll`): Nxt's polls. A poll asks a question with 2..100 options;
// accounts answer with one value per option (castVote, vote-casting.ts), weighted by the same
// voting models as phasing polls, and the block at its finish height counts them
// (poll-count.ts). docs/phasing.md, "Polls".
//
// Attachment (version 1, Nxt's layout): u16 name length, UTF-8 name, u16 description length,
// UTF-8 description, u32 finishHeight, u8 option count, (u16 length, UTF-8 option) x n,
// i8 votingModel, u8 minNumberOfOptions, u8 maxNumberOfOptions, i8 minRangeValue,
// i8 maxRangeValue, u64 minBalance, u8 minBalanceModel, u64 holding.
// JSON: name, description, finishHeight, options [text], votingModel, minNumberOfOptions,
// maxNumberOfOptions, minRangeValue, maxRangeValue, minBalance (decimal string), minBalanceModel,
// holding (unsigned decimal id, "0": none).
// Rules: name 1..100 bytes, description at most 1000 bytes, 2..100 options of 1..100 bytes each
// (UTF-8); 1 <= minNumberOfOptions <= maxNumberOfOptions <= the option count;
// 0 <= minRangeValue <= maxRangeValue <= 100 (Nxt allows -92..92: a non-negative range keeps
// every result a sum of non-negative terms); votingModel ACCOUNT, COIN, TOTEM or CURRENCY with
// the phasing parameter rules for minBalance, minBalanceModel and holding (the holding must
// exist); finishHeight 2 blocks to 14 days of blocks after the including block. No amount, no
// recipient. Fee: 10 coins plus 1 coin per option above 20 (Nxt's, in whole coins).
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import type { ByteReader, ByteWriter } from '../../domain/bytes.js';
import { ONE_COIN } from '../../domain/constants.js';
import { invalidParameter, stateRejection, TransactionRejectedError, TxRejectReason } from '../../domain/errors.js';
import { MAX_PHASING_DURATION, validatePhasingParams, VotingModel, type MinBalanceModel } from '../../domain/phasing.js';
import { holdingKindOf } from './counting.js';
import { OWNER } from './poll.js';
import { pollWeighting, schedulePollFinish } from './poll-count.js';
import { VOTING_POLLS } from './poll-tables.js';
import type { PollTerms, PollVoting } from './records.js';

export const MAX_POLL_NAME_BYTES = 100;
export const MAX_POLL_DESCRIPTION_BYTES = 1000;
export const MIN_POLL_OPTIONS = 2;
export const MAX_POLL_OPTIONS = 100;
export const MAX_POLL_OPTION_BYTES = 100;
export const MAX_RANGE_VALUE = 100;
export const POLL_FEE_MTA = 10n * ONE_COIN;
/** Options the base fee covers; each one above costs 1 coin more. */
export const POLL_FEE_OPTIONS = 20;
const POLL_MODELS: ReadonlySet<number> = new Set([VotingModel.ACCOUNT, VotingModel.COIN, VotingModel.TOTEM, VotingModel.CURRENCY]);

export interface PollCreationAttachment extends Attachment, PollTerms {}

/** The API names numbered parameters as Nxt does: option00..option99, vote00..vote99. Refusals
 * about one option name its parameter. */
export const numberedParam = (prefix: string, i: number): string => `${prefix}${String(i).padStart(2, '0')}`;

const text = new TextEncoder();
const utf8 = new TextDecoder('utf-8', { fatal: true });
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function readText(r: ByteReader, field: string): string {
  const bytes = r.bytes(r.u16());
  try {
    return utf8.decode(bytes);
  } catch {
    throw invalidParameter(`${field} is not valid UTF-8`, field);
  }
}

function writeText(w: ByteWriter, value: string, field: string): void {
  const bytes = text.encode(value);
  if (bytes.length > 0xffff) throw invalidParameter(`${field} too long`, field);
  w.u16(bytes.length).bytes(bytes);
}

/** Whether the text is valid (no lone surrogate: it would not survive UTF-8) and its UTF-8 size
 * is within min..max bytes. */
function textFits(value: string, min: number, max: number): boolean {
  if (LONE_SURROGATE.test(value)) return false;
  const size = text.encode(value).length;
  return size >= min && size <= max;
}

function checkVersion(version: number): void {
  if (version !== 1) throw invalidParameter(`unsupported PollCreation attachment version ${version}`, 'attachment');
}

function refuse(description: string, param: string): never {
  throw new TransactionRejectedError(TxRejectReason.INVALID_ATTACHMENT, description, param);
}

/** The voting parameters' rules: a model that weighs votes (not NONE, TRANSACTION nor HASH), and
 * the phasing parameter rules, refusals renamed to the poll's own parameters. */
function checkVoting(v: PollVoting): void {
  if (!POLL_MODELS.has(v.votingModel)) refuse('a poll\'s votingModel is 0 ACCOUNT, 1 COIN, 2 TOTEM or 3 CURRENCY', 'votingModel');
  if (v.minBalanceModel < 0 || v.minBalanceModel > 3) refuse('minBalanceModel is 0 NONE, 1 COIN, 2 TOTEM or 3 CURRENCY', 'minBalanceModel');
  try {
    // A poll has no quorum: 1 satisfies the quorum rule, which does not apply to it.
    validatePhasingParams({ ...pollWeighting(v), quorum: 1n }, 'poll');
  } catch (error) {
    if (!(error instanceof TransactionRejectedError) || error.param === undefined) throw error;
    const name = error.param.slice('poll'.length);
    refuse(error.reason, name.charAt(0).toLowerCase() + name.slice(1));
  }
}

/** The rules of the terms that need no ledger. */
export function checkPollTerms(a: PollTerms): void {
  if (!textFits(a.name, 1, MAX_POLL_NAME_BYTES)) refuse(`name must be 1..${MAX_POLL_NAME_BYTES} bytes of text`, 'name');
  if (!textFits(a.description, 0, MAX_POLL_DESCRIPTION_BYTES)) refuse(`description must be at most ${MAX_POLL_DESCRIPTION_BYTES} bytes of text`, 'description');
  const count = a.options.length;
  if (count < MIN_POLL_OPTIONS || count > MAX_POLL_OPTIONS) refuse(`a poll has ${MIN_POLL_OPTIONS}..${MAX_POLL_OPTIONS} options`, numberedParam('option', Math.min(count, MAX_POLL_OPTIONS)));
  a.options.forEach((option, i) => {
    if (!textFits(option, 1, MAX_POLL_OPTION_BYTES)) refuse(`an option must be 1..${MAX_POLL_OPTION_BYTES} bytes of text`, numberedParam('option', i));
  });
  if (a.minNumberOfOptions < 1 || a.minNumberOfOptions > count) refuse(`minNumberOfOptions must be 1..${count} (the option count)`, 'minNumberOfOptions');
  if (a.maxNumberOfOptions < a.minNumberOfOptions || a.maxNumberOfOptions > count) refuse(`maxNumberOfOptions must be ${a.minNumberOfOptions}..${count}`, 'maxNumberOfOptions');
  if (a.minRangeValue < 0 || a.minRangeValue > MAX_RANGE_VALUE) refuse(`minRangeValue must be 0..${MAX_RANGE_VALUE}`, 'minRangeValue');
  if (a.maxRangeValue < a.minRangeValue || a.maxRangeValue > MAX_RANGE_VALUE) refuse(`maxRangeValue must be ${a.minRangeValue}..${MAX_RANGE_VALUE}`, 'maxRangeValue');
  checkVoting(a.voting);
}

/** Rules against the state: the finish height's range from the including block, the holding's
 * existence and size. */
function checkPollState(a: PollTerms, { state, hooks }: TxValidationContext): void {
  const [min, max] = [state.height + 2, state.height + MAX_PHASING_DURATION];
  if (a.finishHeight < min || a.finishHeight > max) throw stateRejection(TxRejectReason.INVALID_ATTACHMENT, `finishHeight must be ${min}..${max} (the including block is at ${state.height})`, 'finishHeight');
  const kind = holdingKindOf(pollWeighting(a.voting));
  if (kind === undefined) return;
  const view = hooks?.holdings[kind];
  if (view === undefined || !view.exists(state, a.voting.holding)) throw stateRejection(TxRejectReason.INVALID_ATTACHMENT, `unknown ${kind.toLowerCase()} ${a.voting.holding}`, 'holding');
  const units = view.maxUnits(state, a.voting.holding);
  if (a.voting.minBalance > units) throw stateRejection(TxRejectReason.INVALID_ATTACHMENT, `minBalance is above the ${kind.toLowerCase()}'s ${units} units`, 'minBalance');
}

function jsonText(json: Readonly<Record<string, unknown>>, field: string, fallback?: string): string {
  const v = json[field] ?? fallback;
  if (typeof v !== 'string') throw invalidParameter(`${field} must be a string`, field);
  return v;
}

function jsonInt(json: Readonly<Record<string, unknown>>, field: string, min: number, max: number): number {
  const v = json[field];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) throw invalidParameter(`${field} must be an integer ${min}..${max}`, field);
  return v;
}

function jsonUnsigned(json: Readonly<Record<string, unknown>>, field: string): bigint {
  const v = json[field] ?? '0';
  if (typeof v !== 'string' || !/^[0-9]{1,20}$/.test(v) || BigInt(v) >> 64n !== 0n) throw invalidParameter(`${field} must be a decimal string`, field);
  return BigInt(v);
}

/** The record's terms from an attachment (without its version). */
export function termsOf(a: PollTerms): PollTerms {
  const { name, description, finishHeight, options, minNumberOfOptions, maxNumberOfOptions, minRangeValue, maxRangeValue, voting } = a;
  return { name, description, finishHeight, options, minNumberOfOptions, maxNumberOfOptions, minRangeValue, maxRangeValue, voting };
}

export const pollCreation: TransactionType<PollCreationAttachment> = Object.freeze({
  type: 1,
  subtype: 2,
  name: 'PollCreation',
  attachmentName: 'PollCreation',
  tags: Object.freeze(['PHASING']),
  canHaveRecipient: false,
  mustHaveRecipient: false,
  parseAttachment(r: ByteReader, version: number): PollCreationAttachment {
    checkVersion(version);
    const name = readText(r, 'name');
    const description = readText(r, 'description');
    const finishHeight = r.u32();
    const options = Array.from({ length: r.u8() }, (_, i) => readText(r, numberedParam('option', i)));
    const votingModel = r.i8() as VotingModel;
    const [minNumberOfOptions, maxNumberOfOptions, minRangeValue, maxRangeValue] = [r.u8(), r.u8(), r.i8(), r.i8()];
    const voting = { votingModel, minBalance: r.u64(), minBalanceModel: r.u8() as MinBalanceModel, holding: r.u64() };
    return { version, name, description, finishHeight, options, minNumberOfOptions, maxNumberOfOptions, minRangeValue, maxRangeValue, voting };
  },
  writeAttachment(w: ByteWriter, a: PollCreationAttachment): void {
    if (a.options.length > 255) throw invalidParameter('too many options', numberedParam('option', MAX_POLL_OPTIONS));
    writeText(w, a.name, 'name');
    writeText(w, a.description, 'description');
    w.u32(a.finishHeight).u8(a.options.length);
    a.options.forEach((option, i) => writeText(w, option, numberedParam('option', i)));
    w.i8(a.voting.votingModel).u8(a.minNumberOfOptions).u8(a.maxNumberOfOptions).i8(a.minRangeValue).i8(a.maxRangeValue);
    w.u64(a.voting.minBalance).u8(a.voting.minBalanceModel).u64(a.voting.holding);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): PollCreationAttachment {
    checkVersion(version);
    const options = json['options'];
    if (!Array.isArray(options) || options.some((o) => typeof o !== 'string')) throw invalidParameter('options must be an array of strings', 'option00');
    return {
      version,
      name: jsonText(json, 'name'),
      description: jsonText(json, 'description', ''),
      finishHeight: jsonInt(json, 'finishHeight', 0, 0xffffffff),
      options: options as string[],
      minNumberOfOptions: jsonInt(json, 'minNumberOfOptions', 0, 255),
      maxNumberOfOptions: jsonInt(json, 'maxNumberOfOptions', 0, 255),
      minRangeValue: jsonInt(json, 'minRangeValue', -128, 127),
      maxRangeValue: jsonInt(json, 'maxRangeValue', -128, 127),
      voting: {
        votingModel: jsonInt(json, 'votingModel', -128, 127) as VotingModel,
        minBalance: jsonUnsigned(json, 'minBalance'),
        minBalanceModel: jsonInt(json, 'minBalanceModel', 0, 255) as MinBalanceModel,
        holding: jsonUnsigned(json, 'holding'),
      },
    };
  },
  attachmentToJSON: (a: PollCreationAttachment) => ({
    name: a.name,
    description: a.description,
    finishHeight: a.finishHeight,
    options: [...a.options],
    votingModel: a.voting.votingModel,
    minNumberOfOptions: a.minNumberOfOptions,
    maxNumberOfOptions: a.maxNumberOfOptions,
    minRangeValue: a.minRangeValue,
    maxRangeValue: a.maxRangeValue,
    minBalance: a.voting.minBalance.toString(),
    minBalanceModel: a.voting.minBalanceModel,
    holding: a.voting.holding.toString(),
  }),
  validateStateless(tx: Transaction): void {
    if (tx.amountMTA !== 0n) refuse('a poll carries no amount', 'amountMTA');
    checkPollTerms(attachmentOf(tx, pollCreation));
  },
  validate(tx: Transaction, ctx: TxValidationContext): void {
    checkPollState(attachmentOf(tx, pollCreation), ctx);
  },
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, pollCreation);
    state.put(VOTING_POLLS, tx.id, { ...termsOf(a), account: tx.senderId, height: state.height, timestamp: state.blockTimestamp });
    schedulePollFinish(state, tx.id, a.finishHeight);
    state.emit({ capability: OWNER, name: 'pollOpened', transactionId: tx.id, attributes: { account: tx.senderId, finishHeight: a.finishHeight, votingModel: a.voting.votingModel } });
  },
  minimumFeeMTA: (tx: Transaction) => POLL_FEE_MTA + BigInt(Math.max(0, attachmentOf(tx, pollCreation).options.length - POLL_FEE_OPTIONS)) * ONE_COIN,
});
