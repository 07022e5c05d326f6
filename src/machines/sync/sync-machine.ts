// The download conversation with other nodes as a pure XState v5 statechart (Nxt's block
// downloader, one round at a time):
//
//   idle --(after syncInterval | SYNC_NOW)--> checking: ask peers for their cumulative difficulty
//     nobody ahead -> idle
//     a peer ahead -> syncing:
//       findingCommon   milestone ids, then next block ids -> the last block both chains share
//       downloading     the blocks after it, in segments, from the peer and its helpers
//       extend path:    pushing      (the common block is our tip)
//       fork path:      poppingOff -> pushingFork -> [worse or nothing pushed] restoring
//   -> finished: another round at once when this one made progress or a SYNC_NOW came in
//      meanwhile, else idle.
//
// Every bit of I/O is a named actor (fromPromise) or a named action that the owner supplies with
// `.provide()`; the only timer is the named delay `syncInterval`, which tests drive with a
// SimulatedClock. Actors report a bad peer by throwing PeerFaultError (or returning a push
// failure); the machine decides the punishment and hands it to the named action `punish`.
//
// The states carry tags so that status readers need not know the state names: `downloading`
// while a round is under way (findingCommon .. restoring), `fork` while our chain is being
// switched or restored. See syncStatusOf().
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { isPeerFault, notProvided, type Punishment } from './errors.js';

/** Our chain's tip as the sync sees it. */
export interface TipInfo {
  readonly id: bigint;
  readonly height: number;
  readonly cumulativeDifficulty: bigint;
}

/** A peer and what it says about its chain. */
export interface PeerTarget {
  readonly peerId: string;
  readonly cumulativeDifficulty: bigint;
  readonly height: number;
  readonly lastBlockId: bigint;
}

export interface PickPeerInput {
  /** A peer to ask first (a peer that just connected or gossiped a block we could not place). */
  readonly preferredPeer: string | null;
}
export interface PickPeerOutput {
  readonly ours: TipInfo;
  /** The peer with the highest cumulative difficulty above ours, if any. */
  readonly target: PeerTarget | null;
  /** Other peers ahead of us, asked for segments too. */
  readonly helpers: readonly string[];
}

export interface FindCommonInput {
  readonly peerId: string;
  readonly ours: TipInfo;
}
/** The last block our chain shares with the peer's. */
export interface CommonBlock {
  readonly id: bigint;
  readonly height: number;
  readonly cumulativeDifficulty: bigint;
}

export interface DownloadInput {
  readonly peerId: string;
  readonly helpers: readonly string[];
  readonly common: CommonBlock;
  readonly maxBlocks: number;
}
/** Downloaded blocks, opaque to the machine apart from their number. */
export interface DownloadedBatch {
  readonly count: number;
}
export interface DownloadOutput {
  readonly batch: DownloadedBatch;
  /** Our tip when the download finished (it may have moved since the round began). */
  readonly tip: TipInfo;
  /** Set when our tip moved during the round and we hold some of the blocks downloaded (they
   * came by gossip meanwhile): the batch was cut to what follows the last of them, which is the
   * new common block (our tip, or a block below it when our chain goes on elsewhere: a fork from
   * there). Without this the round would pop our own blocks as if for a fork and push them back. */
  readonly common?: CommonBlock;
}

export interface PopOffInput {
  readonly height: number;
}
/** Our blocks popped off above the common block, opaque apart from their number. */
export interface SavedBlocks {
  readonly count: number;
}
export interface PopOffOutput {
  /** Our tip right before popping: the fork must beat it. */
  readonly before: TipInfo;
  readonly saved: SavedBlocks;
}

export interface PushInput {
  readonly batch: DownloadedBatch;
  /** Peer the blocks were announced by (blamed with the supplier for an invalid block). */
  readonly peerId: string;
}
export interface PushFailure {
  readonly blockId: bigint;
  readonly reason: string;
  /** Peers to punish, and how; null when the failure is not their fault (e.g. our clock). */
  readonly peerIds: readonly string[];
  readonly punishment: Punishment | null;
}
export interface PushOutput {
  readonly pushed: number;
  readonly tip: TipInfo;
  readonly failure: PushFailure | null;
}

export interface RestoreInput {
  readonly height: number;
  readonly saved: SavedBlocks;
}
export interface RestoreOutput {
  readonly restored: number;
  readonly tip: TipInfo;
}

