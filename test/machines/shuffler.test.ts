// The shuffler machine of one participant with a fake `submitTransaction` (swapped in with
// .provide()) on a SimulatedClock: the ledger's events are sent by hand, and the clock shows that
// time alone never moves the machine (only blocks do).
import { describe, it, expect } from '@jest/globals';
import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import { createSimulatedClock, type SimulatedClock } from '../../src/machines/clock.js';
import {
  shufflerMachine, shufflerStateName,
  type ShufflerSnapshot, type SubmitTransactionInput, type SubmitTransactionOutput,
} from '../../src/machines/shuffler/machine.js';
import type { ShufflerEvent, ShufflingStageName } from '../../src/machines/shuffler/events.js';
import { flushPromises, gate, type Gate } from '../actors/helpers.js';

const ME = 1001n;
const OTHER = 2002n;
const HASH = 'ab'.repeat(32);
const DAY_MS = 86_400_000;

/** The fake: records every call; answers at once, fails with a queued cause, or waits when held. */
class FakeSubmitter {
  readonly calls: SubmitTransactionInput[] = [];
  readonly failures: string[] = [];
  hold = false;
  readonly held: Array<Gate<SubmitTransactionOutput>> = [];
  readonly logic = fromPromise<SubmitTransactionOutput, SubmitTransactionInput>(async ({ input }) => {
    this.calls.push(input);
    const cause = this.failures.shift();
    if (cause !== undefined) throw new Error(cause);
    if (this.hold) {
      const g = gate<SubmitTransactionOutput>();
      this.held.push(g);
      return g.promise;
    }
    return { transactionId: `tx-${input.kind}-${this.calls.length}` };
  });
  kinds(): string[] {
    return this.calls.map((c) => c.kind);
  }
}

type ShufflerActor = Actor<typeof shufflerMachine>;

function start(opts: { registered?: boolean; hold?: boolean; failures?: string[] } = {}): { actor: ShufflerActor; clock: SimulatedClock; fake: FakeSubmitter } {
  const fake = new FakeSubmitter();
  fake.hold = opts.hold ?? false;
  fake.failures.push(...(opts.failures ?? []));
  const clock = createSimulatedClock(1_700_000_000_000);
  const machine = shufflerMachine.provide({ actors: { submitTransaction: fake.logic } });
  const actor = createActor(machine, { clock, input: { account: ME, shufflingFullHash: HASH, registered: opts.registered } });
  actor.start();
  return { actor, clock, fake };
}

function block(height: number, stage: ShufflingStageName, blocksRemaining: number, assignee: bigint | null = OTHER): ShufflerEvent {
  return { type: 'BLOCK', height, stage, assignee, blocksRemaining };
}

async function settle(actor: ShufflerActor, value: Parameters<ShufflerSnapshot['matches']>[0]): Promise<ShufflerSnapshot> {
  return waitFor(actor, (s) => s.matches(value), { timeout: 1_000 });
}

/** Registers and waits for the turn. */
async function registered(h: { actor: ShufflerActor }): Promise<void> {
  await settle(h.actor, 'waitingForTurn');
  h.actor.send(block(11, 'PROCESSING', 10));
}

/** Registers, takes its turn (not the last one) and has the processing accepted. */
async function processed(h: { actor: ShufflerActor }): Promise<void> {
  await registered(h);
  h.actor.send({ type: 'ASSIGNED', height: 12, last: false });
  await settle(h.actor, { processing: 'submitted' });
}

