// Entry of one search worker thread: hashes its range batch after batch, adds each batch to its
// counter, and stops when the main thread raises the stop flag or when it finds a nonce (which
// it posts). The loop is synchronous; the flag is read between batches, so a stop takes at most
// one batch.
import { parentPort, workerData } from 'node:worker_threads';
import { batchSize, searchNonces } from './search.js';
import { MinerControl, type FoundMessage, type WorkerInput } from './protocol.js';

if (parentPort === null) throw new Error('worker.ts runs as a worker thread of the miner');
const input = workerData as WorkerInput;
const control = new MinerControl(input.control);
const batch = batchSize(input.work.algorithm);
let next = input.start;
while (!control.stopped) {
  const outcome = searchNonces(input.work, next, batch);
  control.addHashes(input.index, outcome.tried);
  if (outcome.nonce !== undefined) {
    const message: FoundMessage = { kind: 'found', nonce: outcome.nonce };
    parentPort.postMessage(message);
    break;
  }
  next = outcome.next;
}
