// addPeer: the operator asks the node to connect to a peer. It dials, waits for the peer's hello
// and answers the Peer object, saying whether the address was new to the node and whether it was
// connected already (then nothing is dialled). A dial or hello that fails is an error, not a Peer
// object in state 0: the operator asked to connect, and should see why it did not happen.
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode, apiErrors } from '../../errors.js';
import { ApiTag, defineHandler } from '../../types.js';
import { withPeers } from './access.js';
import { PEER_PARAM_MAX_LENGTH, parsePeerParam } from './peer-param.js';
import { peerJSON } from './render.js';
import { BOOLEAN, extend } from '../../response-schema.js';
import { PEER_OBJECT } from '../../response-components.js';

export const addPeer = defineHandler({
  requestType: 'addPeer',
  tags: [ApiTag.NETWORK],
  description:
    'Connects to a peer and returns its Peer object (see getPeer) once it has introduced itself, plus isNewlyAdded (the node did not know this peer before) and alreadyConnected (it was connected and introduced already; nothing was dialled). peer is host:port, a bare host (default peer port) or a multiaddr (/ip4/1.2.3.4/tcp/7876, optionally with /p2p/<peer id>); a peer id alone cannot be dialled. The address stays known (and is dialled again later) even when this attempt fails. Operator intent: may exceed node.maxOutboundPeers. Errors (all with error "peer"): malformed peer or this node itself: errorCode 7; blacklisted peer: errorCode 1, HTTP 409; dial refused, unreachable, timed out, or no valid hello (another network, for one): errorCode 1, HTTP 502 with the reason. Peer networking not running: errorCode 1 (HTTP 503).',
  method: 'POST',
  requirePost: true,
  requirePassword: true,
  requireBlockchain: false,
  response: extend(PEER_OBJECT, { isNewlyAdded: BOOLEAN, alreadyConnected: BOOLEAN }, {}, { description: 'The Peer object plus isNewlyAdded and alreadyConnected.' }),
  params: [
    { name: 'peer', type: 'string', required: true, maxLength: PEER_PARAM_MAX_LENGTH, description: 'host:port, a bare host or a multiaddr.' },
  ],
  async handler(p, ctx: NodeApiContext) {
    const ref = parsePeerParam(p.peer);
    if (ref.kind === 'peerId') throw apiErrors.invalidParam('peer', 'a peer id alone cannot be dialled; give host:port or a multiaddr');
    const { before, after } = await withPeers(ctx, async (peers) => {
      const known = await peers.getPeer(ref.key);
      return { before: known, after: await peers.addPeer(ref.input) };
    });
    if (after === undefined) {
      // The peer introduced itself and was gone (forgotten) before we could read it.
      throw new ApiError(ApiErrorCode.INCORRECT_REQUEST, `Could not reach the peer: ${ref.input} left right after introducing itself`, { param: 'peer', httpStatus: 502 });
    }
    const isNewlyAdded = before === undefined;
    const alreadyConnected = before?.state === 1;
    ctx.logger.child('api').info('peer added by addPeer', { peer: ref.input, isNewlyAdded, alreadyConnected });
    return { ...peerJSON(after, ctx), isNewlyAdded, alreadyConnected };
  },
});
