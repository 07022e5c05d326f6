// getActorState: the debug view of the actor system.
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { ApiTag, defineHandler } from '../../types.js';

export const getActorState = defineHandler({
  requestType: 'getActorState',
  tags: [ApiTag.DEBUG],
  description:
    'Returns actors: per actor (blockchain, mempool, forger, ...) its status, state value, mailboxDepth (queued plus in flight), messagesProcessed, failed, lastError, recentEvents and the machines below it (children). actor selects one. Admin only, and POST only like every admin operation: the view shows internal state (queued message types, errors) that is not public.',
  method: 'POST',
  requirePost: true,
  requirePassword: true,
  requireBlockchain: false,
  params: [{ name: 'actor', type: 'string', description: 'Only this actor (its system id, e.g. mempool).' }],
  async handler({ actor }, ctx: NodeApiContext) {
    const all = ctx.debugSnapshot();
    if (actor === undefined) return { actors: all };
    if (!Object.hasOwn(all, actor)) throw apiErrors.invalidParam('actor', `no actor ${actor}; running: ${Object.keys(all).join(', ')}`);
    return { actors: { [actor]: all[actor] } };
  },
});
