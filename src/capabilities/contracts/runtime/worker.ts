// A contract worker thread (started by pool.ts): runs one job at a time with the same prepare and
// execute as the inline runner, reading storage through the channel (the applying thread answers
// from the state it is building). Long-lived: prepared modules stay in its cache between jobs.
import { parentPort, workerData } from 'node:worker_threads';
import { ChannelState, channelOf, received, send } from './channel.js';
import { encodeResult, requestOf, type WorkerJob } from './result-codec.js';
import { execute } from './execute.js';
import { PreparedCache } from './inline-runner.js';

const ch = channelOf((workerData as { sab: SharedArrayBuffer }).sab);
const cache = new PreparedCache();
const enc = new TextEncoder();

/** Storage reads go to the applying thread, which waits for them. */
const storage = {
  get(key: Uint8Array): Uint8Array | undefined {
    send(ch, ChannelState.GET, key);
    Atomics.wait(ch.control, 0, ChannelState.GET);
    const value = received(ch);
    Atomics.store(ch.control, 0, ChannelState.RUNNING);
    return value ?? undefined;
  },
};

parentPort!.on('message', (job: WorkerJob) => {
  Atomics.store(ch.control, 0, ChannelState.RUNNING);
  Atomics.notify(ch.control, 0);
  try {
    const request = requestOf(job);
    const result = execute(cache.get(request.codeHash, () => request.code), request, storage);
    send(ch, ChannelState.DONE, encodeResult(result));
  } catch (error) {
    send(ch, ChannelState.FAILED, enc.encode(error instanceof Error ? error.message : String(error)));
  }
  parentPort!.postMessage({ hits: cache.hits, misses: cache.misses, cached: cache.count });
});
