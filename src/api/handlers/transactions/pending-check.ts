// The API's check of a transaction before it is signed (the MS writes, approveTransaction): the
// transaction type's own validation (its capability's rules) run against the mempool's pending
// state at the height of the next block, exactly as the mempool will run it. An unsigned or
// unbroadcast transaction is thus refused with the same errorCode, parameter and errorName as a
// broadcast one, and the rules are written once. Only for types whose validate reads the state
// alone (every currency type, the phasing vote): the pending view offers no chain history, and it
// refuses writes.
import type { Account, LedgerState } from '../../../domain/types.js';
import type { Transaction } from '../../../domain/transaction.js';
import type { StateReader } from '../../../domain/state/state.js';
import type { ChainView } from '../../../domain/types.js';
import { ACCOUNTS } from '../../../domain/state/accounts.js';
import type { NodeApiContext } from '../../context.js';

function readOnly(): never {
  throw new Error('the API pre-check reads the pending state; it never writes');
}

/** A read-only LedgerState over the pending state at `height`. */
function pendingLedger(pending: StateReader, height: number, blockTimestamp: number): LedgerState {
  return {
    height,
    blockTimestamp,
    get: (table, key) => pending.get(table, key),
    scan: (table, index, opts) => pending.scan(table, index, opts),
    getAccount: (id: bigint): Account | undefined => pending.get(ACCOUNTS, id),
    getOrCreateAccount: readOnly,
    putAccount: readOnly,
    put: readOnly,
    delete: readOnly,
    emit: readOnly,
  };
}

/** The chain facts a currency type's validation never reads. */
const NO_CHAIN_HISTORY: ChainView = {
  height: 0,
  lastBlockTimestamp: 0,
  getBlockIdAtHeight: readOnly,
  hasTransaction: readOnly,
  hasTransactionFullHash: readOnly,
};

/** Runs the transaction's type validation against the pending state; throws its refusal. */
export async function checkOnPendingState(ctx: NodeApiContext, tx: Transaction): Promise<void> {
  const pending = ctx.readView.pendingState() ?? (await ctx.mempool.pendingState());
  const tip = await ctx.blockchain.status();
  const state = pendingLedger(pending, tip.height + 1, tx.timestamp);
  tx.txType.validate(tx, { state, chain: { ...NO_CHAIN_HISTORY, height: tip.height }, params: ctx.params, hooks: ctx.registry.hooks });
}
