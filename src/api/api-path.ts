// The two spellings of an API request's operation: `/api?requestType=X` and `/api/X`.
import { apiErrors } from './errors.js';
import type { RawParams } from './params.js';
import type { HandlerTable } from './types.js';

/**
 * `/api/<requestType>` is `/api` with that requestType (the form the OpenAPI document and the
 * typed client use: one path per operation); a path naming no operation is an unknown path
 * (404). A requestType also given as a parameter must name the same operation.
 */
export function requestTypeFromPath(path: string, params: RawParams, table: HandlerTable<never>): void {
  // `path` starts with /api in any case (Express routes case-insensitively); /api/ with nothing
  // after it is /api itself, as Express's non-strict routing always served it.
  const rest = path.slice('/api'.length);
  if (rest === '' || rest === '/') return;
  let name: string;
  try {
    name = decodeURIComponent(rest.slice(1));
  } catch {
    throw apiErrors.unknownPath(path);
  }
  if (!Object.hasOwn(table, name)) throw apiErrors.unknownPath(path);
  const given = (params.get('requestType') ?? []).filter((v) => v !== '');
  if (given.some((v) => v !== name)) throw apiErrors.invalidParam('requestType', `the path names ${name}`);
  params.set('requestType', [name]);
}
