// getActorState: the debug view of the actor system. Every actor at once in a summary (enough to
// see which one is stuck, and on what); one actor in full with `actor`.
import { summarizeActor } from '../../../actors/inspector.js';
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { ApiTag, defineHandler } from '../../types.js';
import { NON_NEGATIVE, NULL, STRING, anyOf, arrayOf, int, nullable, object, oneOfStrings, openObject, str } from '../../response-schema.js';

// The view's shapes (actors/inspector.ts). Machine states and contexts are whatever the machines
// hold (made JSON-safe): open objects; nested machines below a machine's children: open too.
const STATE = anyOf(STRING, openObject('A nested state value.'), NULL);
const DEBUG_ERROR = object({ name: STRING, message: STRING }, { code: anyOf(STRING, { type: 'number' }), messageType: STRING, at: str('ISO 8601.') });
const RECENT_EVENT = object({ type: STRING, at: str('ISO 8601: the first event of the run.') }, { count: int('Events in the run (runs longer than one).', 2), lastAt: str('ISO 8601: the last event of the run.') });
const STATUS = oneOfStrings(['active', 'done', 'error', 'stopped']);
const MACHINE = object(
  {
    id: STRING,
    status: STATUS,
    state: STATE,
    context: nullable(openObject('The machine\'s context.')),
    eventsReceived: NON_NEGATIVE,
    recentEvents: arrayOf(RECENT_EVENT),
    error: nullable(DEBUG_ERROR),
    children: openObject('The machines below it, by id (the same shape).'),
  },
  {},
  { description: 'A machine below an actor.' },
);
const ACTOR = object(
  {
    systemId: STRING,
    status: STATUS,
    state: STATE,
    domain: nullable(openObject('The domain state its service describes.')),
    mailboxDepth: NON_NEGATIVE,
    queued: NON_NEGATIVE,
    inFlight: nullable(object({ type: STRING, since: str('ISO 8601.'), ageMs: NON_NEGATIVE })),
    messagesProcessed: NON_NEGATIVE,
    failed: NON_NEGATIVE,
    lastError: nullable(DEBUG_ERROR),
  },
  {
    queuedTypes: object({}, {}, { additional: NON_NEGATIVE, description: 'Queued messages by type (with actor).' }),
    skipped: NON_NEGATIVE,
    recentErrors: arrayOf(DEBUG_ERROR),
    recentEvents: arrayOf(RECENT_EVENT),
    children: object({}, {}, { additional: MACHINE, description: 'The machines below it, by id.' }),
  },
  { description: 'An actor: the summary fields always; queuedTypes, skipped, recentErrors, recentEvents and children only with actor.' },
);

export const getActorState = defineHandler({
  requestType: 'getActorState',
  tags: [ApiTag.DEBUG],
  description:
    'Returns actors, by name (blockchain, mempool, forger, peerManager, ...). Without actor, a summary of each: status, state (idle or busy), domain (its own state: the blockchain\'s tip, height and the block it is applying; the mempool\'s size, bytes and whether it is synced with the tip; the forger\'s forging accounts, next hit and last block forged; the peer manager\'s peers by state), mailboxDepth (queued plus in flight), queued, inFlight (type, since, ageMs), messagesProcessed, failed and lastError. With actor, that actor in full: also queuedTypes (queued messages counted by type), skipped, recentErrors, recentEvents (with times; a run of one type is one entry with count and lastAt, so ticks do not push the rest out) and the machines below it (children). Admin only, and POST only like every admin operation: the view shows internal state (queued message types, errors) that is not public.',
  method: 'POST',
  requirePost: true,
  requirePassword: true,
  requireBlockchain: false,
  response: object({ actors: object({}, {}, { additional: ACTOR, description: 'By system id (blockchain, mempool, forger, peerManager, ...).' }) }),
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
