// API errors and the single edge mapping from anything a request can throw to the JSON error
// body {errorCode, errorDescription, error?} and an HTTP status. docs/api-errors.md documents
// the same mapping; test/api/errors.test.ts pins it.
import { DomainError, ErrorCode } from '../domain/errors.js';
import { ChainError, ChainErrorReason } from '../chain/errors.js';

/** The spec's error table: the domain's codes, so a DomainError needs no translation. */
export const ApiErrorCode = ErrorCode;
export type ApiErrorCode = ErrorCode;

/** HTTP status of each error code when the thrower does not choose a more specific one. */
export const DEFAULT_HTTP_STATUS: Readonly<Record<ApiErrorCode, number>> = {
  [ApiErrorCode.INCORRECT_REQUEST]: 400,
  [ApiErrorCode.UNKNOWN_REQUEST_TYPE]: 400,
  [ApiErrorCode.UNKNOWN_ACCOUNT]: 404,
  [ApiErrorCode.UNKNOWN_BLOCK]: 404,
  [ApiErrorCode.INSUFFICIENT_BALANCE]: 409,
  [ApiErrorCode.NOT_ENOUGH_FUNDS]: 409,
  [ApiErrorCode.INVALID_PARAMETER]: 400,
  [ApiErrorCode.ALREADY_HAVE]: 409,
  [ApiErrorCode.DEADLINE_PASSED]: 400,
  [ApiErrorCode.PHASING_ONLY]: 409,
  [ApiErrorCode.FORBIDDEN_HOST]: 403,
  [ApiErrorCode.BAD_REQUEST]: 400,
};

export interface ErrorBody {
  errorCode: number;
  errorDescription: string;
  /** The parameter at fault. */
  error?: string;
  /** The spec's name of the error, when it names one (docs/api-errors.md, "Named errors"). */
  errorName?: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly httpStatus: number;
  /** The parameter at fault, named in the response's `error` field. */
  readonly param: string | undefined;
  /** Extra response headers (Allow for 405, Retry-After for 429/403 lockouts). */
  readonly headers: Readonly<Record<string, string>>;
  /** The spec's name of the error, when it names one (the response's `errorName`). */
  readonly errorName: string | undefined;

  constructor(
    readonly code: ApiErrorCode,
    readonly description: string,
    opts: { param?: string; httpStatus?: number; headers?: Record<string, string>; errorName?: string } = {},
  ) {
    super(description);
    this.param = opts.param;
    this.errorName = opts.errorName;
    this.httpStatus = opts.httpStatus ?? DEFAULT_HTTP_STATUS[code];
    this.headers = opts.headers ?? {};
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { errorCode: this.code, errorDescription: this.description };
    if (this.param !== undefined) body.error = this.param;
    if (this.errorName !== undefined) body.errorName = this.errorName;
    return body;
  }
}

// Constructors for the errors the machinery raises, so wording and status live in one place.

