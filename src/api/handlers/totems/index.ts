// The AE operations (the totem exchange), registered by the totems capability.
import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';
import { TOTEM_READ_HANDLERS } from './totem-reads.js';
import { ORDER_READ_HANDLERS } from './order-reads.js';
import { WRITE_HANDLERS } from './writes.js';
import { setPhasingTotemControl } from './setPhasingTotemControl.js';
import { getPhasingTotemControl } from './getPhasingTotemControl.js';

export const TOTEM_HANDLERS: HandlerTable<NodeApiContext> = {
  ...WRITE_HANDLERS,
  setPhasingTotemControl,
  getPhasingTotemControl,
  ...TOTEM_READ_HANDLERS,
  ...ORDER_READ_HANDLERS,
};
