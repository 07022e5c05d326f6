// The phasing appendix (flag bit 6): a transaction accepted now whose effect is applied or
// refused at its finish height, by votes or a revealed secret (docs/phasing.md). This module is
// its shape, its bytes and JSON, the rules that need no ledger, and its fee; the phasing
// capability (src/capabilities/phasing/) counts the votes.
//
// Bytes (version 1, Nxt's layout): u32 finishHeight, i8 votingModel, u64 quorum, u64 minBalance,
// u8 whitelist count, u64 x n whitelist, u64 holding, u8 minBalanceModel, u8 linked count,
// 32 bytes x n linked full hashes, u8 secret length, hashed secret, u8 algorithm.
import type { ByteReader, ByteWriter } from './bytes.js';
import { HASH_LENGTH, MAX_LONG, ONE_COIN } from './constants.js';
import { invalidParameter, TransactionRejectedError, TxRejectReason } from './errors.js';

export enum VotingModel {
  NONE = -1,
  ACCOUNT = 0,
  COIN = 1,
  TOTEM = 2,
  CURRENCY = 3,
  TRANSACTION = 4,
  HASH = 5,
}

export enum MinBalanceModel {
  NONE = 0,
  COIN = 1,
  TOTEM = 2,
  CURRENCY = 3,
}

/** Algorithms of a HASH poll's secret (Nxt's codes). */
export enum SecretAlgorithm {
  SHA256 = 2,
  RIPEMD160 = 6,
  RIPEMD160_SHA256 = 62,
}

export const VOTING_MODEL_NAMES: Readonly<Record<VotingModel, string>> = {
  [VotingModel.NONE]: 'NONE',
  [VotingModel.ACCOUNT]: 'ACCOUNT',
  [VotingModel.COIN]: 'COIN',
  [VotingModel.TOTEM]: 'TOTEM',
  [VotingModel.CURRENCY]: 'CURRENCY',
  [VotingModel.TRANSACTION]: 'TRANSACTION',
  [VotingModel.HASH]: 'HASH',
};

export const MAX_WHITELIST = 10;
export const MAX_LINKED = 10;
export const MAX_HASHED_SECRET = 127;
/** 14 days of one-minute blocks: the farthest finish height. */
export const MAX_PHASING_DURATION = 14 * 1440;

/** Who votes and how their votes weigh (also the shape of a phasing-only or totem control). */
export interface PhasingParams {
  readonly votingModel: VotingModel;
  readonly quorum: bigint;
  readonly minBalance: bigint;
  readonly minBalanceModel: MinBalanceModel;
  /** The totem or currency of a TOTEM / CURRENCY model or min balance (0 otherwise). */
  readonly holding: bigint;
  readonly whitelist: readonly bigint[];
}

export interface PhasingAppendix extends PhasingParams {
  readonly finishHeight: number;
  readonly linkedFullHashes: readonly Uint8Array[];
  readonly hashedSecret: Uint8Array;
  readonly algorithm: number;
}

const isModel = (m: number): m is VotingModel => m >= -1 && m <= 5 && Number.isInteger(m);
const isMinModel = (m: number): m is MinBalanceModel => m >= 0 && m <= 3 && Number.isInteger(m);
const isAlgorithm = (a: number): a is SecretAlgorithm => a === 2 || a === 6 || a === 62;

export function readPhasing(r: ByteReader): PhasingAppendix {
  const finishHeight = r.u32();
  const model = (r.u8() << 24) >> 24; // signed byte
  if (!isModel(model)) throw invalidParameter(`unknown voting model ${model}`, 'phasingVotingModel');
  const quorum = r.u64();
  const minBalance = r.u64();
  const whitelist = Array.from({ length: r.u8() }, () => r.u64());
  const holding = r.u64();
  const minModel = r.u8();
  if (!isMinModel(minModel)) throw invalidParameter(`unknown min balance model ${minModel}`, 'phasingMinBalanceModel');
  const linkedFullHashes = Array.from({ length: r.u8() }, () => r.bytes(HASH_LENGTH));
  const hashedSecret = r.bytes(r.u8());
  return { finishHeight, votingModel: model, quorum, minBalance, whitelist, holding, minBalanceModel: minModel, linkedFullHashes, hashedSecret, algorithm: r.u8() };
}

