// The Peer object of the NETWORK operations: every field of the spec's Peer table, plus what an
// operator needs to see why a peer was dropped (score, blacklistCause, blacklistedUntil,
// lastPenalties), who it is (peerId) and where its chain is (cumulativeDifficulty, height).
//
// Times: the peer network records wall-clock Unix seconds; the API shows every timestamp in the
// network's epoch seconds (as blocks, transactions and getTime do, and as Nxt shows a peer's
// lastUpdated), so they can be compared with getTime. 0 still means "never".
import { formatAddress } from '../../../net/address.js';
import type { PeerView } from '../../../net/peer-manager.js';
import type { NodeApiContext } from '../../context.js';

/** Epoch seconds of a Unix-seconds timestamp; 0 stays 0 (never). */
export function epochSecondsOf(unixSeconds: number, ctx: Pick<NodeApiContext, 'params'>): number {
  if (unixSeconds === 0) return 0;
  return Math.floor((unixSeconds * 1000 - ctx.params.epochBeginningMs) / 1000);
}

export function peerJSON(view: PeerView, ctx: Pick<NodeApiContext, 'params'>): Record<string, unknown> {
  const ts = (unixSeconds: number) => epochSecondsOf(unixSeconds, ctx);
  return {
    address: view.address,
    port: view.port,
    state: view.state,
    announcedAddress: view.announcedAddress,
    shareAddress: view.shareAddress,
    downloadedVolume: view.downloadedVolume,
    uploadedVolume: view.uploadedVolume,
    application: view.application,
    version: view.version,
    platform: view.platform,
    apiPort: view.apiPort,
    apiSSLPort: view.apiSSLPort,
    blacklisted: view.blacklisted,
    lastUpdated: ts(view.lastUpdated),
    lastConnectAttempt: ts(view.lastConnectAttempt),
    inbound: view.inbound,
    services: [...view.services],
    blockchainState: view.blockchainState,
    peerId: view.peerId,
    cumulativeDifficulty: view.cumulativeDifficulty,
    height: view.height,
    score: view.score,
    blacklistCause: view.blacklistCause,
    blacklistedUntil: view.blacklistedUntil === null ? null : ts(view.blacklistedUntil),
    lastPenalties: view.lastPenalties.map((p) => ({ at: ts(p.at), points: p.points, reason: p.reason })),
  };
}

/**
 * How lists name a peer: `host:port` (the form getPeer, addPeer and blacklistPeer take), or the
 * peer id when no address is known (a peer blacklisted by id before it ever connected).
 */
export function peerAddressOf(view: PeerView): string {
  if (view.address !== '') return formatAddress(view.address, view.port);
  return view.peerId ?? '';
}

/** Where a peer sharing its address says it can be reached: its announced address, else host:port. */
export function sharedAddressOf(view: PeerView): string {
  return view.announcedAddress !== '' ? view.announcedAddress : formatAddress(view.address, view.port);
}
