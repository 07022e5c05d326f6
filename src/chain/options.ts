// Defaults of the chain services.

export const ChainDefaults = {
  /** Recent Block objects kept parsed (the tip and the ones below it), so forging, retargeting
   * and queries near the tip avoid re-reading and re-parsing block bytes. */
  recentBlocks: 300,
  /** ... and the transactions those blocks may hold together (the tip is always kept): 300 of
   * Nxt's blocks fit; the throughput profile's keep the last few. */
  recentBlockTransactions: 100_000,
  /** Unconfirmed transactions kept at most (Nxt's default). */
  mempoolMaxSize: 2000,
  /** How often expired transactions are dropped from the pool (Nxt: every 20 s). */
  mempoolExpiryIntervalMs: 20_000,
  /** How often the forger checks whether one of its accounts may forge. */
  forgingIntervalMs: 1000,
  /** How long a client of a chain actor waits for an answer. */
  askTimeoutMs: 60_000,
} as const;

/** What a forged block may hold. */
export interface BlockLimits {
  /** Default MAX_TRANSACTIONS_PER_BLOCK. */
  readonly maxTransactions?: number;
  /** Bytes of signed-form transactions; default MAX_PAYLOAD_LENGTH. */
  readonly maxPayloadLength?: number;
}
