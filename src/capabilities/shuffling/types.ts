// The six shuffling transaction types (type 7, tag SHUFFLING): ShufflingCreation 7/0,
// ShufflingRegistration 7/1, ShufflingProcessing 7/2, ShufflingRecipients 7/3,
// ShufflingVerification 7/4, ShufflingCancellation 7/5. The onion they carry: onion.ts.
//
// Attachments (version 1):
//   ShufflingCreation      u8+u64 holding (holding-ref.ts), u64 amount, u8 participantCount,
//                          u16 registrationPeriod. The issuer (participant 0) publishes no layer
//                          key: nobody encrypts to it, its seed cannot depend on the creation's
//                          own id, and its own onion (ephemeral keys derived from the seed)
//                          binds the seed it reveals in blame.
//   ShufflingRegistration  bytes32 shufflingFullHash, bytes32 layerPublicKey
//   ShufflingProcessing    u64 shuffling, bytes32 dataHash, u8 count, count x (u16 length, blob)
//   ShufflingRecipients    u64 shuffling, u8 count, count x bytes32 recipient public key
//   ShufflingVerification  u64 shuffling
//   ShufflingCancellation  u64 shuffling, bytes32 keySeed (the sender's revealed layer seed)
// None carries a coin amount or a recipient, none may be phased. Fee: 1 coin each.
//
// Rules (ours, documented):
//   - amount: 1 .. 2^53-1 in the holding's smallest unit, for every holding (the spec types it
//     as an int; the JSON form stays an exact number).
//   - participantCount 3..30; registrationPeriod 1..1440 blocks.
//   - DEPOSIT: every participant locks `amount` of the holding and a SHUFFLING_DEPOSIT_MTA (12
//     coins) deposit in coin, at creation (the issuer, participant 0) or registration.
//   - Timeouts (a scheduled item per shuffling, `timeout:<id>`, run at the start of the block
//     at `deadline`; blocksRemaining = deadline - height): REGISTRATION its period; PROCESSING
//     SHUFFLING_TURN_BLOCKS (100) per turn, reset at each processing; VERIFICATION and BLAME
//     100 + participantCount. Unlike Nxt, full blocks do not stop the count.
//   - On timeout: REGISTRATION -> CANCELLED, nobody blamed; PROCESSING -> the assignee blamed;
//     VERIFICATION -> the first non-last participant that did not verify; BLAME -> the first
//     participant that had to reveal its seed (each that processed, and the blamer) and did not.
//   - BLAME starts with a cancellation (the sender reveals its layer seed; it must be the
//     assignee in PROCESSING, an unverified non-last participant in VERIFICATION). When every
//     participant that must reveal has, verifyLayer checks each processed step in order; the
//     first step failing with a participant rule names the cheater; otherwise the blamer (a
//     false alarm) is blamed, or, if it never processed and its input does not peel, the
//     participant before it.
//   - Cancellation: every participant gets its amount and deposit back, except the blamed one,
//     whose deposit is split equally among the other participants (the remainder to the
//     first of them in registration order). Stage CANCELLED, assignee = the blamed (0: none).
//   - DONE (the last verification): each participant's locked amount goes to the recipients
//     (each new recipient account receives `amount` and its public key), deposits returned.
//   - Processing data is stored in full in the record (prunable data, with only its hash in
//     the transaction, is a later step). Recipient accounts must not exist when the recipients
//     transaction is accepted.
//   - A NON_SHUFFLEABLE currency is refused at creation (HoldingView.shuffleable, bit 32 of its type).
import { sha256 } from '@noble/hashes/sha2.js';
import { ed25519, x25519 } from '@noble/curves/ed25519.js';
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import type { ByteReader, ByteWriter } from '../../domain/bytes.js';
import { readU64LE } from '../../domain/bytes.js';
import type { RegistryHooks } from '../../domain/tx-types/hooks.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import { MIN_TRANSACTION_FEE_MTA, ONE_COIN } from '../../domain/constants.js';
import { invalidParameter, stateRejection, TransactionRejectedError, TxRejectReason } from '../../domain/errors.js';
import { parseUnsignedId } from '../../domain/ids.js';
import { fromHex, toHex } from '../../domain/hex.js';
import { accountIdFromPublicKey } from '../../domain/account-id.js';
import { setPublicKeyIfUnset } from '../../domain/ledger.js';
import { ACCOUNTS } from '../../domain/state/accounts.js';
import {
  adjustHoldingOf,
  checkHoldingRef,
  COIN,
  holdingExists,
  holdingRefFromJSON,
  holdingRefToJSON,
  movableOf,
  readHoldingRef,
  writeHoldingRef,
  type HoldingRef,
} from '../../domain/holding-ref.js';
import { schedule, unschedule } from '../../domain/state/schedule.js';
import { compareBlobs, isCanonicalLayerPublicKey, ONION_KEY_LENGTH, ONION_LAYER_OVERHEAD, peel, verifyLayer } from './onion.js';
import { participantIndexOf, type Shuffling, type ShufflingParticipant } from './records.js';
import { SHUFFLINGS } from './tables.js';

