// A node's database in a simulation: a memory-level store that outlives the node, so that a
// crashed node restarts on what it had written. `crash()` freezes it at once: every write after
// that instant fails (a batch is atomic, so a crash between two batches is a crash "mid-block"
// as far as the store allows), and the node is then stopped without reaching the store again.
import { MemoryLevel } from 'memory-level';
import type { Db } from '../storage/db.js';

export class CrashableDb {
  readonly #inner: MemoryLevel<Uint8Array, Uint8Array>;
  #crashed = false;
  /** Writes refused since the crash (what the crash lost). */
  lostWrites = 0;

  constructor() {
    this.#inner = new MemoryLevel<Uint8Array, Uint8Array>({ keyEncoding: 'view', valueEncoding: 'view', storeEncoding: 'view' });
  }

  /** A view of the database for one life of the node (its writes stop at the crash). */
  async open(): Promise<Db> {
    this.#crashed = false;
    if (this.#inner.status !== 'open') await this.#inner.open();
    const refuse = () => {
      this.lostWrites++;
      return Promise.reject(new Error('simulated crash: the process is gone'));
    };
    const inner = this.#inner as unknown as Db;
    return new Proxy(inner, {
      get: (target, prop, receiver) => {
        const value = Reflect.get(target, prop, receiver);
        if (prop === 'put' || prop === 'del') return (...args: unknown[]) => (this.#crashed ? refuse() : (value as (...a: unknown[]) => unknown).apply(target, args));
        if (prop === 'batch') {
          return (...args: unknown[]) => {
            if (args.length > 0) return this.#crashed ? refuse() : (value as (...a: unknown[]) => unknown).apply(target, args);
            const chained = (value as () => { write: (...a: unknown[]) => Promise<void> }).apply(target, []);
            const write = chained.write.bind(chained);
            chained.write = (...a: unknown[]) => (this.#crashed ? refuse() : write(...a));
            return chained;
          };
        }
        // The node closes "its" database when it stops: the simulation keeps it open for the restart.
        if (prop === 'close') return () => Promise.resolve();
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }

  crash(): void {
    this.#crashed = true;
  }

  async close(): Promise<void> {
    await this.#inner.close();
  }
}
