// Payloads of the sync exchange protocols (the network layer only frames them). Small control
// messages are JSON with ids as unsigned decimal strings, like the older nodes' peer API, so a
// capture reads well; blocks and transactions travel as their own bytes in a binary list.
//
//   cumulativeDifficulty    request: empty
//                           response: {"cumulativeDifficulty":"<dec>","height":<n>,"lastBlockId":"<id>","lastBlockTimestamp":<n>,
//                                      "blockchainState":"UP_TO_DATE"} (the state is optional: older nodes omit it)
//   milestoneBlockIds       request: {"lastBlockId":"<id>"} (first call: our tip)
//                                 or {"lastMilestoneBlockId":"<id>"} (continue below the last milestone seen)
//                           response: {"milestoneBlockIds":["<id>",...],"last":<bool>} newest first
//   nextBlockIds            request: {"blockId":"<id>","limit":<n>}
//                           response: {"nextBlockIds":["<id>",...]} the ids after blockId, oldest first
//   nextBlocks              request: {"blockId":"<id>","limit":<n>}
//                           response: binary list of the blocks' full bytes after blockId, oldest first
//   unconfirmedTransactions request: {"exclude":["<id>",...]} pending ids the requester already has
//                           response: binary list of transaction bytes
//
// Binary list: u32 count, then per item u32 length and the bytes (little-endian, as the codecs
// of the domain). Every decoder is strict (types, ranges, trailing bytes) and throws
// SyncCodecError, which the sync treats as the sender's fault.
import { ByteReader, ByteWriter } from '../../domain/bytes.js';
import { MAX_UNSIGNED_LONG } from '../../domain/constants.js';

