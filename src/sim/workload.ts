// Transaction load for a simulation. A Workload submits, every `intervalMs` of simulated time, one
// transaction built by a generator from a random op, to a random live node's pool (as the API
// does: the node gossips what it admits). Generators are pluggable, so a scenario can draw from
// every capability (the test suite plugs in the state-digest property test's generators, which
// cover every transaction type); the built-in ones send payments and plain messages between
// accounts whose keys come from the seed. Refusals (funds, a state the op does not fit) are part
// of the randomness and are counted. Now and then (overspendChance) a submission is an overspend
// whatever the generators: a node that admits one has lost its balance check.
import { accountIdFromPublicKey } from '../domain/account-id.js';
import { ONE_COIN, TRANSACTION_VERSION } from '../domain/constants.js';
import { keyPairFromSecret, utf8Bytes, type KeyPair } from '../domain/crypto.js';
import { ACCOUNTS } from '../domain/state/accounts.js';
import { signTransaction, type Transaction } from '../domain/transaction.js';
import type { Node } from '../node.js';
import type { Rng } from './rng.js';
import type { SimNode, Simulation } from './simulation.js';

/** One random choice (the shape of the state-digest test's ops). */
export interface WorkloadOp {
  readonly kind: number;
  readonly from: number;
  readonly to: number;
  readonly a: number;
  readonly b: number;
  readonly flag: boolean;
}

export interface WorkloadContext {
  readonly node: Node;
  readonly timestamp: number;
  readonly ecBlockId: bigint;
  readonly height: number;
}

export type TxGenerator = (op: WorkloadOp, ctx: WorkloadContext) => Transaction | undefined;

export interface WorkloadOptions {
  /** Simulated ms between submissions (default 500). */
  readonly intervalMs?: number;
  /** op.from and op.to range over [0, actors) (default 6). */
  readonly actors?: number;
  /** Picks the generator of an op (default: the built-in payments and messages). */
  readonly generatorFor?: (op: WorkloadOp) => TxGenerator;
  /** Chance that a submission is an overspend: a devnet account sends one coin more than it
   * holds, as users now and then try; an honest node refuses it (default 0.05). */
  readonly overspendChance?: number;
}

/** The seeded accounts of the built-in generators: `sim-<seed>-<i>`, funded by devnet accounts. */
export function workloadAccounts(seed: number, n: number): Array<{ phrase: string; key: KeyPair; id: bigint }> {
  return Array.from({ length: n }, (_, i) => {
    const phrase = `sim-${seed}-${i}`;
    const key = keyPairFromSecret(phrase);
    return { phrase, key, id: accountIdFromPublicKey(key.publicKey) };
  });
}

function signed(ctx: WorkloadContext, from: KeyPair, type: number, recipient: bigint, amountMTA: bigint, message?: string): Transaction {
  return signTransaction({
    type,
    subtype: 0,
    version: TRANSACTION_VERSION,
    timestamp: ctx.timestamp,
    deadline: 1440,
    senderPublicKey: from.publicKey,
    recipientId: recipient,
    amountMTA,
    feeMTA: ONE_COIN,
    referencedTransactionFullHash: null,
    ecBlockHeight: 0,
    ecBlockId: ctx.ecBlockId,
    attachment: { version: 0 },
    appendices: message === undefined ? {} : { message: { data: utf8Bytes(message), isText: true } },
    signature: null,
  }, from, ctx.node.registry);
}

/** Payments and plain messages among the seeded accounts; the first ops fund them from devnet
 * accounts (a devnet account sends while the op's sender has no coin yet). */
export function builtInGenerators(seed: number, actors: number): (op: WorkloadOp) => TxGenerator {
  const accounts = workloadAccounts(seed, actors);
  const devnet = Array.from({ length: 10 }, (_, i) => keyPairFromSecret(`devnet-${i}`));
  return (op) => (o, ctx) => {
    const to = accounts[o.to % accounts.length]!;
    const sender = accounts[o.from % accounts.length]!;
    const funded = (ctx.node.state.get(ACCOUNTS, sender.id)?.balanceMTA ?? 0n) > 10n * ONE_COIN;
    if (!funded) return signed(ctx, devnet[o.from % devnet.length]!, 0, sender.id, 1_000n * ONE_COIN);
    if (op.kind % 3 === 2) return signed(ctx, sender.key, 1, to.id, 0n, `sim message ${o.a}`);
    return signed(ctx, sender.key, 0, to.id, BigInt(o.a) * ONE_COIN);
  };
}

export class Workload {
  readonly counts = { submitted: 0, accepted: 0, refused: 0, skipped: 0, overspends: 0 };
  /** Ids of the transactions a pool admitted. */
  readonly accepted = new Set<bigint>();
  #running = false;
  readonly #rng: Rng;
  readonly #interval: number;
  readonly #actors: number;
  readonly #generatorFor: (op: WorkloadOp) => TxGenerator;
  // Its own stream: the overspends (refused, so they change no state) shift no other draw.
  readonly #overspends: Rng;
  readonly #overspendChance: number;

  constructor(private readonly sim: Simulation, opts: WorkloadOptions = {}) {
    this.#rng = sim.rng.stream('workload');
    this.#overspends = sim.rng.stream('workload-overspend');
    this.#overspendChance = opts.overspendChance ?? 0.05;
    this.#interval = opts.intervalMs ?? 500;
    this.#actors = opts.actors ?? 6;
    this.#generatorFor = opts.generatorFor ?? builtInGenerators(sim.options.seed, this.#actors);
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#next();
  }

  stop(): void {
    this.#running = false;
  }

  #next(): void {
    this.sim.scheduler.setTimeout(() => {
      if (!this.#running) return;
      void this.#submitOne();
      this.#next();
    }, this.#interval);
  }

  #op(): WorkloadOp {
    const r = this.#rng;
    return { kind: r.int(0, 1 << 30), from: r.int(0, this.#actors - 1), to: r.int(0, this.#actors - 1), a: r.int(1, 50), b: r.int(0, 3), flag: r.chance(0.5) };
  }

  /** A devnet account sends one coin more than its confirmed balance to a workload account. */
  #overspend(ctx: WorkloadContext): Transaction {
    this.counts.overspends++;
    const from = keyPairFromSecret(`devnet-${this.#overspends.int(0, 9)}`);
    const to = workloadAccounts(this.sim.options.seed, 1)[0]!;
    const balance = ctx.node.state.get(ACCOUNTS, accountIdFromPublicKey(from.publicKey))?.balanceMTA ?? 0n;
    return signed(ctx, from, 0, to.id, balance + ONE_COIN);
  }

  async #submitOne(): Promise<void> {
    const live = this.sim.live;
    if (live.length === 0) return;
    const target: SimNode = this.#rng.pick(live);
    const op = this.#op();
    const ctx: WorkloadContext = { node: target.node, timestamp: target.time.nowEpochSeconds(), ecBlockId: this.sim.genesisId, height: target.height };
    let tx: Transaction | undefined;
    try {
      tx = this.#overspends.chance(this.#overspendChance) ? this.#overspend(ctx) : this.#generatorFor(op)(op, ctx);
    } catch {
      tx = undefined;
    }
    if (tx === undefined) {
      this.counts.skipped++;
      return;
    }
    this.counts.submitted++;
    const verdict = await target.node.mempool.submit(tx).catch(() => ({ accepted: false }));
    if (verdict.accepted) {
      this.counts.accepted++;
      this.accepted.add(tx.id);
    } else this.counts.refused++;
  }
}
