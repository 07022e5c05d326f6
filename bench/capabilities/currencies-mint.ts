// Currency minting bench: the check a node makes of every mint's proof (build the 40-byte input
// from the five values, hash it with the currency's algorithm, compare against the target's
// bytes precomputed once per block) against the bare @noble/hashes function over 40 prebuilt
// bytes, for each of the four algorithms. Both lanes cycle through the same number of distinct
// inputs and run in alternating rounds, so load from elsewhere on the machine hits both alike;
// the figures are the median round of each.
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256, sha3_256 } from '@noble/hashes/sha3.js';
import { scrypt } from '@noble/hashes/scrypt.js';
import {
  MINTING_ALGORITHMS,
  MintingAlgorithm,
  algorithmName,
  mintingHashInput,
  mintingTarget,
  proofMeetsTarget,
  targetBytes,
  type MintingProof,
} from '../../src/capabilities/currencies/minting.js';
import type { BenchRow } from '../lib/report.js';
import { collectGarbage, median, nowNs } from '../lib/timer.js';

const ROUNDS = 9;
/** Distinct proofs (and raw inputs) each lane cycles through. */
const DISTINCT = 1024;

interface Lane {
  readonly raw: (input: Uint8Array) => Uint8Array;
  readonly rawLabel: string;
  /** Checks per round (~0.1 s each). */
  readonly perRound: number;
}

const LANES: Readonly<Record<MintingAlgorithm, Lane>> = {
  [MintingAlgorithm.SHA256]: { raw: (i) => sha256(i), rawLabel: 'sha256', perRound: 100_000 },
  [MintingAlgorithm.SHA3_256]: { raw: (i) => sha3_256(i), rawLabel: 'sha3_256', perRound: 20_000 },
  [MintingAlgorithm.SCRYPT]: { raw: (i) => scrypt(i, i, { N: 1024, r: 1, p: 1, dkLen: 32 }), rawLabel: 'scrypt(N=1024, r=1, p=1, dkLen=32)', perRound: 200 },
  [MintingAlgorithm.KECCAK256]: { raw: (i) => keccak_256(i), rawLabel: 'keccak_256', perRound: 20_000 },
};

/** A target a real currency has early on (difficulty 16 to 64, a quarter minted), for 10 units:
 * what a node compares against; almost every hash misses on its first byte. */
const TARGET_LE = targetBytes(mintingTarget({ minDifficulty: 16, maxDifficulty: 64, currentSupply: 250_000n, reserveSupply: 0n, maxSupply: 1_000_000n }, 10n));

function proofs(): MintingProof[] {
  return Array.from({ length: DISTINCT }, (_, i) => ({
    nonce: BigInt.asIntN(64, 0x9e3779b97f4a7c15n * BigInt(i + 1)),
    currency: 0x1234567890abcdefn,
    units: 10n,
    counter: BigInt(1 + (i % 50)),
    account: 0xfedcba0987654321n,
  }));
}

/** Seconds for `n` checks; returns the passes too, so the work cannot be optimised away. */
function timeChecks(algorithm: MintingAlgorithm, all: readonly MintingProof[], n: number): { seconds: number; sink: number } {
  let sink = 0;
  const t0 = nowNs();
  for (let i = 0; i < n; i++) if (proofMeetsTarget(algorithm, all[i % DISTINCT]!, TARGET_LE)) sink++;
  return { seconds: Number(nowNs() - t0) / 1e9, sink };
}

function timeRaw(lane: Lane, inputs: readonly Uint8Array[], n: number): { seconds: number; sink: number } {
  let sink = 0;
  const t0 = nowNs();
  for (let i = 0; i < n; i++) sink ^= lane.raw(inputs[i % DISTINCT]!)[31]!;
  return { seconds: Number(nowNs() - t0) / 1e9, sink };
}

function row(algorithm: MintingAlgorithm): BenchRow {
  const lane = LANES[algorithm];
  const all = proofs();
  const inputs = all.map((p) => mintingHashInput(p.nonce, p.currency, p.units, p.counter, p.account));
  const n = lane.perRound;
  // Warm-up: both paths compiled and their allocation patterns settled before timing.
  timeChecks(algorithm, all, n);
  timeRaw(lane, inputs, n);
  collectGarbage();
  const checks: number[] = [];
  const hashes: number[] = [];
  let sink = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 === 0 ? ['check', 'raw'] : ['raw', 'check'];
    for (const which of order) {
      const t = which === 'check' ? timeChecks(algorithm, all, n) : timeRaw(lane, inputs, n);
      (which === 'check' ? checks : hashes).push(n / t.seconds);
      sink += t.sink;
    }
  }
  const check = median(checks);
  const raw = median(hashes);
  const name = algorithmName(algorithm);
  console.error(`currencies-mint: ${name} ${check.toFixed(0)} checks/s, raw ${raw.toFixed(0)} hashes/s (sink ${sink})`);
  return {
    bench: 'currencies-mint',
    name: `mint proof checks, ${name}`,
    subject: {
      label: `proofMeetsTarget over ${DISTINCT} distinct mints (the 40-byte input written from nonce, currency, units, counter, account; the ${name} hash; meetsTargetBytes against target bytes precomputed once), ${n.toLocaleString('en-US')} checks a round, median of ${ROUNDS} rounds`,
      value: check,
      unit: 'checks/s',
    },
    baseline: {
      label: `@noble/hashes ${lane.rawLabel} of ${DISTINCT} prebuilt 40-byte inputs, the same count a round, rounds alternating with the checks' (median round)`,
      value: raw,
      unit: 'hashes/s',
    },
    target: { kind: 'ratio-at-least', value: 0.8 },
    notes: [`${(1e6 / check).toFixed(3)} µs a check vs ${(1e6 / raw).toFixed(3)} µs a bare hash: ${((1e6 / check - 1e6 / raw) * 1000).toFixed(0)} ns apart (writing the input and comparing cost ~0.1 µs; for the slower hashes the difference is mostly round-to-round noise)`],
  };
}

export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const algorithm of MINTING_ALGORITHMS) {
    rows.push(row(algorithm));
    collectGarbage();
  }
  return rows;
}
