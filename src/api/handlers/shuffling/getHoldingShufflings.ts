// getHoldingShufflings: the shufflings of one holding (the coin, a totem or a currency), by stage.
// The holding is named by its id alone ("0" for the coin): totem and currency ids are transaction
// ids, so at most one of them has a given id, and the handler finds which.
import type { NodeApiContext } from '../../context.js';
import { applyPage } from '../../params.js';
import { ApiTag, defineHandler } from '../../types.js';
import { COIN, type HoldingRef } from '../../../domain/holding-ref.js';
import { parseUnsignedId } from '../../../domain/ids.js';
import type { StateReader } from '../../../domain/state/state.js';
import { holdingShufflings, isFinished, newestFirst } from '../../../capabilities/shuffling/queries.js';
import { SHUFFLING_STAGES } from '../../../capabilities/shuffling/records.js';
import type { RegistryHooks } from '../../../domain/tx-types/hooks.js';
import { ApiError, ApiErrorCode } from '../../errors.js';
import { renderShufflings, shufflingList } from './render.js';

/** The holding an id names: the coin for "0", else the totem or currency of that id (written as
 * any id parameter is: unsigned, or Nxt's signed form). A currency deleted since keeps its
 * finished shufflings listable: the shufflings table still names its kind. */
function holdingNamed(state: StateReader, hooks: RegistryHooks, value: string): HoldingRef {
  if (value === '0') return COIN;
  const id = parseUnsignedId(value, 'holding'); // a refusal is errorCode 7 naming holding
  // The holdings' capabilities answer through the registry's hooks (no capability imports another).
  for (const type of ['TOTEM', 'CURRENCY'] as const) if (hooks.holdings[type]?.exists(state, id) === true) return { type, id };
  for (const type of ['TOTEM', 'CURRENCY'] as const) if (holdingShufflings(state, { type, id }).length > 0) return { type, id };
  throw new ApiError(ApiErrorCode.INVALID_PARAMETER, 'Unknown holding: no totem or currency has this id', { param: 'holding' });
}

export const getHoldingShufflings = defineHandler({
  requestType: 'getHoldingShufflings',
  tags: [ApiTag.SHUFFLING],
  description:
    'Returns the shufflings of a holding, as getShuffling gives them, newest first (creation height, then id descending): the open ones (not DONE nor CANCELLED) unless includeFinished=true; stage keeps those in one stage, by index (0 REGISTRATION, 1 PROCESSING, 2 VERIFICATION, 3 BLAME, 4 CANCELLED, 5 DONE; a finished stage needs includeFinished=true). holding is "0" for the coin, or a totem or currency id; one that names neither: errorCode 7 naming holding. A stage out of 0..5: errorCode 7 naming stage.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: shufflingList('Newest first.'),
  params: [
    { name: 'holding', type: 'string', required: true, maxLength: 20, description: '"0" for the coin, or the totem or currency id.' },
    { name: 'stage', type: 'int', min: 0, max: SHUFFLING_STAGES.length - 1, description: 'Only this stage, by index: 0 REGISTRATION, 1 PROCESSING, 2 VERIFICATION, 3 BLAME, 4 CANCELLED, 5 DONE.' },
    { name: 'includeFinished', type: 'boolean', default: false, description: 'Also the finished (DONE or CANCELLED) ones.' },
  ],
  async handler({ holding, stage, includeFinished }, ctx: NodeApiContext, req) {
    const h = holdingNamed(ctx.state, ctx.registry.hooks, holding);
    const wanted = stage === undefined ? undefined : SHUFFLING_STAGES[stage];
    const rows = newestFirst(holdingShufflings(ctx.state, h)).filter(([, s]) => (wanted === undefined || s.stage === wanted) && (includeFinished || !isFinished(s)));
    return { shufflings: await renderShufflings(ctx, applyPage(rows, req.page)) };
  },
});
