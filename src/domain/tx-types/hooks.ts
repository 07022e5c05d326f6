// What capabilities lend the core's transaction pipeline beyond their own types: the phasing
// capability's poll (accepting a phased transaction, deciding it at its finish height),
// checks every transaction must pass (account controls), and read access to holdings by kind
// (a phasing poll weighs votes by totem or currency balances without importing either
// capability). ChainRules gathers them from the registered capabilities into the registry, so
// every path that has the registry has them.
import type { ChainView, LedgerState } from '../types.js';
import type { StateReader } from '../state/state.js';
import type { Transaction } from '../transaction.js';
import type { TxValidationContext } from './registry.js';
import type { ContractRunner } from '../contract-runner.js';

export type HoldingKind = 'TOTEM' | 'CURRENCY';

/** One kind of holding as other capabilities may read it. */
export interface HoldingView {
  exists(state: StateReader, holding: bigint): boolean;
  /** The account's units (committed state: what it owns). */
  balance(state: StateReader, holding: bigint, account: bigint): bigint;
  /** The most units there can be (a quorum or minimum balance above it can never be met). */
  maxUnits(state: StateReader, holding: bigint): bigint;
  /** Units the account may move now (what is not held by its open orders or offers). */
  movable(state: StateReader, holding: bigint, account: bigint): bigint;
  /** Adds `delta` (may be negative) to the account's units, as a transfer in or out does: a debit
   * takes only movable units and throws NOT_ENOUGH_FUNDS (errorCode 6, naming `param`) past them.
   * Loans and subscriptions move totems and currencies through this. */
  adjust(state: LedgerState, holding: bigint, account: bigint, delta: bigint, param: string): void;
  /** Whether the holding may be shuffled (absent: yes). Currencies answer no for NON_SHUFFLEABLE. */
  shuffleable?(state: StateReader, holding: bigint): boolean;
  /** What another capability's answers show of the holding (a shuffling's holdingInfo): its
   * name, decimals and supply as JSON-ready values; undefined when it does not exist. */
  info?(state: StateReader, holding: bigint): Readonly<Record<string, string | number>> | undefined;
}

export interface PhasingHooks {
  /** Checks a phased transaction's poll against the state it is accepted in (the holding
   * exists, the finish height is in range, ...). Throws TransactionRejectedError. */
  validate(tx: Transaction, ctx: TxValidationContext, hooks: RegistryHooks): void;
  /** Records the poll when the transaction is accepted in a block. */
  accept(tx: Transaction, state: LedgerState): void;
  /** Whether the poll approves the transaction now (its votes counted at this state; `chain`
   * answers whether linked transactions are confirmed). */
  approved(tx: Transaction, state: LedgerState, hooks: RegistryHooks, chain: ChainView): boolean;
  /** Records the outcome once the core has applied or refused the effect. */
  finish(tx: Transaction, state: LedgerState, applied: boolean, hooks: RegistryHooks, chain: ChainView): void;
}

/** A rule every transaction must pass (e.g. a phasing-only account control). Throws. */
export type TransactionCheck = (tx: Transaction, ctx: TxValidationContext) => void;

export interface RegistryHooks {
  readonly phasing?: PhasingHooks;
  readonly checks: readonly TransactionCheck[];
  readonly holdings: Readonly<Partial<Record<HoldingKind, HoldingView>>>;
  /** Runs contract code (contract-runner.ts): the node's executor, else the contracts
   * capability's inline runner; absent without the contracts capability. */
  readonly contracts?: ContractRunner;
}

export const NO_HOOKS: RegistryHooks = Object.freeze({ checks: Object.freeze([]), holdings: Object.freeze({}) });
