// A signing thread of the throughput bench (bench/lib/tps-fixtures.ts): signs transactions
// [from, to) of a load into one file, records of (u32 LE length, signed bytes, 32-byte full hash),
// written a few megabytes at a time so the thread's heap holds one buffer, not the range.
import { closeSync, openSync, writeSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { HASH_BYTES, type SignReply, type SignRequest, type VerifyJob } from './tps-fixtures.js';
import { loadKeys, loadTransaction, type LoadKeys } from './tps-load.js';

const FLUSH_BYTES = 4 * 1024 * 1024;
let keys: LoadKeys | undefined;

function signRange(req: SignRequest): SignReply {
  keys ??= loadKeys();
  const fd = openSync(req.path, 'w');
  const buffer = Buffer.allocUnsafe(FLUSH_BYTES + 64 * 1024);
  let used = 0;
  let bytes = 0;
  const sample: VerifyJob[] = [];
  try {
    for (let i = req.from; i < req.to; i++) {
      const tx = loadTransaction(req.spec, keys, i);
      const signed = tx.bytes();
      if (used + 4 + signed.length + HASH_BYTES > buffer.length) {
        writeSync(fd, buffer, 0, used);
        used = 0;
      }
      buffer.writeUInt32LE(signed.length, used);
      buffer.set(signed, used + 4);
      buffer.set(tx.fullHash, used + 4 + signed.length);
      used += 4 + signed.length + HASH_BYTES;
      bytes += 4 + signed.length + HASH_BYTES;
      if (sample.length < req.sample) sample.push({ s: tx.signature!, m: tx.unsignedBytes(), k: tx.senderPublicKey });
      if (used >= FLUSH_BYTES) {
        writeSync(fd, buffer, 0, used);
        used = 0;
      }
    }
    if (used > 0) writeSync(fd, buffer, 0, used);
  } finally {
    closeSync(fd);
  }
  return { id: req.id, ok: true, count: req.to - req.from, bytes, sample };
}

parentPort!.on('message', (req: SignRequest) => {
  let reply: SignReply;
  try {
    reply = signRange(req);
  } catch (err) {
    reply = { id: req.id, ok: false, error: err instanceof Error ? err.stack ?? err.message : String(err) };
  }
  parentPort!.postMessage(reply);
});
