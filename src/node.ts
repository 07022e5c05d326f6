// The composition root: the ONE place where a node is built from its options. Each step below
// constructs one layer from the ones before it; later capabilities (API server, peer network)
// add their own step here, and nothing else in the code base constructs services or actors.
//
//   0. the capabilities (src/capabilities/index.ts): one ChainRules (registry, tables, hooks)
//   1. network parameters
//   2. time source, logger
//   3. chain store (with every capability's tables)
//   4. services: blockchain, mempool (with its signature worker pool), forger
//   5. actor system (blockchain, mempool, forger actors, and the capabilities' actors)
//   6. clients (the service interfaces over the actors)
//   7. chain events routed into the mempool's mailbox
//   8. forging accounts (devnet)
//
// createFullNode (src/full-node.ts) is what the CLI runs: the same node on a disk store, plus
//   9. the REST API server with the handler table, the capabilities' operations merged in
//      (first, so peers learn its bound ports)
//  10. the peer network (libp2p) attached to the peer manager actor
import { availableParallelism } from 'node:os';
import type { SimulatedClock } from 'xstate';
import { THROUGHPUT_PROFILE, devnetParams, devnetSecretPhrases, mainnetParams, type NetworkParams } from './domain/network-params.js';
import { ChainRules, type ChainServices } from './domain/capability.js';
import type { CommittedState } from './domain/state/state.js';
import type { TransactionTypeRegistry } from './domain/tx-types/registry.js';
import { CAPABILITIES } from './capabilities/index.js';
import type { Capability, CapabilityActorEnv } from './capabilities/capability.js';
import { LateBoundPeers, type CapabilityNetwork } from './net/capability-peers.js';
import type { PrunableLifetimes } from './chain/prunable.js';
import { isCapabilityProtocolName, type CapabilityProtocolName, type RequestHandler } from './net/interface.js';
import type { AccountExtra } from './api/context.js';
import type { HandlerTable } from './api/types.js';
import type { StateDigest } from './storage/state-digest.js';
import { invalidParameter } from './domain/errors.js';
import { describeCause } from './storage/health.js';
import { ChainStore } from './storage/chain-store.js';
import type { Db } from './storage/db.js';
import type { Logger } from './log/index.js';
import type { Network } from './config/options.js';
import type { NodeApiContext } from './api/context.js';
import { buildHandlerTable } from './api/table.js';
import { Blockchain } from './chain/blockchain.js';
import { Mempool, type TransactionRemovedListener, type TransactionsAddedListener } from './chain/mempool.js';
import { WorkerVerifierPool } from './chain/signature-pool.js';
import { eitherVerified, PreverifiedTransactions } from './net/sync/preverified.js';
import { Forger } from './chain/forger.js';
import { ChainDefaults } from './chain/options.js';
import { peerManagerActor } from './actors/peer-manager-actor.js';
import { isTimeWarp, SystemTimeSource, WarpedTimeSource, type TimeSource, type TimeWarp } from './chain/time.js';
import type { ChainEvents } from './chain/events.js';
import { readNodeStats, type NodeStats } from './chain/stats.js';
import type { ChainReadView, PushResult } from './chain/interface.js';
import type { Block } from './domain/block.js';
import type { Clock } from './machines/clock.js';
import { tell } from './actors/ask.js';
import { createNodeSystem, type NodeSystem } from './actors/system.js';
import { SystemId, type SystemIdType } from './actors/system-ids.js';
import { callMessage, serviceClient, type ServiceClient } from './actors/service-client.js';
import { blockchainActor, type BlockchainActorApi } from './actors/blockchain-actor.js';
import { mempoolActor, type MempoolActorApi } from './actors/mempool-actor.js';
import { forgerActor, type ForgerActorApi } from './actors/forger-actor.js';

