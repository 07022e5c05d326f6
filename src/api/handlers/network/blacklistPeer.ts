// blacklistPeer: the operator bans a peer for the blacklist period (node.blacklistMinutes): it is
// hung up on and refused until released. The cause shows in getPeer (blacklistCause,
// lastPenalties). Blacklists live in memory only, as in the older nodes.
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { ApiTag, defineHandler } from '../../types.js';
import { withPeers } from './access.js';
import { PEER_PARAM_MAX_LENGTH, parsePeerParam } from './peer-param.js';
import { peerJSON } from './render.js';
import { BOOLEAN, R, arrayOf, object } from '../../response-schema.js';

export const DEFAULT_BLACKLIST_REASON = 'blacklisted by the operator';

export const blacklistPeer = defineHandler({
  requestType: 'blacklistPeer',
  tags: [ApiTag.NETWORK],
  description:
    `Blacklists a peer for the blacklist period (node.blacklistMinutes): it is disconnected at once and refused (inbound and dialled) until the period ends; the ban is not persisted. peer is host:port, a multiaddr, a peer id, or a bare host, which bans every known peer on that host (the default peer port when none is known). A peer the node does not know yet is remembered as blacklisted, so the ban holds when it shows up. reason (default "${DEFAULT_BLACKLIST_REASON}") becomes the peer's blacklistCause in getPeer. Returns done (true) and peers: the Peer objects (see getPeer) blacklisted. This node itself: errorCode 7. Peer networking not running: errorCode 1 (HTTP 503).`,
  method: 'POST',
  requirePost: true,
  requirePassword: true,
  requireBlockchain: false,
  response: object({ done: BOOLEAN, peers: arrayOf(R.peer, 'The peers blacklisted.') }),
  params: [
    { name: 'peer', type: 'string', required: true, maxLength: PEER_PARAM_MAX_LENGTH, description: 'host:port, a bare host (all its peers), a multiaddr or a peer id.' },
    { name: 'reason', type: 'string', maxLength: 200, description: 'Why; shown as the peer\'s blacklistCause.' },
  ],
  async handler(p, ctx: NodeApiContext) {
    const ref = parsePeerParam(p.peer);
    const reason = p.reason?.trim() || DEFAULT_BLACKLIST_REASON;
    const banned = await withPeers(ctx, async (peers) => {
      const me = await peers.getMyInfo();
      if ((ref.peerId !== null && ref.peerId === me.peerId) || (ref.address !== null && ref.address === me.address)) {
        throw apiErrors.invalidParam('peer', `${ref.input} is this node`);
      }
      return peers.blacklistPeer(ref.key, reason);
    });
    ctx.logger.child('api').warn('peer blacklisted by blacklistPeer', { peer: ref.input, reason, count: banned.length });
    return { done: true, peers: banned.map((v) => peerJSON(v, ctx)) };
  },
});
