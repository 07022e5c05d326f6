// Per-network consensus parameters and the built-in devnet/mainnet definitions.
import { MAX_PAYLOAD_LENGTH, MAX_ROLLBACK, MAX_TRANSACTIONS_PER_BLOCK, ONE_COIN, TWO_64 } from './constants.js';
import { keyPairFromSecret } from './crypto.js';
import { invalidParameter } from './errors.js';
import { accountIdFromPublicKey } from './account-id.js';

export interface GenesisAllocation {
  /** The account's key, put on record at genesis. Null for an allocation to an account id alone
   * (a genesis file's `account` without `publicKey`): the key gets on record with the account's
   * first transaction or first forged block (block-apply sets the generator's key). */
  readonly publicKey: Uint8Array | null;
  /** Required when publicKey is null; with a key it is optional and must be the key's id. */
  readonly accountId?: bigint;
  readonly amountMTA: bigint;
}

/** Which genesis payload a network hashes (genesis.ts). 1: name, epoch, block time, initial base
 * target, timestamp and keyed allocations (devnet, mainnet: their ids never change). 2: every
 * consensus parameter and allocations by key or by account id (networks from a genesis file), so
 * nodes started from files that differ in any rule have different genesis ids and refuse each
 * other at the hello instead of forking later. */
export type GenesisPayloadVersion = 1 | 2;

export interface NetworkParams {
  readonly name: string;
  /** Unix ms of epoch second 0; every timestamp in blocks and transactions counts from here. */
  readonly epochBeginningMs: number;
  /** Target average block interval. */
  readonly blockTimeSeconds: number;
  readonly initialBaseTarget: bigint;
  readonly minBaseTarget: bigint;
  readonly maxBaseTarget: bigint;
  /** Blocks a balance must stay for it to count toward the effective (forging) balance. */
  readonly guaranteedBalanceConfirmations: number;
  readonly minForgingBalanceMTA: bigint;
  readonly maxRollback: number;
  readonly genesis: readonly GenesisAllocation[];
  /** Epoch timestamp of the genesis block. */
  readonly genesisTimestamp: number;
  /**
   * The devnet's forge-on-demand rule (never the mainnet's). When true, a block is valid
   * without its generator's hit being under the target at its timestamp (the generator needs a
   * positive effective balance), and a block's timestamp has no bound ahead of the receiver's
   * clock (it must still follow its predecessor's). So `generateBlock` forges at once, every
   * time, and a node whose clock was warped forward (`increaseTime`) forges blocks every other
   * devnet node accepts. Everything else (signatures, generation signatures, base targets,
   * cumulative difficulty, the transactions' own rules) is checked as on the mainnet.
   */
  readonly forgeOnDemand: boolean;
  /** Balance leasing (docs/accounts.md): blocks between a lease transaction's block and the
   * start of its lease (Nxt: 1440), so a lease cannot move forging power at short notice. */
  readonly leasingDelay: number;
  /** Shortest lease period in blocks (the longest is 65535, the attachment's u16). */
  readonly minLeasingPeriod: number;
  /** The accounts that vote on totem approval requests (docs/totems.md): a launch decision like
   * the genesis, empty on the mainnet unless given (approval requests are then refused). */
  readonly totemApprovers: readonly bigint[];
  /** Approve votes that approve a request; a request is rejected once so many rejections came
   * that the quorum can no longer be reached. */
  readonly totemApprovalQuorum: number;
  /** Blocks after which a request without a decision expires. */
  readonly totemApprovalExpiry: number;
  /** Transactions a block may hold (Nxt: 255; the throughput profile raises it). */
  readonly maxTransactionsPerBlock: number;
  /** Bytes of a block's signed-form transactions (Nxt: 255 x 640). */
  readonly maxPayloadLength: number;
  /** Absent: 1, or 2 when an allocation has no public key (v1 cannot encode one). */
  readonly genesisPayloadVersion?: GenesisPayloadVersion;
}

/** The throughput profile (docs/performance.md): a devnet for sustained load, with 2 s blocks of
 * up to 16,384 transactions. Blocks come every 2.25 s on average and a long gap leaves twice as
 * many waiting, so 8,192 capped confirmation near 3,600/s whatever the node's speed; 16,384
 * payments (~176 bytes each) fill ~2.9 MB of the 5,242,880-byte payload, which stays under the
 * peer network's 8 MiB message bound. The default networks keep Nxt's limits. */
