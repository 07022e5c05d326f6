// ShufflingProcessing (7/2), ShufflingRecipients (7/3) and ShufflingVerification (7/4): the
// rules are in common.ts's header.
import type { LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import type { ByteReader, ByteWriter } from '../../domain/bytes.js';
import type { RegistryHooks } from '../../domain/tx-types/hooks.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import { MIN_TRANSACTION_FEE_MTA } from '../../domain/constants.js';
import { toHex } from '../../domain/hex.js';
import { accountIdFromPublicKey } from '../../domain/account-id.js';
import { setPublicKeyIfUnset } from '../../domain/ledger.js';
import { ACCOUNTS } from '../../domain/state/accounts.js';
import { adjustHoldingOf, COIN } from '../../domain/holding-ref.js';
import { unschedule } from '../../domain/state/schedule.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { isPruned } from '../../domain/appendix-codec.js';
import { compareBlobs, ONION_KEY_LENGTH, ONION_LAYER_OVERHEAD } from './onion.js';
import { participantIndexOf, type Shuffling } from './records.js';
import { SHUFFLINGS } from './tables.js';

import { MAX_PARTICIPANTS, MIN_PARTICIPANTS, OWNER, SHUFFLING_TURN_BLOCKS, type ShufflingProcessingAttachment, type ShufflingRecipientsAttachment, type ShufflingStepAttachment, TIMEOUT, checkStateHash, checkVersion, closed, commonStateless, equalBytes, hexListOf, hexOf, isValidRecipientKey, readStep, refuse, refuseNow, requireShuffling, deadlineAfter, setDeadline, shufflingType, stepFromJSON, stepToJSON } from './common.js';

function turnOf(tx: Transaction, s: Shuffling, id: bigint): number {
  if (s.stage !== 'PROCESSING') refuseNow(`shuffling ${id} is ${s.stage}, not PROCESSING`, 'shuffling');
  if (s.assignee !== tx.senderId) refuseNow('it is not the sender\'s turn to process', 'shuffling');
  return participantIndexOf(s, tx.senderId);
}

/** Bytes of each blob participant i of n outputs. */
export const blobLengthOf = (n: number, i: number): number => ONION_KEY_LENGTH + ONION_LAYER_OVERHEAD * (n - i - 1);

/** The processing blobs the transaction carries (its prunable message), or undefined when pruned. */
export function processingBlobsOf(tx: Transaction, n: number, i: number): Uint8Array[] | undefined {
  const m = tx.appendices.prunableMessage;
  if (m === undefined || isPruned(m)) return undefined;
  const length = blobLengthOf(n, i);
  return Array.from({ length: m.data.length / length }, (_, k) => m.data.subarray(k * length, (k + 1) * length));
}

function checkProcessing(tx: Transaction, state: LedgerState, a: ShufflingProcessingAttachment): [Shuffling, number, Uint8Array[] | undefined] {
  const s = requireShuffling(state, a.shuffling);
  const i = turnOf(tx, s, a.shuffling);
  const n = s.participantCount;
  if (i === n - 1) refuseNow('the last participant submits the recipients, not processing data', 'shuffling');
  checkStateHash(s, a);
  const m = tx.appendices.prunableMessage!;
  const length = blobLengthOf(n, i);
  if ((isPruned(m) ? m.length : m.data.length) !== (i + 1) * length) refuseNow(`data must be ${i + 1} blobs of ${length} bytes`, 'data');
  const data = processingBlobsOf(tx, n, i);
  if (data !== undefined) for (let k = 1; k < data.length; k++) if (compareBlobs(data[k - 1]!, data[k]!) >= 0) refuseNow('blobs must be strictly ascending', 'data');
  return [s, i, data];
}

export const shufflingProcessing: TransactionType<ShufflingProcessingAttachment> = Object.freeze({
  ...shufflingType(2, 'ShufflingProcessing'),
  parseAttachment(r: ByteReader, version: number): ShufflingProcessingAttachment {
    checkVersion('ShufflingProcessing', version);
    return { version, ...readStep(r), dataHash: r.bytes(32) };
  },
  writeAttachment(w: ByteWriter, a: ShufflingProcessingAttachment): void {
    w.u64(a.shuffling).bytes(a.shufflingStateHash, 32).bytes(a.dataHash, 32);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): ShufflingProcessingAttachment {
    checkVersion('ShufflingProcessing', version);
    return { version, ...stepFromJSON(json), dataHash: hexOf(json, 'dataHash', 32) };
  },
  attachmentToJSON: (a: ShufflingProcessingAttachment) => ({ ...stepToJSON(a), dataHash: toHex(a.dataHash) }),
  validateStateless(tx: Transaction): void {
    commonStateless(tx);
    const a = attachmentOf(tx, shufflingProcessing);
    const m = tx.appendices.prunableMessage;
    if (m === undefined) refuse('the processing data (the blobs, concatenated) must be the prunable message', 'data');
    if (isPruned(m)) return;
    if (m.isText) refuse('the processing data is binary, not text', 'data');
    // Its length against the blob count and size is a state rule (checkProcessing): the sizes depend on n and the turn.
    if (m.data.length === 0) refuse('the processing data is empty', 'data');
    if (!equalBytes(sha256(m.data), a.dataHash)) refuse('dataHash is not the SHA-256 of the data', 'dataHash');
  },
  validate(tx: Transaction, { state }: TxValidationContext): void {
    checkProcessing(tx, state, attachmentOf(tx, shufflingProcessing));
  },
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, shufflingProcessing);
    const [s, i, data] = checkProcessing(tx, state, a);
    const blobs = (data ?? []).map((b) => b.slice());
    const participants = s.participants.map((p, k) => (k === i ? { ...p, state: 'PROCESSED' as const, processed: true, data: blobs, dataHash: a.dataHash.slice() } : p));
    const deadline = deadlineAfter(state, SHUFFLING_TURN_BLOCKS);
    state.put(SHUFFLINGS, a.shuffling, { ...s, participants, assignee: participants[i + 1]!.account, deadline, stateHash: tx.fullHash.slice() });
    setDeadline(state, a.shuffling, deadline);
    state.emit({ capability: OWNER, name: 'shufflingProcessed', transactionId: tx.id, attributes: { shuffling: a.shuffling, account: tx.senderId } });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});

