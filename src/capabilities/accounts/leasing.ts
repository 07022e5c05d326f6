// Effective-balance leasing (type 4, subtype 0), Nxt style: the sender (lessor) lets the
// recipient (lessee) forge with its guaranteed balance for `period` blocks, starting
// params.leasingDelay blocks after the transaction's block. Its own forging balance is 0 while
// the lease runs. A lease made while another is scheduled or running queues as the next one;
// a later one replaces the queued one (lease-phase.ts has the heights).
//
// Attachment (version 1): u16 period (JSON: `period`). Rules: a recipient that is not the
// sender, amount 0, period from params.minLeasingPeriod to 65535 blocks; the recipient must have
// a public key, or the transaction announces it (recipientPublicKey), so the lessee can sign
// blocks. Fee: 1 coin.
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import type { NetworkParams } from '../../domain/network-params.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import type { ByteReader, ByteWriter } from '../../domain/bytes.js';
import { MIN_TRANSACTION_FEE_MTA } from '../../domain/constants.js';
import { invalidParameter, stateRejection, TransactionRejectedError, TxRejectReason } from '../../domain/errors.js';
import { ACCOUNT_LEASES } from './tables.js';

/** The attachment's u16. */
export const MAX_LEASING_PERIOD = 65535;
export const LEASING_FEE_MTA = MIN_TRANSACTION_FEE_MTA;

export interface LeasingAttachment extends Attachment {
  readonly period: number;
}

function checkVersion(version: number): void {
  if (version !== 1) throw invalidParameter(`unsupported EffectiveBalanceLeasing attachment version ${version}`, 'attachment');
}

/** Why a period is refused on this network (undefined when it is in range). */
export function leasingPeriodProblem(period: number, params: Pick<NetworkParams, 'minLeasingPeriod'>): string | undefined {
  if (!Number.isInteger(period) || period < params.minLeasingPeriod || period > MAX_LEASING_PERIOD) {
    return `period must be ${params.minLeasingPeriod}..${MAX_LEASING_PERIOD} blocks`;
  }
  return undefined;
}

export const effectiveBalanceLeasing: TransactionType<LeasingAttachment> = Object.freeze({
  type: 4,
  subtype: 0,
  name: 'EffectiveBalanceLeasing',
  attachmentName: 'EffectiveBalanceLeasing',
  tags: Object.freeze(['ACCOUNTS']),
  canHaveRecipient: true,
  mustHaveRecipient: true,

  parseAttachment(reader: ByteReader, version: number): LeasingAttachment {
    checkVersion(version);
    return { version, period: reader.u16() };
  },
  writeAttachment(writer: ByteWriter, a: LeasingAttachment): void {
    writer.u16(a.period);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): LeasingAttachment {
    checkVersion(version);
    const period = json['period'];
    if (typeof period !== 'number' || !Number.isInteger(period) || period < 0 || period > MAX_LEASING_PERIOD) {
      throw invalidParameter(`period must be an integer 0..${MAX_LEASING_PERIOD}`, 'period');
    }
    return { version, period };
  },
  attachmentToJSON(a: LeasingAttachment): Record<string, unknown> {
    return { period: a.period };
  },

  validateStateless(tx: Transaction, params: NetworkParams): void {
    const a = attachmentOf(tx, effectiveBalanceLeasing);
    if (a.version !== 1) throw new TransactionRejectedError(TxRejectReason.INVALID_ATTACHMENT, 'unsupported attachment version', 'attachment');
    if (tx.recipientId === tx.senderId) throw new TransactionRejectedError(TxRejectReason.INVALID_RECIPIENT, 'an account cannot lease its balance to itself', 'recipient');
    if (tx.amountMTA !== 0n) throw new TransactionRejectedError(TxRejectReason.INVALID_AMOUNT, 'a lease carries no amount', 'amountMTA');
    const problem = leasingPeriodProblem(a.period, params);
    if (problem) throw new TransactionRejectedError(TxRejectReason.INVALID_ATTACHMENT, problem, 'period');
  },
  validate(tx: Transaction, { state }: TxValidationContext): void {
    const recipient = state.getAccount(tx.recipientId);
    if ((recipient === undefined || recipient.publicKey === null) && tx.appendices.publicKeyAnnouncement === undefined) {
      throw stateRejection(TxRejectReason.INVALID_RECIPIENT, 'the lessee has no public key yet: announce it with recipientPublicKey', 'recipient');
    }
  },
  apply(tx: Transaction, state: LedgerState): void {
    // The heights need params.leasingDelay, which the block's end phase has: the request waits
    // there (lease-phase.ts), in transaction order.
    const a = attachmentOf(tx, effectiveBalanceLeasing);
    const lease = state.get(ACCOUNT_LEASES, tx.senderId) ?? { current: null, active: false, next: null, requests: [] };
    state.put(ACCOUNT_LEASES, tx.senderId, { ...lease, requests: [...lease.requests, { lessee: tx.recipientId, period: a.period }] });
    state.emit({ capability: 'accounts', name: 'leaseRequested', transactionId: tx.id, attributes: { lessor: tx.senderId, lessee: tx.recipientId, period: a.period } });
  },
  minimumFeeMTA(): bigint {
    return LEASING_FEE_MTA;
  },
});
