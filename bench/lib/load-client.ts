// The parent side of the HTTP load generator (bench/lib/http-load.ts): a child process with
// keep-alive connections, so the server under test keeps a core to itself. Jobs run one at a time.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadJob, LoadRequest, LoadResult } from './http-load.js';

const register = fileURLToPath(new URL('../../scripts/register.mjs', import.meta.url));
const loadScript = fileURLToPath(new URL('./http-load.ts', import.meta.url));

export class LoadClient {
  private readonly child: ChildProcess;
  private nextId = 0;
  private readonly waiting = new Map<number, (r: LoadResult) => void>();

  constructor(private readonly concurrency: number) {
    this.child = fork(loadScript, [], { execArgv: ['--import', register, '--no-warnings'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.child.on('message', (r: LoadResult) => this.waiting.get(r.id)?.(r));
  }

  run(port: number, requests: readonly LoadRequest[]): Promise<LoadResult> {
    const job: LoadJob = { id: this.nextId++, port, concurrency: this.concurrency, requests };
    return new Promise((resolve, reject) => {
      this.waiting.set(job.id, resolve);
      this.child.once('exit', (code) => reject(new Error(`load generator exited with ${code}`)));
      this.child.send(job);
    });
  }

  close(): void {
    this.child.disconnect();
  }
}
