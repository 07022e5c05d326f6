// What the four contract types share: refusals, the per-block gas budget, the runner, and how a
// call's recipient resolves to a contract (docs/contracts.md).
import type { LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import type { RegistryHooks } from '../../domain/tx-types/hooks.js';
import { ContractNodeFaultError, type ContractRunner } from '../../domain/contract-runner.js';
import { invalidParameter, stateRejection, TransactionRejectedError, TxRejectReason } from '../../domain/errors.js';
import { BLOCK_GAS_LIMIT, MAX_GAS_PER_TRANSACTION } from './constants.js';
import { CONTRACT_BLOCK_GAS, CONTRACTS } from './tables.js';
import { resolveTarget } from './queries.js';
import type { BlockGas, ContractRecord } from './records.js';

/** A refusal that holds anywhere (the transaction itself is wrong). */
export function refuse(description: string, param: string, reason = TxRejectReason.INVALID_ATTACHMENT): never {
  throw new TransactionRejectedError(reason, description, param);
}
/** A refusal that depends on this node's state (an unknown contract, ...). */
export function refuseNow(description: string, param: string, reason = TxRejectReason.INVALID_ATTACHMENT): never {
  throw stateRejection(reason, description, param);
}

export function checkVersion(name: string, version: number, expected = 1): void {
  if (version !== expected) throw invalidParameter(`unsupported ${name} attachment version ${version}`, 'attachment');
}

export function contractType(subtype: number, name: string, recipient: boolean) {
  return { type: 8, subtype, name, attachmentName: name, tags: Object.freeze(['CONTRACTS']), canHaveRecipient: recipient, mustHaveRecipient: recipient } as const;
}

/** The rules every contract transaction shares. Phasing is refused: a deferred effect is
 * resolved in a block's begin phase, which turns any failure into a refusal, and a runner's node
 * fault must stop the block instead of becoming an outcome. */
export function commonStateless(tx: Transaction, carriesAmount: boolean): void {
  if (tx.appendices.phasing !== undefined) refuse('a contract transaction cannot be phased', 'phased', TxRejectReason.INVALID_APPENDIX);
  if (!carriesAmount && tx.amountMTA !== 0n) refuse('this transaction carries no coin amount', 'amountMTA', TxRejectReason.INVALID_AMOUNT);
}

export function checkGasLimit(gasLimit: bigint): void {
  if (gasLimit < 1n || gasLimit > MAX_GAS_PER_TRANSACTION) refuse(`gasLimit must be 1..${MAX_GAS_PER_TRANSACTION}`, 'gasLimit');
}

/** A u64 gas limit from its JSON decimal string. */
export function gasLimitFromJSON(value: unknown): bigint {
  if (typeof value !== 'string' || !/^[0-9]{1,20}$/.test(value)) throw invalidParameter('gasLimit must be a decimal string', 'gasLimit');
  const v = BigInt(value);
  if (v >> 64n !== 0n) throw invalidParameter('gasLimit out of range', 'gasLimit');
  return v;
}

const NO_GAS: BlockGas = Object.freeze({ gas: 0n, events: 0 });

/** What the block being applied has used so far. */
export const blockGasOf = (state: LedgerState): BlockGas => state.get(CONTRACT_BLOCK_GAS, BigInt(state.height)) ?? NO_GAS;

/** Refuses a transaction whose gas limit does not fit what is left of the block's gas: not
 * dependent on this node's state (a block over the limit is invalid for everyone), so block
 * selection skips it and a peer's block holding it is refused. */
export function checkBlockGas(state: LedgerState, gasLimit: bigint): BlockGas {
  const g = blockGasOf(state);
  if (g.gas + gasLimit > BLOCK_GAS_LIMIT) {
    refuse(`the block's contract gas would pass ${BLOCK_GAS_LIMIT} (${g.gas} reserved already)`, 'gasLimit', TxRejectReason.TOO_LARGE);
  }
  return g;
}

/** Reserves the transaction's gas limit in the block's budget (checked as checkBlockGas does). */
export function chargeBlockGas(state: LedgerState, gasLimit: bigint): void {
  const g = checkBlockGas(state, gasLimit);
  state.put(CONTRACT_BLOCK_GAS, BigInt(state.height), { ...g, gas: g.gas + gasLimit });
}

/** Takes `n` consecutive event positions in the block; returns the first. */
export function takeEventSeqs(state: LedgerState, n: number): number {
  const g = blockGasOf(state);
  if (n > 0) state.put(CONTRACT_BLOCK_GAS, BigInt(state.height), { ...g, events: g.events + n });
  return g.events;
}

/** End of block: the budget goes (so committed state never holds it). */
export function clearBlockGas(state: LedgerState): void {
  const key = BigInt(state.height);
  if (state.get(CONTRACT_BLOCK_GAS, key) !== undefined) state.delete(CONTRACT_BLOCK_GAS, key);
}

/** The runner, when validating: a node without one refuses contract transactions as its own
 * shortcoming (dependsOnState), never blaming the sender or peer. */
export function requireRunnerToValidate(hooks: RegistryHooks | undefined): void {
  if (hooks?.contracts === undefined) refuseNow('this node has no contract runner', 'contract');
}

/** The runner, when applying: without one the node cannot apply the block (a node fault). */
export function runnerOf(hooks: RegistryHooks | undefined): ContractRunner {
  if (hooks?.contracts === undefined) throw new ContractNodeFaultError('no-runner', 'this node has no contract runner');
  return hooks.contracts;
}

export interface ResolvedContract {
  readonly id: bigint;
  readonly record: ContractRecord;
}

/** The contract a call's recipient names: the contract itself, or the one the recipient
 * account's reference points at now (so re-pointing upgrades callers). errorCode 7 naming
 * `contract` otherwise. */
export function resolveContract(state: LedgerState, recipient: bigint): ResolvedContract {
  const target = resolveTarget(state, recipient);
  if (target === undefined) refuseNow(`${recipient} is neither a contract nor an account with a contract reference`, 'contract');
  return { id: target.contract, record: target.record };
}

/** A contract that exists (errorCode 7 naming `param` otherwise). */
export function requireContract(state: LedgerState, id: bigint, param = 'contract'): ContractRecord {
  const c = state.get(CONTRACTS, id);
  if (c === undefined) refuseNow(`unknown contract ${id}`, param);
  return c;
}

export const utf8 = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Strict UTF-8 of attachment text (malformed bytes: errorCode 7 naming `param`). */
export function decodeText(bytes: Uint8Array, param: string): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw invalidParameter(`${param} is not valid UTF-8`, param);
  }
}

