// Overflow-checked money arithmetic over the signed 64-bit range. A result outside the range is
// an error, never a wrap-around.
import { MAX_LONG, MIN_LONG, ONE_COIN } from './constants.js';
import { invalidParameter } from './errors.js';

function checked(v: bigint, what: string): bigint {
  if (v > MAX_LONG || v < MIN_LONG) throw invalidParameter(`arithmetic overflow in ${what}`);
  return v;
}

export function addExact(a: bigint, b: bigint): bigint {
  return checked(a + b, 'addition');
}

export function subExact(a: bigint, b: bigint): bigint {
  return checked(a - b, 'subtraction');
}

export function mulExact(a: bigint, b: bigint): bigint {
  return checked(a * b, 'multiplication');
}

/** True when v fits a signed 64-bit long. */
export function isLong(v: bigint): boolean {
  return v >= MIN_LONG && v <= MAX_LONG;
}

const NON_NEGATIVE_DECIMAL = /^[0-9]{1,19}$/;

/** Parses a non-negative decimal amount (MTA) up to MAX_LONG. */
export function parseAmount(s: string, param = 'amount'): bigint {
  if (typeof s !== 'string' || !NON_NEGATIVE_DECIMAL.test(s)) throw invalidParameter('amount must be a non-negative decimal', param);
  const v = BigInt(s);
  if (v > MAX_LONG) throw invalidParameter('amount out of range', param);
  return v;
}

/** Whole coins to MTA (1 coin = 10^8 MTA), range checked. */
export function coinsToMTA(coins: bigint | number): bigint {
  if (typeof coins === 'number' && !Number.isSafeInteger(coins)) throw invalidParameter('coins must be an integer');
  return mulExact(BigInt(coins), ONE_COIN);
}
