// Byzantine answers to requests (SimTransport.answerHook): the node serves the honest answer,
// then lies in it, delays it, or keeps it.
//   lying-sync: one lie per answer, drawn among those of `lies` that fit the protocol (SYNC_LIES):
//     difficulty            cumulativeDifficulty: a cumulative difficulty far above its chain's
//                           (its real tip id), so that honest nodes pick it to sync from
//     garbled-summary       cumulativeDifficulty: not JSON
//     wrong-ids             nextBlockIds: its ids with one replaced by a made-up one
//     repeated-ids          nextBlockIds: made-up ids, one of them twice
//     garbled-blocks        nextBlocks: a list item of random bytes
//     truncated-blocks      nextBlocks: the binary list cut short
//     wrong-blocks          nextBlocks: a real block, not the one announced
//     garbled-transactions  unconfirmedTransactions: a list item of random bytes
//     (milestoneBlockIds stays honest: the requester must find the common block to go on)
//   slow: every answer held back for 75-97 % of the requester's timeout;
//   silent: no answer at all (the requester's timeout ends each request).
import { DEFAULT_SYNC_OPTIONS } from '../../net/sync/options.js';
import { decodeChainSummary, decodeNextBlockIds, decodeNextRequest, encodeChainSummary, encodeList, encodeNextBlockIds } from '../../net/sync/codec.js';
import type { AnyProtocolName } from '../../net/interface.js';
import type { SimAnswer } from '../transport.js';
import type { ByzantineContext } from '../byzantine.js';

export const SYNC_LIES = [
  'difficulty', 'garbled-summary', 'wrong-ids', 'repeated-ids', 'garbled-blocks', 'truncated-blocks', 'wrong-blocks', 'garbled-transactions',
] as const;
export type SyncLie = (typeof SYNC_LIES)[number];

const LIES_OF: Partial<Record<AnyProtocolName, readonly SyncLie[]>> = {
  cumulativeDifficulty: ['difficulty', 'garbled-summary'],
  nextBlockIds: ['wrong-ids', 'repeated-ids'],
  nextBlocks: ['garbled-blocks', 'truncated-blocks', 'wrong-blocks'],
  unconfirmedTransactions: ['garbled-transactions'],
};

/** The protocols the sync asks with its own (longer) timeout. */
const SYNC_PROTOCOLS: ReadonlySet<string> = new Set(['cumulativeDifficulty', 'milestoneBlockIds', 'nextBlockIds', 'nextBlocks', 'unconfirmedTransactions']);

function randomId(ctx: ByzantineContext): bigint {
  return (BigInt(ctx.rng.int(1, 0x7fffffff)) << 32n) | BigInt(ctx.rng.int(0, 0x7fffffff));
}

export function lyingAnswers(ctx: ByzantineContext, lies: readonly SyncLie[]): () => void {
  const { node, rng } = ctx;
  // The latest block it pushed: a real block to send where another was announced.
  let latest: Uint8Array | undefined;
  const off = node.node.events.on('blockPushed', ({ block }) => {
    latest = block.fullBytes();
  });
  node.transport.answerHook = (protocol, request, honest) => {
    const fitting = (LIES_OF[protocol] ?? []).filter((l) => lies.includes(l));
    if (!honest.ok || fitting.length === 0) return { answer: honest, delayMs: 0 };
    const lie = rng.pick(fitting);
    // The lies keep to the size asked for: a too long answer is refused before it is read.
    const limit = protocol === 'nextBlockIds' ? decodeNextRequest(request, 'nextBlockIds request').limit : 0;
    const payload = tell(ctx, lie, honest.payload, latest, limit);
    if (payload === undefined) return { answer: honest, delayMs: 0 };
    ctx.count(`lying-sync/${lie}`);
    return { answer: { ok: true, payload }, delayMs: 0 };
  };
  return () => {
    off();
    node.transport.answerHook = undefined;
  };
}

function tell(ctx: ByzantineContext, lie: SyncLie, honest: Uint8Array, latest: Uint8Array | undefined, limit: number): Uint8Array | undefined {
  const { rng } = ctx;
  switch (lie) {
    case 'difficulty': {
      const s = decodeChainSummary(honest);
      return encodeChainSummary({ ...s, cumulativeDifficulty: s.cumulativeDifficulty * 2n + BigInt(rng.int(1, 1 << 30)), height: s.height + rng.int(10, 100) });
    }
    case 'garbled-summary':
      return rng.bytes(rng.int(1, 40));
    case 'wrong-ids': {
      // Its real ids with one replaced by a made-up one (made-up ones only when it has none).
      const ids = decodeNextBlockIds(honest, 1 << 16);
      if (ids.length === 0) return encodeNextBlockIds(Array.from({ length: rng.int(1, Math.min(20, limit)) }, () => randomId(ctx)));
      ids[rng.int(0, ids.length - 1)] = randomId(ctx);
      return encodeNextBlockIds(ids);
    }
    case 'repeated-ids': {
      if (limit < 2) return undefined;
      const ids = Array.from({ length: rng.int(1, Math.min(20, limit) - 1) }, () => randomId(ctx));
      ids.push(ids[rng.int(0, ids.length - 1)]!);
      return encodeNextBlockIds(ids);
    }
    case 'garbled-blocks':
      return encodeList([rng.bytes(rng.int(10, 300))]);
    case 'truncated-blocks': {
      const list = encodeList([rng.bytes(rng.int(300, 600))]);
      return list.subarray(0, rng.int(5, list.length - 1));
    }
    case 'wrong-blocks':
      return latest === undefined ? undefined : encodeList([latest]);
    case 'garbled-transactions':
      return encodeList([rng.bytes(rng.int(10, 200))]);
  }
}

export function slowAnswers(ctx: ByzantineContext): () => void {
  const { node, rng } = ctx;
  node.transport.answerHook = (protocol, _request, honest: SimAnswer) => {
    const timeout = SYNC_PROTOCOLS.has(protocol) ? DEFAULT_SYNC_OPTIONS.requestTimeoutMs : node.transport.init.requestTimeoutMs;
    ctx.count('slow/answers');
    return { answer: honest, delayMs: rng.int(Math.floor(timeout * 0.75), Math.floor(timeout * 0.97)) };
  };
  return () => {
    node.transport.answerHook = undefined;
  };
}

export function silentAnswers(ctx: ByzantineContext): () => void {
  const { node } = ctx;
  node.transport.answerHook = () => {
    ctx.count('silent/requests');
    return null;
  };
  return () => {
    node.transport.answerHook = undefined;
  };
}
