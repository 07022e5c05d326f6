// Typed errors of the domain. Codes are the spec's API error codes so the API edge can turn any
// DomainError into `{ errorCode, errorDescription, error? }` without a translation table.

/** The spec's numeric error codes (see "Errors" in node-api-spec.md). No codes were added. */
export enum ErrorCode {
  INCORRECT_REQUEST = 1,
  UNKNOWN_REQUEST_TYPE = 2,
  UNKNOWN_ACCOUNT = 3,
  UNKNOWN_BLOCK = 4,
  INSUFFICIENT_BALANCE = 5,
  NOT_ENOUGH_FUNDS = 6,
  INVALID_PARAMETER = 7,
  ALREADY_HAVE = 8,
  DEADLINE_PASSED = 9,
  PHASING_ONLY = 10,
  FORBIDDEN_HOST = 40,
  BAD_REQUEST = 50,
}

/** Any rule violation found by pure code. `reason` is the human-readable description (the API's
 * `errorDescription`); `param`, when set, names the offending parameter (the API's `error`). */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly reason: string;
  readonly param?: string;
  /** One of the spec's named errors (e.g. NOT_ENOUGH_CURRENCY), shown as the API's `errorName`
   * beside the numeric code (docs/api-errors.md). */
  readonly errorName?: string;

  constructor(code: ErrorCode, reason: string, param?: string, errorName?: string) {
    super(param === undefined ? reason : `${reason} (${param})`);
    this.name = 'DomainError';
    this.code = code;
    this.reason = reason;
    if (param !== undefined) this.param = param;
    if (errorName !== undefined) this.errorName = errorName;
  }
}

/** Shorthand for the most common case: a parameter with a bad value. */
export function invalidParameter(reason: string, param?: string): DomainError {
  return new DomainError(ErrorCode.INVALID_PARAMETER, reason, param);
}

/** Why a transaction was refused. String values so logs and peers' penalty reasons read well. */
export enum TxRejectReason {
  /** Bytes that do not parse (truncated, trailing bytes, bad flags, bad lengths). */
  MALFORMED = 'MALFORMED',
  UNKNOWN_TYPE = 'UNKNOWN_TYPE',
  NOT_SIGNED = 'NOT_SIGNED',
  BAD_SIGNATURE = 'BAD_SIGNATURE',
  BAD_VERSION = 'BAD_VERSION',
  INVALID_TIMESTAMP = 'INVALID_TIMESTAMP',
  TIMESTAMP_IN_FUTURE = 'TIMESTAMP_IN_FUTURE',
  INVALID_DEADLINE = 'INVALID_DEADLINE',
  EXPIRED = 'EXPIRED',
  UNKNOWN_EC_BLOCK = 'UNKNOWN_EC_BLOCK',
  DUPLICATE = 'DUPLICATE',
  INVALID_AMOUNT = 'INVALID_AMOUNT',
  INVALID_FEE = 'INVALID_FEE',
  FEE_TOO_LOW = 'FEE_TOO_LOW',
  OVERFLOW = 'OVERFLOW',
  NOT_ENOUGH_FUNDS = 'NOT_ENOUGH_FUNDS',
  UNKNOWN_REFERENCED_TRANSACTION = 'UNKNOWN_REFERENCED_TRANSACTION',
  PUBLIC_KEY_MISMATCH = 'PUBLIC_KEY_MISMATCH',
  INVALID_ATTACHMENT = 'INVALID_ATTACHMENT',
  INVALID_APPENDIX = 'INVALID_APPENDIX',
  INVALID_RECIPIENT = 'INVALID_RECIPIENT',
  TOO_LARGE = 'TOO_LARGE',
  /** A new transaction must carry the data of its prunable parts (not only their hashes). */
  PRUNABLE_DATA_MISSING = 'PRUNABLE_DATA_MISSING',
  /** The sender (or the totem moved) requires its transactions phased with given parameters. */
  PHASING_ONLY = 'PHASING_ONLY',
  /** This node's pool refuses the sender's contract transactions for a while: one of them tripped
   * the node's local protection (the watchdog at block selection). Local policy, never consensus. */
  SENDER_PENALIZED = 'SENDER_PENALIZED',
}

const TX_REASON_CODES: Partial<Record<TxRejectReason, ErrorCode>> = {
  [TxRejectReason.EXPIRED]: ErrorCode.DEADLINE_PASSED,
  [TxRejectReason.NOT_ENOUGH_FUNDS]: ErrorCode.NOT_ENOUGH_FUNDS,
  [TxRejectReason.DUPLICATE]: ErrorCode.ALREADY_HAVE,
  [TxRejectReason.PHASING_ONLY]: ErrorCode.PHASING_ONLY,
};

