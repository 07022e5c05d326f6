// What a campaign did, as data (CampaignSummary, the same for the same seed) and as lines for
// people (formatSummary). Per fault kind: how many were drawn and what they did: messages lost,
// duplicated, reordered or cut on the faulted links, partitions' sides and the time to converge
// after the heal, crashes' blocks and writes lost and catch-up times, Byzantine misdeeds and the
// penalties and blacklistings they earned, skews.
import type { ByzantineKind } from '../byzantine.js';
import type { Simulation } from '../simulation.js';
import type { FaultEffect } from './apply.js';
import { FAULT_KINDS, type FaultKind } from './faults.js';
import type { LinkEffects } from './link-tap.js';

export interface ByzantineEffect {
  readonly node: string;
  readonly kind: ByzantineKind;
  /** Honest neighbours must blacklist it. */
  readonly mustBeBlacklisted: boolean;
  readonly misdeeds: Readonly<Record<string, number>>;
  /** Penalties honest nodes gave it, and their points. */
  readonly penalties: number;
  readonly points: number;
  /** Why, by reason (the reason's first words). */
  readonly reasons: Readonly<Record<string, number>>;
  /** Honest nodes that blacklisted it, of its honest neighbours. */
  readonly blacklistedBy: number;
  readonly neighbours: number;
  /** From turning Byzantine to the first blacklisting (null: none). */
  readonly firstBlacklistMs: number | null;
}

export interface CampaignSummary {
  readonly seed: number;
  readonly nodes: number;
  readonly minutes: number;
  /** Minutes run (fewer when a violation stopped the run). */
  readonly minutesRun: number;
  readonly simulatedMs: number;
  /** Scheduler events run. */
  readonly events: number;
  readonly messages: { readonly sent: number; readonly lost: number; readonly duplicated: number; readonly cut: number };
  readonly transactions: { readonly submitted: number; readonly accepted: number };
  readonly heights: { readonly min: number; readonly max: number };
  readonly blacklistings: number;
  readonly penalties: number;
  /** One per minute run. */
  readonly faults: readonly FaultEffect[];
  readonly byzantine: readonly ByzantineEffect[];
  /** Faults drawn per kind. */
  readonly drawn: Readonly<Record<FaultKind, number>>;
}

/** The first words of a penalty reason (without ids and numbers): `invalid block: BAD_SIGNATURE`. */
function reasonKey(reason: string): string {
  const words = reason.split(/[\s:]+/).filter((w) => w !== '' && !/\d/.test(w));
  return words.slice(0, 3).join(' ');
}

export function byzantineEffects(sim: Simulation): ByzantineEffect[] {
  return sim.byzantine.map((b) => {
    const honestName = (name: string) => sim.nodes.find((n) => n.name === name)?.honest === true;
    const penalties = sim.penalties.filter((p) => p.peer === b.name && p.at >= b.since && honestName(p.by));
    const reasons: Record<string, number> = {};
    for (const p of penalties) reasons[reasonKey(p.reason)] = (reasons[reasonKey(p.reason)] ?? 0) + 1;
    const blacklistings = sim.blacklistings.filter((x) => x.peer === b.index && x.at >= b.since && sim.nodes[x.by]!.honest);
    const neighbours = sim.edges.filter(([x, y]) => (x === b.index && sim.nodes[y]!.honest) || (y === b.index && sim.nodes[x]!.honest)).length;
    return {
      node: b.name,
      kind: b.kind,
      mustBeBlacklisted: b.blacklisted,
      misdeeds: { ...b.misdeeds },
      penalties: penalties.length,
      points: penalties.reduce((n, p) => n + p.points, 0),
      reasons,
      blacklistedBy: new Set(blacklistings.map((x) => x.by)).size,
      neighbours,
      firstBlacklistMs: blacklistings.length === 0 ? null : blacklistings[0]!.at - b.since,
    };
  });
}

function sum(list: readonly LinkEffects[]): LinkEffects {
  const out: LinkEffects = { sent: 0, cut: 0, lost: 0, duplicated: 0, reordered: 0 };
  for (const e of list) for (const k of Object.keys(out) as Array<keyof LinkEffects>) out[k] += e[k];
  return out;
}

function ms(values: ReadonlyArray<number | null>): string {
  const known = values.filter((v): v is number => v !== null);
  const missed = values.length - known.length;
  if (known.length === 0) return missed > 0 ? 'never' : '-';
  const avg = Math.round(known.reduce((a, b) => a + b, 0) / known.length);
  return `avg ${avg} ms, max ${Math.max(...known)} ms${missed > 0 ? `, ${missed} never` : ''}`;
}

const LABEL: Record<FaultKind, string> = {
  calm: 'calm', partition: 'partition', 'double-spend': 'double spend', cut: 'one-way cut', link: 'lossy link', skew: 'clock skew', crash: 'crash', byzantine: 'Byzantine',
};

