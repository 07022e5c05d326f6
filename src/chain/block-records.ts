// Block <-> storage records: what the store keeps of a block and of its transactions.
import { Block, BLOCK_HEADER_LENGTH } from '../domain/block.js';
import { holdsPrunableData } from '../domain/appendices.js';
import { difficultyDelta } from '../domain/consensus.js';
import { BlockRejectedError, BlockRejectReason } from '../domain/errors.js';
import type { TransactionTypeRegistry } from '../domain/tx-types/registry.js';
import type { StoredBlock, StoredTransactionIndex } from '../storage/interface.js';

export function storedBlockOf(block: Block): StoredBlock {
  return {
    id: block.id,
    height: block.height,
    timestamp: block.timestamp,
    previousBlockId: block.previousBlockId,
    generatorId: block.generatorId,
    cumulativeDifficulty: block.cumulativeDifficulty,
    bytes: block.fullBytes(),
  };
}

/** Index entries of the block's transactions, with where each one's bytes sit in the block's
 * full bytes (header, then per transaction a u32 length and its wire bytes). */
export function transactionIndexes(block: Block): StoredTransactionIndex[] {
  let offset = BLOCK_HEADER_LENGTH;
  return block.transactions.map((tx, index) => {
    const length = tx.bytes().length;
    offset += 4;
    const byteRange = { offset, length };
    offset += length;
    return {
      id: tx.id,
      fullHash: tx.fullHash,
      height: block.height,
      blockId: block.id,
      index,
      blockTimestamp: block.timestamp,
      senderId: tx.senderId,
      recipientId: tx.recipientId,
      type: tx.type,
      subtype: tx.subtype,
      byteRange,
      // Indexed while the stored bytes hold the data (pruning and the prunable listings).
      ...(holdsPrunableData(tx.appendices) ? { prunableTimestamp: tx.timestamp } : {}),
    };
  });
}

export function parseStored(record: StoredBlock, registry: TransactionTypeRegistry): Block {
  return Block.fromFullBytes(record.bytes, record.height, record.cumulativeDifficulty, registry);
}

/** The block at the position after `previous` (height and cumulative difficulty are assigned by
 * the chain, whatever the caller parsed them as). */
export function positioned(block: Block, previous: Block): Block {
  if (block.baseTarget <= 0n) throw new BlockRejectedError(BlockRejectReason.BAD_BASE_TARGET, 'base target must be positive');
  const height = previous.height + 1;
  const cumulativeDifficulty = previous.cumulativeDifficulty + difficultyDelta(block.baseTarget);
  if (block.height === height && block.cumulativeDifficulty === cumulativeDifficulty) return block;
  return block.withPosition(height, cumulativeDifficulty);
}
