// JSON forms of the monetary system's records (Currency, the issuer listing's subset, exchange
// offer, exchange, transfer, founder, merchant) and their declared response schemas. Amounts are
// decimal strings, ids unsigned decimals, every account with its RS address.
import type { CommittedState } from '../../../domain/state/state.js';
import { idToString } from '../../../domain/ids.js';
import type { Currency, CurrencyTransfer, Exchange, Founder, Merchant, Offer } from '../../../capabilities/currencies/records.js';
import { currencyOf, currencyHolders, numberOfExchanges, transferCounts } from '../../../capabilities/currencies/queries.js';
import { isSovereign, typeNames, TYPE_BIT_NAMES } from '../../../capabilities/currencies/currency-type.js';
import { algorithmName, isMintingAlgorithm } from '../../../capabilities/currencies/minting.js';
import { UNKNOWN_CURRENCY } from '../../../capabilities/currencies/checks.js';
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode } from '../../errors.js';
import { arrayOf, bool, int, NON_NEGATIVE, object, oneOfStrings, R, str } from '../../response-schema.js';
import { accountFields } from '../accounts/account-extras.js';

/** errorCode 7 naming the parameter, errorName UNKNOWN_CURRENCY. */
export function unknownCurrency(param = 'currency'): ApiError {
  return new ApiError(ApiErrorCode.INVALID_PARAMETER, 'Unknown currency', { param, errorName: UNKNOWN_CURRENCY });
}

export function requireCurrency(ctx: Pick<NodeApiContext, 'state'>, currency: bigint, param = 'currency'): Currency {
  const found = currencyOf(ctx.state, currency);
  if (found === undefined) throw unknownCurrency(param);
  return found;
}

/** The tip height (whether a currency is active yet). */
export async function tipHeight(ctx: Pick<NodeApiContext, 'blockchain'>): Promise<number> {
  return (await ctx.blockchain.status()).height;
}

/** The Currency object; `height` is the tip's (for `active`). */
export async function renderCurrency(state: CommittedState, height: number, id: bigint, c: Currency, includeCounts = false): Promise<Record<string, unknown>> {
  return {
    currency: idToString(id),
    ...accountFields('issuer', c.issuer),
    ...accountFields('account', c.issuer),
    name: c.name,
    code: c.code,
    description: c.description,
    type: c.type,
    types: typeNames(c.type),
    sovereign: isSovereign(c.type),
    decimals: c.decimals,
    initialSupplyQNT: c.initialSupply.toString(),
    currentSupplyQNT: c.currentSupply.toString(),
    maxSupplyQNT: c.maxSupply.toString(),
    reserveSupplyQNT: c.reserveSupply.toString(),
    issuanceHeight: c.issuanceHeight,
    active: c.issuanceHeight <= height,
    minReservePerUnitMTA: c.minReservePerUnit.toString(),
    currentReservePerUnitMTA: c.currentReservePerUnit.toString(),
    minDifficulty: c.minDifficulty,
    maxDifficulty: c.maxDifficulty,
    algorithm: c.algorithm,
    ...(isMintingAlgorithm(c.algorithm) ? { algorithmName: algorithmName(c.algorithm) } : {}),
    height: c.height,
    ...(includeCounts
      ? { numberOfAccounts: currencyHolders(state, id).length, ...(await transferCounts(state, id)), numberOfExchanges: await numberOfExchanges(state, id) }
      : {}),
  };
}

/** The issuer listing's entry (get-currenciesByIssuer): the spec's subset, and the counts. */
export async function renderCurrencySummary(state: CommittedState, id: bigint, c: Currency, includeCounts: boolean): Promise<Record<string, unknown>> {
  return {
    currency: idToString(id),
    issuer: idToString(c.issuer),
    name: c.name,
    code: c.code,
    type: c.type,
    currentSupplyQNT: c.currentSupply.toString(),
    maxSupplyQNT: c.maxSupply.toString(),
    ...(includeCounts ? await transferCounts(state, id) : {}),
  };
}

export type OfferSide = 'buy' | 'sell';

/** One side of an offer as the spec's Currency offer: `totem` is the holding the price is paid
 * in ("0": the coin); quantityQNT the side's supply; priceQNTPerShare its rate (MTA per QNT). */
