// ContractCall (8/2): runs a named function of a contract. The transaction's recipient is the
// target: a contract id, or an account with a contract reference, resolved when the call is
// applied (so re-pointing the reference upgrades every later call). The amount goes to that
// recipient like any payment (the core's rule) and the contract sees it as ctx_amount.
//
// Attachment (version 1): u8 fnLength, fn (ASCII), u8 argCount, argCount x i64, u32 inputLength,
// input, u64 gasLimit. JSON: function, args (decimal strings), input (hex), gasLimit.
// Fee: gasFeeMTA(gasLimit) (constants.ts).
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import type { ByteReader, ByteWriter } from '../../domain/bytes.js';
import type { RegistryHooks } from '../../domain/tx-types/hooks.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import { invalidParameter } from '../../domain/errors.js';
import { fromHex, toHex } from '../../domain/hex.js';
import { BLOCK_GAS_LIMIT, FUNCTION_PATTERN, gasFeeMTA, INIT_FUNCTION, MAX_CALL_ARGS, MAX_INPUT_BYTES } from './constants.js';
import {
  chargeBlockGas,
  checkBlockGas,
  checkGasLimit,
  checkVersion,
  commonStateless,
  contractType,
  decodeText,
  gasLimitFromJSON,
  refuse,
  refuseNow,
  requireRunnerToValidate,
  resolveContract,
  utf8,
} from './common.js';
import { execute } from './execution.js';
import { CONTRACT_CODE, CONTRACTS } from './tables.js';

export interface ContractCallAttachment extends Attachment {
  readonly fn: string;
  readonly args: readonly bigint[];
  readonly input: Uint8Array;
  readonly gasLimit: bigint;
}

/** Why a function name may not be called, or undefined when it may. */
export function functionRefusal(fn: string): string | undefined {
  if (fn === INIT_FUNCTION) return '`init` runs once, at upload';
  if (!FUNCTION_PATTERN.test(fn)) return 'function must be 1..64 of A-Z, a-z, 0-9 and _, starting with a letter';
  return undefined;
}

function argsFromJSON(value: unknown): bigint[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw invalidParameter('args must be an array of decimal strings', 'args');
  return value.map((v) => {
    if (typeof v !== 'string' || !/^-?[0-9]{1,19}$/.test(v)) throw invalidParameter('args must be decimal strings', 'args');
    const n = BigInt(v);
    if (n !== BigInt.asIntN(64, n)) throw invalidParameter('args must be signed 64-bit integers', 'args');
    return n;
  });
}

export const contractCall: TransactionType<ContractCallAttachment> = Object.freeze({
  ...contractType(2, 'ContractCall', true),
  parseAttachment(r: ByteReader, version: number): ContractCallAttachment {
    checkVersion('ContractCall', version);
    const fn = decodeText(r.bytes(r.u8()), 'function');
    const args: bigint[] = [];
    for (let n = r.u8(), i = 0; i < n; i++) args.push(r.i64());
    const input = r.bytes(r.u32()).slice();
    return { version, fn, args, input, gasLimit: r.u64() };
  },
  writeAttachment(w: ByteWriter, a: ContractCallAttachment): void {
    const fn = utf8.encode(a.fn);
    w.u8(fn.length).bytes(fn).u8(a.args.length);
    for (const arg of a.args) w.i64(arg);
    w.u32(a.input.length).bytes(a.input).u64(a.gasLimit);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): ContractCallAttachment {
    checkVersion('ContractCall', version);
    const fn = json['function'];
    if (typeof fn !== 'string' || utf8.encode(fn).length > 255) throw invalidParameter('function must be a short string', 'function');
    const args = argsFromJSON(json['args']);
    if (args.length > 255) throw invalidParameter('too many args', 'args');
    return { version, fn, args, input: fromHex(String(json['input'] ?? ''), 'input'), gasLimit: gasLimitFromJSON(json['gasLimit']) };
  },
  attachmentToJSON: (a: ContractCallAttachment): Record<string, unknown> => ({
    function: a.fn,
    args: a.args.map(String),
    input: toHex(a.input),
    gasLimit: a.gasLimit.toString(),
  }),
  validateStateless(tx: Transaction): void {
    const a = attachmentOf(tx, contractCall);
    commonStateless(tx, true);
    const bad = functionRefusal(a.fn);
    if (bad !== undefined) refuse(bad, 'function');
    if (a.args.length > MAX_CALL_ARGS) refuse(`at most ${MAX_CALL_ARGS} args`, 'args');
    if (a.input.length > MAX_INPUT_BYTES) refuse(`input is at most ${MAX_INPUT_BYTES} bytes`, 'input');
    checkGasLimit(a.gasLimit);
  },
  validate(tx: Transaction, { state, hooks }: TxValidationContext): void {
    requireRunnerToValidate(hooks);
    resolveContract(state, tx.recipientId);
    checkBlockGas(state, attachmentOf(tx, contractCall).gasLimit);
  },
  apply(tx: Transaction, state: LedgerState, hooks?: RegistryHooks): void {
    const a = attachmentOf(tx, contractCall);
    chargeBlockGas(state, a.gasLimit);
    const { id, record } = resolveContract(state, tx.recipientId);
    const code = state.get(CONTRACT_CODE, id);
    if (code === undefined) refuseNow(`the code of contract ${id} is missing`, 'contract');
    const { totals } = execute(tx, state, hooks, {
      kind: 'CALL',
      contract: id,
      code,
      codeHash: record.codeHash,
      fn: a.fn,
      args: a.args,
      input: a.input,
      amount: tx.amountMTA,
      gasLimit: a.gasLimit,
      target: tx.recipientId,
      storageBytes: record.storageBytes,
      storageKeys: record.storageKeys,
    });
    if (totals !== undefined && (totals.storageBytes !== record.storageBytes || totals.storageKeys !== record.storageKeys)) {
      state.put(CONTRACTS, id, { ...record, ...totals });
    }
  },
  minimumFeeMTA: (tx: Transaction) => gasFeeMTA(attachmentOf(tx, contractCall).gasLimit),
  blockGasOf: (tx: Transaction) => ({ gas: attachmentOf(tx, contractCall).gasLimit, blockLimit: BLOCK_GAS_LIMIT }),
});
