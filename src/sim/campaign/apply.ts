// One minute's fault: applied, run for its window (FAULT_WINDOW_MS) with the steps it takes inside
// it (crashes and restarts at their instants), healed, and, once the network has converged and
// calmed down, measured: what it did to the messages of its links, to the crashed node's store
// and height, to the double spend's two transactions.
import { accountIdFromPublicKey } from '../../domain/account-id.js';
import { ONE_COIN, TRANSACTION_VERSION } from '../../domain/constants.js';
import { keyPairFromSecret, type KeyPair } from '../../domain/crypto.js';
import { signTransaction, type Transaction } from '../../domain/transaction.js';
import { makeByzantine } from '../byzantine.js';
import type { Rng } from '../rng.js';
import type { SimNode, Simulation } from '../simulation.js';
import type { Violation } from '../invariants.js';
import { FAULT_WINDOW_MS, type Fault } from './faults.js';
import type { CountingTap, LinkEffects, LinkWatch } from './link-tap.js';

/** A violation of the campaign: an invariant's, or one the campaign sees itself ('heal': no
 * convergence within the bound after a heal). */
export interface CampaignViolation {
  readonly invariant: Violation['invariant'] | 'heal';
  readonly detail: string;
}

export interface CrashRecord {
  /** Simulated ms of the crash. */
  readonly at: number;
  readonly heightBefore: number;
  heightAfter: number | null;
  /** From the restart to the height the others had then (null: not within the minute). */
  catchUpMs: number | null;
  /** It crashed again before it caught up (the sync crash's first life). */
  interrupted?: boolean;
}

/** What one minute's fault did. */
export interface FaultEffect {
  readonly fault: Fault;
  /** From the heal to convergence (null: not within the bound). */
  convergedMs: number | null;
  /** On the faulted links (cut, link), or the links across a partition. */
  links?: LinkEffects;
  /** Partitions: connections dropped across the cut. */
  connectionsDropped?: number;
  crashes?: CrashRecord[];
  /** Crash: writes refused by the frozen store. */
  writesLost?: number;
  /** Double spend: the two transactions and how many of them the converged chain holds. */
  doubleSpend?: { readonly funded: boolean; readonly transactions: readonly string[]; confirmed: number };
}

/** What a fault needs of the campaign. */
export interface FaultContext {
  readonly sim: Simulation;
  readonly tap: CountingTap;
  readonly rng: Rng;
  /** The funded account that the double spend of this minute spends from. */
  readonly doubleSpender: (minute: number) => KeyPair;
}

/** The account a double spend of `minute` spends from (funded before the first minute). */
export function doubleSpenderKey(seed: number, minute: number): KeyPair {
  return keyPairFromSecret(`sim-${seed}-double-spend-${minute}`);
}

async function runTo(sim: Simulation, at: number): Promise<void> {
  const now = sim.scheduler.now();
  if (at > now) await sim.run(at - now);
}

/** Runs until `cond` holds or the time `at` comes; whether it held. */
async function runUntilOr(sim: Simulation, cond: () => boolean, at: number): Promise<boolean> {
  if (cond()) return true;
  await sim.scheduler.runUntil(at, { stop: cond });
  return cond();
}

/** A payment of `amountMTA` (fee 1) from `key` to the account of `to`, as a wallet would sign it. */
export function payment(sim: Simulation, node: SimNode, key: KeyPair, to: string, amountMTA: bigint): Transaction {
  return signTransaction({
    type: 0, subtype: 0, version: TRANSACTION_VERSION, timestamp: node.time.nowEpochSeconds(), deadline: 1440,
    senderPublicKey: key.publicKey, recipientId: accountIdFromPublicKey(keyPairFromSecret(to).publicKey), amountMTA, feeMTA: ONE_COIN,
    referencedTransactionFullHash: null, ecBlockHeight: 0, ecBlockId: sim.genesisId, attachment: { version: 0 }, appendices: {}, signature: null,
  }, key, node.node.registry);
}

/** Applies the fault, runs its window and heals it. `finish` measures it once the network has
 * converged (or not: `convergedMs` null) and calmed down. */
