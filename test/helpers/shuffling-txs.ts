// Signed shuffling transactions (type 7) and onion steps for tests that drive a node directly:
// the shuffling ledger test and the state-digest generators.
import type { Node } from '../../src/node.js';
import type { Transaction } from '../../src/domain/transaction.js';
import type { Attachment } from '../../src/domain/types.js';
import { COIN, type HoldingRef } from '../../src/domain/holding-ref.js';
import {
  shufflingCancellation,
  shufflingCreation,
  concat,
  shufflingDataHash,
  shufflingProcessing,
  shufflingRecipients,
  shufflingRegistration,
  shufflingVerification,
} from '../../src/capabilities/shuffling/types.js';
import { layerKeyPair, layerKeySeed, peel, shuffleBlobs, wrap } from '../../src/capabilities/shuffling/onion.js';
import type { Shuffling } from '../../src/capabilities/shuffling/records.js';
import { keyOf } from '../chain/helpers.js';
import { signedTx } from './signed-tx.js';

export interface ShufflingTxInput {
  readonly from: string;
  readonly timestamp: number;
  readonly ecBlockId: bigint;
  readonly feeMTA?: bigint;
  /** Added to the 1-coin fee (so equal transactions differ). */
  readonly extraFee?: bigint;
}

type Node_ = Pick<Node, 'registry'>;
const fee = (p: ShufflingTxInput): bigint => p.feeMTA ?? 100_000_000n + (p.extraFee ?? 0n);
const tx = (node: Node_, type: { type: number; subtype: number }, a: object, p: ShufflingTxInput): Transaction =>
  signedTx(node, type, { version: 1, ...a } as Attachment, { ...p, feeMTA: fee(p) });

/** The participant's layer seed in shuffling `shuffling`. */
export const seedOf = (phrase: string, shuffling: bigint): Uint8Array => layerKeySeed(keyOf(phrase).seed, shuffling);

export interface CreateInput {
  readonly holding?: HoldingRef;
  readonly amount?: bigint;
  readonly participantCount?: number;
  readonly registrationPeriod?: number;
}

/** A coin shuffling of 10 coins for 3 participants, registration open 10 blocks, unless told. */
export function createShufflingTx(node: Node_, p: ShufflingTxInput, c: CreateInput = {}): Transaction {
  return tx(node, shufflingCreation, { holding: COIN, amount: 10n * 100_000_000n, participantCount: 3, registrationPeriod: 10, ...c }, p);
}

export function registerShufflingTx(node: Node_, p: ShufflingTxInput, s: { id: bigint; fullHash: Uint8Array }): Transaction {
  return tx(node, shufflingRegistration, { shufflingFullHash: s.fullHash, layerPublicKey: layerKeyPair(seedOf(p.from, s.id)).publicKey }, p);
}

/** The state hash a step names: the record's, unless a test gives another. */
type StateOf = Pick<Shuffling, 'stateHash'> | Uint8Array;
const hashOf = (s: StateOf): Uint8Array => (s instanceof Uint8Array ? s : s.stateHash);

/** A processing with `data` as its prunable message; the fee covers the prunable data. */
export function processShufflingTx(node: Node_, p: ShufflingTxInput, shuffling: bigint, s: StateOf, data: readonly Uint8Array[], dataHash = shufflingDataHash(data)): Transaction {
  const bytes = concat(data);
  const prunableFee = BigInt(Math.max(1, Math.ceil(bytes.length / 1024))) * 10_000_000n;
  return signedTx(node, shufflingProcessing, { version: 1, shuffling, shufflingStateHash: hashOf(s), dataHash } as Attachment, {
    ...p,
    feeMTA: p.feeMTA ?? 100_000_000n + prunableFee + (p.extraFee ?? 0n),
    appendices: { prunableMessage: { isText: false, data: bytes } },
  });
}

export function recipientsTx(node: Node_, p: ShufflingTxInput, shuffling: bigint, s: StateOf, recipientPublicKeys: readonly Uint8Array[]): Transaction {
  return tx(node, shufflingRecipients, { shuffling, shufflingStateHash: hashOf(s), recipientPublicKeys }, p);
}

export function verifyShufflingTx(node: Node_, p: ShufflingTxInput, shuffling: bigint, s: StateOf): Transaction {
  return tx(node, shufflingVerification, { shuffling, shufflingStateHash: hashOf(s) }, p);
}

export function cancelShufflingTx(node: Node_, p: ShufflingTxInput, shuffling: bigint, s: StateOf, keySeed: Uint8Array): Transaction {
  return tx(node, shufflingCancellation, { shuffling, shufflingStateHash: hashOf(s), keySeed }, p);
}

/** Participant `index`'s honest step: peel the previous output, add its own onion, sort. */
export function onionStep(s: Shuffling, id: bigint, index: number, phrase: string, recipientPublicKey: Uint8Array, seed = seedOf(phrase, id)): Uint8Array[] {
  const input = index === 0 ? [] : s.participants[index - 1]!.data;
  const peeled = input.map((b) => {
    const p = peel(b, seed, id);
    if (p === undefined) throw new Error(`participant ${index} cannot peel its input`);
    return p;
  });
  const later = s.participants.slice(index + 1).map((q) => q.layerPublicKey);
  return shuffleBlobs([...peeled, wrap(recipientPublicKey, later, id, seed)]);
}
