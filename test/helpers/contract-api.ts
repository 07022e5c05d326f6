// Shared by the CONTRACTS operation tests (test/api/<op>.test.ts): a contracts node behind the API
// (contract-node.ts, fake runner), uploads and calls made through the operations and forged, and
// the response contract of such a node's operations.
import { expect } from '@jest/globals';
import { toHex } from '../../src/domain/hex.js';
import { gasFeeMTA } from '../../src/capabilities/contracts/constants.js';
import { CONTRACT_HANDLERS } from '../../src/api/handlers/contracts/index.js';
import type { ApiResponse } from '../api/helpers.js';
import { devnet, type TestAccount } from '../api/chain-fixture.js';
import { contractResponses, startContractApiNode, type ContractApiNode } from './contract-node.js';
import { contractWasm, type ContractWasmOptions } from './contract-wasm.js';

export { devnet, startContractApiNode, type ContractApiNode, type TestAccount };
/** The CONTRACTS operations of this capability (every one has its test/api/<op>.test.ts, each
 * checking its answers against the declared schema). */
export const CHECKED_IN_CONTRACTS: readonly string[] = Object.keys(CONTRACT_HANDLERS);
/** The declared responses of the operations (the contracts capability's included). */
export const responses = contractResponses;

let bump = 0;
/** The minimum fee for `gasLimit` plus a little more each time (equal transactions would be duplicates). */
export const feeFor = (gasLimit = 10_000_000n): string => String(gasFeeMTA(gasLimit) + BigInt(++bump));

/** Uploads the tiny module (hex) as `from`, forges; returns the contract id. */
export async function uploadContract(n: ContractApiNode, from: TestAccount, opts: ContractWasmOptions = {}, extra: Record<string, string> = {}): Promise<string> {
  const r = await n.post({ requestType: 'uploadContractFile', secretPhrase: from.secretPhrase, contractName: 'counter', contractBytes: toHex(contractWasm(opts)), feeMTA: feeFor(), ...extra });
  responses.check('uploadContractFile', r);
  await n.forge();
  return r.json.transaction as string;
}

/** callContract as `from` (checked), forged; returns the call's transaction id. */
export async function callContractNow(n: ContractApiNode, from: TestAccount, params: Record<string, string>): Promise<string> {
  const r = await n.post({ requestType: 'callContract', secretPhrase: from.secretPhrase, feeMTA: feeFor(), ...params });
  responses.check('callContract', r);
  await n.forge();
  return r.json.transaction as string;
}

/** A transaction-creating operation as `from` (checked), forged. */
export async function writeNow(n: ContractApiNode, requestType: string, from: TestAccount, params: Record<string, string>): Promise<ApiResponse> {
  const r = await n.post({ requestType, secretPhrase: from.secretPhrase, feeMTA: String(100_000_000 + ++bump), ...params });
  responses.check(requestType, r);
  await n.forge();
  return r;
}

/** Expects an error answer with this code naming this parameter. */
export function expectError(r: ApiResponse, errorCode: number, error: string): void {
  expect(r.json).toMatchObject({ errorCode, error });
}
