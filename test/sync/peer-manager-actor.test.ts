// The peer manager actor on its own: attach spawns the sync machine as its child, calls are
// delegated to the backend, detach stops the child, and nothing is answered while detached.
import { describe, it, expect } from '@jest/globals';
import { setup, type AnyActorRef } from 'xstate';
import { createNodeSystem } from '../../src/actors/system.js';
import { SystemId } from '../../src/actors/system-ids.js';
import { ask } from '../../src/actors/ask.js';
import { NoHandlerError } from '../../src/actors/errors.js';
import {
  PeerManagerControl, PeerManagerNotAttachedError, peerManagerActor, syncChildOf, SYNC_CHILD_ID,
} from '../../src/actors/peer-manager-actor.js';

const child = setup({ types: {} as { input: unknown; context: { input: unknown } } }).createMachine({
  id: 'fake-sync',
  initial: 'waiting',
  context: ({ input }) => ({ input }),
  states: { waiting: { on: { POKE: 'poked' } }, poked: {} },
});

describe('peer manager actor', () => {
  it('refuses calls until attached, then delegates them and owns the sync child', async () => {
    const system = createNodeSystem({ actors: { [SystemId.peerManager]: peerManagerActor() } });
    system.start();
    const ref = system.get(SystemId.peerManager);
    await expect(ask(ref, { type: 'getPeers', args: [] })).rejects.toBeInstanceOf(PeerManagerNotAttachedError);
    expect(syncChildOf(ref)).toBeUndefined();

    const seen: unknown[][] = [];
    await ask(ref, {
      type: PeerManagerControl.attach,
      backend: { syncLogic: child, syncInput: { intervalMs: 5 }, calls: { getPeers: (...args: unknown[]) => { seen.push(args); return ['p1']; } } },
    });
    const sync = syncChildOf(ref) as AnyActorRef;
    expect(sync.getSnapshot().context).toEqual({ input: { intervalMs: 5 } });
    expect(await ask(ref, { type: 'getPeers', args: [{ state: 1 }] })).toEqual(['p1']);
    expect(seen).toEqual([[{ state: 1 }]]);
    await expect(ask(ref, { type: 'nope', args: [] })).rejects.toBeInstanceOf(NoHandlerError);

    sync.send({ type: 'POKE' });
    const debug = system.debugSnapshot()[SystemId.peerManager]!;
    expect(debug.children[SYNC_CHILD_ID]?.state).toBe('poked');

    await ask(ref, { type: PeerManagerControl.detach });
    expect(syncChildOf(ref)).toBeUndefined();
    await expect(ask(ref, { type: 'getPeers', args: [] })).rejects.toBeInstanceOf(PeerManagerNotAttachedError);
    await system.stop();
  });
});
