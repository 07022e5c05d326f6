// What this node's shuffler does for one participant (an account) in one shuffling, as a pure
// XState v5 statechart. The ledger is the truth: stages change only in block application, and the
// shuffler actor turns each applied block into the typed events of ./events.ts. The machine only
// decides which transaction this participant owes next, and submits it through the one named actor
// `submitTransaction` (the owner provides it with `.provide()`: it builds, signs and hands the
// transaction to the mempool; the secret phrases stay in its closure, never in this context, so a
// snapshot is safe to show in getActorState).
//
//   registering ── SUBMITTED ──> waitingForTurn ── ASSIGNED ──> processing ─────────┐
//                                      │            (last) ──> submittingRecipients ┤
//                                      │                                            │ VERIFICATION_STARTED
//                                      │ BLOCK, 0 blocks left, not BLAME            v
//                                      └──> failed 'timeout'                     verifying ── DONE ──> done 'shuffled'
//   BLAME_STARTED naming us ──> failed 'blamed'                 (the last participant's recipients
//   BLAME_STARTED otherwise ──> revealing (cancel + blame data)  count as its verification)
//        └─ CANCELLED ──> done 'refunded' (or failed 'blamed' when the ledger blames us after all)
//   CANCELLED outside blame ──> failed 'cancelled' | 'blamed';  DONE ──> done;  STOP ──> stopped
//
// Each submitting state has the substates sending (the actor runs) -> retrying | <sent>. A failed
// submission is kept with its cause in `failedSubmission` and retried after the next BLOCK: no
// timers, so the machine needs no clock (a simulated one in the tests shows that time alone never
// moves it). Submission outcomes are raised as SUBMITTED / SUBMIT_FAILED events, so every step is a
// named event in an inspection log.
//
// Resuming after a restart (secrets live only in memory, so an operator calls startShuffler again):
// the shuffler actor passes `registered: true` when the chain already has this participant, and
// then feeds the current stage as events (ASSIGNED, VERIFICATION_STARTED, BLAME_STARTED...).
import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import type { ShufflerEvent, ShufflerFailure, ShufflerOutcome, ShufflerTxKind, ShufflingStageName } from './events.js';

export interface ShufflerMachineInput {
  readonly account: bigint;
  readonly shufflingFullHash: string;
  /** The chain already holds this participant's registration (a shuffler started again). */
  readonly registered?: boolean;
}

/** What `submitTransaction` is asked to build and submit. */
export interface SubmitTransactionInput {
  readonly kind: ShufflerTxKind;
  readonly account: bigint;
  readonly shufflingFullHash: string;
  /** The last block height the machine has seen (null before the first BLOCK). */
  readonly height: number | null;
  /** 1 for a first try, n for the (n-1)-th retry of the same kind. */
  readonly attempt: number;
}

export interface SubmitTransactionOutput {
  readonly transactionId: string;
}

export interface SubmittedRecord {
  readonly kind: ShufflerTxKind;
  readonly transactionId: string;
  readonly height: number | null;
}

export interface FailedSubmission {
  readonly kind: ShufflerTxKind;
  readonly cause: string;
  readonly height: number | null;
  /** Failed attempts of this kind so far. */
  readonly attempts: number;
}

export interface ShufflerContext {
  readonly account: bigint;
  readonly shufflingFullHash: string;
  /** Where the shuffling stands, from the last BLOCK. */
  readonly height: number | null;
  readonly stage: ShufflingStageName;
  readonly assignee: bigint | null;
  readonly blocksRemaining: number | null;
  readonly registered: boolean;
  /** This participant is the last one (it submits the recipients). */
  readonly last: boolean;
  /** The ledger named this account as the cheater. */
  readonly blamed: boolean;
  readonly blamedAccount: bigint | null;
  /** The kind being submitted (or last submitted). */
  readonly inFlight: ShufflerTxKind | null;
  readonly submitted: readonly SubmittedRecord[];
  /** A submission that failed and waits for the next BLOCK to be tried again. */
  readonly failedSubmission: FailedSubmission | null;
  readonly failure: ShufflerFailure | null;
  readonly outcome: ShufflerOutcome | null;
}

