// What one participant computes from the chain's record of a shuffling and its own secrets: the
// attachment of its next step. Pure (no state reads, no I/O); the API writes (shufflingRegister,
// shufflingProcess, shufflingVerify, shufflingCancel), the shuffler actor, the tests and the bench
// all build their steps here, so an honest participant is written once.
//
// The secrets: `privateSeed` is the account's Ed25519 private seed (SHA-256 of its secret phrase);
// the layer seed of a shuffling derives from it (onion.ts layerKeySeed), and is the only secret a
// step ever reveals (a cancellation, in blame). `recipientPublicKey` is the fresh account's key.
import { toHex } from '../../domain/hex.js';
import { layerKeyPair, layerKeySeed, peel, shuffleBlobs, wrap } from './onion.js';
import { participantIndexOf, type Shuffling } from './records.js';
import { concat, equalBytes, shufflingDataHash } from './common.js';
import { blobLengthOf } from './round-types.js';

interface Step {
  readonly shuffling: bigint;
  readonly shufflingStateHash: Uint8Array;
}

export type ParticipantStep =
  /** ShufflingProcessing: `data` (the blobs concatenated) rides as the prunable message. */
  | { readonly kind: 'process'; readonly attachment: Step & { readonly dataHash: Uint8Array }; readonly data: Uint8Array }
  /** ShufflingRecipients (the last participant). */
  | { readonly kind: 'recipients'; readonly attachment: Step & { readonly recipientPublicKeys: readonly Uint8Array[] } }
  | { readonly kind: 'verify'; readonly attachment: Step }
  /** ShufflingCancellation revealing the layer seed; `reason` says why this participant blames. */
  | { readonly kind: 'cancel'; readonly attachment: Step & { readonly keySeed: Uint8Array }; readonly reason: string };

export type ParticipantStepKind = ParticipantStep['kind'];

/** The participant's layer seed in this shuffling. */
export const layerSeedOf = (privateSeed: Uint8Array, id: bigint): Uint8Array => layerKeySeed(privateSeed, id);

/** ShufflingRegistration's attachment (without its version). */
export function registrationOf(s: Shuffling, id: bigint, privateSeed: Uint8Array): { shufflingFullHash: Uint8Array; layerPublicKey: Uint8Array } {
  return { shufflingFullHash: s.fullHash, layerPublicKey: layerKeyPair(layerSeedOf(privateSeed, id)).publicKey };
}

const stepOf = (s: Shuffling, id: bigint): Step => ({ shuffling: id, shufflingStateHash: s.stateHash });

/** The cancellation that reveals this participant's layer seed (starts or answers the blame). */
export function cancellationOf(s: Shuffling, id: bigint, privateSeed: Uint8Array, reason: string): ParticipantStep {
  return { kind: 'cancel', attachment: { ...stepOf(s, id), keySeed: layerSeedOf(privateSeed, id) }, reason };
}

/** The peeled input of participant `i`, or why it cannot be peeled (then it blames). */
function peeledInput(s: Shuffling, id: bigint, i: number, seed: Uint8Array): Uint8Array[] | string {
  if (i === 0) return [];
  const previous = s.participants[i - 1]!;
  const input = previous.data;
  if (input.length !== i) return `the previous participant's data holds ${input.length} blobs, not ${i}`;
  const length = blobLengthOf(s.participantCount, i - 1);
  const own = layerKeyPair(seed).publicKey;
  const peeled: Uint8Array[] = [];
  for (const [k, blob] of input.entries()) {
    const p = blob.length === length ? peel(blob, seed, id, own) : undefined;
    if (p === undefined) return `input blob ${k} does not peel with this participant's layer key`;
    if (peeled.some((q) => equalBytes(q, p))) return `input blob ${k} peels to a duplicate`;
    peeled.push(p);
  }
  return peeled;
}

/**
 * The processing step of `account` (it must be the assignee in PROCESSING): peel the previous
 * participant's blobs, add its own onion, sort; the last participant outputs the recipient keys.
 * When its input cannot be peeled it blames instead (a cancellation revealing its seed).
 */
export function processingOf(s: Shuffling, id: bigint, account: bigint, privateSeed: Uint8Array, recipientPublicKey: Uint8Array): ParticipantStep {
  const i = participantIndexOf(s, account);
  if (i < 0) throw new Error('the account is not a participant');
  const seed = layerSeedOf(privateSeed, id);
  const peeled = peeledInput(s, id, i, seed);
  if (typeof peeled === 'string') return cancellationOf(s, id, privateSeed, peeled);
  if (peeled.some((p) => equalBytes(p, recipientPublicKey))) return cancellationOf(s, id, privateSeed, 'another participant named this recipient');
  const later = s.participants.slice(i + 1).map((p) => p.layerPublicKey);
  const out = shuffleBlobs([...peeled, wrap(recipientPublicKey, later, id, seed)]);
  if (i === s.participantCount - 1) return { kind: 'recipients', attachment: { ...stepOf(s, id), recipientPublicKeys: out } };
  return { kind: 'process', attachment: { ...stepOf(s, id), dataHash: shufflingDataHash(out) }, data: concat(out) };
}

/** In VERIFICATION: verify when the recipient key is among the published ones, else blame. */
export function verificationOf(s: Shuffling, id: bigint, privateSeed: Uint8Array, recipientPublicKey: Uint8Array): ParticipantStep {
  if (s.recipientPublicKeys.some((k) => equalBytes(k, recipientPublicKey))) return { kind: 'verify', attachment: stepOf(s, id) };
  return cancellationOf(s, id, privateSeed, `the recipient key ${toHex(recipientPublicKey)} is missing from the published recipients`);
}

/** Whether this participant's recipient is among the published recipients. */
export const recipientIncluded = (s: Shuffling, recipientPublicKey: Uint8Array): boolean => s.recipientPublicKeys.some((k) => equalBytes(k, recipientPublicKey));
