// ContractUpload (8/0): stores a validated WebAssembly contract and runs its `init` once, with the
// uploader as sender. The contract's id is the transaction's id (also its account's id).
//
// Attachment (version 1): u8 nameLength, name (UTF-8), u32 codeLength, code, u64 gasLimit.
// JSON: contractName, code (hex), gasLimit (decimal string).
// No recipient, no amount. Block gas and fee: uploadBlockGas(code size, gasLimit), making the code
// ready (checks, metering, compiling: by its size) plus init's limit (constants.ts).
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import type { ByteReader, ByteWriter } from '../../domain/bytes.js';
import type { RegistryHooks } from '../../domain/tx-types/hooks.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import { invalidParameter } from '../../domain/errors.js';
import { fromHex, toHex } from '../../domain/hex.js';
import { BLOCK_GAS_LIMIT, gasFeeMTA, INIT_FUNCTION, MAX_CODE_BYTES, METERING_VERSION, NAME_PATTERN, POLICY_VERSION, uploadBlockGas } from './constants.js';
import { codeHashOf, codeRefusal } from './code-check.js';
import { chargeBlockGas, checkBlockGas, checkGasLimit, checkVersion, commonStateless, contractType, decodeText, gasLimitFromJSON, refuse, requireRunnerToValidate, utf8 } from './common.js';
import { execute } from './execution.js';
import { CONTRACT_CODE, CONTRACTS } from './tables.js';

export interface ContractUploadAttachment extends Attachment {
  readonly name: string;
  readonly code: Uint8Array;
  readonly gasLimit: bigint;
}

export const contractUpload: TransactionType<ContractUploadAttachment> = Object.freeze({
  ...contractType(0, 'ContractUpload', false),
  parseAttachment(r: ByteReader, version: number): ContractUploadAttachment {
    checkVersion('ContractUpload', version);
    const name = decodeText(r.bytes(r.u8()), 'contractName');
    const code = r.bytes(r.u32()).slice();
    return { version, name, code, gasLimit: r.u64() };
  },
  writeAttachment(w: ByteWriter, a: ContractUploadAttachment): void {
    const name = utf8.encode(a.name);
    w.u8(name.length).bytes(name).u32(a.code.length).bytes(a.code).u64(a.gasLimit);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): ContractUploadAttachment {
    checkVersion('ContractUpload', version);
    const name = json['contractName'];
    if (typeof name !== 'string' || utf8.encode(name).length > 255) throw invalidParameter('contractName must be a short string', 'contractName');
    return { version, name, code: fromHex(String(json['code'] ?? ''), 'contract'), gasLimit: gasLimitFromJSON(json['gasLimit']) };
  },
  attachmentToJSON: (a: ContractUploadAttachment): Record<string, unknown> => ({ contractName: a.name, code: toHex(a.code), gasLimit: a.gasLimit.toString() }),
  validateStateless(tx: Transaction): void {
    const a = attachmentOf(tx, contractUpload);
    commonStateless(tx, false);
    if (!NAME_PATTERN.test(a.name)) refuse('contractName must be 1..64 of A-Z, a-z, 0-9, _ and -', 'contractName');
    if (a.code.length > MAX_CODE_BYTES) refuse(`a contract is at most ${MAX_CODE_BYTES} bytes`, 'contract');
    checkGasLimit(a.gasLimit);
    const refusal = codeRefusal(a.code);
    if (refusal !== undefined) refuse(`contract refused: ${refusal}`, 'contract');
  },
  validate(tx: Transaction, { state, hooks }: TxValidationContext): void {
    requireRunnerToValidate(hooks);
    const a = attachmentOf(tx, contractUpload);
    checkBlockGas(state, uploadBlockGas(a.code.length, a.gasLimit));
  },
  apply(tx: Transaction, state: LedgerState, hooks?: RegistryHooks): void {
    const a = attachmentOf(tx, contractUpload);
    chargeBlockGas(state, uploadBlockGas(a.code.length, a.gasLimit));
    const codeHash = codeHashOf(a.code);
    const { totals } = execute(tx, state, hooks, {
      kind: 'UPLOAD',
      contract: tx.id,
      code: a.code,
      codeHash,
      fn: INIT_FUNCTION,
      args: [],
      input: new Uint8Array(0),
      amount: 0n,
      gasLimit: a.gasLimit,
      target: tx.id,
      storageBytes: 0,
      storageKeys: 0,
    });
    // A reverted init creates nothing: the fee is kept and the outcome says why.
    if (totals === undefined) return;
    state.put(CONTRACT_CODE, tx.id, a.code);
    state.put(CONTRACTS, tx.id, {
      uploader: tx.senderId,
      name: a.name,
      codeHash,
      size: a.code.length,
      height: state.height,
      storageBytes: totals.storageBytes,
      storageKeys: totals.storageKeys,
      policyVersion: POLICY_VERSION,
      meteringVersion: METERING_VERSION,
    });
  },
  minimumFeeMTA: (tx: Transaction) => {
    const a = attachmentOf(tx, contractUpload);
    return gasFeeMTA(uploadBlockGas(a.code.length, a.gasLimit));
  },
  blockGasOf: (tx: Transaction) => {
    const a = attachmentOf(tx, contractUpload);
    return { gas: uploadBlockGas(a.code.length, a.gasLimit), blockLimit: BLOCK_GAS_LIMIT };
  },
});
