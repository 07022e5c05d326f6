// The I/O behind the sync machine's named actors: asking peers (through the peer network) and
// moving the chain (through the blockchain service). The machine decides what happens next and
// whom to punish; these functions report bad answers as PeerFaultError and their results as data.
import { fromPromise } from 'xstate';
import type { Block } from '../../domain/block.js';
import type { TransactionTypeRegistry } from '../../domain/tx-types/registry.js';
import { BlockRejectedError, BlockRejectReason } from '../../domain/errors.js';
import type { BlockchainService } from '../../chain/interface.js';
import {
  type CommonBlock, type DownloadInput, type DownloadOutput, type FindCommonInput, type PickPeerInput, type PickPeerOutput,
  type PopOffInput, type PopOffOutput, type PunishTarget, type PushInput, type PushOutput, type RestoreInput,
  type RestoreOutput, type TipInfo, type syncMachine,
} from '../../machines/sync/sync-machine.js';
import { PeerFaultError, SyncError, SyncErrorCode } from '../../machines/sync/errors.js';
import type { NetLogger, ProtocolName } from '../interface.js';
import {
  SyncCodecError, decodeChainSummary, decodeMilestoneAnswer, decodeNextBlockIds, encodeMilestoneRequest, encodeNextRequest,
  type ChainSummary,
} from './codec.js';
import type { ServeLimits, SyncOptions } from './options.js';
import type { NetworkOrigin } from './origin.js';
import type { RequestPacer } from './pacer.js';
import type { PeerChainReport } from '../peer-chain.js';
import type { SyncProgress } from './progress.js';
import { BlockBatch, SavedBlockList, defaultShuffle, tipOf } from './batches.js';
import { BlockDownloader } from './download.js';
import type { PreverifiedTransactions } from './preverified.js';

export { BlockBatch, SavedBlockList };

/** What the sync needs of the peer network (PeerNetwork fits). */
export interface SyncPeers {
  introducedPeers(): string[];
  request(peerId: string, protocol: ProtocolName, bytes: Uint8Array, timeoutMs?: number): Promise<Uint8Array>;
  penalise(peer: string, points: number, reason: string): void;
  blacklist(peer: string, reason: string): unknown;
}

export type SyncChain = Pick<BlockchainService, 'status' | 'lastBlock' | 'getBlock' | 'pushBlock' | 'popOff'>;

export interface SyncModules {
  readonly peers: SyncPeers;
  readonly chain: SyncChain;
  /** Marks the blocks the sync pushes, so they are not gossiped again. */
  readonly origin: NetworkOrigin;
  readonly pacer: RequestPacer;
  readonly logger?: NetLogger;
  /** Points for an answer that does not parse or contradicts itself (network MALFORMED_MESSAGE). */
  readonly malformedPenalty: number;
  /** Parses downloaded blocks. */
  readonly registry: TransactionTypeRegistry;
  /** What peers answer at most (the same limits we serve with). */
  readonly limits: ServeLimits;
  /** Random order of candidate peers (tests pin it). */
  readonly shuffle?: <T>(items: T[]) => T[];
  /** Told what each peer answered about its chain (its Peer object follows it). */
  readonly reportChain?: (peerId: string, report: PeerChainReport) => void;
  /** Told of each check and each block pushed, for the progress lines of the log. */
  readonly progress?: SyncProgress;
  /** Checks downloaded blocks' signatures on the worker pool ahead of their push (the chain
   * skips those it passed); without it the chain verifies every one at the push. */
  readonly preverified?: PreverifiedTransactions;
}

/** How long a chain summary (cumulativeDifficulty) may take; capped by requestTimeoutMs. */
export const SUMMARY_TIMEOUT_MS = 3_000;

