// Transaction validation and application: the rules common to every type, then the type's own.
// Cheap checks run first and the signature last, so junk costs little.
import type { ChainView, LedgerState } from './types.js';
import type { NetworkParams } from './network-params.js';
import type { Transaction } from './transaction.js';
import {
  HASH_LENGTH,
  MAX_BALANCE_MTA,
  MAX_DEADLINE_MINUTES,
  MAX_LONG,
  MAX_TIMESTAMP_DRIFT_SECONDS,
  MIN_DEADLINE_MINUTES,
  PUBLIC_KEY_LENGTH,
  TRANSACTION_VERSION,
} from './constants.js';
import { DomainError, stateRejection, TransactionRejectedError, TxRejectReason } from './errors.js';
import { verify } from './crypto.js';
import { accountIdFromPublicKey } from './account-id.js';
import { bytesEqual } from './hex.js';
import { appendixFeeMTA, validateAppendices } from './appendices.js';
import { setPublicKeyIfUnset } from './ledger.js';
import { applyEffect } from './effects.js';
import { checkDeferral, deferTransaction } from './deferred.js';
import { isPhasable, type TransactionTypeRegistry } from './tx-types/registry.js';
import { NO_HOOKS, type RegistryHooks } from './tx-types/hooks.js';
import { checkFinishHeight } from './phasing.js';

/** A refusal valid anywhere: the transaction itself is at fault. */
function reject(reason: TxRejectReason, description: string, param?: string): never {
  throw new TransactionRejectedError(reason, description, param);
}

/** A refusal that depends on this node's view (clock, chain, ledger): see TxRejectOptions. */
function rejectHere(reason: TxRejectReason, description: string, param?: string): never {
  throw stateRejection(reason, description, param);
}

function checkRegistered(tx: Transaction, registry: TransactionTypeRegistry | undefined): void {
  if (registry && registry.get(tx.type, tx.subtype) === undefined) reject(TxRejectReason.UNKNOWN_TYPE, `unknown transaction type ${tx.type}/${tx.subtype}`, 'type');
}

/** Minimum fee of a transaction: its type's minimum plus its appendices' fees. */
export function minimumFeeMTA(tx: Transaction, params: NetworkParams): bigint {
  return tx.txType.minimumFeeMTA(tx, params) + appendixFeeMTA(tx.appendices);
}

export interface StatelessValidationContext {
  /** The receiver's clock (or the block's timestamp when checking a block's transactions). */
  readonly nowEpochSeconds: number;
  readonly params: NetworkParams;
  /** When given, the transaction's type must be registered in it. */
  readonly registry?: TransactionTypeRegistry;
  /** Default true; false skips the Ed25519 check (e.g. already verified by the mempool). */
  readonly verifySignature?: boolean;
}

/** Rules that need no ledger: signature, version, deadline, timestamp drift and expiry, amount
 * and fee ranges, recipient presence, attachment and appendices, size, minimum fee. */
