// Where the chain services read the time. Everything that judges timestamps (block and
// transaction validation, forging, expiry) asks a TimeSource, never Date.now directly, so tests
// and in-process multi-node networks run on one ManualTimeSource and never wait on the clock.
import { epochTime, type NetworkParams } from '../domain/network-params.js';
import { invalidParameter } from '../domain/errors.js';

export interface TimeSource {
  /** Whole seconds since the network epoch. */
  nowEpochSeconds(): number;
  /** Unix milliseconds. */
  nowMs(): number;
}

/** A clock the devnet can move forward, as anvil's increaseTime does (the `increaseTime`
 * operation): deadlines, phasing finish heights and lease delays are reached without waiting. */
export interface TimeWarp {
  /** Moves the clock forward by whole seconds (>= 0); returns the new epoch time. */
  increase(seconds: number): number;
  /** Seconds the clock has been moved forward in all. */
  readonly offsetSeconds: number;
}

export function isTimeWarp(source: TimeSource): source is TimeSource & TimeWarp {
  return typeof (source as Partial<TimeWarp>).increase === 'function';
}

/** The system clock, read through the network's epoch. */
export class SystemTimeSource implements TimeSource {
  constructor(private readonly params: Pick<NetworkParams, 'epochBeginningMs'>) {}

  nowMs(): number {
    return Date.now();
  }

  nowEpochSeconds(): number {
    return epochTime(Date.now(), this.params);
  }
}

export interface ManualTimeSourceOptions {
  readonly params: Pick<NetworkParams, 'epochBeginningMs'>;
  /** Epoch second to start at (default 0, the epoch itself). */
  readonly startEpochSeconds?: number;
}

/** A clock that runs with another one, plus the whole seconds it was moved forward: a devnet
 * node's clock. The offset lives as long as the process (a restarted node runs on the system
 * clock again; the devnet accepts blocks stamped ahead of it, see NetworkParams.forgeOnDemand). */
export class WarpedTimeSource implements TimeSource, TimeWarp {
  private offsetMs = 0;

  constructor(private readonly inner: TimeSource) {}

  get offsetSeconds(): number {
    return this.offsetMs / 1000;
  }

  nowMs(): number {
    return this.inner.nowMs() + this.offsetMs;
  }

  nowEpochSeconds(): number {
    return this.inner.nowEpochSeconds() + this.offsetMs / 1000;
  }

  increase(seconds: number): number {
    if (checkSeconds(seconds) < 0) throw invalidParameter('time cannot go back', 'seconds');
    this.offsetMs += seconds * 1000;
    return this.nowEpochSeconds();
  }
}

/** A clock that moves only when told to. Share one between in-process nodes of a test network. */
export class ManualTimeSource implements TimeSource, TimeWarp {
  private readonly epochBeginningMs: number;
  private ms: number;
  private increasedSeconds = 0;

  constructor(opts: ManualTimeSourceOptions) {
    this.epochBeginningMs = opts.params.epochBeginningMs;
    this.ms = this.epochBeginningMs + checkSeconds(opts.startEpochSeconds ?? 0) * 1000;
  }

  nowMs(): number {
    return this.ms;
  }

  nowEpochSeconds(): number {
    return Math.floor((this.ms - this.epochBeginningMs) / 1000);
  }

  /** Moves to an epoch second. Time never goes backwards (a chain validated against a later
   * time must stay valid), so an earlier value is refused. */
  set(epochSeconds: number): void {
    const ms = this.epochBeginningMs + checkSeconds(epochSeconds) * 1000;
    if (ms < this.ms) throw invalidParameter(`time cannot go back from ${this.nowEpochSeconds()} to ${epochSeconds}`, 'epochSeconds');
    this.ms = ms;
  }

  /** Moves forward by whole seconds (>= 0). */
  advance(seconds: number): void {
    if (checkSeconds(seconds) < 0) throw invalidParameter('time cannot go back', 'seconds');
    this.ms += seconds * 1000;
  }

  get offsetSeconds(): number {
    return this.increasedSeconds;
  }

  /** TimeWarp: `advance`, counted apart from the test's own moves of the clock. */
  increase(seconds: number): number {
    this.advance(seconds);
    this.increasedSeconds += seconds;
    return this.nowEpochSeconds();
  }
}

function checkSeconds(seconds: number): number {
  if (!Number.isSafeInteger(seconds)) throw invalidParameter(`whole seconds expected, got ${seconds}`, 'epochSeconds');
  return seconds;
}
