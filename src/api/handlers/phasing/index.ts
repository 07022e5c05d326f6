// The PHASING operations, registered by the phasing capability.
import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';
import { PHASING_WRITE_HANDLERS } from './writes.js';
import { PHASING_READ_HANDLERS } from './reads.js';
import { getAllPhasingOnlyControls, getPhasingOnlyControl } from './control-reads.js';

export const PHASING_HANDLERS: HandlerTable<NodeApiContext> = {
  ...PHASING_WRITE_HANDLERS,
  ...PHASING_READ_HANDLERS,
  getPhasingOnlyControl,
  getAllPhasingOnlyControls,
};
