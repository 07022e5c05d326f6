// Read functions over committed state (the PHASING read operations and tests use these).
//
// "Open" (unfinished) poll: one without a recorded result. A poll's result is recorded by the
// block that decides it (the block at its finish height, or the block in which a
// balance-independent poll reached its quorum early), so at a committed tip of height h an open
// poll has finishHeight > h.
//
// Listing orders: newest acceptance first (height descending; equal heights by transaction id, as
// the indexes order them); callers that show transactions refine ties by the order within the
// block, which the state does not hold.
import type { CommittedState, StateReader } from '../../domain/state/state.js';
import { windowOf, type ListWindow } from '../../domain/state/pages.js';
import type { TransactionTypeRegistry } from '../../domain/tx-types/registry.js';
import { Transaction } from '../../domain/transaction.js';
import { DEFERRED, DEFERRED_OWNER } from '../../domain/deferred-table.js';
import { SCHEDULE } from '../../domain/state/schedule.js';
import { bytesEqual } from '../../domain/hex.js';
import { idFromHashPrefix } from '../../domain/ids.js';
import { pair, unpair } from '../../domain/state/pair-key.js';
import { LINKS, POLLS, RESULTS, VOTES } from './tables.js';
import type { Poll, PollResult, Vote } from './records.js';

/** A poll with its id (the phased transaction's id). */
export type PollEntry = readonly [bigint, Poll];

export function pollOf(state: StateReader, id: bigint): Poll | undefined {
  return state.get(POLLS, id);
}

/** How the poll ended; undefined while it is open. */
export function resultOf(state: StateReader, id: bigint): PollResult | undefined {
  return state.get(RESULTS, id);
}

export function isOpen(state: StateReader, id: bigint): boolean {
  return state.get(RESULTS, id) === undefined;
}

/** The votes on a poll in vote order: by the height of the vote, then by voter id; the window of
 * that list (paged in the index). */
export function votesOf(state: StateReader, poll: bigint, window?: ListWindow): Vote[] {
  return state.scan(VOTES, 'byPoll', { prefix: [poll], ...windowOf(window) }).map(([, v]) => v);
}

/** The vote that counts of one voter on a poll (its first). */
export function voteOf(state: StateReader, poll: bigint, voter: bigint): Vote | undefined {
  return state.get(VOTES, pair(poll, voter));
}

const NEWEST_FIRST = (a: PollEntry, b: PollEntry): number => b[1].height - a[1].height || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/** Every open poll, newest acceptance first. A phased transaction stays scheduled (as a
 * deferred item, src/domain/deferred.ts) from its acceptance until the block that decides it, so
 * the schedule's deferred items are the open polls: the walk costs what is pending now, however
 * many polls finished before. */
export function openPolls(state: StateReader): PollEntry[] {
  const open: PollEntry[] = [];
  for (const [, item] of state.scan(SCHEDULE, 'due')) {
    if (item.owner !== DEFERRED_OWNER) continue;
    const id = BigInt(item.item);
    const poll = state.get(POLLS, id);
    if (poll !== undefined && isOpen(state, id)) open.push([id, poll]);
  }
  return open.sort(NEWEST_FIRST);
}

/** The recipient of an open poll's transaction (0n: none), parsed from the deferred record
 * that holds the transaction until its poll is decided. */
export function heldRecipientOf(state: StateReader, registry: TransactionTypeRegistry, id: bigint): bigint {
  const held = state.get(DEFERRED, id);
  return held === undefined ? 0n : Transaction.fromBytes(held.bytes, registry).recipientId;
}

/** The open polls of the account as sender or as recipient of the phased transaction, newest
 * acceptance first. */
export function openPollsOfAccount(state: StateReader, registry: TransactionTypeRegistry, account: bigint): PollEntry[] {
  return openPolls(state).filter(([id, p]) => p.account === account || heldRecipientOf(state, registry, id) === account);
}

/** The open polls whose whitelist holds the account (it may vote on them), newest first. */
export function openPollsWhitelisting(state: StateReader, voter: bigint): PollEntry[] {
  return openPolls(state).filter(([, p]) => p.phasing.whitelist.includes(voter));
}

export interface HoldingFilter {
  /** Only the polls of this sender. */
  readonly account?: bigint;
  /** Only the polls without a whitelist (anyone entitled by the voting model may vote). */
  readonly withoutWhitelist?: boolean;
}

/** The open polls of transactions that move the totem or currency `holding`, newest first. */
export function openPollsMoving(state: StateReader, holding: bigint, filter: HoldingFilter = {}): PollEntry[] {
  return state
    .scan(POLLS, 'byHolding', { prefix: [holding] })
    .filter(([id, p]) => isOpen(state, id) && (filter.account === undefined || p.account === filter.account) && (!filter.withoutWhitelist || p.phasing.whitelist.length === 0));
}

/** The TRANSACTION polls (open or finished) that link the transaction of this full hash, newest
 * first (the links to one transaction are read whole from the store: a handful). */
export async function pollsLinking(state: CommittedState, fullHash: Uint8Array): Promise<PollEntry[]> {
  const out: PollEntry[] = [];
  for (const [key, linked] of await state.page(LINKS, { index: 'byLinked', prefix: [idFromHashPrefix(fullHash)] })) {
    if (!bytesEqual(linked, fullHash)) continue;
    const id = unpair(key)[1];
    const poll = state.get(POLLS, id);
    if (poll !== undefined) out.push([id, poll]);
  }
  return out.sort(NEWEST_FIRST);
}
