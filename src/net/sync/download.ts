// The download step of a sync round (the machine's `downloadBlocks`): the feeder's ids after the
// common block, then the blocks in segments spread over the feeder and its helpers. Two things
// keep a long catch-up from waiting on the network:
//   - each segment's transaction signatures go to the worker pool as soon as it arrives
//     (PreverifiedTransactions), so the main thread pushes blocks whose signatures are known;
//   - while a full round (as many ids as asked: the peer has more) is being pushed, the next
//     round's blocks are fetched already, from the block the push will end on; the next round
//     takes them when it starts from that block with the same feeder (it checks them as any
//     download: ids, contiguity, the chain's rules at the push).
import { Block } from '../../domain/block.js';
import type { DownloadInput, DownloadOutput, PunishTarget } from '../../machines/sync/sync-machine.js';
import { PeerFaultError } from '../../machines/sync/errors.js';
import type { NetLogger, ProtocolName } from '../interface.js';
import { decodeList, decodeNextBlockIds, encodeNextRequest } from './codec.js';
import type { ServeLimits, SyncOptions } from './options.js';
import type { TransactionTypeRegistry } from '../../domain/tx-types/registry.js';
import type { PreverifiedTransactions } from './preverified.js';
import { ownBytes } from './gossip.js';
import { BlockBatch, tipOf } from './batches.js';
import type { BlockchainService } from '../../chain/interface.js';

/** What the downloader needs of the sync worker: its paced, decoded requests and punishments. */
export interface DownloadPeers {
  ask(peerId: string, protocol: ProtocolName, payload: Uint8Array): Promise<Uint8Array>;
  decode<T>(peerId: string, decode: () => T): T;
  /** Whether the peer's tip moved since the summary it was picked by (see SyncWorker). */
  tipMoved(peerId: string): Promise<boolean>;
  punish(targets: readonly PunishTarget[]): void;
}

export interface DownloadModules {
  readonly peers: DownloadPeers;
  readonly chain: Pick<BlockchainService, 'lastBlock' | 'getBlock'>;
  readonly registry: TransactionTypeRegistry;
  readonly limits: ServeLimits;
  readonly malformedPenalty: number;
  readonly preverified?: PreverifiedTransactions;
  readonly logger?: NetLogger;
}

/** The blocks of one round as fetched, before they are set against our tip. */
interface Fetched {
  readonly blocks: Block[];
  readonly sources: string[];
  /** Per block, its segment's signature check. */
  readonly checks: Array<Promise<void>>;
  /** The feeder announced as many ids as asked: it probably has more. */
  readonly full: boolean;
}

interface Prefetch {
  readonly feeder: string;
  readonly after: bigint;
  readonly maxBlocks: number;
  readonly fetched: Promise<Fetched>;
}

