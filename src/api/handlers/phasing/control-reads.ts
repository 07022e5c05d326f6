// getPhasingOnlyControl and getAllPhasingOnlyControls: the phasing-only account controls, and
// getAccount's accountControls.
import type { NodeApiContext, AccountExtra } from '../../context.js';
import type { StateReader } from '../../../domain/state/state.js';
import { apiErrors } from '../../errors.js';
import { windowOf } from '../../../domain/state/pages.js';
import { arrayOf, int, object, R } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { idToString } from '../../../domain/ids.js';
import { encodeRS } from '../../../domain/reed-solomon.js';
import { ACCOUNT_CONTROLS } from '../../../capabilities/phasing/tables.js';
import type { AccountControl } from '../../../capabilities/phasing/records.js';
import { CONTROL_PARAMS_SCHEMA, renderControlParams } from '../transactions/control-params.js';

function renderControl(account: bigint, c: AccountControl): Record<string, unknown> {
  return {
    account: idToString(account),
    accountRS: encodeRS(account),
    ...renderControlParams(c),
    maxFees: c.maxFees.toString(),
    minDuration: c.minDuration,
    maxDuration: c.maxDuration,
    height: c.height,
  };
}

const CONTROL_SCHEMA = object(
  {
    account: R.id,
    accountRS: R.accountRS,
    ...CONTROL_PARAMS_SCHEMA,
    maxFees: R.amount,
    minDuration: int('Shortest phasing in blocks (0: none).', 0),
    maxDuration: int('Longest phasing in blocks (0: none).', 0),
    height: int('Height the control was set at.', 0),
  },
  {},
  { description: 'A phasing-only account control.' },
);

export const getPhasingOnlyControl = defineHandler({
  requestType: 'getPhasingOnlyControl',
  tags: [ApiTag.PHASING],
  description:
    'Returns the account\'s phasing-only control: account/accountRS, votingModel and votingModelName, quorum, minBalance, minBalanceModel, holding, whitelist [{whitelisted, whitelistedRS}], maxFees, minDuration, maxDuration (0: none) and the height it was set at. An account without one: errorCode 7 naming account.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: CONTROL_SCHEMA,
  params: [{ name: 'account', type: 'account', required: true, description: 'The account (numeric id or RS address).' }],
  async handler({ account }, ctx: NodeApiContext) {
    const c = ctx.state.get(ACCOUNT_CONTROLS, account);
    if (c === undefined) throw apiErrors.invalidParam('account', 'the account has no phasing-only control');
    return renderControl(account, c);
  },
});

export const getAllPhasingOnlyControls = defineHandler({
  requestType: 'getAllPhasingOnlyControls',
  tags: [ApiTag.PHASING],
  description: 'Returns phasingOnlyControls: every phasing-only account control (as getPhasingOnlyControl), oldest first.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: object({ phasingOnlyControls: arrayOf(CONTROL_SCHEMA, 'Oldest first.') }),
  params: [],
  async handler(_p, ctx: NodeApiContext, req) {
    return { phasingOnlyControls: ctx.state.scan(ACCOUNT_CONTROLS, 'byHeight', windowOf(req.page)).map(([account, c]) => renderControl(account, c)) };
  },
});

/** getAccount: accountControls lists PHASING_ONLY while the account has the control. */
export const ACCOUNT_CONTROLS_EXTRA: AccountExtra = {
  render(state: StateReader, account: bigint) {
    return state.get(ACCOUNT_CONTROLS, account) === undefined ? {} : { accountControls: ['PHASING_ONLY'] };
  },
};
