// Types of tx-check.js (browser JavaScript, served as it is) for the tests that run it under
// Node against the domain code.
import type { Recipient } from './account-address.js';

export const HEADER_LENGTH: number;
export const SIGNATURE_OFFSET: number;
export const SIGNATURE_LENGTH: number;
export function coinsToMTA(text: string): bigint | null;
export function formatCoins(mta: bigint | string): string;

export interface ExpectedPayment {
  readonly senderPublicKey: Uint8Array;
  readonly recipient: Recipient;
  readonly prefix: string;
  readonly amountMTA: bigint;
  readonly feeMTA: bigint;
  readonly deadline: number;
}
export interface PaymentFields {
  readonly type: number;
  readonly subtype: number;
  readonly version: number;
  readonly timestamp: number;
  readonly deadline: number;
  readonly senderPublicKey: Uint8Array;
  readonly recipientId: bigint;
  readonly amountMTA: bigint;
  readonly feeMTA: bigint;
  readonly flags: number;
  readonly attachmentVersion: number;
}
export function checkUnsignedPayment(unsigned: Uint8Array, expected: ExpectedPayment): { problems: string[]; fields: PaymentFields | null };
export function withSignature(unsigned: Uint8Array, signature: Uint8Array): Uint8Array;
export function transactionIdOf(unsigned: Uint8Array, signature: Uint8Array): string;