/** The pool a throughput node keeps by default: a few full blocks. */
export const THROUGHPUT_MEMPOOL_SIZE = 65_536;

export const THROUGHPUT_PROFILE: Readonly<Pick<NetworkParams, 'blockTimeSeconds' | 'maxTransactionsPerBlock' | 'maxPayloadLength'>> = Object.freeze({
  blockTimeSeconds: 2,
  maxTransactionsPerBlock: 16_384,
  maxPayloadLength: 5_242_880,
});

/** 2026-01-01T00:00:00Z. */
export const EPOCH_BEGINNING_MS = Date.UTC(2026, 0, 1, 0, 0, 0);

/** Total supply of the mainnet, in coins (as Nxt: one billion). */
export const MAINNET_TOTAL_SUPPLY_COINS = 1_000_000_000n;

export const DEVNET_ACCOUNT_COUNT = 10;
export const DEVNET_ACCOUNT_BALANCE_COINS = 100_000_000n;

/** The devnet's development secret phrases: test-only keys, public by design. */
export function devnetSecretPhrases(): string[] {
  return Array.from({ length: DEVNET_ACCOUNT_COUNT }, (_, i) => `devnet-${i}`);
}

/**
 * Initial base target for a network whose whole supply forges.
 *
 * With N forgers of balances B_i the time to the next block is the minimum of independent
 * waits hit_i / (baseTarget * B_i), each uniform on [0, 2^64 / (baseTarget * B_i)). For many
 * forgers that minimum is close to exponential with rate sum(baseTarget * B_i) / 2^64, so the
 * mean block time is 2^64 / (baseTarget * totalSupply). Solving for one block per blockTime:
 *   baseTarget = 2^64 / (blockTime * totalSupplyCoins).
 * (Nxt's 153722867 = 2^63 / (60 * 1e9) is the single-forger mean, half of this; retargeting
 * corrects either choice within a few blocks.)
 */
export function initialBaseTargetFor(blockTimeSeconds: number, totalSupplyCoins: bigint): bigint {
  if (!Number.isInteger(blockTimeSeconds) || blockTimeSeconds < 1) throw invalidParameter('block time must be a positive integer', 'blockTimeSeconds');
  if (totalSupplyCoins <= 0n) throw invalidParameter('total supply must be positive');
  return TWO_64 / (BigInt(blockTimeSeconds) * totalSupplyCoins);
}

/** The genesis allocations' total in whole coins (rounded down): what the base targets assume forges. */
export function supplyCoins(genesis: readonly GenesisAllocation[]): bigint {
  let sum = 0n;
  for (const a of genesis) sum += a.amountMTA;
  return sum / ONE_COIN;
}

/** Fills in the base targets (clamped to [0.9, 50] x initial, as Nxt) unless given, after
 * checking the leasing and totem-approval parameters. Exported for genesis-file networks. */
export function withTargets(
  base: Omit<NetworkParams, 'initialBaseTarget' | 'minBaseTarget' | 'maxBaseTarget'>,
  totalSupplyCoins: bigint,
  overrides: Partial<NetworkParams>,
): NetworkParams {
  // Leases are scheduled `delay` blocks ahead and end `period` blocks after they start: both must
  // be at least one block, or the scheduled work would fall on the current height.
  for (const key of ['leasingDelay', 'minLeasingPeriod', 'totemApprovalExpiry'] as const) {
    if (!Number.isInteger(base[key]) || base[key] < 1) throw invalidParameter(`${key} must be a positive integer`, key);
  }
  const approvers = base.totemApprovers.length;
  if (new Set(base.totemApprovers).size !== approvers) throw invalidParameter('totemApprovers names an account twice', 'totemApprovers');
  if (approvers > 0 && (!Number.isInteger(base.totemApprovalQuorum) || base.totemApprovalQuorum < 1 || base.totemApprovalQuorum > approvers)) {
    throw invalidParameter(`totemApprovalQuorum must be 1..${approvers}`, 'totemApprovalQuorum');
  }
  const initialBaseTarget = overrides.initialBaseTarget ?? initialBaseTargetFor(base.blockTimeSeconds, totalSupplyCoins);
  return {
    ...base,
    initialBaseTarget,
    minBaseTarget: overrides.minBaseTarget ?? (initialBaseTarget * 9n) / 10n,
    maxBaseTarget: overrides.maxBaseTarget ?? initialBaseTarget * 50n,
  };
}