export interface NodeOptions {
  readonly network: Network;
  /** Directory of the chain database; undefined keeps everything in memory. */
  readonly dataDir?: string;
  /** Target block time; devnet only (mainnet is fixed at 60 s). Default 5 on the devnet. */
  readonly blockTimeSeconds?: number;
  /** Devnet block limits: standard (Nxt's) or throughput (THROUGHPUT_PROFILE). */
  readonly profile?: 'standard' | 'throughput';
  /** Contract worker threads for local work, block selection and queries (default 2: one runs,
   * one stands by; 0 runs it inline). Block application always runs contracts inline. Workers
   * start on the first guarded run. */
  readonly contractWorkers?: number;
  /** The contract watchdog in ms (default 100): a guarded run past it is a node fault; block
   * application is never stopped by it. */
  readonly contractWatchdogMs?: number;
  /** Prepared contracts kept by code hash (default 64). */
  readonly contractCacheSize?: number;
  /** Forge with the ten devnet-N accounts (devnet only; default true on the devnet). */
  readonly forgeWithDevnetAccounts?: boolean;
  /** Run the forging ticker (default true); false leaves block production to generateBlock. */
  readonly autoForge?: boolean;
  /** Most unconfirmed transactions kept (default 2000). */
  readonly mempoolMaxSize?: number;
  /** Prunable-data lifetimes (default 14 days held, pruned after 90; src/chain/prunable.ts). */
  readonly prunable?: Partial<PrunableLifetimes>;
  /** Keep the pool in the store across restarts (default: true with a dataDir). */
  readonly persistMempool?: boolean;
  /** Deepest pop-off (default 720). */
  readonly maxRollback?: number;
  /** How often the forger checks its hit times, ms of the system clock (default 1000). */
  readonly forgingIntervalMs?: number;
  /** How often expired transactions are dropped, ms (default 20000). */
  readonly mempoolExpiryIntervalMs?: number;
  /** Worker threads verifying the signatures of submitMany batches (default: available
   * parallelism - 1; 0 verifies on the main thread). */
  readonly signatureWorkers?: number;
  /** Let the actor inspector observe every event (default false). Service actors report their
   * mailbox, counts and errors either way; observation only adds event counts of the plain
   * machines (tickers) and costs a share of the mailbox throughput. It can be switched on at run
   * time with `node.system.setEventTracking(true)`. */
  readonly trackActorEvents?: boolean;
  /** How long a client call waits for an actor (default 60 s). */
  readonly askTimeoutMs?: number;
  /** Further consensus overrides (tests), applied to the network's parameters. */
  readonly paramOverrides?: Partial<NetworkParams>;
  /** The network of a genesis file (network 'custom'; src/genesis). */
  readonly customNetwork?: NetworkParams;
  /** Secret phrases the node forges with from the start (node.forgingSecretFiles), on any
   * network. Held by the forger only; the caller registers them with the logger's redaction. */
  readonly forgingSecrets?: readonly string[];
}

export interface NodeModules {
  /** The capabilities to run (default: src/capabilities/index.ts, THE list; tests add theirs). */
  readonly capabilities?: readonly Capability[];
  /** Default: the system clock. Tests share a ManualTimeSource between in-process nodes. */
  readonly timeSource?: TimeSource;
  /** An open store to use instead of opening one from dataDir (opened with the rules' tables);
   * its caller closes it. */
  readonly store?: ChainStore;
  /** An open key-value database for the store the node opens (without `store`); the caller keeps
   * it across the node's stop (the simulation restarts a crashed node on the same one). */
  readonly db?: Db;
  readonly logger?: Logger;
  /** Clock of the actor system's timers (tickers, ask timeouts); tests pass a SimulatedClock. */
  readonly clock?: Clock | SimulatedClock;
  /** Per-node services of the rules (a contract runner); they never change an outcome. */
  readonly chainServices?: ChainServices;
}

export type NodeStatus = 'created' | 'running' | 'stopping' | 'stopped';

