// The synchronous channel between the thread applying a block and a contract worker: one
// SharedArrayBuffer, a control word and a data area. Block application is synchronous, so the
// applying thread posts a job and then waits (Atomics.wait) while the worker runs it; when the
// contract reads storage the worker asks through the channel and the applying thread answers from
// the state being built, then waits again. Only one job is in flight per channel.
//
//   control[0] state: IDLE (job posted, not picked up) -> RUNNING (worker took it: the watchdog
//   starts) -> GET (worker asks: data = key, control[1] = length) -> ANSWER (applying thread:
//   data = value, control[1] = length or -1) -> RUNNING ... -> DONE (data = result, control[1] =
//   length) | FAILED (data = message).
export const ChannelState = { IDLE: 0, RUNNING: 1, GET: 2, ANSWER: 3, DONE: 4, FAILED: 5 } as const;

/** Data area: a result carries at most a contract's 1 MB of writes, hex-encoded, plus events. */
export const CHANNEL_DATA_BYTES = 4 * 1024 * 1024;
const CONTROL_BYTES = 16;

export interface ChannelBuffers {
  readonly sab: SharedArrayBuffer;
  readonly control: Int32Array;
  readonly data: Uint8Array;
}

export function createChannel(): ChannelBuffers {
  return channelOf(new SharedArrayBuffer(CONTROL_BYTES + CHANNEL_DATA_BYTES));
}

export function channelOf(sab: SharedArrayBuffer): ChannelBuffers {
  return { sab, control: new Int32Array(sab, 0, 4), data: new Uint8Array(sab, CONTROL_BYTES) };
}

/** Writes `bytes` to the data area and moves to `state`, waking the other side. */
export function send(ch: ChannelBuffers, state: number, bytes: Uint8Array | null): void {
  if (bytes !== null && bytes.length > ch.data.length) throw new Error(`a channel message of ${bytes.length} bytes is over ${ch.data.length}`);
  if (bytes !== null) ch.data.set(bytes);
  Atomics.store(ch.control, 1, bytes === null ? -1 : bytes.length);
  Atomics.store(ch.control, 0, state);
  Atomics.notify(ch.control, 0);
}

/** The data of the current message (null for a length of -1). */
export function received(ch: ChannelBuffers): Uint8Array | null {
  const length = Atomics.load(ch.control, 1);
  return length < 0 ? null : ch.data.slice(0, length);
}
