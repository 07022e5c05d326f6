// The hello message (`/totem/hello/1`): a peer's self-introduction plus addresses for peer exchange.
// JSON because operators read it in logs and other implementations can speak it without a schema
// compiler; bigints travel as decimal strings. Everything is checked: a malformed hello is
// misbehaviour.
import { parseHostPort } from './address.js';
import { NetworkError, NetworkErrorCode } from './errors.js';
import type { KnownPeerAddress, PeerInfo, RemotePeerInfo } from './interface.js';
import { MAX_HELLO_SIZE } from './protocols.js';

export interface HelloMessage {
  readonly info: RemotePeerInfo;
  readonly knownPeers: readonly KnownPeerAddress[];
}

/** Wire shape (all fields required). */
interface HelloJson {
  application: string;
  version: string;
  platform: string;
  shareAddress: boolean;
  announcedAddress: string;
  apiPort: number;
  apiSSLPort: number;
  blockchainState: string;
  services: string[];
  genesisBlockId: string;
  cumulativeDifficulty: string;
  peerServerPort: number;
  knownPeers: Array<{ address: string; peerId: string }>;
}

export const MAX_KNOWN_PEERS_IN_HELLO = 100;

/** A node's self-description as JSON (bigints as decimal strings): what its hello carries, and
 * what getMyInfo shows as peerInfo. */
export function peerInfoJson(info: PeerInfo): Omit<HelloJson, 'peerServerPort' | 'knownPeers'> {
  return {
    application: info.application,
    version: info.version,
    platform: info.platform,
    shareAddress: info.shareAddress,
    announcedAddress: info.announcedAddress,
    apiPort: info.apiPort,
    apiSSLPort: info.apiSSLPort,
    blockchainState: info.blockchainState,
    services: [...info.services],
    genesisBlockId: info.genesisBlockId,
    cumulativeDifficulty: info.cumulativeDifficulty.toString(),
  };
}

export function encodeHello(info: PeerInfo, peerServerPort: number, knownPeers: readonly KnownPeerAddress[]): Uint8Array {
  const json: HelloJson = {
    ...peerInfoJson(info),
    peerServerPort,
    knownPeers: knownPeers.slice(0, MAX_KNOWN_PEERS_IN_HELLO).map((p) => ({ address: p.address, peerId: p.peerId })),
  };
  return new TextEncoder().encode(JSON.stringify(json));
}

function malformed(why: string): NetworkError {
  return new NetworkError(NetworkErrorCode.MALFORMED_MESSAGE, `malformed hello: ${why}`);
}

function str(o: Record<string, unknown>, key: string, max: number, pattern?: RegExp): string {
  const v = o[key];
  if (typeof v !== 'string' || v.length > max || (pattern != null && !pattern.test(v))) throw malformed(key);
  return v;
}

function port(o: Record<string, unknown>, key: string): number {
  const v = o[key];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 65535) throw malformed(key);
  return v;
}

const PEER_ID = /^[1-9A-HJ-NP-Za-km-z]{40,64}$/; // base58btc, as libp2p prints peer ids

/** Decodes a list of shared addresses (hello or peers answer), dropping none silently: bad = malformed. */
export function decodeKnownPeers(value: unknown): KnownPeerAddress[] {
  if (!Array.isArray(value) || value.length > MAX_KNOWN_PEERS_IN_HELLO) throw malformed('knownPeers');
  return value.map((entry) => {
    if (entry == null || typeof entry !== 'object') throw malformed('knownPeers entry');
    const e = entry as Record<string, unknown>;
    const address = str(e, 'address', 300);
    try {
      parseHostPort(address, 1);
    } catch {
      throw malformed('knownPeers address');
    }
    return { address, peerId: str(e, 'peerId', 64, PEER_ID) };
  });
}

export function decodeHello(bytes: Uint8Array): HelloMessage {
  if (bytes.length > MAX_HELLO_SIZE) throw new NetworkError(NetworkErrorCode.MESSAGE_TOO_LARGE, 'hello too large');
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw malformed('not JSON');
  }
  if (parsed == null || typeof parsed !== 'object' || Array.isArray(parsed)) throw malformed('not an object');
  const o = parsed as Record<string, unknown>;
  if (typeof o.shareAddress !== 'boolean') throw malformed('shareAddress');
  const services = o.services;
  if (!Array.isArray(services) || services.length > 16 || !services.every((s) => typeof s === 'string' && s.length > 0 && s.length <= 32)) {
    throw malformed('services');
  }
  const announcedAddress = str(o, 'announcedAddress', 300);
  if (announcedAddress !== '') {
    try {
      parseHostPort(announcedAddress, 1);
    } catch {
      throw malformed('announcedAddress');
    }
  }
  const info: RemotePeerInfo = {
    application: str(o, 'application', 64),
    version: str(o, 'version', 32),
    platform: str(o, 'platform', 64),
    shareAddress: o.shareAddress,
    announcedAddress,
    apiPort: port(o, 'apiPort'),
    apiSSLPort: port(o, 'apiSSLPort'),
    blockchainState: str(o, 'blockchainState', 32),
    services: services as string[],
    genesisBlockId: str(o, 'genesisBlockId', 20, /^\d{1,20}$/),
    cumulativeDifficulty: BigInt(str(o, 'cumulativeDifficulty', 100, /^\d{1,100}$/)),
    peerServerPort: port(o, 'peerServerPort'),
  };
  return { info, knownPeers: decodeKnownPeers(o.knownPeers) };
}

export function encodeKnownPeers(peers: readonly KnownPeerAddress[]): Uint8Array {
  return new TextEncoder().encode(JSON.stringify({ knownPeers: peers.slice(0, MAX_KNOWN_PEERS_IN_HELLO) }));
}

export function decodeKnownPeersMessage(bytes: Uint8Array): KnownPeerAddress[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw malformed('peers answer is not JSON');
  }
  if (parsed == null || typeof parsed !== 'object') throw malformed('peers answer');
  return decodeKnownPeers((parsed as Record<string, unknown>).knownPeers);
}
