// A transaction given to the API as bytes (hex) or as its JSON object, for broadcasting,
// signing, parsing and hashing. Errors name the API parameter that carried it; the domain's
// reason (and, for JSON, the field at fault) is kept in the description.
import { DomainError, TransactionRejectedError } from '../../../domain/errors.js';
import { Transaction, transactionFromJSON } from '../../../domain/transaction.js';
import type { TransactionTypeRegistry } from '../../../domain/tx-types/registry.js';
import { ApiError, ApiErrorCode, apiErrors } from '../../errors.js';

export interface TransactionInput {
  readonly bytes: Uint8Array | undefined;
  readonly json: string | undefined;
  /** Parameter names, e.g. transactionBytes / transactionJSON. */
  readonly bytesParam: string;
  readonly jsonParam: string;
}

function renamed(err: unknown, param: string, fieldPrefix: boolean): unknown {
  if (!(err instanceof DomainError)) return err;
  const reason = fieldPrefix && err.param !== undefined && err.param !== param ? `${err.param}: ${err.reason}` : err.reason;
  if (err instanceof TransactionRejectedError) return new TransactionRejectedError(err.rejectReason, reason, param, { dependsOnState: err.dependsOnState });
  return new DomainError(err.code, reason, param);
}

/** Parses exactly one of the two forms. Byte-range problems of JSON values (a timestamp beyond
 * 32 bits, ...) are found here too, by serialising once. */
export function parseTransactionInput(input: TransactionInput, registry: TransactionTypeRegistry): Transaction {
  const { bytes, json, bytesParam, jsonParam } = input;
  if (bytes !== undefined && json !== undefined) throw apiErrors.invalidParam(jsonParam, `give ${bytesParam} or ${jsonParam}, not both`);
  if (bytes !== undefined) {
    try {
      return Transaction.fromBytes(bytes, registry);
    } catch (err) {
      throw renamed(err, bytesParam, false);
    }
  }
  if (json === undefined) {
    throw new ApiError(ApiErrorCode.INCORRECT_REQUEST, `Incorrect request: ${bytesParam} or ${jsonParam} is required`, { param: bytesParam });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw apiErrors.invalidParam(jsonParam, 'not valid JSON');
  }
  try {
    const tx = transactionFromJSON(parsed, registry);
    tx.signedBytes();
    return tx;
  } catch (err) {
    if (err instanceof DomainError) throw renamed(err, jsonParam, true);
    // Values of the wrong JSON type can fail below the domain's checks (e.g. a number where
    // hex is expected); they are the caller's mistake all the same.
    throw apiErrors.invalidParam(jsonParam, 'malformed transaction JSON');
  }
}
