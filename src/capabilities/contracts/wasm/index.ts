// The pure WebAssembly core of the contracts capability: decoder, encoder, the allowlist
// validator (policy version 2), the gas and call-stack injector (metering version 2), the gas
// schedule's classes (costs.ts), the frame sizes of the stack budget (frame.ts) and the ABI
// (version 1). No runtime dependencies; docs/contracts-abi.md is the reference for authors.
export * from './abi.js';
export { decodeModule, preambleKind, UnsupportedError, WasmDecodeError } from './decoder.js';
export { encodeModule } from './encoder.js';
export { meterContract, meterModule, type MeteredModule, type MeteringOptions } from './metering.js';
export {
  dynamicCharge, dynamicGas, endsSegment, instructionCost, segmentCharge, straightLineGas, type DynamicCharge,
} from './costs.js';
export { frameStats, frameUnits, functionTypes, localCount, type FrameStats } from './frame.js';
export { opInfo, opName, type Feature, type OpInfo } from './opcodes.js';
export {
  assertValidContract, checkPolicy, ContractValidationError, RULE_HINTS, validateContract,
  type PolicyRule, type PolicyViolation, type ValidationResult,
} from './validator.js';
export type { WasmModule, Instr, FuncType } from './types.js';
