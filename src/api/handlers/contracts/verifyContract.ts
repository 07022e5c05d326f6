// verifyContract: re-runs upload validation on the stored module and checks its hash.
import type { NodeApiContext } from '../../context.js';
import { arrayOf, bool, object, oneOfStrings, R, str } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { idToString } from '../../../domain/ids.js';
import { bytesEqual, toHex } from '../../../domain/hex.js';
import { contractCodeOf } from '../../../capabilities/contracts/queries.js';
import { checkCode, codeHashOf, type CodeCheck } from '../../../capabilities/contracts/code-check.js';
import { CONTRACT_PARAM, requireContractRecord } from './params.js';

const CHECK = object({ check: oneOfStrings(['size', 'wasm', 'policy', 'hash']), ok: bool('Whether it passed.') }, { reason: str('Why it failed.') });

export const verifyContract = defineHandler({
  requestType: 'verifyContract',
  tags: [ApiTag.CONTRACTS],
  description:
    'Re-runs on a contract\'s stored module the checks of its upload (size, WebAssembly.validate, the node\'s allowlist policy: a check after a failed one is not run) and compares its SHA-256 with the recorded codeHash; answers each check\'s result, and verified when all passed. Unknown contract: errorCode 7 naming contract.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: object({ contract: R.id, codeHash: R.hash, computedHash: R.hash, verified: bool('Every check passed.'), checks: arrayOf(CHECK, 'In order: size, policy (the node\'s own decoder and allowlist), wasm (WebAssembly.validate, last so an engine never decides a verdict), hash.') }),
  params: [CONTRACT_PARAM],
  async handler({ contract }, ctx: NodeApiContext) {
    const c = requireContractRecord(ctx, contract);
    const code = contractCodeOf(ctx.state, contract) ?? new Uint8Array(0);
    const computed = codeHashOf(code);
    const hashOk = bytesEqual(computed, c.codeHash);
    const checks: Array<CodeCheck | { check: 'hash'; ok: boolean; reason?: string }> = [
      ...checkCode(code),
      hashOk ? { check: 'hash', ok: true } : { check: 'hash', ok: false, reason: 'the stored bytes do not hash to the recorded codeHash' },
    ];
    return { contract: idToString(contract), codeHash: toHex(c.codeHash), computedHash: toHex(computed), verified: checks.every((k) => k.ok), checks };
  },
});