export async function renderOffer(ctx: Pick<NodeApiContext, 'blockchain'>, id: bigint, o: Offer, side: OfferSide): Promise<Record<string, unknown>> {
  const located = await ctx.blockchain.getTransaction({ id });
  return {
    order: idToString(id),
    orderFullHash: located === undefined ? '' : Buffer.from(located.transaction.fullHash).toString('hex'),
    totem: '0',
    ...accountFields('account', o.account),
    quantityQNT: (side === 'buy' ? o.buySupply : o.sellSupply).toString(),
    limitQNT: (side === 'buy' ? o.buyLimit : o.sellLimit).toString(),
    currency: idToString(o.currency),
    priceQNTPerShare: (side === 'buy' ? o.buyRate : o.sellRate).toString(),
    expirationHeight: o.expirationHeight,
    height: o.height,
    transactionIndex: located?.location.index ?? 0,
    transactionHeight: o.height,
    type: side === 'buy' ? 'bid' : 'ask',
  };
}

export async function renderExchange(ctx: Pick<NodeApiContext, 'blockchain'>, e: Exchange): Promise<Record<string, unknown>> {
  return {
    transaction: idToString(e.transaction),
    offer: idToString(e.offer),
    currency: idToString(e.currency),
    ...accountFields('seller', e.seller),
    ...accountFields('buyer', e.buyer),
    unitsQNT: e.units.toString(),
    rateMTA: e.rate.toString(),
    amountMTA: (e.units * e.rate).toString(),
    side: e.side,
    height: e.height,
    block: idToString((await ctx.blockchain.getBlockIdAtHeight(e.height)) ?? 0n),
    timestamp: e.timestamp,
  };
}

export function renderTransfer(id: bigint, t: CurrencyTransfer): Record<string, unknown> {
  return {
    transfer: idToString(id),
    currency: idToString(t.currency),
    ...accountFields('sender', t.sender),
    ...accountFields('recipient', t.recipient),
    unitsQNT: t.units.toString(),
    payment: t.payment,
    height: t.height,
    timestamp: t.timestamp,
  };
}

export function renderFounder(f: Founder, c: Currency): Record<string, unknown> {
  return {
    currency: idToString(f.currency),
    ...accountFields('account', f.account),
    amountPerUnitMTA: f.amountPerUnit.toString(),
    amountMTA: (f.amountPerUnit * c.reserveSupply).toString(),
    height: f.height,
  };
}

export function renderMerchant(account: bigint, m: Merchant): Record<string, unknown> {
  return { ...accountFields('account', account), name: m.name, description: m.description, height: m.height };
}

const qnt = (description: string) => ({ ...R.amount, description });
const mta = (description: string) => ({ ...R.amount, description });

export const CURRENCY_SCHEMA = object(
  {
    currency: R.id,
    issuer: R.id,
    issuerRS: R.accountRS,
    account: R.id,
    accountRS: R.accountRS,
    name: str('3..10 letters.'),
    code: str('3..5 capital letters.'),
    description: str('Up to 1000 bytes.'),
    type: int('The type bitmask: 1 EXCHANGEABLE, 2 CONTROLLABLE, 4 RESERVABLE, 8 CLAIMABLE, 16 MINTABLE, 32 NON_SHUFFLEABLE.', 1),
    types: arrayOf(oneOfStrings(TYPE_BIT_NAMES.map(([, n]) => n)), 'The names of the type\'s bits.'),
    sovereign: bool('No issuer privilege remains: neither CONTROLLABLE nor MINTABLE (docs/currencies.md).'),
    decimals: int('Decimal places of the QNT unit (0..8).', 0),
    initialSupplyQNT: qnt('Units the issuer received at issuance.'),
    currentSupplyQNT: qnt('Units in existence now.'),
    maxSupplyQNT: qnt('The most units there can ever be.'),
    reserveSupplyQNT: qnt('RESERVABLE: the supply once active (0 otherwise).'),
    issuanceHeight: int('RESERVABLE: the height it becomes active at (0: active at once).', 0),
    active: bool('Whether the issuance height has been reached.'),
    minReservePerUnitMTA: mta('RESERVABLE: the pledge per unit crowdfunding must reach.'),
    currentReservePerUnitMTA: mta('RESERVABLE: the pledge per unit so far; CLAIMABLE: the coin behind each unit.'),
    minDifficulty: int('MINTABLE: the difficulty (leading zero bits) of the first mint.', 0),
    maxDifficulty: int('MINTABLE: the difficulty once the whole supply is minted.', 0),
    algorithm: int('MINTABLE: 2 SHA256, 3 SHA3_256, 5 SCRYPT, 25 KECCAK256 (0 otherwise).', 0),
    height: int('Height of the issuance.', 0),
  },
  {
    algorithmName: oneOfStrings(['SHA256', 'SHA3_256', 'SCRYPT', 'KECCAK256'], 'MINTABLE: the algorithm\'s name.'),
    numberOfAccounts: int('Accounts holding units (includeCounts).', 0),
    numberOfTransfers: int('Transfers (includeCounts).', 0),
    numberOfPayments: int('Merchant payments (includeCounts).', 0),
    numberOfExchanges: int('Exchanges against offers (includeCounts).', 0),
  },
  { description: 'A currency.' },
);

