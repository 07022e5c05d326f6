// What an invariant check reports (src/sim/invariants.ts runs them; docs/simulation.md,
// "Invariants", gives each rule and its bound).
export interface Violation {
  readonly invariant:
    | 'finality'
    | 'double-spend'
    | 'digest'
    | 'blacklist'
    | 'mailbox'
    // Every admitted transaction is confirmed or removed with a reason within a bound.
    | 'liveness'
    // The common chain grows while a quorum of forging stake is connected.
    | 'growth'
    // Live honest nodes converge within a bound after a heal (the campaign reports it).
    | 'heal'
    // Balances plus the coin capabilities hold equal the genesis supply; no balance is negative.
    | 'supply'
    // A node's cached state records equal its stored ones.
    | 'cache'
    // In a calm network an admitted transaction reaches every live honest node within a bound.
    | 'propagation'
    // A pool holds back of an account's coin exactly what its pending transactions spend.
    | 'reservation';
  readonly detail: string;
}
