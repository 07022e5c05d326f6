// The SHUFFLING operations, registered by the shuffling capability: the reads, the
// transaction-creating operations, and the shuffler's (startShuffler, stopShuffler, getShufflers).
import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';
import { SHUFFLING_READ_HANDLERS } from './reads.js';
import { SHUFFLING_WRITE_HANDLERS } from './writes.js';
import { startShuffler } from './startShuffler.js';
import { stopShuffler } from './stopShuffler.js';
import { getShufflers } from './getShufflers.js';

export const SHUFFLING_HANDLERS: HandlerTable<NodeApiContext> = Object.fromEntries(
  [...SHUFFLING_READ_HANDLERS, ...SHUFFLING_WRITE_HANDLERS, startShuffler, stopShuffler, getShufflers].map((h) => [h.requestType, h]),
);
