// The node's handler table (src/api/table.ts) and the reference generated from it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { renderApiReference } from '../../src/api/docs-gen.js';
import { validateTable } from '../../src/api/dispatch.js';
import { nodeHandlerTable } from '../../src/node.js';
import { ApiTag } from '../../src/api/types.js';

const ISSUE_OPERATIONS = [
  // ACCOUNTS
  'getAccount', 'getAccountId', 'getAccountPublicKey', 'getBalance', 'getAccountBlockIds', 'getAccountBlocks', 'getBlockchainTransactions',
  // BLOCKS
  'getBlock', 'getBlocks', 'getBlockId', 'getBlockchainStatus', 'getState', 'getECBlock', 'getTime', 'getConstants',
  // TRANSACTIONS and CREATE_TRANSACTION
  'sendMoney', 'getTransaction', 'getTransactionBytes', 'getUnconfirmedTransactions', 'getUnconfirmedTransactionIds', 'getAllWaitingTransactions',
  'broadcastTransaction', 'broadcastTransactions', 'signTransaction', 'parseTransaction', 'calculateFullHash',
  // FORGING
  'startForging', 'stopForging', 'getForging',
  // NETWORK
  'getPeer', 'getPeers', 'getInboundPeers', 'addPeer', 'blacklistPeer', 'dumpPeers', 'getMyInfo',
  // DEBUG
  'popOff', 'generateBlock', 'increaseTime', 'getActorState', 'getStateDigest', 'clearUnconfirmedTransactions', 'setLogging', 'setConfiguration', 'shutdown',
  // UTILS
  'rsConvert', 'longConvert', 'hexConvert', 'hash', 'fullHashToId', 'splitSecret', 'combineSecret',
  // TOKENS
  'generateToken', 'decodeToken',
  // MESSAGES (and UTILS)
  'sendMessage', 'encryptTo', 'decryptFrom',
  'readMessage', 'getPrunableMessage', 'getPrunableMessages', 'getAllPrunableMessages',
  // ACCOUNTS (account info and balance leasing)
  'setAccountInfo', 'leaseBalance', 'getAccountLessors',
  // AE (the totem exchange): writes, then reads
  'issueTotem', 'transferTotem', 'deleteTotem', 'placeAskOrder', 'placeBidOrder', 'cancelAskOrder', 'cancelBidOrder',
  'dividendPayment', 'RequestTotemApproval', 'CastTotemApprovalVote',
  'getTotem', 'getAllTotems', 'getTotemsByIssuer', 'getAccountTotems', 'getTotemAccounts',
  'getAskOrder', 'getBidOrder', 'getAskOrders', 'getBidOrders', 'getAccountCurrentAskOrders', 'getAccountCurrentBidOrders',
  'getExpectedAskOrders', 'getExpectedBidOrders',
  'getTrades', 'getAllTrades', 'getTotemTransfers', 'getTotemDividends', 'GetTotemApprovalStatus',
  // MS (the monetary system): writes, then reads
  'issueCurrency', 'transferCurrency', 'currencyPayment', 'currencyReserveIncrease', 'currencyReserveClaim', 'publishExchangeOffer',
  'currencyBuy', 'currencySell', 'currencyMint', 'deleteCurrency', 'registerMerchant', 'deregisterMerchant',
  'getCurrency', 'getAllCurrencies', 'searchCurrencies', 'getAccountCurrencies', 'getCurrencyAccounts', 'getCurrencyFounders', 'canDeleteCurrency',
  'get-currenciesByIssuer', 'getBuyOffers', 'getSellOffers', 'getExchanges', 'getCurrencyTransfers', 'GetMintingTarget', 'getMerchants', 'getMerchant',
  // PHASING
  'approveTransaction', 'setPhasingOnlyControl', 'setPhasingTotemControl',
  'getPhasingPoll', 'getPhasingPolls', 'getPhasingPollVotes', 'getPhasingPollVote',
  'getAccountPhasedTransactions', 'getVoterPhasedTransactions', 'getLinkedPhasedTransactions', 'getTotemPhasedTransactions', 'getCurrencyPhasedTransactions',
  'getPhasingOnlyControl', 'getAllPhasingOnlyControls', 'getPhasingTotemControl',
  'createPoll', 'castVote', 'getPoll', 'getPolls', 'getPollResult', 'getPollVotes', 'getPollVote',
  // LOANS
  'publishLoanOffer', 'cancelLoanOffer', 'acceptLoan', 'repayLoan', 'getLoan', 'getLoanOffers', 'getAccountLoans',
  // SUBSCRIPTIONS
  'createSubscription', 'cancelSubscription', 'getSubscription', 'getAccountSubscriptions', 'getSubscriptionPayments',
  // SHUFFLING: writes, the shuffler (admin), then reads
  'shufflingCreate', 'shufflingRegister', 'shufflingProcess', 'shufflingVerify', 'shufflingCancel',
  'startShuffler', 'stopShuffler', 'getShufflers',
  'getShuffling', 'getShufflingParticipants', 'getAllShufflings', 'getAccountShufflings', 'getHoldingShufflings', 'getAssignedShufflings',
  // CONTRACTS: writes, reads, the executor
  'uploadContractFile', 'setContractReference', 'deleteContractReference', 'callContract',
  'downloadContractFile', 'getContractReferences', 'verifyContract', 'queryContract', 'getContract', 'getContracts', 'getContractState', 'getContractEvents', 'getContractCall',
  'getContractRunnerStatus',
  // APPLICATIONS
  'registerApplication', 'updateApplication', 'getApplication', 'getApplications',
  // CERTIFICATE, AGENT_ATTESTATION
  'issueCertificate', 'attestAgent', 'revokeCertificate', 'getCertificate', 'getAccountCertificates', 'getIssuedCertificates', 'getAgentCertificates', 'verifyCertificate',
];

