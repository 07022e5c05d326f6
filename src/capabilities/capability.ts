// The capability contract: everything one capability brings, registered in one list
// (src/capabilities/index.ts). The consensus half (transaction types, tables, block hooks) is
// CapabilityRules in src/domain/capability.ts; this adds what a running node serves on top of it.
// node.ts builds the registry, the tables, the handler table and the actors from the list, so a
// new capability edits no shared file but that list.
//
// Where things live (docs/architecture.md, "Capabilities"):
//   src/capabilities/<name>/        rules, tables, queries (imports src/domain only)
//   src/capabilities/<name>/index.ts  the registration: this object
//   src/api/handlers/<name>/        its API operations
//   src/actors, src/machines        its actors and machines, named by the registration
import type { CommittedState, StateReader } from '../domain/state/state.js';
import type { CapabilityRules, ChainServices } from '../domain/capability.js';
import type { HandlerTable } from '../api/types.js';
import type { AccountExtra, NodeApiContext } from '../api/context.js';
import type { ActorEntry } from '../actors/system.js';
import type { SystemIdType } from '../actors/system-ids.js';
import type { BlockchainService, MempoolService } from '../chain/interface.js';
import type { ChainEvents } from '../chain/events.js';
import type { CapabilityPeers } from '../net/capability-peers.js';
import type { RequestHandler } from '../net/interface.js';
import type { CapabilityLiveEvents } from '../events/interface.js';
import type { Block } from '../domain/block.js';
import type { Transaction } from '../domain/transaction.js';
import type { TransactionTypeRegistry } from '../domain/tx-types/registry.js';
import type { NetworkParams } from '../domain/network-params.js';
import type { Logger } from '../log/logger.js';

/** A read function over committed state (the API, actors and tests call these); history reads
 * are asynchronous (pages of indexes on disk). */
export type Query = (state: CommittedState, ...args: never[]) => unknown;

/** What a capability's actors may use: committed state, chain events and the chain services. */
export interface CapabilityActorEnv {
  readonly state: StateReader;
  readonly events: ChainEvents;
  readonly blockchain: BlockchainService;
  readonly mempool: MempoolService;
  /** The peer network, once a full node has attached it (calls fail before). */
  readonly peers: CapabilityPeers;
  /** The transaction types of the node's rules (to parse what peers send). */
  readonly registry: TransactionTypeRegistry;
  /** Which prunable data this node must hold (its minimum lifetime and clock). */
  readonly prunable: PrunableHolding;
  /** The network's parameters (fees, limits), for actors that build transactions. */
  readonly params: NetworkParams;
  /** The node's epoch time now, in seconds (transaction timestamps). */
  epochTime(): number;
}

/** The node's prunable-data lifetimes, as rules over a transaction at its clock's now. */
export interface PrunableHolding {
  /** This node must hold the transaction's prunable data (inside the minimum lifetime). */
  mustHold(tx: Transaction): boolean;
}

/** What a node tells a capability lending it services (node options). */
export interface CapabilityServiceOptions {
  /** Contract worker threads for local work (block selection, queries; 0: inline). Block
   * application always runs contracts inline, untimed. */
  readonly contractWorkers: number;
  /** The contract watchdog, ms (local work only). */
  readonly contractWatchdogMs?: number;
  /** Prepared contracts kept by code hash (the process's cache: the largest wish wins). */
  readonly contractCacheSize?: number;
  /** Where the services log (slow contract runs at WARN). */
  readonly logger?: Logger;
}

export interface Capability extends CapabilityRules {
  /** Its read functions over committed state, by name. */
  readonly queries?: Readonly<Record<string, Query>>;
  /** Its API operations (merged into the node's one handler table; a clash throws). */
  readonly handlers?: HandlerTable<NodeApiContext>;
  /** Its getAccount `include...` flags (see AccountExtra in src/api/context.ts). */
  readonly accountExtras?: readonly AccountExtra[];
  /** Per-node services it lends the rules (the contract executor's workers); the node closes
   * them when it stops. They change where work runs, never an outcome. */
  services?(opts: CapabilityServiceOptions): ChainServices;
  /** Its actors, registered in the node's actor system under their system ids. */
  actors?(env: CapabilityActorEnv): Partial<Record<SystemIdType, ActorEntry>>;
  /** Services it adds to the node's hello (e.g. PRUNABLE), so peers can find the ones that serve
   * its protocols. */
  readonly peerServices?: readonly string[];
  /** Its request/response protocols, by local name: `name` is served as `<capability>.<name>`
   * (CapabilityPeers.request reaches them on other nodes). */
  peerProtocols?(env: CapabilityActorEnv): Readonly<Record<string, RequestHandler>>;
  /** Runs on a block from a peer before the chain checks it (sync and gossip), e.g. to fetch
   * data it lacks from other peers. Returns the block to push (the same block when it has
   * nothing to do); must not throw for a block it cannot help. */
  prepareBlock?(block: Block, env: CapabilityActorEnv): Promise<Block>;
  /** Its topics on the live event stream (/events, /ws), each `<capability>.<name>`, fed from its
   * block events or its actors (see CapabilityLiveEvents and docs/events.md). */
  readonly liveEvents?: CapabilityLiveEvents;
}
