// The checks an uploaded contract must pass (validateStateless of ContractUpload, and again by
// verifyContract): its size, WebAssembly.validate, then our own allowlist validator
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

/** Why the allowlist validator (wasm/validator.ts, policy version VALIDATION_POLICY_VERSION)
 * refuses the module, or undefined when it passes. */
function policyRefusal(code: Uint8Array): string | undefined {
  const r = validateContract(code);
  return r.ok ? undefined : `rule ${r.rule}: ${r.message}`;
}

/** Every check, in order; a check after a failed one is not run (and not listed). */
export function checkCode(code: Uint8Array): CodeCheck[] {
  const out: CodeCheck[] = [];
  if (code.length < 1 || code.length > MAX_CODE_BYTES) {
    out.push({ check: 'size', ok: false, reason: `a contract is 1..${MAX_CODE_BYTES} bytes, not ${code.length}` });
    return out;
  }
  out.push({ check: 'size', ok: true });
  if (!WebAssembly.validate(code)) {
    out.push({ check: 'wasm', ok: false, reason: 'not a valid WebAssembly module (WebAssembly.validate)' });
    return out;
  }
  out.push({ check: 'wasm', ok: true });
  const refusal = policyRefusal(code);
  out.push(refusal === undefined ? { check: 'policy', ok: true } : { check: 'policy', ok: false, reason: refusal });
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
