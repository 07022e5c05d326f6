// Phasing-only account control (4/1, `setPhasingOnlyControl`): the account requires every
// transaction it sends to be phased with given parameters (its votes excepted), within a cap on
// the fees of its unfinished phased transactions and a range of durations.
//
// Attachment (version 1): the control's parameters (phasing-control.ts's bytes), u64 maxFees,
// u16 minDuration, u16 maxDuration (JSON: controlVotingModel, controlQuorum, controlMinBalance,
// controlMinBalanceModel, controlHolding, controlWhitelisted, controlMaxFees, controlMinDuration,
// controlMaxDuration).
// Rules: the parameters are valid phasing parameters (Nxt's), not TRANSACTION nor HASH; NONE
// removes the control and needs one; maxFees 0 or at least 3 coins (22 for a balance-weighted
// model); durations 0 (unbounded) or 3..20159, minDuration <= maxDuration. A controlled account's
// own setPhasingOnlyControl (a change or the removal) is itself phased with the control: its
// voters decide it. Fee: 1 coin.
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import type { ByteReader, ByteWriter } from '../../domain/bytes.js';
import { MAX_LONG, ONE_COIN } from '../../domain/constants.js';
import { invalidParameter, stateRejection, TransactionRejectedError, TxRejectReason } from '../../domain/errors.js';
import { isBalanceIndependent, MAX_PHASING_DURATION, validatePhasingParams, VotingModel, type PhasingParams } from '../../domain/phasing.js';
import { checkControlled, controlParamsFromJSON, controlParamsToJSON, readControlParams, writeControlParams } from '../../domain/phasing-control.js';
import { holdingKindOf } from './counting.js';
import { OWNER } from './poll.js';
import { ACCOUNT_CONTROLS, POLLS, RESULTS } from './tables.js';
import type { AccountControl } from './records.js';
import { phasingVoteCasting } from './vote.js';

export interface AccountControlAttachment extends Attachment {
  readonly params: PhasingParams;
  readonly maxFees: bigint;
  readonly minDuration: number;
  readonly maxDuration: number;
}

function refuse(description: string, param: string): never {
  throw new TransactionRejectedError(TxRejectReason.INVALID_ATTACHMENT, description, param);
}

function checkVersion(version: number): void {
  if (version !== 1) throw invalidParameter(`unsupported SetPhasingOnly attachment version ${version}`, 'attachment');
}

/** The durations' and fee cap's rules. */
export function controlLimitsProblem(a: Pick<AccountControlAttachment, 'params' | 'maxFees' | 'minDuration' | 'maxDuration'>): { param: string; description: string } | undefined {
  const minFees = (isBalanceIndependent(a.params) ? 3n : 22n) * ONE_COIN;
  if (a.maxFees !== 0n && (a.maxFees < minFees || a.maxFees > MAX_LONG)) return { param: 'controlMaxFees', description: `controlMaxFees is 0 (no cap) or ${minFees}..${MAX_LONG}` };
  for (const [name, d] of [['controlMinDuration', a.minDuration], ['controlMaxDuration', a.maxDuration]] as const) {
    if (d !== 0 && (d < 3 || d >= MAX_PHASING_DURATION)) return { param: name, description: `${name} is 0 (unbounded) or 3..${MAX_PHASING_DURATION - 1}` };
  }
  if (a.maxDuration !== 0 && a.minDuration > a.maxDuration) return { param: 'controlMinDuration', description: 'controlMinDuration may not be above controlMaxDuration' };
  return undefined;
}