function checkRecipients(tx: Transaction, state: LedgerState, a: ShufflingRecipientsAttachment): [Shuffling, number] {
  const s = requireShuffling(state, a.shuffling);
  const i = turnOf(tx, s, a.shuffling);
  if (i !== s.participantCount - 1) refuseNow('only the last participant submits the recipients', 'shuffling');
  checkStateHash(s, a);
  if (a.recipientPublicKeys.length !== s.participantCount) refuseNow(`recipientPublicKeys must have ${s.participantCount} keys`, 'recipientPublicKeys');
  for (const k of a.recipientPublicKeys) {
    // In use = its account has a public key (it signed, or was announced). An account that only
    // received coins (anyone can pay an id) does not stall the shuffling: the key is set at DONE.
    if (state.get(ACCOUNTS, accountIdFromPublicKey(k))?.publicKey != null) refuseNow(`recipient key ${toHex(k)} is already in use by an account`, 'recipientPublicKeys');
  }
  return [s, i];
}

export const shufflingRecipients: TransactionType<ShufflingRecipientsAttachment> = Object.freeze({
  ...shufflingType(3, 'ShufflingRecipients'),
  parseAttachment(r: ByteReader, version: number): ShufflingRecipientsAttachment {
    checkVersion('ShufflingRecipients', version);
    const step = readStep(r);
    const recipientPublicKeys: Uint8Array[] = [];
    for (let n = r.u8(), i = 0; i < n; i++) recipientPublicKeys.push(r.bytes(32));
    return { version, ...step, recipientPublicKeys };
  },
  writeAttachment(w: ByteWriter, a: ShufflingRecipientsAttachment): void {
    w.u64(a.shuffling).bytes(a.shufflingStateHash, 32).u8(a.recipientPublicKeys.length);
    for (const k of a.recipientPublicKeys) w.bytes(k, 32);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): ShufflingRecipientsAttachment {
    checkVersion('ShufflingRecipients', version);
    return { version, ...stepFromJSON(json), recipientPublicKeys: hexListOf(json, 'recipientPublicKeys') };
  },
  attachmentToJSON: (a: ShufflingRecipientsAttachment) => ({ ...stepToJSON(a), recipientPublicKeys: a.recipientPublicKeys.map(toHex) }),
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
    const deadline = deadlineAfter(state, SHUFFLING_TURN_BLOCKS + s.participantCount);
    state.put(SHUFFLINGS, a.shuffling, { ...s, participants, recipientPublicKeys: a.recipientPublicKeys.map((k) => k.slice()), stage: 'VERIFICATION', assignee: 0n, deadline, stateHash: tx.fullHash.slice() });
    setDeadline(state, a.shuffling, deadline);
    state.emit({ capability: OWNER, name: 'shufflingProcessingFinished', transactionId: tx.id, attributes: { shuffling: a.shuffling } });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});

