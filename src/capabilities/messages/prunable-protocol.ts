// The PRUNABLE peer service: `messages.prunable` hands out the prunable data of transactions by
// full hash, so a node that received a block without it (from a peer that pruned it, or that
// never had it) can fill it in before the block is checked against its minimum lifetime.
//
// Request:  u8 count (1..MAX_HASHES), then count 32-byte full hashes.
// Response: u8 count (as asked), then per hash a u32 length and the transaction's wire bytes with
//           its prunable data (length 0: this node does not hold it).
// The asker trusts nothing: it parses each answer, checks the full hash, and fills only the parts
// whose hash (and signed length and flags) the block's transaction commits to (fillPruned).
import { Block } from '../../domain/block.js';
import { fillPruned, hasPrunedPart, holdsPrunableData, validatePrunableContent } from '../../domain/appendices.js';
import { ByteReader, ByteWriter } from '../../domain/bytes.js';
import { HASH_LENGTH } from '../../domain/constants.js';
import { invalidParameter } from '../../domain/errors.js';
import { bytesEqual, toHex } from '../../domain/hex.js';
import { Transaction } from '../../domain/transaction.js';
import type { TransactionTypeRegistry } from '../../domain/tx-types/registry.js';

/** What serving and fetching need from the node: a narrow view of the capability environment
 * (CapabilityActorEnv satisfies it), so this module stays over src/domain only. */
export interface PrunableEnv {
  readonly blockchain: {
    getTransaction(query: { fullHash: Uint8Array }): Promise<{ readonly transaction: Transaction } | undefined>;
    lastBlock(): Promise<{ readonly id: bigint }>;
  };
  readonly mempool: { get(id: bigint): Promise<Transaction | undefined> };
  readonly peers: {
    withService(service: string): string[];
    request(peerId: string, protocol: `${string}.${string}`, bytes: Uint8Array, timeoutMs?: number): Promise<Uint8Array>;
  };
  readonly registry: TransactionTypeRegistry;
  readonly prunable: { mustHold(tx: Transaction): boolean };
}

/** The service peers announce when they serve `messages.prunable`. */
export const PRUNABLE_SERVICE = 'PRUNABLE';
export const PRUNABLE_PROTOCOL = 'messages.prunable';
/** Hashes per request (a block's worth of prunable transactions is usually far fewer). */
export const MAX_HASHES = 64;
/** Peers asked, one after the other (in random order), for what is still missing. */
const MAX_PEERS_ASKED = 5;
const REQUEST_TIMEOUT_MS = 5000;

export function encodeRequest(hashes: readonly Uint8Array[]): Uint8Array {
  if (hashes.length === 0 || hashes.length > MAX_HASHES) throw invalidParameter(`1..${MAX_HASHES} hashes per request`);
  const w = new ByteWriter(1 + hashes.length * HASH_LENGTH);
  w.u8(hashes.length);
  for (const h of hashes) w.bytes(h, HASH_LENGTH);
  return w.finish();
}

export function decodeRequest(bytes: Uint8Array): Uint8Array[] {
  const r = new ByteReader(bytes);
  const count = r.u8();
  if (count === 0 || count > MAX_HASHES) throw invalidParameter(`1..${MAX_HASHES} hashes per request`);
  const hashes = Array.from({ length: count }, () => r.bytes(HASH_LENGTH));
  r.expectEnd();
  return hashes;
}

export function encodeResponse(answers: ReadonlyArray<Uint8Array | undefined>): Uint8Array {
  const w = new ByteWriter(64);
  w.u8(answers.length);
  for (const a of answers) {
    w.u32(a?.length ?? 0);
    if (a !== undefined) w.bytes(a);
  }
  return w.finish();
}

export function decodeResponse(bytes: Uint8Array, expected: number): Array<Uint8Array | undefined> {
  const r = new ByteReader(bytes);
  if (r.u8() !== expected) throw invalidParameter('answer count differs from the request');
  const out = Array.from({ length: expected }, () => {
    const length = r.u32();
    return length === 0 ? undefined : r.bytes(length);
  });
  r.expectEnd();
  return out;
}

