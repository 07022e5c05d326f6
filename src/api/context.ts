// What the node gives the chain-facing handlers (accounts, blocks, transactions, forging, debug).
// Kept narrow: the three chain services exactly as src/chain/interface.ts declares them, the
// network parameters, the live configuration, the transaction-type registry, and the few node
// facts and actions the status and debug operations report or trigger.
import type { ActorDebugInfo } from '../actors/inspector.js';
import type { SystemIdType } from '../actors/system-ids.js';
import type { ServiceClient } from '../actors/service-client.js';
import type { BlockchainService, ChainReadView, ForgerService, MempoolService } from '../chain/interface.js';
import type { TimeWarp } from '../chain/time.js';
import type { NodeConfig } from '../config/options.js';
import type { NetworkParams } from '../domain/network-params.js';
import type { TransactionTypeRegistry } from '../domain/tx-types/registry.js';
import type { CommittedState, StateReader } from '../domain/state/state.js';
import type { ApiContext } from './types.js';
import type { PeerManagerApi } from '../net/node-network.js';

/** Fields a capability adds to getAccount: with `param` (an `include...` flag getAccount
 * declares) only when the request sets it, without one on every answer (e.g. a lease's
 * currentLessee). */
export interface AccountExtra {
  readonly param?: string;
  /** Reads `state` (committed, at the tip). `ctx` is for what the state alone cannot give, e.g.
   * the network parameters and the tip height behind a guaranteed balance (then it may be async). */
  render(state: StateReader, accountId: bigint, ctx: NodeApiContext): Record<string, unknown> | Promise<Record<string, unknown>>;
}

/** The state digest as getStateDigest reports it. */
export interface StateDigestAnswer {
  readonly digest: string;
  readonly height: number;
  readonly blockId: bigint;
}

export interface NodeApiContext extends ApiContext {
  readonly blockchain: BlockchainService;
  readonly mempool: MempoolService;
  readonly forger: ForgerService;
  /** Synchronous reads that skip the mailboxes when they can answer exactly (null: ask). */
  readonly readView: ChainReadView;
  /** The peer manager actor (NETWORK operations); absent when the node runs without a network. */
  readonly peers?: PeerManagerApi;
  readonly params: NetworkParams;
  /** The devnet's clock warp (increaseTime); absent on other networks. */
  readonly timeWarp?: TimeWarp;
  /** The node's live configuration: the same object the API server was created with, so that
   * `setConfiguration` (maxAPIRecords, writeRequestsPerSecond, ...) takes effect at once. */
  readonly config: NodeConfig;
  /** The transaction types this node knows (parsing and building transactions). */
  readonly registry: TransactionTypeRegistry;
  /** Committed state of every table at the tip (capability queries read it: by key and in-memory
   * indexes synchronously, history pages asynchronously). */
  readonly state: CommittedState;
  /** The registered capabilities' getAccount extras. */
  readonly accountExtras: readonly AccountExtra[];
  /** SHA-256 over every table's committed records at the tip (getStateDigest). */
  stateDigest(): Promise<StateDigestAnswer>;
  /** Reported by getBlockchainStatus/getState as `application` and `version`. */
  readonly application: string;
  readonly version: string;
  /** Per actor: state value, mailbox depth, messages processed, last error and its machines
   * (getActorState). */
  debugSnapshot(): Readonly<Record<string, ActorDebugInfo>>;
  /** A client over a capability's actor (its messages as methods), or undefined when the node
   * has none under that id (the shuffler's operations reach their actor this way). */
  actorClient<S>(systemId: SystemIdType): ServiceClient<S> | undefined;
  /** Starts a graceful shutdown and returns at once (the `shutdown` operation answers first;
   * the node then stops the API server, which lets that answer go out). */
  shutdown(): void;
}