/** Error code the API reports for a transaction reject reason (7 unless listed above). */
export function errorCodeForTxReason(reason: TxRejectReason): ErrorCode {
  return TX_REASON_CODES[reason] ?? ErrorCode.INVALID_PARAMETER;
}

export interface TxRejectOptions {
  /** True when the refusal depends on this node's own view (its ledger, clock, chain height or
   * pool) rather than on the transaction: an honest peer may forward such a transaction and is
   * not penalised for it. Marked where the refusal is thrown; default false (invalid anywhere). */
  readonly dependsOnState?: boolean;
  /** The spec's name of this refusal, when it has one (DomainError.errorName). */
  readonly errorName?: string;
}

export class TransactionRejectedError extends DomainError {
  readonly rejectReason: TxRejectReason;
  /** See TxRejectOptions.dependsOnState. */
  readonly dependsOnState: boolean;

  constructor(rejectReason: TxRejectReason, description: string, param?: string, options: TxRejectOptions = {}) {
    super(errorCodeForTxReason(rejectReason), description, param, options.errorName);
    this.name = 'TransactionRejectedError';
    this.rejectReason = rejectReason;
    this.dependsOnState = options.dependsOnState ?? false;
  }
}

/** A refusal that depends on the receiver's state (see TxRejectOptions). */
export function stateRejection(rejectReason: TxRejectReason, description: string, param?: string, errorName?: string): TransactionRejectedError {
  return new TransactionRejectedError(rejectReason, description, param, errorName === undefined ? { dependsOnState: true } : { dependsOnState: true, errorName });
}

/** Why a block was refused. */
export enum BlockRejectReason {
  MALFORMED = 'MALFORMED',
  BAD_VERSION = 'BAD_VERSION',
  NOT_SIGNED = 'NOT_SIGNED',
  BAD_SIGNATURE = 'BAD_SIGNATURE',
  TIMESTAMP_IN_FUTURE = 'TIMESTAMP_IN_FUTURE',
  TIMESTAMP_NOT_AFTER_PREVIOUS = 'TIMESTAMP_NOT_AFTER_PREVIOUS',
  BAD_PREVIOUS_BLOCK = 'BAD_PREVIOUS_BLOCK',
  BAD_PREVIOUS_HASH = 'BAD_PREVIOUS_HASH',
  BAD_HEIGHT = 'BAD_HEIGHT',
  BAD_GENERATION_SIGNATURE = 'BAD_GENERATION_SIGNATURE',
  BAD_BASE_TARGET = 'BAD_BASE_TARGET',
  BAD_CUMULATIVE_DIFFICULTY = 'BAD_CUMULATIVE_DIFFICULTY',
  /** The generator's hit is not below its target at this timestamp. */
  HIT_NOT_VALID = 'HIT_NOT_VALID',
  TOO_MANY_TRANSACTIONS = 'TOO_MANY_TRANSACTIONS',
  PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE',
  BAD_PAYLOAD_HASH = 'BAD_PAYLOAD_HASH',
  BAD_PAYLOAD_LENGTH = 'BAD_PAYLOAD_LENGTH',
  BAD_TOTALS = 'BAD_TOTALS',
  DUPLICATE_TRANSACTION = 'DUPLICATE_TRANSACTION',
  /** A transaction of the block is invalid at the block's position; `cause` holds its error. */
  INVALID_TRANSACTION = 'INVALID_TRANSACTION',
  /** A capability's block-phase work (begin/end hooks, scheduled items) failed at this height;
   * `cause` holds its error. Our own rules failed, not the block: no peer is blamed. */
  BLOCK_PHASE_FAILED = 'BLOCK_PHASE_FAILED',
  /** A transaction lacks prunable data this node must hold (its minimum lifetime has not passed)
   * and no peer supplied it. Depends on our clock and settings: no peer is blamed. */
  PRUNABLE_DATA_MISSING = 'PRUNABLE_DATA_MISSING',
}

export class BlockRejectedError extends DomainError {
  readonly rejectReason: BlockRejectReason;
  /** INVALID_TRANSACTION: the position in the block of the transaction at fault. */
  readonly transactionIndex?: number;

  /** True when the refusal depends on this node's view (its clock, its tip) rather than on the
   * block: the peer that sent it is not at fault. Marked where the refusal is thrown. */
  readonly dependsOnState: boolean;

  constructor(rejectReason: BlockRejectReason, description: string, cause?: unknown, transactionIndex?: number, options: TxRejectOptions = {}) {
    // Every block failure is an invalid-parameter case for the API (blocks arrive as data).
    super(ErrorCode.INVALID_PARAMETER, description);
    this.name = 'BlockRejectedError';
    this.rejectReason = rejectReason;
    this.dependsOnState = options.dependsOnState ?? false;
    if (cause !== undefined) (this as { cause?: unknown }).cause = cause;
    if (transactionIndex !== undefined) this.transactionIndex = transactionIndex;
  }
}
