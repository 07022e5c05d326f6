// ShufflingCreation (7/0) and ShufflingRegistration (7/1): the rules are in common.ts's header.
import type { LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import type { ByteReader, ByteWriter } from '../../domain/bytes.js';
import { readU64LE } from '../../domain/bytes.js';
import type { RegistryHooks } from '../../domain/tx-types/hooks.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import { MIN_TRANSACTION_FEE_MTA } from '../../domain/constants.js';
import { invalidParameter } from '../../domain/errors.js';
import { toHex } from '../../domain/hex.js';
import { checkHoldingRef, holdingExists, holdingRefFromJSON, holdingRefToJSON, readHoldingRef, writeHoldingRef } from '../../domain/holding-ref.js';
import { isCanonicalLayerPublicKey } from './onion.js';
import { participantIndexOf, type Shuffling } from './records.js';
import { SHUFFLINGS } from './tables.js';

import { MAX_PARTICIPANTS, MAX_REGISTRATION_PERIOD, MAX_SHUFFLING_AMOUNT, MIN_PARTICIPANTS, OWNER, SHUFFLING_DEPOSIT_MTA, SHUFFLING_TURN_BLOCKS, type ShufflingCreationAttachment, type ShufflingRegistrationAttachment, checkFunds, checkVersion, participantsHash, commonStateless, equalBytes, hexOf, lock, newParticipant, refuse, refuseNow, deadlineAfter, setDeadline, shufflingType } from './common.js';

export const shufflingCreation: TransactionType<ShufflingCreationAttachment> = Object.freeze({
  ...shufflingType(0, 'ShufflingCreation'),
  parseAttachment(r: ByteReader, version: number): ShufflingCreationAttachment {
    checkVersion('ShufflingCreation', version);
    return { version, holding: readHoldingRef(r, 'holding'), amount: r.u64(), participantCount: r.u8(), registrationPeriod: r.u16() };
  },
  writeAttachment(w: ByteWriter, a: ShufflingCreationAttachment): void {
    writeHoldingRef(w, a.holding);
    w.u64(a.amount).u8(a.participantCount).u16(a.registrationPeriod);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): ShufflingCreationAttachment {
    checkVersion('ShufflingCreation', version);
    const amount = json.amount;
    if (typeof amount !== 'string' || !/^[0-9]{1,19}$/.test(amount) || BigInt(amount) >> 64n !== 0n) throw invalidParameter('amount must be a decimal string', 'amount');
    const small = (name: string, max: number): number => {
      const v = json[name];
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > max) throw invalidParameter(`${name} must be an integer`, name);
      return v;
    };
    return {
      version,
      holding: holdingRefFromJSON(json, 'holding'),
      amount: BigInt(amount),
      participantCount: small('participantCount', 255),
      registrationPeriod: small('registrationPeriod', 65535),
    };
  },
  attachmentToJSON(a: ShufflingCreationAttachment): Record<string, unknown> {
    return { ...holdingRefToJSON(a.holding, 'holding'), amount: a.amount.toString(), participantCount: a.participantCount, registrationPeriod: a.registrationPeriod };
  },
  validateStateless(tx: Transaction): void {
    commonStateless(tx);
    const a = attachmentOf(tx, shufflingCreation);
    checkHoldingRef(a.holding, 'holding');
    if (a.amount < 1n || a.amount > MAX_SHUFFLING_AMOUNT) refuse(`amount must be from 1 to ${MAX_SHUFFLING_AMOUNT}`, 'amount');
    if (a.participantCount < MIN_PARTICIPANTS || a.participantCount > MAX_PARTICIPANTS) refuse(`participantCount must be from ${MIN_PARTICIPANTS} to ${MAX_PARTICIPANTS}`, 'participantCount');
    if (a.registrationPeriod < 1 || a.registrationPeriod > MAX_REGISTRATION_PERIOD) refuse(`registrationPeriod must be from 1 to ${MAX_REGISTRATION_PERIOD} blocks`, 'registrationPeriod');
  },
  validate(tx: Transaction, { state, hooks }: TxValidationContext): void {
    const a = attachmentOf(tx, shufflingCreation);
    if (!holdingExists(state, hooks, a.holding)) refuseNow(`unknown ${a.holding.type.toLowerCase()} ${a.holding.id}`, 'holding');
    if (a.holding.type !== 'COIN' && hooks?.holdings[a.holding.type]?.shuffleable?.(state, a.holding.id) === false) {
      refuseNow(`${a.holding.type.toLowerCase()} ${a.holding.id} is NON_SHUFFLEABLE`, 'holding');
    }
    checkFunds(state, hooks, tx, a.holding, a.amount);
  },
  reserve(tx: Transaction, state: LedgerState, hooks?: RegistryHooks): void {
    const a = attachmentOf(tx, shufflingCreation);
    lock(state, hooks, a.holding, a.amount, tx.senderId, -1n);
  },
  apply(tx: Transaction, state: LedgerState, hooks?: RegistryHooks): void {
    const a = attachmentOf(tx, shufflingCreation);
    lock(state, hooks, a.holding, a.amount, tx.senderId, -1n);
    const deadline = deadlineAfter(state, a.registrationPeriod);
    state.put(SHUFFLINGS, tx.id, {
      issuer: tx.senderId,
      fullHash: tx.fullHash.slice(),
      holding: a.holding,
      amount: a.amount,
      deposit: SHUFFLING_DEPOSIT_MTA,
      participantCount: a.participantCount,
      registrationPeriod: a.registrationPeriod,
      stage: 'REGISTRATION',
      assignee: tx.senderId,
      deadline,
      participants: [newParticipant(tx.senderId, new Uint8Array(0))],
      stateHash: tx.fullHash.slice(),
      recipientPublicKeys: [],
      height: state.height,
      closedHeight: 0,
    });
    setDeadline(state, tx.id, deadline);
    state.emit({ capability: OWNER, name: 'shufflingCreated', transactionId: tx.id, attributes: { shuffling: tx.id, issuer: tx.senderId } });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});

// ---- registration -----------------------------------------------------------------------------

function registrable(tx: Transaction, state: LedgerState, a: ShufflingRegistrationAttachment): [bigint, Shuffling] {
  const id = readU64LE(a.shufflingFullHash, 0);
  const s = state.get(SHUFFLINGS, id);
  if (s === undefined || !equalBytes(s.fullHash, a.shufflingFullHash)) refuseNow('no shuffling has this full hash', 'shufflingFullHash');
  if (s.stage !== 'REGISTRATION') refuseNow(`shuffling ${id} is ${s.stage}, not REGISTRATION`, 'shufflingFullHash');
  if (state.height >= s.deadline) refuseNow(`the registration period of shuffling ${id} ended at height ${s.deadline}`, 'shufflingFullHash');
  if (participantIndexOf(s, tx.senderId) >= 0) refuseNow('the account is already registered', 'shufflingFullHash');
  if (s.participants.length >= s.participantCount) refuseNow('the shuffling is full', 'shufflingFullHash');
  if (s.participants.some((p) => equalBytes(p.layerPublicKey, a.layerPublicKey))) refuseNow('another participant has this layer public key', 'layerPublicKey');
  return [id, s];
}

export const shufflingRegistration: TransactionType<ShufflingRegistrationAttachment> = Object.freeze({
  ...shufflingType(1, 'ShufflingRegistration'),
  parseAttachment(r: ByteReader, version: number): ShufflingRegistrationAttachment {
    checkVersion('ShufflingRegistration', version);
    return { version, shufflingFullHash: r.bytes(32), layerPublicKey: r.bytes(32) };
  },
  writeAttachment(w: ByteWriter, a: ShufflingRegistrationAttachment): void {
    w.bytes(a.shufflingFullHash, 32).bytes(a.layerPublicKey, 32);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): ShufflingRegistrationAttachment {
    checkVersion('ShufflingRegistration', version);
    return { version, shufflingFullHash: hexOf(json, 'shufflingFullHash', 32), layerPublicKey: hexOf(json, 'layerPublicKey', 32) };
  },
  attachmentToJSON: (a: ShufflingRegistrationAttachment) => ({ shufflingFullHash: toHex(a.shufflingFullHash), layerPublicKey: toHex(a.layerPublicKey) }),
  validateStateless(tx: Transaction): void {
    commonStateless(tx);
    if (!isCanonicalLayerPublicKey(attachmentOf(tx, shufflingRegistration).layerPublicKey)) refuse('layerPublicKey must be a canonical X25519 public key', 'layerPublicKey');
  },
  validate(tx: Transaction, { state, hooks }: TxValidationContext): void {
    const [, s] = registrable(tx, state, attachmentOf(tx, shufflingRegistration));
    checkFunds(state, hooks, tx, s.holding, s.amount);
  },
  reserve(tx: Transaction, state: LedgerState, hooks?: RegistryHooks): void {
    const s = state.get(SHUFFLINGS, readU64LE(attachmentOf(tx, shufflingRegistration).shufflingFullHash, 0));
    if (s !== undefined) lock(state, hooks, s.holding, s.amount, tx.senderId, -1n);
  },
  apply(tx: Transaction, state: LedgerState, hooks?: RegistryHooks): void {
    const a = attachmentOf(tx, shufflingRegistration);
    const [id, s] = registrable(tx, state, a);
    lock(state, hooks, s.holding, s.amount, tx.senderId, -1n);
    const participants = [...s.participants, newParticipant(tx.senderId, a.layerPublicKey)];
    if (participants.length < s.participantCount) {
      state.put(SHUFFLINGS, id, { ...s, participants });
    } else {
      const deadline = deadlineAfter(state, SHUFFLING_TURN_BLOCKS);
      state.put(SHUFFLINGS, id, { ...s, participants, stage: 'PROCESSING', assignee: participants[0]!.account, deadline, stateHash: participantsHash(participants) });
      setDeadline(state, id, deadline);
    }
    state.emit({ capability: OWNER, name: 'shufflingRegistered', transactionId: tx.id, attributes: { shuffling: id, account: tx.senderId } });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});
