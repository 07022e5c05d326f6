// Nxt-style proof of stake: generation signatures, hits, targets, base-target retargeting,
// cumulative difficulty and the effective (forging) balance.
import type { Account } from './types.js';
import type { NetworkParams } from './network-params.js';
import { ONE_COIN, TWO_64 } from './constants.js';
import { sha256 } from './crypto.js';
import { readU64LE } from './bytes.js';
import { invalidParameter } from './errors.js';

/** generationSignature(n) = SHA-256(generationSignature(n-1) || generator public key). */
export function nextGenerationSignature(prevGenerationSignature: Uint8Array, generatorPublicKey: Uint8Array): Uint8Array {
  return sha256(prevGenerationSignature, generatorPublicKey);
}

/** hit = first 8 bytes (LE, unsigned) of the generation signature the account would produce. */
export function computeHit(prevGenerationSignature: Uint8Array, publicKey: Uint8Array): bigint {
  return readU64LE(nextGenerationSignature(prevGenerationSignature, publicKey), 0);
}

/**
 * True when the hit is below the target after `elapsedSeconds` since the previous block:
 *   hit < baseTarget * effectiveBalanceCoins * elapsedSeconds.
 * (Only the upper bound is enforced: a forger that publishes later than its earliest time
 * gains nothing but a lower cumulative difficulty per unit of time, and keeping this one-sided
 * lets a debug "forge now" produce a valid block with the current time.)
 */
export function verifyHit(hit: bigint, effectiveBalanceCoins: bigint, baseTarget: bigint, elapsedSeconds: number): boolean {
  if (elapsedSeconds <= 0 || effectiveBalanceCoins <= 0n) return false;
  return hit < baseTarget * effectiveBalanceCoins * BigInt(elapsedSeconds);
}

/**
 * Earliest block timestamp at which `hit` wins: prevTimestamp + floor(hit / (baseTarget *
 * balance)) + 1, the first whole second where the target exceeds the hit. Infinity when the
 * balance (or base target) is zero.
 */
export function hitTime(hit: bigint, baseTarget: bigint, effectiveBalanceCoins: bigint, prevTimestamp: number): number {
  const perSecond = baseTarget * effectiveBalanceCoins;
  if (perSecond <= 0n) return Number.POSITIVE_INFINITY;
  return prevTimestamp + Number(hit / perSecond) + 1;
}

/** The block a generator forges on: what its hit time depends on. */
export interface ForgingTip {
  readonly generationSignature: Uint8Array;
  readonly baseTarget: bigint;
  readonly timestamp: number;
}

/** Earliest timestamp at which the holder of `publicKey` may forge on `tip` (Infinity when its
 * effective balance is zero). */
export function generatorHitTime(tip: ForgingTip, publicKey: Uint8Array, effectiveBalanceCoins: bigint): number {
  return hitTime(computeHit(tip.generationSignature, publicKey), tip.baseTarget, effectiveBalanceCoins, tip.timestamp);
}

/** The candidate that may forge first on `tip` (ties: the first given), or undefined when none
 * can forge at all. Shared by the forger and the offline chain builders of tests and benchmarks. */
export function earliestGenerator<C extends { readonly publicKey: Uint8Array; readonly effectiveBalanceCoins: bigint }>(
  tip: ForgingTip,
  candidates: readonly C[],
): { candidate: C; hitTime: number } | undefined {
  let best: { candidate: C; hitTime: number } | undefined;
  for (const candidate of candidates) {
    const t = generatorHitTime(tip, candidate.publicKey, candidate.effectiveBalanceCoins);
    if (Number.isFinite(t) && (best === undefined || t < best.hitTime)) best = { candidate, hitTime: t };
  }
  return best;
}

/** Cumulative-difficulty increment of a block: 2^64 / baseTarget. */
export function difficultyDelta(baseTarget: bigint): bigint {
  if (baseTarget <= 0n) throw invalidParameter('base target must be positive', 'baseTarget');
  return TWO_64 / baseTarget;
}

/** Height and cumulative difficulty of the block that follows `previous` with `baseTarget`. */
export function blockPositionAfter(previous: { height: number; cumulativeDifficulty: bigint }, baseTarget: bigint): { height: number; cumulativeDifficulty: bigint } {
  return { height: previous.height + 1, cumulativeDifficulty: previous.cumulativeDifficulty + difficultyDelta(baseTarget) };
}

/** Nxt's adjustment speed when blocks come too fast: 64% of the shortfall per retarget. */
export const BASE_TARGET_GAMMA = 64n;

/** The base target is recomputed when the previous block's height is even and above 2 (every
 * second block, like Nxt); in between it is carried over. */
export function retargetsAfter(prevHeight: number): boolean {
  return prevHeight > 2 && prevHeight % 2 === 0;
}

/** Height of the block whose timestamp a retarget after `prevHeight` needs. */
export function retargetAncestorHeight(prevHeight: number): number {
  return prevHeight - 2;
}

/** Average-interval limits that bound one retarget step: 53/60 and 67/60 of the block time
 * (Nxt's 53 s and 67 s for 60 s blocks). */
export function blockTimeLimits(blockTimeSeconds: number): { min: number; max: number } {
  return { min: Math.floor((blockTimeSeconds * 53) / 60), max: Math.ceil((blockTimeSeconds * 67) / 60) };
}

