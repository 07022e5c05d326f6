// setPhasingOnlyControl: a phasing-only account control (4/1). Rules:
// src/capabilities/phasing/account-control.ts.
import { setPhasingOnly } from '../../../capabilities/phasing/account-control.js';
import type { NodeApiContext } from '../../context.js';
import { R } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { CREATE_TRANSACTION_PARAMS, createTransaction } from '../transactions/create-transaction.js';
import { CONTROL_PARAMS, controlParamsOf } from '../transactions/control-params.js';
import { checkOnPendingState } from '../transactions/pending-check.js';

export const setPhasingOnlyControl = defineHandler({
  requestType: 'setPhasingOnlyControl',
  tags: [ApiTag.PHASING, ApiTag.CREATE_TRANSACTION],
  description:
    'Sets the sender\'s phasing-only control (SetPhasingOnly, 4/1): from its block on, every transaction the account sends (its approveTransaction votes excepted) must be phased with exactly these voting parameters, finish between controlMinDuration and controlMaxDuration blocks after its block (0: unbounded), and keep the fees of the account\'s unfinished phased transactions within controlMaxFees (0: no cap); otherwise errorCode 10 (Phasing only). controlVotingModel -1 (NONE) removes the control. While a control is set, changing or removing it is itself a transaction of the account, so it must be phased with the control: its voters decide. getAccount then lists PHASING_ONLY in accountControls. Refusals: invalid parameters (quorum above the whitelist, a holding where none is taken, TRANSACTION or HASH, controlMaxFees under 3 coins, 22 for a balance-weighted model): errorCode 7 naming the parameter; NONE without a control: errorCode 7 naming controlVotingModel. Minimum fee: 1 coin. Returns what every transaction-creating operation returns.',
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: R.createTransaction,
  params: [
    ...CONTROL_PARAMS,
    { name: 'controlMaxFees', type: 'amount', default: 0n, description: 'Cap on the fees of the account\'s unfinished phased transactions, MTA (0: none).' },
    { name: 'controlMinDuration', type: 'int', min: 0, max: 20159, default: 0, description: 'Shortest phasing, in blocks (0: none; else 3..20159).' },
    { name: 'controlMaxDuration', type: 'int', min: 0, max: 20159, default: 0, description: 'Longest phasing, in blocks (0: none; else 3..20159).' },
    ...CREATE_TRANSACTION_PARAMS,
  ],
  async handler(p, ctx: NodeApiContext) {
    const attachment = { version: 1, params: controlParamsOf(p), maxFees: p.controlMaxFees, minDuration: p.controlMinDuration, maxDuration: p.controlMaxDuration };
    return createTransaction(ctx, p, { type: setPhasingOnly.type, subtype: setPhasingOnly.subtype, attachment: attachment as never, check: (tx) => checkOnPendingState(ctx, tx) });
  },
});