export function writePhasing(w: ByteWriter, p: PhasingAppendix): void {
  if (p.whitelist.length > 255 || p.linkedFullHashes.length > 255 || p.hashedSecret.length > 255) throw invalidParameter('phasing lists too long', 'phasingWhitelisted');
  w.u32(p.finishHeight).u8(p.votingModel & 0xff).u64(p.quorum).u64(p.minBalance).u8(p.whitelist.length);
  for (const a of p.whitelist) w.u64(a);
  w.u64(p.holding).u8(p.minBalanceModel).u8(p.linkedFullHashes.length);
  for (const h of p.linkedFullHashes) w.bytes(h, HASH_LENGTH);
  w.u8(p.hashedSecret.length).bytes(p.hashedSecret).u8(p.algorithm);
}

/** The weighting does not depend on any balance: votes are counted as cast (and such a poll may
 * finish early, see docs/phasing.md). */
export function isBalanceIndependent(p: PhasingParams): boolean {
  return p.votingModel === VotingModel.NONE || p.votingModel === VotingModel.TRANSACTION || p.votingModel === VotingModel.HASH || (p.votingModel === VotingModel.ACCOUNT && p.minBalance === 0n);
}

/** Whether voters cast votes (approveTransaction) on such a poll. */
export function acceptsVotes(model: VotingModel): boolean {
  return model !== VotingModel.NONE && model !== VotingModel.TRANSACTION;
}

/** Fee of the appendix: 1 coin for a balance-independent weighting, else 20; plus 1 coin per
 * started 32 bytes of hashed secret and 1 coin per linked transaction. Never refunded. */
export function phasingFeeMTA(p: PhasingAppendix): bigint {
  const base = isBalanceIndependent(p) ? ONE_COIN : 20n * ONE_COIN;
  return base + BigInt(Math.ceil(p.hashedSecret.length / 32)) * ONE_COIN + BigInt(p.linkedFullHashes.length) * ONE_COIN;
}

function refuse(description: string, param: string): never {
  throw new TransactionRejectedError(TxRejectReason.INVALID_APPENDIX, description, param);
}

/** The parameter rules that need no ledger (Nxt's PhasingParams.validate without the holding's
 * existence and size, which the phasing capability checks against the state). */
export function validatePhasingParams(p: PhasingParams, prefix = 'phasing'): void {
  const param = (name: string) => `${prefix}${name}`;
  if (p.whitelist.length > MAX_WHITELIST) refuse(`at most ${MAX_WHITELIST} whitelisted accounts`, param('Whitelisted'));
  for (let i = 0; i < p.whitelist.length; i++) {
    if (p.whitelist[i] === 0n) refuse('a whitelisted account cannot be 0', param('Whitelisted'));
    if (i > 0 && BigInt.asIntN(64, p.whitelist[i]!) <= BigInt.asIntN(64, p.whitelist[i - 1]!)) refuse('the whitelist must be sorted and without repeats', param('Whitelisted'));
  }
  if (p.quorum < 0n || p.quorum > MAX_LONG) refuse('quorum out of range', param('Quorum'));
  if (p.minBalance < 0n || p.minBalance > MAX_LONG) refuse('minimum balance out of range', param('MinBalance'));
  const m = p.votingModel;
  if (m === VotingModel.NONE) {
    if (p.quorum !== 0n) refuse('a NONE (time lock) poll has quorum 0', param('Quorum'));
    if (p.whitelist.length > 0) refuse('a NONE (time lock) poll has no whitelist', param('Whitelisted'));
  } else if (p.quorum <= 0n) refuse('quorum must be positive', param('Quorum'));
  if (m === VotingModel.ACCOUNT && p.whitelist.length > 0 && p.quorum > BigInt(p.whitelist.length)) refuse('quorum is above the number of whitelisted accounts', param('Quorum'));
  if (p.minBalance > 0n) {
    if (p.minBalanceModel === MinBalanceModel.NONE) refuse('a minimum balance needs a minimum balance model', param('MinBalanceModel'));
    const same = (m === VotingModel.COIN && p.minBalanceModel === MinBalanceModel.COIN) || (m === VotingModel.TOTEM && p.minBalanceModel === MinBalanceModel.TOTEM) || (m === VotingModel.CURRENCY && p.minBalanceModel === MinBalanceModel.CURRENCY);
    if (m !== VotingModel.ACCOUNT && !same) refuse('the minimum balance model must match the voting model', param('MinBalanceModel'));
  }
  const needsHolding = m === VotingModel.TOTEM || m === VotingModel.CURRENCY || (m === VotingModel.ACCOUNT && p.minBalance > 0n && (p.minBalanceModel === MinBalanceModel.TOTEM || p.minBalanceModel === MinBalanceModel.CURRENCY));
  if (needsHolding && p.holding === 0n) refuse('the voting model needs a holding', param('Holding'));
  if (!needsHolding && p.holding !== 0n) refuse('this voting model takes no holding', param('Holding'));
  if ((m === VotingModel.NONE || m === VotingModel.TRANSACTION || m === VotingModel.HASH) && (p.minBalance !== 0n || p.minBalanceModel !== MinBalanceModel.NONE)) {
    refuse('this voting model takes no minimum balance', param('MinBalance'));
  }
}

