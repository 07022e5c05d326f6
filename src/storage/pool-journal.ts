// The pool's journal: the changes of the MEMPOOL bucket appended to a file in the database
// directory with one write(2) each, before the node answers "accepted". A LevelDB batch costs a
// round trip through the libuv thread pool (~80 µs of wall time per single submission on the
// 2-core test machine, docs/performance.md section 1); a positioned write to the page cache costs
// a few µs and gives the same guarantee LevelDB's unsynced log append gave: the answer survives a
// SIGKILL, not a power failure (no fsync, as before). The repository (repositories/mempool.ts)
// folds the journal into LevelDB in the background and deletes it.
//
// Files: `pool-journal-<generation>.log` (LevelDB and RocksDB ignore names they do not own).
// Appends go to the newest generation; `rotate` starts the next one so a fold can take everything
// up to a generation while appends go on. Each append is one frame:
//   u32 LE body length | u32 LE CRC-32 of the body | body
//   body: u8 version (1) | u32 deletes | u32 puts | deletes x u64 id | puts x (u64 id, u32 length, bytes)
// A frame is one group of changes, all or nothing: a torn tail (a crash in mid-write, a full disk)
// fails its length or CRC check and replay stops there. A failed append does not advance the
// position, so the next append overwrites the torn bytes and nothing after a good frame is ever
// garbage that could hide a later frame.
import * as nodeFs from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';

/** The file operations the journal uses (tests inject a file system that fails on demand). */
export type JournalFs = Pick<typeof nodeFs, 'openSync' | 'writeSync' | 'closeSync' | 'ftruncateSync' | 'readdirSync' | 'readFileSync' | 'unlinkSync'>;

/** One appended group of changes. */
export interface JournalFrame {
  readonly puts: ReadonlyArray<readonly [bigint, Uint8Array]>;
  readonly deletes: readonly bigint[];
}

export interface JournalReplay {
  /** Every intact frame of every generation, oldest first. */
  readonly frames: JournalFrame[];
  /** Bytes after the last intact frame of each file (a torn write), summed. */
  readonly tornBytes: number;
  /** Journal files found. */
  readonly files: number;
}

const FILE = /^pool-journal-(\d+)\.log$/;
const fileName = (generation: number) => `pool-journal-${generation}.log`;
const HEADER = 8;
const VERSION = 1;

/** Frames up to 1 MiB are encoded into one reused buffer (written out before the next append);
 * a larger one (a gossip batch of thousands) gets its own. */
const SCRATCH_LIMIT = 2 ** 20;
let scratch = Buffer.allocUnsafeSlow(64 * 1024);

function encode(frame: JournalFrame): Buffer {
  let body = 1 + 4 + 4 + 8 * frame.deletes.length;
  for (const [, bytes] of frame.puts) body += 12 + bytes.length;
  const size = HEADER + body;
  if (size > scratch.length && size <= SCRATCH_LIMIT) scratch = Buffer.allocUnsafeSlow(Math.min(SCRATCH_LIMIT, Math.max(size, 2 * scratch.length)));
  const buf = size <= scratch.length ? scratch.subarray(0, size) : Buffer.allocUnsafe(size);
  let at = HEADER;
  buf.writeUInt8(VERSION, at);
  buf.writeUInt32LE(frame.deletes.length, at + 1);
  buf.writeUInt32LE(frame.puts.length, at + 5);
  at += 9;
  for (const id of frame.deletes) at = buf.writeBigUInt64LE(id, at);
  for (const [id, bytes] of frame.puts) {
    at = buf.writeBigUInt64LE(id, at);
    at = buf.writeUInt32LE(bytes.length, at);
    buf.set(bytes, at);
    at += bytes.length;
  }
  buf.writeUInt32LE(body, 0);
  buf.writeUInt32LE(crc32(buf.subarray(HEADER)), 4);
  return buf;
}

/** The intact frames of one file and where they end. */
function decode(data: Buffer): { frames: JournalFrame[]; end: number } {
  const frames: JournalFrame[] = [];
  let at = 0;
  while (at + HEADER <= data.length) {
    const length = data.readUInt32LE(at);
    if (length < 9 || at + HEADER + length > data.length) break;
    const body = data.subarray(at + HEADER, at + HEADER + length);
    if (crc32(body) !== data.readUInt32LE(at + 4) || body[0] !== VERSION) break;
    const frame = decodeBody(body);
    if (frame === undefined) break;
    frames.push(frame);
    at += HEADER + length;
  }
  return { frames, end: at };
}

