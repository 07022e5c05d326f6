// downloadContractFile: a contract's original bytes (hex), or WAT for people to read. The API
// answers JSON only, so the module comes as hex; WAT is printed by jco's wasm-tools `print`, a
// devDependency loaded on first use and kept out of consensus (docs/contracts.md).
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode } from '../../errors.js';
import { int, object, oneOfStrings, R, str } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { idToString } from '../../../domain/ids.js';
import { toHex } from '../../../domain/hex.js';
import { contractCodeOf } from '../../../capabilities/contracts/queries.js';
import { CONTRACT_PARAM, requireContractRecord } from './params.js';

// A variable specifier: the package is a devDependency, absent from production installs.
const WASM_TOOLS = '@bytecodealliance/jco-transpile/wasm-tools';
type WasmTools = { print(bytes: Uint8Array): Promise<string> };
let tools: Promise<WasmTools | undefined> | undefined;

function wasmTools(): Promise<WasmTools | undefined> {
  tools ??= import(WASM_TOOLS).then(
    (m) => m as WasmTools,
    () => undefined,
  );
  return tools;
}

export const downloadContractFile = defineHandler({
  requestType: 'downloadContractFile',
  tags: [ApiTag.CONTRACTS],
  description:
    'Returns a contract\'s module: format=wasm (default) the original bytes as hex in bytes (their SHA-256 is codeHash), format=wat its text form in wat, printed by @bytecodealliance/jco-transpile (a devDependency: on a node installed without it, format=wat is errorCode 1 naming format). Unknown contract: errorCode 7 naming contract.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: object(
    { contract: R.id, format: oneOfStrings(['wasm', 'wat']), codeHash: R.hash, size: int('Bytes of the module.', 1) },
    { bytes: R.hex, wat: str('The module in the WebAssembly text format.') },
  ),
  params: [CONTRACT_PARAM, { name: 'format', type: 'enum', values: ['wasm', 'wat'], default: 'wasm', description: 'wasm: the bytes as hex; wat: the text form.' }],
  async handler({ contract, format }, ctx: NodeApiContext) {
    const c = requireContractRecord(ctx, contract);
    const code = contractCodeOf(ctx.state, contract)!;
    const head = { contract: idToString(contract), format, codeHash: toHex(c.codeHash), size: c.size };
    if (format === 'wasm') return { ...head, bytes: toHex(code) };
    const wt = await wasmTools();
    if (wt === undefined) {
      throw new ApiError(ApiErrorCode.INCORRECT_REQUEST, `format=wat needs ${WASM_TOOLS} (a devDependency), which this node was installed without; use format=wasm`, { param: 'format' });
    }
    return { ...head, wat: await wt.print(code) };
  },
});