/** One line per fault kind drawn, each with what the faults of that kind did. */
export function formatFaultKinds(s: CampaignSummary): string[] {
  const lines: string[] = [];
  for (const kind of FAULT_KINDS) {
    const list = s.faults.filter((f) => f.fault.kind === kind);
    if (list.length === 0) continue;
    const converged = `converged after the heal ${ms(list.map((f) => f.convergedMs))}`;
    const links = sum(list.map((f) => f.links).filter((l): l is LinkEffects => l !== undefined));
    let what = '';
    switch (kind) {
      case 'calm':
        what = converged;
        break;
      case 'partition':
      case 'double-spend': {
        const sides = list.map((f) => (f.fault.kind === kind ? `${f.fault.side.length}/${s.nodes - f.fault.side.length}` : '')).join(', ');
        what = `sides ${sides}; ${list.reduce((n, f) => n + (f.connectionsDropped ?? 0), 0)} connections dropped, ${links.cut} messages cut; ${converged}`;
        if (kind === 'double-spend') {
          const ds = list.map((f) => f.doubleSpend).filter((d) => d !== undefined);
          const count = (n: number) => ds.filter((d) => d.funded && d.confirmed === n).length;
          what += `; of the two spends, one confirmed ${count(1)} time(s), none ${count(0)}, both ${count(2)}${ds.some((d) => !d.funded) ? `, unfunded ${ds.filter((d) => !d.funded).length}` : ''}`;
        }
        break;
      }
      case 'cut':
        what = `${links.sent} messages sent on the cut links, ${links.cut} cut; ${converged}`;
        break;
      case 'link':
        what = `${links.sent} messages on the faulted links: ${links.lost} lost, ${links.duplicated} duplicated, ${links.reordered} reordered; ${converged}`;
        break;
      case 'skew':
        what = `${list.map((f) => (f.fault.kind === 'skew' ? `n${f.fault.node} ${f.fault.ms} ms` : '')).join(', ')}; ${converged}`;
        break;
      case 'crash': {
        const crashes = list.flatMap((f) => f.crashes ?? []);
        const moments = ['instant', 'block', 'sync'].map((m) => `${m} ${list.filter((f) => f.fault.kind === 'crash' && f.fault.moment === m).length}`).join(', ');
        const lost = crashes.reduce((n, c) => n + Math.max(0, c.heightBefore - (c.heightAfter ?? c.heightBefore)), 0);
        const again = crashes.filter((c) => c.interrupted === true).length;
        const caughtUp = ms(crashes.filter((c) => c.interrupted !== true).map((c) => c.catchUpMs));
        what = `${moments}; ${crashes.length} crashes${again > 0 ? ` (${again} while catching up)` : ''}: ${lost} blocks lost, ${list.reduce((n, f) => n + (f.writesLost ?? 0), 0)} writes lost, catch-up ${caughtUp}; ${converged}`;
        break;
      }
      case 'byzantine':
        what = s.byzantine.map((b) => {
          const misdeeds = Object.values(b.misdeeds).reduce((n, x) => n + x, 0);
          const reasons = Object.entries(b.reasons).sort(([x], [y]) => (x < y ? -1 : 1)).map(([r, n]) => `${r} ×${n}`).join(', ');
          const first = b.firstBlacklistMs === null ? '' : `, first after ${b.firstBlacklistMs} ms`;
          return `${b.node} ${b.kind}: ${misdeeds} misdeeds, ${b.penalties} penalties (${b.points} points${reasons === '' ? '' : `: ${reasons}`}), blacklisted by ${b.blacklistedBy}/${b.neighbours} honest neighbours${first}${b.mustBeBlacklisted ? '' : ' (nothing to prove: not required)'}`;
        }).join('; ');
        break;
    }
    lines.push(`${LABEL[kind]} ×${list.length}: ${what}`);
  }
  return lines;
}

/** The summary line (the campaign's figures), as the CLI prints it after the fault lines. */
export function formatSummaryLine(s: CampaignSummary, violations: number): string {
  const c = s.messages;
  return `summary: seed ${s.seed}, ${s.nodes} nodes, ${s.minutesRun}/${s.minutes} simulated minutes (${s.simulatedMs} ms); ${s.events} events; messages ${c.sent} sent, ${c.lost} lost, ${c.duplicated} duplicated, ${c.cut} cut; transactions ${s.transactions.accepted} admitted of ${s.transactions.submitted}; height ${s.heights.min}..${s.heights.max}; penalties ${s.penalties}; blacklistings ${s.blacklistings}; violations ${violations}`;
}

/** What one fault did, for its minute's progress line. */
export function describeEffect(e: FaultEffect): string {
  const l = e.links;
  switch (e.fault.kind) {
    case 'calm':
    case 'skew':
    case 'byzantine':
      return '';
    case 'partition':
      return `${e.connectionsDropped ?? 0} connections dropped, ${l?.cut ?? 0} messages cut`;
    case 'double-spend': {
      const d = e.doubleSpend;
      return `${e.connectionsDropped ?? 0} connections dropped; ${d === undefined ? 'nobody to spend on a side' : !d.funded ? 'the account was not funded' : `${d.confirmed} of the two spends confirmed`}`;
    }
    case 'cut':
      return `${l?.cut ?? 0} of ${l?.sent ?? 0} messages cut`;
    case 'link':
      return `${l?.sent ?? 0} messages: ${l?.lost ?? 0} lost, ${l?.duplicated ?? 0} duplicated, ${l?.reordered ?? 0} reordered`;
    case 'crash':
      return (e.crashes ?? []).map((c) => {
        const caught = c.interrupted === true ? 'crashed again while catching up' : c.catchUpMs === null ? 'not caught up in the minute' : `caught up in ${c.catchUpMs} ms`;
        return `crashed at ${c.heightBefore}, restarted at ${c.heightAfter ?? '?'}, ${caught}`;
      }).join('; ') + `; ${e.writesLost ?? 0} writes lost`;
  }
}
