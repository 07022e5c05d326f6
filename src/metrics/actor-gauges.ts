// Each actor's mailbox depth and message counts, read from the actor's own snapshot at scrape
// time (the figures getActorState shows, without building the whole debug view: no JSON copy of
// states, contexts or peer machines). Messages processed and failed are counters, so rate() gives
// each actor's message rate. Only service actors have a mailbox and count their messages; a plain
// machine registered in the system (none today) is left out rather than reported as idle.
import { Counter, Gauge, type Registry } from 'prom-client';
import { isServiceSnapshot, serviceStats } from '../actors/service-actor.js';
import type { ActorFigures, MetricsNode } from './interface.js';

/** The figures of every service actor of the system, in start order. */
export function actorFigures(system: MetricsNode['system']): ActorFigures[] {
  const out: ActorFigures[] = [];
  for (const id of system.ids) {
    const snapshot: unknown = system.get(id).getSnapshot();
    if (!isServiceSnapshot(snapshot)) continue;
    const s = serviceStats(snapshot);
    out.push({ actor: id, mailboxDepth: s.mailboxDepth, processed: s.processed, failed: s.failed });
  }
  return out;
}

export class ActorGauges {
  private readonly depth: Gauge<'actor'>;
  private readonly processed: Counter<'actor'>;
  private readonly failed: Counter<'actor'>;

  constructor(prefix: string, modules: { readonly registry: Registry }) {
    const registers = [modules.registry];
    this.depth = new Gauge({ name: `${prefix}actor_mailbox_depth`, help: 'Messages waiting in the actor\'s mailbox plus the one it is handling.', labelNames: ['actor'], registers });
    this.processed = new Counter({ name: `${prefix}actor_messages_processed_total`, help: 'Messages the actor has handled since the node started (rate() of it is the actor\'s message rate).', labelNames: ['actor'], registers });
    this.failed = new Counter({ name: `${prefix}actor_messages_failed_total`, help: 'Messages whose handler failed (answered with an error) since the node started.', labelNames: ['actor'], registers });
  }

  update(figures: readonly ActorFigures[]): void {
    // The actors' own counts are the truth: the counters are set to them (reset, then one inc).
    this.processed.reset();
    this.failed.reset();
    for (const f of figures) {
      this.depth.set({ actor: f.actor }, f.mailboxDepth);
      this.processed.inc({ actor: f.actor }, f.processed);
      this.failed.inc({ actor: f.actor }, f.failed);
    }
  }
}
