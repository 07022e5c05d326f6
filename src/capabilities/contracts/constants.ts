// The contracts capability's protocol numbers, in one place (docs/contracts.md, "Gas, fees and
// limits"). Every one of them is consensus: changing one is a protocol change.
import { MAX_PAYLOAD_LENGTH, ONE_COIN } from '../../domain/constants.js';

/** The owner name of the capability's block events. */
export const OWNER = 'contracts';

/** The largest contract: 128 KB of original bytes (the spec's limit). */
export const MAX_CODE_BYTES = 128 * 1024;
/** Contract names: 1..64 of [A-Za-z0-9_-] (a label; not unique). */
export const MAX_NAME_LENGTH = 64;
export const NAME_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${MAX_NAME_LENGTH}}$`);
/** Callable functions: an identifier not starting with '_' (so `_initialize`, `_start` and the
 * like stay the runtime's), never `init` (it runs once, at upload). */
export const MAX_FUNCTION_LENGTH = 64;
export const FUNCTION_PATTERN = new RegExp(`^[A-Za-z][A-Za-z0-9_]{0,${MAX_FUNCTION_LENGTH - 1}}$`);
export const INIT_FUNCTION = 'init';
/** Integer parameters after the context handle. */
export const MAX_CALL_ARGS = 16;
/** ctx_input bytes of one call. */
export const MAX_INPUT_BYTES = 4096;

/** The most gas one upload's init or one call may use. */
export const MAX_GAS_PER_TRANSACTION = 800_000_000n;
/** Gas a block's uploads and calls may reserve together: their gas limits, summed, are bounded by
 * the block's byte budget at this rate (a block full of payload buys this much execution). */
export const BLOCK_GAS_PER_PAYLOAD_BYTE = 120_000n;
export const BLOCK_GAS_LIMIT = BLOCK_GAS_PER_PAYLOAD_BYTE * BigInt(MAX_PAYLOAD_LENGTH);

/** Gas an upload pays per byte of code for being made ready (checked, metered and compiled: once
 * at upload, and again by a node that meets the contract cold), on top of its init's gas limit.
 * Reserved in the block's gas with the gas limit; calibrated (docs/contracts.md, "Gas schedule"). */
export const UPLOAD_GAS_PER_BYTE = 60_000n;

/** The gas an upload of `codeBytes` reserves in its block: making the code ready plus init's limit. */
export function uploadBlockGas(codeBytes: number, gasLimit: bigint): bigint {
  return BigInt(codeBytes) * UPLOAD_GAS_PER_BYTE + gasLimit;
}

/** The fee of an upload or a call pays for its whole gas limit up front: 1 coin, plus 1 coin per
 * started GAS_PER_FEE_COIN units of gas limit. */
export const GAS_PER_FEE_COIN = 500_000_000n;
export const BASE_FEE_MTA = ONE_COIN;

/** The minimum fee of a transaction that reserves `gasLimit`. */
export function gasFeeMTA(gasLimit: bigint): bigint {
  return BASE_FEE_MTA + ((gasLimit + GAS_PER_FEE_COIN - 1n) / GAS_PER_FEE_COIN) * ONE_COIN;
}

/** Storage per contract: bytes of keys plus values. A call whose writes would pass it reverts. */
export const MAX_STORAGE_BYTES = 1024 * 1024;

/** The versions recorded with each contract: which validation policy accepted it and which gas
 * metering algorithm runs it (wasm/abi.ts; part of the protocol, like the code behind them). */
export { METERING_VERSION, VALIDATION_POLICY_VERSION as POLICY_VERSION } from './wasm/index.js';