export class SyncCodecError extends Error {
  override readonly name = 'SyncCodecError';
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

function fail(message: string): never {
  throw new SyncCodecError(message);
}

function json(value: unknown): Uint8Array {
  return encoder.encode(JSON.stringify(value));
}

function parseObject(bytes: Uint8Array, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(decoder.decode(bytes));
  } catch {
    fail(`${what}: not JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(`${what}: not a JSON object`);
  return value as Record<string, unknown>;
}

const DECIMAL = /^(0|[1-9][0-9]*)$/;

/** An unsigned 64-bit id as a decimal string (0 allowed: never a real block id, refused by lookups). */
function idOf(value: unknown, what: string): bigint {
  if (typeof value !== 'string' || value.length > 20 || !DECIMAL.test(value)) fail(`${what}: not an id`);
  const id = BigInt(value);
  if (id > MAX_UNSIGNED_LONG) fail(`${what}: id out of range`);
  return id;
}

function idsOf(value: unknown, max: number, what: string): bigint[] {
  if (!Array.isArray(value)) fail(`${what}: not a list`);
  if (value.length > max) fail(`${what}: ${value.length} ids, at most ${max} allowed`);
  return value.map((v, i) => idOf(v, `${what}[${i}]`));
}

function intOf(value: unknown, min: number, max: number, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) fail(`${what}: not an integer in ${min}..${max}`);
  return value;
}

// ---- cumulativeDifficulty -------------------------------------------------------------------

export interface ChainSummary {
  readonly cumulativeDifficulty: bigint;
  readonly height: number;
  readonly lastBlockId: bigint;
  readonly lastBlockTimestamp: number;
  /** The answering node's blockchain state (UP_TO_DATE, DOWNLOADING...), as its hello would say
   * it now: keeps its Peer object live between hellos. Absent from older nodes' answers. */
  readonly blockchainState?: string;
}

const STATE = /^[A-Z][A-Z_]{0,31}$/;

export function encodeChainSummary(s: ChainSummary): Uint8Array {
  return json({
    cumulativeDifficulty: s.cumulativeDifficulty.toString(),
    height: s.height,
    lastBlockId: s.lastBlockId.toString(),
    lastBlockTimestamp: s.lastBlockTimestamp,
    ...(s.blockchainState === undefined ? {} : { blockchainState: s.blockchainState }),
  });
}

export function decodeChainSummary(bytes: Uint8Array): ChainSummary {
  const o = parseObject(bytes, 'cumulativeDifficulty');
  const cd = o['cumulativeDifficulty'];
  if (typeof cd !== 'string' || cd.length > 80 || !DECIMAL.test(cd)) fail('cumulativeDifficulty: not a decimal string');
  const state = o['blockchainState'];
  if (state !== undefined && (typeof state !== 'string' || !STATE.test(state))) fail('blockchainState: not a state name');
  return {
    cumulativeDifficulty: BigInt(cd),
    height: intOf(o['height'], 0, 0x7fffffff, 'height'),
    lastBlockId: idOf(o['lastBlockId'], 'lastBlockId'),
    lastBlockTimestamp: intOf(o['lastBlockTimestamp'], -0x80000000, 0x7fffffff, 'lastBlockTimestamp'),
    ...(state === undefined ? {} : { blockchainState: state }),
  };
}

// ---- milestoneBlockIds ----------------------------------------------------------------------

export type MilestoneRequest = { readonly lastBlockId: bigint } | { readonly lastMilestoneBlockId: bigint };

export interface MilestoneAnswer {
  readonly milestoneBlockIds: readonly bigint[];
  /** The first id is the requester's last block and our tip: nothing more to find. */
  readonly last: boolean;
}

export function encodeMilestoneRequest(r: MilestoneRequest): Uint8Array {
  return 'lastBlockId' in r ? json({ lastBlockId: r.lastBlockId.toString() }) : json({ lastMilestoneBlockId: r.lastMilestoneBlockId.toString() });
}

export function decodeMilestoneRequest(bytes: Uint8Array): MilestoneRequest {
  const o = parseObject(bytes, 'milestoneBlockIds request');
  if (o['lastMilestoneBlockId'] !== undefined) return { lastMilestoneBlockId: idOf(o['lastMilestoneBlockId'], 'lastMilestoneBlockId') };
  if (o['lastBlockId'] !== undefined) return { lastBlockId: idOf(o['lastBlockId'], 'lastBlockId') };
  fail('milestoneBlockIds request: lastBlockId or lastMilestoneBlockId required');
}

export function encodeMilestoneAnswer(a: MilestoneAnswer): Uint8Array {
  return json({ milestoneBlockIds: a.milestoneBlockIds.map((id) => id.toString()), last: a.last });
}

export function decodeMilestoneAnswer(bytes: Uint8Array, maxIds: number): MilestoneAnswer {
  const o = parseObject(bytes, 'milestoneBlockIds');
  const last = o['last'];
  if (last !== undefined && typeof last !== 'boolean') fail('milestoneBlockIds: last must be a boolean');
  return { milestoneBlockIds: idsOf(o['milestoneBlockIds'], maxIds, 'milestoneBlockIds'), last: last === true };
}

// ---- nextBlockIds / nextBlocks requests -----------------------------------------------------

export interface NextRequest {
  /** The ids or blocks after this block. */
  readonly blockId: bigint;
  readonly limit: number;
}

export function encodeNextRequest(r: NextRequest): Uint8Array {
  return json({ blockId: r.blockId.toString(), limit: r.limit });
}

export function decodeNextRequest(bytes: Uint8Array, what: string): NextRequest {
  const o = parseObject(bytes, what);
  return { blockId: idOf(o['blockId'], 'blockId'), limit: intOf(o['limit'], 1, 0x7fffffff, 'limit') };
}

export function encodeNextBlockIds(ids: readonly bigint[]): Uint8Array {
  return json({ nextBlockIds: ids.map((id) => id.toString()) });
}

export function decodeNextBlockIds(bytes: Uint8Array, maxIds: number): bigint[] {
  return idsOf(parseObject(bytes, 'nextBlockIds')['nextBlockIds'], maxIds, 'nextBlockIds');
}

// ---- unconfirmedTransactions request ---------------------------------------------------------

export function encodeUnconfirmedRequest(exclude: readonly bigint[]): Uint8Array {
  return json({ exclude: exclude.map((id) => id.toString()) });
}

export function decodeUnconfirmedRequest(bytes: Uint8Array, maxIds: number): bigint[] {
  return idsOf(parseObject(bytes, 'unconfirmedTransactions request')['exclude'], maxIds, 'exclude');
}

// ---- binary lists (blocks, transactions) -----------------------------------------------------

export function encodeList(items: readonly Uint8Array[]): Uint8Array {
  let size = 4;
  for (const b of items) size += 4 + b.length;
  const w = new ByteWriter(size);
  w.u32(items.length);
  for (const b of items) {
    w.u32(b.length);
    w.bytes(b);
  }
  return w.finish();
}

/** The items of a binary list (views into `bytes`), at most `maxItems` of them. */
export function decodeList(bytes: Uint8Array, maxItems: number, what: string): Uint8Array[] {
  try {
    const r = new ByteReader(bytes);
    const count = r.u32();
    if (count > maxItems) fail(`${what}: ${count} items, at most ${maxItems} allowed`);
    if (count * 4 > r.remaining) fail(`${what}: truncated`);
    const out: Uint8Array[] = [];
    for (let i = 0; i < count; i++) out.push(r.bytes(r.u32()));
    r.expectEnd();
    return out;
  } catch (err) {
    if (err instanceof SyncCodecError) throw err;
    fail(`${what}: ${err instanceof Error ? err.message : String(err)}`);
  }
}
