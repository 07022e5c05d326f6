// The typed client against a real node process (`src/main.ts -c file`): the process serves the
// OpenAPI document of its table at /openapi.json, and the client reads the status, pays from a
// devnet account by POST, has the payment forged and reads it back.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createNodeClient, NodeApiError, type NodeClient } from 'totem-node/client';
import { buildOpenApiDocument } from '../../src/api/openapi/document.js';
import { nodeHandlerTable } from '../../src/node.js';
import { devnet, DEVNET_SECRET_PATTERN } from './accounts.js';
import { E2E_ADMIN_PASSWORD, startNode, stopAllNodes, type LogRecord, type NodeProcess } from './process-helper.js';

describe('the typed client against a node process', () => {
  let node: NodeProcess;
  let client: NodeClient;

  beforeAll(async () => {
    // Short blocks so a forging account's next hit is always near.
    node = await startNode({ name: 'client-node', settings: { 'node.blockTime': '2' } });
    client = createNodeClient({ baseUrl: node.base });
  }, 30_000);
  afterAll(async () => {
    await stopAllNodes();
  }, 20_000);

  /** generateBlock through the client; when the node says no account may forge yet (the clock
   * decides there), the forging ticker forges that block when its time comes. */
  async function forgeOne(): Promise<void> {
    const mark = node.records.length;
    try {
      await client.call('generateBlock', { adminPassword: E2E_ADMIN_PASSWORD });
    } catch (err) {
      if (!(err instanceof NodeApiError) || !/may forge yet/.test(err.errorDescription)) throw err;
      await node.waitForLog((r: LogRecord) => r.msg === 'block forged', 'block forged', 20_000, mark);
    }
  }

  it('serves /openapi.json, the document of its handler table', async () => {
    const res = await fetch(`${node.base}/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument(nodeHandlerTable()))));
    expect(doc.openapi).toBe('3.1.0');
  }, 15_000);

  it('reads the status, pays from devnet-0 by POST, and reads the confirmed payment back', async () => {
    const status = await client.call('getBlockchainStatus');
    expect(status).toMatchObject({ network: 'devnet', blockchainState: 'UP_TO_DATE' });

    const [from, to] = [devnet(0), devnet(1)];
    const payment = await client.call('sendMoney', { secretPhrase: from.secretPhrase, recipient: to.accountRS, amountMTA: '250000000' });
    expect(payment.broadcasted).toBe(true);
    const transaction = String(payment.transaction);

    const deadline = Date.now() + 25_000;
    let tx = await client.call('getTransaction', { transaction });
    while (typeof tx.confirmations !== 'number' || tx.confirmations < 1) {
      if (Date.now() > deadline) throw new Error(`not confirmed: ${JSON.stringify(tx)}`);
      await forgeOne();
      tx = await client.call('getTransaction', { transaction });
    }
    expect(tx).toMatchObject({ transaction, sender: from.account, recipient: to.account, amountMTA: '250000000' });
    const block = await client.call('getBlock', { block: String(tx.block) });
    expect(block.transactions).toContain(payment.fullHash);

    // The secret phrase went in a POST body only: no log line of the node holds it.
    expect(node.lines.filter((l) => DEVNET_SECRET_PATTERN.test(l))).toEqual([]);
  }, 40_000);
});
