// Public surface of the sync exchange (payloads, serving, gossip verdicts, the sync machine's I/O).
export * from './codec.js';
export { createSyncRequestHandlers, milestoneBlockIds, type ServingChain, type ServingPool, type ServingServices } from './handlers.js';
export { createBlockGossipHandler, createTransactionGossipHandler, isStateDependentTxRejection, ownBytes, type GossipModules } from './gossip.js';
export { NetworkOrigin } from './origin.js';
export { RequestPacer, type PacerModules } from './pacer.js';
export { BlockBatch, SavedBlockList, SyncWorker, type SyncChain, type SyncModules, type SyncPeers } from './sync-actors.js';
export { SyncProgress, type SyncProgressOptions } from './progress.js';
export {
  DEFAULT_SERVE_LIMITS, DEFAULT_SYNC_OPTIONS, resolveServeLimits, resolveSyncOptions, type ServeLimits, type SyncOptions,
} from './options.js';
