// Block-level rules: the header against its predecessor (links, timing, generation signature,
// base target, difficulty, the generator's hit, signature) and the payload against its
// transactions. Per-transaction ledger rules run while applying (see block-apply.ts).
import type { NetworkParams } from './network-params.js';
import type { Block } from './block.js';
import { computePayload } from './block.js';
import {
  BLOCK_VERSION,
  MAX_PRUNABLE_PAYLOAD_LENGTH,
  MAX_TIMESTAMP_DRIFT_SECONDS,
} from './constants.js';
import { BlockRejectedError, BlockRejectReason } from './errors.js';
import { bytesEqual } from './hex.js';
import { verify } from './crypto.js';
import { computeHit, difficultyDelta, nextBaseTarget, nextGenerationSignature, verifyHit } from './consensus.js';

export interface BlockValidationContext {
  /** The block this one claims to follow (at previous.height). */
  readonly previous: Block;
  /** Timestamp of the block at retargetAncestorHeight(previous.height); needed when
   * retargetsAfter(previous.height). */
  readonly ancestorTimestamp?: number;
  /** The receiver's clock. */
  readonly nowEpochSeconds: number;
  /** The generator's effective balance at previous.height, in coins (effectiveBalanceCoins). */
  readonly generatorEffectiveBalanceCoins: bigint;
  readonly params: NetworkParams;
  /** Default true; false skips the block signature check. */
  readonly verifySignature?: boolean;
}

function reject(reason: BlockRejectReason, description: string): never {
  throw new BlockRejectedError(reason, description);
}

/** A refusal that depends on our own view (our clock, our tip), not on the block. */
function rejectHere(reason: BlockRejectReason, description: string): never {
  throw new BlockRejectedError(reason, description, undefined, undefined, { dependsOnState: true });
}

/** Throws BlockRejectedError unless the block is a valid successor of ctx.previous. */
export function validateBlock(block: Block, ctx: BlockValidationContext): void {
  const prev = ctx.previous;
  if (block.version !== BLOCK_VERSION) reject(BlockRejectReason.BAD_VERSION, `unsupported block version ${block.version}`);
  if (block.blockSignature === null) reject(BlockRejectReason.NOT_SIGNED, 'block is not signed');
  if (block.previousBlockId !== prev.id) rejectHere(BlockRejectReason.BAD_PREVIOUS_BLOCK, 'previous block id does not match');
  if (!bytesEqual(block.previousBlockHash, prev.hash)) reject(BlockRejectReason.BAD_PREVIOUS_HASH, 'previous block hash does not match');
  if (block.height !== prev.height + 1) reject(BlockRejectReason.BAD_HEIGHT, `height ${block.height} does not follow ${prev.height}`);
  if (block.timestamp <= prev.timestamp) reject(BlockRejectReason.TIMESTAMP_NOT_AFTER_PREVIOUS, 'timestamp not after the previous block');
  if (!ctx.params.forgeOnDemand && block.timestamp > ctx.nowEpochSeconds + MAX_TIMESTAMP_DRIFT_SECONDS) rejectHere(BlockRejectReason.TIMESTAMP_IN_FUTURE, 'timestamp too far in the future');

  const txs = block.transactions;
  const { maxTransactionsPerBlock, maxPayloadLength } = ctx.params;
  if (txs.length > maxTransactionsPerBlock) reject(BlockRejectReason.TOO_MANY_TRANSACTIONS, `more than ${maxTransactionsPerBlock} transactions`);
  if (block.payloadLength > maxPayloadLength) reject(BlockRejectReason.PAYLOAD_TOO_LARGE, `payload over ${maxPayloadLength} bytes`);
  const prunable = txs.reduce((sum, tx) => sum + tx.prunableLength, 0);
  if (prunable > MAX_PRUNABLE_PAYLOAD_LENGTH) reject(BlockRejectReason.PAYLOAD_TOO_LARGE, `prunable data over ${MAX_PRUNABLE_PAYLOAD_LENGTH} bytes`);
  const payload = computePayload(txs);
  if (payload.payloadLength !== block.payloadLength) reject(BlockRejectReason.BAD_PAYLOAD_LENGTH, 'payload length does not match the transactions');
  if (!bytesEqual(payload.payloadHash, block.payloadHash)) reject(BlockRejectReason.BAD_PAYLOAD_HASH, 'payload hash does not match the transactions');
  if (payload.totalAmountMTA !== block.totalAmountMTA || payload.totalFeeMTA !== block.totalFeeMTA) reject(BlockRejectReason.BAD_TOTALS, 'totals do not match the transactions');
  const ids = new Set<bigint>();
  for (const tx of txs) {
    if (tx.signature === null) reject(BlockRejectReason.INVALID_TRANSACTION, 'unsigned transaction in block');
    if (ids.has(tx.id)) reject(BlockRejectReason.DUPLICATE_TRANSACTION, `transaction ${tx.id} appears twice`);
    ids.add(tx.id);
  }

  if (!bytesEqual(block.generationSignature, nextGenerationSignature(prev.generationSignature, block.generatorPublicKey))) {
    reject(BlockRejectReason.BAD_GENERATION_SIGNATURE, 'generation signature does not follow the previous block');
  }
  let expectedBaseTarget: bigint;
  try {
    expectedBaseTarget = nextBaseTarget(
      {
        prevHeight: prev.height,
        prevBaseTarget: prev.baseTarget,
        timestamp: block.timestamp,
        ...(ctx.ancestorTimestamp !== undefined ? { ancestorTimestamp: ctx.ancestorTimestamp } : {}),
      },
      ctx.params,
    );
  } catch (e) {
    throw new BlockRejectedError(BlockRejectReason.BAD_BASE_TARGET, `cannot compute the base target: ${(e as Error).message}`, e);
  }
  if (block.baseTarget !== expectedBaseTarget) reject(BlockRejectReason.BAD_BASE_TARGET, `base target ${block.baseTarget}, expected ${expectedBaseTarget}`);
  if (block.cumulativeDifficulty !== prev.cumulativeDifficulty + difficultyDelta(block.baseTarget)) {
    reject(BlockRejectReason.BAD_CUMULATIVE_DIFFICULTY, 'cumulative difficulty does not follow the previous block');
  }
  if (ctx.params.forgeOnDemand) {
    // The devnet rule (network-params.ts): any account with a forging balance may forge.
    if (ctx.generatorEffectiveBalanceCoins <= 0n) reject(BlockRejectReason.HIT_NOT_VALID, 'the generator has no effective balance');
  } else if (!verifyHit(computeHit(prev.generationSignature, block.generatorPublicKey), ctx.generatorEffectiveBalanceCoins, prev.baseTarget, block.timestamp - prev.timestamp)) {
    reject(BlockRejectReason.HIT_NOT_VALID, 'the generator was not allowed to forge at this timestamp');
  }
  if (ctx.verifySignature !== false && !verify(block.blockSignature!, block.unsignedBytes(), block.generatorPublicKey)) {
    reject(BlockRejectReason.BAD_SIGNATURE, 'block signature does not verify');
  }
}
