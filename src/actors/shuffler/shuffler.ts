// The shuffler: this node's automatic participant in shufflings. One shuffler machine
// (src/machines/shuffler) per (account, shuffling); after every block it reads each shuffling's
// record from committed state and turns what changed into the machine's typed events (the account
// assigned, processing finished, verification or blame started, done, cancelled), so the ledger
// stays the truth and the machine only decides which step it owes. Its `submitTransaction` actor
// builds the step from the record (the capability's rules), signs it and hands it to the mempool;
// a failed submission is kept with its cause and retried after the next block (the machine's
// retrying states).
//
// Secrets: the account's key pair lives only in this object's memory, in the entry's closure;
// it never enters a machine's context (what getActorState shows), a log or the store. After a
// restart nothing is left: the operator calls startShuffler again, and the machine resumes from
// the chain's current stage (registered already, its turn, verifying, revealing...).
import { createActor, fromPromise, type Actor } from 'xstate';
import { accountIdFromPublicKey } from '../../domain/account-id.js';
import { readU64LE } from '../../domain/bytes.js';
import { toKeyPair, type KeyPair } from '../../domain/crypto.js';
import { bytesEqual, toHex } from '../../domain/hex.js';
import type { Transaction } from '../../domain/transaction.js';
import type { ChainEventMap } from '../../chain/events.js';
import { shufflerMachine, shufflerStateName, type SubmitTransactionInput, type SubmitTransactionOutput } from '../../machines/shuffler/machine.js';
import type { ShufflerEvent } from '../../machines/shuffler/events.js';
import type { ShufflerApi, ShufflerComponents, ShufflerFilter, ShufflerInfo, ShufflingView, StartShufflerRequest } from './interface.js';
import { SHUFFLER_DEFAULTS, type ShufflerOptions } from './options.js';
import { ShufflerError, ShufflerErrorCode } from './errors.js';
import { buildShufflerTx } from './tx-builder.js';

type MachineActor = Actor<typeof shufflerMachine>;

/** What the shuffler last told a machine about its shuffling (to send only what changed). */
interface Seen {
  readonly stage: string | null;
  readonly assignee: bigint;
  readonly processed: boolean;
}

interface Entry {
  readonly id: string;
  readonly account: bigint;
  readonly shuffling: bigint;
  readonly fullHash: Uint8Array;
  readonly recipientPublicKey: Uint8Array;
  /** The account's keys: memory only (see the header). */
  readonly keyPair: KeyPair;
  readonly actor: MachineActor;
  seen: Seen;
  /** Height at which the machine was seen final (dropped keepFinishedBlocks later). */
  finishedAt: number | null;
}

const UNSEEN: Seen = { stage: null, assignee: 0n, processed: false };
const FINAL_STATES = new Set(['done', 'failed', 'stopped']);

export class Shuffler implements ShufflerApi {
  readonly opts: ShufflerOptions;
  private readonly entries = new Map<string, Entry>();
  private unsubscribe: Array<() => void> = [];

  constructor(
    opts: Partial<ShufflerOptions>,
    private readonly c: ShufflerComponents,
  ) {
    this.opts = { ...SHUFFLER_DEFAULTS, ...opts };
  }

  /** Subscribes to the chain's block events (idempotent). */
  start(): void {
    if (this.unsubscribe.length > 0) return;
    this.unsubscribe = [
      this.c.events.on('blockPushed', (e) => this.onBlock(e.block.height)),
      this.c.events.on('blockPopped', (e: ChainEventMap['blockPopped']) => this.onBlock(e.tip.height)),
    ];
  }

  /** Unsubscribes and stops every machine (the secrets go with the entries). */
  stop(): void {
    for (const off of this.unsubscribe) off();
    this.unsubscribe = [];
    for (const e of this.entries.values()) e.actor.stop();
    this.entries.clear();
  }

  /** The machines, by id, for the actor's debug view. */
  machines(): Record<string, MachineActor> {
    return Object.fromEntries([...this.entries.values()].map((e) => [e.id, e.actor]));
  }

