// Compile-time checks of the typed client (never run: `npm run typecheck` and
// test/client/types.test.ts compile them). Each @ts-expect-error line must stay an error: if the
// generated types ever let a wrong name or type through, tsc reports the unused directive.
// The client is imported by its package subpath, as a user of the package would.
import { createNodeClient, type Answer, type Operation, type Params } from 'totem-node/client';

export async function typedCalls(): Promise<void> {
  const node = createNodeClient({ baseUrl: 'http://127.0.0.1:7876' });

  // Right names and types compile; operations without required parameters need no argument.
  await node.call('getBlockchainStatus');
  await node.call('getBlock', { height: 5, includeTransactions: true });
  await node.call('getBlock', { block: '15178398546493452154' });
  await node.call('sendMoney', { secretPhrase: 's', recipient: 'TOTEM-2222-2222-2222-22222', amountMTA: '100', deadline: 60 });
  await node.call('getBlocks', { firstIndex: 0, lastIndex: 9, adminPassword: 'p' });
  const status: Answer<'getBlockchainStatus'> = await node.call('getBlockchainStatus');
  const took: number = status.requestProcessingTime;
  void took;

  // Declared answers are typed field by field (src/api/response-components.ts; checked against
  // real answers by test/api/response-contract.test.ts).
  const height: number = status.height;
  const lastBlock: string = status.lastBlock;
  void [height, lastBlock];
  // @ts-expect-error a declared answer has only its declared fields
  void status.hieght;
  // @ts-expect-error ids are decimal strings in answers too, never JSON numbers
  const lastBlockNumber: number = status.lastBlock;
  void lastBlockNumber;
  const sent = await node.call('sendMoney', { secretPhrase: 's', recipient: 'TOTEM-2222-2222-2222-22222', amountMTA: '100' });
  const fee: string = sent.transactionJSON.feeMTA;
  const maybeHash: string | undefined = sent.fullHash;
  void [fee, maybeHash];
  // @ts-expect-error fullHash is optional: an unsigned transaction has none
  const surelyHash: string = sent.fullHash;
  void surelyHash;
  const tip = await node.call('getBlock');
  const firstTx = tip.transactions[0];
  // @ts-expect-error transactions are full hashes or Transaction objects (includeTransactions)
  const firstHash: string = firstTx;
  void firstHash;
  // @ts-expect-error a declared answer is closed: getTime answers time, not timestamp
  void (await node.call('getTime')).timestamp;

  // @ts-expect-error unknown operation
  await node.call('getBlok');
  // @ts-expect-error unknown parameter name
  await node.call('getBlock', { hieght: 5 });
  // @ts-expect-error int parameter given a string
  await node.call('getBlock', { height: '5' });
  // @ts-expect-error amounts are decimal strings, never JSON numbers (they exceed 2^53)
  await node.call('sendMoney', { secretPhrase: 's', recipient: 'TOTEM-2222-2222-2222-22222', amountMTA: 100 });
  // @ts-expect-error recipient is required
  await node.call('sendMoney', { secretPhrase: 's', amountMTA: '100' });
  // @ts-expect-error a required parameter means the parameters cannot be left out
  await node.call('sendMoney');
  // @ts-expect-error boolean parameter given a string
  await node.call('getBlock', { includeTransactions: 'yes' });
  // @ts-expect-error chain is 1 or nothing
  await node.call('getBlock', { chain: 2 });

  // The openapi-fetch client over the same document: GET only where the operation offers it.
  const raw = await node.raw.GET('/api/getBlock', { params: { query: { height: 5 } } });
  if (raw.data !== undefined) void raw.data.requestProcessingTime;
  // @ts-expect-error the raw client types declared answers too: a block's height is a number
  if (raw.data !== undefined) void raw.data.height.toUpperCase();
  if (raw.error !== undefined) void raw.error.errorCode;
  await node.raw.POST('/api/sendMoney', { body: { recipient: 'TOTEM-2222-2222-2222-22222', amountMTA: '1', secretPhrase: 's' } });
  // @ts-expect-error sendMoney is POST only: no GET in the document
  await node.raw.GET('/api/sendMoney', {});
  // @ts-expect-error secret parameters are not offered in a query string
  await node.raw.GET('/api/getAccountId', { params: { query: { secretPhrase: 's' } } });
  // @ts-expect-error wrong query parameter type
  await node.raw.GET('/api/getBlock', { params: { query: { height: true } } });
}

// The helper types name every operation and its parameters.
export const someOperation: Operation = 'getTransaction';
export const someParams: Params<'getTransaction'> = { transaction: '1' };
// @ts-expect-error not an operation
export const notAnOperation: Operation = 'getTransactions';
