// Ed25519 verification of many transactions at once, spread over worker threads. The mempool's
// submitMany hands whole batches (gossip bursts, benchmarks) here; single submissions verify
// inline, where a thread hop would cost more than it saves.
//
// The workers apply exactly the acceptance rule of domain/crypto.ts `verify` (tests cross-check
// them on valid, corrupted, non-canonical and small-order inputs):
//   signature 64 bytes, public key 32 bytes; S < L; the public key is not one of the
//   small-order encodings; then node:crypto's native (OpenSSL) Ed25519 verification.
// The small-order list and L come from the domain module, so the rule's data has one source.
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { KEY_CACHE_LIMIT, smallOrderEncodings, verify } from '../domain/crypto.js';
import { PUBLIC_KEY_LENGTH, SIGNATURE_LENGTH } from '../domain/constants.js';
import { ownShare, ThreadLoad } from './thread-load.js';

export interface SignatureJob {
  readonly signature: Uint8Array;
  readonly message: Uint8Array;
  readonly publicKey: Uint8Array;
}

export interface VerifyBatchOptions {
  /**
   * Other work for the calling thread, run exactly once while the workers verify their shares
   * and before this thread verifies its own (pushBlock applies the block to its overlay here).
   * It must not throw: catch inside and keep the outcome.
   */
  readonly meanwhile?: () => void;
}

export interface SignatureVerifier {
  /** One verdict per job, in order. */
  verifyBatch(jobs: readonly SignatureJob[], opts?: VerifyBatchOptions): Promise<boolean[]>;
  close(): Promise<void>;
}

function verifyHere(jobs: readonly SignatureJob[], opts: VerifyBatchOptions): boolean[] {
  opts.meanwhile?.();
  return jobs.map((j) => verify(j.signature, j.message, j.publicKey));
}

/** Verifies on the calling thread (the domain's `verify`). */
export class InlineVerifier implements SignatureVerifier {
  async verifyBatch(jobs: readonly SignatureJob[], opts: VerifyBatchOptions = {}): Promise<boolean[]> {
    return verifyHere(jobs, opts);
  }
  async close(): Promise<void> {}
}

/** The group order L as 32 little-endian bytes. */
function orderBytes(): number[] {
  let v = 2n ** 252n + 27742317777372353535851937790883648493n;
  const out: number[] = [];
  for (let i = 0; i < 32; i++) {
    out.push(Number(v & 0xffn));
    v >>= 8n;
  }
  return out;
}

