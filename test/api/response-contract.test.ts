// The declared response schemas (HandlerSpec.response) against real answers: an in-process
// devnet node (and a two-node peer network for the NETWORK operations) answers every operation
// that declares a response, with realistic parameters (a block with transactions, a confirmed
// and an unconfirmed transaction, signed and unsigned payments, existing accounts with and
// without a known key, a store that fails), and each answer must fit the 200 schema the OpenAPI
// document publishes. The last test proves that no declared operation, and no alternative of an
// anyOf answer, went unchecked (but those of CHECKED_IN_MORE: response-contract-more.test.ts
// checks them).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { nodeHandlerTable } from '../../src/node.js';
import { ADMIN_PASSWORD, devnet, startChainNode, startFailingStoreNode, testAccount, type ChainNode } from './chain-fixture.js';
import type { PeerApiNetwork, PeerApiNode } from './network-fixture.js';
import { CHECKED_IN_CURRENCIES, CHECKED_IN_MORE, CHECKED_IN_PHASING, CHECKED_IN_TOTEMS, ResponseContract, startContractNetwork } from './response-contract.js';
import { CHECKED_IN_LOANS } from './loan-contract-ops.js';
import { CHECKED_IN_SUBSCRIPTIONS } from './subscription-contract-ops.js';
import { CHECKED_IN_SHUFFLING } from './shuffling-contract-ops.js';
import { CHECKED_IN_CONTRACTS } from '../helpers/contract-api.js';
import { CHECKED_IN_APPLICATIONS } from '../helpers/application-contract-ops.js';
import { CHECKED_IN_CERTIFICATES } from '../helpers/certificate-contract-ops.js';

const contract = new ResponseContract(nodeHandlerTable());

