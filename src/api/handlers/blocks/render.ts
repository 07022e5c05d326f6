// Block lookups and the Block object as the BLOCKS operations return it: `nextBlock` is filled
// in from the chain (the zero id at the tip) and transaction confirmations count from the tip.
import type { Block } from '../../../domain/block.js';
import { blockToJSON } from '../../../domain/block.js';
import { executedAt } from '../../../domain/deferred-table.js';
import { idToString } from '../../../domain/ids.js';
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode } from '../../errors.js';

/** errorCode 4 (HTTP 404) naming the parameter that selected the block. */
export function unknownBlock(param: string, detail?: string): ApiError {
  return new ApiError(ApiErrorCode.UNKNOWN_BLOCK, detail === undefined ? 'Unknown block' : `Unknown block: ${detail}`, { param });
}

export interface RenderBlockOptions {
  readonly includeTransactions: boolean;
  /** Current chain height (for transaction confirmations). */
  readonly tipHeight: number;
  /** The id of the block above, when the caller already knows it (saves a lookup). */
  readonly nextBlockId?: bigint;
}

/** The spec's Block object of a block in the current chain. */
export async function renderBlock(ctx: Pick<NodeApiContext, 'blockchain' | 'state'>, block: Block, opts: RenderBlockOptions): Promise<Record<string, unknown>> {
  let nextBlockId = opts.nextBlockId;
  if (nextBlockId === undefined) {
    nextBlockId = block.height < opts.tipHeight ? ((await ctx.blockchain.getBlockIdAtHeight(block.height + 1)) ?? 0n) : 0n;
  }
  const json = blockToJSON(block, { includeTransactions: opts.includeTransactions, nextBlockId, tipHeight: opts.tipHeight });
  // The phased transactions this block released (committed state knows the current chain's).
  json['executedPhasedTransactions'] = (await executedAt(ctx.state, block.height)).map((id) => idToString(id));
  return json;
}

/** Renders blocks listed newest first, taking each one's nextBlock from its neighbour. */
export async function renderBlocksNewestFirst(
  ctx: Pick<NodeApiContext, 'blockchain' | 'state'>,
  blocks: readonly Block[],
  includeTransactions: boolean,
  tipHeight: number,
): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    const above = i > 0 && blocks[i - 1]!.height === block.height + 1 ? blocks[i - 1]!.id : undefined;
    out.push(await renderBlock(ctx, block, { includeTransactions, tipHeight, ...(above !== undefined ? { nextBlockId: above } : {}) }));
  }
  return out;
}
