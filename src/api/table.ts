// The node's one handler table: the core operations and every capability's operations merged (a
// requestType defined twice throws), plus getConstants, which lists the finished table.
import type { NodeApiContext } from './context.js';
import { ACCOUNT_HANDLERS } from './handlers/accounts/index.js';
import { BLOCK_HANDLERS } from './handlers/blocks/index.js';
import { getConstantsHandler } from './handlers/blocks/getConstants.js';
import { CHAIN_DEBUG_HANDLERS, DEBUG_HANDLERS } from './handlers/debug/index.js';
import { FORGING_HANDLERS } from './handlers/forging/index.js';
import { NETWORK_HANDLERS } from './handlers/network/index.js';
import { TRANSACTION_HANDLERS } from './handlers/transactions/index.js';
import { UTILS_HANDLERS } from './handlers/utils/index.js';
import type { HandlerTable } from './types.js';

/** Merges handler tables; a requestType defined twice is a programming error and throws. */
export function mergeTables<Ctx>(...tables: ReadonlyArray<HandlerTable<Ctx>>): HandlerTable<Ctx> {
  const out: HandlerTable<Ctx> = {};
  for (const table of tables) {
    for (const [name, spec] of Object.entries(table)) {
      if (Object.hasOwn(out, name)) throw new Error(`requestType ${name} is defined twice`);
      out[name] = spec;
    }
  }
  return out;
}

/** THE handler table of the node (server, console pages and docs/api-reference.md): the core
 * operations, then the tables the registered capabilities bring. */
export function buildHandlerTable(capabilityTables: ReadonlyArray<HandlerTable<NodeApiContext>>): HandlerTable<NodeApiContext> {
  let table: HandlerTable<NodeApiContext> = {};
  const getConstants = getConstantsHandler(() => table);
  table = mergeTables<NodeApiContext>(
    UTILS_HANDLERS,
    DEBUG_HANDLERS,
    ACCOUNT_HANDLERS,
    BLOCK_HANDLERS,
    { getConstants },
    TRANSACTION_HANDLERS,
    FORGING_HANDLERS,
    NETWORK_HANDLERS,
    CHAIN_DEBUG_HANDLERS,
    ...capabilityTables,
  );
  return table;
}
