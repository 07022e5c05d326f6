// Byzantine behaviours a simulated node can take on (makeByzantine). The node keeps running its
// honest code; on top, it sends what no honest node sends, or answers what no honest node
// answers. It stays Byzantine for the rest of the run (no longer `honest`, out of `sim.live`).
// Kinds (docs/simulation.md, "Byzantine nodes", has how honest nodes react to each):
//   - invalid-blocks: block gossip that does not decode (seeded random bytes);
//   - invalid-transactions: transaction gossip that does not decode;
//   - flood: bursts of sync requests well over each peer's per-second limit;
//   - equivocate: a twin of every block it forges (same generator, same previous block);
//   - bad-signature: well-formed blocks on the tip, valid in every rule but their signature;
//   - bad-blocks: well-formed blocks on the tip that break one ledger or consensus rule each
//     (byzantine/blocks.ts, BAD_BLOCK_RULES);
//   - bad-transactions: well-formed transactions that break one rule each (byzantine/transactions.ts);
//   - lying-sync: sync answers that lie (an inflated cumulative difficulty, block ids that do not
//     match, truncated or garbled block lists: byzantine/answers.ts);
//   - slow: every answer delayed close to the requester's timeout;
//   - silent: no answer to any request.
// `blacklisted` says what the kind must end in: honest neighbours blacklist it (a misdeed they
// can prove), or they cannot tell it from a slow honest node and must only keep going without it.
import type { Simulation, SimNode } from './simulation.js';
import type { Rng } from './rng.js';
import { BAD_BLOCK_RULES, craftedBlocks, equivocate, type BadBlockRule } from './byzantine/blocks.js';
import { BAD_TRANSACTION_RULES, badTransactions, type BadTransactionRule } from './byzantine/transactions.js';
import { SYNC_LIES, lyingAnswers, silentAnswers, slowAnswers, type SyncLie } from './byzantine/answers.js';

export { BAD_BLOCK_RULES, BAD_TRANSACTION_RULES, SYNC_LIES, type BadBlockRule, type BadTransactionRule, type SyncLie };

export type ByzantineKind =
  | 'invalid-blocks' | 'invalid-transactions' | 'flood' | 'equivocate'
  | 'bad-signature' | 'bad-blocks' | 'bad-transactions' | 'lying-sync' | 'slow' | 'silent';

export interface ByzantineKindInfo {
  /** Honest neighbours must end up blacklisting it (false: they cannot prove anything). */
  readonly blacklisted: boolean;
  /** Only a forging node can take it on. */
  readonly forger: boolean;
}

export const BYZANTINE_KINDS: Readonly<Record<ByzantineKind, ByzantineKindInfo>> = {
  'invalid-blocks': { blacklisted: true, forger: false },
  'invalid-transactions': { blacklisted: true, forger: false },
  flood: { blacklisted: true, forger: false },
  equivocate: { blacklisted: true, forger: true },
  'bad-signature': { blacklisted: true, forger: false },
  'bad-blocks': { blacklisted: true, forger: false },
  'bad-transactions': { blacklisted: true, forger: false },
  'lying-sync': { blacklisted: true, forger: false },
  slow: { blacklisted: false, forger: false },
  silent: { blacklisted: false, forger: false },
};

export const BYZANTINE_KIND_NAMES = Object.keys(BYZANTINE_KINDS) as ByzantineKind[];

export interface ByzantineOptions {
  readonly kind: ByzantineKind;
  /** Simulated ms between misdeeds of the timed kinds (default 1000). */
  readonly everyMs?: number;
  /** bad-blocks: the rules its blocks break, in turn (default all of BAD_BLOCK_RULES). */
  readonly rules?: readonly BadBlockRule[];
  /** bad-transactions: the rules its transactions break, in turn (default all). */
  readonly txRules?: readonly BadTransactionRule[];
  /** lying-sync: the lies it tells (default all of SYNC_LIES). */
  readonly lies?: readonly SyncLie[];
}