export class ShufflerActorNotProvidedError extends Error {
  override readonly name = 'ShufflerActorNotProvidedError';
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function heightOf(event: ShufflerEvent): number | null {
  return 'height' in event ? event.height : null;
}

function submitInput(context: ShufflerContext): SubmitTransactionInput {
  const kind = context.inFlight!;
  const failed = context.failedSubmission;
  return {
    kind,
    account: context.account,
    shufflingFullHash: context.shufflingFullHash,
    height: context.height,
    attempt: (failed !== null && failed.kind === kind ? failed.attempts : 0) + 1,
  };
}

/** VERIFICATION started: verified already (the last participant, or a restart after verifying),
 * its recipient missing (blame), or verify now. Targets are absolute: several states share it. */
const ON_VERIFICATION_STARTED = [
  { guard: 'alreadyVerified', target: '#shuffler.verifying.verified', actions: 'recordHeight' },
  { guard: 'recipientMissing', target: '#shuffler.revealing', actions: 'recordHeight' },
  { target: '#shuffler.verifying', actions: 'recordHeight' },
] as const;

/** The done/error events of the `submitTransaction` invocation (not in the ShufflerEvent union). */
type SubmitDone = { readonly output: SubmitTransactionOutput };
type SubmitError = { readonly error: unknown };

export const shufflerMachine = setup({
  types: {} as { context: ShufflerContext; events: ShufflerEvent; input: ShufflerMachineInput },
  actors: {
    submitTransaction: fromPromise<SubmitTransactionOutput, SubmitTransactionInput>(async () => {
      throw new ShufflerActorNotProvidedError("shuffler actor 'submitTransaction' was not provided");
    }),
  },
  guards: {
    alreadyRegistered: ({ context }) => context.registered,
    isLastParticipant: ({ event }) => event.type === 'ASSIGNED' && event.last,
    /** The stage's time ran out while this participant still owes its turn (a chain that moved to
     * BLAME, or ended, says what happens instead through its own events). */
    turnTimedOut: ({ event }) =>
      event.type === 'BLOCK' && event.blocksRemaining <= 0 && event.stage !== 'BLAME' && event.stage !== 'CANCELLED' && event.stage !== 'DONE',
    registrationClosed: ({ event }) => event.type === 'BLOCK' && event.stage !== 'REGISTRATION',
    blamesUs: ({ context, event }) =>
      (event.type === 'BLAME_STARTED' || event.type === 'CANCELLED') && event.blamedAccount === context.account,
    recipientMissing: ({ event }) => event.type === 'VERIFICATION_STARTED' && !event.recipientIncluded,
    alreadyVerified: ({ event }) => event.type === 'VERIFICATION_STARTED' && event.verified,
    revealNeeded: ({ event }) => event.type === 'BLAME_STARTED' && event.revealNeeded,
    isInFlightKind: ({ context, event }) =>
      (event.type === 'SUBMITTED' || event.type === 'SUBMIT_FAILED') && event.kind === context.inFlight,
  },
  actions: {
    recordBlock: assign(({ event }) =>
      event.type === 'BLOCK'
        ? { height: event.height, stage: event.stage, assignee: event.assignee, blocksRemaining: event.blocksRemaining }
        : {}),
    recordHeight: assign(({ context, event }) => ({ height: heightOf(event) ?? context.height })),
    beginSubmission: assign((_, params: { readonly kind: ShufflerTxKind }) => ({ inFlight: params.kind })),
    raiseSubmitted: raise(({ context, event }) => ({
      type: 'SUBMITTED' as const,
      kind: context.inFlight!,
      transactionId: (event as unknown as SubmitDone).output.transactionId,
    })),
    raiseSubmitFailed: raise(({ context, event }) => ({
      type: 'SUBMIT_FAILED' as const,
      kind: context.inFlight!,
      cause: errorText((event as unknown as SubmitError).error),
    })),
    recordSubmitted: assign(({ context, event }) => {
      if (event.type !== 'SUBMITTED') return {};
      return {
        submitted: [...context.submitted, { kind: event.kind, transactionId: event.transactionId, height: context.height }],
        failedSubmission: null,
        registered: context.registered || event.kind === 'register',
      };
    }),
    recordSubmitFailed: assign(({ context, event }) => {
      if (event.type !== 'SUBMIT_FAILED') return {};
      const previous = context.failedSubmission;
      return {
        failedSubmission: {
          kind: event.kind,
          cause: event.cause,
          height: context.height,
          attempts: (previous !== null && previous.kind === event.kind ? previous.attempts : 0) + 1,
        },
      };
    }),
    /** The ledger has our step: nothing is left to retry. */
    clearFailedSubmission: assign({ failedSubmission: null }),
    markLast: assign(({ event }) => ({ last: event.type === 'ASSIGNED' && event.last })),
    noteBlame: assign(({ context, event }) => {
      if (event.type !== 'BLAME_STARTED' && event.type !== 'CANCELLED') return {};
      const blamed = event.blamedAccount === context.account;
      return { blamedAccount: event.blamedAccount, blamed: context.blamed || blamed };
    }),
    failWith: assign((_, params: { readonly reason: ShufflerFailure }) => ({ failure: params.reason })),
    finishWith: assign((_, params: { readonly outcome: ShufflerOutcome }) => ({ outcome: params.outcome })),
  },
}).createMachine({
  id: 'shuffler',
  context: ({ input }) => ({
    account: input.account,
    shufflingFullHash: input.shufflingFullHash,
    height: null,
    stage: 'REGISTRATION',
    assignee: null,
    blocksRemaining: null,
    registered: input.registered ?? false,
    last: false,
    blamed: false,
    blamedAccount: null,
    inFlight: null,
    submitted: [],
    failedSubmission: null,
    failure: null,
    outcome: null,
  }),
  initial: 'registering',
  // The ledger's verdicts apply in every state that has not ended; states refine them below.
  on: {
    BLOCK: { actions: 'recordBlock' },
    BLAME_STARTED: [
      { guard: 'blamesUs', target: '.failed', actions: ['recordHeight', 'noteBlame', { type: 'failWith', params: { reason: 'blamed' } }] },
      { guard: 'revealNeeded', target: '.revealing', actions: ['recordHeight', 'noteBlame'] },
      // Nothing (more) to reveal: wait for the ledger's verdict.
      { target: '.revealing.revealed', actions: ['recordHeight', 'noteBlame'] },
    ],
    CANCELLED: [
      { guard: 'blamesUs', target: '.failed', actions: ['recordHeight', 'noteBlame', { type: 'failWith', params: { reason: 'blamed' } }] },
      { target: '.failed', actions: ['recordHeight', 'noteBlame', { type: 'failWith', params: { reason: 'cancelled' } }] },
    ],
    DONE: { target: '.done', actions: ['recordHeight', { type: 'finishWith', params: { outcome: 'shuffled' } }] },
    STOP: { target: '.stopped' },
  },
  states: {
    registering: {
      always: { guard: 'alreadyRegistered', target: 'waitingForTurn' },
      initial: 'sending',
      on: {
        SUBMITTED: { guard: 'isInFlightKind', target: 'waitingForTurn', actions: 'recordSubmitted' },
        SUBMIT_FAILED: { guard: 'isInFlightKind', target: '.retrying', actions: 'recordSubmitFailed' },
      },
      states: {
        sending: {
          entry: { type: 'beginSubmission', params: { kind: 'register' } },
          invoke: {
            src: 'submitTransaction',
            input: ({ context }) => submitInput(context),
            onDone: { actions: 'raiseSubmitted' },
            onError: { actions: 'raiseSubmitFailed' },
          },
        },
        retrying: {
          on: {
            BLOCK: [
              // Registration closed before ours got in: its timeout passed.
              { guard: 'registrationClosed', target: '#shuffler.failed', actions: ['recordBlock', { type: 'failWith', params: { reason: 'timeout' } }] },
              { target: 'sending', actions: 'recordBlock' },
            ],
          },
        },
      },
    },

    waitingForTurn: {
      on: {
        // A shuffler started again after its turn: the ledger is already verifying.
        VERIFICATION_STARTED: ON_VERIFICATION_STARTED,
        ASSIGNED: [
          { guard: 'isLastParticipant', target: 'submittingRecipients', actions: ['recordHeight', 'markLast'] },
          { target: 'processing', actions: ['recordHeight', 'markLast'] },
        ],
        BLOCK: [
          { guard: 'turnTimedOut', target: 'failed', actions: ['recordBlock', { type: 'failWith', params: { reason: 'timeout' } }] },
          { actions: 'recordBlock' },
        ],
      },
    },

    processing: {
      initial: 'sending',
      on: {
        SUBMITTED: { guard: 'isInFlightKind', target: '.submitted', actions: 'recordSubmitted' },
        SUBMIT_FAILED: { guard: 'isInFlightKind', target: '.retrying', actions: 'recordSubmitFailed' },
        PROCESSING_DONE: { target: '.submitted', actions: ['recordHeight', 'clearFailedSubmission'] },
        VERIFICATION_STARTED: ON_VERIFICATION_STARTED,
      },
      states: {
        sending: {
          entry: { type: 'beginSubmission', params: { kind: 'process' } },
          invoke: {
            src: 'submitTransaction',
            input: ({ context }) => submitInput(context),
            onDone: { actions: 'raiseSubmitted' },
            onError: { actions: 'raiseSubmitFailed' },
          },
        },
        retrying: {
          on: { BLOCK: { target: 'sending', actions: 'recordBlock' } },
        },
        submitted: {},
      },
    },

    submittingRecipients: {
      initial: 'sending',
      on: {
        SUBMITTED: { guard: 'isInFlightKind', target: '.submitted', actions: 'recordSubmitted' },
        SUBMIT_FAILED: { guard: 'isInFlightKind', target: '.retrying', actions: 'recordSubmitFailed' },
        PROCESSING_DONE: { target: '.submitted', actions: ['recordHeight', 'clearFailedSubmission'] },
        // The last participant's recipients count as its verification (the event says verified).
        VERIFICATION_STARTED: ON_VERIFICATION_STARTED,
      },
      states: {
        sending: {
          entry: { type: 'beginSubmission', params: { kind: 'recipients' } },
          invoke: {
            src: 'submitTransaction',
            input: ({ context }) => submitInput(context),
            onDone: { actions: 'raiseSubmitted' },
            onError: { actions: 'raiseSubmitFailed' },
          },
        },
        retrying: {
          on: { BLOCK: { target: 'sending', actions: 'recordBlock' } },
        },
        submitted: {},
      },
    },

    verifying: {
      initial: 'sending',
      on: {
        SUBMITTED: { guard: 'isInFlightKind', target: '.verified', actions: 'recordSubmitted' },
        SUBMIT_FAILED: { guard: 'isInFlightKind', target: '.retrying', actions: 'recordSubmitFailed' },
      },
      states: {
        sending: {
          entry: { type: 'beginSubmission', params: { kind: 'verify' } },
          invoke: {
            src: 'submitTransaction',
            input: ({ context }) => submitInput(context),
            onDone: { actions: 'raiseSubmitted' },
            onError: { actions: 'raiseSubmitFailed' },
          },
        },
        retrying: {
          on: { BLOCK: { target: 'sending', actions: 'recordBlock' } },
        },
        verified: {},
      },
    },

    // Blame as an honest participant: reveal the key seeds (a cancellation with the blame data),
    // then wait for the ledger's verdict.
    revealing: {
      initial: 'sending',
      on: {
        SUBMITTED: { guard: 'isInFlightKind', target: '.revealed', actions: 'recordSubmitted' },
        SUBMIT_FAILED: { guard: 'isInFlightKind', target: '.retrying', actions: 'recordSubmitFailed' },
        // Already in blame: a repeated notice changes nothing but what we know.
        BLAME_STARTED: { actions: ['recordHeight', 'noteBlame'] },
        CANCELLED: [
          { guard: 'blamesUs', target: 'failed', actions: ['recordHeight', 'noteBlame', { type: 'failWith', params: { reason: 'blamed' } }] },
          { target: 'done', actions: ['recordHeight', 'noteBlame', { type: 'finishWith', params: { outcome: 'refunded' } }] },
        ],
      },
      states: {
        sending: {
          entry: { type: 'beginSubmission', params: { kind: 'cancel' } },
          invoke: {
            src: 'submitTransaction',
            input: ({ context }) => submitInput(context),
            onDone: { actions: 'raiseSubmitted' },
            onError: { actions: 'raiseSubmitFailed' },
          },
        },
        retrying: {
          on: { BLOCK: { target: 'sending', actions: 'recordBlock' } },
        },
        revealed: {},
      },
    },

    done: { type: 'final' },
    failed: { type: 'final' },
    stopped: { type: 'final' },
  },
});

export type ShufflerMachine = typeof shufflerMachine;
export type ShufflerSnapshot = SnapshotFrom<ShufflerMachine>;

/** The main state's name (for getShufflers / getActorState). */
export function shufflerStateName(snapshot: Pick<ShufflerSnapshot, 'value'>): string {
  const value = snapshot.value;
  return typeof value === 'string' ? value : Object.keys(value)[0]!;
}
