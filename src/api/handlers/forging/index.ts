// The FORGING operations.
import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';
import { getForging } from './getForging.js';
import { startForging } from './startForging.js';
import { stopForging } from './stopForging.js';

export const FORGING_HANDLERS: HandlerTable<NodeApiContext> = {
  startForging,
  stopForging,
  getForging,
};