/** Peers whose last tip is kept (for the ids check of downloadBlocks); the oldest go first. */
const MAX_TIPS_KEPT = 1_000;

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export class SyncWorker {
  readonly #opts: SyncOptions;
  readonly #m: SyncModules;
  readonly #shuffle: <T>(items: T[]) => T[];
  /** Each peer's tip as its last cumulativeDifficulty answer told it. */
  readonly #tips = new Map<string, bigint>();
  readonly #downloader: BlockDownloader;

  constructor(opts: SyncOptions, modules: SyncModules) {
    this.#opts = opts;
    this.#m = modules;
    this.#shuffle = modules.shuffle ?? defaultShuffle;
    this.#downloader = new BlockDownloader(opts, {
      peers: {
        ask: (peerId, protocol, payload) => this.#ask(peerId, protocol, payload),
        decode: (peerId, decode) => this.#decode(peerId, decode),
        tipMoved: (peerId) => this.#tipMoved(peerId),
        punish: (targets) => this.punish(targets),
      },
      chain: modules.chain,
      registry: modules.registry,
      limits: modules.limits,
      malformedPenalty: modules.malformedPenalty,
      ...(modules.preverified ? { preverified: modules.preverified } : {}),
      ...(modules.logger ? { logger: modules.logger } : {}),
    });
  }

  /** The machine with these implementations plugged in. */
  provide(machine: typeof syncMachine) {
    return machine.provide({
      actors: {
        pickPeer: fromPromise<PickPeerOutput, PickPeerInput>(({ input }) => this.pickPeer(input)),
        findCommonBlock: fromPromise<CommonBlock, FindCommonInput>(({ input }) => this.findCommonBlock(input)),
        downloadBlocks: fromPromise<DownloadOutput, DownloadInput>(({ input }) => this.downloadBlocks(input)),
        popOffTo: fromPromise<PopOffOutput, PopOffInput>(({ input }) => this.popOffTo(input)),
        pushBlocks: fromPromise<PushOutput, PushInput>(({ input }) => this.pushBlocks(input)),
        restoreBlocks: fromPromise<RestoreOutput, RestoreInput>(({ input }) => this.restoreBlocks(input)),
      },
      actions: {
        punish: (_, params) => this.punish(params.targets),
      },
    });
  }

  punish(targets: readonly PunishTarget[]): void {
    for (const t of targets) {
      this.#m.logger?.info(`sync: ${t.punishment.kind === 'blacklist' ? 'blacklisting' : 'penalising'} ${t.peerId}: ${t.reason}`);
      if (t.punishment.kind === 'blacklist') this.#m.peers.blacklist(t.peerId, t.reason);
      else this.#m.peers.penalise(t.peerId, t.punishment.points, t.reason);
    }
  }

  // ---- requests --------------------------------------------------------------------------------

  async #ask(peerId: string, protocol: ProtocolName, payload: Uint8Array, timeoutMs = this.#opts.requestTimeoutMs): Promise<Uint8Array> {
    await this.#m.pacer.acquire(peerId);
    try {
      return await this.#m.peers.request(peerId, protocol, payload, timeoutMs);
    } catch (err) {
      throw new SyncError(SyncErrorCode.PEER_UNAVAILABLE, `${protocol} from ${peerId} failed: ${errorText(err)}`, { cause: err });
    }
  }

  /** Decodes an answer; a decoding failure is the peer's fault. */
  #decode<T>(peerId: string, decode: () => T): T {
    try {
      return decode();
    } catch (err) {
      if (err instanceof SyncCodecError) {
        throw new PeerFaultError([peerId], `malformed answer: ${err.message}`, { kind: 'penalty', points: this.#m.malformedPenalty });
      }
      throw err;
    }
  }

  async #summary(peerId: string): Promise<ChainSummary> {
    // A summary is a few dozen bytes: a peer that takes longer than SUMMARY_TIMEOUT_MS is not
    // worth waiting for, and a sync check waits for every peer it samples (a silent peer held
    // each check, and so a heal, for the whole request timeout).
    const bytes = await this.#ask(peerId, 'cumulativeDifficulty', new Uint8Array(0), Math.min(this.#opts.requestTimeoutMs, SUMMARY_TIMEOUT_MS));
    const summary = this.#decode(peerId, () => decodeChainSummary(bytes));
    // A tip we hold can be checked at once: a peer claiming another difficulty or height for it
    // lies (it would otherwise be picked as the best peer round after round, delivering nothing).
    const known = await this.#m.chain.getBlock({ id: summary.lastBlockId }).catch(() => undefined);
    if (known !== undefined && (known.cumulativeDifficulty !== summary.cumulativeDifficulty || known.height !== summary.height)) {
      throw new PeerFaultError([peerId], `its tip is our block ${summary.lastBlockId} at height ${known.height} with cumulative difficulty ${known.cumulativeDifficulty}, not height ${summary.height} with ${summary.cumulativeDifficulty}`, { kind: 'penalty', points: this.#m.malformedPenalty });
    }
    this.#tips.set(peerId, summary.lastBlockId);
    if (this.#tips.size > MAX_TIPS_KEPT) this.#tips.delete(this.#tips.keys().next().value!);
    this.#m.reportChain?.(peerId, summary);
    return summary;
  }

  /**
   * Whether the peer's chain moved since its last summary (the one we picked it by): its tip now
   * is another block. Unknown (no summary kept, or it does not answer now) counts as moved: only
   * a peer proven to sit on the same tip is blamed for blocks it did not announce.
   */
  async #tipMoved(peerId: string): Promise<boolean> {
    const before = this.#tips.get(peerId);
    if (before === undefined) return true;
    try {
      return (await this.#summary(peerId)).lastBlockId !== before;
    } catch (err) {
      if (err instanceof PeerFaultError) throw err;
      return true;
    }
  }

  // ---- pickPeer --------------------------------------------------------------------------------

  async pickPeer(input: PickPeerInput): Promise<PickPeerOutput> {
    const status = await this.#m.chain.status();
    const ours: TipInfo = { id: status.lastBlockId, height: status.height, cumulativeDifficulty: status.cumulativeDifficulty };
    const introduced = this.#m.peers.introducedPeers();
    const others = this.#shuffle(introduced.filter((p) => p !== input.preferredPeer)).slice(0, this.#opts.peersPerCheck);
    const candidates = input.preferredPeer != null && introduced.includes(input.preferredPeer) ? [input.preferredPeer, ...others] : others;
    const answers = await Promise.all(candidates.map(async (peerId) => {
      try {
        return { peerId, summary: await this.#summary(peerId) };
      } catch (err) {
        // One bad or silent peer must not stop the check: punish it here and ask the others.
        if (err instanceof PeerFaultError) this.punish(err.peerIds.map((p) => ({ peerId: p, punishment: err.punishment, reason: err.reason })));
        else this.#m.logger?.debug(`sync: ${errorText(err)}`);
        return null;
      }
    }));
    const ahead = answers
      .filter((a): a is { peerId: string; summary: ChainSummary } => a != null && a.summary.cumulativeDifficulty > ours.cumulativeDifficulty)
      .sort((a, b) => (b.summary.cumulativeDifficulty > a.summary.cumulativeDifficulty ? 1 : b.summary.cumulativeDifficulty < a.summary.cumulativeDifficulty ? -1 : 0));
    const best = ahead[0];
    this.#m.progress?.checked(ours.height, best?.summary.height ?? null);
    if (best == null) return { ours, target: null, helpers: [] };
    return {
      ours,
      target: {
        peerId: best.peerId,
        cumulativeDifficulty: best.summary.cumulativeDifficulty,
        height: best.summary.height,
        lastBlockId: best.summary.lastBlockId,
      },
      helpers: ahead.slice(1).map((a) => a.peerId),
    };
  }

  // ---- findCommonBlock -------------------------------------------------------------------------

  /**
   * Nxt's search: milestone ids walk back from the peer's tip until one is on our chain, then
   * next block ids walk forward from there to the last block both chains have.
   */
  async findCommonBlock(input: FindCommonInput): Promise<CommonBlock> {
    const { peerId } = input;
    const chain = this.#m.chain;
    let milestone: Block | undefined;
    let lastMilestone: bigint | null = null;
    // The answer is at most maxMilestoneIds long; twice that is tolerated (older or other limits).
    const maxIds = this.#m.limits.maxMilestoneIds * 2;
    for (let i = 0; i < this.#opts.maxMilestoneRequests && milestone === undefined; i++) {
      const request = lastMilestone == null ? { lastBlockId: input.ours.id } : { lastMilestoneBlockId: lastMilestone };
      const bytes = await this.#ask(peerId, 'milestoneBlockIds', encodeMilestoneRequest(request));
      const answer = this.#decode(peerId, () => decodeMilestoneAnswer(bytes, maxIds));
      if (answer.milestoneBlockIds.length === 0) {
        // Walked past its genesis: the genesis block is common to every chain of this network.
        milestone = await chain.getBlock({ height: 0 });
        break;
      }
      for (const id of answer.milestoneBlockIds) {
        milestone = await chain.getBlock({ id });
        if (milestone !== undefined) break;
        lastMilestone = id;
      }
    }
    if (milestone === undefined) throw new SyncError(SyncErrorCode.NO_COMMON_BLOCK, `no common milestone with ${peerId}`);
    // Our tip is on its chain (every round of a catch-up after the first): nothing of ours
    // follows it, so it is the last common block; the walk forward would only cost the peer an
    // answer of 1440 ids. (Blocks gossiped to us since are found in the download, download.ts.)
    if (milestone.id === input.ours.id) return tipOf(milestone);
    let common = milestone;
    const maxIdsPerAnswer = this.#m.limits.maxNextBlockIds;
    for (;;) {
      const bytes = await this.#ask(peerId, 'nextBlockIds', encodeNextRequest({ blockId: common.id, limit: maxIdsPerAnswer }));
      const ids = this.#decode(peerId, () => decodeNextBlockIds(bytes, maxIdsPerAnswer));
      if (ids.length === 0) return tipOf(common);
      for (const id of ids) {
        const block = await chain.getBlock({ id });
        // Ours at the very next height, or the chains part here.
        if (block === undefined || block.height !== common.height + 1) return tipOf(common);
        common = block;
      }
    }
  }

  // ---- downloadBlocks (download.ts) ---------------------------------------------------------

  downloadBlocks(input: DownloadInput): Promise<DownloadOutput> {
    return this.#downloader.download(input);
  }

  // ---- the chain -------------------------------------------------------------------------------

  async popOffTo(input: PopOffInput): Promise<PopOffOutput> {
    const before = tipOf(await this.#m.chain.lastBlock());
    // Their transactions go back to the pool at once; the ones the fork confirms leave it again.
    const popped = await this.#m.chain.popOff({ height: input.height, keepTransactions: true });
    this.#m.logger?.info(`sync: popped ${popped.length} blocks to height ${input.height} for a fork`);
    return { before, saved: new SavedBlockList(popped) };
  }

  /**
   * Pushes the batch in order. Stops at the first block that is refused: a rule it breaks is the
   * fault of the peer that sent it and the peer that announced it (blacklisted, as in Nxt); a
   * block that no longer fits our tip means our chain moved meanwhile (nobody's fault).
   */
  async pushBlocks(input: PushInput): Promise<PushOutput> {
    const batch = input.batch as BlockBatch;
    const chain = this.#m.chain;
    let tip = tipOf(await chain.lastBlock());
    let pushed = 0;
    const blocks = batch.blocks;
    // The next round's blocks come in while these are pushed (download.ts).
    this.#downloader.prefetchAfter(batch, input.peerId, this.#opts.maxRollback);
    for (let i = 0; i < blocks.length; i++) {
      const block = blocks[i]!;
      if (block.previousBlockId !== tip.id) {
        return { pushed, tip, failure: { blockId: block.id, reason: 'our chain changed during the sync', peerIds: [], punishment: null } };
      }
      // Its signatures' check ahead is usually done by now (a worker verifies while earlier
      // blocks push); waiting spares the chain verifying them again on this thread.
      await batch.checked(i);
      try {
        const result = await this.#m.origin.pushingBlock(block.id, () => chain.pushBlock(block));
        if (result.status === 'pushed') {
          tip = tipOf(result.block);
          pushed++;
          this.#m.progress?.pushed(tip.height);
        } else {
          // Someone else pushed it meanwhile (gossip): carry on from it if it is the tip.
          const now = await chain.lastBlock();
          if (now.id !== block.id) return { pushed, tip: tipOf(now), failure: { blockId: block.id, reason: 'our chain changed during the sync', peerIds: [], punishment: null } };
          tip = tipOf(now);
        }
      } catch (err) {
        if (!(err instanceof BlockRejectedError)) throw err;
        const now = tipOf(await chain.lastBlock());
        if (err.rejectReason === BlockRejectReason.BAD_PREVIOUS_BLOCK || now.id !== tip.id) {
          return { pushed, tip: now, failure: { blockId: block.id, reason: 'our chain changed during the sync', peerIds: [], punishment: null } };
        }
        const blame = [...new Set([batch.sourceOf(i) ?? input.peerId, input.peerId])];
        // Marked where thrown: our clock or our tip decided it, not the peer's block.
        const excused = err.dependsOnState;
        return {
          pushed,
          tip,
          failure: { blockId: block.id, reason: `${err.rejectReason}: ${err.reason}`, peerIds: blame, punishment: excused ? null : { kind: 'blacklist' } },
        };
      }
    }
    return { pushed, tip, failure: null };
  }

  /** Pops the fork off again and pushes our saved blocks back (oldest first). */
  async restoreBlocks(input: RestoreInput): Promise<RestoreOutput> {
    const chain = this.#m.chain;
    const saved = (input.saved as SavedBlockList).blocks;
    await chain.popOff({ height: input.height, keepTransactions: true });
    let restored = 0;
    for (let i = saved.length - 1; i >= 0; i--) {
      const block = saved[i]!;
      try {
        await this.#m.origin.pushingBlock(block.id, () => chain.pushBlock(block));
        restored++;
      } catch (err) {
        // Our own block no longer fits (our chain moved): the rest cannot follow it.
        this.#m.logger?.warn(`sync: could not restore block ${block.id}: ${errorText(err)}`);
        break;
      }
    }
    return { restored, tip: tipOf(await chain.lastBlock()) };
  }
}