describe('shuffler machine', () => {
  it('happy path: register -> turn -> process -> verify -> done, and only blocks move it', async () => {
    const h = start();
    expect(h.actor.getSnapshot().value).toEqual({ registering: 'sending' });
    let s = await settle(h.actor, 'waitingForTurn');
    expect(s.context).toMatchObject({ registered: true, failedSubmission: null, inFlight: 'register' });
    expect(h.fake.calls).toEqual([{ kind: 'register', account: ME, shufflingFullHash: HASH, height: null, attempt: 1 }]);

    // Somebody else's turn; a day of wall time changes nothing: the ledger is the clock.
    h.actor.send(block(11, 'PROCESSING', 10, OTHER));
    h.clock.increment(DAY_MS);
    await flushPromises();
    s = h.actor.getSnapshot();
    expect(s.value).toBe('waitingForTurn');
    expect(s.context).toMatchObject({ height: 11, stage: 'PROCESSING', assignee: OTHER, blocksRemaining: 10 });

    h.actor.send(block(12, 'PROCESSING', 10, ME));
    h.actor.send({ type: 'ASSIGNED', height: 12, last: false });
    expect(h.actor.getSnapshot().value).toEqual({ processing: 'sending' });
    s = await settle(h.actor, { processing: 'submitted' });
    expect(h.fake.calls[1]).toEqual({ kind: 'process', account: ME, shufflingFullHash: HASH, height: 12, attempt: 1 });
    expect(s.context.last).toBe(false);

    h.actor.send({ type: 'PROCESSING_DONE', height: 13 });
    expect(h.actor.getSnapshot().value).toEqual({ processing: 'submitted' });
    h.actor.send({ type: 'VERIFICATION_STARTED', height: 15, recipientIncluded: true, verified: false });
    s = await settle(h.actor, { verifying: 'verified' });
    expect(h.fake.calls[2]).toMatchObject({ kind: 'verify', height: 15, attempt: 1 });

    h.actor.send({ type: 'DONE', height: 17 });
    s = h.actor.getSnapshot();
    expect(s.value).toBe('done');
    expect(s.status).toBe('done');
    expect(s.context).toMatchObject({ outcome: 'shuffled', failure: null, blamed: false, height: 17 });
    expect(s.context.submitted.map((r) => [r.kind, r.transactionId])).toEqual([
      ['register', 'tx-register-1'], ['process', 'tx-process-2'], ['verify', 'tx-verify-3'],
    ]);
    expect(h.fake.kinds()).toEqual(['register', 'process', 'verify']);
    expect(shufflerStateName(s)).toBe('done');
  });

  it('started again after its turn: verifies from waitingForTurn, or waits when already verified', async () => {
    const h = start({ registered: true });
    await settle(h.actor, 'waitingForTurn');
    h.actor.send({ type: 'VERIFICATION_STARTED', height: 30, recipientIncluded: true, verified: false });
    await settle(h.actor, { verifying: 'verified' });
    expect(h.fake.kinds()).toEqual(['verify']);
    const again = start({ registered: true });
    await settle(again.actor, 'waitingForTurn');
    again.actor.send({ type: 'VERIFICATION_STARTED', height: 30, recipientIncluded: true, verified: true });
    expect(again.actor.getSnapshot().value).toEqual({ verifying: 'verified' });
    expect(again.fake.calls).toHaveLength(0);
  });

  it('in a blame with nothing (more) to reveal it waits for the verdict without submitting', async () => {
    const h = start({ registered: true });
    await settle(h.actor, 'waitingForTurn');
    h.actor.send({ type: 'BLAME_STARTED', height: 16, blamedAccount: null, revealNeeded: false });
    expect(h.actor.getSnapshot().value).toEqual({ revealing: 'revealed' });
    h.actor.send(block(17, 'BLAME', 50));
    await flushPromises();
    expect(h.fake.calls).toHaveLength(0);
    h.actor.send({ type: 'CANCELLED', height: 40, blamedAccount: OTHER });
    expect(h.actor.getSnapshot().context.outcome).toBe('refunded');
  });

  it('as the last participant it submits the recipients, which count as its verification', async () => {
    const h = start();
    await registered(h);
    h.actor.send({ type: 'ASSIGNED', height: 12, last: true });
    let s = await settle(h.actor, { submittingRecipients: 'submitted' });
    expect(s.context.last).toBe(true);
    expect(shufflerStateName(s)).toBe('submittingRecipients');
    h.actor.send({ type: 'VERIFICATION_STARTED', height: 13, recipientIncluded: true, verified: true });
    s = h.actor.getSnapshot();
    expect(s.value).toEqual({ verifying: 'verified' });
    h.actor.send({ type: 'DONE', height: 20 });
    expect(h.actor.getSnapshot().context.outcome).toBe('shuffled');
    expect(h.fake.kinds()).toEqual(['register', 'recipients']);
  });

  it('fails with "timeout" when its turn does not come before the stage times out', async () => {
    const h = start();
    await registered(h);
    h.actor.send(block(18, 'PROCESSING', 1));
    expect(h.actor.getSnapshot().value).toBe('waitingForTurn');
    h.actor.send(block(19, 'PROCESSING', 0));
    const s = h.actor.getSnapshot();
    expect(s.value).toBe('failed');
    expect(s.status).toBe('done');
    expect(s.context).toMatchObject({ failure: 'timeout', outcome: null, blocksRemaining: 0, height: 19 });
    expect(h.fake.kinds()).toEqual(['register']);
  });

  it('does not time out when the chain moved to BLAME: it reveals instead', async () => {
    const h = start();
    await registered(h);
    h.actor.send(block(19, 'BLAME', 0));
    expect(h.actor.getSnapshot().value).toBe('waitingForTurn');
    h.actor.send({ type: 'BLAME_STARTED', height: 19, blamedAccount: OTHER, revealNeeded: true });
    await settle(h.actor, { revealing: 'revealed' });
    expect(h.actor.getSnapshot().context).toMatchObject({ blamed: false, blamedAccount: OTHER, failure: null });
    expect(h.fake.kinds()).toEqual(['register', 'cancel']);
  });

  it('blame as the cheater: the event names this account and it ends failed "blamed"', async () => {
    const h = start();
    await processed(h);
    h.actor.send({ type: 'BLAME_STARTED', height: 20, blamedAccount: ME, revealNeeded: true });
    const s = h.actor.getSnapshot();
    expect(s.value).toBe('failed');
    expect(s.context).toMatchObject({ blamed: true, blamedAccount: ME, failure: 'blamed', height: 20 });
    await flushPromises();
    // No reveal from the cheater.
    expect(h.fake.kinds()).toEqual(['register', 'process']);
  });

  it('blame as an honest participant: reveals (cancel with blame data) and ends done "refunded"', async () => {
    const h = start();
    await processed(h);
    h.actor.send({ type: 'VERIFICATION_STARTED', height: 15, recipientIncluded: true, verified: false });
    await settle(h.actor, { verifying: 'verified' });
    h.actor.send({ type: 'BLAME_STARTED', height: 16, blamedAccount: OTHER, revealNeeded: true });
    expect(h.actor.getSnapshot().value).toEqual({ revealing: 'sending' });
    await settle(h.actor, { revealing: 'revealed' });
    expect(h.fake.calls[3]).toEqual({ kind: 'cancel', account: ME, shufflingFullHash: HASH, height: 16, attempt: 1 });
    // A repeated notice does not send the reveal again.
    h.actor.send({ type: 'BLAME_STARTED', height: 17, blamedAccount: OTHER, revealNeeded: true });
    expect(h.actor.getSnapshot().value).toEqual({ revealing: 'revealed' });
    h.actor.send({ type: 'CANCELLED', height: 26, blamedAccount: OTHER });
    const s = h.actor.getSnapshot();
    expect(s.value).toBe('done');
    expect(s.context).toMatchObject({ outcome: 'refunded', failure: null, blamed: false, blamedAccount: OTHER });
    expect(h.fake.kinds()).toEqual(['register', 'process', 'verify', 'cancel']);
  });

  it('starts the blame itself when its recipient is missing from the published recipients', async () => {
    const h = start();
    await processed(h);
    h.actor.send({ type: 'VERIFICATION_STARTED', height: 15, recipientIncluded: false, verified: false });
    await settle(h.actor, { revealing: 'revealed' });
    expect(h.fake.kinds()).toEqual(['register', 'process', 'cancel']);
    h.actor.send({ type: 'BLAME_STARTED', height: 16, blamedAccount: null, revealNeeded: true });
    h.actor.send({ type: 'CANCELLED', height: 26, blamedAccount: OTHER });
    expect(h.actor.getSnapshot().context.outcome).toBe('refunded');
  });

  it('ends failed "blamed" when the reveals show it cheated after all', async () => {
    const h = start();
    await processed(h);
    h.actor.send({ type: 'BLAME_STARTED', height: 16, blamedAccount: null, revealNeeded: true });
    await settle(h.actor, { revealing: 'revealed' });
    h.actor.send({ type: 'CANCELLED', height: 26, blamedAccount: ME });
    expect(h.actor.getSnapshot().value).toBe('failed');
    expect(h.actor.getSnapshot().context).toMatchObject({ failure: 'blamed', blamed: true });
  });

  it('ends failed "cancelled" when the shuffling is cancelled during registration', async () => {
    const h = start();
    await settle(h.actor, 'waitingForTurn');
    h.actor.send({ type: 'CANCELLED', height: 11, blamedAccount: null });
    expect(h.actor.getSnapshot().value).toBe('failed');
    expect(h.actor.getSnapshot().context.failure).toBe('cancelled');
  });

  it('keeps a failed submission with its cause and retries it after the next block', async () => {
    const h = start();
    await registered(h);
    h.fake.failures.push('mempool full');
    h.actor.send({ type: 'ASSIGNED', height: 12, last: false });
    let s = await settle(h.actor, { processing: 'retrying' });
    expect(s.context.failedSubmission).toEqual({ kind: 'process', cause: 'mempool full', height: 12, attempts: 1 });
    expect(h.fake.calls).toHaveLength(2);

    // Time alone does not retry.
    h.clock.increment(DAY_MS);
    await flushPromises();
    expect(h.actor.getSnapshot().value).toEqual({ processing: 'retrying' });
    expect(h.fake.calls).toHaveLength(2);

    h.fake.failures.push('not enough funds');
    h.actor.send(block(12, 'PROCESSING', 9, ME));
    s = await waitFor(h.actor, (x) => x.context.failedSubmission?.attempts === 2, { timeout: 1_000 });
    expect(s.value).toEqual({ processing: 'retrying' });
    expect(s.context.failedSubmission).toEqual({ kind: 'process', cause: 'not enough funds', height: 12, attempts: 2 });
    expect(h.fake.calls[2]).toMatchObject({ kind: 'process', height: 12, attempt: 2 });

    h.actor.send(block(13, 'PROCESSING', 8, ME));
    s = await settle(h.actor, { processing: 'submitted' });
    expect(h.fake.calls[3]).toMatchObject({ kind: 'process', height: 13, attempt: 3 });
    expect(s.context.failedSubmission).toBeNull();
    expect(s.context.submitted.at(-1)).toEqual({ kind: 'process', transactionId: 'tx-process-4', height: 13 });
  });

  it('stops retrying when the ledger already has its processing', async () => {
    const h = start();
    await registered(h);
    h.fake.failures.push('timeout talking to the mempool');
    h.actor.send({ type: 'ASSIGNED', height: 12, last: false });
    await settle(h.actor, { processing: 'retrying' });
    h.actor.send({ type: 'PROCESSING_DONE', height: 12 });
    expect(h.actor.getSnapshot().value).toEqual({ processing: 'submitted' });
    expect(h.actor.getSnapshot().context.failedSubmission).toBeNull();
    h.actor.send(block(13, 'PROCESSING', 9));
    await flushPromises();
    expect(h.fake.kinds()).toEqual(['register', 'process']);
  });

  it('retries a failed registration after the next block, and fails "timeout" once registration closed', async () => {
    const h = start({ failures: ['rejected', 'rejected'] });
    let s = await settle(h.actor, { registering: 'retrying' });
    expect(s.context.failedSubmission).toMatchObject({ kind: 'register', cause: 'rejected', attempts: 1 });
    h.actor.send(block(5, 'REGISTRATION', 3));
    s = await waitFor(h.actor, (x) => x.context.failedSubmission?.attempts === 2, { timeout: 1_000 });
    expect(s.value).toEqual({ registering: 'retrying' });
    h.actor.send(block(8, 'PROCESSING', 10));
    s = h.actor.getSnapshot();
    expect(s.value).toBe('failed');
    expect(s.context.failure).toBe('timeout');
    expect(h.fake.kinds()).toEqual(['register', 'register']);
  });

  it('resumes at waitingForTurn without registering again when the chain already has it', async () => {
    const h = start({ registered: true });
    expect(h.actor.getSnapshot().value).toBe('waitingForTurn');
    await flushPromises();
    expect(h.fake.calls).toEqual([]);
    h.actor.send({ type: 'ASSIGNED', height: 40, last: false });
    await settle(h.actor, { processing: 'submitted' });
    expect(h.fake.kinds()).toEqual(['process']);
  });

  describe('STOP from every main state goes to stopped', () => {
    const cases: Array<[string, (h: { actor: ShufflerActor; fake: FakeSubmitter }) => Promise<void>]> = [
      ['registering', async (h) => { h.fake.hold = true; }],
      ['waitingForTurn', async (h) => { await settle(h.actor, 'waitingForTurn'); }],
      ['processing', async (h) => {
        await registered(h);
        h.fake.hold = true;
        h.actor.send({ type: 'ASSIGNED', height: 12, last: false });
      }],
      ['submittingRecipients', async (h) => {
        await registered(h);
        h.fake.hold = true;
        h.actor.send({ type: 'ASSIGNED', height: 12, last: true });
      }],
      ['verifying', async (h) => {
        await processed(h);
        h.fake.hold = true;
        h.actor.send({ type: 'VERIFICATION_STARTED', height: 15, recipientIncluded: true, verified: false });
      }],
      ['revealing', async (h) => {
        await processed(h);
        h.fake.hold = true;
        h.actor.send({ type: 'BLAME_STARTED', height: 16, blamedAccount: OTHER, revealNeeded: true });
      }],
    ];

    it.each(cases)('%s', async (name, reach) => {
      const h = start({ hold: name === 'registering' });
      await reach(h);
      await flushPromises();
      const before = h.actor.getSnapshot();
      expect(shufflerStateName(before)).toBe(name);
      const callsBefore = h.fake.calls.length;
      h.actor.send({ type: 'STOP' });
      let s = h.actor.getSnapshot();
      expect(s.value).toBe('stopped');
      expect(s.status).toBe('done');
      // A submission in flight is abandoned, and nothing moves a stopped shuffler.
      for (const g of h.fake.held) g.open({ transactionId: 'late' });
      h.actor.send(block(99, 'PROCESSING', 0, ME));
      h.actor.send({ type: 'ASSIGNED', height: 99, last: false });
      await flushPromises();
      s = h.actor.getSnapshot();
      expect(s.value).toBe('stopped');
      expect(s.context.submitted.map((r) => r.transactionId)).not.toContain('late');
      expect(h.fake.calls).toHaveLength(callsBefore);
    });
  });
});