/** Segment requests in flight to one source at a time. */
const SEGMENTS_PER_PEER = 2;

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export class BlockDownloader {
  readonly #opts: SyncOptions;
  readonly #m: DownloadModules;
  #prefetch: Prefetch | null = null;
  /** The helpers of the last round, for its prefetched successor. */
  #helpers: readonly string[] = [];

  constructor(opts: SyncOptions, modules: DownloadModules) {
    this.#opts = opts;
    this.#m = modules;
  }

  async download(input: DownloadInput): Promise<DownloadOutput> {
    const { peerId: feeder, common } = input;
    this.#helpers = input.helpers;
    const ahead = this.#prefetch;
    this.#prefetch = null;
    const fetched = ahead !== null && ahead.feeder === feeder && ahead.after === common.id && ahead.maxBlocks === input.maxBlocks
      ? await ahead.fetched
      : await this.#fetchRound(feeder, input.helpers, common.id, input.maxBlocks);
    const { blocks, sources, checks } = fetched;
    const tip = tipOf(await this.#m.chain.lastBlock());
    if (tip.id === common.id) return { batch: new BlockBatch(blocks, sources, checks, fetched.full), tip };
    // Our tip moved since the common block was found (gossip brought blocks meanwhile, or a
    // prefetched round started before they came): the downloaded blocks we hold already are no
    // fork. Block ids commit to their predecessors, so the last one we hold ends the shared part;
    // keep what follows it, with that block as the new common one. Without this the round took
    // our own chain for a fork: it popped our blocks (their pending transactions checked at the
    // old height, the shufflers told the chain went back), pushed the shorter download, found it
    // no heavier and restored ours.
    const shared = await this.#lastHeld(blocks);
    if (shared === undefined) return { batch: new BlockBatch(blocks, sources, checks, fetched.full), tip };
    const k = shared.index + 1;
    return { batch: new BlockBatch(blocks.slice(k), sources.slice(k), checks.slice(k), fetched.full), tip, common: tipOf(shared.block) };
  }

  /** The last of `blocks` our chain holds (by id: only blocks of our chain are kept), if any.
   * The blocks held are a prefix (each id commits to its predecessor): a binary search. */
  async #lastHeld(blocks: readonly Block[]): Promise<{ index: number; block: Block } | undefined> {
    const held = (i: number) => this.#m.chain.getBlock({ id: blocks[i]!.id });
    let found = blocks.length === 0 ? undefined : await held(0);
    if (found === undefined) return undefined;
    let index = 0;
    let hi = blocks.length - 1;
    while (index < hi) {
      const mid = Math.ceil((index + hi) / 2);
      const block = await held(mid);
      if (block === undefined) hi = mid - 1;
      else [index, found] = [mid, block];
    }
    return { index, block: found };
  }

  /**
   * Starts fetching the round that follows `batch` (from its last block, with the same feeder)
   * while it is pushed, when the feeder has more. The next round takes it if it starts there.
   */
  prefetchAfter(batch: BlockBatch, feeder: string, maxBlocks: number): void {
    const last = batch.blocks[batch.blocks.length - 1];
    if (!batch.full || last === undefined) return;
    const fetched = this.#fetchRound(feeder, this.#helpers, last.id, maxBlocks);
    // Failures surface when the next round takes it (and are forgotten if it never does).
    fetched.catch((err: unknown) => this.#m.logger?.debug(`sync: prefetch from ${feeder} failed: ${errorText(err)}`));
    this.#prefetch = { feeder, after: last.id, maxBlocks, fetched };
  }

  async #fetchRound(feeder: string, helpers: readonly string[], after: bigint, maxBlocks: number): Promise<Fetched> {
    const peers = this.#m.peers;
    const bytes = await peers.ask(feeder, 'nextBlockIds', encodeNextRequest({ blockId: after, limit: maxBlocks }));
    const ids = peers.decode(feeder, () => decodeNextBlockIds(bytes, maxBlocks));
    if (new Set(ids).size !== ids.length) {
      throw new PeerFaultError([feeder], 'repeated ids in nextBlockIds', { kind: 'penalty', points: this.#m.malformedPenalty });
    }
    const sources = [feeder, ...helpers.filter((h) => h !== feeder)];
    // Segments: at least segmentSize blocks, larger when there are few sources (fewer requests),
    // never more than a peer sends in one answer.
    const parallel = Math.max(1, this.#opts.maxParallelSegments);
    const size = Math.min(this.#m.limits.maxNextBlocks, Math.max(this.#opts.segmentSize, Math.ceil(ids.length / parallel)));
    const segments: Array<{ after: bigint; ids: bigint[] }> = [];
    for (let i = 0; i < ids.length; i += size) segments.push({ after: i === 0 ? after : ids[i - 1]!, ids: ids.slice(i, i + size) });

    const results: Array<{ blocks: Block[]; sources: string[]; check: Promise<void> } | undefined> = new Array(segments.length);
    const errors: unknown[] = [];
    let next = 0;
    const worker = async () => {
      while (next < segments.length) {
        const i = next++;
        try {
          const r = await this.#segment(segments[i]!, sources[i % sources.length]!, feeder);
          // Checked on the worker pool while the other segments download and earlier blocks push.
          const check = this.#m.preverified?.check(r.blocks.flatMap((b) => b.transactions)) ?? Promise.resolve();
          results[i] = { ...r, check };
        } catch (err) {
          errors.push(err);
          results[i] = { blocks: [], sources: [], check: Promise.resolve() };
        }
      }
    };
    // At most SEGMENTS_PER_PEER requests in flight per source: a node serves one request at a
    // time on its main thread anyway, and six at once from one follower held its API behind six
    // answers' turns (handlers.ts) for no gain once rounds overlap their pushes.
    const inFlight = Math.min(parallel, segments.length, sources.length * SEGMENTS_PER_PEER);
    await Promise.all(Array.from({ length: inFlight }, worker));

    const fault = errors.find((e) => e instanceof PeerFaultError);
    if (fault != null) throw fault;
    const blocks: Block[] = [];
    const from: string[] = [];
    const checks: Array<Promise<void>> = [];
    for (let i = 0; i < segments.length; i++) {
      const r = results[i]!;
      blocks.push(...r.blocks);
      from.push(...r.sources);
      for (const _ of r.blocks) checks.push(r.check);
      // The batch must be contiguous: stop at the first segment that came back short.
      if (r.blocks.length < segments[i]!.ids.length) break;
    }
    if (blocks.length === 0 && errors.length > 0) throw errors[0];
    return { blocks, sources: from, checks, full: ids.length === maxBlocks && blocks.length === ids.length };
  }

  /** One segment from `peer`, the rest from the feeder when a helper falls short. */
  async #segment(seg: { after: bigint; ids: bigint[] }, peer: string, feeder: string): Promise<{ blocks: Block[]; sources: string[] }> {
    let blocks: Block[] = [];
    if (peer !== feeder) {
      try {
        blocks = await this.#fetch(seg.after, seg.ids, peer, false);
      } catch (err) {
        // A helper's failure costs it (when it is at fault) but not the round.
        if (err instanceof PeerFaultError) this.#m.peers.punish(err.peerIds.map((p) => ({ peerId: p, punishment: err.punishment, reason: err.reason })));
        else this.#m.logger?.debug(`sync: ${errorText(err)}`);
      }
    }
    const sources = blocks.map(() => peer);
    if (blocks.length < seg.ids.length) {
      const after = blocks.length === 0 ? seg.after : blocks[blocks.length - 1]!.id;
      const rest = await this.#fetch(after, seg.ids.slice(blocks.length), feeder, true);
      blocks = blocks.concat(rest);
      for (const _ of rest) sources.push(feeder);
    }
    return { blocks, sources };
  }

  /**
   * Blocks with the given ids following `after`, asked of `peer` until it has sent them all or
   * has no more. A block that follows the one asked for but is not the announced one ends the
   * part, from a helper (it may be on another branch) and from the feeder whose chain changed
   * since it announced the ids (a reorganisation is no fault); from a feeder still on the tip we
   * picked it by, it is a lie (penalised). A block that does not follow the one asked for is a
   * fault of the feeder (a helper's part just ends).
   */
  async #fetch(after: bigint, ids: readonly bigint[], peer: string, isFeeder: boolean): Promise<Block[]> {
    const peers = this.#m.peers;
    const out: Block[] = [];
    let previous = after;
    while (out.length < ids.length) {
      const want = Math.min(ids.length - out.length, this.#m.limits.maxNextBlocks);
      const bytes = await peers.ask(peer, 'nextBlocks', encodeNextRequest({ blockId: previous, limit: want }));
      const items = peers.decode(peer, () => decodeList(bytes, want, 'nextBlocks'));
      if (items.length === 0) break;
      for (const item of items) {
        let block: Block;
        try {
          // The chain assigns height and cumulative difficulty when it pushes the block.
          block = Block.fromFullBytes(ownBytes(item), 0, 0n, this.#m.registry);
        } catch (err) {
          throw new PeerFaultError([peer], `malformed block: ${errorText(err)}`, { kind: 'penalty', points: this.#m.malformedPenalty });
        }
        if (block.previousBlockId !== previous) {
          // Asked for the blocks after `previous`, it sent one that does not follow it: an
          // honest node never does (it serves its chain contiguously from the block asked for).
          if (!isFeeder) return out;
          throw new PeerFaultError([peer], `block ${block.id} is not the announced block ${ids[out.length]}: it does not follow block ${previous}`, { kind: 'penalty', points: this.#m.malformedPenalty });
        }
        if (block.id !== ids[out.length]) {
          // Another block after the right one. From a helper: it may be on another branch. From
          // the feeder: its chain changed between its ids and this answer (it switched to a
          // better fork meanwhile, as any honest node may: no fault; keep what matched, the next
          // round asks again), or it lied about its ids, which shows when its tip is still the
          // one it had when we picked it.
          if (!isFeeder || (await peers.tipMoved(peer))) return out;
          throw new PeerFaultError([peer], `block ${block.id} is not the announced block ${ids[out.length]} (its chain did not change)`, { kind: 'penalty', points: this.#m.malformedPenalty });
        }
        out.push(block);
        previous = block.id;
      }
    }
    return out;
  }
}
