// Public surface of the peer network, for node.ts and the peer manager actor.
export { PeerNetwork, type NetworkEventMap, type NetworkEventName } from './network.js';
export { PeerManager, PeerEntry, type PeerView, type PeerFilter, type PeerMachineDebug, type PeerSource } from './peer-manager.js';
export { NetworkError, NetworkErrorCode, PeerMisbehaviourError } from './errors.js';
export {
  DEFAULT_NETWORK_INIT, DEFAULT_PENALTIES, DEFAULT_PEER_PORT, Misbehaviour, resolveNetworkInit,
  type NetworkInit, type NetworkInitInput, type PenaltyTable,
} from './options.js';
export {
  REQUEST_PROTOCOLS, Verdicts,
  type GossipHandler, type KeyValueStore, type KnownPeerAddress, type KnownPeerStore, type NetLogger,
  type NetworkComponents, type PeerDescription, type PeerInfo, type PeerInfoProvider, type PeerRef,
  type ProtocolName, type RemotePeerInfo, type RequestHandler, type Verdict,
} from './interface.js';
export { HELLO_PROTOCOL, PEERS_PROTOCOL, ResponseStatus, gossipTopic, requestProtocolId, type GossipKind } from './protocols.js';
export { IDENTITY_KEY, MemoryKeyValueStore, loadOrCreateIdentity } from './identity.js';
export { formatAddress, parseHostPort, parsePeerAddress, type ParsedAddress } from './address.js';
