// Why startShuffler refuses, as named errors; the API maps each to its JSON error at the edge
// (src/api/handlers/shuffling/shufflers.ts), never here.
export enum ShufflerErrorCode {
  /** No shuffling has the full hash (not even a pending creation). */
  UNKNOWN_SHUFFLING = 'UNKNOWN_SHUFFLING',
  /** The shuffling is past the stage in which this account could still join or act. */
  NOT_JOINABLE = 'NOT_JOINABLE',
  /** The recipient key already belongs to an account (it must be a new account). */
  RECIPIENT_IN_USE = 'RECIPIENT_IN_USE',
  /** Another shuffler on this node already uses the recipient. */
  DUPLICATE_RECIPIENT = 'DUPLICATE_RECIPIENT',
  /** This account already runs a shuffler for the shuffling with another recipient. */
  DUPLICATE_SHUFFLER = 'DUPLICATE_SHUFFLER',
  /** The node runs its maximum of shufflers. */
  LIMIT = 'LIMIT',
}

export class ShufflerError extends Error {
  override readonly name = 'ShufflerError';
  constructor(
    readonly code: ShufflerErrorCode,
    message: string,
    /** The request parameter at fault. */
    readonly param: string,
  ) {
    super(message);
  }
}
