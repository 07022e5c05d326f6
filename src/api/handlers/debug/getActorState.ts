// getActorState: the debug view of the actor system. Every actor at once in a summary (enough to
// see which one is stuck, and on what); one actor in full with `actor`.
import { summarizeActor } from '../../../actors/inspector.js';
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { ApiTag, defineHandler } from '../../types.js';

export const getActorState = defineHandler({
  requestType: 'getActorState',
  tags: [ApiTag.DEBUG],
  description:
    'Returns actors, by name (blockchain, mempool, forger, peerManager, ...). Without actor, a summary of each: status, state (idle or busy), domain (its own state: the blockchain\'s tip, height and the block it is applying; the mempool\'s size, bytes and whether it is synced with the tip; the forger\'s forging accounts, next hit and last block forged; the peer manager\'s peers by state), mailboxDepth (queued plus in flight), queued, inFlight (type, since, ageMs), messagesProcessed, failed and lastError. With actor, that actor in full: also queuedTypes (queued messages counted by type), skipped, recentErrors, recentEvents (with times; a run of one type is one entry with count and lastAt, so ticks do not push the rest out) and the machines below it (children). Admin only, and POST only like every admin operation: the view shows internal state (queued message types, errors) that is not public.',
  method: 'POST',
  requirePost: true,
  requirePassword: true,
  requireBlockchain: false,
  params: [{ name: 'actor', type: 'string', description: 'Only this actor, in full (its system id, e.g. mempool).' }],
  async handler({ actor }, ctx: NodeApiContext) {
    const all = ctx.debugSnapshot();
    if (actor === undefined) {
      return { actors: Object.fromEntries(Object.entries(all).map(([id, info]) => [id, summarizeActor(info)])) };
    }
    if (!Object.hasOwn(all, actor)) throw apiErrors.invalidParam('actor', `no actor ${actor}; running: ${Object.keys(all).join(', ')}`);
    return { actors: { [actor]: all[actor] } };
  },
});
