// The blockchain actor: the Blockchain service behind a mailbox. Block pushes, pops and queries
// are handled one at a time, so the chain changes in one serial order whoever asks (API, sync,
// forger). Other parts call it with `serviceClient<BlockchainActorApi>(ref)`.
import type { Block } from '../domain/block.js';
import type { Blockchain, ForgingBasis, SyncStatus } from '../chain/blockchain.js';
import type { BlockchainService } from '../chain/interface.js';
import { createServiceMachine } from './service-actor.js';
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

export function blockchainActor(blockchain: Blockchain, opts: BlockchainActorOptions = {}) {
  return createServiceMachine<ServiceCall>({
    id: SystemId.blockchain,
    ...(opts.recentLimit !== undefined ? { recentLimit: opts.recentLimit } : {}),
  }).provide({
    actors: {
      handle: fromCalls<BlockchainActorApi>({
        status: () => blockchain.status(),
        lastBlock: () => blockchain.tip,
        getBlock: (query) => blockchain.getBlock(query),
        getBlocks: (from, to) => blockchain.getBlocks(from, to),
        getBlockIdAtHeight: (height) => blockchain.getBlockIdAtHeight(height),
        getTransaction: (query) => blockchain.getTransaction(query),
        getAccount: (id) => blockchain.getAccount(id),
        getEffectiveBalance: (id) => blockchain.effectiveBalanceAtTip(id),
        getAccountTransactions: (id, filter) => blockchain.getAccountTransactions(id, filter),
        getAccountBlockIds: (id, query) => blockchain.getAccountBlockIds(id, query),
        getECBlock: (timestamp) => blockchain.getECBlock(timestamp),
        pushBlock: (block: Block) => blockchain.pushBlock(block),
        popOff: (request) => blockchain.popOff(request),
        forgingBasis: (ids) => blockchain.forgingBasis(ids),
        setSyncStatus: (status) => blockchain.setSyncStatus(status),
      }),
    },
  });
}
