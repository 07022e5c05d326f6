// Public surface of the storage layer.

export { Bucket, ReservedBucket, ALL_BUCKETS, MetaKind, SCHEMA_VERSION } from './buckets.js';
export { openDatabase, closeDatabase, type Db, type DatabaseOptions } from './db.js';
export { StorageError, StorageErrorCode } from './errors.js';
export { StoreOpenError, prepareStoreDir, storeOpenError, type StoreOpenReason } from './open-errors.js';
export { StorageDefaults } from './options.js';
export type { StoredBlock, StoredTransactionIndex, ChainTip, AccountHistoryQuery } from './interface.js';
export { TableStore } from './tables/table-store.js';
export { RecordCache } from './tables/record-cache.js';
export { computeStateDigest, type StateDigest } from './state-digest.js';
export { ChainStore, type ChainStoreOptions, type ChainStoreModules, type ChainStoreStats } from './chain-store.js';
export { BlockRepository } from './repositories/blocks.js';
export { BlocksByGeneratorRepository, type GeneratorQuery } from './repositories/blocks-by-generator.js';
export { KeyValueRepository } from './repositories/key-value.js';
export { MempoolRepository } from './repositories/mempool.js';
export { MetaRepository } from './repositories/meta.js';
export { PeerRepository } from './repositories/peers.js';
export { TransactionRepository } from './repositories/transactions.js';
export { UndoRepository } from './repositories/undo.js';
