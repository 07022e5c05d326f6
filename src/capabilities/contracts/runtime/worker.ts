// A contract worker thread (started by pool.ts): runs one job at a time with the same execute as
// the inline runner, on the module the calling thread prepared and compiled (it never compiles
// one itself), reading storage through the channel (the calling thread answers from the state it
// holds). Long-lived; it tells the pool it is ready before it is given a job, so its start-up is
// never counted as a run's time.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { ContractNodeFaultError } from '../../../domain/contract-runner.js';
import { ChannelState, channelOf, markReady, received, send, sendValue, signal, waitWhile } from './channel.js';
import { packResult, preparedOf, type WorkerFailure, type WorkerJob } from './result-codec.js';
import { execute } from './execute.js';

const data = workerData as { sab: SharedArrayBuffer; port: MessagePort; spinMicros: number };
const ch = channelOf(data.sab, data.port, data.spinMicros);

/** Storage reads go to the calling thread, which waits for them. */
const storage = {
  get(key: Uint8Array): Uint8Array | undefined {
    send(ch, ChannelState.GET, key);
    waitWhile(ch, ChannelState.GET);
    const value = received(ch);
    Atomics.store(ch.control, 0, ChannelState.RUNNING);
    return value ?? undefined;
  },
};

parentPort!.on('message', (job: WorkerJob) => {
  // RUNNING: the watchdog starts now, with the module already compiled.
  signal(ch, ChannelState.RUNNING);
  try {
    const packed = packResult(execute(preparedOf(job), job.request, storage));
    sendValue(ch, ChannelState.DONE, packed, [packed.writes.buffer as ArrayBuffer]);
  } catch (error) {
    const failure: WorkerFailure =
      error instanceof ContractNodeFaultError ? { kind: error.kind, message: error.message } : { kind: 'worker', message: error instanceof Error ? error.message : String(error) };
    sendValue(ch, ChannelState.FAILED, failure);
  }
});

// performance.now() counts from this thread's start: the time it took to load.
markReady(ch, performance.now());
