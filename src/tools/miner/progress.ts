// The miner's progress line on stderr: rewritten in place once a second on a terminal; on a
// pipe or a log file, one line every LOG_EVERY_SECONDS instead of a flood of carriage returns.
import type { Progress } from './miner.js';

const LOG_EVERY_SECONDS = 10;

export function formatRate(hashesPerSecond: number): string {
  const units = ['H/s', 'kH/s', 'MH/s', 'GH/s'];
  let v = hashesPerSecond;
  let i = 0;
  while (v >= 1000 && i < units.length - 1) {
    v /= 1000;
    i++;
  }
  return `${v.toFixed(i === 0 ? 0 : 2)} ${units[i]}`;
}

export function formatCount(n: number | bigint): string {
  const v = Number(n);
  if (v < 1e4) return v.toFixed(0);
  if (v >= 1e21) return v.toExponential(2);
  const units = ['k', 'M', 'G', 'T', 'P', 'E'];
  let x = v / 1000;
  let i = 0;
  while (x >= 1000) {
    x /= 1000;
    i++;
  }
  return `${x.toFixed(1)} ${units[i]}`;
}

export class ProgressLine {
  private lastLogged = 0;
  private shown = false;

  /** `expected`: the hashes a mint takes on average (the target's difficulty). */
  constructor(
    private readonly write: (text: string) => void,
    private readonly isTTY: boolean,
    private readonly expected: bigint,
  ) {}

  update(p: Progress): void {
    const eta = p.rate > 0 ? `, ~${formatSeconds(Number(this.expected) / p.rate)} per mint at this rate` : '';
    const line = `  ${formatCount(p.hashes)} hashes in ${formatSeconds(p.seconds)}, ${formatRate(p.rate)}${eta}`;
    if (this.isTTY) {
      this.write(`\r\x1b[K${line}`);
      this.shown = true;
    } else if (p.seconds - this.lastLogged >= LOG_EVERY_SECONDS) {
      this.write(`${line}\n`);
      this.lastLogged = p.seconds;
    }
  }

  /** Ends the in-place line so the next message starts on its own line. */
  done(): void {
    if (this.shown) this.write('\r\x1b[K');
    this.shown = false;
  }
}

export function formatSeconds(s: number): string {
  if (!Number.isFinite(s)) return '?';
  if (s < 120) return `${s.toFixed(1)} s`;
  if (s < 7200) return `${(s / 60).toFixed(1)} min`;
  if (s < 172_800) return `${(s / 3600).toFixed(1)} h`;
  return `${(s / 86_400).toFixed(1)} days`;
}
