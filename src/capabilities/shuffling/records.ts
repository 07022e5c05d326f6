// The records of shufflings (plain immutable shapes; tables.ts has their codec). Amounts are in
// the smallest unit of the holding (MTA for the coin, QNT for a totem or currency).
import type { HoldingRef } from '../../domain/holding-ref.js';

export type ShufflingStage = 'REGISTRATION' | 'PROCESSING' | 'VERIFICATION' | 'BLAME' | 'CANCELLED' | 'DONE';
export const SHUFFLING_STAGES: readonly ShufflingStage[] = ['REGISTRATION', 'PROCESSING', 'VERIFICATION', 'BLAME', 'CANCELLED', 'DONE'];

export type ParticipantState = 'REGISTERED' | 'PROCESSED' | 'VERIFIED' | 'CANCELLED';
export const PARTICIPANT_STATES: readonly ParticipantState[] = ['REGISTERED', 'PROCESSED', 'VERIFIED', 'CANCELLED'];

export interface ShufflingParticipant {
  readonly account: bigint;
  /** The X25519 layer public key published at registration (onion.ts layerKeyPair); empty for the issuer. */
  readonly layerPublicKey: Uint8Array;
  readonly state: ParticipantState;
  /** The blobs of its processing, taken from the transaction's prunable data (empty until it
   * processed, when the data was pruned before this node saw it, and once the shuffling closed). */
  readonly data: readonly Uint8Array[];
  /** SHA-256 of its blobs concatenated, as its processing transaction signs it (empty until then). */
  readonly dataHash: Uint8Array;
  /** Whether it processed (data may legitimately be the empty list only for nobody). */
  readonly processed: boolean;
  /** Its revealed layer seed (blame), or empty. */
  readonly revealedSeed: Uint8Array;
}

/** One shuffling, keyed by its creation's transaction id; participants in registration order. */
export interface Shuffling {
  readonly issuer: bigint;
  readonly fullHash: Uint8Array;
  readonly holding: HoldingRef;
  readonly amount: bigint;
  readonly deposit: bigint;
  readonly participantCount: number;
  readonly registrationPeriod: number;
  readonly stage: ShufflingStage;
  /** The participant whose turn it is (PROCESSING), the blamer (BLAME), the blamed (CANCELLED); 0 otherwise. */
  readonly assignee: bigint;
  /** The stage times out at the start of the block at this height (0 when finished). */
  readonly deadline: number;
  readonly participants: readonly ShufflingParticipant[];
  /** What the next transaction must name as shufflingStateHash (common.ts's header says how it
   * is made): a participant's transaction is valid only against the state it was built for. */
  readonly stateHash: Uint8Array;
  /** The last participant's recipient public keys (sorted), once submitted. */
  readonly recipientPublicKeys: readonly Uint8Array[];
  readonly height: number;
  /** Height at which it reached DONE or CANCELLED (0 while open). */
  readonly closedHeight: number;
}

/** Blocks still open to a step before the stage times out at the start of block `deadline`, as
 * the spec's blocksRemaining (0 when finished). */
export const blocksRemainingOf = (s: Shuffling, height: number): number => (s.deadline === 0 ? 0 : Math.max(0, s.deadline - height - 1));

export const participantIndexOf = (s: Shuffling, account: bigint): number => s.participants.findIndex((p) => p.account === account);
