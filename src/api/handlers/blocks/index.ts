// The BLOCKS operations (getTime is a UTILS operation; getConstants is added by src/api/table.ts,
// since it lists the whole table).
import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';
import { getBlock } from './getBlock.js';
import { getBlockchainStatus } from './getBlockchainStatus.js';
import { getBlockId } from './getBlockId.js';
import { getBlocks } from './getBlocks.js';
import { getECBlock } from './getECBlock.js';
import { getState } from './getState.js';

export const BLOCK_HANDLERS: HandlerTable<NodeApiContext> = {
  getBlock,
  getBlocks,
  getBlockId,
  getBlockchainStatus,
  getState,
  getECBlock,
};
