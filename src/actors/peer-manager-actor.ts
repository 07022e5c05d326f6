// The peer manager actor (SystemId.peerManager): the peer network's face in the actor system.
// It owns the sync machine as its child `sync` (so getActorState shows the download conversation
// next to the mailbox figures) and answers the NETWORK operations by calling the network layer.
//
// The actor exists from the node's start, but the network is attached later (it needs the
// running chain actors to answer peers): `attach` hands it a backend and spawns the sync machine;
// `detach` stops it. Calls made while nothing is attached fail with PeerManagerNotAttachedError.
// The backend is described structurally here (actors sit below the network layer), and the
// network layer types its calls (see src/net/node-network.ts, PeerManagerApi).
import type { AnyActorLogic, AnyActorRef } from 'xstate';
import { ActorError, ActorErrorCode, NoHandlerError } from './errors.js';
import { createServiceMachine, fromHandler } from './service-actor.js';
import type { ServiceCall } from './service-client.js';
import { SystemId } from './system-ids.js';

/** What the network layer plugs into the actor. */
export interface PeerManagerBackend {
  /** The sync machine with its actors provided, run as the child `sync`. */
  readonly syncLogic: AnyActorLogic;
  readonly syncInput: unknown;
  /** The operations the actor serves, by message type (`{ type, args }` calls). */
  readonly calls: Readonly<Record<string, (...args: any[]) => unknown>>;
  /** The peers by state, for the debug view (a ServiceDescriber: reads in-memory state only). */
  readonly describe?: () => unknown;
}

/** Child id of the sync machine. */
export const SYNC_CHILD_ID = 'sync';

export const PeerManagerControl = {
  attach: 'attach',
  detach: 'detach',
} as const;

export interface AttachMessage {
  readonly type: typeof PeerManagerControl.attach;
  readonly backend: PeerManagerBackend;
}
export interface DetachMessage {
  readonly type: typeof PeerManagerControl.detach;
}
export type PeerManagerMessage = AttachMessage | DetachMessage | ServiceCall;

export class PeerManagerNotAttachedError extends ActorError {
  override readonly name = 'PeerManagerNotAttachedError';
  readonly code = ActorErrorCode.NO_HANDLER;
  constructor(readonly messageType: string) {
    super(`the peer network is not running; '${messageType}' cannot be answered`);
  }
}

export interface PeerManagerActorOptions {
  readonly recentLimit?: number;
}

/** The sync machine child of a running peer manager actor, if attached. */
export function syncChildOf(peerManager: AnyActorRef): AnyActorRef | undefined {
  const children = (peerManager.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> }).children;
  return children?.[SYNC_CHILD_ID];
}

export function peerManagerActor(opts: PeerManagerActorOptions = {}) {
  let backend: PeerManagerBackend | null = null;
  return createServiceMachine<PeerManagerMessage>({
    id: SystemId.peerManager,
    ...(opts.recentLimit !== undefined ? { recentLimit: opts.recentLimit } : {}),
    describe: () => (backend === null ? { attached: false } : { attached: true, peers: backend.describe?.() ?? null }),
  }).provide({
    actors: {
      handle: fromHandler<PeerManagerMessage>((message, ctx) => {
        if (message.type === PeerManagerControl.attach) {
          backend = (message as AttachMessage).backend;
          // Spawned before this message is answered: the caller finds the child right after.
          ctx.spawnChild(SYNC_CHILD_ID, backend.syncLogic, backend.syncInput);
          return undefined;
        }
        if (message.type === PeerManagerControl.detach) {
          backend = null;
          ctx.stopChild(SYNC_CHILD_ID);
          return undefined;
        }
        if (backend === null) throw new PeerManagerNotAttachedError(message.type);
        const call = backend.calls;
        const fn = Object.hasOwn(call, message.type) ? call[message.type] : undefined;
        if (fn === undefined) throw new NoHandlerError(SystemId.peerManager, message.type);
        return fn(...((message as ServiceCall).args ?? []));
      }),
    },
  });
}