export const OWNER = 'shuffling';
export const TIMEOUT = 'timeout:';
export const MIN_PARTICIPANTS = 3;
export const MAX_PARTICIPANTS = 30;
export const MAX_REGISTRATION_PERIOD = 1440;
export const MAX_SHUFFLING_AMOUNT = 2n ** 53n - 1n;
export const SHUFFLING_DEPOSIT_MTA = 12n * ONE_COIN;
export const SHUFFLING_TURN_BLOCKS = 100;

export interface ShufflingCreationAttachment extends Attachment {
  readonly holding: HoldingRef;
  readonly amount: bigint;
  readonly participantCount: number;
  readonly registrationPeriod: number;
}
export interface ShufflingRegistrationAttachment extends Attachment {
  readonly shufflingFullHash: Uint8Array;
  readonly layerPublicKey: Uint8Array;
}
export interface ShufflingRefAttachment extends Attachment {
  readonly shuffling: bigint;
}
export interface ShufflingProcessingAttachment extends ShufflingRefAttachment {
  readonly dataHash: Uint8Array;
  readonly data: readonly Uint8Array[];
}
export interface ShufflingRecipientsAttachment extends ShufflingRefAttachment {
  readonly recipientPublicKeys: readonly Uint8Array[];
}
export interface ShufflingCancellationAttachment extends ShufflingRefAttachment {
  readonly keySeed: Uint8Array;
}

function refuse(description: string, param: string, reason = TxRejectReason.INVALID_ATTACHMENT): never {
  throw new TransactionRejectedError(reason, description, param);
}
function refuseNow(description: string, param: string, reason = TxRejectReason.INVALID_ATTACHMENT): never {
  throw stateRejection(reason, description, param);
}

function checkVersion(name: string, version: number): void {
  if (version !== 1) throw invalidParameter(`unsupported ${name} attachment version ${version}`, 'attachment');
}

function shufflingType(subtype: number, name: string) {
  return { type: 7, subtype, name, attachmentName: name, tags: Object.freeze(['SHUFFLING']), canHaveRecipient: false, mustHaveRecipient: false } as const;
}

function commonStateless(tx: Transaction): void {
  if (tx.amountMTA !== 0n) refuse('this transaction carries no coin amount', 'amountMTA', TxRejectReason.INVALID_AMOUNT);
  if (tx.appendices.phasing !== undefined) refuse('a shuffling transaction cannot be phased', 'phasing');
}

const hexOf = (json: Readonly<Record<string, unknown>>, name: string, length?: number): Uint8Array => {
  const v = json[name];
  if (typeof v !== 'string') throw invalidParameter(`${name} must be a hex string`, name);
  return fromHex(v, name, length);
};
const idOf = (json: Readonly<Record<string, unknown>>, name: string): bigint => {
  const v = json[name];
  if (typeof v !== 'string') throw invalidParameter(`${name} must be a decimal id string`, name);
  return parseUnsignedId(v, name);
};
const hexListOf = (json: Readonly<Record<string, unknown>>, name: string): Uint8Array[] => {
  const v = json[name];
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) throw invalidParameter(`${name} must be a list of hex strings`, name);
  return (v as string[]).map((x) => fromHex(x, name));
};

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}
const equalBytes = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** The hash a processing transaction names: SHA-256 of its blobs concatenated. */
export const shufflingDataHash = (data: readonly Uint8Array[]): Uint8Array => sha256(concat(data));

