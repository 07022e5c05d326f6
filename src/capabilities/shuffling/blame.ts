// ShufflingCancellation (7/5), blame and the stage timeouts: the rules are in common.ts's header.
import { x25519 } from '@noble/curves/ed25519.js';
import type { LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import type { ByteReader, ByteWriter } from '../../domain/bytes.js';
import type { RegistryHooks } from '../../domain/tx-types/hooks.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import { MIN_TRANSACTION_FEE_MTA } from '../../domain/constants.js';
import { toHex } from '../../domain/hex.js';
import { adjustHoldingOf, COIN } from '../../domain/holding-ref.js';
import { unschedule } from '../../domain/state/schedule.js';
import { peel, verifyLayer } from './onion.js';
import { participantIndexOf, type Shuffling, type ShufflingParticipant } from './records.js';
import { SHUFFLINGS } from './tables.js';

import { OWNER, SHUFFLING_TURN_BLOCKS, type ShufflingCancellationAttachment, TIMEOUT, checkStateHash, checkVersion, closed, commonStateless, equalBytes, hexOf, lock, readStep, refuseNow, requireShuffling, deadlineAfter, setDeadline, shufflingType, stepFromJSON, stepToJSON } from './common.js';

const layerKeyOf = (p: ShufflingParticipant, seed: Uint8Array): Uint8Array =>
  p.layerPublicKey.length === 0 && seed.length === 32 ? x25519.getPublicKey(seed) : p.layerPublicKey;

/** Participants that must reveal their seed in BLAME: each that processed, and the blamer. */
export const mustReveal = (s: Shuffling, p: ShufflingParticipant): boolean => p.processed || p.account === s.assignee;

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
  checkStateHash(s, a);
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
  state.put(SHUFFLINGS, id, { ...closed(s), stage: 'CANCELLED', assignee: blamed, deadline: 0, closedHeight: state.height });
  unschedule(state, OWNER, `${TIMEOUT}${id}`);
  state.emit({ capability: OWNER, name: 'shufflingCancelled', attributes: { shuffling: id, blamed } });
}

export const shufflingCancellation: TransactionType<ShufflingCancellationAttachment> = Object.freeze({
  ...shufflingType(5, 'ShufflingCancellation'),
  parseAttachment(r: ByteReader, version: number): ShufflingCancellationAttachment {
    checkVersion('ShufflingCancellation', version);
    return { version, ...readStep(r), keySeed: r.bytes(32) };
  },
  writeAttachment(w: ByteWriter, a: ShufflingCancellationAttachment): void {
    w.u64(a.shuffling).bytes(a.shufflingStateHash, 32).bytes(a.keySeed, 32);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): ShufflingCancellationAttachment {
    checkVersion('ShufflingCancellation', version);
    return { version, ...stepFromJSON(json), keySeed: hexOf(json, 'keySeed', 32) };
  },
  attachmentToJSON: (a: ShufflingCancellationAttachment) => ({ ...stepToJSON(a), keySeed: toHex(a.keySeed) }),
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
      const deadline = deadlineAfter(state, SHUFFLING_TURN_BLOCKS + s.participantCount);
      next = { ...next, stage: 'BLAME', assignee: tx.senderId, deadline, stateHash: tx.fullHash.slice() };
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

