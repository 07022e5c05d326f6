// getPeer: one peer as the spec's Peer object, found by host:port (or a bare host, a multiaddr or
// a peer id). A peer this node has never heard of is errorCode 1, HTTP 404, naming `peer`.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { unknownPeer, withPeers } from './access.js';
import { PEER_PARAM_MAX_LENGTH, parsePeerParam } from './peer-param.js';
import { peerJSON } from './render.js';
import { R } from '../../response-schema.js';

export const getPeer = defineHandler({
  requestType: 'getPeer',
  tags: [ApiTag.NETWORK],
  description:
    'Returns the Peer object of a known peer: address (host), port, state (0 NON_CONNECTED, 1 CONNECTED once it introduced itself, 2 DISCONNECTED; a blacklisted peer is 2 with blacklisted true), announcedAddress, shareAddress, downloadedVolume, uploadedVolume (bytes), application, version, platform, apiPort, apiSSLPort (0: none), blacklisted, lastUpdated, lastConnectAttempt (epoch seconds, 0: never), inbound, services, blockchainState, and beyond the spec: peerId (libp2p), cumulativeDifficulty (as the peer last announced it: its hello, its answers to sync requests and the blocks it gossips; null before its hello) and height (from its sync answers and gossiped blocks; null until one tells it), with blockchainState following the same announcements, score (misbehaviour points since its last release), blacklistCause and blacklistedUntil (epoch seconds; both null unless blacklisted) and lastPenalties (the most recent {at, points, reason}, oldest first, blacklistings included) so an operator can see why a peer was dropped. peer is host:port (IPv6 as [::1]:7876), a bare host (default peer port), a multiaddr or a peer id. Unknown peer: errorCode 1 (HTTP 404) with error "peer". Peer networking not running: errorCode 1 (HTTP 503).',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: false,
  response: R.peer,
  params: [
    { name: 'peer', type: 'string', required: true, maxLength: PEER_PARAM_MAX_LENGTH, description: 'The peer: host:port, a bare host, a multiaddr or a peer id.' },
  ],
  async handler(p, ctx: NodeApiContext) {
    const ref = parsePeerParam(p.peer);
    const view = await withPeers(ctx, (peers) => peers.getPeer(ref.key));
    if (view === undefined) throw unknownPeer(ref.input);
    return peerJSON(view, ctx);
  },
});
