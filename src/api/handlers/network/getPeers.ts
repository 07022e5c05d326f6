// getPeers: the known peers, filtered as in Nxt by state, active and service (plus blacklisted,
// to list the banned peers with their causes), as addresses or, with includePeerInfo, Peer
// objects.
import type { PeerFilter } from '../../../net/peer-manager.js';
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { withPeers } from './access.js';
import { parsePeerState } from './peer-param.js';
import { peerAddressOf, peerJSON } from './render.js';
import { STRING, anyOf, arrayOf, object, R } from '../../response-schema.js';

export const getPeers = defineHandler({
  requestType: 'getPeers',
  tags: [ApiTag.NETWORK],
  description:
    'Returns peers: every peer this node knows (connected or not, blacklisted included), as host:port strings (the peer id for a peer known only by its id), or as Peer objects (see getPeer) with includePeerInfo=true. Filters, all optional and combined: state (NON_CONNECTED, CONNECTED, DISCONNECTED, or 0, 1, 2; a blacklisted peer is DISCONNECTED), active=true (connected now, handshaking or introduced) or active=false (not connected), service (peers announcing that service, exact name), blacklisted=true or false. Peer networking not running: errorCode 1 (HTTP 503).',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: false,
  response: anyOf(object({ peers: arrayOf(STRING, 'host:port, or a peer id.') }), object({ peers: arrayOf(R.peer) })),
  params: [
    { name: 'state', type: 'string', maxLength: 20, description: 'NON_CONNECTED, CONNECTED or DISCONNECTED (or 0, 1, 2).' },
    { name: 'active', type: 'boolean', description: 'true: only connected peers; false: only peers not connected.' },
    { name: 'service', type: 'string', maxLength: 100, description: 'Only peers announcing this service (e.g. BLOCKS).' },
    { name: 'blacklisted', type: 'boolean', description: 'true: only blacklisted peers; false: only peers not blacklisted.' },
    { name: 'includePeerInfo', type: 'boolean', default: false, description: 'Peer objects instead of addresses.' },
  ],
  async handler(p, ctx: NodeApiContext) {
    const filter: PeerFilter = {};
    if (p.state !== undefined) filter.state = parsePeerState(p.state);
    if (p.active !== undefined) filter.active = p.active;
    if (p.service !== undefined) filter.service = p.service;
    const views = (await withPeers(ctx, (peers) => peers.getPeers(filter))).filter((v) => p.blacklisted === undefined || v.blacklisted === p.blacklisted);
    return { peers: p.includePeerInfo ? views.map((v) => peerJSON(v, ctx)) : views.map(peerAddressOf) };
  },
});
