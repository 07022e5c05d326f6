// The declared response schemas against real answers, part two (response-contract.test.ts is
// part one): the operations of CHECKED_IN_MORE. An in-process devnet node answers the utilities,
// encryptTo and decryptFrom, the offline transaction tools (signed, unsigned, invalid), the
// account histories after a block with transactions, the mempool tools and the DEBUG operations;
// a three-node peer network answers the NETWORK operations and getState with peers; a node of
// its own is shut down. Every answer must fit the 200 schema the OpenAPI document publishes, and
// the last tests prove that none of CHECKED_IN_MORE, and no alternative of an anyOf answer, went
// unchecked.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SUMMARY_FIELDS } from '../../src/actors/inspector.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { nodeHandlerTable } from '../../src/node.js';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';
import type { PeerApiNetwork, PeerApiNode } from './network-fixture.js';
import { CHECKED_IN_MORE, ResponseContract, startContractNetwork } from './response-contract.js';

const contract = new ResponseContract(nodeHandlerTable());

describe('declared responses on a devnet node, part two', () => {
  let node: ChainNode;
  const payer = devnet(0);
  const fresh = testAccount('response contract more recipient 2b9e');
  let sent: Record<string, any>;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  it('utilities: rsConvert, longConvert, fullHashToId, hexConvert, hash', async () => {
    expect(contract.check('rsConvert', await node.get({ requestType: 'rsConvert', account: payer.accountRS })).account).toBe(payer.account);
    expect(contract.check('longConvert', await node.get({ requestType: 'longConvert', id: '-1' })).stringId).toBe('18446744073709551615');
    contract.check('fullHashToId', await node.get({ requestType: 'fullHashToId', fullHash: 'ab'.repeat(32) }), 'an id');
    expect(contract.check('fullHashToId', await node.get({ requestType: 'fullHashToId', fullHash: '00'.repeat(32) }), 'zero').stringId).toBe('0');
    expect(contract.check('hexConvert', await node.get({ requestType: 'hexConvert', string: 'hello!' }), 'text').text).toBeUndefined();
    expect(contract.check('hexConvert', await node.get({ requestType: 'hexConvert', string: '68656c6c6f' }), 'hex').text).toBe('hello');
    expect(contract.check('hash', await node.get({ requestType: 'hash', hashAlgorithm: 'SHA256', secret: 'abc', secretIsText: 'true' }), '32 bytes').hash).toHaveLength(64);
    expect(contract.check('hash', await node.get({ requestType: 'hash', hashAlgorithm: '6', secret: 'abcd' }), '20 bytes').hash).toHaveLength(40);
    const split = contract.check('splitSecret', await node.post({ requestType: 'splitSecret', secretPhrase: 'contract split secret', totalPieces: '3', minimumPieces: '2' }));
    expect(contract.check('combineSecret', await node.post({ requestType: 'combineSecret', sharedPiece: (split.pieces as string[]).slice(1).join(',') })).secretPhrase).toBe('contract split secret');
  });

  it('encryption: encryptTo compressed text and uncompressed hex, decryptFrom as text and as hex', async () => {
    const reader = devnet(1);
    const text = contract.check('encryptTo', await node.post({ requestType: 'encryptTo', secretPhrase: payer.secretPhrase, recipient: reader.accountRS, messageToEncrypt: 'contract' }), 'text');
    const read = contract.check('decryptFrom', await node.post({ requestType: 'decryptFrom', secretPhrase: reader.secretPhrase, account: payer.account, data: text.data, nonce: text.nonce }), 'text');
    expect(read.decryptedMessage).toBe('contract');
    const bin = { messageToEncrypt: '00ff', messageToEncryptIsText: 'false', compressMessageToEncrypt: 'false' };
    const hex = contract.check('encryptTo', await node.post({ requestType: 'encryptTo', secretPhrase: payer.secretPhrase, recipient: reader.account, ...bin }), 'hex');
    const asHex = { decryptedMessageIsText: 'false', uncompressDecryptedMessage: 'false' };
    const back = contract.check('decryptFrom', await node.post({ requestType: 'decryptFrom', secretPhrase: payer.secretPhrase, account: reader.account, data: hex.data, nonce: hex.nonce, ...asHex }), 'hex');
    expect(back.decryptedMessage).toBe('00ff');
  });

  it('message reads (sent with sendMessage): readMessage plain and decrypted, getPrunableMessage plain and decrypted, the prunable lists', async () => {
    const reader = devnet(1);
    await node.pay(reader, payer, 1n); // the reader's key on the chain
    const send = async (params: Record<string, string>) => contract.check('sendMessage', await node.post({ requestType: 'sendMessage', secretPhrase: payer.secretPhrase, recipient: reader.account, ...params })).transaction as string;
    const plain = await send({ message: 'contract plain', messageToEncryptToSelf: 'note' });
    const prunable = await send({ message: 'contract prunable', messageIsPrunable: 'true', messageToEncrypt: 'contract secret', encryptedMessageIsPrunable: 'true' });
    await node.forge();
    expect(contract.check('readMessage', await node.post({ requestType: 'readMessage', transaction: plain }), 'no secret').message).toBe('contract plain');
    expect(contract.check('readMessage', await node.post({ requestType: 'readMessage', transaction: plain, secretPhrase: payer.secretPhrase }), 'to self').decryptedMessageToSelf).toBe('note');
    expect(contract.check('readMessage', await node.post({ requestType: 'readMessage', transaction: prunable, secretPhrase: reader.secretPhrase }), 'prunable').decryptedMessage).toBe('contract secret');
    expect(contract.check('getPrunableMessage', await node.post({ requestType: 'getPrunableMessage', transaction: prunable }), 'no secret').encryptedMessage).toBeDefined();
    expect(contract.check('getPrunableMessage', await node.post({ requestType: 'getPrunableMessage', transaction: prunable, secretPhrase: reader.secretPhrase }), 'decrypted').decryptedMessage).toBe('contract secret');
    expect(contract.check('getPrunableMessages', await node.get({ requestType: 'getPrunableMessages', account: reader.account, otherAccount: payer.account })).prunableMessages).toHaveLength(1);
    expect(contract.check('getAllPrunableMessages', await node.get({ requestType: 'getAllPrunableMessages' })).prunableMessages[0].transaction).toBe(prunable);
  });

  it('getState without a peer network; getECBlock', async () => {
    const state = contract.check('getState', await node.get({ requestType: 'getState' }), 'no peers');
    expect(state.numberOfPeers).toBeUndefined();
    contract.check('getECBlock', await node.get({ requestType: 'getECBlock' }), 'now');
    contract.check('getECBlock', await node.get({ requestType: 'getECBlock', timestamp: '0' }), 'timestamp');
  });

  it('offline transactions: sign, calculateFullHash, parseTransaction signed, unsigned and invalid', async () => {
    const unsigned = (await node.post({ requestType: 'sendMoney', publicKey: payer.publicKey, recipient: fresh.accountRS, amountMTA: String(ONE_COIN) })).json;
    const signed = contract.check('signTransaction', await node.post({ requestType: 'signTransaction', unsignedTransactionBytes: unsigned.unsignedTransactionBytes, secretPhrase: payer.secretPhrase }), 'bytes');
    contract.check('signTransaction', await node.post({ requestType: 'signTransaction', unsignedTransactionJSON: JSON.stringify(unsigned.transactionJSON), secretPhrase: payer.secretPhrase, validate: 'false' }), 'JSON');
    const full = contract.check('calculateFullHash', await node.get({ requestType: 'calculateFullHash', unsignedTransactionBytes: unsigned.unsignedTransactionBytes, signatureHash: signed.signatureHash }));
    expect(full.fullHash).toBe(signed.fullHash);
    expect(contract.check('parseTransaction', await node.get({ requestType: 'parseTransaction', transactionBytes: signed.transactionBytes }), 'signed')).toMatchObject({ verify: true, validate: true });
    const parsedUnsigned = contract.check('parseTransaction', await node.post({ requestType: 'parseTransaction', transactionJSON: JSON.stringify(unsigned.transactionJSON) }), 'unsigned');
    expect(parsedUnsigned).toMatchObject({ verify: false, validate: true });
    const short = (await node.pay(payer, fresh, 1n, { broadcast: 'false', deadline: '1' })).json;
    node.advance(61);
    const expired = contract.check('parseTransaction', await node.get({ requestType: 'parseTransaction', transactionBytes: short.transactionBytes }), 'invalid');
    expect(expired).toMatchObject({ validate: false, validateErrorCode: 9, validateError: 'deadline' });
  });

  it('the mempool: getAllWaitingTransactions, getTransactionBytes unconfirmed, clearUnconfirmedTransactions', async () => {
    const doomed = (await node.pay(payer, fresh, 2n)).json;
    expect(contract.check('getAllWaitingTransactions', await node.get({ requestType: 'getAllWaitingTransactions' }), 'one').transactions).toHaveLength(1);
    expect(contract.check('getTransactionBytes', await node.get({ requestType: 'getTransactionBytes', transaction: doomed.transaction }), 'unconfirmed').confirmations).toBeUndefined();
    expect(contract.check('clearUnconfirmedTransactions', await node.admin({ requestType: 'clearUnconfirmedTransactions' }))).toMatchObject({ done: true, removed: 1 });
    expect(contract.check('getAllWaitingTransactions', await node.get({ requestType: 'getAllWaitingTransactions' }), 'empty').transactions).toEqual([]);
  });

  it('after a block: getTransactionBytes confirmed, getBlockchainTransactions, getAccountBlocks and their ids', async () => {
    sent = (await node.pay(payer, fresh, 5n * ONE_COIN)).json;
    await node.pay(payer, fresh, 3n * ONE_COIN);
    const block = await node.forge();
    await node.forge();
    expect(contract.check('getTransactionBytes', await node.get({ requestType: 'getTransactionBytes', transaction: sent.transaction }), 'confirmed').confirmations).toBe(1);
    const history = contract.check('getBlockchainTransactions', await node.get({ requestType: 'getBlockchainTransactions', account: fresh.accountRS }));
    expect(history.transactions).toHaveLength(2);
    const forger = block.generatorRS as string;
    const withTxs = contract.check('getAccountBlocks', await node.get({ requestType: 'getAccountBlocks', account: forger, includeTransactions: 'true' }), 'transactions');
    expect(withTxs.blocks.some((b: { transactions: unknown[] }) => b.transactions.length === 2)).toBe(true);
    contract.check('getAccountBlocks', await node.get({ requestType: 'getAccountBlocks', account: forger, fromHeight: '1' }), 'full hashes');
    expect(contract.check('getAccountBlockIds', await node.get({ requestType: 'getAccountBlockIds', account: forger })).blockIds).toContain(block.block);
  });

  it('DEBUG: setLogging, setConfiguration, getActorState in summary and in full', async () => {
    expect(contract.check('setLogging', await node.admin({ requestType: 'setLogging', logging: 'info' }))).toMatchObject({ logging: 'INFO', previous: 'DEBUG' });
    const set = contract.check('setConfiguration', await node.admin({ requestType: 'setConfiguration', maxAPIRecords: '200', logLevel: 'debug', blacklistMinutes: '5', writeRequestsPerSecond: '50' }));
    expect(set.settings).toEqual({ maxAPIRecords: 200, logLevel: 'DEBUG', blacklistMinutes: 5, writeRequestsPerSecond: 50 });
    const summary = contract.check('getActorState', await node.admin({ requestType: 'getActorState' }), 'summary');
    expect(Object.keys(summary.actors.mempool)).toEqual([...SUMMARY_FIELDS]);
    for (const actor of Object.keys(summary.actors)) {
      const full = contract.check('getActorState', await node.admin({ requestType: 'getActorState', actor }), `full ${actor}`);
      expect(full.actors[actor].recentEvents).toEqual(expect.any(Array));
    }
  });
});

