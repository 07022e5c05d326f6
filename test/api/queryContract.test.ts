// queryContract: a read-only run on the tip's committed state: results are reported, nothing is
// committed. It is local work: the run goes through the runner's guarded scope, and a run past the
// watchdog (or any other failure of this node to run it) is a JSON error, never a result.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ContractNodeFaultError, type ContractRunner } from '../../src/domain/contract-runner.js';
import { MAX_GAS_PER_TRANSACTION } from '../../src/capabilities/contracts/constants.js';
import { fakeContractRunner } from '../helpers/contract-fake-runner.js';
import { devnet, expectError, responses, startContractApiNode, uploadContract, writeNow, type ContractApiNode } from '../helpers/contract-api.js';

describe('queryContract', () => {
  let n: ContractApiNode;
  let id = '';
  beforeAll(async () => {
    n = await startContractApiNode();
    id = await uploadContract(n, devnet(1));
  });
  afterAll(() => n.close());
  const q = (params: Record<string, string>) => n.get({ requestType: 'queryContract', contract: id, ...params });

  it('runs a function on committed state and commits nothing', async () => {
    const height = (await n.get({ requestType: 'getBlockchainStatus' })).json.numberOfBlocks - 1;
    const echo = responses.check('queryContract', await q({ function: 'echo', input: 'hi', sender: devnet(3).account, amountMTA: '5' }));
    expect(echo).toMatchObject({ contract: id, function: 'echo', height, ok: true, returnValue: 'hi', returnValueHex: '6869', writes: 0, events: [] });
    expect(n.runner.runs.at(-1)).toMatchObject({ sender: devnet(3).id, amount: 5n, height });
    const bump = responses.check('queryContract', await q({ function: 'bump', args: '4' }));
    expect(bump).toMatchObject({ ok: true, writes: 1 });
    const ping = responses.check('queryContract', await q({ function: 'ping' }));
    expect(ping.events).toEqual([{ event: 'ping', data: 'x' }]);
    const state = (await n.get({ requestType: 'getContractState', contract: id })).json;
    expect(state.entries.map((e: { key: string }) => e.key)).toEqual(['owner']);
    const reverted = responses.check('queryContract', await q({ function: 'check', args: '-1' }), 'reverted');
    expect(reverted).toMatchObject({ ok: false, revertKind: 'REQUIRE', revertReason: 'negative' });
  });

  it('reaches a contract through an account\'s reference', async () => {
    const a = devnet(2);
    await writeNow(n, 'setContractReference', a, { account: a.account, contract: id });
    expect(responses.check('queryContract', await n.get({ requestType: 'queryContract', account: a.account, function: 'ping' }))).toMatchObject({ contract: id, ok: true });
  });

  it('refuses bad names, targets and args, naming each', async () => {
    expectError(await q({ function: '_initialize' }), 7, 'function');
    expectError(await q({ function: 'init' }), 7, 'function');
    expectError(await q({ function: 'bump', args: 'one' }), 7, 'args');
    expectError(await q({ function: 'bump', gasLimit: String(MAX_GAS_PER_TRANSACTION + 1n) }), 7, 'gasLimit');
    expectError(await q({ function: 'bump', gasLimit: '0' }), 7, 'gasLimit');
    expectError(await n.get({ requestType: 'queryContract', contract: '1234567890123', function: 'ping' }), 7, 'contract');
    expectError(await q({}), 1, 'function');
  });
});

describe('queryContract: guarded by the watchdog', () => {
  // The fake runner with a guarded scope: `slow` inside it is what the executor does with a run past
  // the watchdog (contracts-pool.test.ts shows the real one); runs record whether they were guarded.
  const fake = fakeContractRunner();
  let depth = 0;
  const guardedAt: boolean[] = [];
  const runner: ContractRunner = {
    run(req, storage) {
      guardedAt.push(depth > 0);
      if (req.fn === 'slow' && depth > 0) throw new ContractNodeFaultError('watchdog', 'the run passed the 100 ms watchdog');
      return fake.run(req, storage);
    },
    guarded<T>(fn: () => T): T {
      depth++;
      try {
        return fn();
      } finally {
        depth--;
      }
    },
  };
  let n: ContractApiNode;
  let id = '';
  beforeAll(async () => {
    n = await startContractApiNode({ runner });
    id = await uploadContract(n, devnet(1));
  });
  afterAll(() => n.close());

  it('runs inside the guarded scope; past the watchdog it answers errorCode 1 naming gasLimit, another node fault naming contract', async () => {
    guardedAt.length = 0;
    expect(responses.check('queryContract', await n.get({ requestType: 'queryContract', contract: id, function: 'ping' }))).toMatchObject({ ok: true });
    expect(guardedAt).toEqual([true]);
    const slow = await n.get({ requestType: 'queryContract', contract: id, function: 'slow' });
    expectError(slow, 1, 'gasLimit');
    expect(slow.json.errorDescription).toMatch(/could not run the query: the run passed the 100 ms watchdog/);
    expectError(await n.get({ requestType: 'queryContract', contract: id, function: 'fault' }), 1, 'contract');
  });
});
