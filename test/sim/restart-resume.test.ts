// A node on a disk store is stopped in the middle of downloading a long chain; started again on
// the same directory it keeps what it had committed and downloads the rest.
import { describe, it, expect, afterAll } from '@jest/globals';
import { NetworkSim } from './network-sim.js';

const BLOCKS = 600;
const STOP_AT = 150;

describe('simulation: a node restarted mid-download resumes', () => {
  const sim = new NetworkSim();
  afterAll(() => sim.stop());

  it(`stops after ${STOP_AT} of ${BLOCKS} blocks, restarts on its store and catches up`, async () => {
    const source = await sim.addNode({ name: 'source' });
    await sim.forge(source, BLOCKS);
    const dataDir = await sim.tempDir();

    const first = await sim.addNode({ name: 'joiner', dataDir });
    let pushed = 0;
    let stopping: Promise<void> | undefined;
    const stoppedAt = new Promise<void>((resolve) => {
      first.node.events.on('blockPushed', () => {
        pushed++;
        if (pushed === STOP_AT) {
          stopping = sim.stopNode(first);
          resolve();
        }
      });
    });
    await first.net.network.connect(source.address);
    await stoppedAt;
    await stopping;
    const seen = first.height;
    expect(seen).toBeGreaterThanOrEqual(STOP_AT);

    const again = await sim.addNode({ name: 'joiner again', dataDir });
    // The committed blocks survived the stop (the one in flight when it stopped may have too).
    const kept = again.height;
    expect(kept).toBeGreaterThanOrEqual(seen);
    expect(kept).toBeLessThan(BLOCKS);
    expect(again.tip.id).toBe((await source.node.blockchain.getBlock({ height: kept }))?.id);
    const asked: number[] = [];
    const off = again.node.events.on('blockPushed', ({ block }) => { if (asked.length === 0) asked.push(block.height); });
    await again.net.network.connect(source.address);
    await sim.converged([source, again]);
    off();
    // It went on from where it stopped, not from the genesis block.
    expect(asked[0]).toBe(kept + 1);
    expect(again.height).toBe(BLOCKS);
  });
});
