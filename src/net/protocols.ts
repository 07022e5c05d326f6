// Protocol ids, gossip topics and the response framing shared by both ends of a stream.
import type { AnyProtocolName } from './interface.js';

/** Hello: each side's PeerInfo as JSON, one length-prefixed frame each way. */
export const HELLO_PROTOCOL = '/totem/hello/1';
/** Peer exchange on demand: empty request, JSON `{ knownPeers: [...] }` response. */
export const PEERS_PROTOCOL = '/totem/peers/1';

/** `/totem/<name>/1` for each request protocol served for the node. */
export function requestProtocolId(name: AnyProtocolName): string {
  return `/totem/${name}/1`;
}

export type GossipKind = 'transaction' | 'block';

/** Topics carry the genesis id so that different networks never share a mesh. */
export function gossipTopic(genesisBlockId: string, kind: GossipKind): string {
  return `/totem/${genesisBlockId}/${kind === 'transaction' ? 'tx' : 'block'}/1`;
}

/** Largest hello or peers frame (JSON with at most maxSharedPeers addresses stays far below it). */
export const MAX_HELLO_SIZE = 64 * 1024;

/**
 * First byte of every response frame. The rest of the frame is the handler's payload for OK, and a
 * UTF-8 explanation for every other status.
 */
export enum ResponseStatus {
  OK = 0,
  /** The handler failed. */
  ERROR = 1,
  /** We have not seen the requester's hello yet. */
  NOT_INTRODUCED = 2,
  /** The requester exceeded the request rate. */
  RATE_LIMITED = 3,
  /** The handler's response exceeded the size limit. */
  TOO_LARGE = 4,
}

export function encodeResponse(status: ResponseStatus, payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(payload.length + 1);
  out[0] = status;
  out.set(payload, 1);
  return out;
}

export function encodeErrorResponse(status: ResponseStatus, message: string): Uint8Array {
  return encodeResponse(status, new TextEncoder().encode(message.slice(0, 512)));
}
