// Types of account-address.js (browser JavaScript, served as it is) for the tests that run it
// under Node against the domain code.
export type Recipient = { readonly id: bigint; readonly rs?: undefined } | { readonly rs: string; readonly id?: undefined };
export function encodeRS(id: bigint, prefix: string): string;
export function readU64LE(bytes: Uint8Array, offset: number): bigint;
export function accountIdOf(publicKey: Uint8Array): bigint;
export function parseRecipient(text: string, prefix: string): Recipient | null;
export function isRecipient(id: bigint, recipient: Recipient, prefix: string): boolean;