export interface SyncMachineInput {
  /** Period of the sync check when nothing triggers one (Nxt: 1 s). */
  readonly intervalMs: number;
  /** Deepest fork we follow, and the most blocks downloaded in one round (720). */
  readonly maxRollback: number;
}

export type SyncOutcome =
  | 'up-to-date'
  | 'extended'
  | 'switched-fork'
  | 'kept-own-chain'
  | 'no-common-block'
  | 'fork-too-deep'
  | 'failed';

export interface SyncContext {
  readonly intervalMs: number;
  readonly maxRollback: number;
  readonly preferredPeer: string | null;
  /** A SYNC_NOW arrived during a round: check again right after it. */
  readonly pending: boolean;
  /** Consecutive rounds made progress: report DOWNLOADING between them too. */
  readonly catchingUp: boolean;
  readonly ours: TipInfo | null;
  readonly target: PeerTarget | null;
  readonly helpers: readonly string[];
  readonly common: CommonBlock | null;
  readonly batch: DownloadedBatch | null;
  readonly popped: PopOffOutput | null;
  readonly lastPush: PushOutput | null;
  /** What the last round did, and figures for operators. */
  readonly lastOutcome: SyncOutcome | null;
  readonly lastError: string | null;
  readonly rounds: number;
  readonly blocksPushed: number;
  readonly forksSwitched: number;
  readonly forksRejected: number;
  /** The last round pushed at least one block and kept it. */
  readonly progressed: boolean;
}

export type SyncEvent =
  /** Check now (optionally starting with this peer); queued as `pending` while a round runs. */
  | { readonly type: 'SYNC_NOW'; readonly peerId?: string };


function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** One punishment the owner carries out (penalty points or a blacklisting). */
export interface PunishTarget {
  readonly peerId: string;
  readonly punishment: Punishment;
  readonly reason: string;
}

/** Whom a PeerFaultError blames. */
function faultTargets(event: unknown): PunishTarget[] {
  const err = (event as { error?: unknown }).error;
  if (!isPeerFault(err)) return [];
  return err.peerIds.map((peerId) => ({ peerId, punishment: err.punishment, reason: err.reason }));
}

/** Whom a push failure blames (nobody when it was not the peers' fault). */
function pushFailureTargets(out: PushOutput): PunishTarget[] {
  const failure = out.failure;
  if (failure?.punishment == null) return [];
  const punishment = failure.punishment;
  return failure.peerIds.map((peerId) => ({ peerId, punishment, reason: `invalid block ${failure.blockId}: ${failure.reason}` }));
}

/**
 * A fork that turned out no better than our chain. The peer is blacklisted only when it lied:
 * we got its whole chain up to the tip it announced and that tip is lighter than it claimed.
 * Otherwise our own chain simply grew while we downloaded (or we only got part of the fork), and
 * nobody is at fault.
 */
function worseForkTargets(context: SyncContext, out: PushOutput): PunishTarget[] {
  // A failure has already punished (or excused) the peer.
  if (out.failure != null) return pushFailureTargets(out);
  const target = context.target!;
  if (out.tip.id !== target.lastBlockId || out.tip.cumulativeDifficulty >= target.cumulativeDifficulty) return [];
  return [{
    peerId: target.peerId,
    punishment: { kind: 'blacklist' },
    reason: `its chain has a lower cumulative difficulty (${out.tip.cumulativeDifficulty}) than it claimed (${target.cumulativeDifficulty})`,
  }];
}

const round = {
  target: null,
  helpers: [],
  common: null,
  batch: null,
  popped: null,
  lastPush: null,
} as const;

