// The PHASING read operations.
import type { NodeApiContext } from '../../context.js';
import type { HandlerSpec, HandlerTable } from '../../types.js';

const READS: ReadonlyArray<HandlerSpec<NodeApiContext>> = [];

export const PHASING_READ_HANDLERS: HandlerTable<NodeApiContext> = Object.fromEntries(READS.map((h) => [h.requestType, h]));