  async startShuffler(req: StartShufflerRequest): Promise<ShufflerInfo> {
    const keyPair = toKeyPair(req.secret);
    const account = accountIdFromPublicKey(keyPair.publicKey);
    const shuffling = readU64LE(req.shufflingFullHash, 0);
    const id = `shuffler-${account}-${BigInt.asUintN(64, shuffling)}`;
    const existing = this.entries.get(id);
    if (existing !== undefined && !this.isFinal(existing)) {
      if (bytesEqual(existing.recipientPublicKey, req.recipientPublicKey)) return this.infoOf(existing);
      throw new ShufflerError(ShufflerErrorCode.DUPLICATE_SHUFFLER, 'this account already runs a shuffler for this shuffling, with another recipient', 'recipientPublicKey');
    }
    const s = this.c.rules.shufflingOf(this.c.state, shuffling);
    const onChain = s !== undefined && bytesEqual(s.fullHash, req.shufflingFullHash);
    const registered = onChain ? s.participants.some((p) => p.account === account) : await this.isPendingCreationOf(req.shufflingFullHash, account);
    if (!onChain && !registered) throw new ShufflerError(ShufflerErrorCode.UNKNOWN_SHUFFLING, 'no shuffling (nor a pending creation by this account) has this full hash', 'shufflingFullHash');
    if (onChain) this.checkJoinable(s, registered);
    for (const e of this.entries.values()) {
      if (!this.isFinal(e) && bytesEqual(e.recipientPublicKey, req.recipientPublicKey)) {
        throw new ShufflerError(ShufflerErrorCode.DUPLICATE_RECIPIENT, 'another shuffler on this node uses this recipient', 'recipientPublicKey');
      }
    }
    if ((await this.c.blockchain.getAccount(accountIdFromPublicKey(req.recipientPublicKey))) !== undefined) {
      throw new ShufflerError(ShufflerErrorCode.RECIPIENT_IN_USE, 'the recipient must be a new account: this key is already in use', 'recipientPublicKey');
    }
    if ([...this.entries.values()].filter((e) => !this.isFinal(e)).length >= this.opts.maxShufflers) {
      throw new ShufflerError(ShufflerErrorCode.LIMIT, `this node runs its maximum of ${this.opts.maxShufflers} shufflers`, 'shufflingFullHash');
    }
    existing?.actor.stop();
    const entry = this.createEntry(id, account, shuffling, req, keyPair, registered);
    this.entries.set(id, entry);
    entry.actor.start();
    const height = (await this.c.blockchain.status()).height;
    this.sync(entry, height);
    return this.infoOf(entry);
  }

  async stopShuffler(filter: ShufflerFilter): Promise<number> {
    let stopped = 0;
    for (const e of this.select(filter)) {
      if (this.isFinal(e)) continue;
      e.actor.send({ type: 'STOP' });
      stopped++;
    }
    return stopped;
  }

  async getShufflers(filter: ShufflerFilter): Promise<ShufflerInfo[]> {
    return this.select(filter).map((e) => this.infoOf(e));
  }

  /** Live and finished shufflers (summary for the actor's debug view; no secrets). */
  describe(): Record<string, unknown> {
    const all = [...this.entries.values()];
    return { shufflers: all.length, running: all.filter((e) => !this.isFinal(e)).length, maxShufflers: this.opts.maxShufflers };
  }

  // ---- internals ------------------------------------------------------------------------------

  private createEntry(id: string, account: bigint, shuffling: bigint, req: StartShufflerRequest, keyPair: KeyPair, registered: boolean): Entry {
    const holder: { entry?: Entry } = {};
    const submitTransaction = fromPromise<SubmitTransactionOutput, SubmitTransactionInput>(({ input }) => this.submit(holder.entry!, input));
    const actor = createActor(shufflerMachine.provide({ actors: { submitTransaction } }), {
      id,
      input: { account, shufflingFullHash: toHex(req.shufflingFullHash), registered },
    });
    holder.entry = {
      id,
      account,
      shuffling,
      fullHash: req.shufflingFullHash.slice(),
      recipientPublicKey: req.recipientPublicKey.slice(),
      keyPair,
      actor,
      seen: UNSEEN,
      finishedAt: null,
    };
    return holder.entry;
  }

  private async submit(e: Entry, input: SubmitTransactionInput): Promise<SubmitTransactionOutput> {
    const s = this.c.rules.shufflingOf(this.c.state, e.shuffling);
    if (s === undefined) throw new Error('the shuffling is not on the chain yet');
    const spec = this.c.rules.stepFor(input.kind, s, e.shuffling, e.account, e.keyPair.seed, e.recipientPublicKey);
    const tx: Transaction = await buildShufflerTx(this.c, spec, e.keyPair, this.opts.deadlineMinutes);
    await this.c.mempool.submit(tx);
    return { transactionId: tx.id.toString() };
  }

  private async isPendingCreationOf(fullHash: Uint8Array, account: bigint): Promise<boolean> {
    const pending = await this.c.mempool.list({ account });
    return pending.some((tx) => tx.type === 7 && tx.subtype === 0 && tx.senderId === account && bytesEqual(tx.fullHash, fullHash));
  }

