// The event stream's refusals, in the API's error shape {errorCode, errorDescription, error?}:
// an /events request is answered with it as JSON (before the stream opens), a refused /ws upgrade
// with it as a raw HTTP answer, and a bad WebSocket message with it as a message (topic `error`).
import type http from 'node:http';
import { ApiError, ApiErrorCode, apiErrors } from '../api/errors.js';
import { writeApiError } from '../api/server-io.js';

export const eventErrors = {
  tooManyStreams: (max: number) =>
    new ApiError(ApiErrorCode.INCORRECT_REQUEST, `Too many event streams: at most ${max} at once (close one, or retry shortly)`, {
      httpStatus: 503,
      headers: { 'Retry-After': '5' },
    }),
  notJson: () => apiErrors.malformedBody('a WebSocket message must be a JSON object, e.g. {"op":"subscribe","topics":["block.pushed"]}'),
  binary: () => apiErrors.malformedBody('binary WebSocket messages are not accepted: send JSON text'),
  unknownOp: (op: unknown) =>
    apiErrors.invalidParam('op', `unknown operation ${JSON.stringify(op) ?? String(op)}; use subscribe or unsubscribe`),
  notText: (param: string) => apiErrors.invalidParam(param, 'must be a string, a number or a list of them'),
  internal: () => new ApiError(ApiErrorCode.INCORRECT_REQUEST, 'Internal error while handling the message (see the node log)', { httpStatus: 500 }),
  shuttingDown: () => new ApiError(ApiErrorCode.INCORRECT_REQUEST, 'The node is shutting down', { httpStatus: 503 }),
  tooManyPending: (max: number) =>
    new ApiError(ApiErrorCode.INCORRECT_REQUEST, `Too many messages waiting: at most ${max} are handled in turn; this one was refused. Wait for the answer (subscribed, unsubscribed, error) before sending more`, {
      httpStatus: 429,
    }),
  unknownField: (field: string) => apiErrors.invalidParam(field, 'unknown field; a subscribe message takes op, topics, account, lastEventId, fromHeight'),
} as const;

/** Answers an HTTP request with the error, as the API server answers /api. */
export function replyError(res: http.ServerResponse, error: ApiError, receivedAt: number): void {
  writeApiError(res, error, receivedAt);
}

/** The error as a WebSocket message. */
export function errorMessage(error: ApiError): string {
  return JSON.stringify({ topic: 'error', time: Date.now(), ...error.toBody() });
}
