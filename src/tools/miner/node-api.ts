// The miner's two calls to the node's API: the target of the next mint, and the mint itself.
// Answers are checked field by field: a miner that trusted a malformed target would hash forever.
import { MintingAlgorithm, isMintingAlgorithm } from '../../capabilities/currencies/minting.js';
import { MINT_REQUEST, TARGET_REQUEST } from './options.js';

/** The node refused, answered something unusable, or could not be reached: exit code 1. */
export class NodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NodeError';
  }
}

export interface MintingTargetAnswer {
  readonly targetLE: Uint8Array;
  readonly difficulty: bigint;
  /** The counter the next mint of this account must use. */
  readonly counter: bigint;
  readonly algorithm: MintingAlgorithm;
  readonly algorithmName: string;
}

export interface MintAnswer {
  readonly transaction: string;
  readonly fullHash: string;
}

async function call(url: string, init: RequestInit, requestType: string): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    throw new NodeError(`${requestType}: cannot reach ${new URL(url).origin}: ${cause?.code ?? cause?.message ?? (err as Error).message}`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new NodeError(`${requestType}: the node answered HTTP ${response.status} with a body that is not JSON`);
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new NodeError(`${requestType}: the node's answer is not a JSON object`);
  const answer = body as Record<string, unknown>;
  if (answer['errorCode'] !== undefined) {
    throw new NodeError(`${requestType} refused: errorCode ${String(answer['errorCode'])}: ${String(answer['errorDescription'] ?? '(no description)')}`);
  }
  if (!response.ok) throw new NodeError(`${requestType}: the node answered HTTP ${response.status}`);
  return answer;
}

function bigintField(answer: Record<string, unknown>, name: string, requestType: string): bigint {
  const v = answer[name];
  if ((typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) || (typeof v === 'string' && /^\d{1,78}$/.test(v))) return BigInt(v);
  throw new NodeError(`${requestType}: the answer's ${name} is not a non-negative integer: ${JSON.stringify(v)}`);
}

export async function getMintingTarget(node: string, currency: bigint, account: bigint, units: bigint, signal?: AbortSignal): Promise<MintingTargetAnswer> {
  const query = new URLSearchParams({ requestType: TARGET_REQUEST, currency: currency.toString(), account: account.toString(), unitsQNT: units.toString() });
  const answer = await call(`${node}/api?${query}`, { signal: signal ?? null }, TARGET_REQUEST);
  const hex = answer['targetBytes'];
  if (typeof hex !== 'string' || !/^[0-9a-fA-F]{64}$/.test(hex)) throw new NodeError(`${TARGET_REQUEST}: the answer's targetBytes is not 32 bytes of hex: ${JSON.stringify(hex)}`);
  const algorithm = answer['algorithm'];
  if (typeof algorithm !== 'number' || !isMintingAlgorithm(algorithm)) throw new NodeError(`${TARGET_REQUEST}: the currency's algorithm ${JSON.stringify(algorithm)} is not one this miner knows`);
  return {
    targetLE: Uint8Array.from(Buffer.from(hex, 'hex')),
    difficulty: bigintField(answer, 'difficulty', TARGET_REQUEST),
    counter: bigintField(answer, 'counter', TARGET_REQUEST),
    algorithm,
    algorithmName: typeof answer['algorithmName'] === 'string' ? answer['algorithmName'] : String(algorithm),
  };
}

export interface MintRequest {
  readonly secretPhrase: string;
  readonly currency: bigint;
  readonly units: bigint;
  readonly nonce: bigint;
  readonly counter: bigint;
}

/** POSTs the mint (the secret phrase in the form body, never in the URL). */
export async function submitMint(node: string, mint: MintRequest, signal?: AbortSignal): Promise<MintAnswer> {
  const body = new URLSearchParams({
    requestType: MINT_REQUEST,
    secretPhrase: mint.secretPhrase,
    currency: mint.currency.toString(),
    nonce: mint.nonce.toString(),
    unitsQNT: mint.units.toString(),
    counter: mint.counter.toString(),
  });
  const answer = await call(`${node}/api`, { method: 'POST', body, signal: signal ?? null }, MINT_REQUEST);
  const { transaction, fullHash } = answer;
  if (typeof transaction !== 'string' || typeof fullHash !== 'string') throw new NodeError(`${MINT_REQUEST}: the answer has no transaction and fullHash`);
  return { transaction, fullHash };
}