describe('declared responses on a devnet node', () => {
  let node: ChainNode;
  const payer = devnet(0);
  const fresh = testAccount('response contract recipient 7f3a');
  const forger = testAccount('response contract forger 51c0');
  let confirmed: Record<string, any>;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  it('status, time and constants', async () => {
    const status = contract.check('getBlockchainStatus', await node.get({ requestType: 'getBlockchainStatus' }));
    expect(status.lastStoreError).toBeNull();
    contract.check('getTime', await node.get({ requestType: 'getTime' }));
    const constants = contract.check('getConstants', await node.get({ requestType: 'getConstants' }));
    expect(Object.keys(constants.requestTypes).length).toBeGreaterThan(20);
  });

  it('sendMoney: signed and broadcast, signed only, unsigned; broadcastTransaction(s)', async () => {
    const sent = contract.check('sendMoney', await node.pay(payer, fresh, 5000n * ONE_COIN), 'signed, broadcast');
    expect(sent).toMatchObject({ broadcasted: true, transactionJSON: { recipient: fresh.account } });
    confirmed = sent;
    const kept = contract.check('sendMoney', await node.pay(payer, forger, 60_000n * ONE_COIN, { broadcast: 'false', message: 'hello' }), 'signed, not broadcast');
    expect(kept.broadcasted).toBe(false);
    const unsigned = contract.check('sendMoney', await node.post({ requestType: 'sendMoney', publicKey: payer.publicKey, recipient: fresh.accountRS, amountMTA: '1' }), 'unsigned');
    expect(unsigned.transaction).toBeUndefined();
    expect(unsigned.transactionJSON.signature).toBeUndefined();
    const broadcast = contract.check('broadcastTransaction', await node.post({ requestType: 'broadcastTransaction', transactionBytes: kept.transactionBytes }));
    expect(broadcast.transaction).toBe(kept.transaction);
    // The same, already pending, through the batch operation (no new pending transaction).
    const batch = contract.check('broadcastTransactions', await node.post({ requestType: 'broadcastTransactions', transactionBytes: kept.transactionBytes }));
    expect(batch).toMatchObject({ accepted: 1, refused: 0, transactions: [{ index: 0, accepted: true, transaction: kept.transaction }] });
  });

  it('the mempool: unconfirmed transactions and their ids', async () => {
    const list = contract.check('getUnconfirmedTransactions', await node.get({ requestType: 'getUnconfirmedTransactions' }));
    expect(list.unconfirmedTransactions).toHaveLength(2);
    const ids = contract.check('getUnconfirmedTransactionIds', await node.get({ requestType: 'getUnconfirmedTransactionIds', account: payer.accountRS }));
    expect(ids.unconfirmedTransactionIds).toHaveLength(2);
    const pending = contract.check('getTransaction', await node.get({ requestType: 'getTransaction', transaction: confirmed.transaction }), 'unconfirmed');
    expect(pending.height).toBeUndefined();
  });

  it('generateBlock: one block with its transactions, then several', async () => {
    const block = contract.check('generateBlock', await node.admin({ requestType: 'generateBlock' }), 'one block');
    expect(block.transactions).toHaveLength(2);
    const many = contract.check('generateBlock', await node.admin({ requestType: 'generateBlock', numBlocks: '2' }), 'numBlocks');
    expect(many.blocks).toHaveLength(2);
  });

  it('blocks: by height, id and the tip, with and without transactions; pages; ids', async () => {
    const withTxs = contract.check('getBlock', await node.get({ requestType: 'getBlock', height: '1', includeTransactions: 'true' }), 'transactions');
    expect(withTxs.transactions[0]).toMatchObject({ height: 1, confirmations: 2 });
    const hashes = contract.check('getBlock', await node.get({ requestType: 'getBlock', block: withTxs.block }), 'full hashes');
    expect(hashes.transactions).toHaveLength(2);
    const genesis = contract.check('getBlock', await node.get({ requestType: 'getBlock', height: '0' }), 'genesis');
    expect(genesis.previousBlock).toBe('0');
    contract.check('getBlock', await node.get({ requestType: 'getBlock' }), 'tip');
    const page = contract.check('getBlocks', await node.get({ requestType: 'getBlocks', firstIndex: '0', lastIndex: '3', includeTransactions: 'true' }), 'transactions');
    expect(page.blocks).toHaveLength(4);
    contract.check('getBlocks', await node.get({ requestType: 'getBlocks', firstIndex: '1', lastIndex: '3' }), 'full hashes');
    contract.check('getBlockId', await node.get({ requestType: 'getBlockId', height: '1' }));
  });

  it('a confirmed transaction, by id and by full hash', async () => {
    const byId = contract.check('getTransaction', await node.get({ requestType: 'getTransaction', transaction: confirmed.transaction }), 'confirmed');
    expect(byId).toMatchObject({ height: 1, block: expect.any(String), confirmations: 2 });
    contract.check('getTransaction', await node.get({ requestType: 'getTransaction', fullHash: confirmed.fullHash }), 'confirmed');
    const referencing = contract.check('sendMoney', await node.pay(payer, fresh, 1n, { referencedTransactionFullHash: confirmed.fullHash, messageIsPrunable: 'true', message: 'prunable' }), 'referencing');
    expect(referencing.transactionJSON.referencedTransactionFullHash).toBe(confirmed.fullHash);
  });

  it('accounts: with and without a known key, every include flag; balances; ids and keys', async () => {
    const full = contract.check('getAccount', await node.get({ requestType: 'getAccount', account: payer.accountRS, includeEffectiveBalance: 'true', includeLessors: 'true', includeTotems: 'true', includeCurrencies: 'true' }), 'with key, all flags');
    expect(full.publicKey).toBe(payer.publicKey);
    const keyless = contract.check('getAccount', await node.get({ requestType: 'getAccount', account: fresh.account }), 'no key');
    expect(keyless.publicKey).toBeUndefined();
    contract.check('getBalance', await node.get({ requestType: 'getBalance', account: fresh.accountRS }));
    contract.check('getAccountId', await node.post({ requestType: 'getAccountId', secretPhrase: fresh.secretPhrase }), 'secretPhrase');
    contract.check('getAccountId', await node.get({ requestType: 'getAccountId', publicKey: fresh.publicKey }), 'publicKey');
    expect(contract.check('getAccountPublicKey', await node.get({ requestType: 'getAccountPublicKey', account: payer.account }), 'known').publicKey).toBe(payer.publicKey);
    expect(contract.check('getAccountPublicKey', await node.get({ requestType: 'getAccountPublicKey', account: fresh.account }), 'unknown key').publicKey).toBeUndefined();
  });

  it('tokens: generateToken, decodeToken valid and for another website', async () => {
    const made = contract.check('generateToken', await node.post({ requestType: 'generateToken', website: 'https://contract.example', secretPhrase: payer.secretPhrase }));
    expect(made).toMatchObject({ account: payer.account, valid: true });
    expect(contract.check('decodeToken', await node.get({ requestType: 'decodeToken', website: 'https://contract.example', token: made.token }), 'valid').valid).toBe(true);
    expect(contract.check('decodeToken', await node.get({ requestType: 'decodeToken', website: 'https://other.example', token: made.token }), 'other website').valid).toBe(false);
  });

  it('forging: start, show one and all, stop one and all', async () => {
    const started = contract.check('startForging', await node.post({ requestType: 'startForging', secretPhrase: forger.secretPhrase }));
    expect(started.account).toBe(forger.account);
    contract.check('getForging', await node.post({ requestType: 'getForging', secretPhrase: forger.secretPhrase }), 'one');
    const all = contract.check('getForging', await node.admin({ requestType: 'getForging' }), 'all');
    expect(all.generators.length).toBeGreaterThan(1);
    expect(contract.check('stopForging', await node.post({ requestType: 'stopForging', secretPhrase: forger.secretPhrase }), 'one').foundAndStopped).toBe(true);
    expect(contract.check('stopForging', await node.admin({ requestType: 'stopForging' }), 'all').stopped).toBeGreaterThan(0);
  });

  it('debug: increaseTime, getStateDigest, popOff', async () => {
    contract.check('increaseTime', await node.admin({ requestType: 'increaseTime', seconds: '30' }));
    contract.check('getStateDigest', await node.get({ requestType: 'getStateDigest' }));
    const popped = contract.check('popOff', await node.admin({ requestType: 'popOff', numBlocks: '3' }));
    expect(popped.blocks.flatMap((b: { transactions: unknown[] }) => b.transactions)).toHaveLength(2);
  });
});