/** A Byzantine node of the run: what it is and what it did (Simulation.byzantine). */
export interface ByzantineRecord {
  readonly index: number;
  readonly name: string;
  readonly kind: ByzantineKind;
  /** Simulated ms at which it turned. */
  readonly since: number;
  /** Honest neighbours must blacklist it (BYZANTINE_KINDS). */
  readonly blacklisted: boolean;
  /** Misdeeds sent, by what they were (`kind` or `kind/rule`). */
  readonly misdeeds: Record<string, number>;
  /** Ids of the blocks and transactions it made up (none of them may ever be confirmed). */
  readonly forged: { readonly blocks: bigint[]; readonly transactions: bigint[] };
}

/** What a behaviour gets to work with. */
export interface ByzantineContext {
  readonly sim: Simulation;
  readonly node: SimNode;
  readonly record: ByzantineRecord;
  readonly rng: Rng;
  readonly opts: ByzantineOptions;
  /** Counts one misdeed. */
  count(what: string): void;
  /** Runs `act` every `ms` of simulated time until the run stops; returns the canceller. */
  every(ms: number, act: () => void): () => void;
}

/** Makes node `index` Byzantine for the rest of the run: it no longer counts as honest. */
export function makeByzantine(sim: Simulation, index: number, opts: ByzantineOptions): ByzantineRecord {
  const node = sim.nodes[index]!;
  const info = BYZANTINE_KINDS[opts.kind];
  if (info === undefined) throw new RangeError(`unknown Byzantine kind ${String(opts.kind)}`);
  if (info.forger && node.forger === undefined) throw new RangeError(`${node.name} does not forge: it cannot ${opts.kind}`);
  if (!node.honest) throw new RangeError(`${node.name} is Byzantine already`);
  node.honest = false;
  const record: ByzantineRecord = {
    index, name: node.name, kind: opts.kind, since: sim.scheduler.now(), blacklisted: info.blacklisted, misdeeds: {}, forged: { blocks: [], transactions: [] },
  };
  sim.byzantine.push(record);
  sim.links.record('byzantine', `${node.name} ${opts.kind}`);
  const ctx: ByzantineContext = {
    sim, node, record, opts,
    rng: sim.rng.stream(`byzantine-${node.name}`),
    count: (what) => {
      record.misdeeds[what] = (record.misdeeds[what] ?? 0) + 1;
    },
    every: (ms, act) => {
      let running = true;
      const next = (): void => {
        sim.scheduler.setTimeout(() => {
          if (!running) return;
          act();
          next();
        }, ms);
      };
      next();
      return () => {
        running = false;
      };
    },
  };
  sim.onStop(start(ctx));
  return record;
}

function start(ctx: ByzantineContext): () => void {
  const { node, rng, opts } = ctx;
  const every = opts.everyMs ?? 1000;
  switch (opts.kind) {
    case 'equivocate':
      return equivocate(ctx);
    case 'bad-signature':
      return craftedBlocks(ctx, ['bad-signature'], every);
    case 'bad-blocks':
      return craftedBlocks(ctx, opts.rules ?? BAD_BLOCK_RULES.filter((r) => r !== 'bad-signature'), every);
    case 'bad-transactions':
      return badTransactions(ctx, opts.txRules ?? BAD_TRANSACTION_RULES, every);
    case 'lying-sync':
      return lyingAnswers(ctx, opts.lies ?? SYNC_LIES);
    case 'slow':
      return slowAnswers(ctx);
    case 'silent':
      return silentAnswers(ctx);
    case 'invalid-blocks':
    case 'invalid-transactions':
    case 'flood':
      return ctx.every(every, () => {
        const t = node.transport;
        if (!node.running || !t.started) return;
        ctx.count(opts.kind);
        if (opts.kind === 'invalid-blocks') t.sendRawGossip('block', rng.bytes(rng.int(100, 400)));
        else if (opts.kind === 'invalid-transactions') t.sendRawGossip('transaction', rng.bytes(rng.int(50, 200)));
        else {
          const burst = t.init.maxRequestsPerSecond * 2;
          for (const peerId of t.introducedPeers()) {
            for (let i = 0; i < burst; i++) t.request(peerId, 'cumulativeDifficulty', new Uint8Array(0)).catch(() => undefined);
          }
        }
      });
  }
}
