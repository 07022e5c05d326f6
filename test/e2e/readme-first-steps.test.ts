// The README's "First steps", run against a real node process: the addresses it shows are the
// devnet accounts' own, and the steps give what it says (account lookup by POST, a payment, a
// block forged at once, and the payment arriving on the event stream in the order shown).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { devnet } from './accounts.js';
import { PROJECT_ROOT, startNode, stopAllNodes } from './process-helper.js';

const README = readFileSync(join(PROJECT_ROOT, 'README.md'), 'utf8');
const firstSteps = README.slice(README.indexOf('## First steps'), README.indexOf('## Devnet test-only keys'));

/** Reads SSE messages (data lines as JSON) until `until` says stop. */
async function readEvents(body: ReadableStream<Uint8Array>, until: (events: Record<string, any>[]) => boolean): Promise<Record<string, any>[]> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: Record<string, any>[] = [];
  let buffer = '';
  while (!until(events)) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const message = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = message.split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
      if (data !== '') events.push(JSON.parse(data) as Record<string, any>);
    }
  }
  await reader.cancel();
  return events;
}

describe("README's first steps", () => {
  afterAll(async () => {
    await stopAllNodes();
  }, 30_000);

  it('shows the devnet accounts as they are, units and the minimum fee', () => {
    expect(firstSteps).toContain(devnet(0).accountRS);
    expect(firstSteps).toContain(devnet(0).account);
    expect(firstSteps).toContain(devnet(1).accountRS);
    expect(firstSteps).toContain('1 coin = 10^8 MTA');
  });

  it('look up, watch, pay, forge at once, and see it arrive on the stream', async () => {
    const node = await startNode({ name: 'readme', settings: { 'node.blockTime': '60' } });
    // The start line the README shows has the fields the node's own has, with the same URLs.
    const shown = /^\S+ INFO {2}- node started (.*)$/m.exec(firstSteps)?.[1] ?? '';
    const shownFields = [...shown.matchAll(/(\w+)=/g)].map((m) => m[1]);
    const started = node.records.find((r) => r.msg === 'node started')!;
    expect(shownFields.length).toBeGreaterThanOrEqual(8);
    for (const field of shownFields) expect(started).toHaveProperty(field);
    expect(started).toMatchObject({ network: 'devnet', api: `${node.base}/api`, page: `${node.base}/`, console: `${node.base}/test.html` });
    const lookedUp = await node.post({ requestType: 'getAccountId', secretPhrase: 'devnet-0' });
    expect(lookedUp.json).toMatchObject({ account: devnet(0).account, accountRS: devnet(0).accountRS });
    const account = await node.ok('GET', { requestType: 'getAccount', account: devnet(1).accountRS });
    expect(account.accountRS).toBe(devnet(1).accountRS);

    const stream = await fetch(`${node.base}/events?topics=transaction.*,block.pushed`);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const arrived = readEvents(stream.body!, (events) => events.some((e) => e.topic === 'transaction.removed'));

    const sent = await node.post({ requestType: 'sendMoney', secretPhrase: 'devnet-0', recipient: devnet(1).accountRS, amountMTA: '250000000' });
    expect(sent.json).toMatchObject({ broadcasted: true, transactionJSON: { amountMTA: '250000000', feeMTA: '100000000' } });
    const block = (await node.admin({ requestType: 'generateBlock' })).json;
    expect(block.numberOfTransactions).toBe(1);

    const events = await arrived;
    const topics = events.filter((e) => e.transaction === sent.json.transaction || e.block === block.block).map((e) => e.topic);
    expect(topics).toEqual(['transaction.added', 'block.pushed', 'transaction.confirmed', 'transaction.removed']);
    expect(events.find((e) => e.topic === 'transaction.removed')).toMatchObject({ reason: 'included' });
    expect(events.find((e) => e.topic === 'transaction.confirmed')).toMatchObject({ block: block.block, height: block.height, recipientRS: devnet(1).accountRS });
  }, 60_000);
});
