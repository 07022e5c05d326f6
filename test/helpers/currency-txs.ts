// Signed transactions of the monetary system for tests that drive a node directly: the
// capability tests, the state-digest generators and the multi-node test.
import type { Node } from '../../src/node.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import type { Transaction } from '../../src/domain/transaction.js';
import type { Attachment } from '../../src/domain/types.js';
import { currencyIssuance, issuanceFeeMTA, type IssuanceAttachment } from '../../src/capabilities/currencies/issuance.js';
import { reserveClaim, reserveIncrease } from '../../src/capabilities/currencies/reserve.js';
import { currencyPayment, currencyTransfer } from '../../src/capabilities/currencies/transfer.js';
import { publishExchangeOffer, type OfferAttachment } from '../../src/capabilities/currencies/offers.js';
import { exchangeBuy, exchangeSell } from '../../src/capabilities/currencies/exchange.js';
import { currencyMinting } from '../../src/capabilities/currencies/mint.js';
import { currencyDeletion } from '../../src/capabilities/currencies/deletion.js';
import { merchantDeregistration, merchantRegistration } from '../../src/capabilities/currencies/merchants.js';
import { EMPTY_ATTACHMENT } from '../../src/domain/tx-types/empty-attachment.js';
import { signedTx } from './signed-tx.js';

export interface CurrencyTxInput {
  readonly from: string;
  readonly timestamp: number;
  readonly ecBlockId: bigint;
  readonly feeMTA?: bigint;
}

type Node_ = Pick<Node, 'registry'>;

function build(node: Node_, type: { type: number; subtype: number }, attachment: Attachment, p: CurrencyTxInput, to = 0n, feeMTA = ONE_COIN): Transaction {
  return signedTx(node, type, attachment, { ...p, to, feeMTA: p.feeMTA ?? feeMTA });
}

export type IssueInput = Partial<Omit<IssuanceAttachment, 'version'>> & { name: string; code: string };

/** A plain exchangeable currency unless the input says otherwise (type 1, supply = max). */
export function issueCurrencyTx(node: Node_, p: CurrencyTxInput, a: IssueInput): Transaction {
  const attachment: IssuanceAttachment = {
    version: 1,
    description: '',
    type: 1,
    initialSupply: a.maxSupply ?? 1_000_000n,
    reserveSupply: 0n,
    maxSupply: 1_000_000n,
    issuanceHeight: 0,
    minReservePerUnit: 0n,
    minDifficulty: 0,
    maxDifficulty: 0,
    algorithm: 0,
    decimals: 2,
    ...a,
  };
  const fee = issuanceFeeMTA(a.code.length);
  return build(node, currencyIssuance, attachment, { ...p, feeMTA: p.feeMTA !== undefined && p.feeMTA > fee ? p.feeMTA : fee });
}

export function transferCurrencyTx(node: Node_, p: CurrencyTxInput, to: bigint, currency: bigint, unitsQNT: bigint): Transaction {
  return build(node, currencyTransfer, { version: 1, currency, unitsQNT } as Attachment, p, to);
}

export function paymentTx(node: Node_, p: CurrencyTxInput, to: bigint, currency: bigint, unitsQNT: bigint): Transaction {
  return build(node, currencyPayment, { version: 1, currency, unitsQNT } as Attachment, p, to);
}

export function reserveIncreaseTx(node: Node_, p: CurrencyTxInput, currency: bigint, amountPerUnitMTA: bigint): Transaction {
  return build(node, reserveIncrease, { version: 1, currency, amountPerUnitMTA } as Attachment, p);
}

export function reserveClaimTx(node: Node_, p: CurrencyTxInput, currency: bigint, unitsQNT: bigint): Transaction {
  return build(node, reserveClaim, { version: 1, currency, unitsQNT } as Attachment, p);
}

export function offerTx(node: Node_, p: CurrencyTxInput, a: Omit<OfferAttachment, 'version'>): Transaction {
  return build(node, publishExchangeOffer, { version: 1, ...a } as Attachment, p);
}

export function exchangeTx(node: Node_, p: CurrencyTxInput, side: 'buy' | 'sell', currency: bigint, rateMTA: bigint, unitsQNT: bigint): Transaction {
  return build(node, side === 'buy' ? exchangeBuy : exchangeSell, { version: 1, currency, rateMTA, unitsQNT } as Attachment, p);
}

export function mintTx(node: Node_, p: CurrencyTxInput, a: { nonce: bigint; currency: bigint; unitsQNT: bigint; counter: bigint }): Transaction {
  return build(node, currencyMinting, { version: 1, ...a } as Attachment, p);
}

export function deleteCurrencyTx(node: Node_, p: CurrencyTxInput, currency: bigint): Transaction {
  return build(node, currencyDeletion, { version: 1, currency } as Attachment, p);
}

export function registerMerchantTx(node: Node_, p: CurrencyTxInput, name: string, description = ''): Transaction {
  return build(node, merchantRegistration, { version: 1, name, description } as Attachment, p);
}

export function deregisterMerchantTx(node: Node_, p: CurrencyTxInput): Transaction {
  return build(node, merchantDeregistration, EMPTY_ATTACHMENT, p);
}