export interface Node {
  readonly params: NetworkParams;
  /** The registered capabilities' rules: registry, tables, block hooks. */
  readonly rules: ChainRules;
  readonly registry: TransactionTypeRegistry;
  readonly capabilities: readonly Capability[];
  /** Committed state of every table at the tip (synchronous reads and history pages; capability
   * queries). */
  readonly state: CommittedState;
  /** Every capability's getAccount extras. */
  readonly accountExtras: readonly AccountExtra[];
  /** Every capability's peer protocols and services (a peer network attached to this node
   * serves and announces them). */
  readonly capabilityNetwork: CapabilityNetwork;
  /** SHA-256 over every table's committed records at the tip. */
  stateDigest(): Promise<StateDigest>;
  readonly timeSource: TimeSource;
  /** The devnet's clock warp (the increaseTime operation): the node's time source when it can
   * be moved forward; undefined on the mainnet. */
  readonly timeWarp: TimeWarp | undefined;
  readonly blockchain: ServiceClient<BlockchainActorApi>;
  readonly mempool: ServiceClient<MempoolActorApi>;
  readonly forger: ServiceClient<ForgerActorApi>;
  /** Synchronous reads of committed state that skip the mailboxes (null: ask the actor). */
  readonly readView: ChainReadView;
  /** Signatures of downloaded blocks checked ahead on the worker pool (the sync); the chain
   * skips those that passed. */
  readonly preverified: PreverifiedTransactions;
  /** Block pushed/popped notifications (gossip, tests). */
  readonly events: ChainEvents;
  /** Newly admitted unconfirmed transactions (gossip); returns the unsubscribe function. */
  onTransactionsAdded(listener: TransactionsAddedListener): () => void;
  /** Every transaction leaving the pool, with why (the live event stream); returns the
   * unsubscribe function. */
  onTransactionRemoved(listener: TransactionRemovedListener): () => void;
  readonly system: NodeSystem;
  readonly status: NodeStatus;
  start(): Promise<void>;
  /** Stops forging, lets every actor finish the message in hand (a block being forged or pushed
   * completes), saves the pool, closes the store. */
  stop(): Promise<void>;
  /** Per actor: state, mailbox depth, messages processed, last error (getActorState). */
  debugSnapshot(): ReturnType<NodeSystem['debugSnapshot']>;
  /** A client over a registered capability actor (its messages as methods), or undefined when
   * no capability registered one under that id. */
  actorClient<S>(systemId: SystemIdType): ServiceClient<S> | undefined;
  /** Chain, pool and forging figures read without the mailboxes (metrics). */
  stats(): Promise<NodeStats>;
}

/** Consensus parameters of the chosen network with the node's options applied. */
export function nodeParams(opts: NodeOptions): NetworkParams {
  const overrides: Partial<NetworkParams> = {
    ...(opts.maxRollback !== undefined ? { maxRollback: opts.maxRollback } : {}),
    ...opts.paramOverrides,
  };
  if (opts.network === 'devnet') {
    return devnetParams({
      ...(opts.profile === 'throughput' ? THROUGHPUT_PROFILE : {}),
      ...(opts.blockTimeSeconds !== undefined ? { blockTimeSeconds: opts.blockTimeSeconds } : {}),
      ...overrides,
    });
  }
  if (opts.network === 'custom') {
    // Everything comes from the genesis file; the options may only narrow what tests override.
    if (opts.customNetwork === undefined) throw invalidParameter('a custom network needs its genesis file', 'genesisFile');
    return { ...opts.customNetwork, ...overrides };
  }
  if (opts.profile === 'throughput') throw invalidParameter('the throughput profile is for the devnet only', 'profile');
  if (opts.network !== 'mainnet') throw invalidParameter(`unknown network ${String(opts.network)}`, 'network');
  if (opts.blockTimeSeconds !== undefined && opts.blockTimeSeconds !== 60) {
    throw invalidParameter('the mainnet block time is fixed at 60 seconds', 'blockTime');
  }
  if (opts.forgeWithDevnetAccounts === true) throw invalidParameter('devnet accounts forge on the devnet only', 'devnetForging');
  return mainnetParams(overrides);
}

/** THE handler table of a node running these capabilities (server, console, generated docs). */
export function nodeHandlerTable(capabilities: readonly Capability[] = CAPABILITIES): HandlerTable<NodeApiContext> {
  const table = buildHandlerTable(capabilities.map((c) => c.handlers ?? {}));
  // An account extra answers a flag getAccount declares; any other name could never be set.
  const flags = new Set((table['getAccount']?.params ?? []).filter((p) => p.type === 'boolean').map((p) => p.name));
  for (const capability of capabilities) {
    for (const extra of capability.accountExtras ?? []) {
      if (extra.param !== undefined && !flags.has(extra.param)) throw new Error(`capability ${capability.name}: getAccount has no boolean parameter ${extra.param}`);
    }
  }
  return table;
}

