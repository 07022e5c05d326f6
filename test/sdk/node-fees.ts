// The gas limit and minimum fees the SDK's on-node tests give their transactions: an upload's fee
// pays for making its code ready (per byte) and for init's gas limit, a call's for its gas limit
// (constants.ts), so a test asks exactly what the node's fee rule asks whatever the module's size.
import { DEFAULT_GAS_LIMIT } from '../../src/api/handlers/contracts/params.js';
import { gasFeeMTA, uploadBlockGas } from '../../src/capabilities/contracts/constants.js';

/** The gas limit of every upload and call: the API's default. */
export const GAS = DEFAULT_GAS_LIMIT;

/** The minimum fee of uploading the module given as hex with `gasLimit`. */
export const uploadFee = (codeHex: string, gasLimit = GAS): string => String(gasFeeMTA(uploadBlockGas(codeHex.length / 2, gasLimit)));

/** The minimum fee of a call with `gasLimit`. */
export const callFee = (gasLimit = GAS): string => String(gasFeeMTA(gasLimit));
