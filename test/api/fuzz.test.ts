// Bad input never crashes the API: every operation of THE handler table, on a real node, gets
// rounds of hostile parameter values (seeded, so a failure replays), by GET and by POST, with and
// without the admin password. Every answer must be JSON with requestProcessingTime, never a 500
// (an unexpected failure; 503 is the documented answer while peer networking is off), and every
// refusal must carry errorCode and errorDescription. shutdown is left out (it would
// end the node the other operations need); it has its own test.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { nodeHandlerTable } from '../../src/node.js';
import { ApiTag, type ApiContext, type HandlerTable } from '../../src/api/types.js';
import type { ApiResponse } from './helpers.js';
import { mulberry32 } from '../helpers/random.js';
import { ADMIN_PASSWORD, devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { ADMIN_PASSWORD as NETWORK_ADMIN_PASSWORD, startPeerTrio, type PeerApiNetwork, type PeerApiNode } from './network-fixture.js';

const HOSTILE: readonly string[] = [
  '', ' ', '0', '-1', '1', '2147483648', '-9223372036854775809', '18446744073709551616', '9'.repeat(60), '1e308', 'NaN',
  '0x10', '1.5', 'true', 'false', 'null', 'undefined', '[]', '{}', '{"a":', '["x"]', 'abc', 'zz'.repeat(33), 'ab'.repeat(64),
  'TOTEM-XXXX-XXXX-XXXX-XXXXX', 'TOTEM-', '%00', '\u0000', '\ud800', '☃'.repeat(10), '<script>', 'x'.repeat(5000),
  '127.0.0.1:0', '/ip4/127.0.0.1/tcp/1', 'DEBUG', 'devnet-3',
];

const table = nodeHandlerTable();

/** Rounds of hostile requests for one operation; fails on a 500, a non-JSON answer or a refusal
 * without errorCode/errorDescription. */
async function hammer(
  handlers: HandlerTable<ApiContext>,
  name: string,
  client: { get(p: Record<string, string>): Promise<ApiResponse>; post(p: Record<string, string>): Promise<ApiResponse> },
  adminPassword: string,
): Promise<void> {
  const spec = handlers[name]!;
  const random = mulberry32([...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const paramNames = [...spec.params.map((p) => p.name), 'firstIndex', 'lastIndex', 'chain', 'requireBlock', 'requireLastBlock', 'unknownParam'];
  for (let round = 0; round < 24; round++) {
    const params: Record<string, string> = { requestType: name };
    for (const p of paramNames) if (random() < 0.6) params[p] = pick(HOSTILE);
    if (random() < 0.5) params['adminPassword'] = random() < 0.8 ? adminPassword : pick(HOSTILE);
    const r = random() < 0.5 ? await client.get(params) : await client.post(params);
    const where = `${name} round ${round}: HTTP ${r.status} ${JSON.stringify(r.json).slice(0, 300)}`;
    expect([where, r.status !== 500 && r.status < 600]).toEqual([where, true]);
    expect([where, typeof r.json.requestProcessingTime]).toEqual([where, 'number']);
    if (r.status >= 400) {
      expect([where, typeof r.json.errorCode, typeof r.json.errorDescription]).toEqual([where, 'number', 'string']);
    }
  }
}

describe('hostile input on every operation', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
    // Something to look at: a pending payment and a block.
    await node.pay(devnet(1), devnet(2), 5n);
    await node.forge();
  });
  afterAll(() => node.close());

  const names = Object.keys(table).filter((name) => name !== 'shutdown').sort();

  it.each(names)('%s answers every hostile request with JSON, never a 500', (name) => hammer(table, name, node, ADMIN_PASSWORD));
});

describe('hostile input on the NETWORK operations of nodes with a running peer network', () => {
  let net: PeerApiNetwork;
  let a: PeerApiNode;
  beforeAll(async () => {
    ({ net, a } = await startPeerTrio({ connect: true }));
  });
  afterAll(() => net.stop());

  const names = Object.keys(table).filter((name) => table[name]!.tags.includes(ApiTag.NETWORK)).sort();
  it.each(names)('%s answers every hostile request with JSON, never a 500', (name) => hammer(table, name, a, NETWORK_ADMIN_PASSWORD));
});
