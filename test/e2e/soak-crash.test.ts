// The crash soak's short variant (npm run soak -- crash runs 50 cycles): SIGKILL cycles on a real
// node process with payments, messages and totem transactions flowing; nothing accepted is lost,
// no start needs a repair, the supply is kept, and a fresh node replaying the chain has the same
// state digest.
import { describe, expect, it } from '@jest/globals';
import { crashSoak } from './soak/crash-soak.js';

describe('crash soak (short)', () => {
  it('loses nothing over 2 SIGKILL cycles and a fresh replay agrees', async () => {
    const r = await crashSoak({ cycles: 2, clients: 2, seed: 7 });
    expect(r.summary).toMatch(/has the same state digest/);
    expect({ lost: r.lost, supplyChanges: r.supplyChanges, repairs: r.repairs, digestMatch: r.digestMatch }).toEqual({ lost: 0, supplyChanges: 0, repairs: 0, digestMatch: true });
    expect(r.accepted).toBeGreaterThan(50);
    expect(Object.keys(r.byKind).sort()).toEqual(expect.arrayContaining(['issueTotem', 'message', 'payment']));
  }, 180_000);
});
