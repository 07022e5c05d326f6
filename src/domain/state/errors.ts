// Typed failures of the generic state layer (tables, overlays, record codecs). Callers branch on
// `code`; messages are for logs only. Storage reports its own failures with StorageError; a
// record that does not decode or a value that does not fit its field is a StateError wherever it
// is found, since the codecs live with the tables.

export const StateErrorCode = {
  /** A stored record could not be decoded. */
  CORRUPT_RECORD: 'CORRUPT_RECORD',
  /** A value is outside the range its encoding allows. */
  OUT_OF_RANGE: 'OUT_OF_RANGE',
  /** A table descriptor is malformed, or two tables claim one bucket or name. */
  BAD_TABLE: 'BAD_TABLE',
  /** A table or index that the state was not built with. */
  UNKNOWN_TABLE: 'UNKNOWN_TABLE',
  /** `merge` of an overlay that is not a fork of this one. */
  FOREIGN_OVERLAY: 'FOREIGN_OVERLAY',
  /** `merge` of a fork after its parent changed: the fork's view is out of date. */
  STALE_FORK: 'STALE_FORK',
} as const;
export type StateErrorCode = (typeof StateErrorCode)[keyof typeof StateErrorCode];

export class StateError extends Error {
  override readonly name = 'StateError';
  constructor(
    readonly code: StateErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
