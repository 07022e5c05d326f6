// fromHeight: the block events of the current chain read from the store, then live; a block
// pushed while the replay runs is given once (replayed or live, never both); a start deeper than
// maxReplayBlocks is refused naming fromHeight.
import { describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { ApiError } from '../../src/api/errors.js';
import { EventHub } from '../../src/events/hub.js';
import { resolveEventsOptions } from '../../src/events/options.js';
import { checkReplayStart, type ReplayChain } from '../../src/events/replay.js';
import { EventStream } from '../../src/events/stream.js';
import type { StreamTransport } from '../../src/events/outbox.js';
import type { ChainFixture } from '../chain/helpers.js';
import { chainSourcesPerTest } from './chain-sources.js';

const held = chainSourcesPerTest();

const opts = resolveEventsOptions({ replayPageBlocks: 2 });

class Recorder implements StreamTransport {
  readonly sent: Array<{ id: number | undefined; data: Record<string, any> }> = [];
  readonly backlogBytes = 0;
  private waiting: Array<{ match: (d: Record<string, any>) => boolean; resolve: () => void }> = [];
  send(json: string, id: number | undefined): void {
    const data = JSON.parse(json) as Record<string, any>;
    this.sent.push({ id, data });
    this.waiting = this.waiting.filter((w) => (w.match(data) ? (w.resolve(), false) : true));
  }
  heartbeat(): void {}
  onDrain(): void {}
  end(): void {}
  until(match: (d: Record<string, any>) => boolean): Promise<void> {
    if (this.sent.some((m) => match(m.data))) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push({ match, resolve }));
  }
}

/** The chain, with its `nth` call of `method` held until release(). */
function gated(chain: ReplayChain, method: keyof ReplayChain, nth = 1): ReplayChain & { release(): void; reached: Promise<void> } {
  let release!: () => void;
  let reached!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const reachedP = new Promise<void>((r) => (reached = r));
  let calls = 0;
  const wrap = <T>(name: keyof ReplayChain, call: () => Promise<T>) => async () => {
    if (name === method && ++calls === nth) {
      reached();
      await gate;
    }
    return call();
  };
  return {
    lastBlock: () => wrap(`lastBlock`, () => chain.lastBlock())(),
    getBlocks: (from, to) => wrap('getBlocks', () => chain.getBlocks(from, to))(),
    release,
    reached: reachedP,
  };
}

/** The chain as a client following the messages sees it: height -> block id. */
function clientView(sent: ReadonlyArray<{ data: Record<string, any> }>): Map<number, string> {
  const view = new Map<number, string>();
  const dropAbove = (height: number) => {
    for (const h of [...view.keys()]) if (h > height) view.delete(h);
  };
  for (const { data } of sent) {
    if (data.topic === 'block.pushed') {
      dropAbove(data.height - 1);
      view.set(data.height, data.block);
    } else if (data.topic === 'block.popped') {
      dropAbove(data.height);
    }
  }
  return view;
}

/** The chain from `from` to its tip: height -> block id. */
async function chainView(chain: ReplayChain, from = 1): Promise<Map<number, string>> {
  const tip = (await chain.lastBlock()).height;
  return new Map((await chain.getBlocks(tip, from)).reverse().map((b) => [b.height, String(b.id)]));
}

const BLOCK_TOPICS = new Set(['block.pushed', 'block.popped', 'transaction.confirmed']);
const summary = (sent: ReadonlyArray<{ id: number | undefined; data: Record<string, any> }>) =>
  sent.map((m) => `${m.data.topic}@${m.data.height}${m.data.block !== undefined ? `:${m.data.block}` : ''}${m.id === undefined ? ' replayed' : ''}`);

async function chainOf(blocks: number): Promise<{ f: ChainFixture; hub: EventHub }> {
  const f = await held.chain();
  for (let i = 0; i < blocks; i++) {
    await f.mempool.submit(f.pay(`devnet-${i % 10}`, 'bob', BigInt(i + 1) * ONE_COIN));
    await f.forger.generateBlock();
  }
  const hub = new EventHub(opts, { firstId: 1 });
  held.connect(hub);
  return { f, hub };
}

