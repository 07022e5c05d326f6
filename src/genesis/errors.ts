// The one error a genesis file can produce: every problem found, each tied to the field it is in,
// so an operator fixes the whole file in one pass instead of one complaint per run.

/** One problem of a genesis file. `field` is a JSON path (`allocations[2].amount`); `$` is the
 * document itself (unreadable file, bad JSON, not an object). */
export interface GenesisIssue {
  readonly field: string;
  readonly message: string;
}

export class GenesisFileError extends Error {
  /** Where the text came from (a path, or a label such as `<generated>`). */
  readonly source: string;
  /** Every problem: unknown fields, missing ones, then field by field in the format's order
   * (named `errors` like AggregateError's list). */
  readonly errors: readonly GenesisIssue[];

  constructor(source: string, errors: readonly GenesisIssue[]) {
    super(formatIssues(source, errors));
    this.name = 'GenesisFileError';
    this.source = source;
    this.errors = errors;
  }
}

/** `SOURCE: N problems:` then one `  field: message` line per issue. */
export function formatIssues(source: string, issues: readonly GenesisIssue[]): string {
  const head = issues.length === 1 ? `${source}: 1 problem:` : `${source}: ${issues.length} problems:`;
  return [head, ...issues.map((i) => `  ${i.field}: ${i.message}`)].join('\n');
}