function isValidRecipientKey(pk: Uint8Array): boolean {
  if (pk.length !== ONION_KEY_LENGTH) return false;
  try {
    return !ed25519.Point.fromBytes(pk, false).isSmallOrder();
  } catch {
    return false;
  }
}

/** The shuffling named by `id`, or errorCode 7 naming `shuffling`. */
export function requireShuffling(state: LedgerState, id: bigint, param = 'shuffling'): Shuffling {
  const s = state.get(SHUFFLINGS, id);
  if (s === undefined) refuseNow(`unknown shuffling ${id}`, param);
  return s;
}

/** Whether the sender can lock amount + deposit (the fee included). */
function checkFunds(state: LedgerState, hooks: RegistryHooks | undefined, tx: Transaction, holding: HoldingRef, amount: bigint): void {
  const coin = movableOf(state, hooks, COIN, tx.senderId) - tx.feeMTA;
  if (holding.type === 'COIN') {
    if (coin < amount + SHUFFLING_DEPOSIT_MTA) refuseNow('not enough coin to lock amount and the deposit', 'amount', TxRejectReason.NOT_ENOUGH_FUNDS);
    return;
  }
  if (coin < SHUFFLING_DEPOSIT_MTA) refuseNow('not enough coin to lock the deposit', 'amount', TxRejectReason.NOT_ENOUGH_FUNDS);
  if (movableOf(state, hooks, holding, tx.senderId) < amount) refuseNow('not enough of the holding to lock amount', 'amount', TxRejectReason.NOT_ENOUGH_FUNDS);
}

/** Locks (sign -1) or gives back (sign +1) a participant's amount and deposit. */
function lock(state: LedgerState, hooks: RegistryHooks | undefined, holding: HoldingRef, amount: bigint, account: bigint, sign: 1n | -1n, deposit = true): void {
  adjustHoldingOf(state, hooks, holding, account, sign * amount, 'amount');
  if (deposit) adjustHoldingOf(state, hooks, COIN, account, sign * SHUFFLING_DEPOSIT_MTA, 'amount');
}

const newParticipant = (account: bigint, layerPublicKey: Uint8Array): ShufflingParticipant => ({
  account,
  layerPublicKey: layerPublicKey.slice(),
  state: 'REGISTERED',
  data: [],
  processed: false,
  revealedSeed: new Uint8Array(0),
});

function setDeadline(state: LedgerState, id: bigint, deadline: number): void {
  schedule(state, deadline, OWNER, `${TIMEOUT}${id}`);
}

// ---- creation ---------------------------------------------------------------------------------

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
    const deadline = state.height + a.registrationPeriod;
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
      const deadline = state.height + SHUFFLING_TURN_BLOCKS;
      state.put(SHUFFLINGS, id, { ...s, participants, stage: 'PROCESSING', assignee: participants[0]!.account, deadline });
      setDeadline(state, id, deadline);
    }
    state.emit({ capability: OWNER, name: 'shufflingRegistered', transactionId: tx.id, attributes: { shuffling: id, account: tx.senderId } });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});

// ---- processing and recipients ----------------------------------------------------------------

/** The sender's turn in PROCESSING: its index (errorCode 7 naming `shuffling` otherwise). */
function turnOf(tx: Transaction, s: Shuffling, id: bigint): number {
  if (s.stage !== 'PROCESSING') refuseNow(`shuffling ${id} is ${s.stage}, not PROCESSING`, 'shuffling');
  if (s.assignee !== tx.senderId) refuseNow('it is not the sender\'s turn to process', 'shuffling');
  return participantIndexOf(s, tx.senderId);
}

function checkProcessing(tx: Transaction, state: LedgerState, a: ShufflingProcessingAttachment): [Shuffling, number] {
  const s = requireShuffling(state, a.shuffling);
  const i = turnOf(tx, s, a.shuffling);
  const n = s.participantCount;
  if (i === n - 1) refuseNow('the last participant submits the recipients, not processing data', 'shuffling');
  if (a.data.length !== i + 1) refuseNow(`data must have ${i + 1} blobs`, 'data');
  const length = ONION_KEY_LENGTH + ONION_LAYER_OVERHEAD * (n - i - 1);
  if (a.data.some((b) => b.length !== length)) refuseNow(`each blob must be ${length} bytes`, 'data');
  for (let k = 1; k < a.data.length; k++) if (compareBlobs(a.data[k - 1]!, a.data[k]!) >= 0) refuseNow('blobs must be strictly ascending', 'data');
  return [s, i];
}

