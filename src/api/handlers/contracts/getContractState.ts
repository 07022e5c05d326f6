// getContractState: a contract's storage, by key prefix or by a list of keys.
import type { NodeApiContext } from '../../context.js';
import { applyPage } from '../../params.js';
import { apiErrors } from '../../errors.js';
import { arrayOf, int, object, R } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { idToString } from '../../../domain/ids.js';
import { contractStorageOf, storageValueOf, type StorageRow } from '../../../capabilities/contracts/queries.js';
import { CONTRACT_PARAM, requireContractRecord } from './params.js';
import { renderEntry, STORAGE_ENTRY_SCHEMA } from './render.js';

const MAX_KEYS = 100;
const utf8 = new TextEncoder();

/** Text keys from a JSON array of strings (errorCode 7 naming keys otherwise). */
function keysOf(text: string): Uint8Array[] {
  let keys: unknown;
  try {
    keys = JSON.parse(text);
  } catch {
    throw apiErrors.invalidParam('keys', 'must be a JSON array of strings');
  }
  if (!Array.isArray(keys) || !keys.every((k) => typeof k === 'string')) throw apiErrors.invalidParam('keys', 'must be a JSON array of strings');
  if (keys.length > MAX_KEYS) throw apiErrors.invalidParam('keys', `at most ${MAX_KEYS} keys`);
  return (keys as string[]).map((k) => utf8.encode(k));
}

export const getContractState = defineHandler({
  requestType: 'getContractState',
  tags: [ApiTag.CONTRACTS],
  description:
    `Returns a contract's storage entries (key and value as hex, and as text when UTF-8) in key byte order: those whose key starts with prefix (text) or prefixHex, or those of keys (a JSON array of up to ${MAX_KEYS} text keys; absent keys are left out), or all. Paginated. Unknown contract: errorCode 7 naming contract; two selectors at once: errorCode 7 naming the second.`,
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: object({ contract: R.id, storageBytes: int('Bytes of keys plus values.', 0), storageKeys: int('Keys stored.', 0), entries: arrayOf(STORAGE_ENTRY_SCHEMA, 'In key byte order.') }),
  params: [
    CONTRACT_PARAM,
    { name: 'prefix', type: 'string', description: 'Only keys starting with this text (UTF-8).' },
    { name: 'prefixHex', type: 'hex', description: 'Only keys starting with these bytes.' },
    { name: 'keys', type: 'string', description: `These keys only: a JSON array of text keys (at most ${MAX_KEYS}).` },
  ],
  async handler({ contract, prefix, prefixHex, keys }, ctx: NodeApiContext, req) {
    const c = requireContractRecord(ctx, contract);
    if (prefix !== undefined && prefixHex !== undefined) throw apiErrors.invalidParam('prefixHex', 'give prefix or prefixHex, not both');
    if (keys !== undefined && (prefix !== undefined || prefixHex !== undefined)) throw apiErrors.invalidParam('keys', 'give keys or a prefix, not both');
    let rows: StorageRow[];
    if (keys !== undefined) {
      rows = keysOf(keys).flatMap((key) => {
        const value = storageValueOf(ctx.state, contract, key);
        return value === undefined ? [] : [{ key, value }];
      });
    } else rows = contractStorageOf(ctx.state, contract, prefixHex ?? (prefix !== undefined ? utf8.encode(prefix) : undefined));
    return { contract: idToString(contract), storageBytes: c.storageBytes, storageKeys: c.storageKeys, entries: applyPage(rows, req.page).map(renderEntry) };
  },
});
