// Public surface of the chain services.
export type {
  AccountHistoryFilter,
  AccountWithUnconfirmedBalance,
  BlockchainService,
  BlockchainState,
  BlockQuery,
  ChainStatus,
  ForgerService,
  ForgingAccountInfo,
  LocatedTransaction,
  MempoolService,
  PopOffRequest,
  PushResult,
} from './interface.js';
export { parseStored, storedBlockOf, transactionIndexes } from './block-records.js';
export { Blockchain, type BlockchainModules, type BlockchainOptions, type ForgingBasis, type SyncStatus, type VerifiedTransactions } from './blockchain.js';
export { Mempool, type MempoolModules, type MempoolOptions, type SubmitVerdict, type TransactionsAddedListener } from './mempool.js';
export { Forger, STALE_HIT_SECONDS, type ForgerChain, type ForgerModules, type ForgerOptions, type ForgerPool } from './forger.js';
export { ChainEventEmitter, type BlockPoppedEvent, type BlockPushedEvent, type ChainEventMap, type ChainEventName, type ChainEvents, type ChainListener } from './events.js';
export { ChainError, ChainErrorReason } from './errors.js';
export { ChainDefaults, type BlockLimits } from './options.js';
export { InlineVerifier, WorkerVerifierPool, type SignatureJob, type SignatureVerifier, type WorkerVerifierOptions } from './signature-pool.js';
export { ManualTimeSource, SystemTimeSource, type ManualTimeSourceOptions, type TimeSource } from './time.js';
