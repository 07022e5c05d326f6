// Read functions over committed state (the API and tests).
import type { StateReader } from '../../domain/state/state.js';
import { APPLICATIONS, nameKey } from './tables.js';
import type { Application } from './records.js';

export function applicationOf(state: StateReader, id: bigint): Application | undefined {
  return state.get(APPLICATIONS, id);
}

export interface ApplicationFilter {
  /** Only this developer's applications. */
  readonly developer?: bigint;
  /** Only applications whose name starts with this, ignoring case (String.toLowerCase). */
  readonly appName?: string;
}

/** The applications that pass the filter, retired ones included, ordered by lower-cased name,
 * then id. With a developer: that developer's index entries only; the name prefix is matched on
 * the entries in order (the tables are in memory). */
export function listApplications(state: StateReader, filter: ApplicationFilter = {}): Array<readonly [bigint, Application]> {
  const all = filter.developer === undefined ? state.scan(APPLICATIONS, 'byName') : state.scan(APPLICATIONS, 'byDeveloper', { prefix: [filter.developer] });
  if (filter.appName === undefined) return all;
  const prefix = nameKey(filter.appName);
  return all.filter(([, a]) => nameKey(a.name).startsWith(prefix));
}

/** The developer's applications, in the same order. */
export function developerApplications(state: StateReader, developer: bigint): Array<readonly [bigint, Application]> {
  return listApplications(state, { developer });
}