describe('declared responses while the store cannot write', () => {
  let node: Awaited<ReturnType<typeof startFailingStoreNode>>;
  beforeAll(async () => {
    node = await startFailingStoreNode();
  });
  afterAll(() => node.close());

  it('getBlockchainStatus carries lastStoreError, failing then recovered', async () => {
    node.disk.fail();
    expect((await node.post({ requestType: 'generateBlock', adminPassword: ADMIN_PASSWORD })).json.errorCode).toBeDefined();
    const failing = contract.check('getBlockchainStatus', await node.get({ requestType: 'getBlockchainStatus' }), 'store failing');
    expect(failing.lastStoreError).toMatchObject({ recovered: false, code: expect.any(String) });
    node.disk.heal();
    await node.store.health.probe();
    const healed = contract.check('getBlockchainStatus', await node.get({ requestType: 'getBlockchainStatus' }), 'store recovered');
    expect(healed.lastStoreError).toMatchObject({ recovered: true, recoveredTime: expect.any(Number) });
  });
});

describe('declared responses of the NETWORK operations', () => {
  let net: PeerApiNetwork;
  let a: PeerApiNode;
  let b: PeerApiNode;
  beforeAll(async () => {
    net = await startContractNetwork(2);
    [a, b] = net.nodes as [PeerApiNode, PeerApiNode];
  });
  afterAll(() => net.stop());

  it('getPeers as addresses and as Peer objects; getPeer', async () => {
    expect(contract.check('getPeers', await a.get({ requestType: 'getPeers' }), 'addresses').peers).toContain(b.address);
    expect(contract.check('getPeers', await a.get({ requestType: 'getPeers', includePeerInfo: 'true' }), 'Peer objects').peers).toHaveLength(1);
    const peer = contract.check('getPeer', await a.get({ requestType: 'getPeer', peer: b.address }));
    expect(peer.peerId).toBe(b.peerId);
  });
});

