// The event stream is behind the API's admission: an address node.allowedBotHosts does not list
// gets the API's JSON 403 on /events and on /ws (before any upgrade), like on /api.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { WebSocket } from 'ws';
import { startChainNode, type ChainNode } from '../api/chain-fixture.js';
import { SseClient } from './clients.js';

describe('the event stream and node.allowedBotHosts', () => {
  let node: ChainNode;
  beforeAll(async () => {
    // The tests connect from 127.0.0.1, which this list leaves out.
    node = await startChainNode({ config: { allowedBotHosts: ['10.9.8.7'] } });
  });
  afterAll(() => node.close());

  it('refuses /api itself (the rule the stream shares)', async () => {
    const r = await node.get({ requestType: 'getTime' });
    expect(r.status).toBe(403);
    expect(r.json.errorCode).toBe(40);
  });

  it('answers GET /events with the JSON 403', async () => {
    const client = await SseClient.open(node.base, '?topics=block.pushed');
    expect(client.status).toBe(403);
    expect(client.headers['content-type']).toMatch(/^application\/json/);
    expect(client.errorBody).toMatchObject({ errorCode: 40 });
    expect(client.errorBody!.errorDescription).toMatch(/Forbidden host/);
  });

  it('answers the /ws upgrade with the JSON 403, never upgrading', async () => {
    const ws = new WebSocket(`${node.base.replace(/^http/, 'ws')}/ws`);
    const answer = await new Promise<{ status: number; body: Record<string, any> }>((resolve, reject) => {
      ws.on('unexpected-response', (_req, res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      });
      ws.on('open', () => reject(new Error('upgraded')));
      ws.on('error', () => undefined);
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ errorCode: 40 });
  });
});
