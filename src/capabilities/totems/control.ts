// Totem control (2/10, `setPhasingTotemControl`): the issuer of a totem, while it holds every
// unit, requires every transfer, delete and order of the totem (and any change of the control)
// to be phased with given parameters. The Totem object then shows hasPhasingTotemControl: true.
//
// Attachment (version 1): u64 totem, then the control's parameters (phasing-control.ts's bytes)
// (JSON: totem, controlVotingModel, controlQuorum, controlMinBalance, controlMinBalanceModel,
// controlHolding, controlWhitelisted).
// Rules: the totem exists and the sender is its issuer holding all its units; the parameters are
// valid phasing parameters, not TRANSACTION nor HASH; NONE removes the control and needs one.
// While controlled, the change itself is phased with the control, so its voters decide it.
// Dividends are not phased (their hold cannot be given back exactly once the dividend window
// has passed), so a controlled totem pays none. Fee: 1 coin.
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import type { ByteReader, ByteWriter } from '../../domain/bytes.js';
import { MIN_TRANSACTION_FEE_MTA } from '../../domain/constants.js';
import { invalidParameter, stateRejection, TxRejectReason } from '../../domain/errors.js';
import { parseUnsignedId } from '../../domain/ids.js';
import { validatePhasingParams, VotingModel, type PhasingParams } from '../../domain/phasing.js';
import { checkControlled, controlParamsFromJSON, controlParamsToJSON, readControlParams, writeControlParams } from '../../domain/phasing-control.js';
import { aeType, refuse, requireTotem } from './checks.js';
import { holdingOf, OWNER } from './holdings.js';
import { TOTEM_CONTROLS } from './tables.js';

export interface TotemControlAttachment extends Attachment {
  readonly totem: bigint;
  readonly params: PhasingParams;
}

function checkVersion(version: number): void {
  if (version !== 1) throw invalidParameter(`unsupported SetPhasingTotemControl attachment version ${version}`, 'attachment');
}

export const setPhasingTotemControl: TransactionType<TotemControlAttachment> = Object.freeze({
  ...aeType(10, 'SetPhasingTotemControl', false),
  tags: Object.freeze(['AE', 'PHASING']),
  parseAttachment(reader: ByteReader, version: number): TotemControlAttachment {
    checkVersion(version);
    return { version, totem: reader.u64(), params: readControlParams(reader) };
  },
  writeAttachment(writer: ByteWriter, a: TotemControlAttachment): void {
    writer.u64(a.totem);
    writeControlParams(writer, a.params);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): TotemControlAttachment {
    checkVersion(version);
    const totem = json['totem'];
    if (typeof totem !== 'string') throw invalidParameter('totem must be a decimal id string', 'totem');
    return { version, totem: parseUnsignedId(totem, 'totem'), params: controlParamsFromJSON(json) };
  },
  attachmentToJSON: (a: TotemControlAttachment) => ({ totem: a.totem.toString(), ...controlParamsToJSON(a.params) }),
  validateStateless(tx: Transaction): void {
    const a = attachmentOf(tx, setPhasingTotemControl);
    if (tx.amountMTA !== 0n) refuse('setting a control carries no amount', 'amountMTA', TxRejectReason.INVALID_AMOUNT);
    validatePhasingParams(a.params, 'control');
    if (a.params.votingModel === VotingModel.TRANSACTION || a.params.votingModel === VotingModel.HASH) refuse('a control cannot use the TRANSACTION or HASH model', 'controlVotingModel');
  },
  validate(tx: Transaction, { state, hooks }: TxValidationContext): void {
    const a = attachmentOf(tx, setPhasingTotemControl);
    const totem = requireTotem(state, a.totem);
    if (totem.issuer !== tx.senderId) throw stateRejection(TxRejectReason.INVALID_ATTACHMENT, 'only the totem\'s issuer sets its control', 'secretPhrase');
    if ((holdingOf(state, tx.senderId, a.totem)?.quantity ?? 0n) !== totem.quantity) throw stateRejection(TxRejectReason.INVALID_ATTACHMENT, 'the issuer must hold every unit of the totem', 'totem');
    if (a.params.votingModel === VotingModel.NONE && state.get(TOTEM_CONTROLS, a.totem) === undefined) throw stateRejection(TxRejectReason.INVALID_ATTACHMENT, 'the totem has no control to remove', 'controlVotingModel');
    const kind = a.params.votingModel === VotingModel.TOTEM ? 'TOTEM' : a.params.votingModel === VotingModel.CURRENCY ? 'CURRENCY' : undefined;
    if (kind !== undefined && hooks?.holdings[kind]?.exists(state, a.params.holding) !== true) throw stateRejection(TxRejectReason.INVALID_ATTACHMENT, `unknown ${kind.toLowerCase()} ${a.params.holding}`, 'controlHolding');
  },
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, setPhasingTotemControl);
    if (a.params.votingModel === VotingModel.NONE) state.delete(TOTEM_CONTROLS, a.totem);
    else state.put(TOTEM_CONTROLS, a.totem, { ...a.params, height: state.height });
    state.emit({ capability: OWNER, name: a.params.votingModel === VotingModel.NONE ? 'controlRemoved' : 'controlSet', transactionId: tx.id, attributes: { totem: a.totem } });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});

/** The AE types that move a totem's units or its control: under a control they must be phased
 * with it (subtypes: 1 transfer, 2 ask, 3 bid, 7 dividend, 8 delete, 10 the control itself). */
const CONTROLLED_SUBTYPES = new Set([1, 2, 3, 7, 8, 10]);

/** The core's check on every transaction: a controlled totem's movements are phased with its
 * control (errorCode 10). */
export function checkTotemControl(tx: Transaction, { state }: TxValidationContext): void {
  if (tx.type !== 2 || !CONTROLLED_SUBTYPES.has(tx.subtype)) return;
  const totem = (tx.attachment as unknown as { totem?: unknown }).totem;
  if (typeof totem !== 'bigint') return;
  const control = state.get(TOTEM_CONTROLS, totem);
  if (control === undefined) return;
  checkControlled(tx, { ...control, minDuration: 0, maxDuration: 0 }, state.height, `totem ${totem}'s phasing control`);
}
