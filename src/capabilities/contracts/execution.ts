// Running an upload's init or a call through the runner, and applying its result to the block's
// state: on success its storage writes (within 1 MB per contract, counted here from the writes so
// the limit is the ledger's own arithmetic), its events (table rows and typed block events);
// always the outcome record. A reverted run leaves only the outcome.
import type { LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import type { RegistryHooks } from '../../domain/tx-types/hooks.js';
import type { ContractRunResult, ContractStorageView } from '../../domain/contract-runner.js';
import { MAX_STORAGE_BYTES, OWNER } from './constants.js';
import { runnerOf, takeEventSeqs } from './common.js';
import { CONTRACT_CALLS, CONTRACT_EVENTS, CONTRACT_STORAGE, eventKey, storageKeyOf } from './tables.js';
import type { ContractCallKind } from './records.js';

export interface Run {
  readonly kind: ContractCallKind;
  readonly contract: bigint;
  readonly code: Uint8Array;
  readonly codeHash: Uint8Array;
  readonly fn: string;
  readonly args: readonly bigint[];
  readonly input: Uint8Array;
  readonly amount: bigint;
  readonly gasLimit: bigint;
  /** The transaction's recipient (the contract itself for an upload). */
  readonly target: bigint;
  /** The contract's storage before the run. */
  readonly storageBytes: number;
  readonly storageKeys: number;
}

/** Storage totals after a successful run's writes. */
export interface StorageTotals {
  readonly storageBytes: number;
  readonly storageKeys: number;
}

export interface RunOutcome {
  readonly result: ContractRunResult;
  /** Set when the run succeeded (its writes and events are applied). */
  readonly totals?: StorageTotals;
}

/** Reads of the contract's storage as the block has it so far. */
export function storageView(state: Pick<LedgerState, 'get'>, contract: bigint): ContractStorageView {
  return { get: (key) => state.get(CONTRACT_STORAGE, storageKeyOf(contract, key))?.value };
}

/** The final value of every key a run wrote (null: deleted) and the storage totals after them. */
function settle(state: LedgerState, run: Run, writes: ContractRunResult['writes']): { finals: Map<string, Uint8Array | null>; totals: StorageTotals } {
  const finals = new Map<string, Uint8Array | null>();
  let { storageBytes, storageKeys } = run;
  for (const [key, value] of writes) {
    const k = storageKeyOf(run.contract, key);
    const before = finals.has(k) ? finals.get(k)! : (state.get(CONTRACT_STORAGE, k)?.value ?? null);
    if (before !== null) {
      storageBytes -= key.length + before.length;
      storageKeys -= 1;
    }
    if (value !== null) {
      storageBytes += key.length + value.length;
      storageKeys += 1;
    }
    finals.set(k, value);
  }
  return { finals, totals: { storageBytes, storageKeys } };
}

const reverted = (r: ContractRunResult, kind: 'STORAGE_LIMIT', reason: string): ContractRunResult => ({
  ok: false,
  revert: { kind, reason },
  gasUsed: r.gasUsed,
  returnValue: new Uint8Array(0),
  writes: [],
  events: [],
  storageBytes: r.storageBytes,
});

/** Runs `run` for `tx` and applies what it did; the caller writes the contract record (an
 * upload's creation, a call's new totals) from the outcome. Throws ContractNodeFaultError when
 * this node could not run it. */
export function execute(tx: Transaction, state: LedgerState, hooks: RegistryHooks | undefined, run: Run): RunOutcome {
  let result = runnerOf(hooks).run(
    {
      contract: run.contract,
      code: run.code,
      codeHash: run.codeHash,
      fn: run.fn,
      args: run.args,
      input: run.input,
      sender: tx.senderId,
      amount: run.amount,
      height: state.height,
      gasLimit: run.gasLimit,
      storageBytes: run.storageBytes,
    },
    storageView(state, run.contract),
  );
  let totals: StorageTotals | undefined;
  if (result.ok) {
    const settled = settle(state, run, result.writes);
    if (settled.totals.storageBytes > MAX_STORAGE_BYTES) {
      result = reverted(result, 'STORAGE_LIMIT', `storage would be ${settled.totals.storageBytes} bytes, above ${MAX_STORAGE_BYTES}`);
    } else {
      totals = settled.totals;
      for (const [k, value] of settled.finals) {
        if (value === null) {
          if (state.get(CONTRACT_STORAGE, k) !== undefined) state.delete(CONTRACT_STORAGE, k);
        } else state.put(CONTRACT_STORAGE, k, { contract: run.contract, value });
      }
      recordEvents(tx, state, run.contract, result.events);
    }
  }
  recordOutcome(tx, state, run, result);
  return totals === undefined ? { result } : { result, totals };
}

function recordEvents(tx: Transaction, state: LedgerState, contract: bigint, events: ContractRunResult['events']): void {
  const seq = takeEventSeqs(state, events.length);
  events.forEach((e, index) => {
    state.put(CONTRACT_EVENTS, eventKey(tx.id, index), { contract, height: state.height, seq: seq + index, event: e.event, data: e.data });
    state.emit({ capability: OWNER, name: 'event', transactionId: tx.id, attributes: { contract, event: e.event, data: e.data, index } });
  });
}

function recordOutcome(tx: Transaction, state: LedgerState, run: Run, r: ContractRunResult): void {
  state.put(CONTRACT_CALLS, tx.id, {
    kind: run.kind,
    contract: run.contract,
    fn: run.fn,
    sender: tx.senderId,
    target: run.target,
    amount: run.amount,
    gasLimit: run.gasLimit,
    ok: r.ok,
    ...(r.revert !== undefined ? { revertKind: r.revert.kind } : {}),
    revertReason: r.revert?.reason ?? '',
    gasUsed: r.gasUsed,
    returnValue: r.returnValue.slice(),
    events: r.ok ? r.events.length : 0,
    height: state.height,
  });
  state.emit({
    capability: OWNER,
    name: run.kind === 'UPLOAD' ? 'uploaded' : 'called',
    transactionId: tx.id,
    attributes: { contract: run.contract, function: run.fn, sender: tx.senderId, ok: r.ok, gasUsed: r.gasUsed, ...(r.revert ? { revert: r.revert.kind } : {}) },
  });
}
