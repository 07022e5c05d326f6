// GenesisSpec -> NetworkParams: the network a genesis file launches.
import { MAX_PAYLOAD_LENGTH, MAX_TRANSACTIONS_PER_BLOCK } from '../domain/constants.js';
import { buildGenesisBlock } from '../domain/genesis.js';
import { THROUGHPUT_PROFILE, supplyCoins, withTargets, type GenesisAllocation, type NetworkParams } from '../domain/network-params.js';
import type { GenesisSpec } from './spec.js';

/** The network of a genesis file. Forged by proof of stake (forgeOnDemand false); genesis
 * timestamp 0 at genesisTime; base targets from the block time and the allocations' total, as
 * the built-in networks derive theirs; the throughput profile brings its block limits (not its
 * block time). Payload version 2 binds every consensus rule into the genesis id. */
export function networkParamsFromGenesis(spec: GenesisSpec): NetworkParams {
  const genesis: GenesisAllocation[] = spec.allocations.map((a) =>
    a.publicKey === null ? { publicKey: null, accountId: a.accountId, amountMTA: a.amountMTA } : { publicKey: a.publicKey.slice(), accountId: a.accountId, amountMTA: a.amountMTA },
  );
  const limits =
    spec.profile === 'throughput'
      ? { maxTransactionsPerBlock: THROUGHPUT_PROFILE.maxTransactionsPerBlock, maxPayloadLength: THROUGHPUT_PROFILE.maxPayloadLength }
      : { maxTransactionsPerBlock: MAX_TRANSACTIONS_PER_BLOCK, maxPayloadLength: MAX_PAYLOAD_LENGTH };
  return withTargets(
    {
      name: spec.name,
      epochBeginningMs: spec.epochBeginningMs,
      blockTimeSeconds: spec.blockTimeSeconds,
      guaranteedBalanceConfirmations: spec.guaranteedBalanceConfirmations,
      minForgingBalanceMTA: spec.minForgingBalanceMTA,
      maxRollback: spec.maxRollback,
      genesis,
      genesisTimestamp: 0,
      forgeOnDemand: false,
      leasingDelay: spec.leasingDelay,
      minLeasingPeriod: spec.minLeasingPeriod,
      totemApprovers: [...spec.totemApprovers],
      totemApprovalQuorum: spec.totemApprovalQuorum,
      totemApprovalExpiry: spec.totemApprovalExpiry,
      ...limits,
      genesisPayloadVersion: 2,
    },
    supplyCoins(genesis),
    {},
  );
}

/** The genesis block id of a network: its network id (peers of other networks are refused). */
export function genesisIdOf(params: NetworkParams): bigint {
  return buildGenesisBlock(params).id;
}

/** The allocations' total in MTA. */
export function genesisSupplyMTA(spec: Pick<GenesisSpec, 'allocations'>): bigint {
  let total = 0n;
  for (const a of spec.allocations) total += a.amountMTA;
  return total;
}

/** How many allocations hold at least the minimum forging balance: the accounts that can forge
 * from block 1 (others need more coins, or a lease, first). */
export function genesisForgerCount(spec: Pick<GenesisSpec, 'allocations' | 'minForgingBalanceMTA'>): number {
  return spec.allocations.filter((a) => a.amountMTA >= spec.minForgingBalanceMTA).length;
}
