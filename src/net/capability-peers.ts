// What a capability's actors may do on the peer network: find introduced peers that announce a
// service, and send requests over the capability's own protocols. The network starts after the
// node (createFullNode attaches it), so this is bound late: until attached, and after the network
// stops, every call fails with NetworkError NOT_STARTED.
import type { CapabilityProtocolName, RequestHandler } from './interface.js';
import { NetworkError, NetworkErrorCode } from './errors.js';
import type { PeerTransport } from './transport.js';

export interface CapabilityPeers {
  /** Peer ids of the introduced, connected peers announcing `service` (all of them if omitted). */
  withService(service?: string): string[];
  /** One request over a capability protocol; rejects with a NetworkError as PeerNetwork.request. */
  request(peerId: string, protocol: CapabilityProtocolName, bytes: Uint8Array, timeoutMs?: number): Promise<Uint8Array>;
}

export class LateBoundPeers implements CapabilityPeers {
  private network: PeerTransport | undefined;

  attach(network: PeerTransport | undefined): void {
    this.network = network;
  }

  withService(service?: string): string[] {
    const network = this.require();
    const introduced = new Set(network.introducedPeers());
    return network
      .peers({ active: true, ...(service !== undefined ? { service } : {}) })
      .map((p) => p.peerId)
      .filter((id): id is string => id !== null && introduced.has(id));
  }

  request(peerId: string, protocol: CapabilityProtocolName, bytes: Uint8Array, timeoutMs?: number): Promise<Uint8Array> {
    return this.require().request(peerId, protocol, bytes, timeoutMs);
  }

  private require(): PeerTransport {
    const network = this.network;
    if (network === undefined || !network.started) throw new NetworkError(NetworkErrorCode.NOT_STARTED, 'the peer network is not running');
    return network;
  }
}

/** What the registered capabilities bring to the peer network (node.ts builds it from the list;
 * NodeNetwork serves the protocols, announces the services and binds the peers facade). */
export interface CapabilityNetwork {
  readonly requestHandlers: Readonly<Record<CapabilityProtocolName, RequestHandler>>;
  readonly services: readonly string[];
  readonly peers: LateBoundPeers;
}
