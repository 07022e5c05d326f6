// What the MS read operations share beyond render.ts: the declared schemas of their own entries
// (a holding, a holder, a deletion check, a minting target, an exchange or transfer with its
// currency's info), the includeCurrencyInfo flag, and the parameter specs several reads take.
import type { StateReader } from '../../../domain/state/state.js';
import { currencyOf } from '../../../capabilities/currencies/queries.js';
import { anyOf, arrayOf, bool, extend, hexBytes, int, object, oneOfStrings, R, str } from '../../response-schema.js';
import type { ParamSpec } from '../../types.js';
import { CURRENCY_SUMMARY_SCHEMA, EXCHANGE_SCHEMA, TRANSFER_SCHEMA } from './render.js';

export const INCLUDE_COUNTS = {
  name: 'includeCounts',
  type: 'boolean',
  default: false,
  description: 'Add numberOfAccounts, numberOfTransfers, numberOfPayments and numberOfExchanges to each currency.',
} as const satisfies ParamSpec;

export const INCLUDE_CURRENCY_INFO = {
  name: 'includeCurrencyInfo',
  type: 'boolean',
  default: false,
  description: "Add the currency's name, code and decimals to each entry (left out for a currency that no longer exists).",
} as const satisfies ParamSpec;

export const CURRENCY_FIELDS =
  'the Currency object as getCurrency gives it (currency, issuer/issuerRS, account/accountRS, name, code, description, type, types, sovereign, decimals, initialSupplyQNT, currentSupplyQNT, maxSupplyQNT, reserveSupplyQNT, issuanceHeight, active, minReservePerUnitMTA, currentReservePerUnitMTA, minDifficulty, maxDifficulty, algorithm, algorithmName when MINTABLE, height)';

/** The currency's name, code and decimals (includeCurrencyInfo); nothing once it is deleted. */
export function currencyInfo(state: StateReader, currency: bigint): Record<string, unknown> {
  const c = currencyOf(state, currency);
  return c === undefined ? {} : { name: c.name, code: c.code, decimals: c.decimals };
}

const INFO = {
  name: str("The currency's name (includeCurrencyInfo)."),
  code: str("The currency's code (includeCurrencyInfo)."),
  decimals: int("The currency's decimals (includeCurrencyInfo).", 0),
};

export const EXCHANGE_WITH_INFO_SCHEMA = extend(EXCHANGE_SCHEMA, {}, INFO);
export const TRANSFER_WITH_INFO_SCHEMA = extend(TRANSFER_SCHEMA, {}, INFO);

export const ACCOUNT_CURRENCY_SCHEMA = object(
  {
    account: R.id,
    accountRS: R.accountRS,
    currency: R.id,
    code: str("The currency's code."),
    name: str("The currency's name."),
    decimals: int("The currency's decimals.", 0),
    unitsQNT: { ...R.amount, description: 'Units the account holds in committed state (units in its own exchange offers excluded).' },
    unconfirmedUnitsQNT: { ...R.amount, description: 'Units left once its unconfirmed transactions have taken theirs (the mempool\'s pending state).' },
    issuanceHeight: int("The currency's issuance height (0: active at once).", 0),
    type: int("The currency's type bitmask.", 1),
  },
  {},
  { description: 'A holding of a currency.' },
);

export const CURRENCY_ACCOUNT_SCHEMA = object(
  {
    account: R.id,
    accountRS: R.accountRS,
    currency: R.id,
    unitsQNT: { ...R.amount, description: 'Units the account holds (units in its own exchange offers excluded).' },
  },
  {},
  { description: 'A holder of the currency.' },
);

export const CAN_DELETE_SCHEMA = object(
  { canDelete: bool('Whether a deletion of the currency by the account would be accepted in the next block.') },
  { reason: str('Why not (present only when canDelete is false).') },
  { description: 'Whether the account may delete the currency.' },
);

export const BY_ISSUER_SCHEMA = object({
  currencies: arrayOf(arrayOf(CURRENCY_SUMMARY_SCHEMA, "One requested account's currencies, newest issuance first."), 'One inner array per requested account, in request order.'),
});

export const MINTING_TARGET_SCHEMA = object(
  {
    currency: R.id,
    account: R.id,
    accountRS: R.accountRS,
    unitsQNT: { ...R.amount, description: 'The units of the mint the target is for.' },
    targetBytes: hexBytes(32, 'The target as 32 bytes, little-endian: a proof is valid when its hash, read little-endian, is at or below it.'),
    target: { ...R.decimal, description: 'The same target in decimal.' },
    difficulty: { ...R.decimal, description: '(2^256 - 1) / target: about how many hashes a proof takes.' },
    counter: anyOf(int('The counter the next mint of this account must use: one above the last it used in a block.', 1), { ...R.decimal, description: 'The same, as a decimal string, past 2^53 - 1.' }),
    algorithm: int("The currency's algorithm: 2 SHA256, 3 SHA3_256, 5 SCRYPT, 25 KECCAK256.", 1),
    algorithmName: oneOfStrings(['SHA256', 'SHA3_256', 'SCRYPT', 'KECCAK256'], "The algorithm's name."),
  },
  {},
  { description: 'The minting target of a mint at the current supply.' },
);