function decodeBody(body: Buffer): JournalFrame | undefined {
  const deleteCount = body.readUInt32LE(1);
  const putCount = body.readUInt32LE(5);
  let at = 9;
  if (at + 8 * deleteCount > body.length) return undefined;
  const deletes: bigint[] = [];
  for (let i = 0; i < deleteCount; i++, at += 8) deletes.push(body.readBigUInt64LE(at));
  const puts: Array<[bigint, Uint8Array]> = [];
  for (let i = 0; i < putCount; i++) {
    if (at + 12 > body.length) return undefined;
    const id = body.readBigUInt64LE(at);
    const length = body.readUInt32LE(at + 8);
    at += 12;
    if (at + length > body.length) return undefined;
    puts.push([id, new Uint8Array(body.subarray(at, at + length))]);
    at += length;
  }
  return at === body.length ? { puts, deletes } : undefined;
}

function shortWrite(written: number, wanted: number): Error {
  return Object.assign(new Error(`ENOSPC: no space left on device, write (pool journal: ${written} of ${wanted} bytes written)`), { code: 'ENOSPC' });
}

export class PoolJournal {
  private fd: number;
  private generation: number;
  private offset = 0;
  private closed = false;

  private constructor(
    private readonly dir: string,
    private readonly fs: JournalFs,
    generation: number,
  ) {
    this.generation = generation;
    this.fd = fs.openSync(join(dir, fileName(generation)), 'w');
  }

  /** Reads every generation in `dir`, then starts a new one for appends. */
  static open(dir: string, fs: JournalFs = nodeFs): { journal: PoolJournal; replay: JournalReplay } {
    const generations = PoolJournal.generationsIn(dir, fs);
    const frames: JournalFrame[] = [];
    let tornBytes = 0;
    for (const generation of generations) {
      const data = fs.readFileSync(join(dir, fileName(generation)));
      const decoded = decode(data);
      frames.push(...decoded.frames);
      tornBytes += data.length - decoded.end;
    }
    const journal = new PoolJournal(dir, fs, (generations.at(-1) ?? 0) + 1);
    return { journal, replay: { frames, tornBytes, files: generations.length } };
  }

  private static generationsIn(dir: string, fs: JournalFs): number[] {
    const found: number[] = [];
    for (const name of fs.readdirSync(dir)) {
      const match = FILE.exec(name);
      if (match !== null) found.push(Number(match[1]));
    }
    return found.sort((a, b) => a - b);
  }

  /** Bytes appended to the current generation. */
  get size(): number {
    return this.offset;
  }

  /** The generation appends go to. */
  get current(): number {
    return this.generation;
  }

  /** Appends one frame with a single positioned write; throws (and keeps the position) when the
   * write fails or is short, so the frame is not in the journal. */
  append(frame: JournalFrame): void {
    if (this.closed) throw new Error('the pool journal is closed');
    const buf = encode(frame);
    let written: number;
    try {
      written = this.fs.writeSync(this.fd, buf, 0, buf.length, this.offset);
    } catch (error) {
      this.cutTail();
      throw error;
    }
    if (written !== buf.length) {
      this.cutTail();
      throw shortWrite(written, buf.length);
    }
    this.offset += written;
  }

  /** Starts the next generation (opened before the current one is closed: if that fails,
   * appends go on where they were) and returns the generation it ended. */
  rotate(): number {
    const next = this.generation + 1;
    const fd = this.fs.openSync(join(this.dir, fileName(next)), 'w');
    const ended = this.generation;
    this.fs.closeSync(this.fd);
    this.fd = fd;
    this.generation = next;
    this.offset = 0;
    return ended;
  }

  /** Deletes the files of every generation up to `generation` (never the current one). */
  removeThrough(generation: number): void {
    for (const g of PoolJournal.generationsIn(this.dir, this.fs)) {
      if (g > generation || g === this.generation) continue;
      try {
        this.fs.unlinkSync(join(this.dir, fileName(g)));
      } catch (error) {
        if ((error as { code?: string }).code !== 'ENOENT') throw error;
      }
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.fs.closeSync(this.fd);
  }

  /** Best effort after a failed write: the torn bytes are overwritten by the next append anyway. */
  private cutTail(): void {
    try {
      this.fs.ftruncateSync(this.fd, this.offset);
    } catch {
      /* the position is what matters; see the file comment */
    }
  }
}
