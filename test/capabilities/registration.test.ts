// A capability registered in the list reaches every part of a node: its operations join the one
// handler table, its getAccount extra answers the flag it names, its queries read committed
// state, and the registry, tables and rules are derived from the list.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createApiServer, type ApiServer } from '../../src/api/server.js';
import { createNodeApiContext } from '../../src/api/node-context.js';
import type { NodeApiContext } from '../../src/api/context.js';
import { createLogger } from '../../src/log/logger.js';
import { buildRules, nodeHandlerTable, type Node } from '../../src/node.js';
import { CAPABILITIES } from '../../src/capabilities/index.js';
import type { Capability } from '../../src/capabilities/capability.js';
import { CORE_TABLES } from '../../src/domain/capability.js';
import { apiClient, testApiConfig, type ApiClient } from '../api/helpers.js';
import { idOf } from '../chain/helpers.js';
import { COUNTERS, HOLDINGS, tally, unitsOf } from '../helpers/tally-capability.js';
import { issue, TALLY_CAPABILITIES, tallyNode, transfer } from '../helpers/tally-node.js';

describe('capability registration', () => {
  it('derives the registry and the tables from the list', () => {
    const rules = buildRules(TALLY_CAPABILITIES);
    // The node's own capabilities, then tally's (derived, so adding a capability edits no test here).
    const own = CAPABILITIES.flatMap((c) => c.transactionTypes ?? []).map((t) => t.name);
    expect(rules.registry.all().map((t) => t.name).sort()).toEqual([...own, 'TallyDeferred', 'TallyIssue', 'TallyTransfer'].sort());
    expect(own).toContain('OrdinaryPayment');
    expect(rules.tables).toEqual([...CORE_TABLES, ...CAPABILITIES.flatMap((c) => c.tables ?? []), HOLDINGS, COUNTERS]);
    expect(buildRules().registry.get(250, 0)).toBeUndefined();
  });

  it('merges its operations into the handler table, and refuses a clash or an unknown extra flag', () => {
    expect(nodeHandlerTable(TALLY_CAPABILITIES)).toHaveProperty('getTallies');
    expect(nodeHandlerTable()).not.toHaveProperty('getTallies');
    const clash: Capability = { name: 'clash', handlers: { sendMoney: tally.handlers!['getTallies']! } };
    expect(() => nodeHandlerTable([...CAPABILITIES, clash])).toThrow(/sendMoney is defined twice/);
    const badExtra: Capability = { name: 'bad', accountExtras: [{ param: 'includeEverything', render: () => ({}) }] };
    expect(() => nodeHandlerTable([...CAPABILITIES, badExtra])).toThrow(/no boolean parameter includeEverything/);
  });

  describe('over HTTP', () => {
    let node: Node;
    let server: ApiServer<NodeApiContext>;
    let api: ApiClient;
    let tallyId: bigint;
    beforeAll(async () => {
      ({ node } = await tallyNode());
      const logger = createLogger({ level: 'ERROR', sink: () => undefined });
      const config = testApiConfig('registration-admin');
      server = createApiServer({ config, table: nodeHandlerTable(node.capabilities), ctx: createNodeApiContext(node, { config, logger, shutdown: () => undefined }), logger });
      const address = await server.start();
      api = apiClient(`http://127.0.0.1:${address.port}`, 'registration-admin');
      const genesisId = (await node.blockchain.status()).genesisBlockId;
      const tx = issue(node, { from: 'devnet-5', timestamp: 1000, ecBlockId: genesisId }, 12n);
      tallyId = tx.id;
      await node.mempool.submit(tx);
      await node.forger.generateBlock();
    });
    afterAll(async () => {
      await server.stop({ graceMs: 1000 });
      await node.stop();
    });

    it('serves its own operation from committed and pending state', async () => {
      const account = idOf('devnet-5').toString();
      const r = await api.get({ requestType: 'getTallies', account });
      expect(r.json.holdings).toEqual([{ tally: tallyId.toString(), units: '12', unconfirmedUnits: '12' }]);
      const genesisId = (await node.blockchain.status()).genesisBlockId;
      const pending = transfer(node, { from: 'devnet-5', to: idOf('alice'), timestamp: 1000, ecBlockId: genesisId }, tallyId, 5n);
      await node.mempool.submit(pending);
      const after = await api.get({ requestType: 'getTallies', account });
      expect(after.json.holdings).toEqual([{ tally: tallyId.toString(), units: '12', unconfirmedUnits: '7' }]);
      // The actor path (while the read view declines) answers the same.
      expect(unitsOf(await node.mempool.pendingState(), tallyId, idOf('devnet-5'))).toBe(7n);
      await node.mempool.clear();
    });

    it('adds its getAccount extras: a flagged one when the flag is set, an unflagged one always', async () => {
      const account = idOf('devnet-5').toString();
      const plain = (await api.get({ requestType: 'getAccount', account })).json;
      expect(plain).not.toHaveProperty('tallies');
      expect(plain.tallyCount).toBe(1); // an extra without a flag is always there
      const withExtra = (await api.get({ requestType: 'getAccount', account, includeTotems: 'true' })).json;
      expect(withExtra.tallies).toEqual([{ tally: tallyId.toString(), units: '12' }]);
      expect(withExtra.balanceMTA).toBe(plain.balanceMTA);
    });

    it('its transaction types parse through the API with the node registry', async () => {
      const block = (await api.get({ requestType: 'getBlock', height: '1', includeTransactions: 'true' })).json;
      expect(block.transactions[0]).toMatchObject({ type: 250, subtype: 0, attachment: { units: '12', 'version.TallyIssue': 0 } });
    });
  });
});