/** The capabilities' peer protocols (each named `<capability>.<name>`) and services. */
function buildCapabilityNetwork(capabilities: readonly Capability[], env: CapabilityActorEnv, peers: LateBoundPeers): CapabilityNetwork {
  const requestHandlers: Record<CapabilityProtocolName, RequestHandler> = {};
  for (const capability of capabilities) {
    for (const [name, handler] of Object.entries(capability.peerProtocols?.(env) ?? {})) {
      const full = `${capability.name}.${name}`;
      if (!isCapabilityProtocolName(full)) throw invalidParameter(`capability ${capability.name}: bad protocol name ${JSON.stringify(name)}`);
      requestHandlers[full] = handler;
    }
  }
  const services = [...new Set(capabilities.flatMap((c) => c.peerServices ?? []))];
  return { requestHandlers, services, peers };
}

/** The rules of a list of capabilities (what the store and the services are built from). */
/** The chain client whose pushBlock first runs every capability's prepareBlock hook (in
 * registration order); the client itself when no capability has one. */
function preparingBlocks(client: ServiceClient<BlockchainActorApi>, capabilities: readonly Capability[], env: CapabilityActorEnv): ServiceClient<BlockchainActorApi> {
  const hooks = capabilities.filter((c) => c.prepareBlock !== undefined);
  if (hooks.length === 0) return client;
  const pushBlock = async (block: Block): Promise<PushResult> => {
    let prepared = block;
    for (const c of hooks) prepared = await c.prepareBlock!(prepared, env);
    return client.pushBlock(prepared);
  };
  return new Proxy(client, { get: (target, prop, receiver) => (prop === 'pushBlock' ? pushBlock : Reflect.get(target, prop, receiver)) });
}

/** Contract workers of a node unless its options say otherwise: one runs, one stands by. */
export const DEFAULT_CONTRACT_WORKERS = 2;

export function buildRules(capabilities: readonly Capability[] = CAPABILITIES, services: ChainServices = {}): ChainRules {
  return new ChainRules(capabilities, services);
}