export const shufflingProcessing: TransactionType<ShufflingProcessingAttachment> = Object.freeze({
  ...shufflingType(2, 'ShufflingProcessing'),
  parseAttachment(r: ByteReader, version: number): ShufflingProcessingAttachment {
    checkVersion('ShufflingProcessing', version);
    const shuffling = r.u64();
    const dataHash = r.bytes(32);
    const data: Uint8Array[] = [];
    for (let n = r.u8(), i = 0; i < n; i++) data.push(r.bytes(r.u16()));
    return { version, shuffling, dataHash, data };
  },
  writeAttachment(w: ByteWriter, a: ShufflingProcessingAttachment): void {
    w.u64(a.shuffling).bytes(a.dataHash, 32).u8(a.data.length);
    for (const b of a.data) w.u16(b.length).bytes(b);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): ShufflingProcessingAttachment {
    checkVersion('ShufflingProcessing', version);
    return { version, shuffling: idOf(json, 'shuffling'), dataHash: hexOf(json, 'dataHash', 32), data: hexListOf(json, 'data') };
  },
  attachmentToJSON: (a: ShufflingProcessingAttachment) => ({ shuffling: a.shuffling.toString(), dataHash: toHex(a.dataHash), data: a.data.map(toHex) }),
  validateStateless(tx: Transaction): void {
    commonStateless(tx);
    const a = attachmentOf(tx, shufflingProcessing);
    if (a.data.length < 1 || a.data.length > MAX_PARTICIPANTS - 1) refuse(`data must have 1 to ${MAX_PARTICIPANTS - 1} blobs`, 'data');
    if (a.data.some((b) => b.length > 0xffff)) refuse('a blob is too long', 'data');
    if (!equalBytes(shufflingDataHash(a.data), a.dataHash)) refuse('dataHash is not the SHA-256 of the data', 'dataHash');
  },
  validate(tx: Transaction, { state }: TxValidationContext): void {
    checkProcessing(tx, state, attachmentOf(tx, shufflingProcessing));
  },
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, shufflingProcessing);
    const [s, i] = checkProcessing(tx, state, a);
    const participants = s.participants.map((p, k) => (k === i ? { ...p, state: 'PROCESSED' as const, processed: true, data: a.data.map((b) => b.slice()) } : p));
    const deadline = state.height + SHUFFLING_TURN_BLOCKS;
    state.put(SHUFFLINGS, a.shuffling, { ...s, participants, assignee: participants[i + 1]!.account, deadline });
    setDeadline(state, a.shuffling, deadline);
    state.emit({ capability: OWNER, name: 'shufflingProcessed', transactionId: tx.id, attributes: { shuffling: a.shuffling, account: tx.senderId } });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});

function checkRecipients(tx: Transaction, state: LedgerState, a: ShufflingRecipientsAttachment): [Shuffling, number] {
  const s = requireShuffling(state, a.shuffling);
  const i = turnOf(tx, s, a.shuffling);
  if (i !== s.participantCount - 1) refuseNow('only the last participant submits the recipients', 'shuffling');
  if (a.recipientPublicKeys.length !== s.participantCount) refuseNow(`recipientPublicKeys must have ${s.participantCount} keys`, 'recipientPublicKeys');
  for (const k of a.recipientPublicKeys) {
    if (state.get(ACCOUNTS, accountIdFromPublicKey(k)) !== undefined) refuseNow(`recipient key ${toHex(k)} is already in use by an account`, 'recipientPublicKeys');
  }
  return [s, i];
}

