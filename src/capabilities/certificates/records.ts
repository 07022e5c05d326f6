// The records of certificates (plain immutable shapes; tables.ts has the codec and indexes).
// docs/certificates.md.

/** A claim: key and value, UTF-8 strings. Held sorted by key (canonical order). */
export type Claim = readonly [string, string];

/** One certificate, keyed by the id of the transaction that issued it. */
export interface Certificate {
  readonly issuer: bigint;
  /** The subject account (the issuing transaction's recipient). */
  readonly subject: bigint;
  readonly type: string;
  readonly name: string;
  /** Sorted by key (canonical order). */
  readonly claims: readonly Claim[];
  /** The issuing transaction's timestamp (epoch seconds). */
  readonly timestamp: number;
  /** 0: never expires; otherwise above timestamp. */
  readonly expirationTimestamp: number;
  /** The issuer's Ed25519 signature (64 bytes) over the canonical content. */
  readonly signature: Uint8Array;
  /** Height of the issuing block. */
  readonly height: number;
  /** The revoking transaction's id (0: not revoked). */
  readonly revocation: bigint;
  /** Height of the revoking block (0: not revoked). */
  readonly revokedHeight: number;
}

export const isRevoked = (c: Certificate): boolean => c.revocation !== 0n;

/** Not revoked and not expired at `tipTimestamp` (the last block's timestamp). */
export const isActive = (c: Certificate, tipTimestamp: number): boolean =>
  !isRevoked(c) && (c.expirationTimestamp === 0 || tipTimestamp < c.expirationTimestamp);
