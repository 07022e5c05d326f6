// Peer addresses. Operators and the Peer object speak `host:port` (IPv6 as `[::1]:7876`); libp2p
// speaks multiaddrs. Both forms are accepted wherever a peer address is taken.
import { isIP } from 'node:net';
import { multiaddr, type Multiaddr } from '@multiformats/multiaddr';
import { peerIdFromString } from '@libp2p/peer-id';
import { NetworkError, NetworkErrorCode } from './errors.js';

export interface ParsedAddress {
  readonly host: string;
  readonly port: number;
  /** Canonical `host:port`. */
  readonly address: string;
  /** Present when a multiaddr named the peer (`/p2p/<id>`). */
  readonly peerId: string | null;
  /** Dialable multiaddr, with `/p2p/<id>` when known. */
  readonly multiaddr: Multiaddr;
}

const HOSTNAME = /^(?=.{1,253}$)[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?(\.[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?)*$/;

function invalid(input: string, why: string): NetworkError {
  return new NetworkError(NetworkErrorCode.INVALID_ADDRESS, `invalid peer address '${input}': ${why}`);
}

export function formatAddress(host: string, port: number): string {
  return isIP(host) === 6 ? `[${host}]:${port}` : `${host}:${port}`;
}

function parsePort(text: string, input: string): number {
  if (!/^\d{1,5}$/.test(text)) throw invalid(input, 'bad port');
  const port = Number(text);
  if (port < 1 || port > 65535) throw invalid(input, 'port out of range');
  return port;
}

/** An IP address (IPv6 without brackets) or a DNS host name: what a listener can bind to. */
export function isHostOrIp(host: string): boolean {
  return isIP(host) !== 0 || HOSTNAME.test(host);
}

function checkHost(host: string, input: string): string {
  if (isIP(host) !== 0) return host;
  if (!HOSTNAME.test(host)) throw invalid(input, 'bad host');
  return host.toLowerCase();
}

export function hostMultiaddr(host: string, port: number): Multiaddr {
  const family = isIP(host);
  const proto = family === 4 ? 'ip4' : family === 6 ? 'ip6' : 'dns';
  return multiaddr(`/${proto}/${host}/tcp/${port}`);
}

/** Splits `host`, `host:port`, `[v6]:port`, `[v6]` or a bare IPv6 address; no peer id. */
export function parseHostPort(input: string, defaultPort: number): { host: string; port: number } {
  const text = input.trim();
  if (text.length === 0) throw invalid(input, 'empty');
  if (text.startsWith('[')) {
    const end = text.indexOf(']');
    if (end < 0) throw invalid(input, 'unclosed [');
    const host = text.slice(1, end);
    if (isIP(host) !== 6) throw invalid(input, 'not an IPv6 address');
    const rest = text.slice(end + 1);
    if (rest === '') return { host, port: defaultPort };
    if (!rest.startsWith(':')) throw invalid(input, 'junk after ]');
    return { host, port: parsePort(rest.slice(1), input) };
  }
  const colons = text.split(':').length - 1;
  if (colons === 0) return { host: checkHost(text, input), port: defaultPort };
  if (colons > 1) {
    if (isIP(text) !== 6) throw invalid(input, 'bad IPv6 address');
    return { host: text, port: defaultPort };
  }
  const [host, port] = text.split(':') as [string, string];
  return { host: checkHost(host, input), port: parsePort(port, input) };
}

/** host/port/peer id of a TCP multiaddr, or null for anything else (relay, memory, udp...). */
export function addressFromMultiaddr(ma: Multiaddr): { host: string; port: number; peerId: string | null } | null {
  const parts = ma.getComponents();
  const hostPart = parts[0];
  const tcpPart = parts[1];
  if (hostPart?.value == null || tcpPart?.name !== 'tcp' || tcpPart.value == null) return null;
  if (!['ip4', 'ip6', 'dns', 'dns4', 'dns6'].includes(hostPart.name)) return null;
  const port = Number(tcpPart.value);
  const p2p = parts.find((c) => c.name === 'p2p');
  return { host: hostPart.value, port, peerId: p2p?.value ?? null };
}

/** Parses any accepted peer address form. */
export function parsePeerAddress(input: string, defaultPort: number): ParsedAddress {
  const text = input.trim();
  if (text.startsWith('/')) {
    let ma: Multiaddr;
    try {
      ma = multiaddr(text);
    } catch (err) {
      throw invalid(input, (err as Error).message);
    }
    const parts = addressFromMultiaddr(ma);
    if (parts == null || parts.port < 1 || parts.port > 65535) throw invalid(input, 'only TCP multiaddrs over ip4/ip6/dns are supported');
    if (parts.peerId != null) {
      try {
        peerIdFromString(parts.peerId);
      } catch {
        throw invalid(input, 'bad peer id');
      }
    }
    return { host: parts.host, port: parts.port, address: formatAddress(parts.host, parts.port), peerId: parts.peerId, multiaddr: ma };
  }
  const { host, port } = parseHostPort(text, defaultPort);
  return { host, port, address: formatAddress(host, port), peerId: null, multiaddr: hostMultiaddr(host, port) };
}

/** A dialable multiaddr for `host:port` and, when known, the peer id we expect to reach. */
export function dialMultiaddr(address: string, peerId: string | null, defaultPort: number): Multiaddr {
  const { host, port } = parseHostPort(address, defaultPort);
  const ma = hostMultiaddr(host, port);
  return peerId == null ? ma : ma.encapsulate(`/p2p/${peerId}`);
}

/** The host part of `host:port` (or of a bare host). */
export function hostOf(address: string): string {
  try {
    return parseHostPort(address, 1).host;
  } catch {
    return address;
  }
}

/** True for a libp2p peer id (not an address form): what a ban or lookup by id names. */
export function isPeerIdString(key: string): boolean {
  if (key.includes(':') || key.includes('.') || key.length < 40) return false;
  try {
    peerIdFromString(key);
    return true;
  } catch {
    return false;
  }
}
