// Building the next block: everything a forger computes from the previous block, its key and
// the chosen transactions.
import type { NetworkParams } from './network-params.js';
import type { KeyPair } from './crypto.js';
import type { Transaction } from './transaction.js';
import { Block, computePayload, signBlock } from './block.js';
import { BLOCK_VERSION } from './constants.js';
import { blockPositionAfter, nextBaseTarget, nextGenerationSignature } from './consensus.js';

export interface ForgeInput {
  readonly previous: Block;
  /** Timestamp of the block at retargetAncestorHeight(previous.height), when it retargets. */
  readonly ancestorTimestamp?: number;
  readonly timestamp: number;
  /** In block order; the caller keeps them within the block limits. */
  readonly transactions: readonly Transaction[];
  readonly keyPair: KeyPair;
  readonly params: NetworkParams;
}

/** A signed block following `previous`, with payload, generation signature, base target,
 * height and cumulative difficulty computed by the consensus rules. */
export function forgeBlock(input: ForgeInput): Block {
  const prev = input.previous;
  const payload = computePayload(input.transactions);
  const baseTarget = nextBaseTarget(
    {
      prevHeight: prev.height,
      prevBaseTarget: prev.baseTarget,
      timestamp: input.timestamp,
      ...(input.ancestorTimestamp !== undefined ? { ancestorTimestamp: input.ancestorTimestamp } : {}),
    },
    input.params,
  );
  const position = blockPositionAfter(prev, baseTarget);
  return signBlock(
    {
      version: BLOCK_VERSION,
      timestamp: input.timestamp,
      previousBlockId: prev.id,
      previousBlockHash: prev.hash,
      ...payload,
      generatorPublicKey: input.keyPair.publicKey,
      generationSignature: nextGenerationSignature(prev.generationSignature, input.keyPair.publicKey),
      baseTarget,
      height: position.height,
      cumulativeDifficulty: position.cumulativeDifficulty,
      transactions: input.transactions,
      blockSignature: null,
    },
    input.keyPair,
  );
}
