// The currency type: a bitmask saying what may be done with a currency, and Nxt's consistency
// rules between its bits and the issuance's other fields (docs/currencies.md, "Types").
//
// Valid base shapes: 1 (plain, fixed supply), 1|2 (controlled), 1|4 (crowdfunded), 4|8 or
// 1|4|8 (claimable, reserve-backed), 1|16 or 1|4|16 (mintable); any of them may add 32.
export enum CurrencyTypeBit {
  EXCHANGEABLE = 0x01,
  CONTROLLABLE = 0x02,
  RESERVABLE = 0x04,
  CLAIMABLE = 0x08,
  MINTABLE = 0x10,
  NON_SHUFFLEABLE = 0x20,
}

export const ALL_TYPE_BITS = 0x3f;

export const TYPE_BIT_NAMES: ReadonlyArray<readonly [CurrencyTypeBit, string]> = Object.freeze([
  [CurrencyTypeBit.EXCHANGEABLE, 'EXCHANGEABLE'],
  [CurrencyTypeBit.CONTROLLABLE, 'CONTROLLABLE'],
  [CurrencyTypeBit.RESERVABLE, 'RESERVABLE'],
  [CurrencyTypeBit.CLAIMABLE, 'CLAIMABLE'],
  [CurrencyTypeBit.MINTABLE, 'MINTABLE'],
  [CurrencyTypeBit.NON_SHUFFLEABLE, 'NON_SHUFFLEABLE'],
]);

export function hasBit(type: number, bit: CurrencyTypeBit): boolean {
  return (type & bit) !== 0;
}

/** The names of a type's bits, in bit order. */
export function typeNames(type: number): string[] {
  return TYPE_BIT_NAMES.filter(([bit]) => hasBit(type, bit)).map(([, name]) => name);
}

/** What the type rules read of an issuance. */
export interface TypeShape {
  readonly type: number;
  readonly initialSupply: bigint;
  readonly reserveSupply: bigint;
  readonly maxSupply: bigint;
  readonly issuanceHeight: number;
  readonly minReservePerUnit: bigint;
  readonly minDifficulty: number;
  readonly maxDifficulty: number;
  readonly algorithm: number;
}

export interface TypeProblem {
  readonly param: string;
  readonly description: string;
}

const problem = (param: string, description: string): TypeProblem => ({ param, description });

/** Why the bits contradict each other or the supply fields (undefined when consistent).
 * `isAlgorithm` says which minting algorithm codes exist; `height` is the height the issuance
 * is validated at (a reservable currency must become active later). */
export function typeProblem(s: TypeShape, isAlgorithm: (code: number) => boolean, height: number): TypeProblem | undefined {
  const t = s.type;
  if (!Number.isInteger(t) || t <= 0 || (t & ~ALL_TYPE_BITS) !== 0) return problem('type', `type must be a non-empty combination of the bits 1, 2, 4, 8, 16, 32 (got ${t})`);
  const exchangeable = hasBit(t, CurrencyTypeBit.EXCHANGEABLE);
  const reservable = hasBit(t, CurrencyTypeBit.RESERVABLE);
  const claimable = hasBit(t, CurrencyTypeBit.CLAIMABLE);
  const mintable = hasBit(t, CurrencyTypeBit.MINTABLE);
  if (!exchangeable && !claimable) return problem('type', 'a currency that is not EXCHANGEABLE must be CLAIMABLE');
  if (claimable) {
    if (!reservable) return problem('type', 'CLAIMABLE requires RESERVABLE');
    if (mintable) return problem('type', 'CLAIMABLE and MINTABLE cannot be combined');
    if (s.initialSupply !== 0n) return problem('initialSupplyQNT', 'a CLAIMABLE currency starts with an initial supply of 0');
  }
  if (reservable) {
    if (s.issuanceHeight <= height) return problem('issuanceHeight', `a RESERVABLE currency needs an issuanceHeight above ${height}, the height of the block that would include the issuance`);
    if (s.minReservePerUnit <= 0n) return problem('minReservePerUnitMTA', 'a RESERVABLE currency needs a positive minReservePerUnitMTA');
    if (s.minReservePerUnit * s.reserveSupply > 10n ** 17n) return problem('minReservePerUnitMTA', 'minReservePerUnitMTA x reserveSupplyQNT is above the maximum balance');
    if (s.reserveSupply <= s.initialSupply) return problem('reserveSupplyQNT', 'a RESERVABLE currency needs reserveSupplyQNT above initialSupplyQNT');
    if (!mintable && s.reserveSupply !== s.maxSupply) return problem('reserveSupplyQNT', 'a RESERVABLE currency that is not MINTABLE has reserveSupplyQNT equal to maxSupplyQNT');
  } else {
    if (s.issuanceHeight !== 0) return problem('issuanceHeight', 'only a RESERVABLE currency takes an issuanceHeight');
    if (s.minReservePerUnit !== 0n) return problem('minReservePerUnitMTA', 'only a RESERVABLE currency takes a minReservePerUnitMTA');
    if (s.reserveSupply !== 0n) return problem('reserveSupplyQNT', 'only a RESERVABLE currency takes a reserveSupplyQNT');
    if (!mintable && s.initialSupply !== s.maxSupply) return problem('initialSupplyQNT', 'a currency that is neither RESERVABLE nor MINTABLE has initialSupplyQNT equal to maxSupplyQNT');
  }
  if (mintable) {
    if (!isAlgorithm(s.algorithm)) return problem('algorithm', `algorithm must be a minting algorithm code (got ${s.algorithm})`);
    if (s.minDifficulty < 1 || s.maxDifficulty > 255 || s.minDifficulty > s.maxDifficulty) return problem('minDifficulty', 'difficulties must satisfy 1 <= minDifficulty <= maxDifficulty <= 255');
    if (s.maxSupply <= s.reserveSupply) return problem('maxSupplyQNT', 'a MINTABLE currency needs maxSupplyQNT above reserveSupplyQNT');
  } else if (s.algorithm !== 0 || s.minDifficulty !== 0 || s.maxDifficulty !== 0) {
    return problem('algorithm', 'only a MINTABLE currency takes an algorithm and difficulties');
  }
  return undefined;
}

/** A currency whose issuer keeps no privilege over its holders: none of CONTROLLABLE (the issuer
 * is the hub of every transfer) and MINTABLE (the issuer alone creates units) is set. Derived
 * from the type, never stored (docs/currencies.md, "sovereign"). */
export function isSovereign(type: number): boolean {
  return !hasBit(type, CurrencyTypeBit.CONTROLLABLE) && !hasBit(type, CurrencyTypeBit.MINTABLE);
}