export const shufflingRecipients: TransactionType<ShufflingRecipientsAttachment> = Object.freeze({
  ...shufflingType(3, 'ShufflingRecipients'),
  parseAttachment(r: ByteReader, version: number): ShufflingRecipientsAttachment {
    checkVersion('ShufflingRecipients', version);
    const shuffling = r.u64();
    const recipientPublicKeys: Uint8Array[] = [];
    for (let n = r.u8(), i = 0; i < n; i++) recipientPublicKeys.push(r.bytes(32));
    return { version, shuffling, recipientPublicKeys };
  },
  writeAttachment(w: ByteWriter, a: ShufflingRecipientsAttachment): void {
    w.u64(a.shuffling).u8(a.recipientPublicKeys.length);
    for (const k of a.recipientPublicKeys) w.bytes(k, 32);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): ShufflingRecipientsAttachment {
    checkVersion('ShufflingRecipients', version);
    return { version, shuffling: idOf(json, 'shuffling'), recipientPublicKeys: hexListOf(json, 'recipientPublicKeys') };
  },
  attachmentToJSON: (a: ShufflingRecipientsAttachment) => ({ shuffling: a.shuffling.toString(), recipientPublicKeys: a.recipientPublicKeys.map(toHex) }),
  validateStateless(tx: Transaction): void {
    commonStateless(tx);
    const keys = attachmentOf(tx, shufflingRecipients).recipientPublicKeys;
    if (keys.length < MIN_PARTICIPANTS || keys.length > MAX_PARTICIPANTS) refuse(`recipientPublicKeys must have ${MIN_PARTICIPANTS} to ${MAX_PARTICIPANTS} keys`, 'recipientPublicKeys');
    if (!keys.every(isValidRecipientKey)) refuse('a recipient key is not a valid Ed25519 public key', 'recipientPublicKeys');
    for (let k = 1; k < keys.length; k++) if (compareBlobs(keys[k - 1]!, keys[k]!) >= 0) refuse('recipientPublicKeys must be strictly ascending', 'recipientPublicKeys');
    const ids = new Set(keys.map((k) => accountIdFromPublicKey(k)));
    if (ids.size !== keys.length) refuse('two recipient keys give the same account', 'recipientPublicKeys');
  },
  validate(tx: Transaction, { state }: TxValidationContext): void {
    checkRecipients(tx, state, attachmentOf(tx, shufflingRecipients));
  },
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, shufflingRecipients);
    const [s, i] = checkRecipients(tx, state, a);
    const participants = s.participants.map((p, k) => (k === i ? { ...p, state: 'VERIFIED' as const, processed: true } : p));
    const deadline = state.height + SHUFFLING_TURN_BLOCKS + s.participantCount;
    state.put(SHUFFLINGS, a.shuffling, { ...s, participants, recipientPublicKeys: a.recipientPublicKeys.map((k) => k.slice()), stage: 'VERIFICATION', assignee: 0n, deadline });
    setDeadline(state, a.shuffling, deadline);
    state.emit({ capability: OWNER, name: 'shufflingProcessingFinished', transactionId: tx.id, attributes: { shuffling: a.shuffling } });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});

// ---- verification -----------------------------------------------------------------------------

function checkVerification(tx: Transaction, state: LedgerState, id: bigint): [Shuffling, number] {
  const s = requireShuffling(state, id);
  if (s.stage !== 'VERIFICATION') refuseNow(`shuffling ${id} is ${s.stage}, not VERIFICATION`, 'shuffling');
  const i = participantIndexOf(s, tx.senderId);
  if (i < 0) refuseNow('the sender is not a participant', 'shuffling');
  if (s.participants[i]!.state !== 'PROCESSED') refuseNow('the sender has already verified', 'shuffling');
  return [s, i];
}

function distribute(state: LedgerState, hooks: RegistryHooks | undefined, id: bigint, s: Shuffling): void {
  for (const p of s.participants) adjustHoldingOf(state, hooks, COIN, p.account, s.deposit, 'shuffling');
  for (const key of s.recipientPublicKeys) {
    const account = accountIdFromPublicKey(key);
    adjustHoldingOf(state, hooks, s.holding, account, s.amount, 'shuffling');
    if (state.getAccount(account) !== undefined) setPublicKeyIfUnset(state, account, key);
  }
  state.put(SHUFFLINGS, id, { ...s, stage: 'DONE', assignee: 0n, deadline: 0, closedHeight: state.height });
  unschedule(state, OWNER, `${TIMEOUT}${id}`);
  state.emit({ capability: OWNER, name: 'shufflingDone', attributes: { shuffling: id } });
}

