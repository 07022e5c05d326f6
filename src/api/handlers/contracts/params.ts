// What the CONTRACTS operations share: their parameters, the parsing of call arguments and input,
// and the lookups that answer errorCode 7 naming the parameter.
import { MAX_CALL_ARGS, MAX_FUNCTION_LENGTH, MAX_GAS_PER_TRANSACTION, MAX_INPUT_BYTES } from '../../../capabilities/contracts/constants.js';
import { contractOf, resolveTarget } from '../../../capabilities/contracts/queries.js';
import type { ContractRecord } from '../../../capabilities/contracts/records.js';
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { unknownContract } from './render.js';

export const DEFAULT_GAS_LIMIT = 100_000_000n;

export const CONTRACT_PARAM = { name: 'contract', type: 'id', required: true, description: 'The contract (the id of its upload transaction). Unknown: errorCode 7 naming contract.' } as const;

export const GAS_LIMIT_PARAM = {
  name: 'gasLimit',
  type: 'long',
  min: 1n,
  max: MAX_GAS_PER_TRANSACTION,
  default: DEFAULT_GAS_LIMIT,
  description: `Gas the run may use, 1..${MAX_GAS_PER_TRANSACTION} (default ${DEFAULT_GAS_LIMIT}). Running out reverts it (OUT_OF_GAS).`,
} as const;

/** The target of a call or query: `contract` (a contract id) or `account` (an account with a
 * contract reference), exactly one. */
export const TARGET_PARAMS = [
  { name: 'contract', type: 'account', description: 'The contract (its id, or its account\'s RS address). Give this or account.' },
  { name: 'account', type: 'account', description: 'An account with a contract reference: the call goes to the contract it points at when applied. Give this or contract.' },
] as const;

export const CALL_PARAMS = [
  { name: 'function', type: 'string', required: true, maxLength: MAX_FUNCTION_LENGTH, description: 'The exported function: a letter, then letters, digits and _ (not init, not starting with _).' },
  { name: 'args', type: 'string', description: `Its integer parameters after the context: comma-separated (1,-2,3) or a JSON array ([1,"-2",3]); signed 64-bit, at most ${MAX_CALL_ARGS}.` },
  { name: 'input', type: 'string', description: `The call's input bytes (ctx_input) as text (UTF-8); at most ${MAX_INPUT_BYTES} bytes.` },
  { name: 'inputHex', type: 'hex', maxBytes: MAX_INPUT_BYTES, description: 'The input as hex, for binary input (instead of input).' },
] as const;

const I64 = (n: bigint): boolean => n === BigInt.asIntN(64, n);

/** Integer arguments from "1,-2,3" or a JSON array of integers or decimal strings. */
export function parseArgs(text: string | undefined): bigint[] {
  if (text === undefined || text.trim() === '') return [];
  const bad = (why: string) => apiErrors.invalidParam('args', why);
  let items: unknown[];
  const t = text.trim();
  if (t.startsWith('[')) {
    try {
      items = JSON.parse(t) as unknown[];
    } catch {
      throw bad('not a JSON array');
    }
    if (!Array.isArray(items)) throw bad('not a JSON array');
  } else items = t.split(',').map((s) => s.trim());
  if (items.length > MAX_CALL_ARGS) throw bad(`at most ${MAX_CALL_ARGS} values`);
  return items.map((v) => {
    const s = typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : v;
    if (typeof s !== 'string' || !/^-?[0-9]{1,20}$/.test(s)) throw bad('each value must be an integer');
    const n = BigInt(s);
    // An unsigned 64-bit value (an account id) travels as the i64 with the same bits.
    if (!I64(n) && !(n >= 0n && n < 2n ** 64n)) throw bad('each value must be a 64-bit integer (signed, or unsigned like an account id)');
    return BigInt.asIntN(64, n);
  });
}

/** The input bytes from input (text) or inputHex (not both). */
export function parseInput(input: string | undefined, inputHex: Uint8Array | undefined): Uint8Array {
  if (input !== undefined && inputHex !== undefined) throw apiErrors.invalidParam('inputHex', 'give input or inputHex, not both');
  const bytes = inputHex ?? new TextEncoder().encode(input ?? '');
  if (bytes.length > MAX_INPUT_BYTES) throw apiErrors.invalidParam(input !== undefined ? 'input' : 'inputHex', `at most ${MAX_INPUT_BYTES} bytes`);
  return bytes;
}

/** The contract in committed state, or errorCode 7 naming `param`. */
export function requireContractRecord(ctx: NodeApiContext, id: bigint, param = 'contract'): ContractRecord {
  const c = contractOf(ctx.state, id);
  if (c === undefined) throw unknownContract(param, id);
  return c;
}

/** The call's recipient and the contract it reaches now: `contract` must be one, `account` must
 * have a reference (errorCode 7 naming the one given); neither or both: errorCode 1 / 7. */
export function targetOf(ctx: NodeApiContext, p: { contract?: bigint | undefined; account?: bigint | undefined }): { recipient: bigint; contract: bigint; record: ContractRecord } {
  if (p.contract !== undefined && p.account !== undefined) throw apiErrors.invalidParam('account', 'give contract or account, not both');
  if (p.contract !== undefined) return { recipient: p.contract, contract: p.contract, record: requireContractRecord(ctx, p.contract) };
  if (p.account === undefined) throw apiErrors.missingParam('contract');
  const t = resolveTarget(ctx.state, p.account);
  if (t === undefined || t.contract === p.account) throw apiErrors.invalidParam('account', 'the account has no contract reference');
  return { recipient: p.account, contract: t.contract, record: t.record };
}
