// How the NETWORK operations reach the peer manager actor, and how its failures become API
// errors. The node may run without a peer network (ctx.peers absent), the actor may be detached
// (the network stopped or not yet started) or stopping with the node: all three answer the same
// "not running" error (errorCode 1, HTTP 503, like "blockchain not ready"), never a 500. Errors of
// the network layer keep their meaning: a bad address names the `peer` parameter, a peer that
// cannot be reached is HTTP 502 (the node is fine, the peer is not), a blacklisted one 409.
import { AskTargetStoppedError, AskTimeoutError } from '../../../actors/errors.js';
import { PeerManagerNotAttachedError } from '../../../actors/peer-manager-actor.js';
import { NetworkError, NetworkErrorCode } from '../../../net/errors.js';
import type { PeerManagerApi } from '../../../net/node-network.js';
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode, apiErrors } from '../../errors.js';

export const NETWORK_NOT_RUNNING = 'Peer networking is not running';

/** errorCode 1, HTTP 503: no peer network to ask (none configured, stopped, or not yet started). */
export class NetworkNotRunningError extends ApiError {
  constructor() {
    super(ApiErrorCode.INCORRECT_REQUEST, NETWORK_NOT_RUNNING, { httpStatus: 503 });
  }
}

export function networkNotRunning(): NetworkNotRunningError {
  return new NetworkNotRunningError();
}

/** errorCode 1, HTTP 404, naming `peer`. */
export function unknownPeer(peer: string): ApiError {
  return new ApiError(ApiErrorCode.INCORRECT_REQUEST, `Unknown peer ${peer}`, { param: 'peer', httpStatus: 404 });
}

/** The API error for a failure of a peer manager call, or undefined for a bug (left to the 500 path). */
export function peerCallError(err: unknown, param = 'peer'): ApiError | undefined {
  if (err instanceof ApiError) return err;
  if (err instanceof PeerManagerNotAttachedError || err instanceof AskTargetStoppedError) return networkNotRunning();
  if (err instanceof AskTimeoutError) {
    return new ApiError(ApiErrorCode.INCORRECT_REQUEST, `The peer network did not answer within ${err.timeoutMs} ms`, { httpStatus: 504 });
  }
  if (!(err instanceof NetworkError)) return undefined;
  switch (err.code) {
    case NetworkErrorCode.NOT_STARTED:
      return networkNotRunning();
    case NetworkErrorCode.INVALID_ADDRESS:
      return apiErrors.invalidParam(param, err.message);
    case NetworkErrorCode.UNKNOWN_PEER:
      return new ApiError(ApiErrorCode.INCORRECT_REQUEST, err.message, { param, httpStatus: 404 });
    case NetworkErrorCode.BLACKLISTED:
      return new ApiError(ApiErrorCode.INCORRECT_REQUEST, err.message, { param, httpStatus: 409 });
    case NetworkErrorCode.DIAL_FAILED:
    case NetworkErrorCode.HANDSHAKE_FAILED:
    case NetworkErrorCode.TIMEOUT:
    case NetworkErrorCode.STREAM_FAILED:
    case NetworkErrorCode.REMOTE_ERROR:
    case NetworkErrorCode.PEER_NOT_CONNECTED:
    case NetworkErrorCode.MALFORMED_MESSAGE:
    case NetworkErrorCode.MESSAGE_TOO_LARGE:
    case NetworkErrorCode.UNSUPPORTED_PROTOCOL:
      return new ApiError(ApiErrorCode.INCORRECT_REQUEST, `Could not reach the peer: ${err.message}`, { param, httpStatus: 502 });
    case NetworkErrorCode.ALREADY_STARTED:
      return undefined;
  }
}

/** Runs `fn` with the peer manager; its failures become API errors (see peerCallError). */
export async function withPeers<T>(ctx: Pick<NodeApiContext, 'peers'>, fn: (peers: PeerManagerApi) => Promise<T>): Promise<T> {
  const peers = ctx.peers;
  if (peers === undefined) throw networkNotRunning();
  try {
    return await fn(peers);
  } catch (err) {
    throw peerCallError(err) ?? err;
  }
}

/** Like withPeers, but undefined when the peer network is not running (optional figures). */
export async function ifPeersRunning<T>(ctx: Pick<NodeApiContext, 'peers'>, fn: (peers: PeerManagerApi) => Promise<T>): Promise<T | undefined> {
  if (ctx.peers === undefined) return undefined;
  try {
    return await withPeers(ctx, fn);
  } catch (err) {
    if (err instanceof NetworkNotRunningError) return undefined;
    throw err;
  }
}
