// The NETWORK operations: the peer manager actor's view of the peer network, and the operator's
// two levers on it (addPeer, blacklistPeer).
import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';
import { addPeer } from './addPeer.js';
import { blacklistPeer } from './blacklistPeer.js';
import { dumpPeers } from './dumpPeers.js';
import { getInboundPeers } from './getInboundPeers.js';
import { getMyInfo } from './getMyInfo.js';
import { getPeer } from './getPeer.js';
import { getPeers } from './getPeers.js';

export const NETWORK_HANDLERS: HandlerTable<NodeApiContext> = {
  getPeer,
  getPeers,
  getInboundPeers,
  addPeer,
  blacklistPeer,
  dumpPeers,
  getMyInfo,
};
