// leaseBalance: an effective-balance leasing transaction (type 4, subtype 0): the sender lets
// the recipient forge with its balance for `period` blocks. Rules and heights:
// src/capabilities/accounts/leasing.ts and lease-phase.ts, docs/accounts.md.
import { effectiveBalanceLeasing, leasingPeriodProblem, MAX_LEASING_PERIOD, type LeasingAttachment } from '../../../capabilities/accounts/leasing.js';
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { ApiTag, defineHandler } from '../../types.js';
import { CREATE_TRANSACTION_PARAMS, createTransaction } from '../transactions/create-transaction.js';
import { R } from '../../response-schema.js';

export const leaseBalance = defineHandler({
  requestType: 'leaseBalance',
  tags: [ApiTag.FORGING, ApiTag.ACCOUNTS, ApiTag.CREATE_TRANSACTION],
  description:
    `Leases the sender's effective (forging) balance to recipient for period blocks (the network's minimum to ${MAX_LEASING_PERIOD}; mainnet minimum 1440, devnet 2), starting the network's leasing delay after the transaction's block (mainnet 1440 blocks, devnet 3). While it runs the lessee forges with the sender's guaranteed balance and the sender's own effective balance is 0. A lease made while another is scheduled or running is queued to start when that one ends; a later one replaces the queued one. The recipient must not be the sender and must have a public key (or give recipientPublicKey): errorCode 7 naming recipient; a period out of range is errorCode 7 naming period. Fee: 1 coin. Returns what every transaction-creating operation returns.`,
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: R.createTransaction,
  params: [
    { name: 'recipient', type: 'account', required: true, description: 'The lessee (numeric id or RS address): not the sender.' },
    { name: 'period', type: 'int', required: true, min: 1, max: MAX_LEASING_PERIOD, description: `Lease length in blocks (the network's minimum to ${MAX_LEASING_PERIOD}).` },
    ...CREATE_TRANSACTION_PARAMS,
  ],
  async handler(p, ctx: NodeApiContext) {
    const problem = leasingPeriodProblem(p.period, ctx.params);
    if (problem !== undefined) throw apiErrors.invalidParam('period', problem);
    // Checked here too (the pool checks it again) so an unsigned or unbroadcast lease is refused
    // as a broadcast one would be: the lessee must be able to sign blocks.
    if (p.recipientPublicKey === undefined) {
      const lessee = await ctx.blockchain.getAccount(p.recipient);
      if (lessee === undefined || lessee.publicKey === null) throw apiErrors.invalidParam('recipient', 'the lessee has no public key yet: give recipientPublicKey');
    }
    const attachment: LeasingAttachment = { version: 1, period: p.period };
    return createTransaction(ctx, p, { type: effectiveBalanceLeasing.type, subtype: effectiveBalanceLeasing.subtype, recipientId: p.recipient, attachment });
  },
});