export async function runFault(ctx: FaultContext, fault: Fault): Promise<{ effect: FaultEffect; finish: () => Promise<CampaignViolation[]> }> {
  const { sim, tap } = ctx;
  const start = sim.scheduler.now();
  const end = start + FAULT_WINDOW_MS;
  const effect: FaultEffect = { fault, convergedMs: null };
  const offs: Array<() => void> = [];
  let watch: LinkWatch | undefined;
  let heal: () => Promise<void> = async () => sim.heal();
  let measure: () => Promise<CampaignViolation[]> = async () => [];
  const name = (i: number) => sim.nodes[i]!.name;
  switch (fault.kind) {
    case 'calm':
      break;
    case 'partition':
    case 'double-spend': {
      const side = new Set(fault.side);
      const rest = sim.nodes.map((n) => n.index).filter((i) => !side.has(i));
      const across = sim.edges.filter(([a, b]) => side.has(a) !== side.has(b));
      effect.connectionsDropped = across.filter(([a, b]) => sim.nodes[a]!.transport.isConnected(sim.nodes[b]!.transport.peerId)).length;
      watch = tap.watch(across.flatMap(([a, b]) => [[name(a), name(b)], [name(b), name(a)]] as Array<[string, string]>));
      sim.partition([...side], rest);
      if (fault.kind === 'double-spend') measure = await doubleSpend(ctx, fault.minute, [...side], rest, start, effect);
      break;
    }
    case 'cut':
      watch = tap.watch([[name(fault.from), name(fault.to)]]);
      sim.cutOneWay(fault.from, fault.to);
      break;
    case 'link':
      watch = tap.watch([[name(fault.a), name(fault.b)], [name(fault.b), name(fault.a)]]);
      sim.setLink(fault.a, fault.b, { loss: fault.loss / 100, duplicate: fault.duplicate / 100, reorder: fault.reorder / 100 });
      heal = async () => {
        sim.resetLink(fault.a, fault.b);
        sim.heal();
      };
      break;
    case 'skew':
      sim.skew(fault.node, fault.ms);
      heal = async () => {
        sim.skew(fault.node, 0);
        sim.heal();
      };
      break;
    case 'crash': {
      const victim = sim.nodes[fault.node]!;
      const writes = victim.db.lostWrites;
      const crashes: CrashRecord[] = [];
      effect.crashes = crashes;
      const crash = async () => {
        const before = crashes[crashes.length - 1];
        if (before !== undefined && before.catchUpMs === null) before.interrupted = true;
        crashes.push({ at: sim.scheduler.now(), heightBefore: victim.height, heightAfter: null, catchUpMs: null });
        await sim.crash(victim.index);
      };
      const restart = async () => {
        const record = crashes[crashes.length - 1]!;
        await sim.restart(victim.index);
        record.heightAfter = victim.height;
        const target = Math.max(victim.height, ...sim.live.filter((n) => n !== victim).map((n) => n.height));
        const at = sim.scheduler.now();
        if (victim.height >= target) record.catchUpMs = 0;
        else offs.push(victim.node.events.on('blockPushed', ({ block }) => {
          if (record.catchUpMs === null && block.height >= target) record.catchUpMs = sim.scheduler.now() - at;
        }));
      };
      await runTo(sim, start + fault.atMs);
      if (!victim.running) break;
      if (fault.moment === 'block') {
        // The store freezes inside the push's own event: its commit landed, nothing after it does.
        let pushed = false;
        const off = victim.node.events.on('blockPushed', () => {
          if (pushed) return;
          pushed = true;
          victim.db.crash();
        });
        await runUntilOr(sim, () => pushed, end - 3_000);
        off();
      }
      await crash();
      await runTo(sim, Math.min(sim.scheduler.now() + fault.downMs, end - 1_000));
      await restart();
      if (fault.moment === 'sync' && (await runUntilOr(sim, () => victim.running && victim.net.syncStatus.isDownloading, end - 3_000))) {
        await crash();
        await runTo(sim, Math.min(sim.scheduler.now() + 2_000, end - 500));
        await restart();
      }
      heal = async () => {
        if (!victim.running) await restart();
        sim.heal();
      };
      measure = async () => {
        effect.writesLost = victim.db.lostWrites - writes;
        return [];
      };
      break;
    }
    case 'byzantine':
      makeByzantine(sim, fault.node, { kind: fault.behaviour });
      break;
  }
  await runTo(sim, end);
  await heal();
  watch?.close();
  return {
    effect,
    finish: async () => {
      for (const off of offs.splice(0)) off();
      if (watch !== undefined) {
        effect.links = watch.effects();
        watch.release();
      }
      return measure();
    },
  };
}

/** Spends one funded account's balance twice, once on each side of the partition. */
async function doubleSpend(ctx: FaultContext, minute: number, side: number[], rest: number[], start: number, effect: FaultEffect): Promise<() => Promise<CampaignViolation[]>> {
  const { sim, rng } = ctx;
  await runTo(sim, start + 2_000);
  const submitters = (group: number[]) => group.map((i) => sim.nodes[i]!).filter((n) => n.honest && n.running);
  const [a, b] = [submitters(side), submitters(rest)];
  const key = ctx.doubleSpender(minute);
  const id = accountIdFromPublicKey(key.publicKey);
  if (a.length === 0 || b.length === 0) return async () => [];
  const [x, y] = [rng.pick(a), rng.pick(b)];
  const balance = (await x.node.blockchain.getAccount(id))?.balanceMTA ?? 0n;
  const funded = balance > 2n * ONE_COIN;
  effect.doubleSpend = { funded, transactions: [], confirmed: 0 };
  if (!funded) return async () => [];
  // The same funds, to two different accounts: each is valid alone, never both.
  const txs = [payment(sim, x, key, `sim-double-spend-${minute}-a`, balance - ONE_COIN), payment(sim, y, key, `sim-double-spend-${minute}-b`, balance - ONE_COIN)];
  effect.doubleSpend = { funded, transactions: txs.map((t) => t.id.toString()), confirmed: 0 };
  sim.links.record('double-spend', `${x.name} ${txs[0]!.id} ${y.name} ${txs[1]!.id}`);
  await x.node.mempool.submit(txs[0]!).catch(() => undefined);
  await y.node.mempool.submit(txs[1]!).catch(() => undefined);
  return async () => {
    const out: CampaignViolation[] = [];
    let confirmed = 0;
    for (const n of sim.live) {
      const found = await Promise.all(txs.map((t) => n.node.blockchain.getTransaction({ id: t.id })));
      const count = found.filter((t) => t !== undefined).length;
      confirmed = Math.max(confirmed, count);
      if (count > 1) out.push({ invariant: 'double-spend', detail: `${n.name} confirmed both ${txs[0]!.id} and ${txs[1]!.id}, which spend the same funds (minute ${minute})` });
    }
    effect.doubleSpend!.confirmed = confirmed;
    return out;
  };
}
