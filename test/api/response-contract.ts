// The contract of declared responses, shared by the contract test: every answer a test gets is
// validated against the 200 schema the OpenAPI document publishes for its operation (the
// declared schema plus requestProcessingTime, nested $refs resolved in components.schemas), and
// each check is recorded, so the test can prove that every declared operation (and every
// alternative of an anyOf answer) met a real answer.
import { expect } from '@jest/globals';
import { buildOpenApiDocument, operationPath } from '../../src/api/openapi/document.js';
import { validateResponse } from '../../src/api/openapi/response-validator.js';
import type { HandlerTable } from '../../src/api/types.js';
import type { ApiResponse } from './helpers.js';
import { startPeerApiNetwork, type PeerApiNetwork } from './network-fixture.js';

/** The declared operations test/api/response-contract-more.test.ts checks (utilities, offline
 * transaction tools, account histories, the remaining NETWORK and DEBUG operations, shutdown);
 * response-contract.test.ts checks every other declared operation. Between them, every one. */
export const CHECKED_IN_MORE: readonly string[] = [
  'rsConvert', 'longConvert', 'fullHashToId', 'hexConvert', 'hash', 'splitSecret', 'combineSecret',
  'getState', 'getECBlock', 'getAccountBlocks', 'getAccountBlockIds', 'getBlockchainTransactions',
  'getTransactionBytes', 'calculateFullHash', 'parseTransaction', 'signTransaction', 'getAllWaitingTransactions',
  'clearUnconfirmedTransactions', 'setLogging', 'setConfiguration', 'getActorState', 'shutdown',
  'addPeer', 'blacklistPeer', 'dumpPeers', 'getInboundPeers', 'getMyInfo',
  'encryptTo', 'decryptFrom',
  'sendMessage', 'readMessage', 'getPrunableMessage', 'getPrunableMessages', 'getAllPrunableMessages',
];

/** The AE operations (the totem exchange): test/api/response-contract-totems.test.ts checks them. */
export const CHECKED_IN_TOTEMS: readonly string[] = [
  'issueTotem', 'transferTotem', 'deleteTotem', 'placeAskOrder', 'placeBidOrder', 'cancelAskOrder', 'cancelBidOrder',
  'dividendPayment', 'RequestTotemApproval', 'CastTotemApprovalVote',
  'getTotem', 'getAllTotems', 'getTotemsByIssuer', 'getAccountTotems', 'getTotemAccounts',
  'getAskOrder', 'getBidOrder', 'getAskOrders', 'getBidOrders', 'getAccountCurrentAskOrders', 'getAccountCurrentBidOrders',
  'getExpectedAskOrders', 'getExpectedBidOrders', 'getTrades', 'getAllTrades', 'getTotemTransfers', 'getTotemDividends', 'GetTotemApprovalStatus',
];

/** The MS operations (the monetary system): response-contract-currencies.test.ts checks them. */
export const CHECKED_IN_CURRENCIES: readonly string[] = [
  'issueCurrency', 'transferCurrency', 'currencyPayment', 'currencyReserveIncrease', 'currencyReserveClaim', 'publishExchangeOffer',
  'currencyBuy', 'currencySell', 'currencyMint', 'deleteCurrency', 'registerMerchant', 'deregisterMerchant',
  'getCurrency', 'getAllCurrencies', 'searchCurrencies', 'getAccountCurrencies', 'getCurrencyAccounts', 'getCurrencyFounders', 'canDeleteCurrency',
  'get-currenciesByIssuer', 'getBuyOffers', 'getSellOffers', 'getExchanges', 'getCurrencyTransfers', 'GetMintingTarget', 'getMerchants', 'getMerchant',
];

/** The PHASING operations: response-contract-phasing.test.ts checks them. */
export const CHECKED_IN_PHASING: readonly string[] = [
  'approveTransaction', 'setPhasingOnlyControl', 'setPhasingTotemControl',
  'getPhasingPoll', 'getPhasingPolls', 'getPhasingPollVotes', 'getPhasingPollVote',
  'getAccountPhasedTransactions', 'getVoterPhasedTransactions', 'getLinkedPhasedTransactions', 'getTotemPhasedTransactions', 'getCurrencyPhasedTransactions',
  'getPhasingOnlyControl', 'getAllPhasingOnlyControls', 'getPhasingTotemControl',
  'createPoll', 'castVote', 'getPoll', 'getPolls', 'getPollResult', 'getPollVotes', 'getPollVote',
];

