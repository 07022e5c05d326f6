import { describe, it, expect } from '@jest/globals';
import * as domain from '../../src/domain/index.js';

describe('domain index', () => {
  it('exports the public API', () => {
    for (const name of [
      'ONE_COIN', 'MAX_LONG', 'MAX_UNSIGNED_LONG', 'MAX_TRANSACTIONS_PER_BLOCK', 'MAX_PAYLOAD_LENGTH', 'MAX_TIMESTAMP_DRIFT_SECONDS', 'MAX_ROLLBACK',
      'MAX_DEADLINE_MINUTES', 'DEFAULT_DEADLINE_MINUTES', 'TRANSACTION_VERSION', 'BLOCK_VERSION', 'ACCOUNT_RS_PREFIX', 'MAX_MESSAGE_LENGTH',
      'devnetParams', 'mainnetParams', 'epochTime', 'parseUnsignedId', 'idToString', 'idFromHashPrefix', 'readU64LE', 'writeU64LE', 'ByteReader', 'ByteWriter',
      'toHex', 'fromHex', 'addExact', 'subExact', 'mulExact', 'parseAmount', 'coinsToMTA', 'ErrorCode', 'DomainError', 'TxRejectReason',
      'TransactionRejectedError', 'BlockRejectReason', 'BlockRejectedError', 'sha256', 'keyPairFromSecret', 'sign', 'verify', 'verifyNoble',
      'accountIdFromPublicKey', 'encodeRS', 'decodeRS', 'parseAccountId', 'Transaction', 'signTransaction', 'transactionToJSON', 'transactionFromJSON',
      'Block', 'signBlock', 'computePayload', 'blockToJSON', 'nextGenerationSignature', 'computeHit', 'hitTime', 'verifyHit', 'nextBaseTarget',
      'difficultyDelta', 'effectiveBalanceCoins', 'recordBalance', 'buildGenesisBlock', 'applyGenesis', 'TransactionTypeRegistry', 'ChainRules', 'CORE_TABLES', 'StateOverlay', 'defineTable', 'u64Key',
      'TRANSACTION_TYPE_NUMBERS', 'validateStateless', 'validateAgainstState', 'applyTransaction', 'reserveTransaction', 'stateRejection', 'validateBlock', 'applyBlock', 'forgeBlock',
    ]) {
      expect({ name, exported: name in domain }).toEqual({ name, exported: true });
    }
  });
});
