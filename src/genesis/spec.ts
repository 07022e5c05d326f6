// What a genesis file says, once parsed: the launch decisions of a network (docs/networks.md).
import { MAX_ROLLBACK } from '../domain/constants.js';

export type GenesisProfile = 'standard' | 'throughput';
export const GENESIS_PROFILES: readonly GenesisProfile[] = ['standard', 'throughput'];

export interface GenesisSpecAllocation {
  /** Always known: given as `account`, or the id of `publicKey`. */
  readonly accountId: bigint;
  /** Null when the file names the account alone. */
  readonly publicKey: Uint8Array | null;
  readonly amountMTA: bigint;
}

export interface GenesisSpec {
  readonly name: string;
  /** As written (`2026-12-01T00:00:00Z`). */
  readonly genesisTime: string;
  /** Unix ms of genesisTime: the network's epoch beginning. */
  readonly epochBeginningMs: number;
  readonly blockTimeSeconds: number;
  readonly profile: GenesisProfile;
  readonly allocations: readonly GenesisSpecAllocation[];
  readonly guaranteedBalanceConfirmations: number;
  readonly minForgingBalanceMTA: bigint;
  readonly leasingDelay: number;
  readonly minLeasingPeriod: number;
  readonly totemApprovers: readonly bigint[];
  readonly totemApprovalQuorum: number;
  readonly totemApprovalExpiry: number;
  readonly maxRollback: number;
}

/** Defaults of the optional consensus fields: a real network's (the mainnet's) values. They are
 * part of the format: a network started from a file that leaves one out has this value, so
 * changing a default would change every such network. `genesis create` writes them all out. */
export const GENESIS_DEFAULTS = Object.freeze({
  profile: 'standard' as GenesisProfile,
  guaranteedBalanceConfirmations: 1440,
  minForgingBalanceCoins: 1000,
  leasingDelay: 1440,
  minLeasingPeriod: 1440,
  totemApprovalExpiry: 10_080,
  maxRollback: MAX_ROLLBACK,
});

/** The default quorum: a majority of the approvers (1 when there are none). */
export function defaultQuorum(approvers: number): number {
  return approvers === 0 ? 1 : Math.floor(approvers / 2) + 1;
}

/** Top-level fields, in the order `genesis create` writes them. */
export const GENESIS_FIELDS = [
  '$schema',
  'name',
  'genesisTime',
  'blockTime',
  'profile',
  'allocations',
  'guaranteedBalanceConfirmations',
  'minForgingBalance',
  'leasingDelay',
  'minLeasingPeriod',
  'totemApprovers',
  'totemApprovalQuorum',
  'totemApprovalExpiry',
  'maxRollback',
] as const;

export const REQUIRED_GENESIS_FIELDS = ['name', 'genesisTime', 'blockTime', 'allocations'] as const;

export const ALLOCATION_FIELDS = ['account', 'publicKey', 'amount', 'amountMTA'] as const;

/** Names a custom network may not take: the built-in networks'. */
export const RESERVED_NETWORK_NAMES: readonly string[] = ['devnet', 'mainnet'];
export const NETWORK_NAME_PATTERN = /^[a-z0-9-]{1,32}$/;
export const MAX_BLOCK_TIME_SECONDS = 3600;
/** Block counts are i32 in the genesis payload (genesis.ts, v2). */
export const MAX_BLOCK_COUNT = 2 ** 31 - 1;
/** A lease's period is the attachment's u16: a larger minimum would refuse every lease. */
export const MAX_LEASING_PERIOD = 65_535;
