// Two nodes build a chain of 520 blocks; a third joins late, downloads it (segments from both)
// and catches up. The time from the connection to the matching tip is printed.
import { describe, it, expect, afterAll } from '@jest/globals';
import { NetworkSim } from './network-sim.js';

const BLOCKS = 520;

describe('simulation: a node that joins late downloads the chain and catches up', () => {
  const sim = new NetworkSim();
  afterAll(() => sim.stop());

  it(`downloads ${BLOCKS} blocks from two peers and reports DOWNLOADING meanwhile`, async () => {
    const [a, b] = await sim.addNodes(2);
    await sim.connect(a!, b!);
    await sim.forge(a!, BLOCKS);
    await sim.converged([a!, b!]);

    const late = await sim.addNode({ name: 'late' });
    const states = new Set<string>();
    const sub = late.net.syncActor!.subscribe(() => states.add(late.net.syncStatus.blockchainState));
    let reported = false;
    const offStatus = late.node.events.on('blockPushed', () => {
      // While the download runs, the chain's own status says so (the API reads it).
      if (!reported) void late.node.blockchain.status().then((s) => { if (s.isDownloading && s.blockchainState === 'DOWNLOADING') reported = true; });
    });
    const started = performance.now();
    await sim.connect(late, a!);
    await sim.connect(late, b!);
    await sim.converged([a!, b!, late]);
    const ms = performance.now() - started;
    sub.unsubscribe();
    offStatus();
    // eslint-disable-next-line no-console
    console.log(`late join: ${BLOCKS} blocks in ${ms.toFixed(0)} ms (${(BLOCKS / (ms / 1000)).toFixed(0)} blocks/s)`);

    expect(late.height).toBe(BLOCKS);
    expect(states.has('DOWNLOADING')).toBe(true);
    expect(reported).toBe(true);
    await sim.until(() => late.net.syncStatus.blockchainState === 'UP_TO_DATE', { what: 'the sync to finish' });
    const status = await late.node.blockchain.status();
    expect(status.isDownloading).toBe(false);
    expect(status.blockchainState).toBe('UP_TO_DATE');
    // Nobody was punished for the burst of requests.
    for (const n of [a!, b!]) expect(n.net.network.peer(late.peerId)?.lastPenalties).toEqual([]);
  });
});
