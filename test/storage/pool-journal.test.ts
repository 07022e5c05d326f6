// The pool journal's file format and failure rules: frames replay in order across generations, a
// torn or corrupt tail is ignored (and counted), a failed or short write leaves no frame and the
// next append overwrites its bytes, rotation and removal leave only what a fold has not taken.
import * as fs from 'node:fs';
import { mkdtempSync, readdirSync, rmSync, statSync, truncateSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { PoolJournal, type JournalFs } from '../../src/storage/pool-journal.js';

let dir: string;
const journals: PoolJournal[] = [];
afterEach(() => {
  for (const j of journals.splice(0)) j.close();
  rmSync(dir, { recursive: true, force: true });
});
function open(fsImpl?: JournalFs) {
  const opened = PoolJournal.open(dir, fsImpl);
  journals.push(opened.journal);
  return opened;
}
const fresh = () => (dir = mkdtempSync(join(tmpdir(), 'totem-journal-')));
const bytes = (n: number, fill: number) => new Uint8Array(n).fill(fill);
const files = () => readdirSync(dir).filter((f) => f.startsWith('pool-journal-')).sort();

describe('PoolJournal', () => {
  it('replays every frame of every generation in order, then appends to a new one', () => {
    fresh();
    const { journal, replay } = open();
    expect(replay).toEqual({ frames: [], tornBytes: 0, files: 0 });
    journal.append({ puts: [[1n, bytes(3, 1)], [2n, bytes(0, 0)]], deletes: [] });
    journal.rotate();
    journal.append({ puts: [[3n, bytes(200, 3)]], deletes: [1n, 2n ** 64n - 1n] });
    journal.close();
    const again = open();
    expect(again.replay.tornBytes).toBe(0);
    expect(again.replay.files).toBe(2);
    expect(again.replay.frames).toEqual([
      { puts: [[1n, bytes(3, 1)], [2n, bytes(0, 0)]], deletes: [] },
      { puts: [[3n, bytes(200, 3)]], deletes: [1n, 2n ** 64n - 1n] },
    ]);
    expect(again.journal.current).toBe(3);
    expect(again.journal.size).toBe(0);
  });

  it('stops at a torn tail (a crash in mid-write) and counts its bytes', () => {
    fresh();
    const { journal } = open();
    journal.append({ puts: [[1n, bytes(10, 1)]], deletes: [] });
    const whole = journal.size;
    journal.append({ puts: [[2n, bytes(10, 2)]], deletes: [] });
    journal.close();
    const file = join(dir, files()[0]!);
    truncateSync(file, statSync(file).size - 3);
    const { replay } = open();
    expect(replay.frames).toEqual([{ puts: [[1n, bytes(10, 1)]], deletes: [] }]);
    expect(replay.tornBytes).toBe(statSync(file).size - whole);
  });

  it('stops at a frame whose checksum does not match', () => {
    fresh();
    const { journal } = open();
    journal.append({ puts: [[1n, bytes(10, 1)]], deletes: [] });
    journal.append({ puts: [[2n, bytes(10, 2)]], deletes: [] });
    journal.close();
    const file = join(dir, files()[0]!);
    const data = readFileSync(file);
    data[data.length - 1] ^= 0xff; // a flipped byte in the second frame's body
    writeFileSync(file, data);
    const { replay } = open();
    expect(replay.frames).toHaveLength(1);
    expect(replay.tornBytes).toBeGreaterThan(0);
  });

  it('keeps its position when a write fails or is short, so no partial frame survives', () => {
    fresh();
    let mode: 'ok' | 'throw' | 'short' = 'ok';
    const flaky: JournalFs = {
      ...fs,
      writeSync: ((fd: number, buffer: Uint8Array, offset: number, length: number, position: number) => {
        if (mode === 'throw') throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        // A short write puts half the frame on disk, as a filling disk does.
        const n = mode === 'short' ? Math.floor(length / 2) : length;
        return fs.writeSync(fd, buffer, offset, n, position);
      }) as typeof fs.writeSync,
    };
    const { journal } = open(flaky);
    journal.append({ puts: [[1n, bytes(50, 1)]], deletes: [] });
    const size = journal.size;
    mode = 'short';
    expect(() => journal.append({ puts: [[2n, bytes(500, 2)]], deletes: [] })).toThrow(/no space left on device/);
    expect(journal.size).toBe(size);
    mode = 'throw';
    expect(() => journal.append({ puts: [[3n, bytes(50, 3)]], deletes: [] })).toThrow(/no space left on device/);
    mode = 'ok';
    journal.append({ puts: [[4n, bytes(5, 4)]], deletes: [7n] });
    journal.close();
    expect(open().replay.frames).toEqual([
      { puts: [[1n, bytes(50, 1)]], deletes: [] },
      { puts: [[4n, bytes(5, 4)]], deletes: [7n] },
    ]);
  });

  it('removes the generations a fold took, never the current one', () => {
    fresh();
    const { journal } = open();
    journal.append({ puts: [[1n, bytes(1, 1)]], deletes: [] });
    const first = journal.rotate();
    journal.append({ puts: [[2n, bytes(1, 2)]], deletes: [] });
    const second = journal.rotate();
    expect(files()).toEqual(['pool-journal-1.log', 'pool-journal-2.log', 'pool-journal-3.log']);
    journal.removeThrough(first);
    expect(files()).toEqual(['pool-journal-2.log', 'pool-journal-3.log']);
    journal.removeThrough(second + 10);
    expect(files()).toEqual(['pool-journal-3.log']);
  });
});
