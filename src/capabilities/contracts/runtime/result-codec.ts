// What crosses the thread boundary to and from a worker, by structured clone (postMessage): the
// job carries the compiled WebAssembly.Module (V8 shares its compiled code between the threads
// of a process, so the worker never compiles) and the request without the contract's bytes; the
// result comes back with its writes packed in one transferred buffer. Structured clone keeps
// bigints, strings and byte arrays exactly, and the packing is lossless, so a result read here
// equals, field for field and byte for byte, the one the worker computed.
import type { ContractNodeFaultKind, ContractRunRequest, ContractRunResult } from '../../../domain/contract-runner.js';
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

/** A result as the worker posts it: the writes packed into one buffer (transferred, not copied),
 * since cloning hundreds of thousands of small byte arrays one by one costs seconds. */
export interface PackedResult extends Omit<ContractRunResult, 'writes'> {
  readonly writes: Uint8Array;
}

const NULL_VALUE = 0xffffffff;

/** writes as (u32 key length, key, u32 value length or 0xffffffff for null, value), little-endian. */
export function packResult(r: ContractRunResult): PackedResult {
  let size = 0;
  for (const [k, v] of r.writes) size += 8 + k.length + (v === null ? 0 : v.length);
  const out = new Uint8Array(size);
  const dv = new DataView(out.buffer);
  let at = 0;
  for (const [k, v] of r.writes) {
    dv.setUint32(at, k.length, true);
    out.set(k, at + 4);
    at += 4 + k.length;
    dv.setUint32(at, v === null ? NULL_VALUE : v.length, true);
    at += 4;
    if (v !== null) {
      out.set(v, at);
      at += v.length;
    }
  }
  return { ...r, writes: out };
}

export function unpackResult(p: PackedResult): ContractRunResult {
  const writes: Array<readonly [Uint8Array, Uint8Array | null]> = [];
  const b = p.writes;
  const dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let at = 0;
  while (at < b.length) {
    const kl = dv.getUint32(at, true);
    const key = b.slice(at + 4, at + 4 + kl);
    at += 4 + kl;
    const vl = dv.getUint32(at, true);
    at += 4;
    if (vl === NULL_VALUE) writes.push([key, null] as const);
    else {
      writes.push([key, b.slice(at, at + vl)] as const);
      at += vl;
    }
  }
  return { ...p, writes };
}
