// Validators of the NETWORK operations' parameters. A `peer` is named the ways the peer network
// knows peers (docs/network.md): `host:port` (IPv6 as `[::1]:7876`), a bare host (the default
// peer port, or for blacklistPeer every known peer on that host), a libp2p multiaddr
// (`/ip4/1.2.3.4/tcp/7876[/p2p/<id>]`) or a libp2p peer id. Anything else is errorCode 7 naming
// the parameter before the peer manager is asked.
import { peerIdFromString } from '@libp2p/peer-id';
import { formatAddress, parseHostPort, parsePeerAddress } from '../../../net/address.js';
import { NetworkError } from '../../../net/errors.js';
import { PEER_STATE, type PeerStateCode } from '../../../machines/peer/peer-machine.js';
import { apiErrors } from '../../errors.js';

export type PeerRefKind = 'address' | 'host' | 'multiaddr' | 'peerId';

export interface PeerRefParam {
  readonly kind: PeerRefKind;
  /** The value as given, trimmed (what addPeer dials). */
  readonly input: string;
  /** What the peer manager finds the peer by: peer id, canonical `host:port`, or the bare host. */
  readonly key: string;
  /** Canonical `host:port`, when the value names one. */
  readonly address: string | null;
  /** Peer id, when the value names one. */
  readonly peerId: string | null;
}

/** Longest accepted `peer` value (a DNS name, a port and a multiaddr's peer id fit easily). */
export const PEER_PARAM_MAX_LENGTH = 400;

function looksLikePeerId(text: string): boolean {
  // Peer ids are base58btc multihashes (12D3KooW..., Qm...) or CIDs: never a dot or a colon, and
  // longer than any sensible single-label host name we would otherwise take them for.
  if (text.length < 40 || text.includes('.') || text.includes(':')) return false;
  try {
    peerIdFromString(text);
    return true;
  } catch {
    return false;
  }
}

/** Parses a `peer` value; errorCode 7 naming `param` when it is none of the accepted forms. */
export function parsePeerParam(value: string, param = 'peer'): PeerRefParam {
  const input = value.trim();
  try {
    if (input.startsWith('/')) {
      // The port given to the parser is never used: a multiaddr always carries its TCP port.
      const parsed = parsePeerAddress(input, 1);
      return { kind: 'multiaddr', input, key: parsed.peerId ?? parsed.address, address: parsed.address, peerId: parsed.peerId };
    }
    if (looksLikePeerId(input)) return { kind: 'peerId', input, key: input, address: null, peerId: input };
    const hasPort = input.startsWith('[') ? input.includes(']:') : input.split(':').length === 2;
    const { host, port } = parseHostPort(input, 1);
    if (!hasPort) return { kind: 'host', input, key: input, address: null, peerId: null };
    const address = formatAddress(host, port);
    return { kind: 'address', input, key: address, address, peerId: null };
  } catch (err) {
    if (err instanceof NetworkError) throw apiErrors.invalidParam(param, err.message);
    throw err;
  }
}

const STATE_NAMES = Object.keys(PEER_STATE) as Array<keyof typeof PEER_STATE>;

/** A peer state by name (NON_CONNECTED, CONNECTED, DISCONNECTED; any case) or number (0, 1, 2). */
export function parsePeerState(value: string, param = 'state'): PeerStateCode {
  const text = value.trim();
  const byName = STATE_NAMES.find((name) => name === text.toUpperCase());
  if (byName !== undefined) return PEER_STATE[byName];
  const byNumber = Object.values(PEER_STATE).find((code) => String(code) === text);
  if (byNumber !== undefined) return byNumber;
  throw apiErrors.invalidParam(param, `'${text.slice(0, 40)}' is not a peer state (${STATE_NAMES.map((n) => `${n} or ${PEER_STATE[n]}`).join(', ')})`);
}
