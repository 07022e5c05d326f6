// Bench 1 (issue 2): signed payments accepted by the mempool per second vs raw single-thread
// native Ed25519 verifications per second of the same signatures, in the same process, in
// alternating rounds. Measured through the node's mempool actor (createNode: what the API and
// the network call) and, for attribution, on the Mempool service object directly: without
// persistence (rows) and, single submits only, with each admission stored before it is answered
// as the node's pool does (notes: what the actor adds, and what storing adds).
import { Transaction } from '../src/domain/transaction.js';
import { verify } from '../src/domain/crypto.js';
import type { NetworkParams } from '../src/domain/network-params.js';
import { EPOCH_BEGINNING_MS } from '../src/domain/network-params.js';
import { buildGenesisBlock } from '../src/domain/genesis.js';
import { Mempool } from '../src/chain/mempool.js';
import { Blockchain } from '../src/chain/blockchain.js';
import { SystemTimeSource } from '../src/chain/time.js';
import type { MempoolService } from '../src/chain/interface.js';
import { ChainStore } from '../src/storage/chain-store.js';
import { availableParallelism } from 'node:os';
import { createNode, type Node } from '../src/node.js';
import type { BenchRow } from './lib/report.js';
import { benchNetwork, epochNow, paymentBatch, recipientIds } from './lib/fixtures.js';
import { collectGarbage, rate, timed } from './lib/timer.js';
import { makeTempDir, removeTempDir } from './lib/tmp.js';
import { BENCH_REGISTRY, BENCH_RULES } from './lib/rules.js';

const N = 20_000;
const SENDERS = 2_000;
const ROUNDS = 2;
const CHUNK = 256;
/** Transactions per timed slice: every path runs slice after slice in turn, so load from other
 * processes on the machine hits all of them alike. */
const SLICE = 2_000;

/** One way of submitting: `prepare` (untimed) gives an empty pool, `accept` (timed) submits. */
interface Acceptor {
  readonly name: string;
  readonly label: string;
  prepare(): Promise<MempoolService>;
  /** Timed for attribution only (named in the notes, no row of its own). */
  readonly attribution?: boolean;
}

/** The direct path that stores each admission before answering, as the node's pool does: the
 * actor's own cost is the node path minus this one. */
const STORED_DIRECT = 'Mempool.submit (no actor, stored)';

type Mode = 'submitMany' | 'submit';

async function submitAll(pool: MempoolService, wire: readonly Uint8Array[], mode: Mode): Promise<number> {
  let accepted = 0;
  if (mode === 'submitMany') {
    for (let i = 0; i < wire.length; i += CHUNK) {
      const txs = wire.slice(i, i + CHUNK).map((b) => Transaction.fromBytes(b, BENCH_REGISTRY));
      for (const v of await pool.submitMany(txs)) if (v.accepted) accepted++;
    }
  } else {
    for (const b of wire) if ((await pool.submit(Transaction.fromBytes(b, BENCH_REGISTRY))).accepted) accepted++;
  }
  return accepted;
}

const MODE_LABEL: Record<Mode, string> = {
  submitMany: `submitMany in chunks of ${CHUNK} (as gossip batches arrive)`,
  submit: 'submit one transaction at a time, each awaited (as API requests arrive)',
};

/** `nodes` holds one node per actor path (each path needs a pool of its own in a round). */
function acceptors(nodes: Record<Mode, Node>, store: ChainStore, params: NetworkParams): Array<Acceptor & { mode: Mode }> {
  const timeSource = new SystemTimeSource(params);
  const viaActor = (mode: Mode) => ({
    name: `node.mempool.${mode}`,
    mode,
    label: `through the node's mempool actor (createNode, actor-backed client): ${MODE_LABEL[mode]}`,
    async prepare() {
      await nodes[mode].mempool.clear();
      return nodes[mode].mempool;
    },
  });
  const direct = (mode: Mode) => ({
    name: `Mempool.${mode} (no actor)`,
    mode,
    label: `on a Mempool service object called directly (no actor, for attribution): ${MODE_LABEL[mode]}`,
    async prepare() {
      return new Mempool({ params, maxSize: N }, { store, timeSource, rules: BENCH_RULES });
    },
  });
  const storedDirect = {
    name: STORED_DIRECT,
    mode: 'submit' as const,
    label: 'on a Mempool service object that stores each admission before answering (persist on, as in the node), called directly',
    attribution: true,
    async prepare() {
      return new Mempool({ params, maxSize: N, persist: true }, { store, timeSource, rules: BENCH_RULES });
    },
  };
  return [viaActor('submitMany'), viaActor('submit'), direct('submitMany'), direct('submit'), storedDirect];
}

