// What index.html checks before it signs: the node builds the payment (it knows the time and the
// economic clustering block), but the page signs only bytes that say what the user asked. The
// byte layout is the one of src/domain/transaction.ts (a test parses the node's own bytes with
// this file): a 176-byte header, the attachment version, the attachment, the appendices.
// Also coin amounts as text <-> MTA (bigint: never a float for money) and the transaction id of
// signed bytes.
import { sha256 } from '@noble/hashes/sha2.js';
import { isRecipient, readU64LE } from './account-address.js';

export const HEADER_LENGTH = 176;
export const SIGNATURE_OFFSET = 96;
export const SIGNATURE_LENGTH = 64;
const MTA_PER_COIN = 100_000_000n;
const MAX_LONG = (1n << 63n) - 1n;

/** "1.5" coins -> 150000000n MTA. Refuses signs, exponents, more than 8 decimals, and amounts
 * beyond a signed 64-bit MTA value; null for anything that is not such an amount. */
export function coinsToMTA(text) {
  const m = /^\s*([0-9]+)(?:\.([0-9]{0,8}))?\s*$/.exec(text);
  if (m === null) return null;
  const mta = BigInt(m[1]) * MTA_PER_COIN + BigInt((m[2] ?? '').padEnd(8, '0'));
  return mta <= MAX_LONG ? mta : null;
}

/** 150000000n (or "150000000") MTA -> "1.5" coins, exact. */
export function formatCoins(mta) {
  const v = BigInt(mta);
  const sign = v < 0n ? '-' : '';
  const abs = v < 0n ? -v : v;
  const frac = (abs % MTA_PER_COIN).toString().padStart(8, '0').replace(/0+$/, '');
  return `${sign}${abs / MTA_PER_COIN}${frac === '' ? '' : `.${frac}`}`;
}

function readI64LE(bytes, offset) {
  const u = readU64LE(bytes, offset);
  return u > MAX_LONG ? u - (1n << 64n) : u;
}

const allZero = (bytes, from, to) => bytes.subarray(from, to).every((b) => b === 0);
const equalBytes = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Checks that `unsigned` is an ordinary payment (type 0, subtype 0) from `senderPublicKey` to
 * `recipient` (from parseRecipient) of exactly `amountMTA` with fee `feeMTA` and `deadline`
 * minutes, with no referenced transaction, no appendix (no message, no key announcement), an
 * empty attachment and a zero signature: nothing the user did not ask for. Returns the problems
 * found (empty when the bytes may be signed) and the fields read.
 */
export function checkUnsignedPayment(unsigned, expected) {
  const problems = [];
  if (!(unsigned instanceof Uint8Array) || unsigned.length < HEADER_LENGTH + 1) {
    return { problems: ['the bytes are too short for a transaction'], fields: null };
  }
  const view = new DataView(unsigned.buffer, unsigned.byteOffset, unsigned.byteLength);
  const fields = {
    type: unsigned[0],
    subtype: unsigned[1] & 0x0f,
    version: unsigned[1] >> 4,
    timestamp: view.getInt32(2, true),
    deadline: view.getInt16(6, true),
    senderPublicKey: unsigned.slice(8, 40),
    recipientId: readU64LE(unsigned, 40),
    amountMTA: readI64LE(unsigned, 48),
    feeMTA: readI64LE(unsigned, 56),
    flags: view.getUint32(160, true),
    attachmentVersion: unsigned[HEADER_LENGTH],
  };
  if (fields.type !== 0 || fields.subtype !== 0) problems.push(`type ${fields.type}/${fields.subtype} is not an ordinary payment`);
  if (!equalBytes(fields.senderPublicKey, expected.senderPublicKey)) problems.push('the sender is not the key of this secret phrase');
  if (!isRecipient(fields.recipientId, expected.recipient, expected.prefix)) problems.push(`the recipient is account ${fields.recipientId}, not the one asked for`);
  if (fields.amountMTA !== expected.amountMTA) problems.push(`the amount is ${fields.amountMTA} MTA, not ${expected.amountMTA}`);
  if (fields.feeMTA !== expected.feeMTA) problems.push(`the fee is ${fields.feeMTA} MTA, not ${expected.feeMTA}`);
  if (fields.deadline !== expected.deadline) problems.push(`the deadline is ${fields.deadline} minutes, not ${expected.deadline}`);
  if (!allZero(unsigned, 64, SIGNATURE_OFFSET)) problems.push('it references another transaction');
  if (!allZero(unsigned, SIGNATURE_OFFSET, SIGNATURE_OFFSET + SIGNATURE_LENGTH)) problems.push('it is already signed');
  if (fields.flags !== 0) problems.push('it carries appendices (a message or a key announcement) not asked for');
  if (fields.attachmentVersion !== 0 || unsigned.length !== HEADER_LENGTH + 1) problems.push('its attachment is not the empty payment attachment');
  return { problems, fields };
}

/** The signed bytes: the unsigned ones with the signature in its place. */
export function withSignature(unsigned, signature) {
  if (signature.length !== SIGNATURE_LENGTH) throw new Error('a signature is 64 bytes');
  const signed = unsigned.slice();
  signed.set(signature, SIGNATURE_OFFSET);
  return signed;
}

/** Transaction id (unsigned decimal) of signed bytes: the first 8 bytes, little-endian, of
 * fullHash = SHA-256(unsigned bytes || SHA-256(signature)). */
export function transactionIdOf(unsigned, signature) {
  const joined = new Uint8Array(unsigned.length + 32);
  joined.set(unsigned, 0);
  joined.set(sha256(signature), unsigned.length);
  return readU64LE(sha256(joined), 0).toString();
}