export async function createNode(opts: NodeOptions, modules: NodeModules = {}): Promise<Node> {
  // 0. The capabilities and their rules.
  const capabilities = modules.capabilities ?? CAPABILITIES;
  // Services the capabilities lend this node (the contract workers), unless the caller gives its own.
  const serviceOptions = {
    contractWorkers: opts.contractWorkers ?? DEFAULT_CONTRACT_WORKERS,
    ...(opts.contractWatchdogMs !== undefined ? { contractWatchdogMs: opts.contractWatchdogMs } : {}),
    ...(opts.contractCacheSize !== undefined ? { contractCacheSize: opts.contractCacheSize } : {}),
    ...(modules.logger ? { logger: modules.logger.child('contracts') } : {}),
  };
  const lent: ChainServices = modules.chainServices ?? Object.assign({}, ...capabilities.map((c) => c.services?.(serviceOptions) ?? {}));
  const rules = buildRules(capabilities, lent);

  // 1. Network parameters.
  const params = nodeParams(opts);

  // 2. Time and logging. A devnet node's clock can be warped forward (increaseTime).
  const timeSource = modules.timeSource ?? (opts.network === 'devnet' ? new WarpedTimeSource(new SystemTimeSource(params)) : new SystemTimeSource(params));
  const timeWarp = opts.network === 'devnet' && isTimeWarp(timeSource) ? timeSource : undefined;
  const logger = modules.logger;

  // 3. The chain store (memory-level without a dataDir).
  const ownsStore = modules.store === undefined;
  const store =
    modules.store ??
    (await ChainStore.open(
      {
        ...(opts.dataDir !== undefined ? { path: opts.dataDir } : {}),
        maxRollback: params.maxRollback,
      },
      { tables: rules.tables, ...(modules.db !== undefined ? { db: modules.db } : {}) },
    ));
  // A store opened by the caller must hold every table of the rules (tableOf throws otherwise).
  for (const table of rules.tables) store.tableOf(table);
  // Failed writes and the recovery are logged under `store`, timed by the node's clock
  // (storage/health.ts).
  store.health.use({ ...(logger ? { logger: logger.child('store') } : {}), now: () => timeSource.nowMs() });

  let system: NodeSystem;
  let mempool: Mempool;
  const workers = opts.signatureWorkers ?? availableParallelism() - 1;
  const verifier = workers > 0 ? new WorkerVerifierPool({ workers }) : undefined;
  try {
    // 4. Services: the chain first (it applies the genesis block to an empty store), then the
    //    pool on the same store; the chain skips signature checks of what the pool verified.
    //    Signatures of blocks from peers (those the pool has not verified) go to the same workers.
    const blockchain = await Blockchain.open(
      { params, rules, ...(opts.prunable ? { prunable: opts.prunable } : {}) },
      { store, timeSource, ...(verifier ? { verifier } : {}), ...(logger ? { logger: logger.child('blockchain') } : {}) },
    );
    mempool = await Mempool.open(
      {
        params,
        ...(opts.mempoolMaxSize !== undefined ? { maxSize: opts.mempoolMaxSize } : {}),
        persist: opts.persistMempool ?? opts.dataDir !== undefined,
      },
      { store, timeSource, rules, ...(verifier ? { verifier } : {}), ...(logger ? { logger: logger.child('mempool') } : {}) },
    );
    // It also skips the signatures of downloaded blocks the sync checked ahead on the same
    // workers (net/sync/preverified.ts).
    const preverified = new PreverifiedTransactions(verifier);
    blockchain.useVerifiedTransactions(eitherVerified(mempool, preverified));
    const askTimeoutMs = opts.askTimeoutMs ?? ChainDefaults.askTimeoutMs;
    const clientOptions = { timeoutMs: askTimeoutMs, ...(modules.clock ? { clock: modules.clock } : {}) };
    // The forger reaches the chain and the pool through their actors (clients resolve the
    // actor refs at call time, so they can exist before the system does).
    const forger = new Forger(
      // The throughput devnet forges a block every block time (forger.ts): its latency target.
      { params, ...(opts.profile === 'throughput' && params.forgeOnDemand ? { schedule: 'regular' as const } : {}) },
      {
        chain: serviceClient<BlockchainActorApi>(() => system.get(SystemId.blockchain), clientOptions),
        pool: serviceClient<MempoolActorApi>(() => system.get(SystemId.mempool), clientOptions),
        timeSource,
        ...(logger ? { logger: logger.child('forger') } : {}),
      },
    );

    // 5. The actor system. Capability actors reach the chain through the same actor clients.
    const peers = new LateBoundPeers();
    const capabilityEnv: CapabilityActorEnv = {
      state: store,
      events: blockchain.events,
      blockchain: serviceClient<BlockchainActorApi>(() => system.get(SystemId.blockchain), clientOptions),
      mempool: serviceClient<MempoolActorApi>(() => system.get(SystemId.mempool), clientOptions),
      peers,
      registry: rules.registry,
      prunable: blockchain.prunable,
      params,
      epochTime: () => timeSource.nowEpochSeconds(),
    };
    const capabilityActors = Object.assign({}, ...capabilities.map((c) => c.actors?.(capabilityEnv) ?? {}));
    const capabilityNetwork = buildCapabilityNetwork(capabilities, capabilityEnv, peers);
    system = createNodeSystem({
      ...(modules.clock ? { clock: modules.clock } : {}),
      trackEvents: opts.trackActorEvents ?? false,
      actors: {
        [SystemId.blockchain]: blockchainActor(blockchain),
        [SystemId.mempool]: mempoolActor(mempool, {
          ...(opts.mempoolExpiryIntervalMs !== undefined ? { expiryIntervalMs: opts.mempoolExpiryIntervalMs } : {}),
        }),
        // Detached until a peer network attaches itself (createFullNode, the simulations).
        [SystemId.peerManager]: peerManagerActor(),
        [SystemId.forger]: forgerActor(forger, {
          ...(opts.forgingIntervalMs !== undefined ? { forgingIntervalMs: opts.forgingIntervalMs } : {}),
          ...(opts.autoForge !== undefined ? { autoForge: opts.autoForge } : {}),
        }),
        ...capabilityActors,
      },
      onActorFailure: (id, error) => logger?.error('actor crashed', { actor: id, error: error instanceof Error ? error.message : String(error) }),
    });

    // 6. Clients: the service interfaces over the actors.
    const clients = {
      // Blocks from peers pass the capabilities' prepareBlock hooks on their way in.
      blockchain: preparingBlocks(serviceClient<BlockchainActorApi>(system.get(SystemId.blockchain), clientOptions), capabilities, capabilityEnv),
      mempool: serviceClient<MempoolActorApi>(system.get(SystemId.mempool), clientOptions),
      forger: serviceClient<ForgerActorApi>(system.get(SystemId.forger), clientOptions),
    };

    // 7. Chain events reach the pool as messages, ordered with every other pool operation.
    const mempoolRef = system.get(SystemId.mempool);
    blockchain.on('blockPushed', (event) => tell(mempoolRef, callMessage<MempoolActorApi, 'blockPushed'>('blockPushed', [event])));
    blockchain.on('blockPopped', (event) => tell(mempoolRef, callMessage<MempoolActorApi, 'blockPopped'>('blockPopped', [event])));

    // 8. Forging accounts. The devnet keys are public test keys, forged with by default there.
    if (opts.network === 'devnet' && (opts.forgeWithDevnetAccounts ?? true)) {
      for (const phrase of devnetSecretPhrases()) forger.addAccount(phrase);
    }
    for (const phrase of opts.forgingSecrets ?? []) forger.addAccount(phrase);

    let status: NodeStatus = 'created';
    let stopping: Promise<void> | undefined;
    const accountExtras = capabilities.flatMap((c) => c.accountExtras ?? []);
    const node: Node = {
      params,
      rules,
      registry: rules.registry,
      capabilities,
      state: store,
      accountExtras,
      capabilityNetwork,
      stateDigest: () => store.stateDigest(),
      timeSource,
      timeWarp,
      ...clients,
      // Answers only while running: before start and once stopping, callers take the actor
      // path, which gives the proper "not started" / "stopped" answers.
      readView: {
        accountWithUnconfirmedBalance: (id) => (status === 'running' ? mempool.peekAccountWithUnconfirmedBalance(id) : null),
        pendingState: () => (status === 'running' ? mempool.peekPendingState() : null),
        chainStatus: () => (status === 'running' ? blockchain.statusNow() : null),
      },
      preverified,
      events: blockchain.events,
      onTransactionsAdded: (listener) => mempool.onTransactionsAdded(listener),
      onTransactionRemoved: (listener) => mempool.onTransactionRemoved(listener),
      system,
      get status() {
        return status;
      },
      async start() {
        if (status !== 'created') return;
        system.start();
        status = 'running';
        // The process's one start line is main.ts's, with the addresses; this is the actors' part.
        logger?.debug('actors started', { network: params.name, height: blockchain.tip.height, dataDir: opts.dataDir ?? null });
      },
      stop() {
        if (stopping) return stopping;
        status = 'stopping';
        stopping = (async () => {
          // Reverse start order: the forger finishes the block in hand before the pool and the
          // chain stop accepting.
          await system.stop();
          // Only removals can be unwritten here (admissions are stored before they are
          // answered); if the store cannot take them, the next start re-checks the saved pool.
          await mempool.flush().catch((error: unknown) => {
            logger?.warn('pool removals not written at stop; the next start re-checks the saved pool', { cause: describeCause(error) });
          });
          await verifier?.close();
          await rules.registry.hooks.contracts?.close?.();
          if (ownsStore) await store.close();
          status = 'stopped';
          logger?.debug('actors stopped', { height: blockchain.tip.height });
        })();
        return stopping;
      },
      debugSnapshot() {
        return system.debugSnapshot();
      },
      actorClient: <S>(systemId: SystemIdType) => (system.has(systemId) ? serviceClient<S>(system.get(systemId), clientOptions) : undefined),
      stats: () => readNodeStats({ blockchain, store, mempool, forger }),
    };
    return node;
  } catch (error) {
    await verifier?.close();
    await rules.registry.hooks.contracts?.close?.();
    if (ownsStore) await store.close();
    throw error;
  }
}
