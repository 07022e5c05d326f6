// DEBUG operations. setLogging needs only the logger (DEBUG_HANDLERS, any ApiContext); the
// others act on the chain services and the node (CHAIN_DEBUG_HANDLERS, a NodeApiContext). Both
// join the node's table in src/api/table.ts.
import type { NodeApiContext } from '../../context.js';
import type { ApiContext, HandlerTable } from '../../types.js';
import { clearUnconfirmedTransactions } from './clearUnconfirmedTransactions.js';
import { generateBlock } from './generateBlock.js';
import { getActorState } from './getActorState.js';
import { getStateDigest } from './getStateDigest.js';
import { increaseTime } from './increaseTime.js';
import { popOff } from './popOff.js';
import { setConfiguration } from './setConfiguration.js';
import { setLogging } from './setLogging.js';
import { shutdown } from './shutdown.js';

export const DEBUG_HANDLERS: HandlerTable<ApiContext> = {
  setLogging,
};

export const CHAIN_DEBUG_HANDLERS: HandlerTable<NodeApiContext> = {
  popOff,
  generateBlock,
  increaseTime,
  getActorState,
  getStateDigest,
  clearUnconfirmedTransactions,
  setConfiguration,
  shutdown,
};
