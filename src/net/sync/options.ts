// Settings of the sync exchange, with their defaults (Nxt's numbers where it has them).
import { MAX_ROLLBACK } from '../../domain/constants.js';

export interface SyncOptions {
  /** Period of the sync check when no event triggers one (Nxt: 1 s). */
  readonly intervalMs: number;
  /** Peers asked for their cumulative difficulty per check (besides a preferred one). */
  readonly peersPerCheck: number;
  /** Deepest fork followed and most blocks downloaded per round. */
  readonly maxRollback: number;
  /** Blocks asked of one peer at a time (Nxt: 36). */
  readonly segmentSize: number;
  /** Segments downloaded at the same time, spread over the peers that have them. */
  readonly maxParallelSegments: number;
  /** Milestone requests per common-block search before giving up on a peer. */
  readonly maxMilestoneRequests: number;
  /** Timeout of one sync request (ms). */
  readonly requestTimeoutMs: number;
  /** How often pending transactions are pulled from a random peer (ms); 0 turns it off. */
  readonly unconfirmedPullIntervalMs: number;
  /** Excluded ids sent with an unconfirmedTransactions request at most. */
  readonly maxExcludeIds: number;
}

/** What this node answers at most (limits on the requests it serves and the answers it accepts). */
export interface ServeLimits {
  /** Ids in a nextBlockIds answer (Nxt: 1440). */
  readonly maxNextBlockIds: number;
  /** Blocks in a nextBlocks answer. */
  readonly maxNextBlocks: number;
  /** Bytes of blocks in a nextBlocks answer (one block always goes, however large). */
  readonly maxNextBlocksBytes: number;
  /** Ids in a milestoneBlockIds answer (Nxt: 10; an answer with more than twice that is refused). */
  readonly maxMilestoneIds: number;
  /** Transactions in an unconfirmedTransactions answer. */
  readonly maxUnconfirmed: number;
  /** Bytes of transactions in an unconfirmedTransactions answer. */
  readonly maxUnconfirmedBytes: number;
}

export const DEFAULT_SYNC_OPTIONS: Readonly<SyncOptions> = Object.freeze({
  intervalMs: 1_000,
  peersPerCheck: 3,
  maxRollback: MAX_ROLLBACK,
  segmentSize: 36,
  maxParallelSegments: 6,
  maxMilestoneRequests: 50,
  requestTimeoutMs: 15_000,
  unconfirmedPullIntervalMs: 5_000,
  maxExcludeIds: 10_000,
});

export const DEFAULT_SERVE_LIMITS: Readonly<ServeLimits> = Object.freeze({
  maxNextBlockIds: 1440,
  maxNextBlocks: 144,
  maxNextBlocksBytes: 4 * 1024 * 1024,
  maxMilestoneIds: 10,
  maxUnconfirmed: 1000,
  maxUnconfirmedBytes: 2 * 1024 * 1024,
});

export function resolveSyncOptions(input: Partial<SyncOptions> = {}): SyncOptions {
  const o = { ...DEFAULT_SYNC_OPTIONS, ...input };
  for (const [key, v] of Object.entries(o)) {
    const min = key === 'unconfirmedPullIntervalMs' ? 0 : 1;
    if (typeof v !== 'number' || !Number.isFinite(v) || v < min) throw new RangeError(`sync option ${key} must be a number >= ${min}`);
  }
  return o;
}

export function resolveServeLimits(input: Partial<ServeLimits> = {}): ServeLimits {
  const o = { ...DEFAULT_SERVE_LIMITS, ...input };
  for (const [key, v] of Object.entries(o)) {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) throw new RangeError(`serve limit ${key} must be a positive integer`);
  }
  return o;
}
