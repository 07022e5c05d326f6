// Phasing vote casting (1/9, `approveTransaction`). Attachment (version 1): u8 count, 32-byte
// full hashes x count, u16 secret length, revealed secret (JSON: transactionFullHashes [hex],
// revealedSecret hex).
// Rules: 1..10 polls; a secret of at most 100 bytes; each poll exists, is not finished and its
// finish height is after the including block; its model takes votes (not NONE nor
// TRANSACTION); with a whitelist the voter is on it; a HASH poll needs the revealed secret whose
// hash (the poll's algorithm) is its hashed secret, and a non-HASH poll refuses a secret. One
// vote per poll and voter counts: a later one is accepted and changes nothing. Fee: 1 coin per
// poll.
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import type { ByteReader, ByteWriter } from '../../domain/bytes.js';
import { HASH_LENGTH, ONE_COIN } from '../../domain/constants.js';
import { invalidParameter, stateRejection, TransactionRejectedError, TxRejectReason } from '../../domain/errors.js';
import { acceptsVotes, SecretAlgorithm, VotingModel } from '../../domain/phasing.js';
import { bytesEqual, fromHex, toHex } from '../../domain/hex.js';
import { idFromHashPrefix } from '../../domain/ids.js';
import { pair } from '../../domain/state/pair-key.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { finishesEarly, OWNER } from './poll.js';
import { POLLS, RESULTS, VOTES } from './tables.js';

export const MAX_VOTE_POLLS = 10;
export const MAX_REVEALED_SECRET = 100;

export interface VoteAttachment extends Attachment {
  readonly transactionFullHashes: readonly Uint8Array[];
  readonly revealedSecret: Uint8Array;
}

/** A secret's hash by a HASH poll's algorithm. */
export function secretHash(algorithm: number, secret: Uint8Array): Uint8Array {
  if (algorithm === SecretAlgorithm.SHA256) return sha256(secret);
  if (algorithm === SecretAlgorithm.RIPEMD160) return ripemd160(secret);
  if (algorithm === SecretAlgorithm.RIPEMD160_SHA256) return ripemd160(sha256(secret));
  throw invalidParameter(`unknown secret algorithm ${algorithm}`, 'phasingHashedSecretAlgorithm');
}

function refuse(description: string, param: string): never {
  throw new TransactionRejectedError(TxRejectReason.INVALID_ATTACHMENT, description, param);
}

function checkVersion(version: number): void {
  if (version !== 1) throw invalidParameter(`unsupported PhasingVoteCasting attachment version ${version}`, 'attachment');
}