export const apiErrors = {
  missingParam: (param: string) =>
    new ApiError(ApiErrorCode.INCORRECT_REQUEST, `Incorrect request: ${param} is required`, { param }),
  invalidParam: (param: string, reason: string) =>
    new ApiError(ApiErrorCode.INVALID_PARAMETER, `Invalid parameter ${param}: ${reason}`, { param }),
  missingRequestType: () =>
    new ApiError(ApiErrorCode.INCORRECT_REQUEST, 'Incorrect request: requestType is required', { param: 'requestType' }),
  unknownRequestType: (requestType: string) =>
    new ApiError(ApiErrorCode.UNKNOWN_REQUEST_TYPE, `Unknown request type: ${requestType}`, { param: 'requestType' }),
  postOnly: (requestType: string) =>
    new ApiError(ApiErrorCode.INCORRECT_REQUEST, `${requestType} is only accepted using POST`, {
      httpStatus: 405,
      headers: { Allow: 'POST' },
    }),
  forbiddenHost: () => new ApiError(ApiErrorCode.FORBIDDEN_HOST, 'Forbidden host: this address may not use the API'),
  passwordNotConfigured: () =>
    new ApiError(
      ApiErrorCode.INCORRECT_REQUEST,
      'Administrator password not configured: set node.adminPassword (or node.disableAdminPassword=true on a private node)',
      { param: 'adminPassword', httpStatus: 403 },
    ),
  missingAdminPassword: () =>
    new ApiError(ApiErrorCode.INCORRECT_REQUEST, 'Incorrect request: adminPassword is required', {
      param: 'adminPassword',
      httpStatus: 401,
    }),
  wrongAdminPassword: () =>
    new ApiError(ApiErrorCode.INVALID_PARAMETER, 'Incorrect adminPassword', { param: 'adminPassword', httpStatus: 401 }),
  // Never compared (so never counted toward the lockout): the password already sits in the URL,
  // and refusing it whatever its value teaches clients to move it to the body.
  adminPasswordInUrl: () =>
    new ApiError(ApiErrorCode.INCORRECT_REQUEST, 'Incorrect request: adminPassword is accepted only in the body of a POST, never in the URL', {
      param: 'adminPassword',
    }),
  adminLockedOut: (retryAfterSeconds: number) =>
    new ApiError(
      ApiErrorCode.INCORRECT_REQUEST,
      `Too many incorrect admin passwords from this address: locked out for ${Math.ceil(retryAfterSeconds / 60)} more minutes`,
      { param: 'adminPassword', httpStatus: 403, headers: { 'Retry-After': String(Math.ceil(retryAfterSeconds)) } },
    ),
  rateLimited: (perSecond: number, retryAfterSeconds: number) =>
    new ApiError(ApiErrorCode.BAD_REQUEST, `Too many write requests: at most ${perSecond} per second per address`, {
      httpStatus: 429,
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    }),
  blockchainNotReady: () =>
    new ApiError(ApiErrorCode.INCORRECT_REQUEST, 'Blockchain not ready: the node is starting or rescanning', {
      httpStatus: 503,
    }),
  requiredBlockMissing: (blockId: bigint) =>
    new ApiError(ApiErrorCode.UNKNOWN_BLOCK, `Unknown block: the current chain does not contain block ${blockId}`, {
      param: 'requireBlock',
      httpStatus: 409,
    }),
  requiredLastBlockMismatch: (blockId: bigint) =>
    new ApiError(ApiErrorCode.UNKNOWN_BLOCK, `Current last block is different from ${blockId}`, {
      param: 'requireLastBlock',
      httpStatus: 409,
    }),
  unknownChain: (chain: string) => new ApiError(ApiErrorCode.INVALID_PARAMETER, `Invalid parameter chain: unknown chain ${chain}`, { param: 'chain' }),
  malformedBody: (what: string) => new ApiError(ApiErrorCode.BAD_REQUEST, `Bad request: ${what}`),
  bodyTooLarge: (limit: number) =>
    new ApiError(ApiErrorCode.BAD_REQUEST, `Bad request: body larger than ${limit} bytes`, { httpStatus: 413 }),
  // Raised at the HTTP edge (http-edge.ts), before any request object exists.
  requestTimeout: (seconds: number) =>
    new ApiError(ApiErrorCode.BAD_REQUEST, `Bad request: the request was not received in full within ${seconds} seconds`, { httpStatus: 408 }),
  headersTooLarge: () => new ApiError(ApiErrorCode.BAD_REQUEST, 'Bad request: request headers too large', { httpStatus: 431 }),
  malformedHttp: (what: string, httpStatus = 400) =>
    new ApiError(ApiErrorCode.BAD_REQUEST, `Bad request: malformed HTTP request (${what})`, { httpStatus }),
  expectationFailed: (expect: string) =>
    new ApiError(ApiErrorCode.BAD_REQUEST, `Bad request: unsupported Expect: ${expect}; only 100-continue is supported`, { httpStatus: 417 }),
  unsupportedMediaType: (type: string) =>
    new ApiError(
      ApiErrorCode.BAD_REQUEST,
      `Bad request: unsupported Content-Type ${type} (use application/x-www-form-urlencoded, multipart/form-data or application/json)`,
      { httpStatus: 415 },
    ),
  unknownPath: (path: string) =>
    new ApiError(ApiErrorCode.BAD_REQUEST, `Bad request: no such path ${path}; the API is at /api`, { httpStatus: 404 }),
  // Raised at the HTTP edge for a connection over a cap; its request is never read.
  tooManyConnections: (cap: string, max: number) =>
    new ApiError(ApiErrorCode.INCORRECT_REQUEST, `Too many connections: at most ${max} ${cap} (close idle connections, or retry shortly)`, {
      httpStatus: 503,
      headers: { 'Retry-After': '1' },
    }),
  /** `allowed`: the methods of the path (default /api's). */
  methodNotAllowed: (method: string, allowed: readonly string[] = ['GET', 'HEAD', 'POST']) => {
    const shown = allowed.filter((m) => m !== 'HEAD');
    return new ApiError(ApiErrorCode.BAD_REQUEST, `Bad request: method ${method} not allowed; use ${shown.join(' or ')}`, {
      httpStatus: 405,
      headers: { Allow: allowed.join(', ') },
    });
  },
  internal: (incident: string) =>
    new ApiError(ApiErrorCode.INCORRECT_REQUEST, `Internal error while processing the request (incident ${incident} in the node log)`, {
      httpStatus: 500,
    }),
};

/** What the edge sends for a failed request. */
export interface ErrorResponse {
  readonly status: number;
  readonly body: ErrorBody;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * The single mapping from anything thrown while serving a request to the JSON error:
 * - ApiError: its code, description, param and status.
 * - DomainError: its code (the domain uses the spec's numbers), reason and param, with the
 *   default status of that code.
 * - anything else: code 1 with HTTP 500 and an incident id; `onUnexpected` logs the error (with
 *   its stack) under that id. Messages of unexpected errors never reach the client.
 */
export function errorResponse(err: unknown, onUnexpected: (err: unknown) => string): ErrorResponse {
  if (err instanceof ApiError) return { status: err.httpStatus, body: err.toBody(), headers: err.headers };
  if (err instanceof DomainError) {
    const code = err.code as number as ApiErrorCode;
    const status = unavailable(err) ? 503 : (DEFAULT_HTTP_STATUS[code] ?? 400);
    const body: ErrorBody = { errorCode: code, errorDescription: err.reason };
    if (err.param !== undefined) body.error = err.param;
    if (err.errorName !== undefined) body.errorName = err.errorName;
    return { status, body, headers: {} };
  }
  const failure = apiErrors.internal(onUnexpected(err));
  return { status: failure.httpStatus, body: failure.toBody(), headers: {} };
}

/** A refusal that says nothing of the request: the node cannot do it now (HTTP 503). */
function unavailable(err: DomainError): boolean {
  return err instanceof ChainError && err.chainReason === ChainErrorReason.STORE_UNAVAILABLE;
}