export const syncMachine = setup({
  types: {} as { context: SyncContext; events: SyncEvent; input: SyncMachineInput },
  actors: {
    pickPeer: fromPromise<PickPeerOutput, PickPeerInput>(async () => notProvided('pickPeer')),
    findCommonBlock: fromPromise<CommonBlock, FindCommonInput>(async () => notProvided('findCommonBlock')),
    downloadBlocks: fromPromise<DownloadOutput, DownloadInput>(async () => notProvided('downloadBlocks')),
    popOffTo: fromPromise<PopOffOutput, PopOffInput>(async () => notProvided('popOffTo')),
    pushBlocks: fromPromise<PushOutput, PushInput>(async () => notProvided('pushBlocks')),
    restoreBlocks: fromPromise<RestoreOutput, RestoreInput>(async () => notProvided('restoreBlocks')),
  },
  delays: {
    syncInterval: ({ context }) => context.intervalMs,
  },
  actions: {
    // Supplied by the owner (the network glue): the machine only says whom, how and why.
    punish: (_, _params: { readonly targets: readonly PunishTarget[] }) => {},
  },
}).createMachine({
  id: 'sync',
  context: ({ input }) => ({
    intervalMs: input.intervalMs,
    maxRollback: input.maxRollback,
    preferredPeer: null,
    pending: false,
    catchingUp: false,
    ours: null,
    ...round,
    lastOutcome: null,
    lastError: null,
    rounds: 0,
    blocksPushed: 0,
    forksSwitched: 0,
    forksRejected: 0,
    progressed: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ catchingUp: false }),
      after: { syncInterval: 'checking' },
      on: {
        SYNC_NOW: { target: 'checking', actions: assign({ preferredPeer: ({ event }) => event.peerId ?? null }) },
      },
    },

    checking: {
      entry: assign({ pending: false, progressed: false, lastError: null, ...round }),
      on: {
        SYNC_NOW: { actions: assign({ pending: true, preferredPeer: ({ event, context }) => event.peerId ?? context.preferredPeer }) },
      },
      invoke: {
        src: 'pickPeer',
        input: ({ context }) => ({ preferredPeer: context.preferredPeer }),
        onDone: [
          {
            guard: ({ event }) => event.output.target == null,
            target: 'finished',
            actions: assign({ ours: ({ event }) => event.output.ours, lastOutcome: 'up-to-date', preferredPeer: null }),
          },
          {
            target: 'syncing',
            actions: assign({
              ours: ({ event }) => event.output.ours,
              target: ({ event }) => event.output.target,
              helpers: ({ event }) => event.output.helpers,
              preferredPeer: null,
              catchingUp: true,
              rounds: ({ context }) => context.rounds + 1,
            }),
          },
        ],
        onError: {
          target: 'finished',
          actions: assign({ lastOutcome: 'failed', lastError: ({ event }) => errorText(event.error), preferredPeer: null }),
        },
      },
    },

    syncing: {
      tags: ['downloading'],
      initial: 'findingCommon',
      on: {
        SYNC_NOW: { actions: assign({ pending: true, preferredPeer: ({ event, context }) => event.peerId ?? context.preferredPeer }) },
      },
      // An actor that proves a peer wrong throws PeerFaultError: punish and end the round.
      states: {
        findingCommon: {
          invoke: {
            src: 'findCommonBlock',
            input: ({ context }) => ({ peerId: context.target!.peerId, ours: context.ours! }),
            onDone: [
              {
                // Nxt: a fork deeper than the rollback limit is not followed (nor punished: the
                // peer may be honest and we the ones on a long fork; an operator must act).
                guard: ({ context, event }) => context.ours!.height - event.output.height > context.maxRollback,
                target: '#sync.finished',
                actions: assign({ common: ({ event }) => event.output, lastOutcome: 'fork-too-deep' }),
              },
              { target: 'downloading', actions: assign({ common: ({ event }) => event.output }) },
            ],
            onError: { target: '#sync.failed' },
          },
        },
        downloading: {
          invoke: {
            src: 'downloadBlocks',
            input: ({ context }) => ({
              peerId: context.target!.peerId,
              helpers: context.helpers,
              common: context.common!,
              maxBlocks: context.maxRollback,
            }),
            onDone: [
              {
                // Everything the peer had reached us by gossip while we downloaded it.
                guard: ({ event }) => event.output.batch.count === 0 && event.output.common !== undefined,
                target: '#sync.finished',
                actions: assign({ common: ({ event }) => event.output.common!, lastOutcome: 'up-to-date' }),
              },
              {
                guard: ({ event }) => event.output.batch.count === 0,
                target: '#sync.finished',
                actions: assign({ lastOutcome: 'failed', lastError: 'the peer delivered no blocks' }),
              },
              {
                guard: ({ context, event }) => event.output.tip.id === (event.output.common ?? context.common!).id,
                target: 'pushing',
                actions: assign({ batch: ({ event }) => event.output.batch, common: ({ context, event }) => event.output.common ?? context.common }),
              },
              {
                // Deeper than we may roll back now (our tip moved on while downloading).
                guard: ({ context, event }) => event.output.tip.height - (event.output.common ?? context.common!).height > context.maxRollback,
                target: '#sync.finished',
                actions: assign({ lastOutcome: 'fork-too-deep' }),
              },
              { target: 'poppingOff', actions: assign({ batch: ({ event }) => event.output.batch, common: ({ context, event }) => event.output.common ?? context.common }) },
            ],
            onError: { target: '#sync.failed' },
          },
        },
        pushing: {
          invoke: {
            src: 'pushBlocks',
            input: ({ context }) => ({ batch: context.batch!, peerId: context.target!.peerId }),
            onDone: {
              target: '#sync.finished',
              actions: [
                { type: 'punish', params: ({ event }) => ({ targets: pushFailureTargets(event.output) }) },
                assign(({ context, event }) => ({
                  lastPush: event.output,
                  blocksPushed: context.blocksPushed + event.output.pushed,
                  progressed: event.output.pushed > 0,
                  lastOutcome: event.output.pushed > 0 ? 'extended' : 'failed',
                  lastError: event.output.failure?.reason ?? null,
                })),
              ],
            },
            onError: { target: '#sync.failed' },
          },
        },
        poppingOff: {
          tags: ['fork'],
          invoke: {
            src: 'popOffTo',
            input: ({ context }) => ({ height: context.common!.height }),
            onDone: { target: 'pushingFork', actions: assign({ popped: ({ event }) => event.output }) },
            onError: { target: '#sync.failed' },
          },
        },
        pushingFork: {
          tags: ['fork'],
          invoke: {
            src: 'pushBlocks',
            input: ({ context }) => ({ batch: context.batch!, peerId: context.target!.peerId }),
            onDone: [
              {
                // Nothing taken, or a chain weaker than the one we had: put ours back.
                guard: ({ context, event }) =>
                  event.output.pushed === 0 || event.output.tip.cumulativeDifficulty <= context.popped!.before.cumulativeDifficulty,
                target: 'restoring',
                actions: [
                  { type: 'punish', params: ({ context, event }) => ({ targets: worseForkTargets(context, event.output) }) },
                  assign(({ context, event }) => ({
                    lastPush: event.output,
                    forksRejected: context.forksRejected + 1,
                    lastOutcome: 'kept-own-chain',
                    lastError: event.output.failure?.reason ?? 'the fork has a lower cumulative difficulty than our chain',
                  })),
                ],
              },
              {
                target: '#sync.finished',
                actions: [
                  { type: 'punish', params: ({ event }) => ({ targets: pushFailureTargets(event.output) }) },
                  assign(({ context, event }) => ({
                    lastPush: event.output,
                    blocksPushed: context.blocksPushed + event.output.pushed,
                    forksSwitched: context.forksSwitched + 1,
                    progressed: true,
                    lastOutcome: 'switched-fork',
                    lastError: event.output.failure?.reason ?? null,
                  })),
                ],
              },
            ],
            // Our blocks are popped: whatever went wrong, try to put them back.
            onError: {
              target: 'restoring',
              actions: assign({ lastOutcome: 'failed', lastError: ({ event }) => errorText(event.error) }),
            },
          },
        },
        restoring: {
          tags: ['fork'],
          invoke: {
            src: 'restoreBlocks',
            input: ({ context }) => ({ height: context.common!.height, saved: context.popped!.saved }),
            onDone: { target: '#sync.finished' },
            onError: {
              target: '#sync.finished',
              actions: assign({ lastOutcome: 'failed', lastError: ({ event }) => `restoring our blocks failed: ${errorText(event.error)}` }),
            },
          },
        },
      },
    },

    failed: {
      entry: [
        { type: 'punish', params: ({ event }) => ({ targets: faultTargets(event) }) },
        assign({ lastOutcome: 'failed', lastError: ({ event }) => errorText((event as { error?: unknown }).error) }),
      ],
      always: 'finished',
    },

    finished: {
      always: [
        { guard: ({ context }) => context.pending || context.progressed, target: 'checking' },
        { target: 'idle' },
      ],
    },
  },
});

export type SyncMachine = typeof syncMachine;
export type SyncSnapshot = SnapshotFrom<SyncMachine>;

/** What the node reports as `isDownloading` / `blockchainState` while the sync runs. */
export interface SyncStatus {
  readonly isDownloading: boolean;
  readonly blockchainState: 'UP_TO_DATE' | 'DOWNLOADING' | 'FORK';
}

export function syncStatusOf(snapshot: Pick<SyncSnapshot, 'hasTag' | 'matches' | 'context'>): SyncStatus {
  if (snapshot.hasTag('fork')) return { isDownloading: true, blockchainState: 'FORK' };
  if (snapshot.hasTag('downloading') || (snapshot.matches('checking') && snapshot.context.catchingUp)) {
    return { isDownloading: true, blockchainState: 'DOWNLOADING' };
  }
  return { isDownloading: false, blockchainState: 'UP_TO_DATE' };
}