/**
 * The development network: 5 s blocks; ten accounts with the secret phrases `devnet-0` ..
 * `devnet-9`, 100,000,000 coins each (1e9 in all). Guaranteed-balance confirmations are 0 on the
 * devnet: a balance counts for forging as soon as its block is applied, so tests can fund a new
 * account and forge with it at once. Overrides are applied first; base targets are derived from
 * the (possibly overridden) block time and genesis unless given explicitly.
 */
export function devnetParams(overrides: Partial<NetworkParams> = {}): NetworkParams {
  const genesis =
    overrides.genesis ??
    devnetSecretPhrases().map((phrase) => ({
      publicKey: keyPairFromSecret(phrase).publicKey,
      amountMTA: DEVNET_ACCOUNT_BALANCE_COINS * ONE_COIN,
    }));
  const base = {
    name: 'devnet',
    epochBeginningMs: EPOCH_BEGINNING_MS,
    blockTimeSeconds: 5,
    guaranteedBalanceConfirmations: 0,
    minForgingBalanceMTA: 1000n * ONE_COIN,
    maxRollback: MAX_ROLLBACK,
    genesisTimestamp: 0,
    forgeOnDemand: true,
    // Small, so tests see a lease start and end within a few forged blocks.
    leasingDelay: 3,
    minLeasingPeriod: 2,
    // devnet-7, devnet-8 and devnet-9 approve totems, two of them decide; a request expires
    // after 60 blocks (a few minutes of devnet blocks).
    totemApprovers: [7, 8, 9].map((i) => accountIdFromPublicKey(keyPairFromSecret(`devnet-${i}`).publicKey)),
    totemApprovalQuorum: 2,
    totemApprovalExpiry: 60,
    maxTransactionsPerBlock: MAX_TRANSACTIONS_PER_BLOCK,
    maxPayloadLength: MAX_PAYLOAD_LENGTH,
    ...overrides,
    genesis,
  };
  return withTargets(base, supplyCoins(genesis) || 1n, overrides);
}

/**
 * The main network: 60 s blocks, 1440 guaranteed-balance confirmations (one day), 1000 coins
 * minimum forging balance, base targets for a supply of MAINNET_TOTAL_SUPPLY_COINS. The genesis
 * allocation list is a launch decision, not a protocol constant: it is empty unless passed in
 * `overrides.genesis` (and it must then sum to the total supply for the base target to fit).
 */
export function mainnetParams(overrides: Partial<NetworkParams> = {}): NetworkParams {
  const base = {
    name: 'mainnet',
    epochBeginningMs: EPOCH_BEGINNING_MS,
    blockTimeSeconds: 60,
    guaranteedBalanceConfirmations: 1440,
    minForgingBalanceMTA: 1000n * ONE_COIN,
    maxRollback: MAX_ROLLBACK,
    genesisTimestamp: 0,
    genesis: [] as GenesisAllocation[],
    leasingDelay: 1440,
    minLeasingPeriod: 1440,
    // Who approves totems is a launch decision: none unless given (requests are then refused).
    totemApprovers: [] as bigint[],
    totemApprovalQuorum: 1,
    totemApprovalExpiry: 10_080,
    maxTransactionsPerBlock: MAX_TRANSACTIONS_PER_BLOCK,
    maxPayloadLength: MAX_PAYLOAD_LENGTH,
    ...overrides,
    // Not an override: the mainnet's blocks are always forged by proof of stake.
    forgeOnDemand: false,
  };
  return withTargets(base, MAINNET_TOTAL_SUPPLY_COINS, overrides);
}

/** Whole seconds since the network epoch (negative before it). */
export function epochTime(nowMs: number, params: Pick<NetworkParams, 'epochBeginningMs'>): number {
  return Math.floor((nowMs - params.epochBeginningMs) / 1000);
}

/** Unix ms of an epoch timestamp. */
export function epochToUnixMs(epochSeconds: number, params: Pick<NetworkParams, 'epochBeginningMs'>): number {
  return params.epochBeginningMs + epochSeconds * 1000;
}