describe('replay from a height', () => {
  it('gives block.pushed and transaction.confirmed of each block in order, without ids, then live', async () => {
    const { f, hub } = await chainOf(4);
    const rec = new Recorder();
    const stream = new EventStream(opts, { filter: { topics: new Set(['block.pushed', 'transaction.confirmed']), accounts: undefined }, start: { kind: 'fromHeight', height: 2 } }, rec, { hub, chain: f.blockchain });
    await stream.start();
    await rec.until((d) => d.topic === 'transaction.confirmed' && d.height === 4);
    expect(rec.sent.map((m) => [m.data.topic, m.data.height])).toEqual([
      ['block.pushed', 2], ['transaction.confirmed', 2],
      ['block.pushed', 3], ['transaction.confirmed', 3],
      ['block.pushed', 4], ['transaction.confirmed', 4],
    ]);
    expect(rec.sent.every((m) => m.id === undefined && m.data.replay === true)).toBe(true);
    const live = await f.forger.generateBlock();
    await rec.until((d) => d.block === String(live.id));
    const last = rec.sent.at(-1)!;
    expect(last.id).toBe(last.data.id);
    expect(last.data.replay).toBeUndefined();
  });

  it('a block pushed while the replay waits for its first page comes live, once', async () => {
    const { f, hub } = await chainOf(3);
    const chain = gated(f.blockchain, 'getBlocks');
    const rec = new Recorder();
    const stream = new EventStream(opts, { filter: { topics: new Set(['block.pushed']), accounts: undefined }, start: { kind: 'fromHeight', height: 1 } }, rec, { hub, chain });
    const started = stream.start();
    await chain.reached; // the replay read the tip (height 3)
    const next = await f.forger.generateBlock();
    chain.release();
    await started;
    await rec.until((d) => d.block === String(next.id));
    expect(rec.sent.map((m) => [m.data.height, m.id === undefined ? 'replayed' : 'live'])).toEqual([[1, 'replayed'], [2, 'replayed'], [3, 'replayed'], [4, 'live']]);
  });

  it('a block pushed before the replay read the tip is replayed, and its live event skipped', async () => {
    const { f, hub } = await chainOf(3);
    const chain = gated(f.blockchain, 'lastBlock');
    const rec = new Recorder();
    const stream = new EventStream(opts, { filter: { topics: new Set(['block.pushed']), accounts: undefined }, start: { kind: 'fromHeight', height: 2 } }, rec, { hub, chain });
    const started = stream.start();
    await chain.reached; // subscribed, the tip not read yet
    await f.forger.generateBlock();
    chain.release();
    await started;
    const after = await f.forger.generateBlock();
    await rec.until((d) => d.block === String(after.id));
    expect(rec.sent.map((m) => [m.data.height, m.id === undefined ? 'replayed' : 'live'])).toEqual([[2, 'replayed'], [3, 'replayed'], [4, 'replayed'], [5, 'live']]);
  });

  it('refuses a start deeper than maxReplayBlocks below the tip, naming fromHeight', async () => {
    const { f } = await chainOf(5);
    await expect(checkReplayStart(f.blockchain, 4, 2)).resolves.toBeUndefined();
    await expect(checkReplayStart(f.blockchain, 50, 2)).resolves.toBeUndefined();
    const refused = checkReplayStart(f.blockchain, 3, 2);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ param: 'fromHeight', description: expect.stringContaining('from height 4 at the current height 5') });
  });

  it('a pop and re-push between two replay pages: the client gets the pop and the new blocks, and ends with the chain', async () => {
    const { f, hub } = await chainOf(6);
    const old2 = (await f.blockchain.getBlocks(2, 2))[0]!;
    // Page 1 (heights 1-2) is sent; the read of page 2 waits.
    const chain = gated(f.blockchain, 'getBlocks', 2);
    const rec = new Recorder();
    const stream = new EventStream(opts, { filter: { topics: BLOCK_TOPICS, accounts: undefined }, start: { kind: 'fromHeight', height: 1 } }, rec, { hub, chain });
    const started = stream.start();
    await chain.reached;
    await f.blockchain.popOff({ numBlocks: 5 });
    f.time.set(2000);
    await f.mempool.submit(f.pay('devnet-3', 'carol', 7n * ONE_COIN));
    const new2 = await f.forger.generateBlock();
    const new3 = await f.forger.generateBlock();
    chain.release();
    await started;
    await rec.until((d) => d.topic === 'block.pushed' && d.block === String(new3.id));
    expect(new2.id).not.toBe(old2.id);
    expect(clientView(rec.sent)).toEqual(await chainView(f.blockchain));
    const b1 = (await f.blockchain.getBlocks(1, 1))[0]!;
    expect(summary(rec.sent)).toEqual([
      `block.pushed@1:${b1.id} replayed`, `transaction.confirmed@1:${b1.id} replayed`,
      `block.pushed@2:${old2.id} replayed`, `transaction.confirmed@2:${old2.id} replayed`,
      'block.popped@1',
      `block.pushed@2:${new2.id}`, `transaction.confirmed@2:${new2.id}`,
      `block.pushed@3:${new3.id}`,
    ]);
  });

  it('a pop and re-push before the replay read its first page is folded in: the new blocks once, no pop', async () => {
    const { f, hub } = await chainOf(4);
    const chain = gated(f.blockchain, 'getBlocks', 1);
    const rec = new Recorder();
    const stream = new EventStream(opts, { filter: { topics: BLOCK_TOPICS, accounts: undefined }, start: { kind: 'fromHeight', height: 2 } }, rec, { hub, chain });
    const started = stream.start();
    await chain.reached; // the tip (4) is read; no block yet
    await f.blockchain.popOff({ numBlocks: 3 });
    f.time.set(2000);
    await f.forger.generateBlock();
    await f.forger.generateBlock();
    chain.release();
    await started;
    const next = await f.forger.generateBlock();
    await rec.until((d) => d.block === String(next.id));
    expect(clientView(rec.sent)).toEqual(await chainView(f.blockchain, 2));
    const [b3, b2] = await f.blockchain.getBlocks(3, 2);
    expect(summary(rec.sent)).toEqual([`block.pushed@2:${b2!.id} replayed`, `block.pushed@3:${b3!.id} replayed`, `block.pushed@4:${next.id}`]);
  });

  it('fromHeight above the tip: no block event below it until the chain reaches it, then all of them', async () => {
    const { f, hub } = await chainOf(2);
    const rec = new Recorder();
    const stream = new EventStream(opts, { filter: { topics: BLOCK_TOPICS, accounts: undefined }, start: { kind: 'fromHeight', height: 5 } }, rec, { hub, chain: f.blockchain });
    await stream.start();
    await f.mempool.submit(f.pay('devnet-1', 'bob', 3n * ONE_COIN));
    await f.forger.generateBlock(); // 3, with a confirmation
    await f.forger.generateBlock(); // 4
    await f.blockchain.popOff({ numBlocks: 1 });
    f.time.set(2000);
    await f.forger.generateBlock(); // 4 again, another block
    const five = await f.forger.generateBlock();
    await rec.until((d) => d.block === String(five.id));
    // Reached: what comes next is given whatever its height (a pop below the start, its re-push).
    await f.blockchain.popOff({ numBlocks: 2 });
    f.time.set(3000);
    const again = await f.forger.generateBlock();
    await rec.until((d) => d.block === String(again.id));
    expect(summary(rec.sent)).toEqual([`block.pushed@5:${five.id}`, 'block.popped@3', `block.pushed@4:${again.id}`]);
    expect(clientView(rec.sent)).toEqual(new Map([[4, String(again.id)]]));
  });
});
