// The consensus half of a capability: what every node must run identically. A capability module
// (src/capabilities/<name>/) declares these rules next to its API handlers, queries and actors;
// ChainRules gathers the rules of every registered capability into what the pipeline, the store
// and the mempool work from: one transaction-type registry, one list of tables, the block hooks.
import type { ChainView, LedgerState } from './types.js';
import type { NetworkParams } from './network-params.js';
import type { TransactionType } from './tx-types/registry.js';
import type { HoldingKind, HoldingView, PhasingHooks, RegistryHooks, TransactionCheck } from './tx-types/hooks.js';
import type { ContractRunner } from './contract-runner.js';
import { TransactionTypeRegistry } from './tx-types/registry.js';
import { ACCOUNTS } from './state/accounts.js';
import { SCHEDULE } from './state/schedule.js';
import { DEFERRED, DEFERRED_OWNER, EXECUTED } from './deferred-table.js';
import { checkTables, type AnyTable } from './state/table.js';
import { invalidParameter } from './errors.js';
import type { StateReader } from './state/state.js';
import { effectiveBalanceCoins, forgingBalanceCoins, guaranteedBalanceMTA } from './consensus.js';

/** What block-phase work sees besides the state. */
export interface BlockPhaseContext {
  readonly params: NetworkParams;
  /** The chain up to the previous block. */
  readonly chain: ChainView;
  readonly rules: ChainRules;
}

export interface CapabilityRules {
  /** Unique lower-case name; also the owner name of its scheduled items and its events. */
  readonly name: string;
  readonly transactionTypes?: readonly TransactionType[];
  readonly tables?: readonly AnyTable[];
  /** Deterministic work at the start of every block, before its scheduled items and transactions. */
  beginBlock?(state: LedgerState, ctx: BlockPhaseContext): void;
  /** Deterministic work at the end of every block, after its transactions and fees. */
  endBlock?(state: LedgerState, ctx: BlockPhaseContext): void;
  /** Runs an item this capability scheduled (src/domain/state/schedule.ts) for this height. */
  onScheduled?(state: LedgerState, item: string, ctx: BlockPhaseContext): void;
  /** Adjusts an account's forging balance (balance leasing moves it from lessor to lessee).
   * Given the balance in MTA so far (the account's guaranteed balance, then each earlier
   * capability's adjustment), returns the new one; the minimum-forging-balance rule and the
   * conversion to whole coins come after every adjustment. Reads committed state at `height`
   * (the tip the next block is forged on); must be deterministic. */
  effectiveBalance?(state: StateReader, accountId: bigint, balanceMTA: bigint, height: number, params: NetworkParams): bigint;
  /** Coin this capability holds outside account balances (a resting bid's, a reserve...), by
   * place, from the committed records of its own tables (`records(table)`): what a supply audit
   * adds to the balances (the simulation's supply invariant; docs/simulation.md). */
  heldCoin?(records: (table: AnyTable) => ReadonlyArray<readonly [unknown, unknown]>): ReadonlyArray<readonly [string, bigint]>;
  /** The phasing poll (at most one capability brings it; tx-types/hooks.ts). */
  readonly phasing?: PhasingHooks;
  /** A rule every transaction must pass (account controls). */
  readonly checkTransaction?: TransactionCheck;
  /** Its holdings as other capabilities may read them (phasing weights). */
  readonly holdings?: Readonly<Partial<Record<HoldingKind, HoldingView>>>;
  /** The contract runner it brings (the contracts capability's inline runner); a node's own
   * executor replaces it (ChainServices). */
  readonly contractRunner?: ContractRunner;
}

/** Per-node services the rules run with: they never change an outcome, only where the work runs. */
export interface ChainServices {
  /** Runs contracts off the calling thread (worker threads, a watchdog). */
  readonly contractRunner?: ContractRunner;
}

