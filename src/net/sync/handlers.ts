// Answers to the sync exchange requests, read from the chain services. No chain rules: these
// only look blocks up and encode them (see codec.ts for the payloads).
import type { BlockchainService, MempoolService } from '../../chain/interface.js';
import { PeerMisbehaviourError } from '../errors.js';
import type { ProtocolName, RequestHandler } from '../interface.js';
import {
  SyncCodecError, decodeMilestoneRequest, decodeNextRequest, decodeUnconfirmedRequest, encodeChainSummary, encodeList,
  encodeMilestoneAnswer, encodeNextBlockIds,
} from './codec.js';
import type { ServeLimits } from './options.js';

export type ServingChain = Pick<BlockchainService, 'status' | 'getBlock' | 'getBlockIds' | 'getBlockBytes' | 'getBlockIdAtHeight'>;
export type ServingPool = Pick<MempoolService, 'list'>;

/** Penalty for a request that does not parse (the network's BAD_REQUEST default). */
const MALFORMED_REQUEST_POINTS = 20;

// Serving a sync shares the node's event loop and its blockchain actor's mailbox with the API.
// So an answer is read as the store holds it: the ids in one read of the height index, the
// blocks as their stored bytes (no parsing into objects, no encoding back), BLOCKS_PER_TURN at a
// time so that the API's requests get their turns between the reads of a long answer. (Before,
// each id was one message in the actor's mailbox, 1440 of them ahead of every API read, and each
// block was parsed with its transactions only to be encoded again.)
const BLOCKS_PER_TURN = 32;

function parse<T>(decode: () => T): T {
  try {
    return decode();
  } catch (err) {
    if (err instanceof SyncCodecError) throw new PeerMisbehaviourError(err.message, MALFORMED_REQUEST_POINTS);
    throw err;
  }
}

/** Full bytes of the blocks after `after` up to height `to`, oldest first, contiguous from it,
 * at most `maxBytes` of them (one block always), read BLOCKS_PER_TURN at a time. */
async function blockBytesAfter(chain: ServingChain, after: { id: bigint; height: number }, to: number, maxBytes: number): Promise<Uint8Array[]> {
  const out: Uint8Array[] = [];
  let bytes = 0;
  let expectedPrevious = after.id;
  for (let low = after.height + 1; low <= to; low += BLOCKS_PER_TURN) {
    const high = Math.min(to, low + BLOCKS_PER_TURN - 1);
    const blocks = await chain.getBlockBytes(low, high);
    for (const block of blocks) {
      // A pop-off and a push between two turns (another branch): stop where it no longer follows.
      if (block.previousBlockId !== expectedPrevious) return out;
      if (out.length > 0 && bytes + block.bytes.length > maxBytes) return out;
      out.push(block.bytes);
      bytes += block.bytes.length;
      expectedPrevious = block.id;
    }
    // Fewer than asked: the chain was popped meanwhile, nothing follows.
    if (blocks.length !== high - low + 1) return out;
  }
  return out;
}

/**
 * Milestone ids, Nxt style: if the requester's last block is on our chain, just that id (with
 * `last` when it is our tip); otherwise ids spaced exponentially back from our tip (10 blocks
 * apart), or below the requester's last milestone (up to 1440 apart), ending with the genesis
 * block when the walk reaches it, so the requester always finds a common block.
 */
export async function milestoneBlockIds(
  chain: ServingChain, request: ReturnType<typeof decodeMilestoneRequest>, maxIds: number,
): Promise<{ milestoneBlockIds: bigint[]; last: boolean }> {
  const status = await chain.status();
  const tipHeight = status.height;
  let height: number;
  let jump: number;
  if ('lastBlockId' in request) {
    if (request.lastBlockId === status.lastBlockId) return { milestoneBlockIds: [request.lastBlockId], last: true };
    if (await chain.getBlock({ id: request.lastBlockId })) return { milestoneBlockIds: [request.lastBlockId], last: false };
    height = tipHeight;
    jump = 10;
  } else {
    const milestone = await chain.getBlock({ id: request.lastMilestoneBlockId });
    // Our chain changed since our last answer (or the requester is confused): no penalty.
    if (milestone === undefined) throw new Error(`unknown milestone block ${request.lastMilestoneBlockId}`);
    jump = Math.min(1440, Math.max(tipHeight - milestone.height, 1));
    height = Math.max(milestone.height - jump, 0);
  }
  const heights: number[] = [];
  while (height > 0 && heights.length < maxIds) {
    heights.push(height);
    height -= jump;
  }
  if (heights.length < maxIds) heights.push(0);
  const ids = await Promise.all(heights.map((h) => chain.getBlockIdAtHeight(h)));
  return { milestoneBlockIds: ids.filter((id): id is bigint => id !== undefined), last: false };
}

export interface ServingServices {
  readonly chain: ServingChain;
  readonly pool: ServingPool;
  /** Our blockchain state as our hello says it now; with it, the cumulativeDifficulty answer
   * carries it too, so peers see it change without a new hello. */
  readonly blockchainState?: () => string;
}

export function createSyncRequestHandlers(limits: ServeLimits, services: ServingServices): Record<ProtocolName, RequestHandler> {
  const { chain, pool, blockchainState } = services;
  return {
    cumulativeDifficulty: async () => {
      const s = await chain.status();
      return encodeChainSummary({
        cumulativeDifficulty: s.cumulativeDifficulty, height: s.height, lastBlockId: s.lastBlockId, lastBlockTimestamp: s.lastBlockTimestamp,
        ...(blockchainState == null ? {} : { blockchainState: blockchainState() }),
      });
    },

    milestoneBlockIds: async (request) => {
      const req = parse(() => decodeMilestoneRequest(request));
      return encodeMilestoneAnswer(await milestoneBlockIds(chain, req, limits.maxMilestoneIds));
    },

    nextBlockIds: async (request) => {
      const req = parse(() => decodeNextRequest(request, 'nextBlockIds request'));
      const after = await chain.getBlock({ id: req.blockId });
      // A block we do not have (another fork): no ids, like the older nodes.
      if (after === undefined) return encodeNextBlockIds([]);
      const status = await chain.status();
      const to = Math.min(status.height, after.height + Math.min(req.limit, limits.maxNextBlockIds));
      return encodeNextBlockIds(await chain.getBlockIds(after.height + 1, to));
    },

    nextBlocks: async (request) => {
      const req = parse(() => decodeNextRequest(request, 'nextBlocks request'));
      const after = await chain.getBlock({ id: req.blockId });
      if (after === undefined) return encodeList([]);
      const status = await chain.status();
      const to = Math.min(status.height, after.height + Math.min(req.limit, limits.maxNextBlocks));
      if (to <= after.height) return encodeList([]);
      return encodeList(await blockBytesAfter(chain, after, to, limits.maxNextBlocksBytes));
    },

    unconfirmedTransactions: async (request) => {
      const exclude = new Set(parse(() => decodeUnconfirmedRequest(request, 100_000)));
      const out: Uint8Array[] = [];
      let bytes = 0;
      for (const tx of await pool.list()) {
        if (exclude.has(tx.id)) continue;
        const b = tx.bytes();
        if (out.length >= limits.maxUnconfirmed || bytes + b.length > limits.maxUnconfirmedBytes) break;
        out.push(b);
        bytes += b.length;
      }
      return encodeList(out);
    },
  };
}
