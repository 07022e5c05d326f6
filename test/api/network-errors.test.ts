// How failures of the peer manager actor become API errors (src/api/handlers/network/access.ts);
// the HTTP tests reach most of these through real networks, this pins the whole mapping.
import { describe, expect, it } from '@jest/globals';
import { AskTargetStoppedError, AskTimeoutError } from '../../src/actors/errors.js';
import { PeerManagerNotAttachedError } from '../../src/actors/peer-manager-actor.js';
import { peerCallError, withPeers } from '../../src/api/handlers/network/access.js';
import { NetworkError, NetworkErrorCode } from '../../src/net/errors.js';

const summary = (err: unknown) => {
  const e = peerCallError(err);
  return e === undefined ? undefined : { code: e.code, status: e.httpStatus, param: e.param, description: e.description };
};

describe('peerCallError', () => {
  it('no network to ask: errorCode 1, HTTP 503, whichever way it is missing', () => {
    const notRunning = { code: 1, status: 503, param: undefined, description: 'Peer networking is not running' };
    expect(summary(new PeerManagerNotAttachedError('getPeers'))).toEqual(notRunning);
    expect(summary(new AskTargetStoppedError('peerManager', 'getPeers'))).toEqual(notRunning);
    expect(summary(new NetworkError(NetworkErrorCode.NOT_STARTED, 'network not started'))).toEqual(notRunning);
  });

  it('a peer manager that does not answer in time: HTTP 504', () => {
    expect(summary(new AskTimeoutError('peerManager', 'addPeer', 30_000))).toEqual({
      code: 1, status: 504, param: undefined, description: 'The peer network did not answer within 30000 ms',
    });
  });

  it('network errors name the peer: bad address 7/400, unknown 404, blacklisted 409, unreachable 502', () => {
    expect(summary(new NetworkError(NetworkErrorCode.INVALID_ADDRESS, 'x is this node'))).toMatchObject({ code: 7, status: 400, param: 'peer' });
    expect(summary(new NetworkError(NetworkErrorCode.UNKNOWN_PEER, 'unknown peer x'))).toMatchObject({ code: 1, status: 404, param: 'peer' });
    expect(summary(new NetworkError(NetworkErrorCode.BLACKLISTED, 'x is blacklisted: spam'))).toEqual({ code: 1, status: 409, param: 'peer', description: 'x is blacklisted: spam' });
    for (const code of [NetworkErrorCode.DIAL_FAILED, NetworkErrorCode.HANDSHAKE_FAILED, NetworkErrorCode.TIMEOUT, NetworkErrorCode.REMOTE_ERROR]) {
      expect([code, summary(new NetworkError(code, 'why'))]).toEqual([code, { code: 1, status: 502, param: 'peer', description: 'Could not reach the peer: why' }]);
    }
  });

  it('anything else is left to the internal-error path (HTTP 500, logged)', () => {
    expect(summary(new Error('a bug'))).toBeUndefined();
    expect(summary(new NetworkError(NetworkErrorCode.ALREADY_STARTED, 'network already started'))).toBeUndefined();
  });

  it('withPeers refuses at once when the node has no peer network, and maps what the call throws', async () => {
    await expect(withPeers({}, async () => 1)).rejects.toMatchObject({ code: 1, httpStatus: 503 });
    const peers = {} as NonNullable<Parameters<typeof withPeers>[0]['peers']>;
    await expect(withPeers({ peers }, async () => { throw new PeerManagerNotAttachedError('getPeers'); })).rejects.toMatchObject({ httpStatus: 503 });
    const bug = new Error('a bug');
    await expect(withPeers({ peers }, async () => { throw bug; })).rejects.toBe(bug);
    await expect(withPeers({ peers }, async (p) => p)).resolves.toBe(peers);
  });
});
