// What crosses the thread boundary to and from a worker, by structured clone (postMessage): the
// job carries the compiled WebAssembly.Module (V8 shares its compiled code between the threads
// of a process, so the worker never compiles) and the request without the contract's bytes; the
// result comes back whole. Structured clone keeps bigints and byte arrays exactly, so a result
// read here equals, field for field, the one the worker computed.
import type { ContractNodeFaultKind, ContractRunRequest } from '../../../domain/contract-runner.js';
import type { FunctionSignature, PreparedContract } from './execute.js';

export interface WorkerJob {
  readonly module: WebAssembly.Module;
  readonly functions: ReadonlyArray<readonly [string, FunctionSignature]>;
  readonly request: ContractRunRequest;
}

/** A run the worker could not complete: the fault's kind and what happened. */
export interface WorkerFailure {
  readonly kind: ContractNodeFaultKind;
  readonly message: string;
}

const NO_CODE = new Uint8Array(0);

export function jobOf(prepared: PreparedContract, request: ContractRunRequest): WorkerJob {
  return { module: prepared.module, functions: [...prepared.functions], request: { ...request, code: NO_CODE } };
}

export function preparedOf(job: WorkerJob): PreparedContract {
  return { module: job.module, functions: new Map(job.functions) };
}