describe('buildHandlerTable', () => {
  const table = nodeHandlerTable();

  it('holds exactly the operations of the node, each valid', () => {
    expect(Object.keys(table).sort()).toEqual([...ISSUE_OPERATIONS].sort());
    expect(() => validateTable(table)).not.toThrow();
  });

  it('makes every admin, write and secret-taking operation POST only', () => {
    for (const spec of Object.values(table)) {
      if (spec.requirePassword || spec.tags.includes(ApiTag.CREATE_TRANSACTION)) expect([spec.requestType, spec.requirePost]).toEqual([spec.requestType, true]);
      // getAccountId stays GET (Nxt's): its secret is optional and the description says to POST it.
      const takesSecret = spec.params.some((p) => p.secret) && spec.requestType !== 'getAccountId';
      if (takesSecret) expect([spec.requestType, spec.requirePost]).toEqual([spec.requestType, true]);
    }
  });

  it('follows the spec on popOff and getAllWaitingTransactions flags', () => {
    expect(table['popOff']).toMatchObject({ requirePost: true, requirePassword: true, requireBlockchain: false });
    expect(table['getAllWaitingTransactions']).toMatchObject({ requirePost: false, requirePassword: false, requireBlockchain: false });
  });

  it('follows the spec on the NETWORK operations: addPeer and blacklistPeer POST and admin, the reads GET', () => {
    for (const name of ['addPeer', 'blacklistPeer']) expect(table[name]).toMatchObject({ method: 'POST', requirePost: true, requirePassword: true, tags: [ApiTag.NETWORK] });
    for (const name of ['getPeer', 'getPeers', 'getInboundPeers', 'dumpPeers', 'getMyInfo']) {
      expect(table[name]).toMatchObject({ method: 'GET', requirePost: false, requirePassword: false, requireBlockchain: false, tags: [ApiTag.NETWORK] });
    }
    expect(table['getPeer']!.params).toEqual([expect.objectContaining({ name: 'peer', type: 'string', required: true })]);
  });

  it('marks secret phrases as secret parameters', () => {
    for (const spec of Object.values(table)) {
      for (const p of spec.params) if (p.name === 'secretPhrase') expect([spec.requestType, p.secret]).toEqual([spec.requestType, true]);
    }
  });

  it('docs/api-reference.md is generated from it (npm run docs)', () => {
    const doc = readFileSync(new URL('../../docs/api-reference.md', import.meta.url), 'utf8');
    expect(doc).toBe(renderApiReference(table) + '\n');
  });
});
