// How the contracts capability runs contract code: a ContractRunner lent through the registry's
// hooks. The run is deterministic by metering (gas is the only consensus limit: the same code,
// input and storage give the same result and gas on every node), synchronous like block
// application, and sees contract storage through a ContractStorageView of the state being built.
// The node plugs in its contract executor (a compiled-module cache, worker threads for local work,
// a watchdog that only guards local work); without one, the capability's inline runner runs on the
// calling thread with the same outcome.
import { DomainError, ErrorCode } from './errors.js';

/** Reads of one contract's storage as the block being applied has it (committed plus earlier
 * transactions of the block). */
export interface ContractStorageView {
  get(key: Uint8Array): Uint8Array | undefined;
}

export interface ContractRunRequest {
  readonly contract: bigint;
  /** The contract's original bytes (the runner instruments and caches them by codeHash). */
  readonly code: Uint8Array;
  readonly codeHash: Uint8Array;
  /** `init`, or a named exported function. */
  readonly fn: string;
  /** The function's integer parameters after the context handle (i32 or i64 by its signature). */
  readonly args: readonly bigint[];
  /** The call's raw argument bytes (ctx_input). */
  readonly input: Uint8Array;
  readonly sender: bigint;
  /** MTA sent with the call (ctx_amount). */
  readonly amount: bigint;
  readonly height: number;
  readonly gasLimit: bigint;
  /** Bytes of keys plus values the contract stores before the run (the 1 MB limit). */
  readonly storageBytes: number;
}

export type ContractRevertKind = 'REQUIRE' | 'ABORT' | 'TRAP' | 'OUT_OF_GAS' | 'CALL_DEPTH' | 'STORAGE_LIMIT' | 'ARITHMETIC' | 'BAD_CALL';

export interface ContractEventRecord {
  readonly event: string;
  readonly data: string;
}

export interface ContractRunResult {
  /** false: reverted (writes and events dropped, the fee kept, the reason recorded). */
  readonly ok: boolean;
  readonly revert?: { readonly kind: ContractRevertKind; readonly reason: string };
  readonly gasUsed: bigint;
  readonly returnValue: Uint8Array;
  /** Storage writes in order (null deletes); empty when reverted. */
  readonly writes: ReadonlyArray<readonly [Uint8Array, Uint8Array | null]>;
  readonly events: readonly ContractEventRecord[];
  /** Bytes of keys plus values after the run. */
  readonly storageBytes: number;
}

export interface ContractRunner {
  /** Runs one call. Outside a guarded scope (block application: a peer's block, sync, the node's
   * own) a run never fails because of time: it runs to its gas limit however long that takes. It
   * throws ContractNodeFaultError only for what this node cannot do at all (no runner, an engine
   * error), or, inside `guarded`, when the run passed the watchdog. Never a transaction outcome. */
  run(request: ContractRunRequest, storage: ContractStorageView): ContractRunResult;
  /** Runs `fn` as local work (block selection by the forger, queries): a run inside it that passes
   * the node's watchdog throws ContractNodeFaultError of kind 'watchdog'. Nests (a counter). With
   * `preempt`, the runner may move the run to a thread it can stop at the watchdog (queries);
   * without, the run stays on the calling thread, where storage reads are cheap, and is judged
   * when it ends (block selection: a worker's per-read round trip made honest read-heavy calls
   * pass the watchdog under load). */
  guarded?<T>(fn: () => T, opts?: { readonly preempt?: boolean }): T;
  /** How it runs and what it has done (getContractRunnerStatus, getActorState, /metrics): JSON-ready. */
  status?(): Readonly<Record<string, unknown>>;
  /** Stops its workers (the node's stop). */
  close?(): Promise<void>;
}

/** Why this node could not run a contract: `watchdog` a guarded run passed the watchdog (local
 * work only), `worker` a worker died, failed or did not start, `no-runner` the node has none,
 * `engine` the engine itself failed (for example V8's own stack). */
export type ContractNodeFaultKind = 'watchdog' | 'worker' | 'no-runner' | 'engine';

/** This node failed to run a contract (a local fault, not the transaction's): the forger drops
 * the transaction, a query answers an error, and a node applying a block (which only an
 * engine error or a missing runner can stop) commits nothing and reports. */
export class ContractNodeFaultError extends DomainError {
  override readonly name = 'ContractNodeFaultError';
  constructor(
    readonly kind: ContractNodeFaultKind,
    message: string,
  ) {
    super(ErrorCode.INCORRECT_REQUEST, message);
  }
}
