// The control parameters of setPhasingOnlyControl and setPhasingTotemControl (Nxt's names), and
// their JSON in the control reads.
import { MinBalanceModel, VOTING_MODEL_NAMES, type PhasingParams, type VotingModel } from '../../../domain/phasing.js';
import { encodeRS } from '../../../domain/reed-solomon.js';
import { idToString } from '../../../domain/ids.js';
import { arrayOf, int, object, R, str } from '../../response-schema.js';
import type { ParamSpec } from '../../types.js';

export const CONTROL_PARAMS = [
  { name: 'controlVotingModel', type: 'int', required: true, min: -1, max: 3, description: '-1 NONE (removes the control), 0 ACCOUNT, 1 COIN, 2 TOTEM, 3 CURRENCY (TRANSACTION and HASH cannot control).' },
  { name: 'controlQuorum', type: 'amount', default: 0n, description: 'Votes (ACCOUNT), MTA (COIN) or units (TOTEM, CURRENCY) a controlled transaction needs.' },
  { name: 'controlMinBalance', type: 'amount', default: 0n, description: 'A voter below this balance (by controlMinBalanceModel) counts 0.' },
  { name: 'controlMinBalanceModel', type: 'int', min: 0, max: 3, default: 0, description: '0 NONE, 1 COIN, 2 TOTEM, 3 CURRENCY.' },
  { name: 'controlHolding', type: 'id', description: 'The totem or currency of a TOTEM / CURRENCY model or minimum balance.' },
  { name: 'controlWhitelisted', type: 'accountList', maxItems: 10, description: 'The only accounts that may vote (at most 10).' },
] as const satisfies readonly ParamSpec[];

export interface ControlParamValues {
  readonly controlVotingModel: number;
  readonly controlQuorum: bigint;
  readonly controlMinBalance: bigint;
  readonly controlMinBalanceModel: number;
  readonly controlHolding?: bigint | undefined;
  readonly controlWhitelisted?: bigint[] | undefined;
}

/** The control's parameters (the whitelist sorted as the rules want it). */
export function controlParamsOf(p: ControlParamValues): PhasingParams {
  const signed = (a: bigint) => BigInt.asIntN(64, a);
  return {
    votingModel: p.controlVotingModel as VotingModel,
    quorum: p.controlQuorum,
    minBalance: p.controlMinBalance,
    minBalanceModel: p.controlMinBalanceModel as MinBalanceModel,
    holding: p.controlHolding ?? 0n,
    whitelist: [...new Set(p.controlWhitelisted ?? [])].sort((a, b) => (signed(a) < signed(b) ? -1 : signed(a) > signed(b) ? 1 : 0)),
  };
}

export function renderControlParams(p: PhasingParams): Record<string, unknown> {
  return {
    votingModel: p.votingModel,
    votingModelName: VOTING_MODEL_NAMES[p.votingModel],
    quorum: p.quorum.toString(),
    minBalance: p.minBalance.toString(),
    minBalanceModel: p.minBalanceModel,
    holding: idToString(p.holding),
    whitelist: p.whitelist.map((a) => ({ whitelisted: idToString(a), whitelistedRS: encodeRS(a) })),
  };
}

export const CONTROL_PARAMS_SCHEMA = {
  votingModel: int('-1 NONE, 0 ACCOUNT, 1 COIN, 2 TOTEM, 3 CURRENCY.', -1),
  votingModelName: str('The model\'s name.'),
  quorum: R.amount,
  minBalance: R.amount,
  minBalanceModel: int('0 NONE, 1 COIN, 2 TOTEM, 3 CURRENCY.', 0),
  holding: R.idOrZero,
  whitelist: arrayOf(object({ whitelisted: R.id, whitelistedRS: R.accountRS }), 'The only voters (empty: anyone).'),
} as const;
