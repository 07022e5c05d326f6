// The glue between the peer network and the chain services: no chain rules here.
//   - serves the sync exchange requests from the blockchain and the mempool (sync/handlers.ts);
//   - judges gossip by handing it to the services (sync/gossip.ts);
//   - publishes what this node created: a block forged here (the chain's blockPushed event) and a
//     transaction submitted here (the mempool's transactions-added listener), skipping everything
//     that came from peers (sync/origin.ts);
//   - runs the sync machine (as the child `sync` of the peer manager actor when the node has one,
//     else on its own) and reports its state to the blockchain (isDownloading, blockchainState);
//   - pulls pending transactions from peers (on connect and periodically), so a transaction
//     dropped by a fork reaches the nodes that never saw it;
//   - answers the NETWORK operations through the peer manager actor (PeerManagerApi).
//
// node.ts calls `attachNetwork(node, init, components)` after the node started and
// `network.stop()` before stopping the node.
import { createActor, type AnyActorRef, type Subscription } from 'xstate';
import type { Transaction } from '../domain/transaction.js';
import { Transaction as TransactionClass } from '../domain/transaction.js';
import { TransactionRejectedError } from '../domain/errors.js';
import { ask } from '../actors/ask.js';
import { SystemId } from '../actors/system-ids.js';
import { PeerManagerControl, syncChildOf, type PeerManagerBackend } from '../actors/peer-manager-actor.js';
import { peerCensus } from './peer-census.js';
import { peerManagerCalls } from './peer-manager-calls.js';
import { syncMachine, syncStatusOf, type SyncMachineInput, type SyncSnapshot, type SyncStatus } from '../machines/sync/sync-machine.js';
import { PeerNetwork } from './network.js';
import type { PeerTransport, TransportFactory } from './transport.js';
import { MemoryKeyValueStore } from './identity.js';
import { Misbehaviour, resolveNetworkInit, type NetworkInit, type NetworkInitInput } from './options.js';
import type { NetLogger, PeerInfo } from './interface.js';
import { createSyncRequestHandlers } from './sync/handlers.js';
import { createBlockGossipHandler, createTransactionGossipHandler, isStateDependentTxRejection, ownBytes } from './sync/gossip.js';
import { NetworkOrigin } from './sync/origin.js';
import { RequestPacer } from './sync/pacer.js';
import { SyncProgress } from './sync/progress.js';
import { SyncWorker } from './sync/sync-actors.js';
import { decodeList, encodeUnconfirmedRequest, SyncCodecError } from './sync/codec.js';
import { resolveServeLimits, resolveSyncOptions, type ServeLimits, type SyncOptions } from './sync/options.js';

export {
  DEFAULT_PEER_DESCRIPTION,
  type NetworkChain,
  type NetworkedNode,
  type NodeNetworkComponents,
  type PeerDescriptionStatic,
  type PeerManagerApi,
  type PeerObserver,
  type TransactionsAddedSource,
} from './node-network-types.js';
import { DEFAULT_PEER_DESCRIPTION, type NetworkedNode, type NodeNetworkComponents, type PeerDescriptionStatic } from './node-network-types.js';
import type { PeerChainReport } from './peer-chain.js';

