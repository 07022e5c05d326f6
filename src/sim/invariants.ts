// What must hold in every simulated run, checked during a run (`checkpoint`) and after it
// (`check`). Each check returns violations rather than throwing, so a run reports all of them with
// its seed. The bound on convergence after a heal is the scenario's (Simulation.runUntil).
//   - finality: a block deeper than maxRollback on any node never changes on any node;
//   - no double spend: no transaction is in a chain twice, and no account balance is negative;
//   - equal state digests at equal block ids;
//   - honest nodes never blacklist each other; each Byzantine node ends blacklisted by every
//     honest neighbour it was connected to;
//   - the actors' mailboxes drain once time stops.
import { ACCOUNTS } from '../domain/state/accounts.js';
import type { Simulation } from './simulation.js';

export interface Violation {
  readonly invariant: 'finality' | 'double-spend' | 'digest' | 'blacklist' | 'mailbox';
  readonly detail: string;
}

export class Invariants {
  /** The block id first seen at each final height. */
  readonly #final = new Map<number, bigint>();

  /** `finalDepth`: blocks below a tip that may no longer change (default: the run's maxRollback,
   * which the chain enforces; a smaller depth lets a test show the check at work). */
  constructor(private readonly sim: Simulation, private readonly opts: { finalDepth?: number } = {}) {}

  /** Records the final blocks of every live node and checks them against those seen before. */
  async checkpoint(): Promise<Violation[]> {
    const out: Violation[] = [];
    const depth = this.opts.finalDepth ?? this.sim.params.maxRollback;
    for (const n of this.sim.live) {
      for (let h = 1; h <= n.height - depth; h++) {
        const id = await n.node.blockchain.getBlockIdAtHeight(h);
        if (id === undefined) continue;
        const seen = this.#final.get(h);
        if (seen === undefined) this.#final.set(h, id);
        else if (seen !== id) out.push({ invariant: 'finality', detail: `${n.name} has block ${id} at final height ${h}, ${seen} was final there` });
      }
    }
    return out;
  }

  /** Every invariant, once the run has stopped moving time. `accounts` are checked for a
   * negative balance (the workload's). */
  async check(accounts: readonly bigint[] = []): Promise<Violation[]> {
    await this.sim.scheduler.settle();
    return [...(await this.checkpoint()), ...(await this.chains(accounts)), ...(await this.digests()), ...this.blacklists(), ...this.mailboxes()];
  }

  /** Transactions in the chains of the live nodes, counted by the last `chains` call (a check
   * that saw none checked nothing). */
  transactionsSeen = 0;

  /** No transaction twice in a chain; no negative balance among `accounts`. */
  async chains(accounts: readonly bigint[] = []): Promise<Violation[]> {
    const out: Violation[] = [];
    this.transactionsSeen = 0;
    for (const n of this.sim.live) {
      const seen = new Set<bigint>();
      for (let low = 1; low <= n.height; low += 100) {
        // getBlocks walks down: from the higher height to the lower.
        for (const block of await n.node.blockchain.getBlocks(Math.min(n.height, low + 99), low)) {
          for (const tx of block.transactions) {
            if (seen.has(tx.id)) out.push({ invariant: 'double-spend', detail: `${n.name}: transaction ${tx.id} twice in the chain (block ${block.height})` });
            seen.add(tx.id);
          }
        }
      }
      this.transactionsSeen += seen.size;
      for (const id of accounts) {
        const balance = n.node.state.get(ACCOUNTS, id)?.balanceMTA ?? 0n;
        if (balance < 0n) out.push({ invariant: 'double-spend', detail: `${n.name}: account ${id} balance ${balance}` });
      }
    }
    return out;
  }

  /** Nodes at the same block have the same state digest. */
  async digests(): Promise<Violation[]> {
    const byTip = new Map<bigint, Array<{ name: string; digest: string }>>();
    for (const n of this.sim.live) {
      const d = await n.node.stateDigest();
      const list = byTip.get(d.blockId) ?? [];
      list.push({ name: n.name, digest: d.digest });
      byTip.set(d.blockId, list);
    }
    const out: Violation[] = [];
    for (const [tip, list] of byTip) {
      if (list.some((x) => x.digest !== list[0]!.digest)) out.push({ invariant: 'digest', detail: `at block ${tip}: ${list.map((x) => `${x.name}=${x.digest.slice(0, 12)}`).join(' ')}` });
    }
    return out;
  }

  /** Every actor's mailbox is empty (call once time has stopped and work settled). */
  mailboxes(): Violation[] {
    const out: Violation[] = [];
    for (const n of this.sim.live) {
      for (const [id, info] of Object.entries(n.node.debugSnapshot())) {
        if (info.mailboxDepth > 0) out.push({ invariant: 'mailbox', detail: `${n.name}: actor ${id} still holds ${info.mailboxDepth} messages` });
      }
    }
    return out;
  }

  blacklists(): Violation[] {
    const out: Violation[] = [];
    const honest = (i: number | null) => i !== null && this.sim.nodes[i]!.honest;
    for (const b of this.sim.blacklistings) {
      if (honest(b.by) && honest(b.peer)) out.push({ invariant: 'blacklist', detail: `${this.sim.nodes[b.by]!.name} blacklisted honest ${this.sim.nodes[b.peer!]!.name} at ${b.at} ms: ${b.reason}` });
    }
    for (const byz of this.sim.nodes.filter((n) => !n.honest)) {
      for (const [a, c] of this.sim.edges) {
        const other = a === byz.index ? c : c === byz.index ? a : -1;
        if (other < 0 || !this.sim.nodes[other]!.honest) continue;
        const by = this.sim.nodes[other]!;
        if (!by.transport.peerManager.isBlacklistedPeer(byz.transport.peerId)) out.push({ invariant: 'blacklist', detail: `${by.name} did not blacklist Byzantine ${byz.name}` });
      }
    }
    return out;
  }
}
