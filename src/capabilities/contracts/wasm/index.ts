// The pure WebAssembly core of the contracts capability: decoder, encoder, the allowlist
// validator (policy version 1), the gas and call-depth injector (metering version 1) and the ABI
// (version 1). No runtime dependencies; docs/contracts-abi.md is the reference for authors.
export * from './abi.js';
export { decodeModule, preambleKind, UnsupportedError, WasmDecodeError } from './decoder.js';
export { encodeModule } from './encoder.js';
export { meterContract, meterModule, instructionCost, endsSegment, type MeteredModule } from './metering.js';
export { opInfo, opName, type Feature, type OpInfo } from './opcodes.js';
export {
  assertValidContract, checkPolicy, ContractValidationError, validateContract,
  type PolicyRule, type PolicyViolation, type ValidationResult,
} from './validator.js';
export type { WasmModule, Instr, FuncType } from './types.js';
