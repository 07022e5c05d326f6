// increaseTime: moves the devnet node's clock forward, as anvil's evm_increaseTime does, so that
// transaction deadlines, phasing finish times and lease delays are reached in tests without
// waiting. Blocks forged afterwards carry the later time; other devnet nodes accept them
// (NetworkParams.forgeOnDemand: no bound ahead of the receiver's clock).
import type { NodeApiContext } from '../../context.js';
import { MAX_DEADLINE_MINUTES } from '../../../domain/constants.js';
import { ApiError, ApiErrorCode, apiErrors } from '../../errors.js';
import { ApiTag, defineHandler } from '../../types.js';
import { refuseOffDevnet } from './generateBlock.js';
import { INTEGER, NON_NEGATIVE, object } from '../../response-schema.js';

/** Ten years: far beyond any deadline or lease, well inside the 32-bit epoch timestamps. */
export const MAX_INCREASE_SECONDS = 10 * 365 * 24 * 3600;
/** The latest time the clock may reach: timestamps are signed 32-bit epoch seconds, and a
 * transaction created then must still fit its longest deadline. */
export const MAX_WARPED_EPOCH_SECONDS = 2 ** 31 - 1 - MAX_DEADLINE_MINUTES * 60;

export const increaseTime = defineHandler({
  requestType: 'increaseTime',
  tags: [ApiTag.DEBUG],
  description:
    "Devnet only: moves this node's clock forward by `seconds` (it never goes back) and returns {time (epoch seconds now), offsetSeconds (all moves so far), increasedBy}. The move lasts until the node stops. Transactions then expire and blocks are stamped by the new time; pair it with generateBlock to reach a height at a time. On other networks: errorCode 1 (HTTP 403).",
  method: 'POST',
  requirePost: true,
  requirePassword: true,
  requireBlockchain: false,
  response: object({ time: INTEGER, offsetSeconds: NON_NEGATIVE, increasedBy: NON_NEGATIVE }),
  params: [{ name: 'seconds', type: 'int', required: true, min: 0, max: MAX_INCREASE_SECONDS, description: 'Whole seconds to move the clock forward.' }],
  async handler(p, ctx: NodeApiContext) {
    refuseOffDevnet(ctx, 'increaseTime');
    if (ctx.timeWarp === undefined) throw new ApiError(ApiErrorCode.INCORRECT_REQUEST, "this node's clock cannot be moved", { httpStatus: 409 });
    const now = ctx.epochTime();
    if (now + p.seconds > MAX_WARPED_EPOCH_SECONDS) {
      throw apiErrors.invalidParam('seconds', `the clock would pass epoch second ${MAX_WARPED_EPOCH_SECONDS}, the last one timestamps can carry (at most ${MAX_WARPED_EPOCH_SECONDS - now} more)`);
    }
    const time = ctx.timeWarp.increase(p.seconds);
    return { time, offsetSeconds: ctx.timeWarp.offsetSeconds, increasedBy: p.seconds };
  },
});
