// The parent side of the paced HTTP load (bench/lib/paced-load.ts): a child process, so the
// server under test and the load do not share an event loop.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { PacedCommand, PacedKind, PacedWindow } from './paced-load.js';

export type { PacedKind, PacedKindStats, PacedWindow } from './paced-load.js';

const register = fileURLToPath(new URL('../../scripts/register.mjs', import.meta.url));
const script = fileURLToPath(new URL('./paced-load.ts', import.meta.url));

export class PacedLoad {
  readonly #child: ChildProcess;
  #exited: Promise<number | null>;

  constructor(port: number, kinds: readonly PacedKind[], ratePerSecond: number, maxInFlight: number) {
    this.#child = fork(script, [], { execArgv: ['--import', register, '--no-warnings'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.#exited = new Promise((resolve) => this.#child.once('exit', resolve));
    const start: PacedCommand = { type: 'start', port, kinds, ratePerSecond, maxInFlight };
    this.#child.send(start);
  }

  get pid(): number | undefined {
    return this.#child.pid;
  }

  /** The figures since the previous cut (or the start); the next window starts now. */
  cut(): Promise<PacedWindow> {
    return new Promise((resolve, reject) => {
      const off = () => {
        this.#child.off('message', onMessage);
      };
      const onMessage = (w: PacedWindow) => {
        off();
        resolve(w);
      };
      this.#child.on('message', onMessage);
      void this.#exited.then((code) => {
        off();
        reject(new Error(`paced load exited with ${code}`));
      });
      const cmd: PacedCommand = { type: 'cut' };
      this.#child.send(cmd);
    });
  }

  async close(): Promise<void> {
    if (this.#child.connected) this.#child.disconnect();
    await this.#exited;
  }
}
