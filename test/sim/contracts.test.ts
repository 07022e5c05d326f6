// Contracts between real nodes: three nodes in a line (1 - 2 - 3, nodes 1 and 3 never talk), each
// running contracts in its own executor. A counter contract is uploaded at node 1 and called from
// node 3 (a call that writes and emits, and one that reverts); node 2 forges, so every transaction
// and block crosses a hop. Every node ends with the same storage, events, outcomes and digest.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse } from '@bytecodealliance/jco-transpile/wasm-tools';
import { contractCallOf, contractEventsOf, contractOf, contractStorageOf } from '../../src/capabilities/contracts/queries.js';
import { toHex } from '../../src/domain/hex.js';
import { callTx, uploadTx, type ContractTxInput } from '../helpers/contract-txs.js';
import { NetworkSim, type SimNode } from './network-sim.js';

describe('simulation: a contract uploaded on node 1 and called from node 3', () => {
  const sim = new NetworkSim();
  let nodes: SimNode[];
  beforeAll(async () => {
    nodes = await sim.addNodes(3);
    await sim.line(nodes);
  });
  afterAll(() => sim.stop());

  const input = (from: string): ContractTxInput => ({ from, timestamp: sim.time.nowEpochSeconds(), ecBlockId: BigInt(nodes[0]!.net.network.genesisBlockId) });

  it('gives equal storage, events, outcomes and state digests on every node', async () => {
    const [one, two, three] = nodes as [SimNode, SimNode, SimNode];
    const code = await parse(readFileSync(new URL('../fixtures/contracts/counter.wat', import.meta.url), 'utf8'));
    const upload = uploadTx(one.node, input('devnet-7'), code, { name: 'counter' });
    await sim.gossip([one, upload]);
    await sim.forgeEverywhere(two);
    const contract = upload.id;
    for (const n of nodes) expect(contractOf(n.node.state, contract)).toMatchObject({ name: 'counter' });

    const bump = callTx(three.node, input('devnet-8'), contract, 'increment', { args: [5n] });
    const refused = callTx(three.node, input('devnet-9'), contract, 'increment', { args: [0n] });
    await sim.gossip([three, bump], [three, refused]);
    await sim.forgeEverywhere(two);

    const views = await Promise.all(
      nodes.map(async (n) => ({
        storage: contractStorageOf(n.node.state, contract).map((e) => [toHex(e.key), toHex(e.value)]),
        events: (await contractEventsOf(n.node.state, contract)).map((e) => [e.event, e.data, e.height, e.transaction]),
        ok: contractCallOf(n.node.state, bump.id)?.ok,
        reverted: contractCallOf(n.node.state, refused.id)?.revertKind,
        digest: (await n.node.stateDigest()).digest,
      })),
    );
    expect(views[0]!.ok).toBe(true);
    expect(views[0]!.reverted).toBe('REQUIRE');
    expect(views[0]!.storage).toEqual([[toHex(new TextEncoder().encode('count')), toHex(new TextEncoder().encode('5'))]]);
    expect(views[0]!.events).toHaveLength(1);
    expect(views[1]).toEqual(views[0]);
    expect(views[2]).toEqual(views[0]);
  });
});
