// setPhasingTotemControl: a totem's phasing control (2/10). Rules:
// src/capabilities/totems/control.ts.
import { setPhasingTotemControl as controlType } from '../../../capabilities/totems/control.js';
import type { NodeApiContext } from '../../context.js';
import { R } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { CREATE_TRANSACTION_PARAMS, createTransaction } from '../transactions/create-transaction.js';
import { CONTROL_PARAMS, controlParamsOf } from '../transactions/control-params.js';
import { checkOnPendingState } from '../transactions/pending-check.js';
import { requireTotem } from './render.js';
import { TOTEM_PARAM } from './write-common.js';

export const setPhasingTotemControl = defineHandler({
  requestType: 'setPhasingTotemControl',
  tags: [ApiTag.PHASING, ApiTag.AE, ApiTag.CREATE_TRANSACTION],
  description:
    'Sets a totem\'s phasing control (SetPhasingTotemControl, 2/10): the sender must be the totem\'s issuer and hold every unit. From its block on, every transfer, delete and order of the totem, and any change of the control, must be phased with exactly these voting parameters (errorCode 10 otherwise), and the Totem object shows hasPhasingTotemControl: true. A controlled totem pays no dividends (a dividend cannot be phased). controlVotingModel -1 (NONE) removes the control; while one is set the removal must be phased with it, so its voters decide. Refusals: not the issuer: errorCode 7 naming secretPhrase; units held elsewhere: errorCode 7 naming totem; invalid parameters: errorCode 7 naming the parameter. Minimum fee: 1 coin. Returns what every transaction-creating operation returns.',
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: R.createTransaction,
  params: [TOTEM_PARAM, ...CONTROL_PARAMS, ...CREATE_TRANSACTION_PARAMS],
  async handler(p, ctx: NodeApiContext) {
    requireTotem(ctx, p.totem);
    const attachment = { version: 1, totem: p.totem, params: controlParamsOf(p) };
    return createTransaction(ctx, p, { type: controlType.type, subtype: controlType.subtype, attachment: attachment as never, check: (tx) => checkOnPendingState(ctx, tx) });
  },
});
