// The shuffling types' shared rules and limits (the six types: setup-types.ts, round-types.ts,
// blame.ts). The six shuffling transaction types (type 7, tag SHUFFLING): ShufflingCreation 7/0,
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
//   ShufflingProcessing    u64 shuffling, bytes32 shufflingStateHash, bytes32 dataHash; the blobs
//                          ride in the transaction's prunable (binary) message, concatenated, so
//                          only their hash is signed and the chain prunes them like any prunable
//                          data (src/chain/prunable.ts; peers fill them in, PRUNABLE service)
//   ShufflingRecipients    u64 shuffling, bytes32 shufflingStateHash, u8 count, count x bytes32
//   ShufflingVerification  u64 shuffling, bytes32 shufflingStateHash
//   ShufflingCancellation  u64 shuffling, bytes32 shufflingStateHash, bytes32 keySeed (the sender's
//                          revealed layer seed)
// None carries a coin amount or a recipient, none may be phased. Fee: 1 coin each.
//
// Rules (ours, documented):
//   - amount: 1 .. 2^53-1 in the holding's smallest unit, for every holding (the spec types it
//     as an int; the JSON form stays an exact number).
//   - participantCount 3..30; registrationPeriod 1..1440 blocks.
//   - DEPOSIT: every participant locks `amount` of the holding and a SHUFFLING_DEPOSIT_MTA (12
//     coins) deposit in coin, at creation (the issuer, participant 0) or registration.
//   - Timeouts (a scheduled item per shuffling, `timeout:<id>`, run at the start of the block
//     at `deadline`). A stage lasts its number of full blocks after the block that started it,
//     so deadline = that height + blocks + 1, and blocksRemaining = deadline - height - 1 (the
//     blocks still open to a step): REGISTRATION its period (a period of 1 leaves one block to
//     register in); PROCESSING
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
//   - shufflingStateHash (Nxt's idea, our values): REGISTRATION the shuffling's full hash;
//     PROCESSING SHA-256 of the participants' ids (u64 LE, registration order) while participant
//     0 is assigned, then the full hash of the previous participant's processing transaction;
//     VERIFICATION and DONE the full hash of the recipients transaction; BLAME the full hash of
//     the cancellation that started it; CANCELLED keeps the last one. A transaction naming
//     another is refused (param shufflingStateHash), so a step built for an older state never
//     applies to a newer one.
//   - Processing data: only dataHash (SHA-256 of the blobs concatenated) is signed; the blobs
//     travel as the prunable message. Whole, they must match dataHash and be i+1 blobs of
//     32 + 48*(n-i-1) bytes, strictly ascending; pruned, only the signed length is checked (as
//     for every prunable part, a block's validity never depends on holding the data; a node
//     refuses blocks lacking data inside the minimum lifetime, which is far longer than any
//     shuffling lasts). The record keeps the blobs while the shuffling is open, and drops them
//     when it closes. A recipient account may exist (anyone can pay an id) but must not have a public key yet when
//     the recipients transaction is accepted (a key in use).
//   - A NON_SHUFFLEABLE currency is refused at creation (HoldingView.shuffleable, bit 32 of its type).
import { sha256 } from '@noble/hashes/sha2.js';
import { ed25519 } from '@noble/curves/ed25519.js';
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import type { RegistryHooks } from '../../domain/tx-types/hooks.js';
import { ONE_COIN } from '../../domain/constants.js';
import { invalidParameter, stateRejection, TransactionRejectedError, TxRejectReason } from '../../domain/errors.js';
import { parseUnsignedId } from '../../domain/ids.js';
import { fromHex, toHex } from '../../domain/hex.js';
import { adjustHoldingOf, COIN, movableOf, type HoldingRef } from '../../domain/holding-ref.js';
import { schedule } from '../../domain/state/schedule.js';
import { ONION_KEY_LENGTH } from './onion.js';
import { type Shuffling, type ShufflingParticipant } from './records.js';
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
export interface ShufflingStepAttachment extends ShufflingRefAttachment {
  readonly shufflingStateHash: Uint8Array;
}
export interface ShufflingProcessingAttachment extends ShufflingStepAttachment {
  readonly dataHash: Uint8Array;
}
export interface ShufflingRecipientsAttachment extends ShufflingStepAttachment {
  readonly recipientPublicKeys: readonly Uint8Array[];
}
export interface ShufflingCancellationAttachment extends ShufflingStepAttachment {
  readonly keySeed: Uint8Array;
}

export function refuse(description: string, param: string, reason = TxRejectReason.INVALID_ATTACHMENT): never {
  throw new TransactionRejectedError(reason, description, param);
}
export function refuseNow(description: string, param: string, reason = TxRejectReason.INVALID_ATTACHMENT): never {
  throw stateRejection(reason, description, param);
}

export function checkVersion(name: string, version: number): void {
  if (version !== 1) throw invalidParameter(`unsupported ${name} attachment version ${version}`, 'attachment');
}

export function shufflingType(subtype: number, name: string) {
  return { type: 7, subtype, name, attachmentName: name, tags: Object.freeze(['SHUFFLING']), canHaveRecipient: false, mustHaveRecipient: false } as const;
}

export function commonStateless(tx: Transaction): void {
  if (tx.amountMTA !== 0n) refuse('this transaction carries no coin amount', 'amountMTA', TxRejectReason.INVALID_AMOUNT);
  if (tx.appendices.phasing !== undefined) refuse('a shuffling transaction cannot be phased', 'phasing');
}