export async function run(): Promise<BenchRow[]> {
  const nodeDirs = [await makeTempDir('mempool-node-a'), await makeTempDir('mempool-node-b')];
  const storeDir = await makeTempDir('mempool-store');
  try {
    const now = epochNow({ epochBeginningMs: EPOCH_BEGINNING_MS });
    const net = benchNetwork({ senders: SENDERS, genesisTimestamp: now - 3600 });
    const genesis = buildGenesisBlock(net.params);
    console.error(`mempool: signing ${N.toLocaleString('en-US')} payments from ${SENDERS.toLocaleString('en-US')} senders`);
    const recipients = [...recipientIds(5_000), ...net.senders.map((s) => s.accountId)];
    const txs = paymentBatch({ count: N, senders: net.senders, recipients, timestamp: now - 5, ecBlockHeight: 0, ecBlockId: genesis.id, seed: 1 });
    const wire = txs.map((t) => t.bytes().slice());
    const sigs = txs.map((t) => ({ signature: t.signature!, message: t.unsignedBytes(), publicKey: t.senderPublicKey }));
    const warm = wire.slice(0, SENDERS);

    // Nodes on the bench network (its genesis funds the senders), forging off, pool big enough.
    const startNode = async (dataDir: string) => {
      const node = await createNode({ network: 'devnet', dataDir, autoForge: false, forgeWithDevnetAccounts: false, mempoolMaxSize: N, paramOverrides: net.params });
      await node.start();
      return node;
    };
    const nodes: Record<Mode, Node> = { submitMany: await startNode(nodeDirs[0]!), submit: await startNode(nodeDirs[1]!) };
    const store = await ChainStore.open({ path: storeDir }, { tables: BENCH_RULES.tables });
    await Blockchain.open({ params: net.params, rules: BENCH_RULES }, { store, timeSource: new SystemTimeSource(net.params) });
    try {
      const subjects = acceptors(nodes, store, net.params);
      const verifyAll = (list: typeof sigs) => {
        let ok = 0;
        for (const s of list) if (verify(s.signature, s.message, s.publicKey)) ok++;
        if (ok !== list.length) throw new Error(`only ${ok} of ${list.length} signatures verified`);
      };
      // Warm-up: JIT every path and fill the native key cache with every sender (all paths use it).
      verifyAll(sigs.slice(0, SENDERS));
      for (const s of subjects) {
        if ((await submitAll(await s.prepare(), warm, s.mode)) !== warm.length) throw new Error(`warm-up: ${s.name} did not accept every payment`);
      }

      // Each round: fresh pools, then slice by slice every path in turn (rotating who goes
      // first). A path's rate = transactions / the sum of its slice times.
      const paths: Array<(typeof subjects)[number] | 'raw'> = ['raw', ...subjects];
      const seconds = new Map<string, number[]>(paths.map((p) => [p === 'raw' ? 'raw' : p.name, []]));
      for (let r = 0; r < ROUNDS; r++) {
        const pools = new Map<string, MempoolService>();
        for (const s of subjects) pools.set(s.name, await s.prepare());
        const spent = new Map<string, number>(paths.map((p) => [p === 'raw' ? 'raw' : p.name, 0]));
        collectGarbage();
        for (let i = 0, k = 0; i < N; i += SLICE, k++) {
          const slice = wire.slice(i, i + SLICE);
          const sigSlice = sigs.slice(i, i + SLICE);
          const shift = (k + r) % paths.length;
          for (const which of [...paths.slice(shift), ...paths.slice(0, shift)]) {
            if (which === 'raw') {
              const t = await timed(() => verifyAll(sigSlice));
              spent.set('raw', spent.get('raw')! + t.seconds);
            } else {
              const t = await timed(() => submitAll(pools.get(which.name)!, slice, which.mode));
              if (t.value !== slice.length) throw new Error(`round ${r}: ${which.name} accepted ${t.value} of ${slice.length}`);
              spent.set(which.name, spent.get(which.name)! + t.seconds);
            }
          }
        }
        for (const [name, t] of spent) seconds.get(name)!.push(t);
      }
      const total = (name: string) => seconds.get(name)!.reduce((a, b) => a + b, 0);
      const rateOf = (name: string) => rate(N * ROUNDS, total(name));
      const perRound = (name: string) => seconds.get(name)!.map((t) => N / t);
      const rawRates = perRound('raw');
      const subjectRates = new Map<string, number[]>(subjects.map((s) => [s.name, perRound(s.name)]));
      const fmt = (xs: number[]) => xs.map((x) => Math.round(x)).join(', ');
      console.error(`mempool: raw verify ${fmt(rawRates)} /s; ${subjects.map((s) => `${s.name} ${fmt(subjectRates.get(s.name)!)} /s`).join('; ')}`);
      const baseline = {
        label: `domain verify() (node:crypto Ed25519, one thread) over the same ${N.toLocaleString('en-US')} signatures and unsigned bytes, ${ROUNDS} rounds interleaved slice by slice with the mempool paths`,
        value: rateOf('raw'),
        unit: 'verify/s',
      };
      const micros = (name: string) => 1e6 / rateOf(name);
      return subjects.filter((s) => !s.attribution).map((s) => ({
        bench: 'mempool',
        name: `payments accepted, ${s.name}`,
        subject: {
          label: `${N.toLocaleString('en-US')} pre-signed payments from ${SENDERS.toLocaleString('en-US')} funded senders into an empty pool (maxSize ${N.toLocaleString('en-US')}; default 2000) on a ChainStore on disk, parsed from bytes inside the timing, ${s.label}; ${ROUNDS} rounds, each in slices of ${SLICE.toLocaleString('en-US')} taken in turn with the other paths`,
          value: rateOf(s.name),
          unit: 'tx/s',
        },
        baseline,
        target: { kind: 'ratio-at-least', value: 0.7 },
        notes: s.name.startsWith('node.')
          ? [
              `the node's default signature worker pool has availableParallelism() - 1 = ${availableParallelism() - 1} worker thread(s) here: submitMany batches are verified there (so this path can pass 1.0), single submits inline on the main thread`,
              'node defaults otherwise (actor event tracking off, pool persisted to the store on its expiry tick)',
              ...(s.mode === 'submit'
                ? [
                    `per transaction (wall time): ${Math.round(micros(s.name))} µs through the actor, ${Math.round(micros(STORED_DIRECT))} µs on a Mempool that stores each admission before answering (as the node's does), ${Math.round(micros('Mempool.submit (no actor)'))} µs on one that does not; so the actor adds ${Math.round(micros(s.name) - micros(STORED_DIRECT))} µs and storing adds ${Math.round(micros(STORED_DIRECT) - micros('Mempool.submit (no actor)'))} µs; a verification costs ${Math.round(micros('raw'))} µs here (docs/performance.md, section 1)`,
                  ]
                : []),
            ]
          : ['no worker pool: every signature is verified on the calling thread'],
      }));
    } finally {
      await store.close();
      await nodes.submitMany.stop();
      await nodes.submit.stop();
    }
  } finally {
    for (const d of nodeDirs) await removeTempDir(d);
    await removeTempDir(storeDir);
  }
}
