// The checks an uploaded contract must pass (validateStateless of ContractUpload, and again by
// verifyContract): its size, our own allowlist validator, then WebAssembly.validate
// (src/capabilities/contracts/wasm/), which is what keeps the set of valid contracts fixed
// whatever Node or V8 version runs the node. Pure and deterministic; the code hash is SHA-256 of
// the original bytes.
import { sha256 } from '@noble/hashes/sha2.js';
import { toHex } from '../../domain/hex.js';
import { MAX_CODE_BYTES } from './constants.js';
import { validateContract } from './wasm/index.js';

export type CodeCheckName = 'size' | 'wasm' | 'policy';

export interface CodeCheck {
  readonly check: CodeCheckName;
  readonly ok: boolean;
  /** Why it failed (absent when ok). */
  readonly reason?: string;
}

export const codeHashOf = (code: Uint8Array): Uint8Array => sha256(code);

/** Every check, in the order the node decides them; a check after a failed one is not run (and
 * not listed). The node's own decoder and policy come before WebAssembly.validate, so the first
 * failure never depends on which engine runs the node (validator.ts, validateContract). */
export function checkCode(code: Uint8Array): CodeCheck[] {
  const out: CodeCheck[] = [];
  if (code.length < 1 || code.length > MAX_CODE_BYTES) {
    out.push({ check: 'size', ok: false, reason: `a contract is 1..${MAX_CODE_BYTES} bytes, not ${code.length}` });
    return out;
  }
  out.push({ check: 'size', ok: true });
  const r = validateContract(code);
  if (!r.ok && r.rule !== 'wasm-invalid') {
    out.push({ check: 'policy', ok: false, reason: `rule ${r.rule}: ${r.message}` });
    return out;
  }
  out.push({ check: 'policy', ok: true });
  out.push(r.ok ? { check: 'wasm', ok: true } : { check: 'wasm', ok: false, reason: 'not a valid WebAssembly module (WebAssembly.validate)' });
  return out;
}

// validateStateless runs for every admission, selection and block application, so a module's
// verdict is remembered by its hash (the checks are pure: the same bytes always give the same one).
const MEMO_SIZE = 64;
const memo = new Map<string, string | null>();

/** Why the code is refused (the first failed check), or undefined when it passes. */
export function codeRefusal(code: Uint8Array): string | undefined {
  const key = toHex(codeHashOf(code));
  const known = memo.get(key);
  if (known !== undefined) return known ?? undefined;
  const failed = checkCode(code).find((c) => !c.ok);
  const verdict = failed === undefined ? null : `${failed.check}: ${failed.reason}`;
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
  memo.set(key, verdict);
  return verdict ?? undefined;
}
