// `fromHeight`: the block events of the current chain from a height up, read from the chain (not
// the ring, which may have lost them and also holds blocks popped since). They are the events a
// live client would have seen had it been there, with the reorgs already folded in: block.pushed
// and transaction.confirmed for each block, marked `"replay": true` and without an id (an SSE
// client's Last-Event-ID is not moved by them, so a reconnection during a replay asks for the
// same replay again rather than skipping what it did not get).
import { apiErrors } from '../api/errors.js';
import type { Block } from '../domain/block.js';
import { draftFields, type LiveEventDraft } from './interface.js';
import { pushedBlockEvents } from './render.js';

/** What a replay reads of the chain (the blockchain actor's client fits). */
export interface ReplayChain {
  lastBlock(): Promise<Block>;
  /** Blocks from height `from` down to `to` inclusive (newest first). */
  getBlocks(fromHeight: number, toHeight: number): Promise<Block[]>;
}

export interface ReplayedEvent {
  readonly topic: string;
  readonly accounts: readonly bigint[];
  readonly json: string;
  readonly bytes: number;
}

export interface ReplaySink {
  /** True once the client is gone: the replay stops. */
  closed(): boolean;
  /** Sends one event (waits while the client's backlog drains). */
  send(event: ReplayedEvent): Promise<void>;
  /** Every event of this block has been sent (those the client's filter let through). */
  replayed(block: Block): void;
}

/** Refuses a start deeper than `maxReplayBlocks` below the tip, before the stream opens (so the
 * answer is a JSON error). A height above the tip is fine: the stream waits for it live. */
export async function checkReplayStart(chain: ReplayChain, height: number, maxReplayBlocks: number): Promise<void> {
  const tip = (await chain.lastBlock()).height;
  const lowest = Math.max(0, tip - maxReplayBlocks + 1);
  if (height < lowest) {
    throw apiErrors.invalidParam('fromHeight', `a replay goes back at most ${maxReplayBlocks} blocks: from height ${lowest} at the current height ${tip}; read older blocks with getBlocks`);
  }
}

export function replayedEvent(draft: LiveEventDraft, now: number): ReplayedEvent {
  const json = JSON.stringify({ topic: draft.topic, time: now, replay: true, ...draftFields(draft.fields) });
  return { topic: draft.topic, accounts: draft.accounts, json, bytes: Buffer.byteLength(json) };
}

/** Sends the events of blocks `fromHeight` .. the tip as it is when the replay starts, page by
 * page; returns the last height replayed (fromHeight - 1 when none). */
export async function replayBlocks(chain: ReplayChain, fromHeight: number, pageBlocks: number, sink: ReplaySink, now: () => number = Date.now): Promise<number> {
  const tip = (await chain.lastBlock()).height;
  let last = fromHeight - 1;
  let lastId: bigint | undefined;
  while (last < tip && !sink.closed()) {
    const top = Math.min(last + pageBlocks, tip);
    const blocks = await chain.getBlocks(top, last + 1);
    // Fewer than asked: the chain was popped below `top` meanwhile; the block.popped is held
    // live, and what is above the new tip comes live as it is pushed.
    if (blocks.length === 0) break;
    for (const block of [...blocks].reverse()) {
      if (block.height !== last + 1) return last;
      // Not on the block given last: the chain was popped and pushed again between two pages.
      // Stop at one fork's blocks; the pop and the new fork's blocks come live (replay-view.ts).
      if (lastId !== undefined && block.previousBlockId !== lastId) return last;
      for (const draft of pushedBlockEvents(block)) {
        if (sink.closed()) return last;
        await sink.send(replayedEvent(draft, now()));
      }
      last = block.height;
      lastId = block.id;
      sink.replayed(block);
    }
  }
  return last;
}