export interface RetargetInput {
  /** Height of the previous block (the new block is prevHeight + 1). */
  readonly prevHeight: number;
  readonly prevBaseTarget: bigint;
  /** Timestamp of the new block. */
  readonly timestamp: number;
  /** Timestamp of the block at retargetAncestorHeight(prevHeight); needed only when
   * retargetsAfter(prevHeight). */
  readonly ancestorTimestamp?: number;
}

/**
 * Base target of the new block. On a retarget, the average of the last three intervals
 * (ancestor -> new block) moves the target toward params.blockTimeSeconds:
 *   slower than the block time: baseTarget * min(avg, maxLimit) / blockTime  (easier);
 *   faster: baseTarget - baseTarget * 64 * (blockTime - max(avg, minLimit)) / (100 * blockTime),
 * then clamped to [params.minBaseTarget, params.maxBaseTarget].
 */
export function nextBaseTarget(input: RetargetInput, params: Pick<NetworkParams, 'blockTimeSeconds' | 'minBaseTarget' | 'maxBaseTarget'>): bigint {
  const prev = input.prevBaseTarget;
  if (!retargetsAfter(input.prevHeight)) return prev;
  if (input.ancestorTimestamp === undefined) throw invalidParameter('ancestor timestamp required to retarget', 'ancestorTimestamp');
  const T = params.blockTimeSeconds;
  const { min, max } = blockTimeLimits(T);
  const avg = Math.floor((input.timestamp - input.ancestorTimestamp) / 3);
  let bt: bigint;
  if (avg > T) {
    bt = (prev * BigInt(Math.min(avg, max))) / BigInt(T);
  } else {
    bt = prev - (prev * BASE_TARGET_GAMMA * BigInt(T - Math.max(avg, min))) / (100n * BigInt(T));
  }
  if (bt < params.minBaseTarget) bt = params.minBaseTarget;
  if (bt > params.maxBaseTarget) bt = params.maxBaseTarget;
  return bt;
}

/**
 * Guaranteed balance: the lowest balance the account held at the end of every height in
 * [max(0, height - confirmations), height], from its balance history (an account absent from
 * the history before the window held 0). With 0 confirmations it is the balance at `height`.
 * The window is clamped at the genesis block so genesis balances forge from block 1.
 */
export function guaranteedBalanceMTA(account: Pick<Account, 'balanceHistory'>, height: number, confirmations: number): bigint {
  const from = Math.max(0, height - confirmations);
  const h = account.balanceHistory;
  let before = 0n; // balance at the end of `from` (last entry at or before it)
  let min: bigint | undefined;
  for (let i = 0; i < h.length; i++) {
    const [at, balance] = h[i]!;
    if (at <= from) before = balance;
    else if (at <= height) min = min === undefined || balance < min ? balance : min;
    else break;
  }
  return min === undefined || before < min ? before : min;
}

/** A forging balance in MTA as whole coins, or 0 below the minimum forging balance. */
export function forgingBalanceCoins(balanceMTA: bigint, params: Pick<NetworkParams, 'minForgingBalanceMTA'>): bigint {
  if (balanceMTA < params.minForgingBalanceMTA) return 0n;
  return balanceMTA / ONE_COIN;
}

/** Forging balance in whole coins at `height` (pass the tip height when forging on it): the
 * guaranteed balance over params.guaranteedBalanceConfirmations, or 0 below the minimum
 * forging balance. The account's own part only: the chain asks ChainRules.effectiveBalanceCoins,
 * where capabilities adjust it (balance leasing). */
export function effectiveBalanceCoins(account: Pick<Account, 'balanceHistory'> | undefined, height: number, params: Pick<NetworkParams, 'guaranteedBalanceConfirmations' | 'minForgingBalanceMTA'>): bigint {
  if (!account) return 0n;
  return forgingBalanceCoins(guaranteedBalanceMTA(account, height, params.guaranteedBalanceConfirmations), params);
}

/**
 * Records the account's current balance as its balance at the end of `height` and trims the
 * history to what future guaranteed-balance queries (at `height` or later) can need: entries
 * inside the window plus the last one at or before its start. Never mutates its argument (it
 * may be an undo snapshot): returns a new Account when the history changed, else the same
 * object; the caller puts the result.
 */
export function recordBalance(account: Account, height: number, params: Pick<NetworkParams, 'guaranteedBalanceConfirmations'>): Account {
  const old = account.balanceHistory;
  const last = old[old.length - 1];
  if (last && last[0] > height) throw invalidParameter(`balance history already has height ${last[0]} > ${height}`);
  let next: Array<readonly [number, bigint]>;
  if (last && last[0] === height) {
    if (last[1] === account.balanceMTA) return account;
    next = old.slice(0, -1);
  } else {
    if (last && last[1] === account.balanceMTA) return account; // unchanged since the last entry
    next = old.slice();
  }
  next.push([height, account.balanceMTA]);
  const cutoff = height - params.guaranteedBalanceConfirmations;
  let firstKept = 0;
  for (let i = 0; i < next.length; i++) if (next[i]![0] <= cutoff) firstKept = i;
  if (firstKept > 0) next = next.slice(firstKept);
  return { ...account, balanceHistory: next };
}
