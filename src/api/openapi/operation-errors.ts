// Which errors one operation can answer, worked out from its flags and the dispatcher's checks
// (dispatch.ts, server.ts, admin-guard.ts; the table of docs/api-errors.md). Each entry is one
// refusal the machinery produces before or around the handler. What a handler itself refuses
// (unknown account, insufficient balance, ...) is not declared in the table, so the document
// gives it as the `default` response rather than guessing per operation.
import { ApiErrorCode, DEFAULT_HTTP_STATUS } from '../errors.js';
import { isWrite } from '../dispatch.js';
import type { HandlerSpec } from '../types.js';

export interface OperationError {
  readonly status: number;
  readonly errorCode: ApiErrorCode;
  /** The parameter the answer names in `error`, when fixed ('<param>': the one at fault). */
  readonly error?: string;
  readonly cause: string;
}

type Spec = Pick<HandlerSpec<unknown>, 'requirePost' | 'requirePassword' | 'requireBlockchain' | 'paginated' | 'tags' | 'params'>;

const C = ApiErrorCode;

/** The refusals of `spec` when called with `method`, in the dispatcher's order of checks. */
export function operationErrors(spec: Spec, method: 'GET' | 'POST'): OperationError[] {
  const out: OperationError[] = [
    { status: 403, errorCode: C.FORBIDDEN_HOST, cause: 'The client address is not in node.allowedBotHosts.' },
    { status: 400, errorCode: C.BAD_REQUEST, cause: 'The query string is not valid percent-encoding.' },
    { status: 400, errorCode: C.INCORRECT_REQUEST, error: 'adminPassword', cause: 'adminPassword was given in the URL: it is accepted only in the body of a POST.' },
  ];
  if (method === 'POST') {
    out.push(
      { status: 400, errorCode: C.BAD_REQUEST, cause: 'The body is malformed (bad JSON, not an object, bad percent-encoding, invalid UTF-8, broken multipart).' },
      { status: 415, errorCode: C.BAD_REQUEST, cause: 'The body is not form-urlencoded, multipart/form-data or JSON.' },
    );
  }
  out.push({ status: 413, errorCode: C.BAD_REQUEST, cause: 'The body is larger than node.apiMaxBodyBytes.' });
  if (spec.requirePassword) {
    out.push(
      { status: 403, errorCode: C.INCORRECT_REQUEST, error: 'adminPassword', cause: 'No admin password is configured and the API is not on a loopback address.' },
      { status: 403, errorCode: C.INCORRECT_REQUEST, error: 'adminPassword', cause: 'The address is locked out after too many wrong admin passwords (Retry-After header).' },
      { status: 401, errorCode: C.INCORRECT_REQUEST, error: 'adminPassword', cause: 'adminPassword is missing (and the node requires one).' },
      { status: 401, errorCode: C.INVALID_PARAMETER, error: 'adminPassword', cause: 'adminPassword is wrong.' },
    );
  }
  if (isWrite(spec)) {
    out.push({ status: 429, errorCode: C.BAD_REQUEST, cause: 'More write requests from this address than node.writeRequestsPerSecond (Retry-After header).' });
  }
  if (spec.requireBlockchain) {
    out.push({ status: 503, errorCode: C.INCORRECT_REQUEST, cause: 'The blockchain is not ready (the node is starting or rescanning).' });
  }
  out.push(
    { status: 409, errorCode: C.UNKNOWN_BLOCK, error: 'requireBlock', cause: 'requireBlock names a block that is not in the current chain.' },
    { status: 409, errorCode: C.UNKNOWN_BLOCK, error: 'requireLastBlock', cause: 'requireLastBlock is not the current last block.' },
    { status: 400, errorCode: C.INVALID_PARAMETER, error: 'chain', cause: 'chain is not 1 (the only chain).' },
  );
  if (spec.params.some((p) => p.required === true)) {
    out.push({ status: 400, errorCode: C.INCORRECT_REQUEST, error: '<param>', cause: 'A required parameter is missing or empty.' });
  }
  // requireBlock, requireLastBlock and chain are parsed for every operation.
  out.push({ status: 400, errorCode: C.INVALID_PARAMETER, error: '<param>', cause: 'A parameter is malformed, out of range, or given more than once.' });
  out.push(
    { status: 503, errorCode: C.INCORRECT_REQUEST, cause: 'The node is shutting down.' },
    { status: 500, errorCode: C.INCORRECT_REQUEST, cause: 'An unexpected failure (a bug); the answer names an incident id logged by the node.' },
  );
  return out;
}

/** One line per HTTP status, for the response descriptions. */
export function describeByStatus(errors: readonly OperationError[]): Map<number, string> {
  const by = new Map<number, string[]>();
  for (const e of errors) {
    const line = `errorCode ${e.errorCode}${e.error !== undefined ? ` (error: ${e.error})` : ''}: ${e.cause}`;
    const lines = by.get(e.status) ?? [];
    lines.push(line);
    by.set(e.status, lines);
  }
  return new Map([...by].sort((a, b) => a[0] - b[0]).map(([status, lines]) => [status, lines.join(' ')]));
}

/** What a handler's own refusals look like: any code of the table, at its default status. */
export function handlerErrorsDescription(): string {
  const pairs = Object.entries(DEFAULT_HTTP_STATUS).map(([code, status]) => `${code} -> ${status}`);
  return `The operation's own refusals (see its description): any errorCode of docs/api-errors.md at its default HTTP status (${pairs.join(', ')}); 503 when the store is unavailable.`;
}
