// getPhasingTotemControl: a totem's phasing control.
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { int, object, R } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { idToString } from '../../../domain/ids.js';
import { totemControlOf } from '../../../capabilities/totems/queries.js';
import { CONTROL_PARAMS_SCHEMA, renderControlParams } from '../transactions/control-params.js';
import { requireTotem } from './render.js';

export const getPhasingTotemControl = defineHandler({
  requestType: 'getPhasingTotemControl',
  tags: [ApiTag.PHASING, ApiTag.AE],
  description:
    'Returns the totem\'s phasing control: totem, votingModel and votingModelName, quorum, minBalance, minBalanceModel, holding, whitelist [{whitelisted, whitelistedRS}] and the height it was set at. Unknown totem, or a totem without a control: errorCode 7 naming totem.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: object({ totem: R.id, ...CONTROL_PARAMS_SCHEMA, height: int('Height the control was set at.', 0) }, {}, { description: 'A totem\'s phasing control.' }),
  params: [{ name: 'totem', type: 'id', required: true, description: 'The totem.' }],
  async handler({ totem }, ctx: NodeApiContext) {
    requireTotem(ctx, totem);
    const c = totemControlOf(ctx.state, totem);
    if (c === undefined) throw apiErrors.invalidParam('totem', 'the totem has no phasing control');
    return { totem: idToString(totem), ...renderControlParams(c), height: c.height };
  },
});
