// getInboundPeers: the peers connected to us (they dialled), as in Nxt.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { withPeers } from './access.js';
import { peerAddressOf, peerJSON } from './render.js';
import { R, STRING, anyOf, arrayOf, object } from '../../response-schema.js';

export const getInboundPeers = defineHandler({
  requestType: 'getInboundPeers',
  tags: [ApiTag.NETWORK],
  description:
    'Returns peers: the peers connected now that dialled this node (inbound connections, handshaking or introduced), as host:port strings (the address they listen on once introduced, the connection\'s address before), or as Peer objects (see getPeer) with includePeerInfo=true. Peer networking not running: errorCode 1 (HTTP 503).',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: false,
  response: anyOf(object({ peers: arrayOf(STRING, 'host:port.') }), object({ peers: arrayOf(R.peer) })),
  params: [
    { name: 'includePeerInfo', type: 'boolean', default: false, description: 'Peer objects instead of addresses.' },
  ],
  async handler(p, ctx: NodeApiContext) {
    const views = await withPeers(ctx, (peers) => peers.getInboundPeers());
    return { peers: p.includePeerInfo ? views.map((v) => peerJSON(v, ctx)) : views.map(peerAddressOf) };
  },
});