export const setPhasingOnly: TransactionType<AccountControlAttachment> = Object.freeze({
  type: 4,
  subtype: 1,
  name: 'SetPhasingOnly',
  attachmentName: 'SetPhasingOnly',
  tags: Object.freeze(['PHASING']),
  canHaveRecipient: false,
  mustHaveRecipient: false,
  parseAttachment(reader: ByteReader, version: number): AccountControlAttachment {
    checkVersion(version);
    return { version, params: readControlParams(reader), maxFees: reader.u64(), minDuration: reader.u16(), maxDuration: reader.u16() };
  },
  writeAttachment(writer: ByteWriter, a: AccountControlAttachment): void {
    writeControlParams(writer, a.params);
    writer.u64(a.maxFees).u16(a.minDuration).u16(a.maxDuration);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): AccountControlAttachment {
    checkVersion(version);
    const n = (field: string) => {
      const v = json[field] ?? 0;
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 0xffff) throw invalidParameter(`${field} must be 0..65535`, field);
      return v;
    };
    const fees = json['controlMaxFees'] ?? '0';
    if (typeof fees !== 'string' || !/^[0-9]{1,19}$/.test(fees)) throw invalidParameter('controlMaxFees must be a decimal string', 'controlMaxFees');
    return { version, params: controlParamsFromJSON(json), maxFees: BigInt(fees), minDuration: n('controlMinDuration'), maxDuration: n('controlMaxDuration') };
  },
  attachmentToJSON: (a: AccountControlAttachment) => ({ ...controlParamsToJSON(a.params), controlMaxFees: a.maxFees.toString(), controlMinDuration: a.minDuration, controlMaxDuration: a.maxDuration }),
  validateStateless(tx: Transaction): void {
    const a = attachmentOf(tx, setPhasingOnly);
    if (tx.amountMTA !== 0n) refuse('setting a control carries no amount', 'amountMTA');
    validatePhasingParams(a.params, 'control');
    if (a.params.votingModel === VotingModel.TRANSACTION || a.params.votingModel === VotingModel.HASH) refuse('a control cannot use the TRANSACTION or HASH model', 'controlVotingModel');
    const problem = controlLimitsProblem(a);
    if (problem) refuse(problem.description, problem.param);
  },
  validate(tx: Transaction, { state, hooks }: TxValidationContext): void {
    const a = attachmentOf(tx, setPhasingOnly);
    if (a.params.votingModel === VotingModel.NONE && state.get(ACCOUNT_CONTROLS, tx.senderId) === undefined) {
      throw stateRejection(TxRejectReason.INVALID_ATTACHMENT, 'the account has no phasing-only control to remove', 'controlVotingModel');
    }
    const kind = holdingKindOf(a.params);
    if (kind !== undefined && hooks?.holdings[kind]?.exists(state, a.params.holding) !== true) {
      throw stateRejection(TxRejectReason.INVALID_ATTACHMENT, `unknown ${kind.toLowerCase()} ${a.params.holding}`, 'controlHolding');
    }
  },
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, setPhasingOnly);
    if (a.params.votingModel === VotingModel.NONE) {
      state.delete(ACCOUNT_CONTROLS, tx.senderId);
      state.emit({ capability: OWNER, name: 'controlRemoved', transactionId: tx.id, attributes: { account: tx.senderId } });
      return;
    }
    state.put(ACCOUNT_CONTROLS, tx.senderId, { ...a.params, maxFees: a.maxFees, minDuration: a.minDuration, maxDuration: a.maxDuration, height: state.height });
    state.emit({ capability: OWNER, name: 'controlSet', transactionId: tx.id, attributes: { account: tx.senderId, votingModel: a.params.votingModel } });
  },
  minimumFeeMTA: () => ONE_COIN,
});

/** Fees of the account's phased transactions not yet finished. */
function pendingPhasedFees(state: LedgerState, account: bigint): bigint {
  let sum = 0n;
  for (const [id, poll] of state.scan(POLLS, 'byAccount', { prefix: [account] })) if (state.get(RESULTS, id) === undefined) sum += poll.fee;
  return sum;
}

/** Every transaction of a controlled account passes here (the core's transaction checks). */
export function checkAccountControl(tx: Transaction, { state }: TxValidationContext): void {
  const control: AccountControl | undefined = state.get(ACCOUNT_CONTROLS, tx.senderId);
  if (control === undefined) return;
  if (control.maxFees > 0n && tx.feeMTA + pendingPhasedFees(state, tx.senderId) > control.maxFees) {
    throw new TransactionRejectedError(TxRejectReason.PHASING_ONLY, `the account's phasing-only control caps the fees of its unfinished phased transactions at ${control.maxFees} MTA`, 'feeMTA', { dependsOnState: true });
  }
  if (tx.txType === (phasingVoteCasting as unknown as TransactionType)) return; // votes are free of it
  checkControlled(tx, control, state.height, "the account's phasing-only control");
}
