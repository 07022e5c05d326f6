// The shuffler actor (SystemId `shuffler`): the Shuffler behind a mailbox, so startShuffler,
// stopShuffler and getShufflers are handled one at a time, in order with each other. Its
// machines, one per (account, shuffling), are listed as its children in getActorState with their
// state values and contexts (which hold no secret; see shuffler.ts).
import type { ActorEntry } from '../system.js';
import { createServiceMachine } from '../service-actor.js';
import { fromCalls, type ServiceCall } from '../service-client.js';
import { SystemId } from '../system-ids.js';
import type { ShufflerApi, ShufflerComponents } from './interface.js';
import type { ShufflerOptions } from './options.js';
import { Shuffler } from './shuffler.js';

export function shufflerActor(opts: Partial<ShufflerOptions>, components: ShufflerComponents): ActorEntry {
  const shuffler = new Shuffler(opts, components);
  shuffler.start();
  const logic = createServiceMachine<ServiceCall>({
    id: SystemId.shuffler,
    describe: () => shuffler.describe(),
  }).provide({
    actors: {
      handle: fromCalls<ShufflerApi>({
        startShuffler: (request) => shuffler.startShuffler(request),
        stopShuffler: (filter) => shuffler.stopShuffler(filter),
        getShufflers: (filter) => shuffler.getShufflers(filter),
      }),
    },
  });
  return { logic, debugChildren: () => shuffler.machines() };
}
