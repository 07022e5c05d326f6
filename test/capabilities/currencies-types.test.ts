// The currency type bitmask as a table of allowed and refused combinations (Nxt's consistency
// rules), and `sovereign` derived from the type.
import { describe, expect, it } from '@jest/globals';
import { isSovereign, typeProblem, type TypeShape } from '../../src/capabilities/currencies/currency-type.js';
import { isMintingAlgorithm } from '../../src/capabilities/currencies/minting.js';

const HEIGHT = 10;

/** A shape that fits the type's bits, so only the bits decide. */
function shapeFor(type: number): TypeShape {
  const reservable = (type & 4) !== 0;
  const mintable = (type & 16) !== 0;
  const claimable = (type & 8) !== 0;
  return {
    type,
    initialSupply: claimable ? 0n : 100n,
    reserveSupply: reservable ? 1000n : 0n,
    maxSupply: reservable && !mintable ? 1000n : mintable ? 100_000n : 100n,
    issuanceHeight: reservable ? HEIGHT + 5 : 0,
    minReservePerUnit: reservable ? 10n : 0n,
    minDifficulty: mintable ? 1 : 0,
    maxDifficulty: mintable ? 5 : 0,
    algorithm: mintable ? 2 : 0,
  };
}

const check = (type: number) => typeProblem(shapeFor(type), isMintingAlgorithm, HEIGHT);

describe('currency type bitmask', () => {
  const allowed = [1, 1 | 2, 1 | 4, 4 | 8, 1 | 4 | 8, 1 | 16, 1 | 4 | 16, 1 | 2 | 16, 1 | 2 | 4];
  it.each([...allowed, ...allowed.map((t) => t | 32)])('allows type %i', (type) => {
    expect(check(type)).toBeUndefined();
  });

  const refused: Array<[number, string]> = [
    [0, 'type'],
    [64, 'type'],
    [2, 'type'], // not exchangeable and not claimable
    [16, 'type'], // mintable alone: not exchangeable, not claimable
    [1 | 8, 'type'], // claimable without reservable
    [4 | 8 | 16, 'type'], // claimable and mintable
    [32, 'type'],
  ];
  it.each(refused)('refuses type %i naming %s', (type, param) => {
    expect(check(type)).toMatchObject({ param });
  });

  it('refuses supply fields that contradict the bits', () => {
    expect(typeProblem({ ...shapeFor(1), initialSupply: 50n }, isMintingAlgorithm, HEIGHT)).toMatchObject({ param: 'initialSupplyQNT' });
    expect(typeProblem({ ...shapeFor(1), issuanceHeight: 20 }, isMintingAlgorithm, HEIGHT)).toMatchObject({ param: 'issuanceHeight' });
    expect(typeProblem({ ...shapeFor(1 | 4), issuanceHeight: HEIGHT }, isMintingAlgorithm, HEIGHT)).toMatchObject({ param: 'issuanceHeight' });
    expect(typeProblem({ ...shapeFor(1 | 4), minReservePerUnit: 0n }, isMintingAlgorithm, HEIGHT)).toMatchObject({ param: 'minReservePerUnitMTA' });
    expect(typeProblem({ ...shapeFor(1 | 4), reserveSupply: 100n, initialSupply: 100n }, isMintingAlgorithm, HEIGHT)).toMatchObject({ param: 'reserveSupplyQNT' });
    expect(typeProblem({ ...shapeFor(4 | 8), initialSupply: 1n }, isMintingAlgorithm, HEIGHT)).toMatchObject({ param: 'initialSupplyQNT' });
    expect(typeProblem({ ...shapeFor(1 | 16), algorithm: 4 }, isMintingAlgorithm, HEIGHT)).toMatchObject({ param: 'algorithm' });
    expect(typeProblem({ ...shapeFor(1 | 16), minDifficulty: 6 }, isMintingAlgorithm, HEIGHT)).toMatchObject({ param: 'minDifficulty' });
    expect(typeProblem({ ...shapeFor(1 | 16), maxSupply: 0n, reserveSupply: 0n }, isMintingAlgorithm, HEIGHT)).toMatchObject({ param: 'maxSupplyQNT' });
    expect(typeProblem({ ...shapeFor(1), algorithm: 2 }, isMintingAlgorithm, HEIGHT)).toMatchObject({ param: 'algorithm' });
  });

  it.each([2, 3, 5, 25])('accepts minting algorithm %i', (algorithm) => {
    expect(typeProblem({ ...shapeFor(1 | 16), algorithm }, isMintingAlgorithm, HEIGHT)).toBeUndefined();
  });

  it('is sovereign unless CONTROLLABLE or MINTABLE', () => {
    expect([1, 1 | 4, 4 | 8, 1 | 32].map(isSovereign)).toEqual([true, true, true, true]);
    expect([1 | 2, 1 | 16, 1 | 4 | 16].map(isSovereign)).toEqual([false, false, false]);
  });
});
