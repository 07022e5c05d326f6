// Failures of the chain services that are not a rule of a transaction or block (those are the
// domain's TransactionRejectedError / BlockRejectedError). They are DomainErrors, so the API
// edge turns them into `{errorCode, errorDescription, error?}` like any other.
import { DomainError, ErrorCode } from '../domain/errors.js';

export enum ChainErrorReason {
  /** The store holds another network's chain (its genesis block differs from the params'). */
  GENESIS_MISMATCH = 'GENESIS_MISMATCH',
  /** A pop-off request without numBlocks/height, or one that goes deeper than allowed. */
  BAD_POP_OFF = 'BAD_POP_OFF',
  /** The pool is full and the newcomer pays less per byte than everything in it. */
  MEMPOOL_FULL = 'MEMPOOL_FULL',
  /** generateBlock with no forging account, or none with a forging balance. */
  NO_FORGING_ACCOUNT = 'NO_FORGING_ACCOUNT',
  /** generateBlock on the system clock before any forging account may forge. */
  TOO_EARLY = 'TOO_EARLY',
  /** The store cannot write (a full disk, say): the node cannot keep what it would accept. */
  STORE_UNAVAILABLE = 'STORE_UNAVAILABLE',
}

const CODES: Record<ChainErrorReason, ErrorCode> = {
  [ChainErrorReason.GENESIS_MISMATCH]: ErrorCode.INCORRECT_REQUEST,
  [ChainErrorReason.BAD_POP_OFF]: ErrorCode.INVALID_PARAMETER,
  [ChainErrorReason.MEMPOOL_FULL]: ErrorCode.INVALID_PARAMETER,
  [ChainErrorReason.NO_FORGING_ACCOUNT]: ErrorCode.INCORRECT_REQUEST,
  [ChainErrorReason.TOO_EARLY]: ErrorCode.INCORRECT_REQUEST,
  [ChainErrorReason.STORE_UNAVAILABLE]: ErrorCode.INCORRECT_REQUEST,
};

export class ChainError extends DomainError {
  readonly chainReason: ChainErrorReason;
  /** TOO_EARLY: the epoch second from which a block can be generated. */
  readonly retryAtEpochSeconds?: number;

  constructor(chainReason: ChainErrorReason, description: string, opts: { param?: string; retryAtEpochSeconds?: number } = {}) {
    super(CODES[chainReason], description, opts.param);
    this.name = 'ChainError';
    this.chainReason = chainReason;
    if (opts.retryAtEpochSeconds !== undefined) this.retryAtEpochSeconds = opts.retryAtEpochSeconds;
  }
}
