// The numbering of every transaction type the spec needs. Our own table (not Nxt's): type 2
// subtype 4 is the totem approval request as the spec fixes it. It keeps numbers and names only;
// which types are implemented is what the registry built from the registered capabilities knows
// (docs/transaction-types.md is rendered from both).

export interface TransactionTypeNumber {
  readonly type: number;
  readonly subtype: number;
  /** Registry name, also the `version.<attachmentName>` key in JSON. */
  readonly name: string;
  /** API tag (from the spec's tag list) of the capability that brings it; applications have
   * no tag in the spec's list and use APPLICATIONS. */
  readonly tag: string;
}

export const TYPE_PAYMENT = 0;
export const TYPE_MESSAGING = 1;
export const TYPE_TOTEMS = 2;
/** Type 3 (Nxt's digital goods) is reserved and unused. */
export const TYPE_RESERVED_3 = 3;
export const TYPE_ACCOUNT_CONTROL = 4;
export const TYPE_MONETARY_SYSTEM = 5;
export const TYPE_DATA = 6;
export const TYPE_SHUFFLING = 7;
export const TYPE_CONTRACTS = 8;
export const TYPE_CERTIFICATES = 9;
export const TYPE_APPLICATIONS = 10;
export const TYPE_LOANS = 11;
export const TYPE_SUBSCRIPTIONS = 12;

function t(type: number, subtype: number, name: string, tag: string): TransactionTypeNumber {
  return Object.freeze({ type, subtype, name, tag });
}

export const TRANSACTION_TYPE_NUMBERS: readonly TransactionTypeNumber[] = Object.freeze([
  t(0, 0, 'OrdinaryPayment', 'PAYMENTS'),

  t(1, 0, 'ArbitraryMessage', 'MESSAGES'),
  t(1, 1, 'AliasAssignment', 'MESSAGES'),
  t(1, 2, 'PollCreation', 'PHASING'),
  t(1, 3, 'VoteCasting', 'PHASING'),
  // 1/4 reserved (hub announcement)
  t(1, 5, 'AccountInfo', 'ACCOUNTS'),
  t(1, 6, 'AliasSell', 'MESSAGES'),
  t(1, 7, 'AliasBuy', 'MESSAGES'),
  t(1, 8, 'AliasDelete', 'MESSAGES'),
  t(1, 9, 'PhasingVoteCasting', 'PHASING'),
  t(1, 10, 'AccountProperty', 'ACCOUNTS'),
  t(1, 11, 'AccountPropertyDelete', 'ACCOUNTS'),

  t(2, 0, 'TotemIssuance', 'AE'),
  t(2, 1, 'TotemTransfer', 'AE'),
  t(2, 2, 'AskOrderPlacement', 'AE'),
  t(2, 3, 'BidOrderPlacement', 'AE'),
  t(2, 4, 'TotemApprovalRequest', 'AE'),
  t(2, 5, 'AskOrderCancellation', 'AE'),
  t(2, 6, 'BidOrderCancellation', 'AE'),
  t(2, 7, 'DividendPayment', 'AE'),
  t(2, 8, 'TotemDelete', 'AE'),
  t(2, 9, 'TotemIncreaseSupply', 'AE'),
  t(2, 10, 'SetPhasingTotemControl', 'AE'),
  t(2, 11, 'TotemApprovalVote', 'AE'),

  t(4, 0, 'EffectiveBalanceLeasing', 'ACCOUNTS'),
  t(4, 1, 'SetPhasingOnly', 'PHASING'),

  t(5, 0, 'CurrencyIssuance', 'MS'),
  t(5, 1, 'ReserveIncrease', 'MS'),
  t(5, 2, 'ReserveClaim', 'MS'),
  t(5, 3, 'CurrencyTransfer', 'MS'),
  t(5, 4, 'PublishExchangeOffer', 'MS'),
  t(5, 5, 'ExchangeBuy', 'MS'),
  t(5, 6, 'ExchangeSell', 'MS'),
  t(5, 7, 'CurrencyMinting', 'MS'),
  t(5, 8, 'CurrencyDeletion', 'MS'),
  t(5, 9, 'CurrencyPayment', 'MS'),
  t(5, 10, 'MerchantRegistration', 'MS'),
  t(5, 11, 'MerchantDeregistration', 'MS'),

  t(6, 0, 'TaggedDataUpload', 'MESSAGES'),
  t(6, 1, 'TaggedDataExtend', 'MESSAGES'),

  t(7, 0, 'ShufflingCreation', 'SHUFFLING'),
  t(7, 1, 'ShufflingRegistration', 'SHUFFLING'),
  t(7, 2, 'ShufflingProcessing', 'SHUFFLING'),
  t(7, 3, 'ShufflingRecipients', 'SHUFFLING'),
  t(7, 4, 'ShufflingVerification', 'SHUFFLING'),
  t(7, 5, 'ShufflingCancellation', 'SHUFFLING'),

  t(8, 0, 'ContractUpload', 'CONTRACTS'),
  t(8, 1, 'ContractReferenceSet', 'CONTRACTS'),
  t(8, 2, 'ContractCall', 'CONTRACTS'),
  t(8, 3, 'ContractReferenceDelete', 'CONTRACTS'),

  t(9, 0, 'CertificateIssuance', 'CERTIFICATE'),
  t(9, 1, 'CertificateRevocation', 'CERTIFICATE'),
  t(9, 2, 'AgentAttestation', 'AGENT_ATTESTATION'),

  t(10, 0, 'ApplicationRegistration', 'APPLICATIONS'),
  t(10, 1, 'ApplicationUpdate', 'APPLICATIONS'),

  t(11, 0, 'LoanOffer', 'LOANS'),
  t(11, 1, 'LoanAcceptance', 'LOANS'),
  t(11, 2, 'LoanRepayment', 'LOANS'),
  t(11, 3, 'LoanOfferCancellation', 'LOANS'),

  t(12, 0, 'SubscriptionCreation', 'SUBSCRIPTIONS'),
  t(12, 1, 'SubscriptionCancellation', 'SUBSCRIPTIONS'),
]);

/** The numbering entry of a type/subtype pair, if any. */
export function typeNumber(type: number, subtype: number): TransactionTypeNumber | undefined {
  return TRANSACTION_TYPE_NUMBERS.find((n) => n.type === type && n.subtype === subtype);
}

/** The numbering entry of a name, if any. */
export function typeNumberByName(name: string): TransactionTypeNumber | undefined {
  return TRANSACTION_TYPE_NUMBERS.find((n) => n.name === name);
}
