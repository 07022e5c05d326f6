// Signed fixtures of the throughput bench on disk, never all in one heap. Worker threads (one per
// core, kept for the whole run) sign a phase's transactions into one part file each, contiguous
// ranges of the load's numbering; the feeder reads the parts back in order, a chunk at a time.
// Record format: u32 LE length, the transaction's signed bytes, its 32-byte full hash.
import { open, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { LoadSpec } from './tps-load.js';

export const HASH_BYTES = 32;
/** Bytes read from a part file at a time (page cache: about a millisecond). */
const READ_CHUNK = 4 * 1024 * 1024;

/** One signature check of the raw-verification baseline: signature, message, public key. */
export interface VerifyJob {
  readonly s: Uint8Array;
  readonly m: Uint8Array;
  readonly k: Uint8Array;
}

/** What the signing worker is asked (one contiguous range into one file). */
export interface SignRequest {
  readonly id: number;
  readonly spec: LoadSpec;
  readonly from: number;
  readonly to: number;
  readonly path: string;
  /** Verification jobs to return from the start of the range (0: none). */
  readonly sample: number;
}

export type SignReply =
  | { readonly id: number; readonly ok: true; readonly count: number; readonly bytes: number; readonly sample: VerifyJob[] }
  | { readonly id: number; readonly ok: false; readonly error: string };

/** A phase's signed transactions: part files, read in order. */
export interface FixtureSet {
  readonly parts: readonly string[];
  readonly count: number;
  readonly bytes: number;
  readonly sample: readonly VerifyJob[];
  /** Wall seconds the signing took (every worker busy). */
  readonly seconds: number;
}

const WORKER_URL = new URL('./tps-sign-worker.ts', import.meta.url);
// The worker thread compiles the TypeScript sources itself (as the miner's and the contract
// runner's workers do): the thread does not inherit the parent's loader hooks.
const WORKER_EXEC_ARGV = ['--import', fileURLToPath(new URL('../../scripts/register.mjs', import.meta.url))];

/** Signing worker threads, started once and reused by every phase. */
export class FixtureSigner {
  private readonly workers: Worker[];
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve: (r: SignReply) => void; reject: (e: Error) => void }>();

  constructor(readonly threads: number) {
    this.workers = Array.from({ length: threads }, () => {
      const w = new Worker(WORKER_URL, { execArgv: WORKER_EXEC_ARGV });
      w.on('message', (r: SignReply) => {
        const p = this.waiting.get(r.id);
        this.waiting.delete(r.id);
        p?.resolve(r);
      });
      w.on('error', (e) => {
        for (const p of this.waiting.values()) p.reject(e);
        this.waiting.clear();
      });
      return w;
    });
  }

  private ask(w: Worker, req: Omit<SignRequest, 'id'>): Promise<SignReply> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      w.postMessage({ ...req, id });
    });
  }

  /** Signs transactions [from, from + count) of the load into `dir`, one part per thread. */
  async sign(dir: string, label: string, spec: LoadSpec, from: number, count: number, sample = 0): Promise<FixtureSet> {
    const t0 = performance.now();
    const share = Math.ceil(count / this.threads);
    const replies = await Promise.all(this.workers.map((w, t) => {
      const a = from + Math.min(count, t * share);
      const b = from + Math.min(count, (t + 1) * share);
      return this.ask(w, { spec, from: a, to: b, path: join(dir, `${label}.${t}.bin`), sample: Math.ceil(sample / this.threads) });
    }));
    const parts: string[] = [];
    let bytes = 0;
    let signed = 0;
    const jobs: VerifyJob[] = [];
    replies.forEach((r, t) => {
      if (!r.ok) throw new Error(`signing worker ${t}: ${r.error}`);
      parts.push(join(dir, `${label}.${t}.bin`));
      bytes += r.bytes;
      signed += r.count;
      jobs.push(...r.sample);
    });
    if (signed !== count) throw new Error(`signed ${signed} of ${count} transactions`);
    return { parts, count, bytes, sample: jobs.slice(0, sample), seconds: (performance.now() - t0) / 1000 };
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

export async function removeFixtures(set: FixtureSet): Promise<void> {
  await Promise.all(set.parts.map((p) => rm(p, { force: true })));
}

/** A batch read back: hex of the signed bytes (for broadcastTransactions) and of the full hash. */
export interface FixtureBatch {
  readonly hexes: string[];
  readonly hashes: string[];
}

/** Reads a fixture set's records in order, one chunk of a file in memory at a time. */
export class FixtureReader {
  private buf: Buffer = Buffer.alloc(0);
  private pos = 0;
  private part = 0;
  private file: FileHandle | undefined;
  private done = false;
  read = 0;

  constructor(private readonly set: FixtureSet) {}

  /** Up to `n` records (fewer only at the end of the set). */
  async take(n: number): Promise<FixtureBatch> {
    const hexes: string[] = [];
    const hashes: string[] = [];
    while (hexes.length < n) {
      if (this.buf.length - this.pos >= 4) {
        const len = this.buf.readUInt32LE(this.pos);
        const end = this.pos + 4 + len + HASH_BYTES;
        if (end <= this.buf.length) {
          hexes.push(this.buf.toString('hex', this.pos + 4, this.pos + 4 + len));
          hashes.push(this.buf.toString('hex', end - HASH_BYTES, end));
          this.pos = end;
          continue;
        }
      }
      if (!(await this.fill())) break;
    }
    this.read += hexes.length;
    return { hexes, hashes };
  }

  /** Appends the next chunk after what is left unparsed; false at the end of the last part. */
  private async fill(): Promise<boolean> {
    while (!this.done) {
      if (this.file === undefined) {
        if (this.part >= this.set.parts.length) {
          this.done = true;
          break;
        }
        this.file = await open(this.set.parts[this.part++]!, 'r');
      }
      const left = this.buf.subarray(this.pos);
      const next = Buffer.allocUnsafe(left.length + READ_CHUNK);
      left.copy(next);
      const { bytesRead } = await this.file.read(next, left.length, READ_CHUNK, null);
      if (bytesRead === 0) {
        await this.file.close();
        this.file = undefined;
        continue;
      }
      this.buf = next.subarray(0, left.length + bytesRead);
      this.pos = 0;
      return true;
    }
    if (this.pos < this.buf.length) throw new Error(`a fixture file ends inside a record (${this.buf.length - this.pos} bytes left)`);
    return false;
  }

  async close(): Promise<void> {
    await this.file?.close();
    this.file = undefined;
    this.done = true;
  }
}