// The worker: plain JavaScript (no TypeScript loader needed in the thread). A batch arrives as
// one transferred buffer of records [signature 64 | public key 32 | u32 message length | message].
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createPublicKey, verify } = require('node:crypto');
const smallOrder = new Set(workerData.smallOrder);
const L = Uint8Array.from(workerData.order);
const keys = new Map();
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
function hex(b) { let s = ''; for (let i = 0; i < b.length; i++) s += HEX[b[i]]; return s; }
function canonical(s) {
  for (let i = 31; i >= 0; i--) { if (s[i] < L[i]) return true; if (s[i] > L[i]) return false; }
  return false;
}
function key(h, pk) {
  let k = keys.get(h);
  if (k === undefined) {
    k = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(pk).toString('base64url') }, format: 'jwk' });
    if (keys.size >= workerData.keyCacheLimit) keys.delete(keys.keys().next().value);
    keys.set(h, k);
  }
  return k;
}
parentPort.on('message', ({ id, buffer, count }) => {
  const bytes = new Uint8Array(buffer);
  const view = new DataView(buffer);
  const out = new Uint8Array(count);
  let o = 0;
  for (let i = 0; i < count; i++) {
    const sig = bytes.subarray(o, o + 64);
    const pk = bytes.subarray(o + 64, o + 96);
    const len = view.getUint32(o + 96, true);
    const msg = bytes.subarray(o + 100, o + 100 + len);
    o += 100 + len;
    if (!canonical(sig.subarray(32))) continue;
    const h = hex(pk);
    if (smallOrder.has(h)) continue;
    try { out[i] = verify(null, msg, key(h, pk), sig) ? 1 : 0; } catch { out[i] = 0; }
  }
  parentPort.postMessage({ id, results: out }, [out.buffer]);
});
`;

export interface WorkerVerifierOptions {
  /** Worker threads (default: available parallelism - 1, at least 1, at most 8). */
  readonly workers?: number;
  /** Batches smaller than this are verified inline (default 64). */
  readonly minBatch?: number;
}

interface Pending {
  resolve(results: Uint8Array): void;
  reject(error: unknown): void;
}

/** Verifies large batches on worker threads; the calling thread keeps a share of each batch. */
export class WorkerVerifierPool implements SignatureVerifier {
  readonly size: number;
  private readonly minBatch: number;
  private readonly workers: Worker[] = [];
  private readonly pending = new Map<number, Pending & { worker: Worker }>();
  private nextId = 0;
  /** Batches in flight per worker (a busy worker is ref'ed). */
  private readonly busy = new Map<Worker, number>();
  private broken: unknown;
  private closed = false;
  private readonly load = new ThreadLoad();

  constructor(opts: WorkerVerifierOptions = {}) {
    this.size = Math.max(1, Math.min(8, opts.workers ?? availableParallelism() - 1));
    this.minBatch = opts.minBatch ?? 64;
    const workerData = { smallOrder: smallOrderEncodings(), order: orderBytes(), keyCacheLimit: KEY_CACHE_LIMIT };
    for (let i = 0; i < this.size; i++) {
      const worker = new Worker(WORKER_SOURCE, { eval: true, workerData });
      // Idle workers must not keep the process alive; a worker with work in hand does.
      worker.unref();
      worker.on('message', (m: { id: number; results: Uint8Array }) => {
        const p = this.pending.get(m.id);
        if (p === undefined) return;
        this.pending.delete(m.id);
        this.release(worker);
        p.resolve(m.results);
      });
      const fail = (error: unknown) => {
        this.broken ??= error;
        for (const [id, p] of this.pending) {
          if (p.worker !== worker) continue;
          this.pending.delete(id);
          p.reject(error);
        }
        this.busy.delete(worker);
        worker.unref();
      };
      worker.on('error', fail);
      worker.on('exit', (code) => {
        if (!this.closed) fail(new Error(`signature worker exited with code ${code}`));
      });
      this.workers.push(worker);
    }
  }

  async verifyBatch(jobs: readonly SignatureJob[], opts: VerifyBatchOptions = {}): Promise<boolean[]> {
    if (this.closed || this.broken !== undefined || jobs.length < this.minBatch) return verifyHere(jobs, opts);
    // One share per worker plus one for this thread, which works while they do. Equal shares
    // with `meanwhile`: on 2 cores, shrinking this thread's share by the cost of applying
    // the block made pushBlock slower, not faster (docs/performance.md 2). Without it (the pool's
    // admission batches) this thread keeps what its other work leaves it (thread-load.ts).
    const ownCount = opts.meanwhile !== undefined
      ? Math.ceil(jobs.length / (this.size + 1))
      : ownShare(jobs.length, this.size, this.load.spare());
    const per = Math.ceil((jobs.length - ownCount) / this.size);
    const sent: Array<Promise<Uint8Array>> = [];
    for (let w = 0; w < this.size; w++) {
      const from = ownCount + w * per;
      const to = Math.min(jobs.length, from + per);
      if (from >= to) break;
      sent.push(this.send(this.workers[w]!, jobs, from, to));
    }
    // Whatever `meanwhile` does, the batches sent must be awaited (a worker's answer must not
    // arrive for nobody), so its failure is held until then.
    let meanwhileError: { error: unknown } | undefined;
    try {
      opts.meanwhile?.();
    } catch (error) {
      meanwhileError = { error };
    }
    const started = performance.now();
    const own = jobs.slice(0, ownCount).map((j) => verify(j.signature, j.message, j.publicKey));
    this.load.verified(performance.now() - started);
    let remote: Uint8Array[];
    try {
      remote = await Promise.all(sent);
    } catch {
      // A worker died: verify everything here rather than fail the batch.
      if (meanwhileError) throw meanwhileError.error;
      return jobs.map((j) => verify(j.signature, j.message, j.publicKey));
    }
    if (meanwhileError) throw meanwhileError.error;
    const out = own;
    for (const results of remote) for (let i = 0; i < results.length; i++) out.push(results[i] === 1);
    return out;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const [id, p] of this.pending) {
      this.pending.delete(id);
      p.reject(new Error('signature verifier closed'));
    }
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private send(worker: Worker, jobs: readonly SignatureJob[], from: number, to: number): Promise<Uint8Array> {
    let size = 0;
    for (let i = from; i < to; i++) size += 100 + jobs[i]!.message.length;
    const buffer = new ArrayBuffer(size);
    const bytes = new Uint8Array(buffer);
    const view = new DataView(buffer);
    let o = 0;
    for (let i = from; i < to; i++) {
      const j = jobs[i]!;
      // Malformed shapes get an all-zero record, which the worker refuses (S = 0 is canonical,
      // but the zero key is a small-order encoding).
      if (j.signature.length === SIGNATURE_LENGTH && j.publicKey.length === PUBLIC_KEY_LENGTH) {
        bytes.set(j.signature, o);
        bytes.set(j.publicKey, o + 64);
      }
      view.setUint32(o + 96, j.message.length, true);
      bytes.set(j.message, o + 100);
      o += 100 + j.message.length;
    }
    const id = this.nextId++;
    return new Promise<Uint8Array>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, worker });
      const n = this.busy.get(worker) ?? 0;
      if (n === 0) worker.ref();
      this.busy.set(worker, n + 1);
      worker.postMessage({ id, buffer, count: to - from }, [buffer]);
    });
  }

  private release(worker: Worker): void {
    const n = (this.busy.get(worker) ?? 1) - 1;
    if (n > 0) {
      this.busy.set(worker, n);
    } else {
      this.busy.delete(worker);
      worker.unref();
    }
  }
}