/** Ledger-free rules of the whole appendix (the finish height's range needs the chain's height:
 * `checkFinishHeight`). */
export function validatePhasing(p: PhasingAppendix): void {
  validatePhasingParams(p);
  const m = p.votingModel;
  if (m === VotingModel.TRANSACTION) {
    if (p.linkedFullHashes.length === 0 || p.linkedFullHashes.length > MAX_LINKED) refuse(`a TRANSACTION poll links 1..${MAX_LINKED} transactions`, 'phasingLinkedFullHash');
    if (p.quorum > BigInt(p.linkedFullHashes.length)) refuse('quorum is above the number of linked transactions', 'phasingQuorum');
    const ids = new Set(p.linkedFullHashes.map((h) => Buffer.from(h.subarray(0, 8)).toString('hex')));
    if (ids.size !== p.linkedFullHashes.length) refuse('linked transactions must be distinct', 'phasingLinkedFullHash');
  } else if (p.linkedFullHashes.length > 0) refuse('only a TRANSACTION poll links transactions', 'phasingLinkedFullHash');
  if (m === VotingModel.HASH) {
    if (p.quorum !== 1n) refuse('a HASH poll has quorum 1', 'phasingQuorum');
    if (p.hashedSecret.length === 0 || p.hashedSecret.length > MAX_HASHED_SECRET) refuse(`the hashed secret must be 1..${MAX_HASHED_SECRET} bytes`, 'phasingHashedSecret');
    if (!isAlgorithm(p.algorithm)) refuse('phasingHashedSecretAlgorithm must be 2 (SHA256), 6 (RIPEMD160) or 62 (RIPEMD160 of SHA256)', 'phasingHashedSecretAlgorithm');
    if (p.hashedSecret.length !== secretHashLength(p.algorithm)) refuse(`a hashed secret of this algorithm is ${secretHashLength(p.algorithm)} bytes`, 'phasingHashedSecret');
  } else if (p.hashedSecret.length > 0 || p.algorithm !== 0) refuse('only a HASH poll takes a hashed secret', 'phasingHashedSecret');
}

/** Bytes of a hash of the algorithm. */
export function secretHashLength(algorithm: number): number {
  return algorithm === SecretAlgorithm.SHA256 ? 32 : 20;
}

/** The finish height must come at least 2 blocks (1 for a poll without votes) after the
 * including block's height and at most 14 days of blocks after it. */
export function checkFinishHeight(p: PhasingAppendix, height: number): void {
  const min = height + (acceptsVotes(p.votingModel) ? 2 : 1);
  const max = height + MAX_PHASING_DURATION;
  if (p.finishHeight < min || p.finishHeight > max) {
    throw new TransactionRejectedError(TxRejectReason.INVALID_APPENDIX, `phasingFinishHeight must be ${min}..${max} (the including block is at ${height})`, 'phasingFinishHeight', { dependsOnState: true });
  }
}