export class ResponseContract {
  readonly doc;
  /** requestType -> the labels of the answers checked (e.g. "signed", "unsigned"). */
  readonly checked = new Map<string, Set<string>>();
  /** requestType -> every answer checked. */
  readonly answers = new Map<string, unknown[]>();

  constructor(readonly table: HandlerTable<any>) {
    this.doc = buildOpenApiDocument(table);
  }

  /** The operations that declare a response. */
  declared(): string[] {
    return Object.values(this.table)
      .filter((s) => s.response !== undefined)
      .map((s) => s.requestType)
      .sort();
  }

  /** The published 200 schema of an operation. */
  schemaOf(requestType: string): unknown {
    const item = this.doc.paths[operationPath(requestType)] as Record<string, any>;
    return item['post']['responses']['200']['content']['application/json']['schema'];
  }

  problems(requestType: string, answer: unknown): string[] {
    return validateResponse(answer, this.schemaOf(requestType), { schemas: this.doc.components.schemas });
  }

  /** Expects a 200 answer that fits the operation's declared schema; returns its JSON. */
  check(requestType: string, r: ApiResponse, label = 'default'): Record<string, any> {
    expect({ requestType, label, status: r.status, body: r.status === 200 ? undefined : r.json }).toEqual({ requestType, label, status: 200, body: undefined });
    const spec = this.table[requestType];
    if (spec?.response === undefined) throw new Error(`${requestType} declares no response: nothing to check`);
    expect({ requestType, label, problems: this.problems(requestType, r.json) }).toEqual({ requestType, label, problems: [] });
    let labels = this.checked.get(requestType);
    if (labels === undefined) this.checked.set(requestType, (labels = new Set()));
    labels.add(label);
    this.answers.set(requestType, [...(this.answers.get(requestType) ?? []), r.json]);
    return r.json;
  }

  /** Of `operations`, those declared that got no checked answer, and those not declared at all. */
  unchecked(operations: readonly string[]): { unchecked: string[]; undeclared: string[] } {
    const declared = new Set(this.declared());
    return { unchecked: operations.filter((op) => declared.has(op) && !this.checked.has(op)), undeclared: operations.filter((op) => !declared.has(op)) };
  }

  /** For an operation answering anyOf alternatives: the alternatives no checked answer fit
   * alone (an answer that fits two, an empty list say, proves neither). */
  alternativesUnmet(requestType: string): number[] {
    const schema = this.schemaOf(requestType) as { anyOf?: unknown[] };
    if (schema.anyOf === undefined) return [];
    const met = new Set<number>();
    for (const answer of this.answers.get(requestType) ?? []) {
      const fits = schema.anyOf.flatMap((branch, i) => (validateResponse(answer, branch, { schemas: this.doc.components.schemas }).length === 0 ? [i] : []));
      if (fits.length === 1) met.add(fits[0]!);
    }
    return schema.anyOf.map((_b, i) => i).filter((i) => !met.has(i));
  }

  /** Of `operations`, every anyOf alternative no checked answer fit alone, as "op anyOf[i]". */
  unmetAlternatives(operations: readonly string[]): string[] {
    return operations.flatMap((op) => this.alternativesUnmet(op).map((i) => `${op} anyOf[${i}]`));
  }
}

/** The peer network of the NETWORK operations' contract: `n` nodes A, B, ... offering BLOCKS,
 * A connected to B. */
export async function startContractNetwork(n: number): Promise<PeerApiNetwork> {
  const net = await startPeerApiNetwork(n, (i) => ({ name: String.fromCharCode(65 + i), info: { services: ['BLOCKS'] } }));
  await net.connect(net.nodes[0]!, net.nodes[1]!);
  return net;
}
