// Helpers for the applications tests: the chain fixture's node (the capability is registered, so
// THE node runs it) and the response contract of its handler table.
import { devnet, startChainNode, testAccount, type ChainNode, type TestAccount } from '../api/chain-fixture.js';
import type { ApiResponse } from '../api/helpers.js';
import { contract } from '../api/fixtures/totem-reads.js';

export { devnet, testAccount, type ChainNode, type TestAccount };

/** The declared response schemas of the node's operations. */
export const applicationContract = contract;

async function expectOk(what: string, r: ApiResponse): Promise<ApiResponse> {
  if (r.status !== 200 || r.json.errorCode !== undefined) throw new Error(`${what} failed: HTTP ${r.status} ${JSON.stringify(r.json)}`);
  return r;
}

/** A devnet node (memory storage, no forging ticker) and its API server. */
export const startApplicationNode = (): Promise<ChainNode> => startChainNode();

/** Registers an application through the API (name, description and any extra parameters) and
 * forges it; returns its id. */
export async function registered(node: ChainNode, developer: TestAccount, name: string, extra: Record<string, string> = {}): Promise<string> {
  const r = await expectOk('registerApplication', await node.post({ requestType: 'registerApplication', secretPhrase: developer.secretPhrase, name, description: `About ${name}`, ...extra }));
  await node.forge();
  return r.json.transaction as string;
}
