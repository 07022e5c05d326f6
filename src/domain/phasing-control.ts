// Phasing controls: an account (setPhasingOnlyControl) or a totem (setPhasingTotemControl)
// requires its transactions to be phased with given parameters. This module is what both
// share: the parameters' bytes and JSON (the `control...` names), and the check a controlled
// transaction must pass (errorCode 10, "Phasing only"). docs/phasing.md, "Controls".
//
// Bytes: i8 votingModel, u64 quorum, u64 minBalance, u8 whitelist count, u64 x n, u64 holding,
// u8 minBalanceModel.
import type { ByteReader, ByteWriter } from './bytes.js';
import { invalidParameter, TransactionRejectedError, TxRejectReason } from './errors.js';
import type { Transaction } from './transaction.js';
import { VOTING_MODEL_NAMES, type MinBalanceModel, type PhasingParams, type VotingModel } from './phasing.js';

export function readControlParams(r: ByteReader): PhasingParams {
  const votingModel = ((r.u8() << 24) >> 24) as VotingModel;
  if (votingModel < -1 || votingModel > 5) throw invalidParameter(`unknown voting model ${votingModel}`, 'controlVotingModel');
  const quorum = r.u64();
  const minBalance = r.u64();
  const whitelist = Array.from({ length: r.u8() }, () => r.u64());
  const holding = r.u64();
  const minBalanceModel = r.u8() as MinBalanceModel;
  if (minBalanceModel > 3) throw invalidParameter(`unknown min balance model ${minBalanceModel}`, 'controlMinBalanceModel');
  return { votingModel, quorum, minBalance, whitelist, holding, minBalanceModel };
}

export function writeControlParams(w: ByteWriter, p: PhasingParams): void {
  if (p.whitelist.length > 255) throw invalidParameter('whitelist too long', 'controlWhitelisted');
  w.u8(p.votingModel & 0xff).u64(p.quorum).u64(p.minBalance).u8(p.whitelist.length);
  for (const a of p.whitelist) w.u64(a);
  w.u64(p.holding).u8(p.minBalanceModel);
}

export function controlParamsToJSON(p: PhasingParams): Record<string, unknown> {
  return {
    controlVotingModel: p.votingModel,
    controlQuorum: p.quorum.toString(),
    controlMinBalance: p.minBalance.toString(),
    controlMinBalanceModel: p.minBalanceModel,
    controlHolding: p.holding.toString(),
    controlWhitelisted: p.whitelist.map((a) => a.toString()),
  };
}

function unsigned(v: unknown, field: string): bigint {
  if (typeof v !== 'string' || !/^[0-9]{1,20}$/.test(v) || BigInt(v) >> 64n !== 0n) throw invalidParameter(`${field} must be a decimal string`, field);
  return BigInt(v);
}

function small(v: unknown, field: string, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) throw invalidParameter(`${field} must be ${min}..${max}`, field);
  return v;
}

export function controlParamsFromJSON(json: Readonly<Record<string, unknown>>): PhasingParams {
  const list = json['controlWhitelisted'] ?? [];
  if (!Array.isArray(list)) throw invalidParameter('controlWhitelisted must be an array', 'controlWhitelisted');
  return {
    votingModel: small(json['controlVotingModel'], 'controlVotingModel', -1, 5) as VotingModel,
    quorum: unsigned(json['controlQuorum'] ?? '0', 'controlQuorum'),
    minBalance: unsigned(json['controlMinBalance'] ?? '0', 'controlMinBalance'),
    minBalanceModel: small(json['controlMinBalanceModel'] ?? 0, 'controlMinBalanceModel', 0, 3) as MinBalanceModel,
    holding: unsigned(json['controlHolding'] ?? '0', 'controlHolding'),
    whitelist: list.map((a) => unsigned(a, 'controlWhitelisted')),
  };
}

/** The same voters, weights and quorum. */
export function sameParams(a: PhasingParams, b: PhasingParams): boolean {
  return (
    a.votingModel === b.votingModel &&
    a.quorum === b.quorum &&
    a.minBalance === b.minBalance &&
    a.minBalanceModel === b.minBalanceModel &&
    a.holding === b.holding &&
    a.whitelist.length === b.whitelist.length &&
    a.whitelist.every((x, i) => x === b.whitelist[i])
  );
}

function describe(p: PhasingParams): string {
  return `${VOTING_MODEL_NAMES[p.votingModel]} quorum ${p.quorum}${p.whitelist.length > 0 ? `, whitelist ${p.whitelist.join(',')}` : ''}${p.minBalance > 0n ? `, min balance ${p.minBalance}` : ''}${p.holding !== 0n ? `, holding ${p.holding}` : ''}`;
}

function phasingOnly(description: string, param: string): never {
  throw new TransactionRejectedError(TxRejectReason.PHASING_ONLY, description, param, { dependsOnState: true });
}

/** A controlled transaction must be phased with the control's parameters, finishing within its
 * durations (0: unbounded) after the block that includes it (`height`). errorCode 10. */
export function checkControlled(tx: Transaction, control: PhasingParams & { minDuration: number; maxDuration: number }, height: number, what: string): void {
  const phasing = tx.appendices.phasing;
  if (phasing === undefined) phasingOnly(`${what} requires its transactions phased (${describe(control)})`, 'phased');
  if (!sameParams(phasing, control)) phasingOnly(`phasing parameters mismatch ${what}: expected ${describe(control)}, got ${describe(phasing)}`, 'phasingVotingModel');
  const duration = phasing.finishHeight - height;
  if (control.minDuration > 0 && duration < control.minDuration) phasingOnly(`${what} requires a phasing duration of at least ${control.minDuration} blocks`, 'phasingFinishHeight');
  if (control.maxDuration > 0 && duration > control.maxDuration) phasingOnly(`${what} requires a phasing duration of at most ${control.maxDuration} blocks`, 'phasingFinishHeight');
}