export const CURRENCY_SUMMARY_SCHEMA = object(
  {
    currency: R.id,
    issuer: R.id,
    name: str('The name.'),
    code: str('The code.'),
    type: int('The type bitmask.', 1),
    currentSupplyQNT: R.amount,
    maxSupplyQNT: R.amount,
  },
  { numberOfTransfers: int('Transfers (includeCounts).', 0), numberOfPayments: int('Merchant payments (includeCounts).', 0) },
  { description: 'A currency as the issuer listing shows it.' },
);

export const OFFER_SCHEMA = object(
  {
    order: R.id,
    orderFullHash: R.hash,
    totem: oneOfStrings(['0'], 'The holding the price is paid in: "0", the coin.'),
    account: R.id,
    accountRS: R.accountRS,
    quantityQNT: qnt('Units this side offers now (its supply).'),
    limitQNT: qnt('Units this side may still trade in all.'),
    currency: R.id,
    priceQNTPerShare: mta('The side\'s rate: MTA (the coin\'s QNT) per QNT of the currency.'),
    expirationHeight: int('The offer is removed at the start of the block at this height.', 0),
    height: int('Height of the publishing block.', 0),
    transactionIndex: int('Index of the publishing transaction in its block.', 0),
    transactionHeight: int('Height of the publishing transaction.', 0),
    type: oneOfStrings(['bid', 'ask'], 'bid: the buy side; ask: the sell side.'),
  },
  {},
  { description: 'One side of an exchange offer.' },
);

export const EXCHANGE_SCHEMA = object(
  {
    transaction: R.id,
    offer: R.id,
    currency: R.id,
    seller: R.id,
    sellerRS: R.accountRS,
    buyer: R.id,
    buyerRS: R.accountRS,
    unitsQNT: R.amount,
    rateMTA: mta('The offer\'s rate.'),
    amountMTA: mta('unitsQNT x rateMTA.'),
    side: oneOfStrings(['buy', 'sell'], 'buy: a currencyBuy took a sell side; sell: a currencySell took a buy side.'),
    height: NON_NEGATIVE,
    block: R.id,
    timestamp: NON_NEGATIVE,
  },
  {},
  { description: 'An exchange: one fill of a currencyBuy or currencySell against an offer.' },
);

export const TRANSFER_SCHEMA = object(
  {
    transfer: R.id,
    currency: R.id,
    sender: R.id,
    senderRS: R.accountRS,
    recipient: R.id,
    recipientRS: R.accountRS,
    unitsQNT: R.amount,
    payment: bool('A merchant payment (currencyPayment) rather than a transfer.'),
    height: NON_NEGATIVE,
    timestamp: NON_NEGATIVE,
  },
  {},
  { description: 'A currency transfer or merchant payment.' },
);

export const FOUNDER_SCHEMA = object(
  {
    currency: R.id,
    account: R.id,
    accountRS: R.accountRS,
    amountPerUnitMTA: mta('Pledged per unit of the reserve supply.'),
    amountMTA: mta('Pledged in all (amountPerUnitMTA x reserveSupplyQNT).'),
    height: int('Height of the founder\'s first pledge.', 0),
  },
  {},
  { description: 'A founder of a crowdfunded currency.' },
);

export const MERCHANT_SCHEMA = object(
  { account: R.id, accountRS: R.accountRS, name: str('The merchant\'s name.'), description: str('Its description.'), height: int('Height of its registration.', 0) },
  {},
  { description: 'A registered merchant.' },
);

export const listOf = (name: string, items: ReturnType<typeof object>, description: string) => object({ [name]: arrayOf(items, description) });