/** The hooks the capabilities lend the pipeline, gathered (one phasing capability at most). */
function hooksOf(capabilities: readonly CapabilityRules[], services: ChainServices): RegistryHooks {
  const phasing = capabilities.filter((c) => c.phasing !== undefined);
  if (phasing.length > 1) throw invalidParameter(`two capabilities bring phasing: ${phasing.map((c) => c.name).join(', ')}`);
  const holdings: Partial<Record<HoldingKind, HoldingView>> = {};
  for (const c of capabilities) {
    for (const [kind, view] of Object.entries(c.holdings ?? {}) as Array<[HoldingKind, HoldingView]>) {
      if (holdings[kind] !== undefined) throw invalidParameter(`two capabilities bring ${kind} holdings`);
      holdings[kind] = view;
    }
  }
  const runner = services.contractRunner ?? capabilities.find((c) => c.contractRunner !== undefined)?.contractRunner;
  return Object.freeze({
    ...(phasing[0] ? { phasing: phasing[0].phasing! } : {}),
    ...(runner ? { contracts: runner } : {}),
    checks: Object.freeze(capabilities.flatMap((c) => (c.checkTransaction ? [c.checkTransaction] : []))),
    holdings: Object.freeze(holdings),
  });
}

/** Tables of the chain core, present whatever capabilities are registered. */
export const CORE_TABLES: readonly AnyTable[] = Object.freeze([ACCOUNTS, SCHEDULE, DEFERRED, EXECUTED]);

/** The rules of a set of capabilities, checked once and shared by everything that parses,
 * validates or applies transactions and blocks. */
export class ChainRules {
  readonly registry: TransactionTypeRegistry;
  /** The core tables, then each capability's, in registration order. */
  readonly tables: readonly AnyTable[];
  readonly capabilities: readonly CapabilityRules[];
  private readonly byName: ReadonlyMap<string, CapabilityRules>;
  /** The capabilities with an effectiveBalance hook (asked for every forging candidate). */
  private readonly balanceAdjusters: readonly CapabilityRules[];

  constructor(capabilities: readonly CapabilityRules[], services: ChainServices = {}) {
    const byName = new Map<string, CapabilityRules>();
    const registry = new TransactionTypeRegistry();
    const tables: AnyTable[] = [...CORE_TABLES];
    for (const capability of capabilities) {
      if (!/^[a-z][a-zA-Z0-9]*$/.test(capability.name) || capability.name === DEFERRED_OWNER) {
        throw invalidParameter(`capability name ${JSON.stringify(capability.name)} is not allowed`);
      }
      if (byName.has(capability.name)) throw invalidParameter(`capability ${capability.name} is registered twice`);
      byName.set(capability.name, capability);
      for (const type of capability.transactionTypes ?? []) registry.register(type);
      tables.push(...(capability.tables ?? []));
    }
    checkTables(tables);
    registry.setHooks(hooksOf(capabilities, services));
    this.registry = registry.freeze();
    this.tables = Object.freeze(tables);
    this.capabilities = Object.freeze([...capabilities]);
    this.byName = byName;
    this.balanceAdjusters = this.capabilities.filter((c) => c.effectiveBalance !== undefined);
  }

  capability(name: string): CapabilityRules | undefined {
    return this.byName.get(name);
  }

  /** An account's effective (forging) balance in whole coins at `height`: its guaranteed
   * balance, adjusted by every capability that has an effectiveBalance hook (registration
   * order), then the minimum forging balance. What the forger and block validation use. */
  effectiveBalanceCoins(state: StateReader, accountId: bigint, height: number, params: NetworkParams): bigint {
    const account = state.get(ACCOUNTS, accountId);
    if (this.balanceAdjusters.length === 0) return effectiveBalanceCoins(account, height, params);
    let balanceMTA = account === undefined ? 0n : guaranteedBalanceMTA(account, height, params.guaranteedBalanceConfirmations);
    for (const capability of this.balanceAdjusters) balanceMTA = capability.effectiveBalance!(state, accountId, balanceMTA, height, params);
    return forgingBalanceCoins(balanceMTA, params);
  }
}
