// Test helpers for the peer network: nodes with recording callbacks, and waits on events (never sleeps).
import { PeerNetwork, type NetworkEventMap, type NetworkEventName } from '../../src/net/network.js';
import { MemoryKeyValueStore } from '../../src/net/identity.js';
import {
  Verdicts, type KnownPeerStore, type NetworkComponents, type PeerInfo, type Verdict,
} from '../../src/net/interface.js';
import type { NetworkInitInput } from '../../src/net/options.js';

export const GENESIS = '9876543210123456789';

export const text = (b: Uint8Array) => new TextDecoder().decode(b);
export const bytes = (s: string) => new TextEncoder().encode(s);

export class MemoryPeerStore implements KnownPeerStore {
  readonly map = new Map<string, Uint8Array>();
  async loadAll(): Promise<Array<[string, Uint8Array]>> {
    return [...this.map.entries()];
  }
  async save(address: string, value: Uint8Array): Promise<void> {
    this.map.set(address, value);
  }
  async remove(address: string): Promise<void> {
    this.map.delete(address);
  }
}

export interface TestNode {
  net: PeerNetwork;
  name: string;
  info: PeerInfo;
  received: { transaction: string[]; block: string[] };
  store: MemoryPeerStore;
}

/** Gossip payloads starting with 'bad' are rejected, 'old' ignored, anything else accepted. */
function judge(s: string): Verdict {
  if (s.startsWith('bad')) return Verdicts.reject(`bad payload ${s}`);
  if (s.startsWith('old')) return Verdicts.ignore('already known');
  return Verdicts.accept;
}

export function makeNode(name: string, opts: {
  init?: NetworkInitInput;
  info?: Partial<PeerInfo>;
  components?: Partial<NetworkComponents>;
} = {}): TestNode {
  const received = { transaction: [] as string[], block: [] as string[] };
  const info: PeerInfo = {
    application: 'Totem', version: '0.1.0', platform: name, shareAddress: true, announcedAddress: '',
    apiPort: 6876, apiSSLPort: 0, blockchainState: 'UP_TO_DATE', services: ['API'],
    genesisBlockId: GENESIS, cumulativeDifficulty: 1000n, ...opts.info,
  };
  const store = new MemoryPeerStore();
  const net = new PeerNetwork({
    listenPort: 0,
    gossipHeartbeatIntervalMs: 50,
    handshakeTimeoutMs: 5_000,
    requestTimeoutMs: 5_000,
    inboundConnectionsPerSecondPerHost: 1_000,
    ...opts.init,
  }, {
    peerInfo: () => info,
    onGossipTransaction: (b) => { const s = text(b); received.transaction.push(s); return judge(s); },
    onGossipBlock: (b) => { const s = text(b); received.block.push(s); return judge(s); },
    requestHandlers: {
      // Echo with a prefix.
      cumulativeDifficulty: async (req) => bytes(`echo:${text(req)}`),
      // Answers with as many bytes as the request asks for (to exceed size limits on purpose).
      nextBlocks: async (req) => new Uint8Array(Number(text(req))),
    },
    keyStore: new MemoryKeyValueStore(),
    peerStore: store,
    ...opts.components,
  });
  return { net, name, info, received, store };
}

/**
 * Resolves with the first event `name` whose detail satisfies `pred`. Call it BEFORE the action
 * that causes the event.
 */
export function waitForEvent<K extends NetworkEventName>(
  net: PeerNetwork, name: K, pred: (d: NetworkEventMap[K]) => boolean = () => true, timeoutMs = 10_000,
): Promise<NetworkEventMap[K]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { off(); reject(new Error(`timed out waiting for ${name}`)); }, timeoutMs);
    const off = net.on(name, (d) => {
      if (!pred(d)) return;
      clearTimeout(timer);
      off();
      resolve(d);
    });
  });
}

/** Resolves once `cond()` holds, re-checking whenever one of `names` fires on one of `nets`. */
export function until(nets: PeerNetwork[], names: NetworkEventName[], cond: () => boolean, timeoutMs = 10_000): Promise<void> {
  if (cond()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const offs: Array<() => void> = [];
    const finish = (err?: Error) => { clearTimeout(timer); for (const o of offs) o(); if (err) reject(err); else resolve(); };
    const timer = setTimeout(() => finish(new Error(`timed out waiting for a condition on ${names.join(', ')}`)), timeoutMs);
    for (const n of nets) for (const name of names) offs.push(n.on(name, () => { if (cond()) finish(); }));
  });
}

/** Resolves once both ends of every pair have each other in their gossip mesh for both topics. */
export function meshFormed(pairs: Array<[PeerNetwork, PeerNetwork]>): Promise<void> {
  const nets = [...new Set(pairs.flat())];
  const ok = () => pairs.every(([a, b]) => (['transaction', 'block'] as const).every((k) =>
    a.meshPeers(k).includes(b.peerId) && b.meshPeers(k).includes(a.peerId)));
  return until(nets, ['gossip:graft'], ok);
}
