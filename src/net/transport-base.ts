// What every PeerTransport does the same way over its peer table, whatever carries the bytes
// (PeerNetwork over libp2p, SimTransport in the simulation): typed events, blacklisting and
// penalties through the PeerManager, the Peer views, and the per-peer request rate window.
import type { NetworkEventMap, NetworkEventName } from './network.js';
import type { PeerFilter, PeerManager, PeerView } from './peer-manager.js';

/** Requests a peer may start per second: a fixed one-second window per peer. */
export class RequestWindows {
  readonly #windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly perSecond: number, private readonly now: () => number) {}

  /** Counts a request of `peerId`; false once it is over the limit in the current window. */
  allow(peerId: string): boolean {
    const now = this.now();
    const w = this.#windows.get(peerId);
    if (w == null || now - w.start >= 1000) {
      this.#windows.set(peerId, { start: now, count: 1 });
      return true;
    }
    w.count++;
    return w.count <= this.perSecond;
  }

  forget(peerId: string): void {
    this.#windows.delete(peerId);
  }
}

export abstract class TransportBase extends EventTarget {
  /** The peer table (scores, blacklist, machines); owned by the transport. */
  abstract readonly peerManager: PeerManager;

  /** Told of every penalty that counted (logging, the simulation's event log). */
  protected abstract onPenalty(peerId: string, points: number, reason: string): void;

  /** Blacklists a peer (peer id, `host:port`, or bare host); returns the peers affected. */
  blacklist(peer: string, reason: string): PeerView[] {
    return this.peerManager.blacklist(peer, reason).map((e) => this.peerManager.view(e));
  }

  /** Adds misbehaviour points (the sync exchange reports bad responses here). */
  penalise(peer: string, points: number, reason: string): void {
    if (!this.peerManager.misbehaved(peer, points, reason)) return;
    const peerId = this.peerManager.get(peer)?.peerId ?? peer;
    this.onPenalty(peerId, points, reason);
    this.emit('peer:misbehaved', { peerId, points, reason });
  }

  peers(filter?: PeerFilter): PeerView[] {
    return this.peerManager.list(filter);
  }

  peer(key: string): PeerView | undefined {
    const entry = this.peerManager.get(key);
    return entry == null ? undefined : this.peerManager.view(entry);
  }

  on<K extends NetworkEventName>(name: K, listener: (detail: NetworkEventMap[K]) => void): () => void {
    const wrapped = (e: Event) => listener((e as CustomEvent<NetworkEventMap[K]>).detail);
    this.addEventListener(name, wrapped);
    return () => this.removeEventListener(name, wrapped);
  }

  protected emit<K extends NetworkEventName>(name: K, detail: NetworkEventMap[K]): void {
    this.dispatchEvent(new CustomEvent(name, { detail }));
  }
}