export function validateStateless(tx: Transaction, ctx: StatelessValidationContext): void {
  checkRegistered(tx, ctx.registry);
  if (tx.signature === null) reject(TxRejectReason.NOT_SIGNED, 'transaction is not signed', 'signature');
  if (tx.version !== TRANSACTION_VERSION) reject(TxRejectReason.BAD_VERSION, `unsupported transaction version ${tx.version}`, 'version');
  if (tx.senderPublicKey.length !== PUBLIC_KEY_LENGTH) reject(TxRejectReason.MALFORMED, 'sender public key must be 32 bytes', 'senderPublicKey');
  if (!Number.isInteger(tx.timestamp) || tx.timestamp < 0) reject(TxRejectReason.INVALID_TIMESTAMP, 'timestamp before the epoch', 'timestamp');
  if (!Number.isInteger(tx.deadline) || tx.deadline < MIN_DEADLINE_MINUTES || tx.deadline > MAX_DEADLINE_MINUTES) {
    reject(TxRejectReason.INVALID_DEADLINE, `deadline must be ${MIN_DEADLINE_MINUTES}..${MAX_DEADLINE_MINUTES} minutes`, 'deadline');
  }
  if (tx.timestamp > ctx.nowEpochSeconds + MAX_TIMESTAMP_DRIFT_SECONDS) rejectHere(TxRejectReason.TIMESTAMP_IN_FUTURE, 'timestamp is too far in the future', 'timestamp');
  if (tx.expiration < ctx.nowEpochSeconds) rejectHere(TxRejectReason.EXPIRED, 'transaction deadline has passed', 'deadline');
  if (tx.amountMTA < 0n || tx.amountMTA > MAX_BALANCE_MTA) reject(TxRejectReason.INVALID_AMOUNT, 'amount out of range', 'amountMTA');
  if (tx.feeMTA < 0n || tx.feeMTA > MAX_BALANCE_MTA) reject(TxRejectReason.INVALID_FEE, 'fee out of range', 'feeMTA');
  if (tx.amountMTA + tx.feeMTA > MAX_LONG) reject(TxRejectReason.OVERFLOW, 'amount + fee overflows', 'amountMTA');
  if (tx.txType.mustHaveRecipient && tx.recipientId === 0n) reject(TxRejectReason.INVALID_RECIPIENT, 'recipient required', 'recipient');
  // The amount goes to the recipient (applyEffect): without one it would vanish.
  if (tx.recipientId === 0n && tx.amountMTA !== 0n) reject(TxRejectReason.INVALID_AMOUNT, 'a transaction without a recipient carries no amount', 'amountMTA');
  if (!tx.txType.canHaveRecipient && tx.recipientId !== 0n) reject(TxRejectReason.INVALID_RECIPIENT, 'this transaction type has no recipient', 'recipient');
  if (tx.referencedTransactionFullHash !== null && tx.referencedTransactionFullHash.length !== HASH_LENGTH) {
    reject(TxRejectReason.MALFORMED, 'referenced full hash must be 32 bytes', 'referencedTransactionFullHash');
  }
  if (!Number.isInteger(tx.ecBlockHeight) || tx.ecBlockHeight < 0) reject(TxRejectReason.UNKNOWN_EC_BLOCK, 'bad economic clustering block height', 'ecBlockHeight');
  tx.txType.validateStateless(tx, ctx.params);
  validateAppendices(tx.appendices, tx.recipientId, accountIdFromPublicKey);
  let size: number;
  try {
    size = tx.size;
  } catch (e) {
    // A field outside its byte range (e.g. a timestamp beyond i32) cannot be serialised.
    if (e instanceof DomainError) reject(TxRejectReason.MALFORMED, e.reason, e.param);
    throw e;
  }
  if (size > ctx.params.maxPayloadLength) reject(TxRejectReason.TOO_LARGE, 'transaction larger than a block payload', 'transactionBytes');
  const minFee = minimumFeeMTA(tx, ctx.params);
  if (tx.feeMTA < minFee) rejectHere(TxRejectReason.FEE_TOO_LOW, `fee below the minimum of ${minFee} MTA`, 'feeMTA');
  if (ctx.verifySignature !== false && !verify(tx.signature!, tx.unsignedBytes(), tx.senderPublicKey)) {
    reject(TxRejectReason.BAD_SIGNATURE, 'signature does not verify', 'signature');
  }
}

export interface StateValidationContext {
  readonly chain: ChainView;
  readonly state: LedgerState;
  readonly registry?: TransactionTypeRegistry;
  readonly params: NetworkParams;
}

/** Rules against the chain and ledger: economic-clustering block, duplicates, referenced
 * transaction, sender key, funds, then the type's own rules. */
