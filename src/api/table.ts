// Building the node's handler table from the tables of each capability.
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
