// One contract call on the calling thread: a fresh instance of the prepared (instrumented,
// compiled) module per call, the ABI host over the call's state, and the outcome classified the
// same way on every node: success, or a revert (require, abort, a host limit, a trap, out of gas,
// call depth). What is not the contract's doing (V8's own stack limit, an engine error) is a node
// fault and never an outcome: it throws ContractNodeFaultError.
import {
  ContractNodeFaultError,
  type ContractRevertKind,
  type ContractRunRequest,
  type ContractRunResult,
  type ContractStorageView,
} from '../../../domain/contract-runner.js';
import { CallHost, ContractRevert } from './host.js';
import { DEPTH_EXCEEDED_EXPORT, GAS_EXPORT, trapKind, type TrapKind } from '../wasm/abi.js';

export type WasmValueType = 'i32' | 'i64';

export interface FunctionSignature {
  readonly params: readonly WasmValueType[];
  readonly results: readonly WasmValueType[];
}

/** A contract ready to run: its metered module compiled, and its exported functions' types. */
export interface PreparedContract {
  readonly module: WebAssembly.Module;
  readonly functions: ReadonlyMap<string, FunctionSignature>;
}

/** Gas every run pays before the contract's first instruction: instantiation, the host's set-up and
 * the outcome record (calibrated with the other classes: docs/contracts.md, "Gas schedule"). */
export const CALL_BASE_GAS = 11_000_000n;

const enc = new TextEncoder();

function argumentsOf(sig: FunctionSignature, args: readonly bigint[]): Array<number | bigint> {
  if (sig.params[0] !== 'i32') throw new ContractRevert('BAD_CALL', 'the function does not take the context handle (an i32) first');
  if (args.length !== sig.params.length - 1) throw new ContractRevert('BAD_CALL', `the function takes ${sig.params.length - 1} arguments, not ${args.length}`);
  return [0, ...args.map((a, i) => {
    if (sig.params[i + 1] === 'i64') {
      if (a < -(2n ** 63n) || a >= 2n ** 64n) throw new ContractRevert('BAD_CALL', `argument ${i} is out of the i64 range`);
      return BigInt.asIntN(64, a);
    }
    if (a < -(2n ** 31n) || a >= 2n ** 32n) throw new ContractRevert('BAD_CALL', `argument ${i} is out of the i32 range`);
    return Number(BigInt.asIntN(32, a));
  })];
}

function reverted(req: ContractRunRequest, kind: ContractRevertKind, reason: string, gasUsed: bigint): ContractRunResult {
  return { ok: false, revert: { kind, reason }, gasUsed, returnValue: new Uint8Array(0), writes: [], events: [], storageBytes: req.storageBytes };
}

const KINDS: Readonly<Record<TrapKind, ContractRevertKind>> = { 'out-of-gas': 'OUT_OF_GAS', 'call-depth-exceeded': 'CALL_DEPTH', trap: 'TRAP' };

export function execute(prepared: PreparedContract, req: ContractRunRequest, storage: ContractStorageView): ContractRunResult {
  if (req.gasLimit < CALL_BASE_GAS) return reverted(req, 'OUT_OF_GAS', 'out of gas', req.gasLimit);
  const sig = prepared.functions.get(req.fn);
  if (sig === undefined) return reverted(req, 'BAD_CALL', `the contract exports no function ${req.fn}`, CALL_BASE_GAS);
  const host = new CallHost(req, storage);
  let gas: WebAssembly.Global | undefined;
  let depth: WebAssembly.Global | undefined;
  const used = (): bigint => {
    const left = gas?.value as bigint | undefined;
    return left === undefined || left < 0n ? req.gasLimit : req.gasLimit - left;
  };
  try {
    const args = argumentsOf(sig, req.args);
    const instance = new WebAssembly.Instance(prepared.module, { env: host.imports() as WebAssembly.ModuleImports });
    gas = instance.exports[GAS_EXPORT] as WebAssembly.Global;
    depth = instance.exports[DEPTH_EXCEEDED_EXPORT] as WebAssembly.Global;
    gas.value = req.gasLimit - CALL_BASE_GAS;
    host.bind(instance.exports['memory'] as WebAssembly.Memory, gas);
    // AssemblyScript's --exportStart: the module's start function, run before any call.
    const initialize = instance.exports['_initialize'];
    if (typeof initialize === 'function') (initialize as () => void)();
    const result = (instance.exports[req.fn] as (...a: Array<number | bigint>) => unknown)(...args);
    const returnValue = host.returnValue.length > 0 || result === undefined ? host.returnValue : enc.encode(String(result));
    return { ok: true, gasUsed: used(), returnValue, writes: host.writeList(), events: host.events, storageBytes: host.storageBytes };
  } catch (error) {
    if (error instanceof ContractRevert) return reverted(req, error.kind, error.message, error.kind === 'OUT_OF_GAS' ? req.gasLimit : used());
    if (error instanceof WebAssembly.RuntimeError) {
      const kind = KINDS[trapKind((gas?.value as bigint | undefined) ?? 0n, (depth?.value as number | undefined) ?? 0)];
      const reason = kind === 'OUT_OF_GAS' ? 'out of gas' : kind === 'CALL_DEPTH' ? 'call depth exceeded' : `trap: ${error.message}`;
      return reverted(req, kind, reason, kind === 'OUT_OF_GAS' ? req.gasLimit : used());
    }
    if (error instanceof WebAssembly.LinkError) return reverted(req, 'BAD_CALL', `the contract does not link: ${error.message}`, used());
    // V8's own stack limit varies from run to run: never an outcome (the depth limit is the rule).
    throw new ContractNodeFaultError('engine', `contract ${req.contract} could not be run here: ${error instanceof Error ? error.message : String(error)}`);
  }
}