  private checkJoinable(s: ShufflingView, registered: boolean): void {
    if (s.stage === 'DONE' || s.stage === 'CANCELLED') throw new ShufflerError(ShufflerErrorCode.NOT_JOINABLE, `the shuffling is ${s.stage}`, 'shufflingFullHash');
    if (!registered && (s.stage !== 'REGISTRATION' || s.participants.length >= s.participantCount)) {
      throw new ShufflerError(ShufflerErrorCode.NOT_JOINABLE, `the account is not a participant, and the shuffling (${s.stage}) takes no more registrations`, 'shufflingFullHash');
    }
  }

  private isFinal(e: Entry): boolean {
    return FINAL_STATES.has(shufflerStateName(e.actor.getSnapshot()));
  }

  private select(f: ShufflerFilter): Entry[] {
    return [...this.entries.values()].filter(
      (e) => (f.account === undefined || e.account === f.account) && (f.shufflingFullHash === undefined || bytesEqual(e.fullHash, f.shufflingFullHash)),
    );
  }

  private onBlock(height: number): void {
    for (const e of [...this.entries.values()]) {
      try {
        if (this.isFinal(e)) {
          e.finishedAt ??= height;
          if (height - e.finishedAt >= this.opts.keepFinishedBlocks) this.entries.delete(e.id);
          continue;
        }
        this.sync(e, height);
      } catch {
        // A record this shuffler cannot read must not stop the others (nor the chain's listeners).
      }
    }
  }

  /** Sends the machine what changed in its shuffling since it last heard (see Seen). */
  private sync(e: Entry, height: number): void {
    const s = this.c.rules.shufflingOf(this.c.state, e.shuffling);
    if (s === undefined || !bytesEqual(s.fullHash, e.fullHash)) return;
    for (const event of eventsOf(s, e.account, e.recipientPublicKey, height, e.seen, this.c.rules.mustReveal(s, e.account))) e.actor.send(event);
    const me = s.participants.find((p) => p.account === e.account);
    e.seen = { stage: s.stage, assignee: s.assignee, processed: me?.processed ?? false };
  }

  private infoOf(e: Entry): ShufflerInfo {
    const snap = e.actor.getSnapshot();
    const ctx = snap.context;
    const s = this.c.rules.shufflingOf(this.c.state, e.shuffling);
    const failed = ctx.failedSubmission;
    return {
      account: e.account,
      shuffling: e.shuffling,
      shufflingFullHash: toHex(e.fullHash),
      recipientPublicKey: toHex(e.recipientPublicKey),
      recipient: accountIdFromPublicKey(e.recipientPublicKey),
      state: shufflerStateName(snap),
      stage: ctx.stage,
      submitted: ctx.submitted,
      failedTransaction: failed && { kind: failed.kind, attempts: failed.attempts, height: failed.height },
      failureCause: failed?.cause ?? null,
      failure: ctx.failure,
      outcome: ctx.outcome,
      participantState: s?.participants.find((p) => p.account === e.account)?.state ?? null,
    };
  }
}

/** The machine's events for the record `s` at `height`, given what it heard before. */
export function eventsOf(s: ShufflingView, account: bigint, recipientPublicKey: Uint8Array, height: number, seen: Seen, revealNeeded: boolean): ShufflerEvent[] {
  const i = s.participants.findIndex((p) => p.account === account);
  const me = s.participants[i];
  const events: ShufflerEvent[] = [
    { type: 'BLOCK', height, stage: s.stage, assignee: s.assignee === 0n ? null : s.assignee, blocksRemaining: s.deadline === 0 ? 0 : Math.max(0, s.deadline - height - 1) },
  ];
  if (s.stage === 'PROCESSING' && s.assignee === account && !(seen.stage === 'PROCESSING' && seen.assignee === account)) {
    events.push({ type: 'ASSIGNED', height, last: i === s.participantCount - 1 });
  }
  if (me?.processed === true && !seen.processed) events.push({ type: 'PROCESSING_DONE', height });
  if (s.stage !== seen.stage) {
    if (s.stage === 'VERIFICATION') {
      const recipientIncluded = s.recipientPublicKeys.some((k) => bytesEqual(k, recipientPublicKey));
      events.push({ type: 'VERIFICATION_STARTED', height, recipientIncluded, verified: me?.state === 'VERIFIED' });
    } else if (s.stage === 'BLAME') {
      events.push({ type: 'BLAME_STARTED', height, blamedAccount: null, revealNeeded });
    } else if (s.stage === 'DONE') {
      events.push({ type: 'DONE', height });
    } else if (s.stage === 'CANCELLED') {
      events.push({ type: 'CANCELLED', height, blamedAccount: s.assignee === 0n ? null : s.assignee });
    }
  }
  return events;
}