// ---- verification -----------------------------------------------------------------------------

function checkVerification(tx: Transaction, state: LedgerState, a: ShufflingStepAttachment): [Shuffling, number] {
  const id = a.shuffling;
  const s = requireShuffling(state, id);
  if (s.stage !== 'VERIFICATION') refuseNow(`shuffling ${id} is ${s.stage}, not VERIFICATION`, 'shuffling');
  const i = participantIndexOf(s, tx.senderId);
  if (i < 0) refuseNow('the sender is not a participant', 'shuffling');
  if (s.participants[i]!.state !== 'PROCESSED') refuseNow('the sender has already verified', 'shuffling');
  checkStateHash(s, a);
  return [s, i];
}

function distribute(state: LedgerState, hooks: RegistryHooks | undefined, id: bigint, s: Shuffling): void {
  for (const p of s.participants) adjustHoldingOf(state, hooks, COIN, p.account, s.deposit, 'shuffling');
  for (const key of s.recipientPublicKeys) {
    const account = accountIdFromPublicKey(key);
    adjustHoldingOf(state, hooks, s.holding, account, s.amount, 'shuffling');
    if (state.getAccount(account) !== undefined) setPublicKeyIfUnset(state, account, key);
  }
  state.put(SHUFFLINGS, id, { ...closed(s), stage: 'DONE', assignee: 0n, deadline: 0, closedHeight: state.height });
  unschedule(state, OWNER, `${TIMEOUT}${id}`);
  state.emit({ capability: OWNER, name: 'shufflingDone', attributes: { shuffling: id } });
}

export const shufflingVerification: TransactionType<ShufflingStepAttachment> = Object.freeze({
  ...shufflingType(4, 'ShufflingVerification'),
  parseAttachment(r: ByteReader, version: number): ShufflingStepAttachment {
    checkVersion('ShufflingVerification', version);
    return { version, ...readStep(r) };
  },
  writeAttachment(w: ByteWriter, a: ShufflingStepAttachment): void {
    w.u64(a.shuffling).bytes(a.shufflingStateHash, 32);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): ShufflingStepAttachment {
    checkVersion('ShufflingVerification', version);
    return { version, ...stepFromJSON(json) };
  },
  attachmentToJSON: stepToJSON,
  validateStateless: commonStateless,
  validate(tx: Transaction, { state }: TxValidationContext): void {
    checkVerification(tx, state, attachmentOf(tx, shufflingVerification));
  },
  apply(tx: Transaction, state: LedgerState, hooks?: RegistryHooks): void {
    const a = attachmentOf(tx, shufflingVerification);
    const id = a.shuffling;
    const [s, i] = checkVerification(tx, state, a);
    const participants = s.participants.map((p, k) => (k === i ? { ...p, state: 'VERIFIED' as const } : p));
    state.emit({ capability: OWNER, name: 'shufflingVerified', transactionId: tx.id, attributes: { shuffling: id, account: tx.senderId } });
    if (participants.every((p) => p.state === 'VERIFIED')) distribute(state, hooks, id, { ...s, participants });
    else state.put(SHUFFLINGS, id, { ...s, participants });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});