describe('declared responses of the accounts capability (account info, leasing)', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  it('setAccountInfo and leaseBalance signed and unsigned; getAccountLessors at the tip and above; getAccount with info, leases and lessors', async () => {
    const [lessor, lessee, queued] = [devnet(1), devnet(2), devnet(3)];
    contract.check('setAccountInfo', await node.post({ requestType: 'setAccountInfo', secretPhrase: lessor.secretPhrase, name: 'contract', description: 'a lessor' }), 'signed');
    contract.check('setAccountInfo', await node.post({ requestType: 'setAccountInfo', publicKey: lessor.publicKey, name: 'offline' }), 'unsigned');
    contract.check('leaseBalance', await node.post({ requestType: 'leaseBalance', secretPhrase: lessor.secretPhrase, recipient: lessee.account, period: '3' }), 'signed');
    contract.check('leaseBalance', await node.post({ requestType: 'leaseBalance', publicKey: lessor.publicKey, recipient: lessee.account, period: '3' }), 'unsigned');
    const h = (await node.forge()).height as number;
    await node.pay(devnet(0), lessor, 1n); // a second lease needs a later transaction of the lessor
    await node.post({ requestType: 'leaseBalance', secretPhrase: lessor.secretPhrase, recipient: queued.account, period: '2' });
    await node.admin({ requestType: 'generateBlock', numBlocks: '2' });
    const ahead = contract.check('getAccountLessors', await node.get({ requestType: 'getAccountLessors', account: lessee.account, height: String(h + 3) }), 'forecast');
    expect(ahead.lessors).toMatchObject([{ lessor: lessor.account, heightFrom: h + 3, heightTo: h + 6 }]);
    await node.forge();
    const running = contract.check('getAccountLessors', await node.get({ requestType: 'getAccountLessors', account: lessee.account }), 'at the tip');
    expect(running.lessors).toHaveLength(1);
    const shown = contract.check('getAccount', await node.get({ requestType: 'getAccount', account: lessor.accountRS }), 'info and leases');
    expect(shown).toMatchObject({ name: 'contract', description: 'a lessor', currentLessee: lessee.account, nextLessee: queued.account });
    const withLessors = contract.check('getAccount', await node.get({ requestType: 'getAccount', account: lessee.account, includeLessors: 'true', includeEffectiveBalance: 'true' }), 'lessors');
    expect(withLessors.lessorsInfo).toMatchObject([{ lessor: lessor.account, nextLessee: queued.account }]);
  });
});

describe('the contract covers every declaration', () => {
  // The operations of CHECKED_IN_MORE are response-contract-more.test.ts's to check, those of
  // CHECKED_IN_TOTEMS response-contract-totems.test.ts's, CHECKED_IN_CURRENCIES
  // response-contract-currencies.test.ts's, CHECKED_IN_PHASING response-contract-phasing.test.ts's,
  // CHECKED_IN_LOANS, CHECKED_IN_SUBSCRIPTIONS and CHECKED_IN_SHUFFLING those of the loans,
  // subscriptions and shuffling contracts.
  const others = [...CHECKED_IN_MORE, ...CHECKED_IN_TOTEMS, ...CHECKED_IN_CURRENCIES, ...CHECKED_IN_PHASING, ...CHECKED_IN_LOANS, ...CHECKED_IN_SUBSCRIPTIONS, ...CHECKED_IN_SHUFFLING, ...CHECKED_IN_CONTRACTS, ...CHECKED_IN_APPLICATIONS, ...CHECKED_IN_CERTIFICATES];
  const mine = () => contract.declared().filter((op) => !others.includes(op));

  it('checked a real answer of every operation that declares a response', () => {
    expect(contract.unchecked(mine())).toEqual({ unchecked: [], undeclared: [] });
    expect(mine().length).toBeGreaterThanOrEqual(24);
  });

  it('met every alternative of an anyOf answer with an answer that fits it alone', () => {
    expect(contract.unmetAlternatives(mine())).toEqual([]);
  });
});
