// Signed shuffling transactions (type 7) and onion steps for tests that drive a node directly:
// the shuffling ledger test and the state-digest generators.
import type { Node } from '../../src/node.js';
import type { Transaction } from '../../src/domain/transaction.js';
import type { Attachment } from '../../src/domain/types.js';
import { COIN, type HoldingRef } from '../../src/domain/holding-ref.js';
import {
  shufflingCancellation,
  shufflingCreation,
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

/** The participant's layer seed (index = its registration order). */
export const seedOf = (phrase: string, shuffling: bigint, index: number): Uint8Array => layerKeySeed(keyOf(phrase).seed, shuffling, index);

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

export function registerShufflingTx(node: Node_, p: ShufflingTxInput, s: { id: bigint; fullHash: Uint8Array }, index: number): Transaction {
  return tx(node, shufflingRegistration, { shufflingFullHash: s.fullHash, layerPublicKey: layerKeyPair(seedOf(p.from, s.id, index)).publicKey }, p);
}

export function processShufflingTx(node: Node_, p: ShufflingTxInput, shuffling: bigint, data: readonly Uint8Array[], dataHash = shufflingDataHash(data)): Transaction {
  return tx(node, shufflingProcessing, { shuffling, dataHash, data }, p);
}

export function recipientsTx(node: Node_, p: ShufflingTxInput, shuffling: bigint, recipientPublicKeys: readonly Uint8Array[]): Transaction {
  return tx(node, shufflingRecipients, { shuffling, recipientPublicKeys }, p);
}

export function verifyShufflingTx(node: Node_, p: ShufflingTxInput, shuffling: bigint): Transaction {
  return tx(node, shufflingVerification, { shuffling }, p);
}

export function cancelShufflingTx(node: Node_, p: ShufflingTxInput, shuffling: bigint, keySeed: Uint8Array): Transaction {
  return tx(node, shufflingCancellation, { shuffling, keySeed }, p);
}

/** Participant `index`'s honest step: peel the previous output, add its own onion, sort. */
export function onionStep(s: Shuffling, id: bigint, index: number, phrase: string, recipientPublicKey: Uint8Array, seed = seedOf(phrase, id, index)): Uint8Array[] {
  const input = index === 0 ? [] : s.participants[index - 1]!.data;
  const peeled = input.map((b) => {
    const p = peel(b, seed, id);
    if (p === undefined) throw new Error(`participant ${index} cannot peel its input`);
    return p;
  });
  const later = s.participants.slice(index + 1).map((q) => q.layerPublicKey);
  return shuffleBlobs([...peeled, wrap(recipientPublicKey, later, id, seed)]);
}
