// getMyInfo: as in Nxt, the caller's own address as this node sees it (host, address); and this
// node's own face on the peer network: its peer id, the address peers reach it at, the libp2p
// addresses it listens on, and the self-description it sends in every hello.
import type { NodeApiContext } from '../../context.js';
import type { RequestInfo } from '../../types.js';
import { ApiTag, defineHandler } from '../../types.js';
import { peerInfoJson } from '../../../net/hello.js';
import { withPeers } from './access.js';
import { BOOLEAN, NON_NEGATIVE, R, STRING, arrayOf, object, str } from '../../response-schema.js';

export const getMyInfo = defineHandler({
  requestType: 'getMyInfo',
  tags: [ApiTag.NETWORK],
  description:
    'Returns host and address: the caller\'s IP address as this node sees it (as in Nxt; host is not resolved to a name); and this node on the peer network: peerId (libp2p), peerAddress (host:port peers reach it at), listenAddresses (multiaddrs), and peerInfo, what it tells peers in its hello: application, version, platform, shareAddress, announcedAddress, apiPort, apiSSLPort, services, blockchainState, cumulativeDifficulty, genesisBlockId. Peer networking not running: errorCode 1 (HTTP 503).',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: false,
  response: object({
    host: str('The caller\'s IP address.'),
    address: str('The caller\'s IP address.'),
    peerId: STRING,
    peerAddress: str('host:port peers reach this node at.'),
    listenAddresses: arrayOf(STRING, 'Multiaddrs.'),
    peerInfo: object(
      {
        application: STRING,
        version: STRING,
        platform: STRING,
        shareAddress: BOOLEAN,
        announcedAddress: STRING,
        apiPort: NON_NEGATIVE,
        apiSSLPort: NON_NEGATIVE,
        blockchainState: STRING,
        services: arrayOf(STRING),
        genesisBlockId: R.id,
        cumulativeDifficulty: R.decimal,
      },
      {},
      { description: 'What this node tells peers in its hello.' },
    ),
  }),
  params: [],
  async handler(_p, ctx: NodeApiContext, req: RequestInfo) {
    const me = await withPeers(ctx, (peers) => peers.getMyInfo());
    return {
      host: req.remoteAddress,
      address: req.remoteAddress,
      peerId: me.peerId,
      peerAddress: me.address,
      listenAddresses: [...me.listenAddresses],
      peerInfo: peerInfoJson(me.info),
    };
  },
});
