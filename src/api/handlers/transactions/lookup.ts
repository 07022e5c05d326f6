// Finding a transaction by id or full hash: first among the confirmed ones, then in the
// mempool (unconfirmed transactions are shown without height, block or confirmations). One that
// is in neither but left the pool recently is still unknown, with why it left in the description.
import type { LocatedTransaction } from '../../../chain/interface.js';
import type { RemovedTransaction } from '../../../chain/mempool.js';
import { bytesEqual } from '../../../domain/hex.js';
import { idFromHashPrefix } from '../../../domain/ids.js';
import { transactionToJSON, type Transaction } from '../../../domain/transaction.js';
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode, apiErrors } from '../../errors.js';

/** The spec has no "unknown transaction" code: errorCode 7 naming the parameter, HTTP 404. With
 * `removed`, the description says when and why it left this node's pool. */
export function unknownTransaction(param: string, removed?: RemovedTransaction): ApiError {
  const description = removed === undefined ? 'Unknown transaction' : `Unknown transaction: it was removed from this node's pool at height ${removed.height} (${removed.reason}: ${removed.detail})`;
  return new ApiError(ApiErrorCode.INVALID_PARAMETER, description, { param, httpStatus: 404 });
}

export type FoundTransaction =
  | { readonly confirmed: true; readonly located: LocatedTransaction; readonly tipHeight: number }
  | { readonly confirmed: false; readonly transaction: Transaction };

/** Looks a transaction up by id and/or full hash (both given: they must agree). Undefined when
 * neither the chain nor the mempool has it. */
export async function findTransaction(
  ctx: Pick<NodeApiContext, 'blockchain' | 'mempool'>,
  id: bigint | undefined,
  fullHash: Uint8Array | undefined,
): Promise<FoundTransaction | undefined> {
  if (id === undefined && fullHash === undefined) {
    throw new ApiError(ApiErrorCode.INCORRECT_REQUEST, 'Incorrect request: transaction or fullHash is required', { param: 'transaction' });
  }
  if (id !== undefined && fullHash !== undefined && idFromHashPrefix(fullHash) !== id) {
    throw apiErrors.invalidParam('fullHash', 'is not the full hash of the given transaction id');
  }
  const located = await ctx.blockchain.getTransaction(fullHash !== undefined ? { fullHash } : { id: id! });
  if (located !== undefined) {
    const { height } = await ctx.blockchain.status();
    return { confirmed: true, located, tipHeight: height };
  }
  const pending = await ctx.mempool.get(id ?? idFromHashPrefix(fullHash!));
  if (pending !== undefined && (fullHash === undefined || bytesEqual(pending.fullHash, fullHash))) {
    return { confirmed: false, transaction: pending };
  }
  return undefined;
}

/** Like findTransaction, but errorCode 7 (HTTP 404) naming the parameter used when not found. */
export async function requireTransaction(
  ctx: Pick<NodeApiContext, 'blockchain' | 'mempool'>,
  id: bigint | undefined,
  fullHash: Uint8Array | undefined,
): Promise<FoundTransaction> {
  const found = await findTransaction(ctx, id, fullHash);
  if (found === undefined) throw unknownTransaction(id !== undefined ? 'transaction' : 'fullHash', await removalOf(ctx, id, fullHash));
  return found;
}

/** Why the pool let the transaction go, while it remembers (a full hash given must match). */
async function removalOf(ctx: Pick<NodeApiContext, 'mempool'>, id: bigint | undefined, fullHash: Uint8Array | undefined): Promise<RemovedTransaction | undefined> {
  const removed = await ctx.mempool.removal(id ?? idFromHashPrefix(fullHash!));
  return removed !== undefined && (fullHash === undefined || bytesEqual(removed.fullHash, fullHash)) ? removed : undefined;
}

/** The spec's Transaction object: with height, block and confirmations when confirmed. */
export function renderFound(found: FoundTransaction): Record<string, unknown> {
  if (!found.confirmed) return transactionToJSON(found.transaction);
  return transactionToJSON(found.located.transaction, { location: found.located.location, tipHeight: found.tipHeight });
}

/** The transaction of a lookup result. */
export function transactionOf(found: FoundTransaction): Transaction {
  return found.confirmed ? found.located.transaction : found.transaction;
}