export const hexOf = (json: Readonly<Record<string, unknown>>, name: string, length?: number): Uint8Array => {
  const v = json[name];
  if (typeof v !== 'string') throw invalidParameter(`${name} must be a hex string`, name);
  return fromHex(v, name, length);
};
export const idOf = (json: Readonly<Record<string, unknown>>, name: string): bigint => {
  const v = json[name];
  if (typeof v !== 'string') throw invalidParameter(`${name} must be a decimal id string`, name);
  return parseUnsignedId(v, name);
};
export const hexListOf = (json: Readonly<Record<string, unknown>>, name: string): Uint8Array[] => {
  const v = json[name];
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) throw invalidParameter(`${name} must be a list of hex strings`, name);
  return (v as string[]).map((x) => fromHex(x, name));
};

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}
export const equalBytes = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** The hash a processing transaction names: SHA-256 of its blobs concatenated. */
export const shufflingDataHash = (data: readonly Uint8Array[]): Uint8Array => sha256(concat(data));

export function isValidRecipientKey(pk: Uint8Array): boolean {
  if (pk.length !== ONION_KEY_LENGTH) return false;
  try {
    return !ed25519.Point.fromBytes(pk, false).isSmallOrder();
  } catch {
    return false;
  }
}

/** The state hash of PROCESSING while participant 0 is assigned: SHA-256 of the ids in order. */
export function participantsHash(participants: readonly { readonly account: bigint }[]): Uint8Array {
  const ids = new Uint8Array(8 * participants.length);
  const view = new DataView(ids.buffer);
  participants.forEach((p, i) => view.setBigUint64(8 * i, BigInt.asUintN(64, p.account), true));
  return sha256(ids);
}

/** Refuses a step built for another state of the shuffling (errorCode 7 naming the parameter). */
export function checkStateHash(s: Shuffling, a: ShufflingStepAttachment): void {
  if (!equalBytes(s.stateHash, a.shufflingStateHash)) refuseNow('wrong shufflingStateHash: the shuffling has moved on (read it again with getShuffling)', 'shufflingStateHash');
}

export const stepToJSON = (a: ShufflingStepAttachment): Record<string, unknown> => ({ shuffling: a.shuffling.toString(), shufflingStateHash: toHex(a.shufflingStateHash) });

/** The record as kept once closed: the blobs are dropped (their hashes stay), nothing needs them. */
export const closed = (s: Shuffling): Shuffling => ({ ...s, participants: s.participants.map((p) => (p.data.length === 0 ? p : { ...p, data: [] })) });

/** Reads the u64 shuffling id and the state hash every step starts with. */
export function readStep(r: { u64(): bigint; bytes(n: number): Uint8Array }): { shuffling: bigint; shufflingStateHash: Uint8Array } {
  return { shuffling: r.u64(), shufflingStateHash: r.bytes(32) };
}
export const stepFromJSON = (json: Readonly<Record<string, unknown>>): { shuffling: bigint; shufflingStateHash: Uint8Array } => ({
  shuffling: idOf(json, 'shuffling'),
  shufflingStateHash: hexOf(json, 'shufflingStateHash', 32),
});

/** The shuffling named by `id`, or errorCode 7 naming `shuffling`. */
export function requireShuffling(state: LedgerState, id: bigint, param = 'shuffling'): Shuffling {
  const s = state.get(SHUFFLINGS, id);
  if (s === undefined) refuseNow(`unknown shuffling ${id}`, param);
  return s;
}

/** Whether the sender can lock amount + deposit (the fee included). */
export function checkFunds(state: LedgerState, hooks: RegistryHooks | undefined, tx: Transaction, holding: HoldingRef, amount: bigint): void {
  const coin = movableOf(state, hooks, COIN, tx.senderId) - tx.feeMTA;
  if (holding.type === 'COIN') {
    if (coin < amount + SHUFFLING_DEPOSIT_MTA) refuseNow('not enough coin to lock amount and the deposit', 'amount', TxRejectReason.NOT_ENOUGH_FUNDS);
    return;
  }
  if (coin < SHUFFLING_DEPOSIT_MTA) refuseNow('not enough coin to lock the deposit', 'amount', TxRejectReason.NOT_ENOUGH_FUNDS);
  if (movableOf(state, hooks, holding, tx.senderId) < amount) refuseNow('not enough of the holding to lock amount', 'amount', TxRejectReason.NOT_ENOUGH_FUNDS);
}

/** Locks (sign -1) or gives back (sign +1) a participant's amount and deposit. */
export function lock(state: LedgerState, hooks: RegistryHooks | undefined, holding: HoldingRef, amount: bigint, account: bigint, sign: 1n | -1n, deposit = true): void {
  adjustHoldingOf(state, hooks, holding, account, sign * amount, 'amount');
  if (deposit) adjustHoldingOf(state, hooks, COIN, account, sign * SHUFFLING_DEPOSIT_MTA, 'amount');
}

export const newParticipant = (account: bigint, layerPublicKey: Uint8Array): ShufflingParticipant => ({
  account,
  layerPublicKey: layerPublicKey.slice(),
  state: 'REGISTERED',
  data: [],
  dataHash: new Uint8Array(0),
  processed: false,
  revealedSeed: new Uint8Array(0),
});

/** The deadline of a stage that lasts `blocks` full blocks after the current one (see the header). */
export const deadlineAfter = (state: LedgerState, blocks: number): number => state.height + blocks + 1;

export function setDeadline(state: LedgerState, id: bigint, deadline: number): void {
  schedule(state, deadline, OWNER, `${TIMEOUT}${id}`);
}

