// The typed client (`totem-node/client`) against an in-process devnet node over HTTP: reads by
// GET, POST-only operations and every call carrying a secret by POST (never a secret in a URL),
// error answers as NodeApiError, and the raw openapi-fetch client over the same paths.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createNodeClient, NodeApiError, type NodeClient } from 'totem-node/client';
import { ADMIN_PASSWORD, devnet, startChainNode, type ChainNode } from '../api/chain-fixture.js';

interface Sent {
  readonly method: string;
  readonly url: string;
  readonly contentType: string | null;
  readonly body: string;
}

describe('the typed client against a node', () => {
  let node: ChainNode;
  let client: NodeClient;
  const sent: Sent[] = [];

  beforeAll(async () => {
    node = await startChainNode();
    // Every request the client makes, as it goes on the wire.
    const recording = async (request: Request): Promise<Response> => {
      sent.push({ method: request.method, url: request.url, contentType: request.headers.get('content-type'), body: await request.clone().text() });
      return fetch(request);
    };
    client = createNodeClient({ baseUrl: node.base, fetch: recording });
  });
  afterAll(async () => {
    await node.close();
  });
  const last = () => sent[sent.length - 1]!;

  it('reads by GET with typed parameters', async () => {
    const status = await client.call('getBlockchainStatus');
    expect(status).toMatchObject({ network: 'devnet', height: 0 });
    expect(typeof status.requestProcessingTime).toBe('number');
    expect(last()).toMatchObject({ method: 'GET', url: `${node.base}/api/getBlockchainStatus` });

    const genesis = await client.call('getBlock', { height: 0, includeTransactions: false });
    expect(genesis.block).toBe(status.genesisBlockId);
    expect(last().method).toBe('GET');
    expect(new URL(last().url).searchParams.get('height')).toBe('0');
    expect(new URL(last().url).searchParams.get('includeTransactions')).toBe('false');
  });

  it('pays by POST, forges with the admin password, and reads the payment back', async () => {
    const [from, to] = [devnet(0), devnet(1)];
    const sentMoney = await client.call('sendMoney', { secretPhrase: from.secretPhrase, recipient: to.accountRS, amountMTA: '123456789' });
    expect(last()).toMatchObject({ method: 'POST', url: `${node.base}/api/sendMoney`, contentType: 'application/x-www-form-urlencoded' });
    expect(new URLSearchParams(last().body).get('secretPhrase')).toBe(from.secretPhrase);
    expect(sentMoney.broadcasted).toBe(true);
    const transaction = sentMoney.transaction as string;
    expect(transaction).toMatch(/^\d+$/);

    const forged = await client.call('generateBlock', { adminPassword: ADMIN_PASSWORD });
    expect(last().method).toBe('POST');
    // Typed as a Block, or {blocks, height} with numBlocks: narrowed by its fields.
    const block = 'block' in forged ? forged.block : undefined;
    const tx = await client.call('getTransaction', { transaction });
    expect(tx).toMatchObject({ transaction, sender: from.account, recipient: to.account, amountMTA: '123456789', block });
  });

  it('sends a read carrying a secret by POST, so the secret never lands in a URL', async () => {
    const me = await client.call('getAccountId', { secretPhrase: devnet(2).secretPhrase });
    expect(me.accountRS).toBe(devnet(2).accountRS);
    expect(last().method).toBe('POST');
    // A paginated read given the admin password: POST too (the server refuses it in a URL).
    await client.call('getBlocks', { firstIndex: 0, lastIndex: 1, adminPassword: ADMIN_PASSWORD });
    expect(last().method).toBe('POST');
    for (const request of sent) {
      expect(request.url).not.toMatch(/secretPhrase|adminPassword|devnet-\d/);
    }
  });

  it('rejects with NodeApiError carrying the error answer', async () => {
    const bad = client.call('getBlock', { block: '1' });
    await expect(bad).rejects.toBeInstanceOf(NodeApiError);
    const err = (await bad.catch((e: unknown) => e)) as NodeApiError;
    expect(err).toMatchObject({ requestType: 'getBlock', status: 404, errorCode: 4 });
    expect(err.message).toMatch(/^getBlock: /);

    const missing = (await client.call('generateBlock').catch((e: unknown) => e)) as NodeApiError;
    expect(missing).toMatchObject({ status: 401, errorCode: 1, param: 'adminPassword' });

    // Untyped callers (plain JS) get a clear error for an unknown operation, before any request.
    const before = sent.length;
    await expect((client.call as (op: string) => Promise<unknown>)('noSuchThing')).rejects.toThrow(/unknown operation noSuchThing/);
    expect(sent.length).toBe(before);
  });

  it('offers the raw openapi-fetch client over the same paths', async () => {
    const { data, error, response } = await client.raw.GET('/api/getBlock', { params: { query: { height: 0 } } });
    expect(response.status).toBe(200);
    expect(error).toBeUndefined();
    expect(data?.height).toBe(0);
    const refused = await client.raw.GET('/api/getBlock', { params: { query: { height: -1 } } });
    expect(refused.response.status).toBe(400);
    expect(refused.error).toMatchObject({ errorCode: 7, error: 'height' });
  });
});
