// The API server's dealings with Node's servers and Express that hold no state of the server:
// binding a port, closing, and mapping what Express or its body reader raise to JSON errors.
import type http from 'node:http';
import { CACHE_CONTROL, JSON_CONTENT_TYPE } from './http-edge.js';
import { toJson } from './json.js';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../log/logger.js';
import { ApiError, ApiErrorCode, apiErrors } from './errors.js';
import { logIncident } from './incident.js';

/** Listens on host:port; resolves with the bound port (port 0: any free one). */
export function listen(server: http.Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error) => {
      server.off('listening', onListening);
      reject(new Error(`API server cannot listen on ${host}:${port}: ${err.message}`));
    };
    const onListening = () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/** Stops accepting and closes idle keep-alive connections; resolves once every one is closed. */
export function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}

/** The JSON error for what Express or body-parser raised (too large, unreadable, bad encoding);
 * anything unexpected is logged as an incident. */
export function expressFailure(err: unknown, maxBodyBytes: number, logger: Logger): ApiError {
  const e = err as { type?: string; status?: number; statusCode?: number };
  const status = e.status ?? e.statusCode ?? 500;
  if (e.type === 'entity.too.large') return apiErrors.bodyTooLarge(maxBodyBytes);
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
    return new ApiError(ApiErrorCode.BAD_REQUEST, 'Bad request: unsupported Content-Encoding or charset', { httpStatus: 415 });
  }
  if (status >= 400 && status < 500) return apiErrors.malformedBody('the request could not be read');
  return apiErrors.internal(logIncident(logger, err));
}

/** Writes a JSON answer with node:http directly (what Express's res.status().type().send()
 * wrote, without its per-call content-type and freshness work; ETag is off and no answer
 * carries Last-Modified, so a conditional request was never answered 304). The headers go to
 * writeHead as one object: header by header setHeader calls cost as much as the JSON. */
export function writeJson(res: http.ServerResponse, receivedAt: number, status: number, body: Record<string, unknown>, headers: Readonly<Record<string, string>> = {}): void {
  const payload = withProcessingTime(body, Math.round(performance.now() - receivedAt));
  res.writeHead(status, {
    ...headers,
    'Cache-Control': CACHE_CONTROL,
    'Content-Type': JSON_CONTENT_TYPE,
    'Content-Length': Buffer.byteLength(payload),
  });
  res.end(payload);
}

/**
 * The JSON text of `body` with `requestProcessingTime` as its last member, the text that adding
 * the member to `body` and stringifying would give. It is spliced into the text rather than
 * stored on `body`: bodies are mostly fresh copies made with object spread (`{ ...result }`),
 * and in V8 adding a property to a spread copy builds a new hidden class every time (about
 * 1.2 µs per property, measured on Node 20: a tenth of a getAccount's API work).
 */
export function withProcessingTime(body: Record<string, unknown>, ms: number): string {
  // A member of that name already present keeps its place, and a body with a toJSON of its own
  // says itself what it becomes: both as the assignment always did.
  if (Object.hasOwn(body, 'requestProcessingTime') || typeof body['toJSON'] === 'function') {
    body['requestProcessingTime'] = ms;
    return toJson(body);
  }
  const json = toJson(body);
  return json.length === 2 ? `{"requestProcessingTime":${ms}}` : `${json.slice(0, -1)},"requestProcessingTime":${ms}}`;
}

/** Answers `err` as JSON, as /api answers its errors (what every route beside /api refuses with). */
export function writeApiError(res: http.ServerResponse, err: ApiError, receivedAt: number): void {
  writeJson(res, receivedAt, err.httpStatus, { ...err.toBody() }, err.headers);
}
