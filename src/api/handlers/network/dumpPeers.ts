// dumpPeers: the addresses this node would recommend to another node (for its node.peers): peers
// that share their address, as they announce it.
import type { PeerFilter } from '../../../net/peer-manager.js';
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { withPeers } from './access.js';
import { sharedAddressOf } from './render.js';
import { NON_NEGATIVE, STRING, arrayOf, object } from '../../response-schema.js';

export const dumpPeers = defineHandler({
  requestType: 'dumpPeers',
  tags: [ApiTag.NETWORK],
  description:
    'Returns peers (addresses, each once, in the peer list\'s order) and count: the peers that share their address (shareAddress), as they announce it (announcedAddress, else host:port), ready for another node\'s node.peers. By default (active=true) only peers connected and introduced now; active=false takes every known peer that shares its address and is not blacklisted. service keeps peers announcing that service (exact name). Peer networking not running: errorCode 1 (HTTP 503).',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: false,
  response: object({ peers: arrayOf(STRING, 'Addresses, each once.'), count: NON_NEGATIVE }),
  params: [
    { name: 'active', type: 'boolean', default: true, description: 'true: peers connected now; false: every known peer (not blacklisted).' },
    { name: 'service', type: 'string', maxLength: 100, description: 'Only peers announcing this service (e.g. BLOCKS).' },
  ],
  async handler(p, ctx: NodeApiContext) {
    const filter: PeerFilter = p.active ? { active: true } : {};
    if (p.service !== undefined) filter.service = p.service;
    const views = await withPeers(ctx, (peers) => peers.getPeers(filter));
    const shared = views.filter((v) => v.shareAddress && !v.blacklisted && (!p.active || v.state === 1));
    const peers = [...new Set(shared.map(sharedAddressOf))];
    return { peers, count: peers.length };
  },
});