export const phasingVoteCasting: TransactionType<VoteAttachment> = Object.freeze({
  type: 1,
  subtype: 9,
  name: 'PhasingVoteCasting',
  attachmentName: 'PhasingVoteCasting',
  tags: Object.freeze(['PHASING']),
  canHaveRecipient: false,
  mustHaveRecipient: false,
  parseAttachment(reader: ByteReader, version: number): VoteAttachment {
    checkVersion(version);
    const transactionFullHashes = Array.from({ length: reader.u8() }, () => reader.bytes(HASH_LENGTH));
    return { version, transactionFullHashes, revealedSecret: reader.bytes(reader.u16()) };
  },
  writeAttachment(writer: ByteWriter, a: VoteAttachment): void {
    if (a.transactionFullHashes.length > 255 || a.revealedSecret.length > 0xffff) throw invalidParameter('too many polls or too long a secret', 'transactionFullHash');
    writer.u8(a.transactionFullHashes.length);
    for (const h of a.transactionFullHashes) writer.bytes(h, HASH_LENGTH);
    writer.u16(a.revealedSecret.length).bytes(a.revealedSecret);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): VoteAttachment {
    checkVersion(version);
    const hashes = json['transactionFullHashes'];
    if (!Array.isArray(hashes)) throw invalidParameter('transactionFullHashes must be an array', 'transactionFullHash');
    const secret = json['revealedSecret'] ?? '';
    if (typeof secret !== 'string') throw invalidParameter('revealedSecret must be hex', 'revealedSecret');
    return {
      version,
      transactionFullHashes: hashes.map((h) => {
        if (typeof h !== 'string') throw invalidParameter('a full hash must be hex', 'transactionFullHash');
        return fromHex(h, 'transactionFullHash', HASH_LENGTH);
      }),
      revealedSecret: secret === '' ? new Uint8Array(0) : fromHex(secret, 'revealedSecret'),
    };
  },
  attachmentToJSON: (a: VoteAttachment) => ({ transactionFullHashes: a.transactionFullHashes.map((h) => toHex(h)), revealedSecret: toHex(a.revealedSecret) }),
  validateStateless(tx: Transaction): void {
    const a = attachmentOf(tx, phasingVoteCasting);
    if (tx.amountMTA !== 0n) refuse('a vote carries no amount', 'amountMTA');
    if (a.transactionFullHashes.length < 1 || a.transactionFullHashes.length > MAX_VOTE_POLLS) refuse(`a vote names 1..${MAX_VOTE_POLLS} phased transactions`, 'transactionFullHash');
    if (new Set(a.transactionFullHashes.map((h) => toHex(h))).size !== a.transactionFullHashes.length) refuse('a phased transaction is named twice', 'transactionFullHash');
    if (a.revealedSecret.length > MAX_REVEALED_SECRET) refuse(`the revealed secret is at most ${MAX_REVEALED_SECRET} bytes`, 'revealedSecret');
  },
  validate(tx: Transaction, { state }: TxValidationContext): void {
    const a = attachmentOf(tx, phasingVoteCasting);
    for (const hash of a.transactionFullHashes) {
      const id = idFromHashPrefix(hash);
      const poll = state.get(POLLS, id);
      if (poll === undefined || !bytesEqual(poll.fullHash, hash)) throw stateRejection(TxRejectReason.INVALID_ATTACHMENT, `no phased transaction ${toHex(hash)}`, 'transactionFullHash');
      if (state.get(RESULTS, id) !== undefined || poll.phasing.finishHeight <= state.height) throw stateRejection(TxRejectReason.INVALID_ATTACHMENT, `the poll of ${id} is finished`, 'transactionFullHash');
      const p = poll.phasing;
      if (!acceptsVotes(p.votingModel)) refuse(`the poll of ${id} takes no votes`, 'transactionFullHash');
      if (p.whitelist.length > 0 && !p.whitelist.includes(tx.senderId)) refuse(`the voter is not whitelisted on the poll of ${id}`, 'secretPhrase');
      if (p.votingModel === VotingModel.HASH) {
        if (a.revealedSecret.length === 0) refuse(`the poll of ${id} needs the revealed secret`, 'revealedSecret');
        if (!bytesEqual(secretHash(p.algorithm, a.revealedSecret), p.hashedSecret)) refuse(`the revealed secret does not match the poll of ${id}`, 'revealedSecret');
      } else if (a.revealedSecret.length > 0) refuse(`the poll of ${id} takes no secret`, 'revealedSecret');
    }
  },
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, phasingVoteCasting);
    for (const hash of a.transactionFullHashes) {
      const id = idFromHashPrefix(hash);
      const key = pair(id, tx.senderId);
      if (state.get(VOTES, key) !== undefined) continue; // the first vote counts
      state.put(VOTES, key, { poll: id, voter: tx.senderId, transaction: tx.id, height: state.height });
      const poll = state.get(POLLS, id)!;
      if (finishesEarly(poll.phasing) && !poll.toCheck) state.put(POLLS, id, { ...poll, toCheck: true });
      state.emit({ capability: OWNER, name: 'voted', transactionId: tx.id, attributes: { poll: id, voter: tx.senderId } });
    }
  },
  minimumFeeMTA: (tx: Transaction) => BigInt(attachmentOf(tx, phasingVoteCasting).transactionFullHashes.length) * ONE_COIN,
});
