// The API layer's public surface, for the node's composition root.
export { createApiServer, CACHE_CONTROL, type ApiServer, type ApiServerAddress, type ApiServerModules, type ApiServerOptions } from './server.js';
export { Dispatcher, isWrite, validateTable, type DispatchRequest, type DispatchResult } from './dispatch.js';
export { ApiError, ApiErrorCode, DEFAULT_HTTP_STATUS, apiErrors, errorResponse, type ErrorBody, type ErrorResponse } from './errors.js';
export {
  INT_MAX,
  INT_MIN,
  LONG_MAX,
  LONG_MIN,
  applyPage,
  pageSize,
  parseAccountText,
  parseAmountText,
  parseBooleanText,
  parseHexText,
  parseIdText,
  parseIntText,
  parseLongText,
  parsePage,
  parseParam,
  parseParams,
  singleValue,
  type RawParams,
  type RawValue,
} from './params.js';
export { toJson } from './json.js';
export { mergeTables } from './table.js';
export { renderApiReference } from './docs-gen.js';
export { renderApiConsolePage } from './console/api-console-page.js';
export { consoleRoutes } from './console/routes.js';
export { UTILS_HANDLERS } from './handlers/utils/index.js';
export { DEBUG_HANDLERS } from './handlers/debug/index.js';
export * from './types.js';
