// Signed contract transactions (type 8) for tests that drive a node directly: the contracts
// ledger tests and the state-digest generators. Fees are the minimum for the gas the transaction
// reserves (an upload: its code's making ready plus its gas limit) plus `extraFee` (so equal
// transactions differ).
import type { Node } from '../../src/node.js';
import type { Transaction } from '../../src/domain/transaction.js';
import type { Attachment } from '../../src/domain/types.js';
import { MIN_TRANSACTION_FEE_MTA } from '../../src/domain/constants.js';
import { gasFeeMTA, uploadBlockGas } from '../../src/capabilities/contracts/constants.js';
import { contractUpload } from '../../src/capabilities/contracts/upload.js';
import { contractCall } from '../../src/capabilities/contracts/call.js';
import { contractReferenceDelete, contractReferenceSet } from '../../src/capabilities/contracts/references.js';
import { signedTx } from './signed-tx.js';

export interface ContractTxInput {
  readonly from: string;
  readonly timestamp: number;
  readonly ecBlockId: bigint;
  readonly feeMTA?: bigint;
  readonly extraFee?: bigint;
}

type Node_ = Pick<Node, 'registry'>;

const fee = (p: ContractTxInput, base: bigint): bigint => p.feeMTA ?? base + (p.extraFee ?? 0n);

/** The default gas limit: past the run's base with room for any of the helper modules' functions
 * (a few million gas each), and small enough that a block of them stays under the block's gas. */
export const TEST_GAS = 50_000_000n;

export function uploadTx(node: Node_, p: ContractTxInput, code: Uint8Array, o: { name?: string; gasLimit?: bigint } = {}): Transaction {
  const gasLimit = o.gasLimit ?? TEST_GAS;
  return signedTx(node, contractUpload, { version: 1, name: o.name ?? 'test-contract', code, gasLimit } as Attachment, { ...p, feeMTA: fee(p, gasFeeMTA(uploadBlockGas(code.length, gasLimit))) });
}

export interface CallOptions {
  readonly args?: readonly bigint[];
  readonly input?: string | Uint8Array;
  readonly amountMTA?: bigint;
  readonly gasLimit?: bigint;
}

/** A call of `fn` on `target` (a contract id, or an account with a reference). */
export function callTx(node: Node_, p: ContractTxInput, target: bigint, fn: string, o: CallOptions = {}): Transaction {
  const gasLimit = o.gasLimit ?? TEST_GAS;
  const input = typeof o.input === 'string' ? new TextEncoder().encode(o.input) : (o.input ?? new Uint8Array(0));
  return signedTx(node, contractCall, { version: 1, fn, args: o.args ?? [], input, gasLimit } as Attachment, {
    ...p,
    to: target,
    amountMTA: o.amountMTA ?? 0n,
    feeMTA: fee(p, gasFeeMTA(gasLimit)),
  });
}

export function setReferenceTx(node: Node_, p: ContractTxInput, contract: bigint): Transaction {
  return signedTx(node, contractReferenceSet, { version: 1, contract } as Attachment, { ...p, feeMTA: fee(p, MIN_TRANSACTION_FEE_MTA) });
}

export function deleteReferenceTx(node: Node_, p: ContractTxInput): Transaction {
  return signedTx(node, contractReferenceDelete, { version: 0 }, { ...p, feeMTA: fee(p, MIN_TRANSACTION_FEE_MTA) });
}
