// The blockchain actor: the Blockchain service behind a mailbox. Block pushes, pops and queries
// are handled one at a time, so the chain changes in one serial order whoever asks (API, sync,
// forger). Other parts call it with `serviceClient<BlockchainActorApi>(ref)`.
import type { Block } from '../domain/block.js';
import type { Blockchain, ForgingBasis, SyncStatus } from '../chain/blockchain.js';
import type { BlockchainService, PopOffRequest } from '../chain/interface.js';
import { createServiceMachine, detached } from './service-actor.js';
import { fromCalls, type ServiceCall } from './service-client.js';
import { SystemId } from './system-ids.js';

/** What the blockchain actor answers: the service interface plus the forger's and the sync
 * layer's extra calls. */
export interface BlockchainActorApi extends BlockchainService {
  /** Tip, retarget ancestor timestamp and effective balances read at one instant (forger). */
  forgingBasis(accountIds: readonly bigint[]): Promise<ForgingBasis>;
  /** Download/scan state reported by status() (sync layer). */
  setSyncStatus(status: SyncStatus): Promise<void>;
}

export interface BlockchainActorOptions {
  /** Recent event types kept for the debug view (default 20). */
  readonly recentLimit?: number;
}

/** A chain write in progress (the debug view's `applying`): the block being pushed, or the pop's
 * request, and since when (epoch milliseconds). */
type Applying =
  | { readonly operation: 'pushBlock'; readonly block: bigint; readonly since: number }
  | { readonly operation: 'popOff'; readonly request: PopOffRequest; readonly since: number };

export function blockchainActor(blockchain: Blockchain, opts: BlockchainActorOptions = {}) {
  // Every chain write comes through this mailbox, one at a time, so one slot says what is being
  // applied; the debug view reads it while the write awaits its store batch.
  let applying: Applying | null = null;
  const write = <T>(what: Applying, work: () => Promise<T>): Promise<T> => {
    applying = what;
    return work().finally(() => {
      applying = null;
    });
  };
  return createServiceMachine<ServiceCall>({
    id: SystemId.blockchain,
    ...(opts.recentLimit !== undefined ? { recentLimit: opts.recentLimit } : {}),
    describe: () => {
      const tip = blockchain.tip;
      return {
        tip: tip.id,
        height: tip.height,
        tipTimestamp: tip.timestamp,
        applying: applying && { ...applying, since: new Date(applying.since).toISOString() },
      };
    },
  }).provide({
    actors: {
      handle: fromCalls<BlockchainActorApi>({
        status: () => blockchain.status(),
        lastBlock: () => blockchain.tip,
        getBlock: (query) => blockchain.getBlock(query),
        getBlocks: (from, to) => blockchain.getBlocks(from, to),
        getBlockIdAtHeight: (height) => blockchain.getBlockIdAtHeight(height),
        // The ranges a syncing peer is served: read from a snapshot taken in this message's turn
        // (so the answer is the chain as of its place in the mailbox), then detached, so the
        // mailbox does not wait for the store's read (the API's and the sync's messages go on
        // while a peer is served; docs/performance.md 5).
        getBlockIds: (from, to) => detached(blockchain.getBlockIds(from, to)),
        getBlockBytes: (from, to) => detached(blockchain.getBlockBytes(from, to)),
        getTransaction: (query) => blockchain.getTransaction(query),
        getPrunableTransactions: (query) => blockchain.getPrunableTransactions(query),
        getAccount: (id) => blockchain.getAccount(id),
        getEffectiveBalance: (id) => blockchain.effectiveBalanceAtTip(id),
        getAccountTransactions: (id, filter) => blockchain.getAccountTransactions(id, filter),
        getAccountBlockIds: (id, query) => blockchain.getAccountBlockIds(id, query),
        getECBlock: (timestamp) => blockchain.getECBlock(timestamp),
        pushBlock: (block: Block) => write({ operation: 'pushBlock', block: block.id, since: Date.now() }, () => blockchain.pushBlock(block)),
        popOff: (request) => write({ operation: 'popOff', request, since: Date.now() }, () => blockchain.popOff(request)),
        forgingBasis: (ids) => blockchain.forgingBasis(ids),
        setSyncStatus: (status) => blockchain.setSyncStatus(status),
      }),
    },
  });
}