export const shufflingVerification: TransactionType<ShufflingRefAttachment> = Object.freeze({
  ...shufflingType(4, 'ShufflingVerification'),
  parseAttachment(r: ByteReader, version: number): ShufflingRefAttachment {
    checkVersion('ShufflingVerification', version);
    return { version, shuffling: r.u64() };
  },
  writeAttachment(w: ByteWriter, a: ShufflingRefAttachment): void {
    w.u64(a.shuffling);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): ShufflingRefAttachment {
    checkVersion('ShufflingVerification', version);
    return { version, shuffling: idOf(json, 'shuffling') };
  },
  attachmentToJSON: (a: ShufflingRefAttachment) => ({ shuffling: a.shuffling.toString() }),
  validateStateless: commonStateless,
  validate(tx: Transaction, { state }: TxValidationContext): void {
    checkVerification(tx, state, attachmentOf(tx, shufflingVerification).shuffling);
  },
  apply(tx: Transaction, state: LedgerState, hooks?: RegistryHooks): void {
    const id = attachmentOf(tx, shufflingVerification).shuffling;
    const [s, i] = checkVerification(tx, state, id);
    const participants = s.participants.map((p, k) => (k === i ? { ...p, state: 'VERIFIED' as const } : p));
    state.emit({ capability: OWNER, name: 'shufflingVerified', transactionId: tx.id, attributes: { shuffling: id, account: tx.senderId } });
    if (participants.every((p) => p.state === 'VERIFIED')) distribute(state, hooks, id, { ...s, participants });
    else state.put(SHUFFLINGS, id, { ...s, participants });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});

// ---- cancellation and blame -------------------------------------------------------------------

/** The published layer key; the issuer's (none published) is the one its revealed seed gives. */
const layerKeyOf = (p: ShufflingParticipant, seed: Uint8Array): Uint8Array =>
  p.layerPublicKey.length === 0 && seed.length === 32 ? x25519.getPublicKey(seed) : p.layerPublicKey;

/** Participants that must reveal their seed in BLAME: each that processed, and the blamer. */
const mustReveal = (s: Shuffling, p: ShufflingParticipant): boolean => p.processed || p.account === s.assignee;

function checkCancellation(tx: Transaction, state: LedgerState, a: ShufflingCancellationAttachment): [Shuffling, number] {
  const s = requireShuffling(state, a.shuffling);
  const i = participantIndexOf(s, tx.senderId);
  if (i < 0) refuseNow('the sender is not a participant', 'shuffling');
  const p = s.participants[i]!;
  if (s.stage === 'PROCESSING') {
    if (s.assignee !== tx.senderId) refuseNow('in PROCESSING only the assignee may start the blame', 'shuffling');
  } else if (s.stage === 'VERIFICATION') {
    if (i === s.participantCount - 1 || p.state !== 'PROCESSED') refuseNow('only a participant that has not verified may start the blame', 'shuffling');
  } else if (s.stage === 'BLAME') {
    if (!mustReveal(s, p)) refuseNow('the sender has nothing to reveal', 'shuffling');
    if (p.revealedSeed.length !== 0) refuseNow('the sender has already revealed its seed', 'shuffling');
  } else {
    refuseNow(`shuffling ${a.shuffling} is ${s.stage}`, 'shuffling');
  }
  if (!equalBytes(x25519.getPublicKey(a.keySeed), layerKeyOf(p, a.keySeed))) refuseNow('keySeed does not give the sender\'s layer public key', 'keySeed');
  return [s, i];
}

/** The cheater, once every participant that must reveal has (see the file header). */
export function blamedOf(id: bigint, s: Shuffling): bigint {
  const ps = s.participants;
  const n = ps.length;
  for (let i = 0; i < n; i++) {
    const p = ps[i]!;
    if (!p.processed) continue;
    const input = i === 0 ? [] : ps[i - 1]!.data;
    const output = i === n - 1 ? s.recipientPublicKeys : p.data;
    const v = verifyLayer(input, output, p.revealedSeed, id, { layerPublicKey: layerKeyOf(p, p.revealedSeed), laterLayerPublicKeys: ps.slice(i + 1).map((q) => q.layerPublicKey) });
    if (!v.ok && v.participantAtFault) return p.account;
  }
  const b = participantIndexOf(s, s.assignee);
  if (b > 0 && !ps[b]!.processed) {
    const seed = ps[b]!.revealedSeed;
    if (ps[b - 1]!.data.some((blob) => peel(blob, seed, id) === undefined)) return ps[b - 1]!.account;
  }
  return s.assignee;
}

/** Cancels the shuffling: everything given back, the blamed participant's deposit shared. */
export function cancelShuffling(state: LedgerState, hooks: RegistryHooks | undefined, id: bigint, s: Shuffling, blamed: bigint): void {
  const honest = s.participants.filter((p) => p.account !== blamed);
  for (const p of s.participants) lock(state, hooks, s.holding, s.amount, p.account, 1n, p.account !== blamed);
  if (blamed !== 0n && honest.length > 0) {
    const share = s.deposit / BigInt(honest.length);
    const rest = s.deposit - share * BigInt(honest.length);
    honest.forEach((p, k) => adjustHoldingOf(state, hooks, COIN, p.account, share + (k === 0 ? rest : 0n), 'shuffling'));
  }
  state.put(SHUFFLINGS, id, { ...s, stage: 'CANCELLED', assignee: blamed, deadline: 0, closedHeight: state.height });
  unschedule(state, OWNER, `${TIMEOUT}${id}`);
  state.emit({ capability: OWNER, name: 'shufflingCancelled', attributes: { shuffling: id, blamed } });
}

export const shufflingCancellation: TransactionType<ShufflingCancellationAttachment> = Object.freeze({
  ...shufflingType(5, 'ShufflingCancellation'),
  parseAttachment(r: ByteReader, version: number): ShufflingCancellationAttachment {
    checkVersion('ShufflingCancellation', version);
    return { version, shuffling: r.u64(), keySeed: r.bytes(32) };
  },
  writeAttachment(w: ByteWriter, a: ShufflingCancellationAttachment): void {
    w.u64(a.shuffling).bytes(a.keySeed, 32);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): ShufflingCancellationAttachment {
    checkVersion('ShufflingCancellation', version);
    return { version, shuffling: idOf(json, 'shuffling'), keySeed: hexOf(json, 'keySeed', 32) };
  },
  attachmentToJSON: (a: ShufflingCancellationAttachment) => ({ shuffling: a.shuffling.toString(), keySeed: toHex(a.keySeed) }),
  validateStateless: commonStateless,
  validate(tx: Transaction, { state }: TxValidationContext): void {
    checkCancellation(tx, state, attachmentOf(tx, shufflingCancellation));
  },
  apply(tx: Transaction, state: LedgerState, hooks?: RegistryHooks): void {
    const a = attachmentOf(tx, shufflingCancellation);
    const [s, i] = checkCancellation(tx, state, a);
    const participants = s.participants.map((p, k) => (k === i ? { ...p, revealedSeed: a.keySeed.slice() } : p));
    let next: Shuffling = { ...s, participants };
    if (s.stage !== 'BLAME') {
      const deadline = state.height + SHUFFLING_TURN_BLOCKS + s.participantCount;
      next = { ...next, stage: 'BLAME', assignee: tx.senderId, deadline };
      setDeadline(state, a.shuffling, deadline);
      state.emit({ capability: OWNER, name: 'shufflingBlameStarted', transactionId: tx.id, attributes: { shuffling: a.shuffling, blamer: tx.senderId } });
    }
    if (next.participants.every((p) => !mustReveal(next, p) || p.revealedSeed.length !== 0)) cancelShuffling(state, hooks, a.shuffling, next, blamedOf(a.shuffling, next));
    else state.put(SHUFFLINGS, a.shuffling, next);
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});

/** Runs a shuffling's timeout (start of its deadline block): cancels it, blaming as documented. */
export function runScheduled(state: LedgerState, item: string, hooks: RegistryHooks): void {
  if (!item.startsWith(TIMEOUT)) return;
  const id = BigInt(item.slice(TIMEOUT.length));
  const s = state.get(SHUFFLINGS, id);
  if (s === undefined) return;
  let blamed = 0n;
  if (s.stage === 'PROCESSING') blamed = s.assignee;
  else if (s.stage === 'VERIFICATION') blamed = s.participants.find((p) => p.state !== 'VERIFIED')?.account ?? 0n;
  else if (s.stage === 'BLAME') blamed = s.participants.find((p) => mustReveal(s, p) && p.revealedSeed.length === 0)?.account ?? blamedOf(id, s);
  else if (s.stage !== 'REGISTRATION') return;
  cancelShuffling(state, hooks, id, s, blamed);
}