export function validateAgainstState(tx: Transaction, ctx: StateValidationContext): void {
  checkRegistered(tx, ctx.registry);
  const { chain, state } = ctx;
  if (tx.ecBlockHeight > chain.height || chain.getBlockIdAtHeight(tx.ecBlockHeight) !== tx.ecBlockId) {
    rejectHere(TxRejectReason.UNKNOWN_EC_BLOCK, 'economic clustering block is not on this chain', 'ecBlockId');
  }
  if (chain.hasTransaction(tx.id)) rejectHere(TxRejectReason.DUPLICATE, 'transaction already confirmed', 'transaction');
  if (tx.referencedTransactionFullHash !== null && !chain.hasTransactionFullHash(tx.referencedTransactionFullHash)) {
    rejectHere(TxRejectReason.UNKNOWN_REFERENCED_TRANSACTION, 'referenced transaction is not confirmed', 'referencedTransactionFullHash');
  }
  const sender = state.getAccount(tx.senderId);
  if (sender && sender.publicKey !== null && !bytesEqual(sender.publicKey, tx.senderPublicKey)) {
    reject(TxRejectReason.PUBLIC_KEY_MISMATCH, 'sender account has a different public key', 'senderPublicKey');
  }
  // In the mempool's pending state the balance is already net of every pending reservation.
  const needed = tx.amountMTA + tx.feeMTA;
  if ((sender?.balanceMTA ?? 0n) < needed) rejectHere(TxRejectReason.NOT_ENOUGH_FUNDS, 'not enough funds', 'amountMTA');
  const announced = tx.appendices.publicKeyAnnouncement;
  if (announced) {
    const recipient = state.getAccount(tx.recipientId);
    if (recipient && recipient.publicKey !== null && !bytesEqual(recipient.publicKey, announced.publicKey)) {
      reject(TxRejectReason.INVALID_APPENDIX, 'recipient already has a different public key', 'recipientPublicKey');
    }
  }
  const hooks = ctx.registry?.hooks ?? NO_HOOKS;
  const typeCtx = { state, chain, params: ctx.params, hooks };
  tx.txType.validate(tx, typeCtx);
  for (const check of hooks.checks) check(tx, typeCtx);
  const phasing = tx.appendices.phasing;
  if (phasing !== undefined) {
    if (hooks.phasing === undefined) reject(TxRejectReason.INVALID_APPENDIX, 'this node runs no phasing', 'phased');
    if (!isPhasable(tx.txType)) reject(TxRejectReason.INVALID_APPENDIX, `a ${tx.txType.name} transaction cannot be phased`, 'phased');
    checkFinishHeight(phasing, state.height);
    hooks.phasing.validate(tx, typeCtx, hooks);
  }
  // A deferred effect must still be ahead (the mempool drops one whose height has come).
  const deferredUntil = tx.txType.deferral?.until(tx, state);
  if (deferredUntil !== undefined) checkDeferral(deferredUntil, state.height);
}

/** Applies a validated transaction: debits amount + fee from the sender (setting its public key
 * when unset), applies its effect (the amount to the recipient, then the type's effects), or
 * holds it for a later height when the type defers it, then the public key announcement. The fee leaves the sender here; crediting it to the
 * forger is the block's business (see applyBlock). */
export function applyTransaction(tx: Transaction, state: LedgerState, registry?: TransactionTypeRegistry): void {
  checkRegistered(tx, registry);
  const senderId = tx.senderId;
  const sender = state.getAccount(senderId);
  if (!sender) rejectHere(TxRejectReason.NOT_ENOUGH_FUNDS, 'sender account does not exist', 'sender');
  const balanceMTA = sender.balanceMTA - tx.amountMTA - tx.feeMTA;
  if (balanceMTA < 0n) rejectHere(TxRejectReason.NOT_ENOUGH_FUNDS, 'not enough funds', 'amountMTA');
  state.putAccount({
    ...sender,
    balanceMTA,
    publicKey: sender.publicKey ?? tx.senderPublicKey.slice(),
  });
  const phasing = tx.appendices.phasing;
  const deferredUntil = tx.txType.deferral?.until(tx, state);
  if (phasing !== undefined) {
    // Accepted now, decided at the finish height: the amount is held (debited above, not yet
    // credited), the holdings too (the type's reserve, in committed state), and the poll opens.
    const hooks = registry?.hooks.phasing;
    if (hooks === undefined) reject(TxRejectReason.INVALID_APPENDIX, 'this node runs no phasing', 'phased');
    deferTransaction(state, tx, phasing.finishHeight);
    tx.txType.reserve?.(tx, state, registry?.hooks);
    hooks.accept(tx, state);
    // The recipient is an account from acceptance on (as in Nxt), whatever the outcome.
    if (tx.recipientId !== 0n) state.getOrCreateAccount(tx.recipientId);
  } else if (deferredUntil !== undefined) deferTransaction(state, tx, deferredUntil);
  else applyEffect(tx, state, registry?.hooks);
  const announced = tx.appendices.publicKeyAnnouncement;
  if (announced) setPublicKeyIfUnset(state, tx.recipientId, announced.publicKey);
}

/** What a pending transaction holds, applied to the mempool's pending state: amount + fee off
 * the sender's balance, then the type's own reservations. Run after validateAgainstState on the
 * same state, so the funds check already saw every earlier reservation. */
export function reserveTransaction(tx: Transaction, state: LedgerState, hooks?: RegistryHooks): void {
  const sender = state.getAccount(tx.senderId);
  const balanceMTA = (sender?.balanceMTA ?? 0n) - tx.amountMTA - tx.feeMTA;
  if (sender === undefined || balanceMTA < 0n) rejectHere(TxRejectReason.NOT_ENOUGH_FUNDS, 'not enough funds', 'amountMTA');
  state.putAccount({ ...sender, balanceMTA });
  tx.txType.reserve?.(tx, state, hooks);
}