/** Serves the prunable data this node holds, confirmed or pending. */
export function servePrunable(env: PrunableEnv): (request: Uint8Array) => Promise<Uint8Array> {
  return async (request) => {
    const hashes = decodeRequest(request);
    const answers = await Promise.all(
      hashes.map(async (fullHash) => {
        const confirmed = (await env.blockchain.getTransaction({ fullHash }))?.transaction;
        const tx = confirmed ?? (await pendingByHash(env, fullHash));
        return tx !== undefined && holdsPrunableData(tx.appendices) ? tx.bytes() : undefined;
      }),
    );
    return encodeResponse(answers);
  };
}

async function pendingByHash(env: PrunableEnv, fullHash: Uint8Array): Promise<Transaction | undefined> {
  const id = new DataView(fullHash.buffer, fullHash.byteOffset, 8).getBigUint64(0, true);
  const tx = await env.mempool.get(id);
  return tx !== undefined && bytesEqual(tx.fullHash, fullHash) ? tx : undefined;
}

/** The block with the prunable data it must hold filled in: from this node's own pool first,
 * then from PRUNABLE peers (in random order, up to MAX_PEERS_ASKED, MAX_HASHES per request).
 * Only data inside the minimum lifetime is fetched (what the chain would otherwise refuse the
 * block for), and only for a block that extends the tip and is not known yet, so junk blocks
 * cost no round trips. Supplied data is taken only when it hashes to what the block signed and
 * passes the content rules. The block itself comes back when nothing is missing or nobody helps
 * (the chain then judges it). */
export async function fillFromPeers(block: Block, env: PrunableEnv): Promise<Block> {
  const missing = block.transactions.filter((tx) => hasPrunedPart(tx.appendices) && env.prunable.mustHold(tx));
  if (missing.length === 0) return block;
  const tip = await env.blockchain.lastBlock();
  if (block.previousBlockId !== tip.id) return block;
  const filled = new Map<string, Transaction>();
  const take = (tx: Transaction, theirs: Transaction | undefined): void => {
    if (theirs === undefined || !bytesEqual(theirs.fullHash, tx.fullHash)) return;
    const appendices = fillPruned(tx.appendices, theirs.appendices);
    if (hasPrunedPart(appendices)) return;
    try {
      validatePrunableContent(appendices);
    } catch {
      return;
    }
    filled.set(toHex(tx.fullHash), tx.withAppendices(appendices));
  };
  for (const tx of missing) take(tx, await pendingByHash(env, tx.fullHash));
  const stillMissing = () => missing.filter((tx) => !filled.has(toHex(tx.fullHash)));
  let peers: string[] = [];
  try {
    if (stillMissing().length > 0) peers = shuffled(env.peers.withService(PRUNABLE_SERVICE));
  } catch {
    // no network attached (a node running alone)
  }
  for (const peer of peers.slice(0, MAX_PEERS_ASKED)) {
    for (let wanted = stillMissing(); wanted.length > 0; ) {
      const chunk = wanted.slice(0, MAX_HASHES);
      let answers: Array<Uint8Array | undefined>;
      try {
        answers = decodeResponse(await env.peers.request(peer, PRUNABLE_PROTOCOL, encodeRequest(chunk.map((tx) => tx.fullHash)), REQUEST_TIMEOUT_MS), chunk.length);
      } catch {
        break; // an unreachable or confused peer: ask the next
      }
      answers.forEach((bytes, i) => take(chunk[i]!, parsed(bytes, env)));
      wanted = wanted.slice(MAX_HASHES);
    }
    if (stillMissing().length === 0) break;
  }
  if (filled.size === 0) return block;
  return new Block({ ...block, transactions: block.transactions.map((tx) => filled.get(toHex(tx.fullHash)) ?? tx) });
}

function parsed(bytes: Uint8Array | undefined, env: PrunableEnv): Transaction | undefined {
  if (bytes === undefined) return undefined;
  try {
    return Transaction.fromBytes(bytes, env.registry);
  } catch {
    return undefined;
  }
}

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