describe('declared responses of the NETWORK operations, part two', () => {
  let net: PeerApiNetwork;
  let a: PeerApiNode;
  let b: PeerApiNode;
  let c: PeerApiNode;
  beforeAll(async () => {
    net = await startContractNetwork(3);
    [a, b, c] = net.nodes as [PeerApiNode, PeerApiNode, PeerApiNode];
  });
  afterAll(() => net.stop());

  it('getState with peers; getMyInfo; getInboundPeers as addresses and Peer objects; dumpPeers', async () => {
    expect(contract.check('getState', await a.get({ requestType: 'getState' }), 'peers')).toMatchObject({ numberOfPeers: 1, numberOfActivePeers: 1 });
    expect(contract.check('getMyInfo', await a.get({ requestType: 'getMyInfo' }))).toMatchObject({ peerId: a.peerId, peerAddress: a.address });
    expect(contract.check('getInboundPeers', await b.get({ requestType: 'getInboundPeers' }), 'addresses').peers).toEqual([a.address]);
    expect(contract.check('getInboundPeers', await b.get({ requestType: 'getInboundPeers', includePeerInfo: 'true' }), 'Peer objects').peers[0]).toMatchObject({ peerId: a.peerId, inbound: true });
    expect(contract.check('dumpPeers', await a.get({ requestType: 'dumpPeers' }), 'active')).toMatchObject({ peers: [b.address], count: 1 });
    contract.check('dumpPeers', await a.get({ requestType: 'dumpPeers', active: 'false', service: 'BLOCKS' }), 'known');
  });

  it('addPeer new and already connected; blacklistPeer; the peer manager in full', async () => {
    expect(contract.check('addPeer', await a.admin({ requestType: 'addPeer', peer: c.address }), 'new')).toMatchObject({ peerId: c.peerId, isNewlyAdded: true, alreadyConnected: false });
    expect(contract.check('addPeer', await a.admin({ requestType: 'addPeer', peer: c.address }), 'connected')).toMatchObject({ isNewlyAdded: false, alreadyConnected: true });
    const banned = contract.check('blacklistPeer', await a.admin({ requestType: 'blacklistPeer', peer: c.address, reason: 'contract test' }));
    expect(banned.peers).toMatchObject([{ peerId: c.peerId, blacklisted: true, blacklistCause: 'contract test' }]);
    contract.check('setConfiguration', await a.admin({ requestType: 'setConfiguration', blacklistMinutes: '7' }), 'peers running');
    const manager = contract.check('getActorState', await a.admin({ requestType: 'getActorState', actor: 'peerManager' }), 'peer manager');
    expect(manager.actors.peerManager.domain).toMatchObject({ attached: true });
    expect(Object.keys(manager.actors.peerManager.children).length).toBeGreaterThan(0);
  });
});

describe('shutdown, on a node of its own', () => {
  it('answers, then the node stops', async () => {
    const node = await startChainNode();
    try {
      expect(contract.check('shutdown', await node.admin({ requestType: 'shutdown' })).shutdown).toBe(true);
      await node.stopped;
    } finally {
      await node.close();
    }
  });
});

describe('the contract covers every operation of CHECKED_IN_MORE', () => {
  it('checked a real answer of each, and each declares a response', () => {
    expect(contract.unchecked(CHECKED_IN_MORE)).toEqual({ unchecked: [], undeclared: [] });
  });

  it('met every alternative of an anyOf answer with an answer that fits it alone', () => {
    expect(contract.unmetAlternatives(CHECKED_IN_MORE)).toEqual([]);
  });
});
