// The UTILS operations: they need no chain and work while the blockchain is not ready.
import type { ApiContext, HandlerTable } from '../../types.js';
import { fullHashToId } from './fullHashToId.js';
import { getTime } from './getTime.js';
import { hash } from './hash.js';
import { hexConvert } from './hexConvert.js';
import { longConvert } from './longConvert.js';
import { rsConvert } from './rsConvert.js';
import { combineSecret } from './combineSecret.js';
import { splitSecret } from './splitSecret.js';

export const UTILS_HANDLERS: HandlerTable<ApiContext> = {
  rsConvert,
  longConvert,
  hexConvert,
  hash,
  fullHashToId,
  getTime,
  splitSecret,
  combineSecret,
};