/** Fisher-Yates with the given source of randomness (in place). */
function shuffleWith<T>(random: () => number, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export class NodeNetwork {
  readonly network: PeerTransport;
  readonly origin = new NetworkOrigin();
  readonly syncOptions: SyncOptions;
  readonly serveLimits: ServeLimits;
  readonly worker: SyncWorker;
  /** The progress and synced lines of the log. */
  readonly progress: SyncProgress;
  readonly #node: NetworkedNode;
  readonly #c: NodeNetworkComponents;
  readonly #info: PeerDescriptionStatic;
  readonly #pacer: RequestPacer;
  readonly #log: NetLogger | undefined;
  #sync: AnyActorRef | null = null;
  #ownSync = false;
  #syncSub: Subscription | null = null;
  #status: SyncStatus = { isDownloading: false, blockchainState: 'UP_TO_DATE' };
  #offs: Array<() => void> = [];
  /** Cancels the periodic pull. */
  #pullTimer: (() => void) | null = null;
  #running = false;

  constructor(node: NetworkedNode, init: NetworkInitInput | NetworkInit, components: NodeNetworkComponents = {}) {
    this.#node = node;
    this.#c = components;
    this.#log = components.logger;
    const info = { ...DEFAULT_PEER_DESCRIPTION, ...components.info };
    const capabilityServices = node.capabilityNetwork?.services ?? [];
    this.#info = { ...info, services: [...new Set([...info.services, ...capabilityServices])] };
    this.syncOptions = resolveSyncOptions(components.sync);
    this.serveLimits = resolveServeLimits(components.serve);
    const chain = node.blockchain;
    const resolved = resolveNetworkInit(init);
    // What peers tell of their chains keeps their Peer objects live (peer-chain.ts).
    const reportChain = (peerId: string, report: PeerChainReport) => void this.network.peerManager.reportedChain(peerId, report);
    const gossip = {
      registry: node.registry,
      equivocationPenalty: resolved.penalties[Misbehaviour.EQUIVOCATION],
      chain,
      pool: node.mempool,
      origin: this.origin,
      requestSync: (peerId: string) => this.syncNow(peerId),
      isSwitchingChain: () => this.#status.blockchainState === 'FORK',
      reportChain,
      ...(components.logger ? { logger: components.logger } : {}),
    };
    const transport: TransportFactory = components.transport ?? ((i, c) => new PeerNetwork(i, c));
    this.network = transport(resolved, {
      ...(components.logger ? { logger: components.logger } : {}),
      ...(components.now ? { now: components.now } : {}),
      peerInfo: () => this.#peerInfo(),
      onGossipTransaction: components.onGossipTransaction ?? createTransactionGossipHandler(gossip),
      onGossipBlock: components.onGossipBlock ?? createBlockGossipHandler(gossip),
      requestHandlers: {
        ...createSyncRequestHandlers(this.serveLimits, { chain, pool: node.mempool, blockchainState: () => this.#status.blockchainState }),
        ...node.capabilityNetwork?.requestHandlers,
        ...components.requestHandlers,
      },
      keyStore: components.keyStore ?? new MemoryKeyValueStore(),
      ...(components.peerStore ? { peerStore: components.peerStore } : {}),
    });
    // Half of a peer's default request budget, so a download never looks like flooding.
    const clock = components.clock;
    this.#pacer = new RequestPacer(Math.max(1, Math.floor(this.network.init.maxRequestsPerSecond / 2)), clock == null ? {} : {
      now: () => clock.now(),
      wait: (ms) => new Promise<void>((resolve) => { clock.setTimeout(resolve, ms); }),
    });
    const random = components.random;
    this.progress = new SyncProgress({ ...components.syncProgress, ...(components.logger ? { logger: components.logger } : {}) });
    this.worker = new SyncWorker(this.syncOptions, {
      peers: this.network,
      chain,
      origin: this.origin,
      pacer: this.#pacer,
      malformedPenalty: this.network.init.penalties[Misbehaviour.MALFORMED_MESSAGE],
      registry: node.registry,
      limits: this.serveLimits,
      ...(random != null ? { shuffle: <T>(items: T[]) => shuffleWith(random, items) } : {}),
      ...(components.logger ? { logger: components.logger } : {}),
      reportChain,
      progress: this.progress,
      ...(node.preverified ? { preverified: node.preverified } : {}),
    });
  }

  /** The sync machine with its actors plugged in. */
  get syncLogic() {
    return this.worker.provide(syncMachine);
  }

  get syncInput(): SyncMachineInput {
    return { intervalMs: this.syncOptions.intervalMs, maxRollback: this.syncOptions.maxRollback };
  }

  /** The running sync machine (the peer manager actor's child, or our own). */
  get syncActor(): AnyActorRef | null {
    return this.#sync;
  }

  get started(): boolean {
    return this.#running;
  }

  // ---- lifecycle -------------------------------------------------------------------------------

  /** Starts the peer network and the sync. The node's actors must be running. */
  async start(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    const node = this.#node;
    this.#offs.push(node.events.on('blockPushed', ({ block }) => {
      if (this.origin.isNetworkBlock(block.id) || !this.network.started) return;
      this.network.publishBlock(block.fullBytes()).catch((err: unknown) => this.#log?.warn(`publishing block ${block.id} failed: ${errorText(err)}`));
    }));
    this.#offs.push(node.onTransactionsAdded((txs) => this.#publishTransactions(txs)));
    this.#offs.push(this.network.on('peer:handshake', ({ peerId, inbound }) => {
      // Only the dialler asks at once: the listener reports the hello before its answer reaches
      // the dialler, which would refuse (and penalise) a request that overtakes it. The listener's
      // periodic sync and pull reach the new peer soon enough.
      if (inbound) return;
      this.syncNow(peerId);
      this.pullUnconfirmed(peerId).catch((err: unknown) => this.#log?.debug(`pulling transactions from ${peerId} failed: ${errorText(err)}`));
    }));
    this.#offs.push(this.network.on('peer:disconnected', ({ peerId }) => this.#pacer.forget(peerId)));
    const observer = this.#c.peerObserver;
    if (observer?.onPeerConnected) this.#offs.push(this.network.on('peer:handshake', (peer) => observer.onPeerConnected!(peer)));
    if (observer?.onPeerBlacklisted) this.#offs.push(this.network.on('peer:blacklisted', (peer) => observer.onPeerBlacklisted!(peer)));

    // The sync first: a bootstrap peer may introduce itself the moment the network starts.
    await this.#startSync();
    await this.network.start();
    this.#node.capabilityNetwork?.peers.attach(this.network);
    const every = this.syncOptions.unconfirmedPullIntervalMs;
    if (every > 0) this.#schedulePull(every);
  }

  async stop(): Promise<void> {
    if (!this.#running) return;
    this.#running = false;
    this.#node.capabilityNetwork?.peers.attach(undefined);
    this.#pullTimer?.();
    this.#pullTimer = null;
    for (const off of this.#offs.splice(0)) off();
    this.#syncSub?.unsubscribe();
    this.#syncSub = null;
    if (this.#ownSync) this.#sync?.stop();
    else await this.#detach();
    this.#sync = null;
    this.#ownSync = false;
    await this.network.stop();
  }

  async #startSync(): Promise<void> {
    const system = this.#node.system;
    if (system?.has(SystemId.peerManager)) {
      const ref = system.get(SystemId.peerManager);
      const backend: PeerManagerBackend = {
        syncLogic: this.syncLogic,
        syncInput: this.syncInput,
        calls: peerManagerCalls({
          network: this.network,
          peerInfo: () => this.#peerInfo(),
          syncStatus: () => this.#status,
          syncSnapshot: () => this.syncSnapshot(),
          syncNow: (peerId) => this.syncNow(peerId),
        }),
        describe: () => peerCensus(this.network.peerManager),
      };
      await ask(ref, { type: PeerManagerControl.attach, backend });
      this.#sync = syncChildOf(ref) ?? null;
      system.addDebugChildren(SystemId.peerManager, () => this.#peerMachines());
    }
    if (this.#sync == null) {
      // No peer manager actor in this node: the sync machine runs on its own (real timers).
      this.#sync = createActor(this.syncLogic, { input: this.syncInput, ...(this.#c.clock ? { clock: this.#c.clock } : {}) });
      this.#ownSync = true;
      this.#sync.start();
    }
    this.#syncSub = this.#sync.subscribe((snapshot: SyncSnapshot) => this.#onSyncSnapshot(snapshot));
    this.#onSyncSnapshot(this.#sync.getSnapshot() as SyncSnapshot);
  }

  async #detach(): Promise<void> {
    const system = this.#node.system;
    if (!system?.has(SystemId.peerManager)) return;
    try {
      await ask(system.get(SystemId.peerManager), { type: PeerManagerControl.detach });
    } catch (err) {
      // The node is stopping: the actor (and with it the sync machine) is gone already.
      this.#log?.debug(`detaching from the peer manager: ${errorText(err)}`);
    }
  }

  #onSyncSnapshot(snapshot: SyncSnapshot): void {
    const next = syncStatusOf(snapshot);
    if (next.isDownloading === this.#status.isDownloading && next.blockchainState === this.#status.blockchainState) return;
    // A catch-up is the span we report downloading (DOWNLOADING or FORK), however many rounds.
    if (next.isDownloading) this.progress.begin();
    else this.progress.end();
    this.#status = next;
    const set = this.#node.blockchain.setSyncStatus;
    if (set != null) {
      set.call(this.#node.blockchain, next).catch((err: unknown) => this.#log?.debug(`reporting the sync state failed: ${errorText(err)}`));
    }
  }

  // ---- sync ------------------------------------------------------------------------------------

  /** Starts a sync check now (with this peer first). */
  syncNow(peerId?: string): void {
    this.#sync?.send({ type: 'SYNC_NOW', ...(peerId != null ? { peerId } : {}) });
  }

  /** isDownloading / blockchainState as the sync reports them now. */
  get syncStatus(): SyncStatus {
    return this.#status;
  }

  syncSnapshot(): SyncSnapshot | null {
    return (this.#sync?.getSnapshot() as SyncSnapshot | undefined) ?? null;
  }

  // ---- transactions ----------------------------------------------------------------------------

  #publishTransactions(txs: readonly Transaction[]): void {
    // Asked once per batch: a promise and its handler per transaction otherwise (~400 bytes of
    // garbage each at thousands per second, for nothing when no peer takes the topic).
    if (!this.network.started || !this.network.hasTransactionSubscribers()) return;
    for (const tx of txs) {
      if (this.origin.isNetworkTransaction(tx.id)) continue;
      this.network.publishTransaction(tx.bytes()).catch((err: unknown) => this.#log?.warn(`publishing transaction ${tx.id} failed: ${errorText(err)}`));
    }
  }

  /**
   * Asks a peer for its pending transactions we do not have and submits them. Returns how many
   * were accepted. Malformed answers and transactions invalid on their own cost the peer points.
   */
  async pullUnconfirmed(peerId: string): Promise<number> {
    const pending = await this.#node.mempool.list();
    const exclude = pending.slice(0, this.syncOptions.maxExcludeIds).map((tx) => tx.id);
    await this.#pacer.acquire(peerId);
    const answer = await this.network.request(peerId, 'unconfirmedTransactions', encodeUnconfirmedRequest(exclude), this.syncOptions.requestTimeoutMs);
    let txs: Transaction[];
    try {
      txs = decodeList(answer, this.serveLimits.maxUnconfirmed, 'unconfirmedTransactions').map((b) => TransactionClass.fromBytes(ownBytes(b), this.#node.registry));
    } catch (err) {
      const reason = err instanceof SyncCodecError ? err.message : `malformed transaction: ${errorText(err)}`;
      this.network.penalise(peerId, this.network.init.penalties[Misbehaviour.MALFORMED_MESSAGE], reason);
      return 0;
    }
    if (txs.length === 0) return 0;
    const verdicts = await this.origin.submittingTransactions(txs.map((t) => t.id), () => this.#node.mempool.submitMany(txs));
    const invalid = verdicts.find((v) => v.error instanceof TransactionRejectedError && !isStateDependentTxRejection(v.error));
    if (invalid?.error != null) {
      this.network.penalise(peerId, this.network.init.penalties[Misbehaviour.INVALID_TRANSACTION], `invalid pending transaction: ${invalid.error.message}`);
    }
    return verdicts.filter((v) => v.accepted).length;
  }

  /** The periodic pull, on the network's clock when it has one (the simulation's), else real time. */
  #schedulePull(every: number): void {
    const clock = this.#c.clock;
    if (clock == null) {
      const t = setInterval(() => this.#pullFromRandomPeer(), every);
      t.unref();
      this.#pullTimer = () => clearInterval(t);
      return;
    }
    let id: unknown;
    const next = () => {
      id = clock.setTimeout(() => {
        if (!this.#running) return;
        this.#pullFromRandomPeer();
        next();
      }, every);
    };
    next();
    this.#pullTimer = () => clock.clearTimeout(id);
  }

  #pullFromRandomPeer(): void {
    const peers = this.network.introducedPeers();
    if (peers.length === 0) return;
    const peerId = peers[Math.floor((this.#c.random ?? Math.random)() * peers.length)]!;
    this.pullUnconfirmed(peerId).catch((err: unknown) => this.#log?.debug(`pulling transactions from ${peerId} failed: ${errorText(err)}`));
  }

  // ---- what we tell peers, and the operations ----------------------------------------------------

  async #peerInfo(): Promise<PeerInfo> {
    const s = await this.#node.blockchain.status();
    return {
      ...this.#info,
      blockchainState: this.#status.blockchainState,
      cumulativeDifficulty: s.cumulativeDifficulty,
      genesisBlockId: s.genesisBlockId.toString(),
    };
  }

  #peerMachines(): Record<string, AnyActorRef> {
    const out: Record<string, AnyActorRef> = {};
    for (const e of this.network.peerManager.entries()) out[`peer:${e.address ?? e.peerId ?? e.actor.id}`] = e.actor;
    return out;
  }
}

/**
 * Builds the node's peer network and starts it (the node must be started: the network answers
 * peers from its actors). Stop it with `network.stop()` before stopping the node.
 */
export async function attachNetwork(
  node: NetworkedNode, init: NetworkInitInput | NetworkInit, components: NodeNetworkComponents = {},
): Promise<NodeNetwork> {
  const network = new NodeNetwork(node, init, components);
  try {
    await network.start();
  } catch (err) {
    await network.stop().catch(() => undefined);
    throw err;
  }
  return network;
}
