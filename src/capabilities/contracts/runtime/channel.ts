// The synchronous channel between the thread that runs guarded work (block selection, queries)
// and a contract worker: one SharedArrayBuffer (a control area and a small data area) plus a
// MessagePort for what does not fit. The calling thread posts a job and then waits while the
// worker runs it; when the contract reads storage the worker asks through the channel and the
// calling thread answers from the state it holds, then waits again. One job in flight per channel.
//
//   control[STATE]: IDLE (job posted, not picked up) -> RUNNING (worker took it: the watchdog
//   starts) -> GET (worker asks: a key) -> ANSWER (the value, or null) -> RUNNING ... -> DONE (the
//   result) | FAILED ({kind, message}).
//   control[LENGTH]: the message's length in the data area, NULL_MESSAGE, or ON_PORT.
//   control[READY]: 1 once the worker has loaded and can take jobs (start-up is never timed as a run).
//   control[STARTUP]: how long the worker took to load, ms (its own clock, from its thread's start).
//
// No transport limit: a message larger than the data area (a result with a large write set, an
// unusually large value) goes through the MessagePort, which carries any size and is read
// synchronously with receiveMessageOnPort; the control word only tells the reader where to look.
// The port's message is queued before the state changes, so the reader always finds it.
import { receiveMessageOnPort, type MessagePort } from 'node:worker_threads';

export const ChannelState = { IDLE: 0, RUNNING: 1, GET: 2, ANSWER: 3, DONE: 4, FAILED: 5 } as const;

const STATE = 0;
const LENGTH = 1;
const READY = 2;
const STARTUP = 3;
const NULL_MESSAGE = -1;
const ON_PORT = -2;

/** Data area: a key (256 bytes) or a value (64 KB) always fits; anything larger takes the port. */
export const CHANNEL_DATA_BYTES = 128 * 1024;
const CONTROL_BYTES = 16;

/** How long a waiting side spins on the control word before sleeping in Atomics.wait. 0: a
 * spin saves the futex wake-up only when each side has a core of its own; on the 2-core reference
 * machine under load it made a storage read 4x slower (docs/contracts.md, "The executor"), so
 * the pool sleeps at once unless told otherwise. */
export const DEFAULT_SPIN_MICROS = 0;

export interface ChannelBuffers {
  readonly sab: SharedArrayBuffer;
  readonly control: Int32Array;
  readonly data: Uint8Array;
  /** This side's end of the channel's MessagePort pair. */
  readonly port: MessagePort;
  /** How long a wait spins before it sleeps (0: never). */
  readonly spinMicros: number;
}

export function createSharedArea(): SharedArrayBuffer {
  return new SharedArrayBuffer(CONTROL_BYTES + CHANNEL_DATA_BYTES);
}

export function channelOf(sab: SharedArrayBuffer, port: MessagePort, spinMicros = DEFAULT_SPIN_MICROS): ChannelBuffers {
  return { sab, control: new Int32Array(sab, 0, 4), data: new Uint8Array(sab, CONTROL_BYTES), port, spinMicros };
}

export function stateOf(ch: ChannelBuffers): number {
  return Atomics.load(ch.control, STATE);
}

/** Moves to `state` without a message (RUNNING, IDLE), waking the other side. */
export function signal(ch: ChannelBuffers, state: number): void {
  Atomics.store(ch.control, STATE, state);
  Atomics.notify(ch.control, STATE);
}

/** Writes `bytes` (the data area, or the port when too large) and moves to `state`. */
export function send(ch: ChannelBuffers, state: number, bytes: Uint8Array | null): void {
  if (bytes === null) Atomics.store(ch.control, LENGTH, NULL_MESSAGE);
  else if (bytes.length <= ch.data.length) {
    ch.data.set(bytes);
    Atomics.store(ch.control, LENGTH, bytes.length);
  } else {
    ch.port.postMessage(bytes);
    Atomics.store(ch.control, LENGTH, ON_PORT);
  }
  signal(ch, state);
}

/** Posts a structured value (a result, a failure) on the port and moves to `state`; the buffers
 * listed in `transfer` move to the other side instead of being copied. */
export function sendValue(ch: ChannelBuffers, state: number, value: unknown, transfer: ArrayBuffer[] = []): void {
  ch.port.postMessage(value, transfer);
  Atomics.store(ch.control, LENGTH, ON_PORT);
  signal(ch, state);
}

/** The bytes of the current message (null for a null message). */
export function received(ch: ChannelBuffers): Uint8Array | null {
  const length = Atomics.load(ch.control, LENGTH);
  if (length === NULL_MESSAGE) return null;
  if (length === ON_PORT) return receivedValue(ch) as Uint8Array;
  return ch.data.slice(0, length);
}

/** The structured value of the current message (sent by sendValue, or bytes too large for the
 * data area). */
export function receivedValue(ch: ChannelBuffers): unknown {
  const message = receiveMessageOnPort(ch.port);
  if (message === undefined) throw new Error('the channel announced a message on its port, and the port is empty');
  return message.message;
}

/** Waits until the state is no longer `from`: spins for the channel's spinMicros (if any), then
 * sleeps in Atomics.wait until woken or `timeoutMs` passes. Returns the new state, or `from`
 * when the time ran out. */
export function waitWhile(ch: ChannelBuffers, from: number, timeoutMs = Infinity): number {
  if (ch.spinMicros > 0) {
    const until = performance.now() + ch.spinMicros / 1000;
    for (let i = 0; ; i++) {
      const s = Atomics.load(ch.control, STATE);
      if (s !== from) return s;
      // The clock is read every 64 loads: cheap enough not to slow the spin, precise enough.
      if ((i & 63) === 63 && performance.now() >= until) break;
    }
  }
  // A wake-up does not mean the state changed: the other side's notify of an earlier message can
  // arrive after this side already saw that message and went on to wait for the next one. So
  // wait again until the state really differs (or the time is up).
  const end = performance.now() + timeoutMs;
  for (;;) {
    const s = Atomics.load(ch.control, STATE);
    if (s !== from) return s;
    const left = end - performance.now();
    if (left <= 0) return s;
    Atomics.wait(ch.control, STATE, from, left === Infinity ? undefined : left);
  }
}

/** The worker tells it has loaded (start-up is waited for before a run's clock starts) and how
 * long that took. */
export function markReady(ch: ChannelBuffers, startupMs: number): void {
  Atomics.store(ch.control, STARTUP, Math.round(startupMs));
  Atomics.store(ch.control, READY, 1);
  Atomics.notify(ch.control, READY);
}

/** Waits up to `timeoutMs` for the worker to be ready; true when it is. */
export function awaitReady(ch: ChannelBuffers, timeoutMs: number): boolean {
  if (Atomics.load(ch.control, READY) === 1) return true;
  Atomics.wait(ch.control, READY, 0, timeoutMs);
  return Atomics.load(ch.control, READY) === 1;
}

export function isReady(ch: ChannelBuffers): boolean {
  return Atomics.load(ch.control, READY) === 1;
}

/** How long the worker took to load, ms (0 before it is ready). */
export function startupOf(ch: ChannelBuffers): number {
  return Atomics.load(ch.control, STARTUP);
}
